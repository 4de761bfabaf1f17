import StretchyCore
import _StretchySystem

/// Parses numbers and phases straight from a line's bytes, without making strings on the success path.
enum SampleFieldParser {
    /// The double written in `bytes[range]` (spaces around it allowed), or `nil` when it is not exactly a number
    /// of ``DecimalNumber``'s grammar (`form`; JSON Lines use JSON's).
    static func double(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>, form: DecimalNumber.Form = .plain
    ) -> Double? {
        let (lower, upper) = trimmingSpaces(bytes, range)
        return DecimalNumber.parse(UnsafeBufferPointer(rebasing: bytes[lower..<upper]), form: form)
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
