/// A WebDriver call that failed, with the driver's own message.
enum WebDriverError: Error, CustomStringConvertible {
    case unavailable(String)
    case failed(String)

    var description: String {
        switch self {
        case .unavailable(let what): "unavailable: \(what)"
        case .failed(let message): message
        }
    }
}
