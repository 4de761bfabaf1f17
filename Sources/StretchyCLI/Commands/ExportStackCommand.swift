import StretchyExport

/// `stretchy-replay export-stack [<session.db>] --behaviors <stack> [--header <file.json>] [--as <format>]`: a stack
/// in Stretchy's own forms or in a platform's terms (docs/export-stack.md).
///
/// `--as stack` (the default) prints the canonical stack text; `command` the `stretchy-replay replay` command line
/// that replays it; `swift` a complete Swift program that builds it with StretchyCore and StretchyBehaviors and
/// prints the frames `--frames -` writes; `gsk`, `mg`, `android`, `compose`, `flutter` and `mdc` the platform's own
/// configuration, with a "not expressible in ..." block listing every parameter the platform has no counterpart
/// for. A behaviour the format cannot express at all is a usage error naming the formats that can. `--read FILE`
/// reads a text that `--as` wrote back and prints its canonical stack; without `--as`, in the format the text's
/// first line names.
struct ExportStackCommand: Command {
    static let database: ArgumentSpec<String?> = .optional(
        "session.db", help: "The session file the command line and the Swift program replay.")
    static let session = CommonOptions.session("The session of the file, when it holds several.")
    static let format: OptionSpec<StackExportFormat> = .choice(
        "--as", valueName: "format",
        help: "What to write: the stack text, a command line, a Swift program, or a "
            + "platform's terms.", default: .stack)
    static let readFile: OptionSpec<String?> = .option(
        "--read", valueName: "file",
        help: "Read back a text that --as <format> wrote (its platform names and its 'not expressible' block) and "
            + "print its stack; without --as, in the format its first line names.")

    static let spec = CommandSpec(
        name: "export-stack",
        abstract: "Write a stack as text, a command line, a Swift program or a platform's own terms.",
        discussion: "gsk, mg, android, compose, flutter and mdc write GSKStretchyHeaderView's and "
            + "MGCollapsingHeader's properties, Android layout XML, Compose's TopAppBarDefaults, Flutter's "
            + "SliverAppBar and MDC's flexible header, listing what the platform cannot express.",
        arguments: [database],
        options: [StackOptions.behaviors, StackOptions.header, StackOptions.plugins, session, format, readFile],
        exclusiveGroups: [ExclusiveGroup([StackOptions.behaviors, readFile])])

    var database: String?
    var session: String?
    var stack: StackOptions
    var format: StackExportFormat
    var read: String?
    /// Whether `--as` was given: `--read` without it takes the format from the text's first line.
    var formatGiven: Bool

    init(_ arguments: ParsedArguments) {
        database = arguments[Self.database]
        session = arguments[Self.session]
        stack = StackOptions(arguments)
        format = arguments[Self.format]
        read = arguments[Self.readFile]
        formatGiven = arguments.isPresent(Self.format)
    }

    /// The format a text that `--as` wrote names on its first line, `(stretchy-replay export-stack --as flutter)`, or
    /// `nil` for a text without that line (a stack text, or a text written by hand).
    static func writtenFormat(of text: String) -> StackExportFormat? {
        let marker = "(stretchy-replay export-stack --as "
        guard let firstLine = text.split(separator: "\n", maxSplits: 1).first,
            let range = firstLine.range(of: marker)
        else { return nil }
        return StackExportFormat(rawValue: String(firstLine[range.upperBound...].prefix { $0.isLetter }))
    }

    /// Prints the export.
    ///
    /// - Throws: ``StackExportError`` for a stack that does not build or that the format cannot express, or a text
    ///   that does not read back;
    ///   ``PluginError`` or ``CLIError`` for a plugin or header that does not load.
    func run(context: CommandContext) throws -> ExitCode {
        let exporter = StackExporter(registry: try stack.registry(in: context))
        if let read {
            let text = try InputFile.text(
                read, expected: "a text that export-stack --as \(format) wrote", context: context)
            let format = formatGiven ? format : Self.writtenFormat(of: text) ?? format
            do {
                let stack = try exporter.readBack(text, as: format, header: try stack.loadHeader(in: context))
                context.standardOutput.write(stack + "\n")
            } catch let error as StackExportError {
                throw StackExportError.inFile(path: read, error)
            }
            return .success
        }
        let export = try exporter.export(
            stack: stack.behaviors, header: try stack.loadHeader(in: context), headerPath: stack.header,
            sessionPath: database, session: session, plugins: stack.plugins, as: format)
        context.standardOutput.write(export.text)
        return .success
    }
}
