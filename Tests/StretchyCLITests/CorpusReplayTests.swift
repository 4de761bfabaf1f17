import Foundation
import Testing
import _StretchySystem

@testable import StretchyCLI

/// `stretchy-replay FILES... --all`, folders, `--shard` and `totals`: corpora of many sessions.
@Suite struct CorpusReplayTests {
    /// The shipped sessions copied into `corpus/`, and a file of five more sessions in `corpus/sub/many.db`:
    /// 11 sessions in 7 files.
    static func corpus() throws -> Workspace {
        let workspace = try Workspace(copying: shipped)
        let manager = FileManager.default
        try manager.createDirectory(atPath: workspace.path("corpus/sub"), withIntermediateDirectories: true)
        for name in shipped {
            try manager.moveItem(atPath: workspace.path("\(name).db"), toPath: workspace.path("corpus/\(name).db"))
        }
        for (index, pull) in [40, 80, 120, 160, 200].enumerated() {
            let made = workspace.run(
                "synth", "--into", "corpus/sub/many.db", "--name", "s\(index)", "--script",
                "pull \(pull) over 0.2; release; settle", "--quiet")
            #expect(made.status == 0, "\(made.error)")
        }
        return workspace
    }

    static let shipped = [
        "bottom-bounce", "bounce-at-top", "fast-fling-up-and-back", "flutter-strokes", "pull-to-stretch", "slow-drag",
    ]

    /// The (file, session) of every JSON line.
    /// The session lines of JSON Lines, without the totals line that ends them.
    static func sessionLines(_ jsonLines: String) -> [Substring] {
        jsonLines.split(separator: "\n").filter { !$0.hasPrefix(#"{"totals":"#) }
    }

    static func keys(_ jsonLines: String) throws -> [String] {
        try sessionLines(jsonLines).map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return "\(object["file"] ?? "") \(object["session"] ?? "")"
        }
    }

    @Test func aFolderReplaysEverySessionOfEveryFileInPathOrder() throws {
        let workspace = try Self.corpus()
        let result = workspace.run("corpus", "--all", "--behaviors", "top-only,fade")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 12)
        #expect(
            lines.dropLast().map { String($0.prefix { $0 != ":" }) } == Self.shipped.map { "corpus/\($0).db \($0)" }
                + (0..<5).map { "corpus/sub/many.db s\($0)" })
        #expect(lines.last?.hasPrefix("total: 11 sessions, ") == true)
        // Each line's digest is the one a replay of that file alone gives.
        for name in Self.shipped {
            let alone = try workspace.digests("corpus/\(name).db", "--behaviors", "top-only,fade")
            #expect(
                lines.contains { $0.hasPrefix("corpus/\(name).db \(name): ") && $0.hasSuffix("sha256:\(alone[0])") })
        }
        let many = try workspace.digests("corpus/sub/many.db", "--all", "--behaviors", "top-only,fade")
        #expect(lines[6..<11].map { String($0.suffix(64)) } == many)
        // Files and folders may be mixed; files keep the order given.
        let mixed = workspace.run("corpus/sub", "corpus/slow-drag.db", "--all", "--behaviors", "top-only,fade")
        #expect(mixed.output.split(separator: "\n").first?.hasPrefix("corpus/sub/many.db s0: ") == true)
        #expect(mixed.output.split(separator: "\n")[5].hasPrefix("corpus/slow-drag.db slow-drag: "))
    }

    @Test func theOutputIsTheSameWhateverTheJobs() throws {
        let workspace = try Self.corpus()
        for format in ["text", "json"] {
            let outputs = ["1", "2", "3", "64"].map {
                workspace.run("corpus", "--all", "--jobs", $0, "--format", format).output
            }
            #expect(!outputs[0].isEmpty)
            #expect(outputs.allSatisfy { $0 == outputs[0] }, "--format \(format)")
        }
    }

    @Test func jsonLinesHoldOneObjectPerSession() throws {
        let workspace = try Self.corpus()
        let result = workspace.run("corpus/sub", "--all", "--format", "json")
        #expect(result.status == 0)
        let first = try #require(result.output.split(separator: "\n").first)
        let text = workspace.run("corpus/sub", "--all").output.split(separator: "\n")[0]
        let digest = String(text.suffix(64))
        #expect(
            first
                == #"{"file":"corpus/sub/many.db","session":"s0","frames":\#(text.split(separator: " ")[2]),"#
                + #""duration":"# + "\(try Self.number("duration", first)),"
                + #""digest":"\#(digest)","stack":"top-only","header":"profile header (embedded)"}"#)
        #expect(try Self.keys(result.output) == (0..<5).map { "corpus/sub/many.db s\($0)" })
        let totals = try #require(workspace.run("corpus/sub", "--all").output.split(separator: "\n").last)
        let frames = String(totals.split(separator: " ")[3].filter(\.isNumber))
        let expected =
            #"{"totals":{"sessions":5,"frames":"# + frames + #","digest":""# + totals.suffix(64) + #""},"shard":null}"#
        #expect(result.output.split(separator: "\n").last.map(String.init) == expected)
    }

    /// The frames of every session line of JSON Lines.
    static func frames(_ jsonLines: String) -> Int {
        sessionLines(jsonLines).reduce(0) { total, line in
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            return total + ((object?["frames"] as? Int) ?? 0)
        }
    }

    static func number(_ key: String, _ line: Substring) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return NumberFormatting.shortest(try #require(object[key] as? Double))
    }

    @Test func shardsPartitionTheCorpusAndTheirTotalsAreOneRunsTotals() throws {
        let workspace = try Self.corpus()
        let whole = workspace.run("corpus", "--all", "--format", "json")
        let wholeLines = Set(Self.sessionLines(whole.output))
        #expect(wholeLines.count == 11)
        let wholeTotals = try #require(workspace.run("corpus", "--all").output.split(separator: "\n").last)
        for count in [1, 2, 3, 5, 11] {
            var seen: [Substring] = []
            var files: [String] = []
            for index in 0..<count {
                let shard = workspace.run("corpus", "--all", "--format", "json", "--shard", "\(index)/\(count)")
                #expect(shard.status == 0, "\(shard.error)")
                seen += Self.sessionLines(shard.output)
                #expect(shard.output.hasSuffix(#","shard":"\#(index)/\#(count)"}"# + "\n"))
                let name = "shard-\(index)-of-\(count).jsonl"
                try shard.output.write(toFile: workspace.path(name), atomically: true, encoding: .utf8)
                files.append(name)
            }
            #expect(seen.count == 11, "every session exactly once in \(count) shards")
            #expect(Set(seen) == wholeLines, "the shards' lines are the whole run's")
            let totals = workspace.run(["totals"] + files.reversed())
            #expect(totals.status == 0, "\(totals.error)")
            #expect(totals.output == wholeTotals + "\n")
        }
        // A shard missing, or given twice, is refused: the totals would be those of part of the corpus.
        let missing = workspace.run("totals", "shard-0-of-3.jsonl", "shard-2-of-3.jsonl")
        #expect(missing.status == 65)
        #expect(
            missing.error.hasPrefix(
                "Error: the results are shards of a corpus, but shard 1/3 is missing\nGive the JSON Lines of every "
                    + "shard 0/N to N-1/N of one corpus, each once.\n"))
        try FileManager.default.copyItem(
            atPath: workspace.path("shard-1-of-2.jsonl"), toPath: workspace.path("copy.jsonl"))
        let twice = workspace.run("totals", "shard-0-of-2.jsonl", "shard-1-of-2.jsonl", "copy.jsonl")
        #expect(twice.status == 65)
        #expect(twice.error.hasPrefix("Error: copy.jsonl, line 1: session '"))
        let json = workspace.run("totals", "shard-0-of-1.jsonl", "--format", "json").output
        #expect(json.hasPrefix(#"{"sessions":11,"frames":"#))
        #expect(json.hasSuffix(#","digest":"\#(wholeTotals.suffix(64))"}"# + "\n"))
    }

    @Test func aShardDependsOnFileNamesNotOnWhereTheyAreOrTheirOrder() throws {
        let workspace = try Self.corpus()
        try FileManager.default.createDirectory(
            atPath: workspace.path("elsewhere/deeper"), withIntermediateDirectories: true)
        for name in Self.shipped.reversed() {
            try FileManager.default.copyItem(
                atPath: workspace.path("corpus/\(name).db"), toPath: workspace.path("elsewhere/deeper/\(name).db"))
        }
        func names(_ words: [String]) throws -> Set<String> {
            Set(try Self.keys(workspace.run(words + ["--all", "--format", "json", "--shard", "1/3"]).output))
                .map { String($0.split(separator: "/").last!) }.reduce(into: Set<String>()) { $0.insert($1) }
        }
        let here = try names(Self.shipped.map { "corpus/\($0).db" })
        let there = try names(Self.shipped.reversed().map { "elsewhere/deeper/\($0).db" })
        #expect(here == there)
        #expect(try names(["elsewhere"]) == here)
    }

    @Test func usageErrorsSayWhatToDo() throws {
        let workspace = try Self.corpus()
        let cases: [([String], String)] = [
            (
                ["corpus/slow-drag.db", "corpus/bounce-at-top.db"],
                "Several files, a folder or --shard replay every session of every file; add --all."
            ),
            (["corpus"], "Several files, a folder or --shard replay every session of every file; add --all."),
            (
                ["corpus/slow-drag.db", "--shard", "0/2"],
                "Several files, a folder or --shard replay every session of every file; add --all."
            ),
            (
                ["corpus", "corpus/slow-drag.db", "--session", "slow-drag"],
                "--session names a session of one file; replay several files, a folder or a shard with --all."
            ),
            (
                ["corpus", "--all", "--profile"],
                "--frames, --profile, --save-golden and --check-golden work on one file; leave them out to replay several files, a folder or a shard."
            ),
            (
                ["corpus", "--all", "--shard", "3/3"],
                "The value '3/3' is invalid for '--shard <i/n>'. Expected I/N with I a whole number from 0 to 2."
            ),
            (
                ["corpus", "--all", "--shard", "0/0"],
                "The value '0/0' is invalid for '--shard <i/n>'. Expected I/N: N a whole number from 1 to 1000000, I from 0 to N-1."
            ),
            (
                ["corpus", "--all", "--shard=-1/2"],
                "The value '-1/2' is invalid for '--shard <i/n>'. Expected I/N: N a whole number from 1 to 1000000, I from 0 to N-1."
            ),
            (
                ["corpus", "--all", "--shard", "1"],
                "The value '1' is invalid for '--shard <i/n>'. Expected I/N: N a whole number from 1 to 1000000, I from 0 to N-1."
            ),
        ]
        for (words, message) in cases {
            let result = workspace.run(words)
            #expect(result.status == 64, "\(words)")
            #expect(result.output == "")
            #expect(result.error.split(separator: "\n").first.map(String.init) == "Error: " + message, "\(words)")
        }
    }

    @Test func aBadFileAmongManyStopsTheRunBeforeAnythingIsReplayed() throws {
        let workspace = try Self.corpus()
        #expect(mkfifo(workspace.path("corpus/sub/pipe.db"), 0o644) == 0)
        let fifo = workspace.run("corpus", "--all")
        #expect(fifo.status == 66)
        #expect(fifo.output == "")
        #expect(
            fifo.error.split(separator: "\n").first.map(String.init)
                == "Error: '\(workspace.path("corpus/sub/pipe.db"))' is a FIFO (named pipe), not a session database file"
        )
        unlink(workspace.path("corpus/sub/pipe.db"))
        try Data("not a database, just text".utf8).write(to: URL(fileURLWithPath: workspace.path("corpus/text.db")))
        let text = workspace.run("corpus/slow-drag.db", "corpus/text.db", "--all")
        #expect(text.status == 65)
        #expect(text.output == "")
        #expect(text.error.hasPrefix("Error: '\(workspace.path("corpus/text.db"))' is not a Stretchy session database"))
        let missing = workspace.run("corpus/slow-drag.db", "corpus/gone.db", "--all")
        #expect(missing.status == 66)
        #expect(missing.output == "")
        #expect(missing.error.contains("gone.db"))
        try FileManager.default.createDirectory(
            atPath: workspace.path("empty/inner"), withIntermediateDirectories: true)
        let empty = workspace.run("empty", "--all")
        #expect(empty.status == 66)
        #expect(
            empty.error
                == "Error: the folder 'empty' holds no session file (a name ending in .db), in it or below\n"
                + "Name a folder that holds session files, or the files themselves.\n")
    }

    @Test func aFileGivenTwiceIsReplayedOnceAndTwoFilesOfOneNameAndSessionAreRefused() throws {
        let workspace = try Self.corpus()
        let twice = workspace.run("corpus", "./corpus/slow-drag.db", "--all", "--format", "json")
        #expect(twice.status == 0)
        #expect(Self.sessionLines(twice.output).count == 11)
        #expect(twice.error == "Skipping './corpus/slow-drag.db': it is the same file as 'corpus/slow-drag.db'.\n")
        try FileManager.default.createDirectory(atPath: workspace.path("other"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: workspace.path("corpus/slow-drag.db"), toPath: workspace.path("other/slow-drag.db"))
        let clash = workspace.run("corpus", "other", "--all")
        #expect(clash.status == 65)
        #expect(clash.output == "")
        #expect(
            clash.error
                == "Error: 'corpus/slow-drag.db' and 'other/slow-drag.db' have the same file name and both hold session "
                + "'slow-drag'\nShards and the corpus digest know a session by its file's name and its own: rename one "
                + "of the files.\n")
    }

    @Test func totalsRefuseFramesThatAddUpPastTheLargestCount() throws {
        let workspace = try Self.corpus()
        let digest = String(repeating: "a", count: 64)
        let lines = (0..<1100).map {
            #"{"file":"a.db","session":"s\#($0)","frames":9007199254740991,"duration":1,"digest":"\#(digest)","#
                + #""stack":"top-only","header":"h"}"#
        }
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: workspace.path("many.jsonl"), atomically: true, encoding: .utf8)
        let result = workspace.run("totals", "many.jsonl")
        #expect(result.status == 65)
        #expect(
            result.error.hasPrefix("Error: many.jsonl, line 1025: the frames add up to more than 9223372036854775807;"))
    }

    @Test func totalsRefuseWhatIsNotOneRunsResults() throws {
        let workspace = try Self.corpus()
        let lines = workspace.run("corpus/sub", "--all", "--format", "json").output
        let other = workspace.run(
            "corpus/slow-drag.db", "corpus/sub", "--all", "--format", "json", "--behaviors", "fade"
        ).output
        let split: [String] = lines.split(separator: "\n").map(String.init)
        let huge: String =
            #"{"file":"a.db","session":"s","frames":1e300,"duration":1,"digest":""# + String(repeating: "a", count: 64)
            + #"","stack":"top-only","header":"h"}"# + "\n"
        let files: [(String, String)] = [
            ("good.jsonl", lines + "\n"), ("bad.jsonl", "\n" + split[0] + "\n{\"file\": 3}\n"),
            ("other.jsonl", other), ("broken.jsonl", "{\"file\":\n"),
            ("cut.jsonl", split.prefix(3).joined(separator: "\n") + "\n"),
            ("short.jsonl", split.dropFirst().joined(separator: "\n") + "\n"),
            ("after.jsonl", lines + split[0] + "\n"), ("huge.jsonl", huge),
        ]
        for (name, text) in files { try text.write(toFile: workspace.path(name), atomically: true, encoding: .utf8) }
        let cases: [([String], String)] = [
            (
                ["bad.jsonl"],
                "bad.jsonl, line 3: 'file' is a number, not a string; expected one session's result per line"
            ),
            (
                ["good.jsonl", "./good.jsonl"],
                "'./good.jsonl' is the results file 'good.jsonl' again; give each results file once."
            ),
            (
                ["cut.jsonl"],
                "cut.jsonl ends without its totals line: the replay that wrote it did not finish, or the file was cut"
            ),
            (
                ["short.jsonl"],
                "short.jsonl, line 5: the totals line says 5 sessions, \(Self.frames(lines)) frames, but the lines before it hold 4 sessions, \(Self.frames(lines) - 58) frames (or another digest); expected one session's result per line"
            ),
            (
                ["after.jsonl"],
                "after.jsonl, line 7: a line after the totals line; expected one session's result per line"
            ),
            (
                ["huge.jsonl"],
                "huge.jsonl, line 1: 'frames' is 1e+300, not a whole number from 0 to 9007199254740991; expected one session's result per line"
            ),
            (
                ["good.jsonl", "other.jsonl"],
                "other.jsonl, line 1: stack 'fade' and header 'profile header (embedded)' differ from the first result's, 'top-only' and 'profile header (embedded)'; expected one session's result per line"
            ),
            (
                ["broken.jsonl"],
                "broken.jsonl, line 1: invalid JSON: expected a value, found the end of the text at column 9; expected one session's result per line"
            ),
            (["none.jsonl"], "there is no file 'none.jsonl'; expected replay results as JSON Lines"),
        ]
        for (words, message) in cases {
            let result = workspace.run(["totals"] + words)
            #expect(result.status != 0)
            #expect(result.error.split(separator: "\n").first.map(String.init) == "Error: " + message, "\(words)")
        }
        #expect(workspace.run("totals", "good.jsonl").output.hasPrefix("total: 5 sessions, "))
        // The hint says which replays write JSON Lines: one file with --all alone writes one JSON array.
        #expect(
            workspace.run("totals", "broken.jsonl").error.hasSuffix(
                "\nGive the JSON Lines that 'stretchy-replay FILES... --all --format json' writes, unchanged: a "
                    + "corpus of two files or more, a folder, or '--shard I/N' (one file with --all alone writes one "
                    + "JSON array).\n"))
    }
}

/// Standard output that fails, as a closed pipe does, after its first line.
private final class FailingOutput: TextOutput {
    private(set) var lines = 0
    func write(_ text: String) { lines += text.split(separator: "\n").count }
    var failure: String? { lines > 0 ? "Broken pipe" : nil }
}

extension CorpusReplayTests {
    @Test func aClosedOutputStopsTheRun() throws {
        let workspace = try Self.corpus()
        let output = FailingOutput()
        let error = CapturedOutput()
        let context = CommandContext(
            standardOutput: output, standardError: error, currentDirectory: workspace.folder.path, registry: .builtIn)
        let status = StretchyCommand.run(
            arguments: ["stretchy-replay", "corpus", "--all", "--jobs", "1"], context: context)
        #expect(status.rawValue == 74)
        #expect(output.lines < 11, "it stopped writing lines once the output failed")
        #expect(
            error.text
                == "Error: could not write to standard output: Broken pipe\nCheck that the disk or device has room.\n")
    }
}
