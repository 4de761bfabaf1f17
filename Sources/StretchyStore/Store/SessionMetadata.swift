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
