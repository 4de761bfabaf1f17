import Testing

@testable import StretchyCLI

@Suite("Usage errors, option forms and `--`")
struct CommandLineParserTests {
    static let exportUsage =
        "stretchy-replay export <session.db> [--session <name>] [--format <format>] [--output <file>] "
        + "[--touches <file>]"

    func exportError(_ message: String) -> RunResult {
        RunResult(
            status: 64, output: "",
            error: CLITestSupport.usageError(message, usage: Self.exportUsage, command: "stretchy-replay export"))
    }

    // MARK: - Usage errors through the tool

    @Test func unknownOptionSuggestsTheNearest() {
        let expected = CLITestSupport.usageError(
            "Unknown option '--nme'. Did you mean '--name'?",
            usage: "stretchy-replay import <file> --into <session.db> [--name <name>] [--touches <file>] [--quiet]",
            command: "stretchy-replay import")
        #expect(
            CLITestSupport.run("import", "a.csv", "--into", "a.db", "--nme", "x")
                == RunResult(status: 64, output: "", error: expected))
    }

    @Test func unknownOptionWithNothingClose() {
        #expect(
            CLITestSupport.run("export", "a.db", "--session", "s", "--zzzzzz")
                == exportError("Unknown option '--zzzzzz'"))
    }

    @Test func singleDashLongNameSuggestsTheDoubleDash() {
        #expect(
            CLITestSupport.run("export", "a.db", "-session", "s")
                == exportError("Unknown option '-session'. Did you mean '--session'?"))
    }

    @Test func unknownShortOption() {
        #expect(CLITestSupport.run("export", "a.db", "-x") == exportError("Unknown option '-x'"))
    }

    @Test func missingExpectedOption() {
        let expected = CLITestSupport.usageError(
            "Missing expected argument '--into <session.db>'",
            usage: "stretchy-replay import <file> --into <session.db> [--name <name>] [--touches <file>] [--quiet]",
            command: "stretchy-replay import")
        #expect(CLITestSupport.run("import", "a.csv") == RunResult(status: 64, output: "", error: expected))
    }

    @Test func missingExpectedArgument() {
        #expect(
            CLITestSupport.run("export", "--session", "s") == exportError("Missing expected argument '<session.db>'"))
    }

    @Test func missingValueAtTheEnd() {
        #expect(
            CLITestSupport.run("export", "a.db", "--session", "s", "--format")
                == exportError("Missing value for '--format <format>'"))
    }

    @Test func missingValueBeforeAnotherOption() {
        #expect(
            CLITestSupport.run("export", "a.db", "--session", "--format", "csv")
                == exportError("Missing value for '--session <name>'"))
    }

    @Test func unexpectedArgument() {
        #expect(CLITestSupport.run("export", "a.db", "b", "--session", "s") == exportError("Unexpected argument 'b'"))
    }

    @Test func unexpectedArguments() {
        #expect(
            CLITestSupport.run("export", "a.db", "b", "c", "--session", "s")
                == exportError("2 unexpected arguments: 'b', 'c'"))
    }

    @Test func invalidChoiceListsTheAcceptedValues() {
        #expect(
            CLITestSupport.run("export", "a.db", "--session", "s", "--format", "xml")
                == exportError("The value 'xml' is invalid for '--format <format>'. Accepted values: csv, jsonl."))
    }

    @Test func invalidNumber() {
        let result = CLITestSupport.run("a.db", "--tolerance", "tiny")
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "Error: The value 'tiny' is invalid for '--tolerance <number>'. Expected a number at least 0.\n"))
    }

    @Test func invalidInteger() {
        let result = CLITestSupport.run("a.db", "--jobs=2.5")
        #expect(
            result.error.hasPrefix(
                "Error: The value '2.5' is invalid for '--jobs <n>'. Expected a whole number from 1 to 64.\n"))
    }

    @Test func mutuallyExclusiveOptions() {
        let expected = CLITestSupport.usageError(
            "The options '--session <name>' and '--all' cannot be used together",
            usage: "stretchy-replay replay [<options>] <session.db> ...", command: "stretchy-replay replay")
        #expect(
            CLITestSupport.run("a.db", "--session", "s", "--all") == RunResult(status: 64, output: "", error: expected))
    }

    @Test func requiredOneOfAGroup() {
        let result = CLITestSupport.run("synth", "--into", "a.db")
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "Error: Missing one of: '--script <text>', '--script-file <file>', '--preset <name>'\n"))
        let both = CLITestSupport.run("synth", "--into", "a.db", "--script", "x", "--script-file", "y")
        #expect(
            both.error.hasPrefix(
                "Error: The options '--script <text>' and '--script-file <file>' cannot be used together\n"))
    }

    @Test func nonRepeatableOptionGivenTwice() {
        #expect(
            CLITestSupport.run("export", "a.db", "--session", "s", "--session", "t")
                == exportError("The option '--session <name>' can be given only once"))
    }

    @Test func flagGivenAValue() {
        let result = CLITestSupport.run("a.db", "--all=yes")
        #expect(result.error.hasPrefix("Error: The option '--all' does not take any value, but 'yes' was specified.\n"))
    }

    @Test func validationErrorFromRunPrintsUsage() {
        let expected = CLITestSupport.usageError(
            "Unknown behaviour 'fake-fdae'. Did you mean 'fake-fade'? Behaviours: fake-fade, fake-stretch.",
            usage: "stretchy-replay behaviors [<behavior>] [--format <format>] [--plugin <path> ...]",
            command: "stretchy-replay behaviors")
        #expect(CLITestSupport.run("behaviors", "fake-fdae") == RunResult(status: 64, output: "", error: expected))
    }

    // MARK: - Option forms, parsed directly

    func parseReplay(_ words: [String]) throws -> ParsedArguments {
        try CommandLineParser(spec: ReplayCommand.spec, commandPath: ["stretchy-replay", "replay"]).parse(words)
    }

    @Test func equalsAndSpaceFormsAreTheSame() throws {
        let spaced = try parseReplay(["a.db", "--session", "evening", "--tolerance", "0.5", "-j", "4"])
        let joined = try parseReplay(["a.db", "--session=evening", "--tolerance=0.5", "--jobs=4"])
        for parsed in [spaced, joined] {
            #expect(parsed[ReplayCommand.session] == "evening")
            #expect(parsed[CommonOptions.tolerance] == 0.5)
            #expect(parsed[ReplayCommand.jobs] == 4)
            #expect(parsed[CommonOptions.database] == "a.db")
        }
    }

    @Test func equalsFormKeepsLaterEqualsSigns() throws {
        let parsed = try parseReplay(["a.db", "--behaviors=fade=target=title:by=0.3"])
        #expect(parsed[StackOptions.behaviors] == "fade=target=title:by=0.3")
    }

    @Test func defaultsApplyWhenLeftOut() throws {
        let parsed = try parseReplay(["a.db"])
        #expect(parsed[StackOptions.behaviors] == "top-only")
        #expect(parsed[ReplayCommand.format] == .text)
        #expect(parsed[ReplayCommand.jobs] == nil, "one job per processor core")
        #expect(parsed[ReplayCommand.session] == nil)
        #expect(!parsed.isPresent(StackOptions.behaviors))
        #expect(!parsed[ReplayCommand.all])
        #expect(parsed[StackOptions.plugins] == [])
    }

    @Test func repeatedOptionsCollectEveryValue() throws {
        let parsed = try parseReplay(["a.db", "--plugin", "one.so", "--plugin=two.so", "--all", "--profile"])
        #expect(parsed[StackOptions.plugins] == ["one.so", "two.so"])
        #expect(parsed[ReplayCommand.all])
        #expect(parsed[ReplayCommand.profile])
        #expect(parsed.commandPath == ["stretchy-replay", "replay"])
    }

    @Test func loneDashAndNegativeNumbersAreValues() throws {
        let parsed = try parseReplay(["-", "--frames", "-", "--tolerance", "1e-3"])
        #expect(parsed[CommonOptions.database] == "-")
        #expect(parsed[ReplayCommand.frames] == "-")
        #expect(parsed[CommonOptions.tolerance] == 1e-3)
        #expect(
            throws: ParserError.invalidValue(
                "-1", for: "--tolerance <number>", expectation: "Expected a number at least 0.")
        ) {
            try parseReplay(["a.db", "--tolerance", "-1"])
        }
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parseReplay(["--all", "--", "--odd-name.db"])
        #expect(parsed[CommonOptions.database] == "--odd-name.db")
        #expect(parsed[ReplayCommand.all])
    }

    @Test func helpAfterDoubleDashIsAnArgument() throws {
        let parsed = try parseReplay(["--", "--help"])
        #expect(parsed[CommonOptions.database] == "--help")
    }

    @Test func doubleDashThroughTheTool() {
        let result = CLITestSupport.run("export", "--session", "s", "--", "--weird.db")
        #expect(result.error.hasPrefix("Error: no session database at '/nonexistent-directory/--weird.db'"))
        let extra = CLITestSupport.run("export", "a.db", "--session", "s", "--", "--format")
        #expect(extra == exportError("Unexpected argument '--format'"))
    }

    @Test func helpWinsOverOtherErrors() {
        #expect(throws: CleanExit.helpRequest) { try parseReplay(["--nope", "--help"]) }
    }

    @Test func parserErrorsNameTheirCase() {
        #expect(throws: ParserError.unknownOption("--sesion", suggestion: "--session")) {
            try parseReplay(["a.db", "--sesion", "x"])
        }
        #expect(ParserError.missingOneOf(["--a", "--b"]).exitCode == .usageError)
    }
}
