import FuzzDriver

/// The program's entry point: libFuzzer's driver, with this target's test function.
@_cdecl("fuzz_decimal_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv) { data, size in data.map { fuzzDecimal($0, size) } ?? 0 }
}
