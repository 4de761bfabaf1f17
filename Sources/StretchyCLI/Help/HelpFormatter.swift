/// Renders help and usage lines in swift-argument-parser's shape, from a ``CommandSpec``.
///
/// Text wraps at 80 columns whatever the terminal, so help is the same everywhere and tests can pin it. Labels
/// start at column 2 and their text at column 26; a label that would leave less than two spaces before its text
/// pushes the text to the next line.
///
/// For example, the help of `stretchy-replay sessions`:
///
/// ```
/// OVERVIEW: List the sessions in a database.
///
/// USAGE: stretchy-replay sessions <session.db> [--format <format>]
///
/// ARGUMENTS:
///   <session.db>            The session database.
///
/// OPTIONS:
///   --format <format>       The output format. (values: text, json; default: text)
///   -h, --help              Show help information.
///
/// ```
enum HelpFormatter {
    /// The width help wraps at.
    static let screenWidth = 80
    /// Where labels start.
    static let labelIndent = 2
    /// Where the text after a label starts.
    static let labelColumnWidth = 26
    /// More options than this collapse into `[<options>]` in a usage line.
    static let usageOptionLimit = 12

    /// The full help of a command.
    ///
    /// - Parameters:
    ///   - spec: The command's spec.
    ///   - path: The names from the tool to the command, such as `["stretchy-replay", "export"]`.
    /// - Returns: The help text, ending with a newline.
    static func help(for spec: CommandSpec, path: [String]) -> String {
        var overview = spec.abstract
        if !spec.discussion.isEmpty {
            overview += (overview.isEmpty ? "\n" : "\n\n") + spec.discussion
        }
        var text = ""
        if !overview.isEmpty {
            text += "OVERVIEW: \(overview)".wrapped(to: screenWidth) + "\n\n"
        }
        text += "USAGE: \(usage(for: spec, path: path))\n\n"

        var options = spec.options.map { (label: $0.helpLabel, text: $0.helpText) }
        if spec.version != nil {
            options.append((label: "--version", text: "Show the version."))
        }
        options.append((label: "-h, --help", text: "Show help information."))
        let subcommands = spec.subcommands.map { command in
            let name = command.spec.name
            let isDefault = spec.defaultSubcommand.map { $0.spec.name == name } ?? false
            return (label: isDefault ? "\(name) (default)" : name, text: command.spec.abstract)
        }
        let sections = [
            section("ARGUMENTS", spec.arguments.map { (label: $0.key, text: $0.help) }),
            section("OPTIONS", options),
            section("SUBCOMMANDS", subcommands),
        ]
        text += sections.filter { !$0.isEmpty }.joined(separator: "\n")
        if !spec.subcommands.isEmpty {
            let helpPath = ([path[0], "help"] + path.dropFirst()).joined(separator: " ")
            text += "\n  See '\(helpPath) <subcommand>' for detailed help."
        }
        return text + "\n"
    }

    /// The usage line of a command, without `USAGE: `: `stretchy-replay export <session.db> --session <name> ...`.
    ///
    /// Arguments come first, then options, in declared order; with more than 12 of them, optional options
    /// collapse into `[<options>]` as in swift-argument-parser.
    ///
    /// - Parameters:
    ///   - spec: The command's spec.
    ///   - path: The names from the tool to the command.
    /// - Returns: The usage line.
    static func usage(for spec: CommandSpec, path: [String]) -> String {
        let name = path.joined(separator: " ")
        var synopsis: [String]
        if spec.arguments.count + spec.options.count > usageOptionLimit {
            let kept = spec.arguments.map(\.synopsis) + spec.options.filter(\.isRequired).map(\.synopsis)
            synopsis = ["[<options>]"] + kept
        } else {
            synopsis = spec.arguments.map(\.synopsis) + spec.options.map(\.synopsis)
        }
        if !spec.subcommands.isEmpty {
            synopsis.append("<subcommand>")
        }
        return ([name] + synopsis).joined(separator: " ")
    }

    /// One line per label, its text at column 26 and wrapped at 80 columns.
    ///
    /// - Parameters:
    ///   - label: The label, such as `--format <format>`.
    ///   - text: The text after it.
    ///   - indent: Where the label starts.
    /// - Returns: The rendered element, ending with a newline.
    static func element(label: String, text: String, indent: Int = labelIndent) -> String {
        let padded = String(repeating: " ", count: indent) + label
        guard !text.isEmpty else { return padded + "\n" }
        let wrapped = text.wrapped(to: screenWidth, indent: labelColumnWidth)
        if padded.count <= labelColumnWidth - 2 {
            return padded + wrapped.dropFirst(padded.count) + "\n"
        }
        return padded + "\n" + wrapped + "\n"
    }

    /// A titled section of elements, or empty when there are none.
    static func section(_ title: String, _ elements: [(label: String, text: String)]) -> String {
        guard !elements.isEmpty else { return "" }
        return "\(title):\n" + elements.map { element(label: $0.label, text: $0.text) }.joined()
    }
}
