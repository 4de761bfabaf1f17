import StretchyCore
import _StretchySystem

/// A complete Swift program that builds an exported stack with StretchyCore and StretchyBehaviors, replays a
/// session (or a short sample list) through it and prints the frames with the columns of
/// `stretchy-replay replay ... --frames -`, numbers in Swift's shortest round-trip form.
enum SwiftProgramWriter {
    /// The program's text.
    static func program(_ stack: ExportedStack, replay: ReplayTarget) -> String {
        let header = stack.header
        var lines: [String] = []
        let source =
            replay.sessionPath.map { "the session of \($0)" + (replay.session.map { " named '\($0)'" } ?? "") }
            ?? "a short sample list"
        let summary =
            "Builds the stack '\(stack.text)' and replays \(source) through it, printing its frames as "
            + "'stretchy-replay replay --frames -' writes them for the same stack and header."
        lines += wrapped(summary, width: 116).map { "// " + $0 }
        let inline = replay.headerPath == nil && header != .profileHeader
        if replay.headerPath != nil || inline { lines.append("import Foundation") }
        lines.append("import StretchyBehaviors")
        lines.append("import StretchyCore")
        if replay.sessionPath != nil { lines.append("import StretchyStore") }
        lines.append("")
        if let path = replay.headerPath {
            lines.append(
                "let header = try HeaderConfiguration(json: Data(contentsOf: URL(fileURLWithPath: \(literal(path)))))")
        } else if inline {
            // A header that is no file's: its JSON, written into the program.
            lines.append("let header = try HeaderConfiguration(")
            lines.append("    json: Data(")
            lines.append("        #\"\"\"")
            lines += wrappedJSON(header.jsonText).map { "        " + $0 }
            lines.append("        \"\"\"#.utf8))")
        } else {
            lines.append("let header = HeaderConfiguration.profileHeader")
        }
        lines.append("let stack = try BehaviorRegistry.builtIn.makeStack(")
        lines.append("    stack: \(literal(stack.text)), configuration: header)")
        lines.append("var runner = stack.makeRunner()")
        let columns = self.columns(of: stack.stack)
        lines.append("let columns = [")
        let names = (["seq", "t", "offset_y"] + columns.map(\.name)).map(literal)
        lines += wrapped(names.joined(separator: ", ") + ",", width: 112).map { "    " + $0 }
        lines.append("]")
        lines.append("print(columns.joined(separator: \",\"))")
        lines.append("")
        lines.append("func printFrame(_ seq: Int, _ sample: ScrollSample, _ layout: HeaderLayout) {")
        lines.append("    let values = [")
        lines.append("        sample.time, sample.offsetY,")
        for chunk in stride(from: 0, to: columns.count, by: 4) {
            let part = columns[chunk..<min(chunk + 4, columns.count)].map(\.expression)
            lines.append("        " + part.joined(separator: ", ") + ",")
        }
        lines.append("    ]")
        lines.append("    print(([String(seq)] + values.map { \"\\($0)\" }).joined(separator: \",\"))")
        lines.append("}")
        lines.append("")
        if let path = replay.sessionPath {
            lines.append("let store = try SessionStore(path: \(literal(path)), mode: .readOnly)")
            if let session = replay.session {
                lines.append("var samples = try store.sampleCursor(session: \(literal(session)))")
            } else {
                lines.append("guard let session = try store.sessions().first?.metadata.name else {")
                lines.append("    fatalError(\"no session in \(escaped(path))\")")
                lines.append("}")
                lines.append("var samples = try store.sampleCursor(session: session)")
            }
            lines.append("var seq = 0")
            lines.append("while let sample = try samples.next() {")
            lines.append("    printFrame(seq, sample, try runner.step(sample))")
            lines.append("    seq += 1")
            lines.append("}")
        } else {
            let top = NumberFormatting.shortest(header.maximumHeight)
            let offsets = sampleOffsets(for: header).map(NumberFormatting.shortest).joined(separator: ", ")
            lines.append("let offsets: [Double] = [\(offsets)]")
            lines.append("for (seq, offset) in offsets.enumerated() {")
            lines.append("    let sample = ScrollSample(time: Double(seq) / 60, offsetY: offset, insetTop: \(top))")
            lines.append("    printFrame(seq, sample, try runner.step(sample))")
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The stack of a program ``program(_:replay:)`` wrote.
    ///
    /// - Throws: ``StackExportError/nothingToRead(format:)`` when it builds no stack.
    static func stack(in text: String) throws(StackExportError) -> String {
        let marker = "stack: \""
        guard let start = text.range(of: marker)?.upperBound,
            let end = text[start...].firstIndex(of: "\"")
        else { throw .nothingToRead(format: .swift) }
        return String(text[start..<end])
    }

    /// A header's one-line JSON cut after its commas into lines of at most 100 characters, for a multi-line string
    /// literal (JSON allows a line break after a comma, and the header's ids and numbers hold no `"""#`).
    static func wrappedJSON(_ json: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for character in json {
            line.append(character)
            if character == ",", line.count >= 100 {
                lines.append(line)
                line = ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Words joined by spaces into lines of at most `width` characters (a longer word gets a line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The offsets of the program's own samples: pulled past the top, at rest, collapsed and back.
    static func sampleOffsets(for header: HeaderConfiguration) -> [Double] {
        let top = -header.maximumHeight
        return [top - 120, top - 60, top, top + 40, top + 100, top + 200, 0, 200, 100, top + 60, top]
    }

    /// One printed column after `offset_y`: its name in the frames and the Swift expression of its value.
    struct Column {
        /// The frames' column name: `header_y`, `settle_offset`, `title.alpha`.
        let name: String
        /// The expression, such as `layout.subviews[2].alpha`.
        let expression: String
    }

    /// The columns after `offset_y`, in the frames' order: the fixed ones, the optional layout values the stack
    /// writes, then every subview attribute it sets.
    static func columns(of stack: BehaviorStack) -> [Column] {
        let fixed = ["headerY", "headerHeight", "contentY", "contentHeight", "stretchFactor"]
        let measures = stack.measures.map { String(describing: $0) }
        return (fixed + measures).map { Column(name: snakeCase($0), expression: "layout.\($0)") }
            + stack.attributesSet.map { key in
                Column(
                    name: "\(stack.configuration.subviews[key.subview].id).\(key.attribute.rawValue)",
                    expression: "layout.subviews[\(key.subview)].\(key.attribute.rawValue)")
            }
    }

    /// `headerY` as `header_y`.
    static func snakeCase(_ name: String) -> String {
        String(name.flatMap { $0.isUppercase ? ["_", Character($0.lowercased())] : [$0] })
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Text escaped for the inside of a Swift string literal.
    static func escaped(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
    }
}
