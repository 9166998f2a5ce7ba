import LocatorLabReporting

struct CompareMarkdownRenderer {
    let report: CompareReport

    func render(colour: Bool = false) -> String { "" }
}
