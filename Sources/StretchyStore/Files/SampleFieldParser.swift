import Foundation
import StretchyCore

/// Parses numbers and phases straight from a line's bytes, without making strings on the success path.
enum SampleFieldParser {
    /// The double written in `bytes[range]` (spaces around it allowed), or `nil` when it is not exactly a number.
    ///
    /// Uses `strtod` in place: the byte after the field (which must be writable) is set to zero for the call and
    /// restored after. Accepts what `strtod` accepts in the C locale, including `nan` and `inf`, which validation
    /// then refuses by name.
    static func double(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        let (lower, upper) = trimmingSpaces(bytes, range)
        guard lower < upper, let base = bytes.baseAddress else { return nil }
        // strtod also reads hexadecimal ("0x1p3"); files hold decimal numbers only.
        if upper - lower > 1, bytes[lower] == UInt8(ascii: "0"),
            bytes[lower + 1] | 0x20 == UInt8(ascii: "x")
        {
            return nil
        }
        let start = UnsafeMutableRawPointer(base + lower).assumingMemoryBound(to: CChar.self)
        let saved = (base + upper).pointee
        (base + upper).pointee = 0
        var end: UnsafeMutablePointer<CChar>?
        let value = strtod(start, &end)
        (base + upper).pointee = saved
        guard let end, end == start + (upper - lower) else { return nil }
        return value
    }

    /// The text of `bytes[range]`, for error messages.
    static func text(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The phase named in `bytes[range]` (spaces around it allowed), or `nil`.
    static func phase(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) -> ScrollPhase? {
        let (lower, upper) = trimmingSpaces(bytes, range)
        return ScrollPhase(utf8: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
    }

    /// The bounds of `bytes[range]` without the spaces around it.
    @inline(__always)
    private static func trimmingSpaces(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>
    ) -> (lower: Int, upper: Int) {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == UInt8(ascii: " ") { lower += 1 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
        return (lower, upper)
    }
}
