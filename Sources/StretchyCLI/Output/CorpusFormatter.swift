import StretchyReplay
import _StretchySystem

/// Writes the results of a corpus replay: one line per session, as text for people or as a JSON object for
/// programs (JSON Lines), and the totals.
///
/// Nothing written depends on timing, so the same corpus gives the same bytes whatever `--jobs` is.
enum CorpusFormatter {
    /// What one session's line says: its file as named on the command line, its name, and its replay.
    struct Line {
        var file: String
        var session: String
        var frames: Int
        var duration: Double
        var digest: String
        var stack: String
        var header: String
    }

    /// `corpus/a.db morning: 600 frames over 4.992 s, sha256:…` and a newline.
    static func text(_ line: Line) -> String {
        "\(TerminalText.visible(line.file)) \(TerminalText.visible(line.session)): \(HumanUnits.count(line.frames, "frame")) over "
            + "\(HumanUnits.seconds(line.duration)), sha256:\(line.digest)\n"
    }

    /// One JSON object on one line: `file`, `session`, `frames`, `duration`, `digest`, `stack`, `header`.
    static func json(_ line: Line) -> String {
        JSONValue.object([
            ("file", .string(line.file)), ("session", .string(line.session)),
            ("frames", .number(Double(line.frames))), ("duration", .number(line.duration)),
            ("digest", .string(line.digest)), ("stack", .string(line.stack)), ("header", .string(line.header)),
        ]).renderedOnOneLine() + "\n"
    }

    /// `total: 12 sessions, 7,200 frames, corpus digest sha256:…` and a newline.
    static func totalsText(_ totals: CorpusTotals) -> String {
        "total: \(HumanUnits.count(totals.sessions, "session")), \(HumanUnits.count(totals.frames, "frame")), "
            + "corpus digest sha256:\(totals.hexadecimalDigest)\n"
    }

    /// `{"sessions":12,"frames":7200,"digest":"…"}` and a newline.
    static func totalsJSON(_ totals: CorpusTotals) -> String {
        totalsValue(totals).renderedOnOneLine() + "\n"
    }

    /// The last line of a corpus replay's JSON Lines: `{"totals":{"sessions":…,"frames":…,"digest":"…"},"shard":"0/4"}`
    /// (`"shard":null` for a whole corpus) and a newline. `totals` requires it, so that the results of a run that
    /// did not finish are never added up as if they were whole.
    static func totalsLine(_ totals: CorpusTotals, shard: CorpusShard?) -> String {
        JSONValue.object([("totals", totalsValue(totals)), ("shard", shard.map { .string($0.text) } ?? .null)])
            .renderedOnOneLine() + "\n"
    }

    private static func totalsValue(_ totals: CorpusTotals) -> JSONValue {
        .object([
            ("sessions", .number(Double(totals.sessions))), ("frames", .number(Double(totals.frames))),
            ("digest", .string(totals.hexadecimalDigest)),
        ])
    }
}
