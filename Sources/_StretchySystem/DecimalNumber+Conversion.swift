extension DecimalNumber {
    /// The correctly rounded double of `bytes`, which must be one number of the grammar (``isValid(_:form:)``).
    ///
    /// The digits are read into a significand `w` of at most 19 significant digits and a decimal exponent `q`
    /// (value `w × 10^q`), then converted by the first of three exact methods that applies:
    /// 1. Clinger's fast path: when no digit was dropped, `w ≤ 2^53` and `|q| ≤ 22`, both `w` and `10^|q|` are exact
    ///    doubles, so one IEEE multiplication or division rounds the exact value once.
    /// 2. Eisel-Lemire (``eiselLemire(_:_:)``): `w` times a 128-bit truncation of `5^q`, which decides the rounding
    ///    for every `q` in -342...308 except in a few ambiguous products it detects. When digits past the 19th were
    ///    dropped, the value lies strictly between `w × 10^q` and `(w + 1) × 10^q`; when both round to the same
    ///    double, so does the value.
    /// 3. Otherwise (ambiguous, or the two bounds round apart) `strtod` itself, which is exact for any length.
    ///
    /// - Complexity: O(n) in the number of bytes.
    static func value(ofValid bytes: UnsafeBufferPointer<UInt8>) -> Double {
        let count = bytes.count
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative || bytes[0] == UInt8(ascii: "+") { index = 1 }
        var significand: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var dropped = false
        var inFraction = false
        while index < count {
            let byte = bytes[index]
            let digit = byte &- 0x30
            if digit >= 10 {
                guard byte == UInt8(ascii: ".") else { break }
                inFraction = true
            } else if significantDigits == 0 && digit == 0 {
                if inFraction { exponent -= 1 }
            } else if significantDigits < 19 {
                significand = significand &* 10 &+ UInt64(digit)
                significantDigits += 1
                if inFraction { exponent -= 1 }
            } else {
                if digit != 0 { dropped = true }
                if !inFraction { exponent += 1 }
            }
            index += 1
        }
        if index < count {
            index += 1
            let exponentNegative = bytes[index] == UInt8(ascii: "-")
            if exponentNegative || bytes[index] == UInt8(ascii: "+") { index += 1 }
            // Saturates far beyond any double's range, so a number with a huge exponent cannot overflow an Int.
            var written = 0
            while index < count {
                if written < 100_000_000 { written = written * 10 + Int(bytes[index] &- 0x30) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if significand == 0 { return negative ? -0.0 : 0.0 }
        if !dropped, exponent >= -22, exponent <= 22, significand <= 1 << 53 {
            let exact = Double(significand)
            let power = exactPowersOfTen[exponent < 0 ? -exponent : exponent]
            let magnitude = exponent < 0 ? exact / power : exact * power
            return negative ? -magnitude : magnitude
        }
        if var bits = eiselLemire(significand, exponent),
            !dropped || eiselLemire(significand + 1, exponent) == bits
        {
            if negative { bits |= 1 << 63 }
            return Double(bitPattern: bits)
        }
        return strtodValue(bytes)
    }

    /// The bit pattern of the positive double nearest `w × 10^q` (ties to even), or `nil` in the rare products
    /// where the 128-bit truncation of `5^q` leaves the rounding undecided (then the caller falls back to `strtod`).
    ///
    /// `w` is shifted so its top bit is set and multiplied by the high word of ``powersOfFive``'s entry for `q`;
    /// only when the bits below the 55 kept are all ones (the truncation error could carry into them) is the low
    /// word's product added. The product's top 54 bits, with the binary exponent `⌊q × log2(10)⌋ + 63` adjusted by
    /// the shifts, round to 53 bits; an exact halfway product (possible only for -4 ≤ q ≤ 23) rounds to even.
    /// Below 10^-342 every `w` rounds to zero; above 10^308 to infinity.
    ///
    /// - Parameters:
    ///   - w: The significand, not zero.
    ///   - q: The decimal exponent.
    static func eiselLemire(_ w: UInt64, _ q: Int) -> UInt64? {
        if q < -342 { return 0 }
        if q > 308 { return infinityBits }
        let leadingZeros = w.leadingZeroBitCount
        let normalized = w << leadingZeros
        let entry = 2 * (q + 342)
        var (high, low) = normalized.multipliedFullWidth(by: powersOfFive[entry])
        if high & 0x1FF == 0x1FF {
            let (carried, _) = normalized.multipliedFullWidth(by: powersOfFive[entry + 1])
            let (sum, overflow) = low.addingReportingOverflow(carried)
            low = sum
            if overflow { high &+= 1 }
        }
        if low == .max, q < -27 || q > 55 { return nil }
        let upperBit = Int(high >> 63)
        let shift = upperBit + 9
        var mantissa = high >> shift
        var power2 = ((217_706 * q) >> 16) + 63 + upperBit - leadingZeros + 1023
        if power2 <= 0 {
            // Subnormal: shift down to the smallest exponent, round (a halfway product cannot occur here).
            if -power2 + 1 >= 64 { return 0 }
            mantissa >>= -power2 + 1
            mantissa += mantissa & 1
            mantissa >>= 1
            // A mantissa rounded up to 2^52 is the smallest normal double: its bit 52 is the exponent field's 1.
            return mantissa
        }
        if low <= 1, q >= -4, q <= 23, mantissa & 3 == 1, mantissa << shift == high {
            mantissa &= ~1
        }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= 2 << 52 {
            mantissa = 1 << 52
            power2 += 1
        }
        if power2 >= 0x7FF { return infinityBits }
        return UInt64(power2) << 52 | (mantissa & ((1 << 52) - 1))
    }

    /// `+∞`'s bit pattern.
    static let infinityBits: UInt64 = 0x7FF0_0000_0000_0000

    /// 10^0 through 10^22: every power of ten that a double holds exactly.
    static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]

    /// `strtod`'s value of `bytes` (a number of the grammar): copied to the stack, or for 64 bytes and more (rare:
    /// many digits) to the heap, with a terminating zero.
    static func strtodValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        let count = bytes.count
        if count < 64 {
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { buffer in
                for index in 0..<count { buffer[index] = CChar(bitPattern: bytes[index]) }
                buffer[count] = 0
                return strtod(buffer.baseAddress!, nil)
            }
        }
        var copy = [CChar](repeating: 0, count: count + 1)
        for index in 0..<count { copy[index] = CChar(bitPattern: bytes[index]) }
        return strtod(copy, nil)
    }
}
