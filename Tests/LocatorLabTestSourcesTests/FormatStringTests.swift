import LocatorLabTestSources
import Testing

/// Format calls are evaluated only where the conversion copies a value.
@Suite("FormatString")
struct FormatStringTests {
    @Test(arguments: [
        ("//*[@text='%s'][%d]", FormatString.Style.printf, ["OK", "2"], "//*[@text='OK'][2]" as String?),
        ("//*[@text='%2$s'][%1$s]", .printf, ["2", "OK"], "//*[@text='OK'][2]"),
        ("100%% //%s", .printf, ["a"], "100% //a"),
        ("//*[@text='{0}'][{1}]", .dotNet, ["OK", "2"], "//*[@text='OK'][2]"),
        ("{{//{0}}}", .dotNet, ["a"], "{//a}"),
        ("//*[@text='{}'][{}]", .python, ["OK", "2"], "//*[@text='OK'][2]"),
        // A width, a precision, a representation or a format spec: unknown.
        ("//%5s", .printf, ["a"], nil),
        ("//%r", .printf, ["a"], nil),
        ("//%d", .printf, ["a"], nil),
        ("//{0:X}", .dotNet, ["a"], nil),
        ("//{0}{1}", .dotNet, ["a"], nil),
    ])
    func appliesOnlyWhatItModels(_ format: String, _ style: FormatString.Style, _ arguments: [String], _ expected: String?) {
        #expect(FormatString.apply(format, style: style, positional: arguments) == expected)
    }

    @Test func pythonNamedFields() {
        #expect(FormatString.apply("//*[@text='{t}']", style: .python, positional: [], named: ["t": "OK"]) == "//*[@text='OK']")
    }
}
