import Testing
import _StretchySystem

@testable import StretchyCLI

@Suite("Help text layout and JSON output")
struct HelpFormatterTests {
    @Test func usageListsArgumentsThenOptionsWithBracketsAndRepeats() {
        let spec = CommandSpec(
            name: "tool", abstract: "",
            arguments: [
                ArgumentSpec<String>.required("in", help: ""), ArgumentSpec<[String]>.repeatable("more", help: ""),
            ],
            options: [
                OptionSpec<String>.required("--need", valueName: "x", help: ""),
                OptionSpec<[String]>.repeatable("--many", valueName: "y", help: ""),
                OptionSpec<Bool>.flag("--quiet", help: ""),
            ])
        #expect(
            HelpFormatter.usage(for: spec, path: ["tool"])
                == "tool <in> [<more> ...] --need <x> [--many <y> ...] [--quiet]")
    }

    @Test func helpWithoutOverviewOrArguments() {
        let spec = CommandSpec(
            name: "bare", abstract: "", options: [OptionSpec<Bool>.flag("--quiet", short: "-q", help: "Say less.")])
        let expected = """
            USAGE: tool bare [--quiet]

            OPTIONS:
              -q, --quiet             Say less.
              -h, --help              Show help information.


            """
        #expect(HelpFormatter.help(for: spec, path: ["tool", "bare"]) == expected)
    }

    @Test func longLabelsPushTheirTextToTheNextLine() {
        let spec = CommandSpec(
            name: "t", abstract: "",
            options: [OptionSpec<String?>.option("--a-very-long-option", valueName: "value", help: "Text.")])
        #expect(
            HelpFormatter.help(for: spec, path: ["t"]).contains(
                "\n  --a-very-long-option <value>\n                          Text.\n"))
    }

    @Test func jsonEscapesAndKeepsKeyOrder() {
        let value = JSONValue.object([
            ("z", .string("a \"quote\"\n\u{1}")), ("a", .array([.number(0.1), .bool(true), .null])), ("e", .object([])),
        ])
        let expected = """
            {
              "z" : "a \\"quote\\"\\n\\u0001",
              "a" : [
                0.1,
                true,
                null
              ],
              "e" : {}
            }
            """
        #expect(value.rendered() == expected)
    }
}
