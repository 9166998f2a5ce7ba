import LocatorLabFuzzing

/// libFuzzer entry for `-ios class chain`; the invariants are in `FuzzChecker`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(.classChain, data, size)
}
