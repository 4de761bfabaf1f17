/// What a session is, apart from its samples: the values a recorder or an import gives when it creates one.
///
/// For example:
///
/// ```swift
/// let metadata = SessionMetadata(name: "fling-1", source: .device, refreshRate: 120, device: "iPhone15,2")
/// ```
public struct SessionMetadata: Hashable, Sendable {
    /// The session's name, unique in its file.
    public var name: String
    /// Where the samples came from.
    public var source: SessionSource
    /// The display refresh rate in Hz, or `nil` when unknown.
    public var refreshRate: Double?
    /// The viewport width in points, or `nil` when unknown.
    public var viewportWidth: Double?
    /// The viewport height in points, or `nil` when unknown.
    public var viewportHeight: Double?
    /// The device's model or description, or `nil` when unknown.
    public var device: String?
    /// Free-form notes as JSON text (an object by convention); `{}` when there are none.
    public var notes: String

    /// Creates metadata; everything but the name and source is optional.
    public init(
        name: String,
        source: SessionSource,
        refreshRate: Double? = nil,
        viewportWidth: Double? = nil,
        viewportHeight: Double? = nil,
        device: String? = nil,
        notes: String = "{}"
    ) {
        self.name = name
        self.source = source
        self.refreshRate = refreshRate
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.device = device
        self.notes = notes
    }
}

extension SessionMetadata {
    /// The longest session name, in UTF-8 bytes: 256.
    public static let maximumNameLength = 256

    /// Refuses a name that is empty, blank, longer than ``maximumNameLength`` bytes or holds a control character;
    /// every path that names a session (import, synth, touch import, the recorder) calls it.
    ///
    /// - Throws: ``StoreError/emptySessionName`` or ``StoreError/invalidSessionName(name:problem:)``.
    package static func validate(name: String) throws(StoreError) {
        guard !name.isEmpty else { throw .emptySessionName }
        let bytes = name.utf8.count
        guard bytes <= maximumNameLength else {
            throw .invalidSessionName(name: name, problem: .tooLong(bytes: bytes, limit: maximumNameLength))
        }
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            let code = scalar.value
            if code < 0x20 || (0x7F...0x9F).contains(code) || code == 0x2028 || code == 0x2029 {
                throw .invalidSessionName(name: name, problem: .controlCharacter(column: offset + 1, code: code))
            }
        }
        guard name.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw .invalidSessionName(name: name, problem: .blank)
        }
    }
}
