import StretchyCore

/// The `stretchy-replay replay` command line that replays an exported stack, and reading its stack back.
enum CommandLineWriter {
    /// The placeholder for the session file when none is given.
    static let sessionPlaceholder = "session.db"
    /// The placeholder for the header file when the header is not the profile header and comes from no file.
    static let headerPlaceholder = "header.json"

    /// `stretchy-replay replay FILE [--session NAME] --behaviors STACK [--header H.json] [--plugin LIB ...]`.
    static func commandLine(_ stack: ExportedStack, replay: ReplayTarget) -> String {
        var words = ["stretchy-replay", "replay", ShellWord.quoted(replay.sessionPath ?? sessionPlaceholder)]
        if let session = replay.session { words += ["--session", ShellWord.quoted(session)] }
        words += ["--behaviors", ShellWord.quoted(stack.text)]
        if let header = replay.headerPath {
            words += ["--header", ShellWord.quoted(header)]
        } else if stack.header != .profileHeader {
            // A header that is no file's: the command needs it written to one.
            words += ["--header", headerPlaceholder]
        }
        for plugin in replay.plugins { words += ["--plugin", ShellWord.quoted(plugin)] }
        return words.joined(separator: " ")
    }

    /// The stack of a command line ``commandLine(_:replay:)`` wrote.
    ///
    /// - Throws: ``StackExportError/nothingToRead(format:)`` when it has no `--behaviors`.
    static func stack(in text: String) throws(StackExportError) -> String {
        guard let stack = ShellWord.value(after: "--behaviors", in: text) else {
            throw .nothingToRead(format: .command)
        }
        return stack
    }
}
