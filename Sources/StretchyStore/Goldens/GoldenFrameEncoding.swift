/// How a golden frame's values are stored: one BLOB of little-endian IEEE 754 doubles, in column order after `seq`.
enum GoldenFrameEncoding {
    static func encode(_ values: [Double], into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        for value in values {
            var bits = value.bitPattern
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, into values: inout [Double]) {
        values.removeAll(keepingCapacity: true)
        var index = 0
        while index + 8 <= bytes.count {
            var bits: UInt64 = 0
            for shift in 0..<8 {
                bits |= UInt64(bytes[index + shift]) << UInt64(8 * shift)
            }
            values.append(Double(bitPattern: bits))
            index += 8
        }
    }
}
