package scopes;

/** XPaths the tests build from an element type and a name. */
final class Support {
    private static final String PREFIX = "//XCUIElementType";

    private Support() {}

    static String byName(String type, String name) {
        return PREFIX + type + "[@name='" + name + "']";
    }

    static String byNameFormatted(String type, String name) {
        String format = "//XCUIElementType%s[@name='%s']";
        return String.format(format, type, name);
    }
}
