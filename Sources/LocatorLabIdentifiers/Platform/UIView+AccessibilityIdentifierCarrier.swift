#if canImport(UIKit)
import UIKit

// UIView already has `accessibilityIdentifier: String?`; it is main-actor
// isolated, and identifiers are generated from `init`/`viewDidLoad` on the
// main actor, which `@preconcurrency` checks at run time.
extension UIView: @preconcurrency AccessibilityIdentifierCarrier {}
#endif
