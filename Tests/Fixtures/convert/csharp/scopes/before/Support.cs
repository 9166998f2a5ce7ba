namespace Scopes
{
    /// <summary>XPaths the tests build from an element type and a name.</summary>
    public static class SupportLib
    {
        private const string Prefix = "//XCUIElementType";

        public static string GetXPath(string type, string attribute, string value)
        {
            return $"{Prefix}{type}[@{attribute}='{value}']";
        }

        public static string ByName(string type, string name) =>
            string.Format("//XCUIElementType{0}[@name='{1}']", type, name);
    }
}
