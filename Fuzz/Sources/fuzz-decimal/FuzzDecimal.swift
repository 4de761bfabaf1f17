@_exported import Glibc

// `DecimalNumber`'s three source files are symbolic links to `Sources/_StretchySystem` (a hidden module with no
// product, so another package cannot import it): this target compiles the very same code.

/// Differential: for bytes the grammar accepts, `DecimalNumber.parse` equals `strtod` bit for bit (and `strtod`
/// reads all of them); for any other bytes it gives `nil`. Both forms, plain and JSON. Aborts on a difference.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecimal(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let terminated = UnsafeMutablePointer<CChar>.allocate(capacity: size + 1)
    defer { terminated.deallocate() }
    for index in 0..<size { terminated[index] = CChar(bitPattern: data[index]) }
    terminated[size] = 0
    var end: UnsafeMutablePointer<CChar>?
    let reference = strtod(terminated, &end)
    for form in [DecimalNumber.Form.plain, .json] {
        let value = DecimalNumber.parse(bytes, form: form)
        guard DecimalNumber.isValid(bytes, form: form) else {
            if value != nil { fatalError("parsed bytes outside the grammar: \(String(cString: terminated))") }
            continue
        }
        guard end == terminated + size else { fatalError("strtod stops early in \(String(cString: terminated))") }
        guard let value, value.bitPattern == reference.bitPattern else {
            fatalError("\(String(cString: terminated)): \(String(describing: value)) but strtod gives \(reference)")
        }
    }
    return 0
}
