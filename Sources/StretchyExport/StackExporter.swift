import StretchyBehaviors
import StretchyCore

/// Writes a stack in one of the ``StackExportFormat``s: Stretchy's own stack text, command line or Swift program,
/// or a platform's terms; and reads a platform text it wrote back into a stack.
///
/// For example:
///
/// ```swift
/// let exporter = StackExporter(registry: .builtIn)
/// let export = try exporter.export(
///     stack: "flutter-sliver-app-bar=pinned=true:stretch=true", header: .profileHeader, headerPath: nil,
///     sessionPath: nil, as: .flutter)
/// print(export.text)   // SliverAppBar(pinned: true, ..., stretch: true, ...) and its FlexibleSpaceBar
/// ```
package struct StackExporter: Sendable {
    /// The behaviours stacks are built from (plugins included).
    package let registry: BehaviorRegistry

    /// Creates an exporter over a registry.
    package init(registry: BehaviorRegistry) {
        self.registry = registry
    }

    /// Writes a stack in a format.
    ///
    /// - Parameters:
    ///   - stack: The stack text, as `--behaviors` takes it.
    ///   - header: The header the stack lays out.
    ///   - headerPath: The header's file, for the command line and the Swift program (`nil`: the embedded profile
    ///     header).
    ///   - sessionPath: The session file the command line and the Swift program replay (`nil`: a placeholder for the
    ///     command line, a short sample list in the program).
    ///   - session: The session's name in that file (`nil`: its only session).
    ///   - plugins: The plugin libraries the command line loads with `--plugin`.
    ///   - format: The format.
    /// - Returns: The text, and the parameters it could not express.
    /// - Throws: ``StackExportError/invalidStack(_:)`` for a stack that does not build;
    ///   ``StackExportError/noCounterpart(behavior:format:formats:)`` for a behaviour the format cannot express.
    package func export(
        stack: String, header: HeaderConfiguration, headerPath: String?, sessionPath: String?,
        session: String? = nil, plugins: [String] = [], as format: StackExportFormat
    ) throws(StackExportError) -> StackExport {
        let resolved = try ExportedStack(text: stack, registry: registry, header: header)
        let replay = ReplayTarget(headerPath: headerPath, sessionPath: sessionPath, session: session, plugins: plugins)
        switch format {
        case .stack:
            return StackExport(text: resolved.text + "\n")
        case .command:
            return StackExport(text: CommandLineWriter.commandLine(resolved, replay: replay) + "\n")
        case .swift:
            if let plugin = resolved.behaviors.first(where: { !$0.isBuiltIn }) {
                throw .noCounterpart(
                    behavior: plugin.identifier, format: .swift, formats: formats(expressing: plugin))
            }
            return StackExport(text: SwiftProgramWriter.program(resolved, replay: replay))
        case .gsk, .mg, .android, .compose, .flutter, .mdc:
            guard let dialect = PlatformDialect.dialect(for: format) else { preconditionFailure("\(format)") }
            // A stack of implied stage defaults alone must still have one behaviour the platform writes.
            let written = resolved.expressed.isEmpty ? Array(resolved.behaviors.prefix(1)) : resolved.expressed
            if let missing = written.first(where: { !dialect.expresses($0.identifier) }) {
                throw .noCounterpart(
                    behavior: missing.identifier, format: format, formats: formats(expressing: missing))
            }
            return dialect.write(resolved)
        }
    }

    /// The canonical text of a stack: what `--as stack` writes, without the newline.
    ///
    /// - Throws: ``StackExportError/invalidStack(_:)``.
    package func canonicalStack(_ stack: String, header: HeaderConfiguration) throws(StackExportError) -> String {
        try ExportedStack(text: stack, registry: registry, header: header).text
    }

    /// Reads a platform text that ``export(stack:header:headerPath:sessionPath:session:plugins:as:)`` wrote back into
    /// the canonical stack text: the platform's names and values, and the "not expressible" block.
    ///
    /// - Throws: ``StackExportError/unreadableLine(format:line:text:problem:)`` for a line it does not write,
    ///   ``StackExportError/nothingToRead(format:)``, or ``StackExportError/invalidStack(_:)`` when what it reads
    ///   does not build.
    package func readBack(_ text: String, as format: StackExportFormat, header: HeaderConfiguration)
        throws(StackExportError) -> String
    {
        let stack: String
        switch format {
        case .stack:
            stack = text.split(separator: "\n").first { !$0.isEmpty }.map { String($0).trimmingWhitespace } ?? ""
        case .command:
            stack = try CommandLineWriter.stack(in: text)
        case .swift:
            stack = try SwiftProgramWriter.stack(in: text)
        case .gsk, .mg, .android, .compose, .flutter, .mdc:
            guard let dialect = PlatformDialect.dialect(for: format) else { preconditionFailure("\(format)") }
            stack = try dialect.read(text)
        }
        return try canonicalStack(stack, header: header)
    }

    /// Every format that can write a behaviour, in ``StackExportFormat`` order.
    private func formats(expressing behavior: ExportedBehavior) -> [StackExportFormat] {
        StackExportFormat.allCases.filter { format in
            switch format {
            case .stack, .command: true
            case .swift: behavior.isBuiltIn
            case .gsk, .mg, .android, .compose, .flutter, .mdc:
                PlatformDialect.dialect(for: format)?.expresses(behavior.identifier) == true
            }
        }
    }
}
