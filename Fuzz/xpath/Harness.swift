import LocatorLabFuzzing

/// libFuzzer entry for the XPath front end (tokenizer, comments, compile, evaluate); the invariants are in `FuzzChecker`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(.xpath, data, size)
}
