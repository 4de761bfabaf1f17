import StretchyCore
import StretchyStore
import StretchySynth

/// `stretchy-replay fidelity <session.db> --session <name> --physics <profile>`: how closely a physics profile
/// re-synthesizes a recorded session's flings.
struct FidelityCommand: Command {
    static let session = CommonOptions.session(
        "The recorded session to check; the only one when the database holds one.")
    static let physics = OptionSpec<ScrollPhysics>(
        definition: OptionDefinition(
            name: "--physics", shortName: nil, valueName: "profile",
            help: "The profile that re-synthesizes each fling from its release.",
            kind: .choice(ScrollPhysics.profiles.map(\.name)), defaultValue: ScrollPhysics.chromium.name)
    ) { values in ScrollPhysics.profiles.first { $0.name == values?.last } ?? .chromium }

    static let spec = CommandSpec(
        name: "fidelity",
        abstract: "Re-synthesize a recorded session's flings with a physics profile and report the offset errors.",
        arguments: [CommonOptions.database],
        options: [session, physics])

    var database: String
    var session: String?
    var physics: ScrollPhysics

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        session = arguments[Self.session]
        physics = arguments[Self.physics]
    }

    /// Prints one line per stroke: release, velocity (from the touch events in the session's notes when it has them,
    /// else from the offsets, and which), distances, durations, errors.
    ///
    /// - Throws: ``StoreError`` for a missing file or session.
    func run(context: CommandContext) throws -> ExitCode {
        let store = try context.openStore(database)
        let session = try SessionChoice.names(
            in: store, database: database, session: session, all: false, offersAll: false)[0]
        let cursor = try store.sampleCursor(session: session)
        var samples: [ScrollSample] = []
        while let sample = try cursor.next() { samples.append(sample) }
        let notes = try store.session(named: session).metadata.notes
        let strokes = FidelityCheck(physics: physics).compare(
            samples, releases: FidelityCheck.releases(in: samples, notes: notes))
        guard !strokes.isEmpty else {
            context.standardOutput.writeLine("Session '\(session)' has no released drag to compare.")
            return .success
        }
        for (index, stroke) in strokes.enumerated() {
            context.standardOutput.writeLine("stroke \(index + 1), physics \(physics.name): \(stroke.line)")
        }
        return .success
    }
}
