import LocatorLabFuzzing

/// libFuzzer entry for the Swift test-source parser and `convert`; the invariants are in `FuzzChecker`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(.convert(.swift), data, size)
}
