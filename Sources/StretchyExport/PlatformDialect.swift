/// One platform's terms: which behaviours it has, how its text writes them and how that text reads back.
///
/// A dialect writes through a ``PlatformText``, marking each parameter it expresses; every parameter it does not mark
/// and whose value is not the default goes into the text's "not expressible in ..." block, which the reader reads
/// back too, so nothing is dropped and export then read-back gives the same stack.
struct PlatformDialect: Sendable {
    /// The format.
    let format: StackExportFormat
    /// The identifiers of the behaviours the platform has.
    let identifiers: [String]
    /// How the platform's text marks a comment line.
    let comment: PlatformComment
    /// Writes the stack's lines (the behaviours it knows; the caller checked the others are implied defaults).
    let writeLines: @Sendable (ExportedStack, inout PlatformText) -> Void
    /// Reads the behaviours back from the text's lines (the block's entries are added by ``read(_:)``).
    let readLines: @Sendable (PlatformReader) throws(StackExportError) -> [PlatformReader.Invocation]

    /// Whether the platform has a counterpart for a behaviour.
    func expresses(_ identifier: String) -> Bool {
        identifiers.contains(identifier)
    }

    /// The text for a stack whose every written behaviour the platform has.
    func write(_ stack: ExportedStack) -> StackExport {
        var text = PlatformText(format: format, comment: comment)
        text.comment("\(format.title) for the stack '\(stack.text)' (stretchy-replay export-stack --as \(format))")
        writeLines(stack, &text)
        return text.finished(stack.behaviors.filter { expresses($0.identifier) })
    }

    /// The stack text of a platform text ``write(_:)`` wrote.
    ///
    /// - Throws: ``StackExportError/nothingToRead(format:)`` or ``StackExportError/unreadableLine(format:line:text:problem:)``.
    func read(_ text: String) throws(StackExportError) -> String {
        let reader = PlatformReader(text: text, format: format, comment: comment, identifiers: identifiers)
        var invocations = try readLines(reader)
        for entry in try reader.unexpressedEntries() {
            if let index = invocations.firstIndex(where: { $0.name == entry.behavior }) {
                invocations[index].parameters.append((entry.key, entry.value))
            } else {
                invocations.append(.init(name: entry.behavior, parameters: [(entry.key, entry.value)]))
            }
        }
        guard !invocations.isEmpty else { throw .nothingToRead(format: format) }
        return invocations.map(\.text).joined(separator: ",")
    }

    /// The dialect of a platform format; `nil` for Stretchy's own formats.
    static func dialect(for format: StackExportFormat) -> PlatformDialect? {
        switch format {
        case .gsk: .gsk
        case .mg: .mg
        case .android: .android
        case .compose: .compose
        case .flutter: .flutter
        case .mdc: .mdc
        case .stack, .command, .swift: nil
        }
    }
}
