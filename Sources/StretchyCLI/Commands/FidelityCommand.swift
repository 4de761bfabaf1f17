import StretchyCore
import StretchyStore
import StretchySynth
import _StretchySystem

/// `stretchy-replay fidelity <session.db> --session <name> --physics <profile>`: how closely a physics profile
/// re-synthesizes a recorded session's flings (by default the profile the session was made with).
struct FidelityCommand: Command {
    static let session = CommonOptions.session(
        "The recorded session to check; the only one when the database holds one.")
    static let physics = OptionSpec<ScrollPhysics?>(
        definition: OptionDefinition(
            name: "--physics", shortName: nil, valueName: "profile",
            help: "The profile that re-synthesizes each fling from its release; by default the one the session was "
                + "made with (its script's, chromium for a browser recording, else ios).",
            kind: .choice(ScrollPhysics.profiles.map(\.name)))
    ) { values in values?.last.flatMap { name in ScrollPhysics.profiles.first { $0.name == name } } }

    static let spec = CommandSpec(
        name: "fidelity",
        abstract: "Re-synthesize a recorded session's flings with a physics profile and report the offset errors.",
        arguments: [CommonOptions.database],
        options: [session, physics, CIOptions.junit, CIOptions.annotations])

    var database: String
    var session: String?
    var physics: ScrollPhysics?
    var ci: CIOptions

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        session = arguments[Self.session]
        physics = arguments[Self.physics]
        ci = CIOptions(arguments)
    }

    /// How the strokes are re-synthesized, for the first line: from the session's touch events, or from its offsets
    /// (with the lift estimated on the drag's line when the profile has a display lag).
    static func route(touches: Int, physics: ScrollPhysics) -> String {
        if touches > 0 { return "each stroke re-played from the session's \(HumanUnits.count(touches, "touch event"))" }
        return physics.hasDisplayLag
            ? "no touch events: each lift estimated from the offsets (the drag's line past the release frame)"
            : "no touch events: each release read off the offsets"
    }

    /// Prints which profile re-synthesizes the strokes and why, and whether stale frames are allowed, then one line
    /// per stroke: release, velocity (from the touch events in the session's notes when it has them, else from the
    /// offsets, and which), its alignment or the lift between frames it started from, distances, durations, errors,
    /// and a note when the alignment is at the search limit.
    ///
    /// - Throws: ``StoreError`` for a missing file or session.
    func run(context: CommandContext) throws -> ExitCode {
        try ci.checkOutput(inputs: [database], context: context)
        var lines: [String] = []
        let output = context.standardOutput
        func print(_ line: String) {
            // At most 100 columns: a long line goes on in lines indented by two spaces.
            let wrapped = line.wrapped(to: 100, hangingIndent: 2)
            output.writeLine(wrapped)
            lines.append(wrapped)
        }
        let store = try context.openStore(database)
        let session = try SessionChoice.names(
            in: store, database: database, session: session, all: false, offersAll: false)[0]
        let cursor = try store.sampleCursor(session: session)
        var samples: [ScrollSample] = []
        while let sample = try cursor.next() { samples.append(sample) }
        let metadata = try store.session(named: session).metadata
        let (physics, reason) =
            self.physics.map { ($0, "from --physics") }
            ?? Self.sessionPhysics(source: metadata.source, notes: metadata.notes)
        let allowsStaleFrames = Self.allowsStaleFrames(source: metadata.source, physics: physics)
        let touches = try store.touches(session: session)
        let check = FidelityCheck(physics: physics, allowsStaleFrames: allowsStaleFrames)
        let strokes =
            touches.isEmpty
            ? check.compare(samples, releases: check.estimatedReleases(in: samples, notes: metadata.notes))
            : check.compare(samples, touches: touches)
        print(
            "Session '\(TerminalText.visible(session))' (\(metadata.source.rawValue)): physics \(physics.name) (\(reason)); stale-frame "
                + "allowance \(allowsStaleFrames ? "on (a browser page reads scrollY a frame late at times)" : "off")"
                + "; \(Self.route(touches: touches.count, physics: physics))")
        guard !strokes.isEmpty else {
            let why =
                samples.contains { $0.phase == .dragging }
                ? ""
                : ": none of its samples is 'dragging' (a file imported without a phase column has every sample "
                    + "'idle')"
            print(
                "Session '\(TerminalText.visible(session))' has no released drag to compare\(why).")
            try publish(session: session, output: lines, context: context)
            return .success
        }
        for (index, stroke) in strokes.enumerated() {
            print("stroke \(index + 1), physics \(physics.name): \(stroke.line)")
        }
        let clipped = strokes.filter(\.isAlignmentAtSearchLimit).count
        if clipped > 0 {
            print(
                "\(HumanUnits.count(clipped, "stroke")) aligned at the search limit (±\(FidelityCheck.alignmentRange) "
                    + "ms): the best shift may lie beyond it, and their errors are those of the clipped one.")
        }
        try publish(session: session, output: lines, context: context)
        return .success
    }

    /// Writes `--junit`: one passing case for the session with the printed lines as its output (`fidelity` reports
    /// errors, it fails nothing; exit 0), and no annotation.
    private func publish(session: String, output: [String], context: CommandContext) throws {
        let testCase = JUnitTestCase(
            name: session, className: database, outcome: .passed,
            output: output.map { $0 + "\n" }.joined())
        try ci.publish(
            JUnitReport(suite: "fidelity", failureType: "fidelity", cases: [testCase]), file: { _ in database },
            context: context)
    }
}
