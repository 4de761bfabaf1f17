import _StretchySystem

/// `--junit` and `--annotations`: the outputs CI systems read, declared alike by every command that checks
/// something (`replay --check-golden` and corpus replays, `check`, `compare`, `fidelity`; docs/ci.md).
struct CIOptions: Sendable {
    /// `--junit <file.xml>`: where the JUnit XML report goes.
    static let junit: OptionSpec<String?> = .option(
        "--junit", valueName: "file.xml",
        help: "Also write the results as a JUnit XML report (one test case per session; per invariant for check), "
            + "with each failure's message and the command that reproduces it. Never replaces an input or a "
            + "database.")
    /// `--annotations <github|none>`: failures as workflow commands too.
    static let annotations: OptionSpec<AnnotationStyle?> = .choice(
        "--annotations", valueName: "style",
        help: "Also print each failure as a GitHub Actions workflow command (::error) on standard error; github "
            + "by default when GITHUB_ACTIONS is true, none otherwise.")

    /// The JUnit report's path as given.
    var junit: String?
    /// The annotation style asked for, `nil` to follow the environment.
    var annotations: AnnotationStyle?

    /// Reads the options.
    init(_ arguments: ParsedArguments) {
        junit = arguments[Self.junit]
        annotations = arguments[Self.annotations]
    }

    /// Whether failures print as GitHub workflow commands: `--annotations github`, or `GITHUB_ACTIONS=true` without
    /// `--annotations`.
    func annotatesForGitHub(in context: CommandContext) -> Bool {
        (annotations ?? (context.environment["GITHUB_ACTIONS"] == "true" ? .github : AnnotationStyle.none)) == .github
    }

    /// Refuses a `--junit` path that is an input or a database, before anything runs.
    ///
    /// - Throws: ``CLIError/outputIsInput(output:input:)`` or ``CLIError/outputIsDatabase(output:)``.
    func checkOutput(inputs: [String], context: CommandContext) throws(CLIError) {
        if let junit { try context.checkOutput(junit, inputs: inputs) }
    }

    /// Prints the failures as annotations when asked, then writes the JUnit report when asked, atomically.
    ///
    /// - Parameters:
    ///   - report: The results.
    ///   - file: The file each case is about, for the annotation's `file=`; `nil` for none.
    ///   - context: Where annotations go (standard error) and how paths resolve.
    /// - Throws: ``CLIError/junitNotWritten(path:reason:)``.
    func publish(_ report: JUnitReport, file: (JUnitTestCase) -> String?, context: CommandContext) throws(CLIError) {
        if annotatesForGitHub(in: context) {
            for testCase in report.cases {
                guard let problem = testCase.problem else { continue }
                context.standardError.write(
                    GitHubAnnotation(
                        file: file(testCase), title: "\(report.suite): \(testCase.name)",
                        message: problem.message + "\nReproduce: " + problem.reproduce
                    ).line)
            }
        }
        guard let junit else { return }
        let path = context.resolve(junit)
        let output: FileOutput
        do {
            output = try FileOutput(path: path)
        } catch {
            throw .junitNotWritten(path: path, reason: error.reason)
        }
        output.write(report.xml)
        do {
            try output.commit()
        } catch {
            throw .junitNotWritten(path: path, reason: error.reason)
        }
    }
}
