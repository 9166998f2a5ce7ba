/// JavaScript and TypeScript page objects: `NAME: value` properties of an
/// object literal (`const LoginPage = { signIn: '//…' }`).
extension ConstantFinder {
    /// The `:` of an object literal property named by the identifier at
    /// `index`, or `nil`: the identifier follows `{` or `,` inside `{…}`.
    package func objectPropertyColon(after index: Int) -> Int? {
        guard stream.isPunctuation(index + 1, ":"), enclosing[index] >= 0, stream.isPunctuation(enclosing[index], "{"),
            stream.isPunctuation(index - 1, "{") || stream.isPunctuation(index - 1, ",")
        else { return nil }
        // `{ a: b ? c : d }` is still a property; `case X:` is not here.
        return index + 1
    }
}
