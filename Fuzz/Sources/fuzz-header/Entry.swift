/// The program's entry point: SwiftPM names an executable's entry `<target>_main`; this one hands over to
/// libFuzzer's driver with the target's test function.
@_cdecl("fuzz_header_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzHeader(data, size)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
