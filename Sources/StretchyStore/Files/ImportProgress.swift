/// How far an import has got, for a progress display.
public struct ImportProgress: Sendable, Hashable {
    /// How many samples have been read.
    public var samples: Int
    /// How many bytes of the file those samples' lines took.
    public var bytesRead: Int
    /// The file's size in bytes, or `nil` when it is no regular file (a pipe, a device).
    public var fileSize: Int?

    /// Creates a progress report.
    public init(samples: Int, bytesRead: Int, fileSize: Int?) {
        self.samples = samples
        self.bytesRead = bytesRead
        self.fileSize = fileSize
    }

    /// The share of the file read, from 0 to 1, or `nil` without a size.
    public var fraction: Double? {
        fileSize.map { $0 > 0 ? min(1, Double(bytesRead) / Double($0)) : 1 }
    }
}
