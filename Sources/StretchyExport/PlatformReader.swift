import StretchyCore
import _StretchySystem

/// A platform text being read back: its lines, the values written after platform names, and its
/// "not expressible in ..." block.
struct PlatformReader {
    /// One behaviour read back: its identifier and parameters as a stack writes them.
    struct Invocation {
        /// The identifier.
        var name: String
        /// The parameters, in the order read.
        var parameters: [(key: String, value: String)]

        /// Creates an invocation.
        init(name: String, parameters: [(key: String, value: String)] = []) {
            self.name = name
            self.parameters = parameters
        }

        /// The behaviour as a stack writes it.
        var text: String {
            parameters.isEmpty ? name : name + "=" + parameters.map { "\($0.key)=\($0.value)" }.joined(separator: ":")
        }
    }

    /// A value found after a platform name, with its line.
    struct Found {
        /// The line's number, from 1.
        let line: Int
        /// The whole line, trimmed.
        let text: String
        /// The value.
        let value: String
    }

    /// The format being read.
    let format: StackExportFormat
    /// Every line, numbered from 1.
    private let lines: [(number: Int, text: String)]
    /// How comment lines look.
    private let comment: PlatformComment
    /// The identifiers the block may name.
    private let identifiers: [String]

    /// Splits a text into lines.
    init(text: String, format: StackExportFormat, comment: PlatformComment, identifiers: [String]) {
        self.format = format
        self.comment = comment
        self.identifiers = identifiers
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            ($0.offset + 1, String($0.element).trimmingWhitespace)
        }
    }

    /// The block's first line: `not expressible in Android XML`.
    static func blockTitle(_ format: StackExportFormat) -> String {
        "not expressible in \(format.title)"
    }

    /// Whether a line that is not a comment holds this text.
    func contains(_ fragment: String) -> Bool {
        codeLines.contains { $0.text.contains(fragment) }
    }

    /// Every value written after `name`, up to the first of `terminators` (or the line's end), in line order.
    /// With `atStart`, only lines that start with `name` count (Kotlin's and Dart's named arguments).
    func values(after name: String, until terminators: Set<Character> = [], atStart: Bool = false) -> [Found] {
        codeLines.compactMap { line in
            guard let start = line.text.range(of: name)?.upperBound, !atStart || line.text.hasPrefix(name) else {
                return nil
            }
            let rest = line.text[start...]
            let end = rest.firstIndex { terminators.contains($0) } ?? rest.endIndex
            return Found(line: line.number, text: line.text, value: String(rest[..<end]).trimmingWhitespace)
        }
    }

    /// The first value written after `name`, as ``values(after:until:)`` finds it.
    func value(after name: String, until terminators: Set<Character> = [], atStart: Bool = false) -> Found? {
        values(after: name, until: terminators, atStart: atStart).first
    }

    /// The error for a value the exporter does not write.
    func refuse(_ found: Found, _ problem: String) -> StackExportError {
        .unreadableLine(format: format, line: found.line, text: found.text, problem: problem)
    }

    /// The entries of the "not expressible in ..." block, as `behaviour: key=value`.
    ///
    /// - Throws: ``StackExportError/unreadableLine(format:line:text:problem:)`` for an entry that names no behaviour
    ///   of the platform or is not `key=value`.
    func unexpressedEntries() throws(StackExportError) -> [(behavior: String, key: String, value: String)] {
        let title = Self.blockTitle(format) + ":"
        guard let start = lines.firstIndex(where: { comment.text(of: $0.text) == title }) else { return [] }
        var entries: [(behavior: String, key: String, value: String)] = []
        for line in lines[(start + 1)...] {
            guard let text = comment.text(of: line.text), !text.isEmpty else { break }
            let parts = text.split(separator: ":", maxSplits: 1)
            let pair = parts.count == 2 ? parts[1].split(separator: "=", maxSplits: 1) : []
            guard parts.count == 2, identifiers.contains(String(parts[0])), pair.count == 2 else {
                throw .unreadableLine(
                    format: format, line: line.number, text: line.text,
                    problem: "a line of the block is 'behaviour: key=value' with a behaviour of \(format.title)")
            }
            entries.append((String(parts[0]), String(pair[0]).trimmingWhitespace, String(pair[1])))
        }
        return entries
    }

    /// The lines that are not comments, numbered from 1.
    var codeLines: [(number: Int, text: String)] {
        lines.filter { comment.text(of: $0.text) == nil }
    }
}

extension PlatformReader {
    /// A `true`/`false` value.
    ///
    /// - Throws: ``StackExportError/unreadableLine(format:line:text:problem:)`` for anything else.
    func flag(_ found: Found) throws(StackExportError) -> String {
        guard found.value == "true" || found.value == "false" else { throw refuse(found, "expected true or false") }
        return found.value
    }

    /// A number, written with `suffix` after it (`dp`, `f`, or nothing).
    ///
    /// - Throws: ``StackExportError/unreadableLine(format:line:text:problem:)`` for anything else.
    func number(_ found: Found, suffix: String = "") throws(StackExportError) -> String {
        guard found.value.hasSuffix(suffix), let value = DecimalNumber.parse(found.value.dropLast(suffix.count))
        else { throw refuse(found, "expected a number" + (suffix.isEmpty ? "" : " followed by '\(suffix)'")) }
        return NumberFormatting.shortest(value)
    }

    /// One of several words, mapped to the stack's word.
    ///
    /// - Throws: ``StackExportError/unreadableLine(format:line:text:problem:)`` for a word not in `words`.
    func word(_ found: Found, _ words: [(platform: String, stack: String)]) throws(StackExportError) -> String {
        guard let word = words.first(where: { $0.platform == found.value }) else {
            throw refuse(found, "expected one of " + words.map(\.platform).joined(separator: ", "))
        }
        return word.stack
    }
}
