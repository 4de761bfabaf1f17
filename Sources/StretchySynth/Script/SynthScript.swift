import StretchyCore
import _StretchySystem

/// A gesture script: settings (rate, viewport, inset, content, start, physics) and motion commands that a
/// synthesizer turns into a scroll session.
///
/// The grammar, with examples, is in docs/synth.md. Parsing checks everything, so running a parsed script cannot
/// fail; ``samples()`` generates the session lazily, frame by frame, in constant memory.
///
/// For example:
///
/// ```swift
/// let script = try SynthScript(parsing: "rate 120; inset 280; pull 150 over 0.5; release; settle")
/// for sample in script.samples() { print(sample.time, sample.offsetY, sample.phase) }
/// ```
public struct SynthScript: Hashable, Sendable {
    /// The commands that take effect before any motion.
    static let settingNames = ["rate", "viewport", "inset", "content", "start", "physics"]
    /// Every command name, settings first.
    static let commandNames =
        settingNames + [
            "wait", "hold", "pull", "drag", "release", "fling", "settle", "top", "bottom", "scroll", "repeat",
        ]
    /// How long a `fling` drags before it lifts, unless `over` says: 0.05 s.
    static let defaultFlickDuration = 0.05
    /// How long `top`, `bottom` and `scroll to` animate, unless `over` says: 0.3 s.
    static let defaultScrollDuration = 0.3

    /// The script's name in errors: `script` or a file name.
    public var source: String
    /// When frames are sampled (`rate`). 60 Hz by default.
    public var clock: FrameClock
    /// Inset, viewport and content (`inset`, `viewport`, `content`). ``ScrollGeometry``'s defaults by default.
    public var geometry: ScrollGeometry
    /// Where the content starts (`start`). The top edge by default.
    var start: SynthPosition
    /// The scroll model (`physics`). ``ScrollPhysics/ios`` by default.
    public var physics: ScrollPhysics
    let nodes: [SynthNode]

    /// How deep `repeat` blocks may nest: 64.
    public static let maximumNesting = 64
    /// The most samples one generated session may hold: 100 million (docs/inputs.md). A script whose stated
    /// durations alone would make more is refused before anything is generated; so is a touch trace.
    public static let maximumSamples = 100_000_000

    /// Parses a script.
    ///
    /// - Parameters:
    ///   - text: The script: commands separated by new lines or `;`.
    ///   - source: The name used in errors; `script` by default.
    /// - Throws: ``SynthScriptError`` pointing at the line and column of the token at fault.
    /// - Complexity: O(n) in the script's length.
    public init(parsing text: String, source: String = "script") throws(SynthScriptError) {
        // Limits: docs/synth.md, "Limits".
        var checked = text
        if let (line, defect) = checked.withUTF8({ TextDefect.firstWithLine(in: $0) }),
            case .nulByte(let column) = defect
        {
            throw SynthScriptError(source: source, line: line, column: column, reason: .nulByte)
        }
        let defaults = SynthScript(
            source: source, clock: .hz60, geometry: ScrollGeometry(), start: .top, physics: .ios, nodes: [])
        var parser = SynthParser(source: source, script: defaults)
        let nodes = try parser.parse(text)
        self = SynthScript(
            source: source, clock: parser.script.clock, geometry: parser.script.geometry,
            start: parser.script.start, physics: parser.script.physics, nodes: nodes)
        try checkSampleLimit()
    }

    /// Refuses a script whose stated durations alone, at its clock, would make more than ``maximumSamples``
    /// samples; parsing calls it, and so must whoever changes ``clock`` afterwards (as `--rate` does).
    ///
    /// - Throws: ``SynthScriptError`` with the number of samples it would make at least.
    package func checkSampleLimit() throws(SynthScriptError) {
        let samples = SynthParser.minimumDuration(nodes) * clock.framesPerSecond
        guard samples <= Double(Self.maximumSamples) else {
            throw SynthScriptError(
                source: source, line: 1, column: 1,
                reason: .tooManySamples(samples: samples, limit: Self.maximumSamples))
        }
    }

    /// Reads the value of a `rate` setting on its own, as an option such as `--rate` gives it: `120`, or
    /// `variable 8 16`. It accepts and refuses what a script's `rate` does.
    ///
    /// - Parameters:
    ///   - text: The value, without the word `rate`.
    ///   - source: The name used in errors.
    /// - Returns: The frame clock.
    /// - Throws: ``SynthScriptError`` pointing at the column of the value at fault.
    package static func clock(parsingRate text: String, source: String) throws(SynthScriptError) -> FrameClock {
        let defaults = SynthScript(
            source: source, clock: .hz60, geometry: ScrollGeometry(), start: .top, physics: .ios, nodes: [])
        var parser = SynthParser(source: source, script: defaults)
        try parser.parseSetting("rate", value: text)
        return parser.script.clock
    }

    init(
        source: String, clock: FrameClock, geometry: ScrollGeometry, start: SynthPosition, physics: ScrollPhysics,
        nodes: [SynthNode]
    ) {
        self.source = source
        self.clock = clock
        self.geometry = geometry
        self.start = start
        self.physics = physics
        self.nodes = nodes
    }

    /// The session's samples, generated lazily: one per frame from time 0 to the first frame at or after the end.
    ///
    /// The end is when the last command's time has passed and the last motion has come to rest. Each call starts
    /// over and yields the same samples, bit for bit.
    ///
    /// For example:
    ///
    /// ```swift
    /// var count = 0
    /// for _ in script.samples() { count += 1 }
    /// ```
    ///
    /// - Returns: A sequence of samples.
    /// - Complexity: O(1) memory (plus the nesting depth of `repeat`); O(1) time per sample.
    public func samples() -> SynthSamples {
        SynthSamples(script: self)
    }
}
