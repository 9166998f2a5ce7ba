import LocatorLabFuzzing

/// libFuzzer entry for `-android uiautomator` (UiSelector); the invariants are in `FuzzChecker`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(.uiAutomator, data, size)
}
