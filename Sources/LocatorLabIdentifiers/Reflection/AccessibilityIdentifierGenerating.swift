/// Opts a type in to identifiers generated from its stored properties, the
/// reflection approach of the seed articles (`Identifiable`,
/// `AccessibilityIdentificable`, `Accessible` there).
///
/// ```swift
/// final class SomethingViewController: ViewNodeController, AccessibilityIdentifierGenerating {
///     weak var titleLabel: ViewNode!
///     ...
///     func viewDidLoad() { generateAccessibilityIdentifiers() }
/// }
/// // titleLabel.accessibilityIdentifier == "SomethingViewController.titleLabel"
/// ```
///
/// Rules:
/// - every stored property holding an ``AccessibilityIdentifierCarrier``
///   gives it `<Type>.<property>`, `<Type>` being the reflected instance's
///   type name (`type(of: self)` as in the seeds);
/// - storage decorations are removed from the property name: the lazy
///   prefix `$__lazy_storage_$_`, the `.storage` suffix and, for wrappers
///   adopting ``AccessibilityIdentifierPropertyWrapper``, the leading `_`;
/// - optionals are unwrapped (`nil`, including a lazy property not yet
///   used, is skipped); arrays number their elements (``AccessibilityIdentifierGenerationOptions/IndexStyle``);
///   any other value is ignored;
/// - properties of superclasses are included, superclass first, up to (not
///   including) the library's base classes ``ViewNode`` and
///   ``ViewNodeController``, whose own properties are plumbing like UIKit's
///   (which `Mirror` never shows);
/// - a custom identifier from ``AccessibilityIdentify`` wins over the generated one;
/// - an element that already has a non-empty identifier keeps it unless
///   ``AccessibilityIdentifierGenerationOptions/overwritesExistingIdentifiers`` is set.
///
/// Elements are not searched for further elements: a view that wants its
/// own subviews identified opts in itself.
public protocol AccessibilityIdentifierGenerating {}

extension AccessibilityIdentifierGenerating {
    /// Gives every stored property holding an ``AccessibilityIdentifierCarrier``
    /// the identifier `<Type>.<property>`, arrays of them
    /// `<Type>.<property>_<index>`, by the rules on the protocol; `options` holds
    /// the choices.
    ///
    /// - Returns: one entry per element found, in declaration order
    ///   (superclass properties first).
    @discardableResult
    public func generateAccessibilityIdentifiers(
        options: AccessibilityIdentifierGenerationOptions = AccessibilityIdentifierGenerationOptions()
    ) -> [AccessibilityIdentifierAssignment] {
        AccessibilityIdentifierGenerator(options: options).generate(for: self)
    }
}
