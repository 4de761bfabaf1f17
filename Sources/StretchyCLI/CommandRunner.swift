import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// Finds the command a command line names, parses its arguments, runs it, and turns the outcome into output and
/// an exit status.
///
/// Dispatch, at each command that has subcommands:
/// 1. `help [<subcommand> ...]` (when the command registers ``HelpCommand``) prints the named command's help.
/// 2. A first word naming a subcommand runs that subcommand with the remaining words.
/// 3. No words at all print this command's help (exit 0: a bare `stretchy-replay` asks for the overview, it makes
///    no mistake). `-h`/`--help` before `--` prints this command's help when it is the first word, and the default
///    subcommand's when other words come first (`stretchy-replay x.db --help` is replay's help); `--version`
///    prints the version where it has one.
/// 4. Otherwise the default subcommand gets every word, unless the first word could be a command name (lowercase
///    letters, digits and hyphens only: no `.` or `/`, so never `session.db`), is not an existing file, and is
///    close to a subcommand's name: then it is taken for a misspelt subcommand
///    (`Unknown subcommand 'compre'. Did you mean 'compare'?`).
///
/// Outcome:
/// - help and `--version`: standard output, exit 0;
/// - ``ParserError`` and ``ValidationError``: `Error: …`, `Usage: …`, `  See '… --help' for more information.`
///   on standard error, exit 64;
/// - a thrown ``ExitCode``: that status, nothing printed;
/// - any other error: `Error: <description>` and its hint on standard error, exit ``ExitCodeProviding/exitCode``
///   or ``ExitCode/failure``;
/// - `SIGINT` or `SIGTERM` while a writable database was open (see ``Interruption``): ``interruptedNote``, exit 130
///   or 143, whatever the command returned or threw (the error it threw is the interruption's consequence).
enum CommandRunner {
    /// Runs the command a command line names.
    ///
    /// - Parameters:
    ///   - root: The tool's root command.
    ///   - arguments: The command line, including the program path first, as `CommandLine.arguments` has it.
    ///   - context: Sinks, directory, environment and registry.
    /// - Returns: The exit status.
    static func run(root: any Command.Type, arguments: [String], context: CommandContext) -> ExitCode {
        var words = Array(arguments.dropFirst())
        var command = root
        var path = [context.toolName ?? root.spec.name]
        let status: ExitCode
        var defaultParent: CommandSpec?
        var plugins: [String] = []
        do {
            while !command.spec.subcommands.isEmpty {
                let spec = command.spec
                if let first = words.first, let subcommand = spec.subcommand(named: first) {
                    let parent = command
                    command = subcommand
                    path.append(first)
                    words.removeFirst()
                    if ObjectIdentifier(subcommand) == ObjectIdentifier(HelpCommand.self) {
                        let parsed = try CommandLineParser(spec: subcommand.spec, commandPath: path).parse(words)
                        let (target, targetPath) = try resolveHelp(
                            parsed[HelpCommand.subcommands], from: parent, path: Array(path.dropLast()))
                        context.standardOutput.write(HelpFormatter.help(for: target.spec, path: targetPath))
                        return finish(.success, context)
                    }
                    continue
                }
                if words.isEmpty {
                    // A bare command with subcommands asks for the overview: its help, exit 0.
                    throw CleanExit.helpRequest
                }
                let optionWords = words.prefix { $0 != "--" }
                if optionWords.contains(where: CommandLineParser.helpNames.contains) {
                    // `stretchy-replay x.db --help` asks about the default subcommand the words run.
                    if let defaultSubcommand = spec.defaultSubcommand,
                        let first = words.first, !CommandLineParser.helpNames.contains(first)
                    {
                        command = defaultSubcommand
                        path.append(defaultSubcommand.spec.name)
                    }
                    throw CleanExit.helpRequest
                }
                if let version = spec.version, optionWords.contains("--version") {
                    throw CleanExit.message(version)
                }
                guard let defaultSubcommand = spec.defaultSubcommand else {
                    guard let first = words.first else { throw CleanExit.helpRequest }
                    throw ParserError.unknownSubcommand(first, suggestion: suggestion(for: first, in: spec))
                }
                if let first = words.first, couldBeSubcommandName(first), !context.fileExists(first) {
                    if let instead = otherToolsNames[first], spec.subcommand(named: instead) != nil {
                        throw ParserError.notSubcommandOrFile(first, instead: instead)
                    }
                    if let suggestion = suggestion(for: first, in: spec) {
                        throw ParserError.unknownSubcommand(first, suggestion: suggestion)
                    }
                }
                defaultParent = spec
                command = defaultSubcommand
                path.append(defaultSubcommand.spec.name)
            }
            let parsed: ParsedArguments
            do {
                parsed = try CommandLineParser(spec: command.spec, commandPath: path).parse(words)
            } catch ParserError.unexpectedArguments(let extra) {
                // `goldens FILE.db delete NAME`: a subcommand's name after the arguments, which ran the default one.
                guard let name = extra.first, defaultParent?.subcommand(named: name) != nil,
                    let position = words.firstIndex(of: name)
                else { throw ParserError.unexpectedArguments(extra) }
                var reordered = words
                reordered.remove(at: position)
                throw ParserError.subcommandAfterArguments(
                    name, instead: (path.dropLast() + [name] + reordered).joined(separator: " "))
            }
            plugins = parsed[StackOptions.plugins]
            let instance = command.init(parsed)
            try instance.validate()
            status = try instance.run(context: context)
        } catch {
            status = report(error, spec: command.spec, path: path, plugins: plugins, context: context)
        }
        return finish(status, context)
    }

    /// Prints an error the way its kind asks, and returns the status to exit with.
    ///
    /// - Parameters:
    ///   - error: What ended the command.
    ///   - spec: The command that was running, for the usage line.
    ///   - path: The names from the tool to that command.
    ///   - plugins: The `--plugin` paths the command was given, for hints that name a command.
    ///   - context: Where to print.
    /// - Returns: The exit status.
    static func report(
        _ error: any Error, spec: CommandSpec, path: [String], plugins: [String] = [], context: CommandContext
    ) -> ExitCode {
        if let signal = Interruption.pendingSignal { return ExitCode(Interruption.exitStatus(for: signal)) }
        switch error {
        case let exit as CleanExit:
            switch exit {
            case .helpRequest:
                context.standardOutput.write(HelpFormatter.help(for: spec, path: path))
            case .message(let message):
                context.standardOutput.write(message.hasSuffix("\n") ? message : message + "\n")
            }
            return .success
        case let code as ExitCode:
            return code
        case is ParserError, is ValidationError:
            context.standardError.write(
                """
                Error: \(Self.shown("\(error)"))
                Usage: \(HelpFormatter.usage(for: spec, path: path))
                  See '\(path.joined(separator: " ")) --help' for more information.

                """)
            return .usageError
        default:
            var text = "Error: \(Self.shown("\(error)"))\n"
            let tool = path.first ?? "stretchy-replay"
            if let hint = commandLineHint(for: error, tool: tool, plugins: plugins, registry: context.registry)
                ?? (error as? any UserFacingError)?.hint
            {
                text += Self.shown(hint) + "\n"
            }
            context.standardError.write(text)
            return (error as? any ExitCodeProviding)?.exitCode ?? .failure
        }
    }

    /// An error's text or hint as the terminal may show it: a session name, a stack or a path in it can come from a
    /// file, so each line's control characters are written as `\u{…}` (``TerminalText``); its own line breaks stay.
    static func shown(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.visible(String($0)) }.joined(separator: "\n")
    }

    /// The hint the tool gives instead of a library error's own, where the way to put it right is one of the
    /// tool's flags or commands: the libraries' hints name no command-line flag.
    ///
    /// A hint that names a command names one that works as given: the tool's own name, and the `--plugin` options
    /// when the behaviour it names is not in `registry` (it came from a plugin).
    ///
    /// - Parameters:
    ///   - error: The error that ended the command.
    ///   - tool: The tool's name, as usage lines print it.
    ///   - plugins: The `--plugin` paths the command was given.
    ///   - registry: The registry before plugins were loaded.
    /// - Returns: The tool's hint, or `nil` to print the error's own.
    static func commandLineHint(
        for error: any Error, tool: String = "stretchy-replay", plugins: [String] = [],
        registry: BehaviorRegistry = .builtIn
    ) -> String? {
        switch error {
        case StoreError.duplicateSession:
            "Choose another name with --name."
        case ReplayError.goldenDamaged(let name, let session, _, _):
            "The file was changed outside Stretchy: save the golden again with --save-golden \(name) --replace from a "
                + "stack you trust, or delete it with '\(tool) goldens delete FILE.db \(name) --session "
                + "\(session)'."
        case StoreError.goldenExists:
            "Give --replace as well to replace it, or save the new golden under another name."
        case StoreError.sessionNotFound(_, let path):
            "List the sessions with '\(ShellWords.line([tool, "sessions", path]))'."
        case ReplayError.goldenNotFound(let name, _, let available) where available.isEmpty:
            "Save one first with --save-golden \(name)."
        case BehaviorError.invalidValue(let behavior, _, _, _, _):
            "'"
                + ShellWords.line(
                    [tool, "behaviors", behavior]
                        + (registry.behavior(forID: behavior) == nil ? plugins.flatMap { ["--plugin", $0] } : []))
                + "' lists its parameters and their ranges."
        default:
            nil
        }
    }

    private static func finish(_ status: ExitCode, _ context: CommandContext) -> ExitCode {
        context.standardOutput.flush()
        context.standardError.flush()
        if let signal = Interruption.pendingSignal {
            Interruption.removeRegisteredPaths()
            context.standardError.writeLine(Self.interruptedNote)
            context.standardError.flush()
            return ExitCode(Interruption.exitStatus(for: signal))
        }
        guard let reason = context.standardOutput.failure else { return status }
        let error = CLIError.outputFailed(target: "standard output", reason: reason)
        context.standardError.writeLine("Error: \(error.description)")
        if let hint = error.hint { context.standardError.writeLine(hint) }
        return error.exitCode
    }

    /// Other tools' names for a subcommand, which a newcomer types first: `list` and `ls` for `sessions`.
    static let otherToolsNames = ["list": "sessions", "ls": "sessions"]

    /// What an interrupted command prints last: partial outputs are removed and database writes rolled back.
    static let interruptedNote = "Interrupted: nothing was written; every file is as it was before."

    /// Whether a word is shaped like a subcommand name: lowercase letters, digits and hyphens, starting with a letter.
    static func couldBeSubcommandName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static func suggestion(for word: String, in spec: CommandSpec) -> String? {
        NameSuggestion.didYouMean(word, among: spec.subcommands.map { $0.spec.name })
    }

    private static func resolveHelp(_ names: [String], from root: any Command.Type, path: [String]) throws
        -> (any Command.Type, [String])
    {
        var command = root
        var path = path
        for name in names {
            guard let subcommand = command.spec.subcommand(named: name) else {
                throw ParserError.unknownSubcommand(
                    name, suggestion: suggestion(for: name, in: command.spec),
                    available: command.spec.subcommands.map { $0.spec.name })
            }
            command = subcommand
            path.append(name)
        }
        return (command, path)
    }
}
