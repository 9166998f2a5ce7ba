import ArgumentParser
import LocatorLabPageSource

/// `--from`: how to read an input.
enum InputFormatOption: String, ExpressibleByArgument, CaseIterable {
    case auto
    case xml
    case debugDescription = "debug-description"
    case json

    var format: PageSourceFormat? {
        switch self {
        case .auto: return nil
        case .xml: return .xml
        case .debugDescription: return .debugDescription
        case .json: return .json
        }
    }
}

extension PageSourceWriter.Target: ExpressibleByArgument {}
