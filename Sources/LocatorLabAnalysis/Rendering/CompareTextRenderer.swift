import LocatorLabReporting

struct CompareTextRenderer {
    let report: CompareReport

    func render(colour: Bool = false) -> String { "" }
}
