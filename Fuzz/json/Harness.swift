import LocatorLabFuzzing

/// libFuzzer entry for LocatorLab JSON trees; the invariants are in `FuzzChecker`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(.json, data, size)
}
