import StretchyReplay
import _StretchySystem

/// `stretchy-replay totals <results.jsonl> ...`: the totals of corpus replays' JSON Lines, such as those of shards.
struct TotalsCommand: Command {
    static let results: ArgumentSpec<[String]> = .oneOrMore(
        "results.jsonl",
        help: "JSON Lines that 'stretchy-replay FILES... --all --format json' wrote, one object per session; any "
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
        for path in results {
            try InputFile.check(path, expected: Self.expected, context: context)
            let reader: LineReader
            do {
                reader = try LineReader(path: context.resolve(path))
            } catch {
                throw CLIError.unreadableFile(path: path, expected: Self.expected, problem: .failed(error.reason))
            }
            while true {
                let bytes: UnsafeMutableBufferPointer<UInt8>?
                do { bytes = try reader.nextLine() } catch {
                    throw CLIError.invalidResult(path: path, line: reader.lineNumber, problem: error.description)
                }
                guard let bytes else { break }
                guard bytes.contains(where: { ![0x20, 0x09, 0x0d].contains($0) }) else { continue }
                let line = reader.lineNumber
                let result = try Self.result(Array(bytes), path: path, line: line)
                if let first, first != (result.stack, result.header) {
                    throw CLIError.invalidResult(
                        path: path, line: line,
                        problem: "stack '\(result.stack)' and header '\(result.header)' differ from the first "
                            + "result's, '\(first.stack)' and '\(first.header)'")
                }
                first = (result.stack, result.header)
                let key = result.file + "\0" + result.session
                if let earlier = seen[key] {
                    throw CLIError.invalidResult(
                        path: path, line: line,
                        problem: "file '\(result.file)' session '\(result.session)' was already given "
                            + "(\(earlier.path), line \(earlier.line))")
                }
                seen[key] = (path, line)
                totals.add(file: result.file, session: result.session, frames: result.frames, digest: result.digest)
            }
        }
        context.standardOutput.write(
            format == .json ? CorpusFormatter.totalsJSON(totals) : CorpusFormatter.totalsText(totals))
        return .success
    }

    /// What a results file must be, for messages.
    static let expected = "replay results as JSON Lines"

    /// One line's result.
    private static func result(_ bytes: [UInt8], path: String, line: Int) throws(CLIError) -> CorpusFormatter.Line {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            throw .invalidResult(
                path: path, line: line, problem: "invalid JSON: \(error.message) at column \(error.column)")
        }
        guard case .object = value else {
            throw .invalidResult(path: path, line: line, problem: "\(value.typeName), not a JSON object")
        }
        func text(_ key: String) throws(CLIError) -> String {
            guard case .string(let text)? = value[key] else {
                throw .invalidResult(path: path, line: line, problem: "'\(key)' is \(found(key)), not a string")
            }
            return text
        }
        func found(_ key: String) -> String { value[key]?.typeName ?? "missing" }
        let file = try text("file")
        let session = try text("session")
        guard case .number(let frames)? = value["frames"], frames >= 0, frames < 0x1p53, frames == frames.rounded()
        else {
            throw .invalidResult(path: path, line: line, problem: "'frames' is \(found("frames")), not a whole number")
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
