import LocatorLabFuzzing

/// libFuzzer entry for Appium XML page sources; the invariants are in `FuzzChecker`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(.xml, data, size)
}
