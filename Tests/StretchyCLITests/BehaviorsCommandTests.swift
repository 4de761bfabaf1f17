import StretchyCore
import Testing

@testable import StretchyCLI

@Suite("stretchy-replay behaviors")
struct BehaviorsCommandTests {
    @Test func listsEveryBehaviourWithStageParametersAndDefaults() {
        let expected = """
            fake-fade (effects)
              Fades the chosen subviews as the header collapses, from fully opaque to the
              given alpha.
              Parameters:
                target                The subviews that fade. (accepts subview ids joined by
                                      '+'; default: title)
                curve                 The easing. (accepts one of linear, ease-in; default:
                                      linear)
                to                    The alpha when collapsed. (accepts a number in [0, 1];
                                      default: 0)
                snap                  (accepts true or false; default: false)

            fake-stretch (expansion, default)
              Stretches the header when the scroll view is pulled past the top.
              Parameters:
                limit                 The most the header stretches, in points. (accepts a
                                      number in [0, inf); default: 200)

            Write a stack as behaviours joined by commas, each with its parameters as
            'name=key=value:key=value', such as 'top-only,fade=target=title'. A stack that
            names no behaviour of an exclusive stage gets the one marked 'default'.
              See 'stretchy-replay behaviors <behavior>' for details and examples.

            """
        #expect(CLITestSupport.run("behaviors") == RunResult(status: 0, output: expected, error: ""))
        #expect(CLITestSupport.run("behaviors", "--format=text").output == expected)
    }

    @Test func showsOneBehaviourWithDiscussionAndExampleStacks() {
        let expected = """
            fake-stretch (expansion, default): Fake Stretch

            Stretches the header when the scroll view is pulled past the top.

            A stand-in for top-only, for the command-line tests.
            It reads nothing but the offset.

            PARAMETERS:
              limit                   The most the header stretches, in points. (accepts a
                                      number in [0, inf); default: 200)

            EXAMPLES:
              fake-stretch            Pulled 50 points
              fake-stretch=limit=10   Capped at the limit

            """
        #expect(CLITestSupport.run("behaviors", "fake-stretch") == RunResult(status: 0, output: expected, error: ""))
    }

    @Test func saysWhenABehaviourReadsThePreviousFrame() {
        let output = CLITestSupport.run("behaviors", "fake-fade").output
        #expect(output.hasPrefix("fake-fade (effects): Fake Fade\n\n"))
        #expect(output.contains("\nReads the previous frame: its output depends on the frames before it.\n"))
        #expect(!output.contains("EXAMPLES:"))
    }

    @Test func oneBehaviourAsJSON() {
        let expected = """
            {
              "identifier" : "fake-stretch",
              "name" : "Fake Stretch",
              "stage" : "expansion",
              "stage_default" : true,
              "reads_previous_frame" : false,
              "summary" : "Stretches the header when the scroll view is pulled past the top.",
              "discussion" : "A stand-in for top-only, for the command-line tests.\\nIt reads nothing but the offset.",
              "parameters" : [
                {
                  "name" : "limit",
                  "kind" : "number",
                  "summary" : "The most the header stretches, in points.",
                  "accepts" : "a number in [0, inf)",
                  "default" : "200"
                }
              ],
              "examples" : [
                {
                  "title" : "Pulled 50 points",
                  "stack" : "fake-stretch"
                },
                {
                  "title" : "Capped at the limit",
                  "stack" : "fake-stretch=limit=10"
                }
              ]
            }

            """
        #expect(
            CLITestSupport.run("behaviors", "fake-stretch", "--format", "json")
                == RunResult(status: 0, output: expected, error: ""))
    }

    @Test func everyBehaviourAsJSON() {
        let output = CLITestSupport.run("behaviors", "--format", "json").output
        #expect(output.hasPrefix("{\n  \"behaviors\" : [\n    {\n      \"identifier\" : \"fake-fade\",\n"))
        #expect(output.contains("\n    {\n      \"identifier\" : \"fake-stretch\",\n"))
        #expect(output.hasSuffix("\n  ]\n}\n"))
    }

    @Test func unknownIdentifierListsThemWhenNoneIsClose() {
        let expected = CLITestSupport.usageError(
            "Unknown behaviour 'parallax'. Behaviours: fake-fade, fake-stretch.",
            usage: "stretchy-replay behaviors [<behavior>] [--format <format>] [--plugin <path> ...]",
            command: "stretchy-replay behaviors")
        #expect(CLITestSupport.run("behaviors", "parallax") == RunResult(status: 64, output: "", error: expected))
    }

    @Test func emptyRegistry() throws {
        let empty = try BehaviorRegistry(behaviors: [])
        #expect(
            CLITestSupport.run(["behaviors"], registry: empty)
                == RunResult(status: 0, output: "No behaviours are registered.\n", error: ""))
        #expect(
            CLITestSupport.run(["behaviors", "--format", "json"], registry: empty).output
                == "{\n  \"behaviors\" : []\n}\n")
        #expect(
            CLITestSupport.run(["behaviors", "fade"], registry: empty).error.hasPrefix(
                "Error: Unknown behaviour 'fade'. No behaviours are registered.\n"))
    }
}
