import StretchyTestSupport
import Testing

@testable import _StretchySystem

/// `DecimalNumber.parse` is bit for bit `strtod` on seeded random and adversarial numbers (docs/inputs.md).
///
/// The normal run checks 200,000 numbers; the long run, the proof for the issue, is
/// `STRETCHY_DECIMAL_CASES=10000000 swift test -c release --filter DecimalNumberExactnessTests`. The kinds, in turn:
/// random doubles printed shortest, with `%.17g` and with `%.20e`; random digit strings of up to 50 digits with
/// exponents in -400...400; subnormals and the smallest normals; doubles near the largest and numbers just above it
/// (overflow); exact halfway points between adjacent doubles, with one more or one less in the last of many digits
/// and cut after 17 to 40 digits; significands at the 19/20-digit and 2^53/2^64 boundaries; leading and trailing
/// zeros; zero with huge exponents. A tenth as many again check Eisel-Lemire on its own.
struct DecimalNumberExactnessTests {
    static let cases = getenv("STRETCHY_DECIMAL_CASES").flatMap { Int(String(cString: $0)) } ?? 200_000

    /// One number's text, with its generator.
    struct Cases {
        var random = SeededGenerator(seed: 0xDEC1_3A15)

        mutating func below(_ bound: UInt64) -> UInt64 { random.next() % bound }
        mutating func chance(_ percent: UInt64) -> Bool { below(100) < percent }
        mutating func digits(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(ascii: "0") + UInt8(below(10)) } }

        /// A random finite double of any exponent (uniform bit patterns), positive.
        mutating func finiteDouble(exponentField: ClosedRange<UInt64> = 0...0x7FE) -> Double {
            let exponent = exponentField.lowerBound + below(exponentField.upperBound - exponentField.lowerBound + 1)
            return Double(bitPattern: exponent << 52 | random.next() & ((1 << 52) - 1))
        }

        /// `value` printed in one of the three forms of a double: shortest, `%.17g`, `%.20e`.
        mutating func printed(_ value: Double) -> [UInt8] {
            let sign: [UInt8] = chance(30) ? [UInt8(ascii: "-")] : []
            switch below(3) {
            case 0: return sign + Array("\(value)".utf8)
            case 1: return sign + Self.format("%.17g", value)
            default: return sign + Self.format("%.20e", value)
            }
        }

        static func format(_ format: String, _ value: Double) -> [UInt8] {
            var buffer = [CChar](repeating: 0, count: 64)
            let length = withVaList([value]) { vsnprintf(&buffer, 64, format, $0) }
            return buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }
        }

        /// Up to 50 random digits, a point somewhere in them or none, an exponent in -400...400 or none.
        mutating func digitString() -> [UInt8] {
            var text: [UInt8] = chance(30) ? [UInt8(ascii: "-")] : chance(10) ? [UInt8(ascii: "+")] : []
            let count = 1 + Int(below(50))
            var body = digits(count)
            if count > 1, chance(50) { body.insert(UInt8(ascii: "."), at: 1 + Int(below(UInt64(count - 1)))) }
            text += body
            if chance(80) { text += exponent(Int(below(801)) - 400) }
            return text
        }

        mutating func exponent(_ value: Int) -> [UInt8] {
            let marker = chance(50) ? UInt8(ascii: "e") : UInt8(ascii: "E")
            let sign = value < 0 ? "-" : chance(30) ? "+" : ""
            return [marker] + Array("\(sign)\(abs(value))".utf8)
        }

        /// The exact decimal expansion of the point halfway between `value` and the next double up, then perhaps
        /// padded with zeros and moved one unit of its last digit up or down, or cut after 17 to 40 digits.
        mutating func halfway(_ value: Double) -> [UInt8] {
            let field = Int(value.bitPattern >> 52)
            let significand = value.bitPattern & ((1 << 52) - 1) | (field == 0 ? 0 : 1 << 52)
            let binaryExponent = max(field, 1) - 1075 - 1  // halfway = (2m + 1) × 2^binaryExponent
            var number = Natural(2 * significand + 1)
            var decimalExponent = 0
            if binaryExponent >= 0 {
                number.shiftLeft(by: binaryExponent)
            } else {
                // (2m + 1) × 2^-k = (2m + 1) × 5^k × 10^-k
                let five = Natural.powerOfFive(-binaryExponent)
                number = Self.product(number, five)
                decimalExponent = binaryExponent
            }
            var digits = number.decimalDigits
            switch below(4) {
            case 0: break
            case 1, 2:
                let pad = Int(below(31))
                digits += repeatElement(UInt8(ascii: "0"), count: pad)
                decimalExponent -= pad
                Self.step(&digits, up: below(2) == 0)
            default:
                let keep = 17 + Int(below(24))
                if digits.count > keep {
                    decimalExponent += digits.count - keep
                    digits.removeLast(digits.count - keep)
                }
            }
            var text: [UInt8] = chance(30) ? [UInt8(ascii: "-")] : []
            if chance(50), digits.count > 1 {
                // d.ddd…e±x
                text += [digits[0], UInt8(ascii: ".")] + digits[1...]
                text += exponent(decimalExponent + digits.count - 1)
            } else {
                text += digits
                if decimalExponent != 0 || chance(50) { text += exponent(decimalExponent) }
            }
            return text
        }

        static func product(_ small: Natural, _ large: Natural) -> Natural {
            // `small` is at most 54 bits: two factors of 32 bits.
            let value = small.limbs.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (32 * $1.offset) }
            var low = large
            var high = large
            low.multiply(by: UInt32(truncatingIfNeeded: value))
            high.multiply(by: UInt32(truncatingIfNeeded: value >> 32))
            high.shiftLeft(by: 32)
            low.add(high)
            return low
        }

        /// One unit more or less in the last digit (with carry or borrow; a leading zero is allowed).
        static func step(_ digits: inout [UInt8], up: Bool) {
            var index = digits.count - 1
            while index >= 0 {
                if up {
                    if digits[index] < UInt8(ascii: "9") {
                        digits[index] += 1
                        return
                    }
                    digits[index] = UInt8(ascii: "0")
                } else {
                    if digits[index] > UInt8(ascii: "0") {
                        digits[index] -= 1
                        return
                    }
                    digits[index] = UInt8(ascii: "9")
                }
                index -= 1
            }
            if up { digits.insert(UInt8(ascii: "1"), at: 0) }
        }

        /// Significands at the edges of what 19 digits, 2^53 and 2^64 hold, with small exponents.
        mutating func boundary() -> [UInt8] {
            let bases: [UInt64] = [
                9_999_999_999_999_999_999, 1 << 53, 1 << 63, UInt64.max, 1_000_000_000_000_000_000,
                999_999_999_999_999_999,
            ]
            var text = Array(String(bases[Int(below(UInt64(bases.count)))] &+ below(5) &- 2).utf8)
            text += digits(Int(below(4)))
            if text.count > 1, chance(50) {
                text.insert(UInt8(ascii: "."), at: 1 + Int(below(UInt64(text.count - 1))))
            }
            return text + exponent(Int(below(61)) - 30)
        }

        /// A number with leading zeros, trailing zeros or both.
        mutating func zeros() -> [UInt8] {
            let leading = [UInt8](repeating: UInt8(ascii: "0"), count: Int(below(30)))
            let trailing = [UInt8](repeating: UInt8(ascii: "0"), count: Int(below(40)))
            var text = leading + digits(1 + Int(below(20)))
            text += chance(50) ? [UInt8(ascii: ".")] + digits(Int(below(5))) + [UInt8(ascii: "1")] + trailing : trailing
            return chance(70) ? text + exponent(Int(below(701)) - 350) : text
        }

        /// Zero written many ways, with exponents up to twenty digits long.
        mutating func zero() -> [UInt8] {
            var text: [UInt8] = chance(50) ? [UInt8(ascii: "-")] : []
            text += [UInt8](repeating: UInt8(ascii: "0"), count: 1 + Int(below(5)))
            if chance(50) {
                text += [UInt8(ascii: ".")] + [UInt8](repeating: UInt8(ascii: "0"), count: 1 + Int(below(30)))
            }
            let marker = chance(50) ? "e" : "E"
            let sign = chance(50) ? "-" : "+"
            return text + Array("\(marker)\(sign)\(random.next() >> below(64))".utf8)
        }

        /// The `index`th case.
        mutating func text(_ index: Int) -> [UInt8] {
            switch index % 12 {
            case 0, 1: return printed(finiteDouble())
            case 2, 3: return digitString()
            case 4: return printed(finiteDouble(exponentField: 0...2))
            case 5: return halfway(finiteDouble(exponentField: 0...2))
            case 6:
                let nearMax = Double(bitPattern: Double.greatestFiniteMagnitude.bitPattern - below(1000))
                return chance(50) ? printed(nearMax) : halfway(nearMax)
            case 7, 8: return halfway(finiteDouble())
            case 9: return boundary()
            case 10: return zeros()
            default:
                if chance(50) { return zero() }
                // Just above the largest double: overflow, or not, right at the threshold.
                return Array("1.79769313486231".utf8) + digits(1 + Int(below(30))) + exponent(308 + Int(below(3)))
            }
        }
    }

    @Test func bitIdenticalToStrtod() {
        var cases = Cases()
        var mismatches: [String] = []
        var checked = 0
        for index in 0..<Self.cases {
            var text = cases.text(index)
            let ours = text.withUnsafeBufferPointer { DecimalNumber.parse($0) }
            text.append(0)
            let reference = text.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { strtod($0.baseAddress!, nil) }
            }
            if ours?.bitPattern != reference.bitPattern, mismatches.count < 10 {
                mismatches.append(String(decoding: text.dropLast(), as: UTF8.self))
            }
            checked += 1
        }
        #expect(checked == Self.cases)
        #expect(mismatches.isEmpty, "differs from strtod: \(mismatches)")
    }

    /// Eisel-Lemire alone, without the fast path before it or `strtod` after it: on `w × 10^q` for random
    /// significands of every length and every exponent of its table, it decides (almost) every number, and every
    /// number it decides is `strtod`'s. (Without this, a conversion that always fell back to `strtod` would pass.)
    @Test func eiselLemireDecidesAlmostEveryNumberItself() {
        var random = SeededGenerator(seed: 0xE15E_1E31)
        let count = max(Self.cases / 10, 1_000)
        var undecided = 0
        var mismatches: [String] = []
        for _ in 0..<count {
            let w = max((random.next() >> (random.next() % 64)) % 10_000_000_000_000_000_000, 1)
            let q = Int(random.next() % 651) - 342
            let text = "\(w)e\(q)"
            guard let bits = DecimalNumber.eiselLemire(w, q) else {
                undecided += 1
                continue
            }
            if bits != strtod(text, nil).bitPattern, mismatches.count < 10 { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "differs from strtod: \(mismatches)")
        #expect(undecided * 1_000 <= count, "\(undecided) of \(count) undecided")
    }

    @Test(arguments: [
        "2.2250738585072011e-308", "2.2250738585072012e-308", "4.9406564584124654e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
        "9007199254740993", "9007199254740992.5", "18446744073709551615", "18446744073709551616e-20",
        "0.1", "123456789012345678901234567890", "7.2057594037927933e16", "-0", "-0e999", "0e-99999999999999999999",
        "1e-400", "1e400", "-1e400", "9999999999999999999", "10000000000000000000",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791",
    ])
    func adversarialNumbers(_ text: String) {
        #expect(DecimalNumber.parse(text)?.bitPattern == strtod(text, nil).bitPattern, "\(text)")
    }
}
