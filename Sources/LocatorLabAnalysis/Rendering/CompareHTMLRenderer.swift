import LocatorLabReporting

struct CompareHTMLRenderer {
    let report: CompareReport

    func render(colour: Bool = false) -> String { "" }
}
