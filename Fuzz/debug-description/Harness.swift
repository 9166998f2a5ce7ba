import LocatorLabFuzzing

/// libFuzzer entry for XCUITest debugDescription dumps; the invariants are in `FuzzChecker`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(.debugDescription, data, size)
}
