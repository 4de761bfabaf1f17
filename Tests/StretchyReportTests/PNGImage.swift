import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A decoded 8-bit RGB or RGBA PNG (what Chromium's screenshots are), inflated with the system's zlib loaded at
/// run time, so that the tests need no image library.
struct PNGImage {
    var width: Int
    var height: Int
    /// RGBA, row-major.
    var pixels: [UInt8]

    /// The pixel at a column and row, as (red, green, blue).
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let index = (y * width + x) * 4
        return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
    }

    private typealias Uncompress =
        @convention(c) (
            UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt
        ) -> Int32

    /// zlib's `uncompress`, or `nil` when no zlib can be loaded.
    private static let uncompress: Uncompress? = {
        for name in ["libz.so.1", "libz.so"] {
            if let handle = dlopen(name, RTLD_NOW), let symbol = dlsym(handle, "uncompress") {
                return unsafeBitCast(symbol, to: Uncompress.self)
            }
        }
        return nil
    }()

    static var canDecode: Bool { uncompress != nil }

    struct DecodeError: Error, CustomStringConvertible {
        var description: String
    }

    init(data: Data, path: String = "screenshot") throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 else {
            throw DecodeError(description: "\(path) is not a PNG")
        }
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8
        var compressed: [UInt8] = []
        var width = 0
        var height = 0
        var colorType = 0
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            if type == "IHDR" {
                width = be32(body)
                height = be32(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else {
                    throw DecodeError(description: "\(path): only 8-bit, non-interlaced PNGs are read")
                }
                colorType = Int(bytes[body + 9])
            } else if type == "IDAT" {
                compressed += bytes[body..<body + length]
            }
            offset = body + length + 4
        }
        let channels: Int
        switch colorType {
        case 2: channels = 3
        case 6: channels = 4
        default: throw DecodeError(description: "\(path): colour type \(colorType) is not read")
        }
        guard let uncompress = Self.uncompress else { throw DecodeError(description: "no zlib to inflate with") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var size = UInt(raw.count)
        let status = compressed.withUnsafeBufferPointer { input in
            raw.withUnsafeMutableBufferPointer {
                uncompress($0.baseAddress!, &size, input.baseAddress!, UInt(input.count))
            }
        }
        guard status == 0, Int(size) == raw.count else { throw DecodeError(description: "\(path): inflate failed") }
        var image = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for column in 0..<stride {
                let x = Int(raw[row * (stride + 1) + 1 + column])
                let a = column >= channels ? Int(image[row * stride + column - channels]) : 0
                let b = row > 0 ? Int(image[(row - 1) * stride + column]) : 0
                let c = row > 0 && column >= channels ? Int(image[(row - 1) * stride + column - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw DecodeError(description: "\(path): filter \(filter) is not a PNG filter")
                }
                image[row * stride + column] = UInt8((x + predicted) & 0xFF)
            }
        }
        self.width = width
        self.height = height
        if channels == 4 {
            pixels = image
        } else {
            pixels = [UInt8](repeating: 255, count: width * height * 4)
            for index in 0..<(width * height) {
                pixels[index * 4] = image[index * 3]
                pixels[index * 4 + 1] = image[index * 3 + 1]
                pixels[index * 4 + 2] = image[index * 3 + 2]
            }
        }
    }
}
