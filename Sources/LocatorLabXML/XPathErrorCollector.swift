import CLibXML

/// Receives libxml2's XPath errors through the context's `error` callback, so
/// they never reach stderr or libxml2's global state.
final class XPathErrorCollector {
    private(set) var code: Int?
    private(set) var offset = 0

    func reset() {
        code = nil
        offset = 0
    }

    func record(_ error: UnsafeMutablePointer<xmlError>?) {
        guard code == nil, let error else { return }  // the first error is the cause
        code = Int(error.pointee.code)
        offset = Int(error.pointee.int1)
    }

    /// Installs this collector on `context`; the collector must outlive it.
    func install(on context: xmlXPathContextPtr) {
        context.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        context.pointee.error = { userData, error in
            guard let userData else { return }
            Unmanaged<XPathErrorCollector>.fromOpaque(userData).takeUnretainedValue().record(error)
        }
    }
}
