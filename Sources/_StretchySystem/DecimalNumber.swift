/// The one number grammar of every input Stretchy reads (docs/inputs.md), checked on bytes, then converted to the
/// correctly rounded double, bit for bit the one `strtod` gives (``value(ofValid:)``: Clinger's fast path, then
/// Eisel-Lemire, then `strtod` itself for the rare numbers those two cannot decide).
///
/// The grammar: an optional sign (`+` or `-`), one or more ASCII digits, optionally a `.` and one or more digits,
/// optionally an exponent (`e` or `E`, an optional sign, one or more digits). Nothing else: no white space, no
/// hexadecimal (`0x10`), no `inf` or `nan`, no `.5` or `5.`. JSON texts use RFC 8259's subset of it (``json``): no
/// `+`, and no leading zero before other digits. A number too large for a double reads as an infinity, which each
/// format then refuses as not finite.
package enum DecimalNumber {
    /// Which form of the grammar applies.
    package enum Form: Sendable {
        /// Plain text: sample files, stack parameters, scripts, touch traces, options.
        case plain
        /// JSON's number (RFC 8259): no `+`, no leading zeros.
        case json
    }

    /// The number of bytes at the start of `bytes` that form the longest prefix matching the grammar (0 when none).
    package static func prefixLength(_ bytes: UnsafeBufferPointer<UInt8>, form: Form = .plain) -> Int {
        var index = 0
        let count = bytes.count
        func isDigit(_ at: Int) -> Bool { at < count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        if index < count, bytes[index] == UInt8(ascii: "-") || (form == .plain && bytes[index] == UInt8(ascii: "+")) {
            index += 1
        }
        guard isDigit(index) else { return 0 }
        if form == .json, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) {
            index += 1
            while isDigit(index) { index += 1 }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var exponent = index + 1
            if exponent < count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            if isDigit(exponent) {
                while isDigit(exponent) { exponent += 1 }
                index = exponent
            }
        }
        return index
    }

    /// Whether all of `bytes` is one number of the grammar.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, form: Form = .plain) -> Bool {
        !bytes.isEmpty && prefixLength(bytes, form: form) == bytes.count
    }

    /// The double written in all of `bytes`, or `nil` when they are not exactly one number of the grammar.
    ///
    /// The value is the correctly rounded one (round to nearest, ties to even), bit for bit what `strtod` gives:
    /// `-0` is negative zero, a number below half the smallest subnormal reads as zero, one above the largest
    /// double (after rounding) as an infinity.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, form: Form = .plain) -> Double? {
        guard isValid(bytes, form: form) else { return nil }
        return value(ofValid: bytes)
    }

    /// The double written in all of `text`, or `nil` when it is not exactly one number of the grammar.
    package static func parse(_ text: some StringProtocol, form: Form = .plain) -> Double? {
        var text = String(text)
        return text.withUTF8 { parse($0, form: form) }
    }

    /// The whole number written in all of `text` (the grammar's digits with an optional sign, no fraction or
    /// exponent), or `nil` when it is not one or does not fit an `Int`.
    package static func integer(_ text: some StringProtocol) -> Int? {
        var text = String(text)
        return text.withUTF8 { bytes in
            guard isValid(bytes), !bytes.contains(UInt8(ascii: ".")), !bytes.contains(where: { $0 | 0x20 == 0x65 })
            else { return nil }
            let digits =
                bytes.first == UInt8(ascii: "+")
                ? String(decoding: bytes.dropFirst(), as: UTF8.self)
                : String(decoding: bytes, as: UTF8.self)
            return Int(digits)
        }
    }
}
