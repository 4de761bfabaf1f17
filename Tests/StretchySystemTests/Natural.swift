/// An exact unsigned integer of any size, just enough for the decimal tests: the power-of-five table and the exact
/// decimal expansions of halfway points between doubles. Limbs of 32 bits, least significant first, no zero limbs at
/// the top.
struct Natural: Equatable {
    private(set) var limbs: [UInt32]

    /// The integer `value`.
    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    /// `5^exponent`, for exponents up to 1,100 from a table made once (the halfway points of every double need up
    /// to `5^1075`), beyond by multiplying.
    static func powerOfFive(_ exponent: Int) -> Natural {
        if exponent < powersOfFive.count { return powersOfFive[exponent] }
        var result = powersOfFive[powersOfFive.count - 1]
        for _ in powersOfFive.count - 1..<exponent { result.multiply(by: 5) }
        return result
    }

    private static let powersOfFive: [Natural] = {
        var table = [Natural(1)]
        for _ in 0..<1_100 {
            var next = table[table.count - 1]
            next.multiply(by: 5)
            table.append(next)
        }
        return table
    }()

    /// The number of bits from the leading one down (0 for zero).
    var bitLength: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    /// Bit `index` (0 the least significant).
    func bit(_ index: Int) -> Bool {
        let limb = index / 32
        return limb < limbs.count && limbs[limb] >> (index % 32) & 1 == 1
    }

    /// Multiplies by a small factor.
    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        limbs.withUnsafeMutableBufferPointer { limbs in
            for index in limbs.indices {
                let product = UInt64(limbs[index]) * UInt64(factor) + carry
                limbs[index] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
        trim()
    }

    /// Multiplies by `2^count`.
    mutating func shiftLeft(by count: Int) {
        guard !limbs.isEmpty, count > 0 else { return }
        let whole = count / 32
        let part = count % 32
        if part > 0 {
            var carry: UInt32 = 0
            for index in limbs.indices {
                let limb = limbs[index]
                limbs[index] = limb << part | carry
                carry = limb >> (32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
    }

    /// `2 × self + (one ? 1 : 0)`.
    mutating func double(adding one: Bool) {
        var carry: UInt32 = one ? 1 : 0
        for index in limbs.indices {
            let limb = limbs[index]
            limbs[index] = limb << 1 | carry
            carry = limb >> 31
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// Whether `self ≥ other`.
    func isAtLeast(_ other: Natural) -> Bool {
        if limbs.count != other.limbs.count { return limbs.count > other.limbs.count }
        for index in limbs.indices.reversed() where limbs[index] != other.limbs[index] {
            return limbs[index] > other.limbs[index]
        }
        return true
    }

    /// Adds `other`.
    mutating func add(_ other: Natural) {
        var carry: UInt64 = 0
        for index in 0..<max(limbs.count, other.limbs.count) {
            if index == limbs.count { limbs.append(0) }
            let sum = UInt64(limbs[index]) + (index < other.limbs.count ? UInt64(other.limbs[index]) : 0) + carry
            limbs[index] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    /// Subtracts `other`, which must not be larger.
    mutating func subtract(_ other: Natural) {
        var borrow: Int64 = 0
        for index in limbs.indices {
            var difference = Int64(limbs[index]) - borrow - (index < other.limbs.count ? Int64(other.limbs[index]) : 0)
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            limbs[index] = UInt32(difference)
        }
        trim()
    }

    /// The decimal digits, most significant first, as ASCII ("0" for zero).
    var decimalDigits: [UInt8] {
        var rest = self
        var groups: [UInt32] = []
        while !rest.limbs.isEmpty {
            var remainder: UInt64 = 0
            rest.limbs.withUnsafeMutableBufferPointer { limbs in
                var index = limbs.count - 1
                while index >= 0 {
                    let dividend = remainder << 32 | UInt64(limbs[index])
                    limbs[index] = UInt32(dividend / 1_000_000_000)
                    remainder = dividend % 1_000_000_000
                    index -= 1
                }
            }
            rest.trim()
            groups.append(UInt32(remainder))
        }
        guard let top = groups.popLast() else { return [UInt8(ascii: "0")] }
        var digits = Array(String(top).utf8)
        for group in groups.reversed() {
            let text = String(group)
            digits += repeatElement(UInt8(ascii: "0"), count: 9 - text.utf8.count)
            digits += text.utf8
        }
        return digits
    }

    private mutating func trim() {
        while limbs.last == 0 { limbs.removeLast() }
    }
}
