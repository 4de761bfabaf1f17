import StretchyReplay
import _StretchySystem

/// `stretchy-replay totals <results.jsonl> ...`: the totals of corpus replays' JSON Lines, such as those of shards.
struct TotalsCommand: Command {
    static let results: ArgumentSpec<[String]> = .oneOrMore(
        "results.jsonl",
        help:
            "JSON Lines that 'stretchy-replay FILES... --all --format json' wrote, one object per session and the totals line; any "
            + "number of files, in any order.")
    static let format = CommonOptions.format()

    static let spec = CommandSpec(
        name: "totals",
        abstract: "Add up the per-session results of corpus replays, such as the shards of one corpus.",
        discussion: """
            Prints what a replay of several files prints last: the number of sessions and frames and the corpus \
            digest. The totals are sums, so the results of the shards of a corpus (--shard 0/N to N-1/N), in any \
            order, add up to those of one run over the whole corpus, digest included. Every line must be one \
            session's result with the stack and header of the first; a file and session given twice is refused, \
            since it would be counted twice.
            """,
        arguments: [results],
        options: [format])

    var results: [String]
    var format: OutputFormat

    init(_ arguments: ParsedArguments) {
        results = arguments[Self.results]
        format = arguments[Self.format]
    }

    /// Reads every result and prints the totals.
    ///
    /// - Throws: ``CLIError/unreadableFile(path:expected:problem:)`` for a file that cannot be read,
    ///   ``CLIError/invalidResult(path:line:problem:)`` for a line that is not a result, names a different stack
    ///   or header, or repeats a file and session.
    func run(context: CommandContext) throws -> ExitCode {
        var totals = CorpusTotals()
        var first: (stack: String, header: String)?
        var seen: [String: (path: String, line: Int)] = [:]
        var shards: [(shard: CorpusShard?, path: String)] = []
        var identities: [FileIdentity: String] = [:]
        for path in results {
            try InputFile.check(path, expected: Self.expected, context: context)
            if let identity = FileIdentity(path: context.resolve(path)) {
                if let earlier = identities.updateValue(path, forKey: identity) {
                    throw ValidationError(
                        "'\(path)' is the results file '\(earlier)' again; give each results file once.")
                }
            }
            let reader: LineReader
            do {
                reader = try LineReader(path: context.resolve(path))
            } catch {
                throw CLIError.unreadableFile(path: path, expected: Self.expected, problem: .failed(error.reason))
            }
            var fileTotals = CorpusTotals()
            var ended = false
            while true {
                let bytes: UnsafeMutableBufferPointer<UInt8>?
                do { bytes = try reader.nextLine() } catch {
                    throw CLIError.invalidResult(path: path, line: reader.lineNumber, problem: error.description)
                }
                guard let bytes else { break }
                guard bytes.contains(where: { ![0x20, 0x09, 0x0d].contains($0) }) else { continue }
                let line = reader.lineNumber
                guard !ended else {
                    throw CLIError.invalidResult(path: path, line: line, problem: "a line after the totals line")
                }
                let value = try Self.object(Array(bytes), path: path, line: line)
                if value["totals"] != nil {
                    shards.append((try Self.checkTotals(value, of: fileTotals, path: path, line: line), path))
                    ended = true
                    continue
                }
                let result = try Self.result(value, path: path, line: line)
                if let first, first != (result.stack, result.header) {
                    throw CLIError.invalidResult(
                        path: path, line: line,
                        problem: "stack '\(result.stack)' and header '\(result.header)' differ from the first "
                            + "result's, '\(first.stack)' and '\(first.header)'")
                }
                first = (result.stack, result.header)
                // Shards and the corpus digest know a session by its file's base name and its own name.
                let key = CorpusShard.baseName(result.file) + "\0" + result.session
                if let earlier = seen[key] {
                    throw CLIError.invalidResult(
                        path: path, line: line,
                        problem: "session '\(result.session)' of a file named '\(CorpusShard.baseName(result.file))' "
                            + "was already given (\(earlier.path), line \(earlier.line))")
                }
                seen[key] = (path, line)
                guard totals.frames <= Int.max - fileTotals.frames - result.frames else {
                    throw CLIError.invalidResult(
                        path: path, line: line, problem: "the frames add up to more than \(Int.max)")
                }
                fileTotals.add(
                    file: result.file, session: result.session, frames: result.frames, digest: result.digest)
            }
            guard ended else { throw CLIError.unfinishedResults(path: path) }
            totals.add(fileTotals)
        }
        try Self.checkShards(shards)
        context.standardOutput.write(
            format == .json ? CorpusFormatter.totalsJSON(totals) : CorpusFormatter.totalsText(totals))
        return .success
    }

    /// Checks a file's totals line against the session lines before it, and returns the shard it names.
    private static func checkTotals(_ value: JSONValue, of fileTotals: CorpusTotals, path: String, line: Int)
        throws(CLIError) -> CorpusShard?
    {
        guard case .object = value["totals"], case .number(let sessions)? = value["totals"]?["sessions"],
            case .number(let frames)? = value["totals"]?["frames"],
            case .string(let digest)? = value["totals"]?["digest"]
        else {
            throw .invalidResult(
                path: path, line: line, problem: "a totals line without its 'sessions', 'frames' and 'digest'")
        }
        guard sessions == Double(fileTotals.sessions), frames == Double(fileTotals.frames),
            digest == fileTotals.hexadecimalDigest
        else {
            throw .invalidResult(
                path: path, line: line,
                problem: "the totals line says \(NumberFormatting.shortest(sessions)) sessions, "
                    + "\(NumberFormatting.shortest(frames)) frames, but the lines before it hold "
                    + "\(fileTotals.sessions) sessions, \(fileTotals.frames) frames (or another digest)")
        }
        switch value["shard"] {
        case .null?: return nil
        case .string(let text)?:
            guard let shard = CorpusShard(text: text) else {
                throw .invalidResult(path: path, line: line, problem: "'shard' is '\(text)', not I/N")
            }
            return shard
        default:
            throw .invalidResult(path: path, line: line, problem: "'shard' is missing, or neither I/N nor null")
        }
    }

    /// Refuses shards of a corpus unless every one of them, 0/N to N-1/N of one N, is there once.
    private static func checkShards(_ shards: [(shard: CorpusShard?, path: String)]) throws(CLIError) {
        let given = shards.compactMap(\.shard)
        guard let count = given.first?.count else { return }
        guard given.count == shards.count, given.allSatisfy({ $0.count == count }) else {
            throw .incompleteShards(
                problem: "not all of one corpus split in \(count): "
                    + shards.map { "\($0.path) is \($0.shard.map { "shard \($0.text)" } ?? "a whole corpus")" }
                    .joined(separator: ", "))
        }
        var paths: [Int: String] = [:]
        for (shard, path) in shards {
            guard let shard else { continue }
            if let other = paths.updateValue(path, forKey: shard.index) {
                throw .incompleteShards(problem: "shard \(shard.text) is given twice: \(other) and \(path)")
            }
        }
        let missing = (0..<count).filter { paths[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { "\($0)/\(count)" }
            let listed =
                names.count > 5
                ? names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
                : names.joined(separator: ", ")
            throw .incompleteShards(
                problem: missing.count == 1 ? "shard \(listed) is missing" : "shards \(listed) are missing")
        }
    }

    /// What a results file must be, for messages.
    static let expected = "replay results as JSON Lines"

    /// One line's JSON object.
    private static func object(_ bytes: [UInt8], path: String, line: Int) throws(CLIError) -> JSONValue {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            throw .invalidResult(
                path: path, line: line, problem: "invalid JSON: \(error.message) at column \(error.column)")
        }
        guard case .object = value else {
            throw .invalidResult(path: path, line: line, problem: "\(value.typeName), not a JSON object")
        }
        return value
    }

    /// One line's result.
    private static func result(_ value: JSONValue, path: String, line: Int) throws(CLIError) -> CorpusFormatter.Line {
        func text(_ key: String) throws(CLIError) -> String {
            guard case .string(let text)? = value[key] else {
                throw .invalidResult(path: path, line: line, problem: "'\(key)' is \(found(key)), not a string")
            }
            return text
        }
        func found(_ key: String) -> String { value[key]?.typeName ?? "missing" }
        let file = try text("file")
        let session = try text("session")
        guard case .number(let frames)? = value["frames"] else {
            throw .invalidResult(path: path, line: line, problem: "'frames' is \(found("frames")), not a number")
        }
        guard frames >= 0, frames < 0x1p53, frames == frames.rounded() else {
            throw .invalidResult(
                path: path, line: line,
                problem:
                    "'frames' is \(NumberFormatting.shortest(frames)), not a whole number from 0 to 9007199254740991")
        }
        guard case .number(let duration)? = value["duration"] else {
            throw .invalidResult(path: path, line: line, problem: "'duration' is \(found("duration")), not a number")
        }
        let digest = try text("digest")
        guard digest.utf8.count == 64,
            digest.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else {
            throw .invalidResult(
                path: path, line: line, problem: "'digest' is '\(digest)', not 64 lowercase hexadecimal digits")
        }
        return CorpusFormatter.Line(
            file: file, session: session, frames: Int(frames), duration: duration,
            digest: digest, stack: try text("stack"), header: try text("header"))
    }
}
