import ArgumentParser
import LocatorLabXML

/// `--xpath-timeout`: the wall-clock budget of one locator evaluation, for
/// every command that evaluates locators from users: an XPath, and the
/// regular expressions of a predicate, class chain or UiSelector. The
/// operation limit alone does not bound libxml2 (`//*` seven times on 100
/// elements ran 25 s with a limit of 1,000), and nothing else bounds a
/// regular expression. The name stays for the options already in use.
struct XPathTimeoutOption: ParsableArguments {
    @Option(
        name: .customLong("xpath-timeout"), parsing: .unconditional,
        help: ArgumentHelp(
            "Most seconds one XPath evaluation, or the regular expressions of one predicate, class chain or "
                + "UiSelector, may take."))
    var seconds: Double = XPathLimits.default.timeLimit

    func validate() throws {
        guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw ValidationError("--xpath-timeout must be more than 0 and at most 86400 seconds, such as 10 or 0.5")
        }
    }

    /// The time limit to evaluate with: the option, or `configured` (a
    /// config file's value) when the option was left at its default.
    func seconds(orConfigured configured: Double?) -> Double {
        seconds == XPathLimits.default.timeLimit ? configured ?? seconds : seconds
    }
}
