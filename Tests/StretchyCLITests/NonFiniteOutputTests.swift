import Foundation
import PluginFixtures
import Testing

/// A stack that lays out NaN or an infinity: replay, `--frames`, goldens, compare and report stop on it, naming the
/// behaviour, the frame and the field, with exit 80; through the command, on a copy of a shipped session.
@Suite("Non-finite output")
struct NonFiniteOutputTests {
    static let hint =
        "Every value a stack lays out must be a finite number: fix the behaviour's arithmetic for that frame, or "
        + "leave the behaviour out of the stack.\n"

    /// The whole standard error of a run stopped by a non-finite value in slow-drag.
    static func error(_ workspace: Workspace, _ problem: String) -> String {
        "Error: \(workspace.path("slow-drag.db")): session 'slow-drag': \(problem)\n" + hint
    }

    static func run(_ workspace: Workspace, _ words: String...) -> RunResult {
        workspace.run(words, registry: NonFiniteBehavior.registry)
    }

    @Test func aReplayNamesTheBehaviourTheFrameAndTheField() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        // tabs reads the header's height, so its y is NaN as well; the behaviour named is the one that made it so.
        #expect(
            Self.run(workspace, "slow-drag.db", "--behaviors", "top-only,test-non-finite,tabs")
                == RunResult(
                    status: 80, output: "",
                    error: Self.error(workspace, "behaviour 'test-non-finite' made 'header_height' nan on frame 60")))
        #expect(
            Self.run(workspace, "slow-drag.db", "--behaviors", "top-only,test-non-finite=value=inf:from=2")
                == RunResult(
                    status: 80, output: "",
                    error: Self.error(workspace, "behaviour 'test-non-finite' made 'header_height' inf on frame 120")))
        #expect(Self.run(workspace, "slow-drag.db", "--behaviors", "top-only,test-non-finite=from=6").status == 0)
    }

    @Test func framesAndGoldensAreNotWritten() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let expected = RunResult(
            status: 80, output: "",
            error: Self.error(workspace, "behaviour 'test-non-finite' made 'title.alpha' nan on frame 60"))
        let stack = "top-only,test-non-finite=field=alpha"
        #expect(Self.run(workspace, "slow-drag.db", "--behaviors", stack, "--frames", "f.csv") == expected)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("f.csv")))
        #expect(Self.run(workspace, "slow-drag.db", "--behaviors", stack, "--save-golden", "g") == expected)
        #expect(workspace.run("goldens", "slow-drag.db").output.hasPrefix("No goldens stored in slow-drag.db"))
        #expect(Self.run(workspace, "slow-drag.db", "--behaviors", stack, "--profile") == expected)
    }

    @Test func anAttributeTheStackDoesNotDeclareStopsEveryAttributeOutputs() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let stack = "top-only,test-non-finite=field=hidden"
        // The replay's own columns are finite.
        #expect(Self.run(workspace, "slow-drag.db", "--behaviors", stack).status == 0)
        let expected = RunResult(
            status: 80, output: "",
            error: Self.error(workspace, "behaviour 'test-non-finite' made 'avatar.alpha' nan on frame 60"))
        #expect(
            Self.run(workspace, "slow-drag.db", "--behaviors", stack, "--frames", "f.csv", "--frames-columns", "all")
                == expected)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("f.csv")))
        // The page drew NaN as null, which broke its script; it refuses with the same message and writes nothing.
        #expect(Self.run(workspace, "report", "slow-drag.db", "--behaviors", stack, "-o", "r.html") == expected)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }

    @Test func reportAndReplayRefuseWithTheSameMessage() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let stack = "top-only,test-non-finite=field=alpha:from=3"
        let replay = Self.run(workspace, "slow-drag.db", "--behaviors", stack)
        #expect(replay.status == 80)
        #expect(
            replay.error == Self.error(workspace, "behaviour 'test-non-finite' made 'title.alpha' nan on frame 180"))
        #expect(Self.run(workspace, "report", "slow-drag.db", "--behaviors", stack, "-o", "r.html") == replay)
        let against = Self.run(
            workspace, "report", "slow-drag.db", "--behaviors", "top-only", "--against", stack, "-o", "r.html")
        #expect(
            against
                == RunResult(
                    status: 80, output: "",
                    error: Self.error(
                        workspace, "behaviour 'test-non-finite' of the second stack made 'title.alpha' nan on frame 180"
                    )))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }

    @Test func compareNamesTheSide() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(
            Self.run(
                workspace, "compare", "slow-drag.db", "--behaviors", "top-only", "--against", "top-only,test-non-finite"
            )
                == RunResult(
                    status: 80, output: "",
                    error: Self.error(
                        workspace,
                        "behaviour 'test-non-finite' of the second stack made 'header_height' nan on frame 60"
                    )))
        #expect(
            Self.run(
                workspace, "compare", "slow-drag.db", "--behaviors", "top-only,test-non-finite=field=alpha:value=inf",
                "--against", "top-only"
            )
                == RunResult(
                    status: 80, output: "",
                    error: Self.error(
                        workspace, "behaviour 'test-non-finite' of the first stack made 'title.alpha' inf on frame 60"))
        )
    }

    @Test func aCPluginThatLaysOutNaNIsNamed() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let plugin = try PluginFixtures.cPlugin("cli-nan", [#"FIXTURE_IDENTIFIER="c-nan""#, "FIXTURE_NAN"])
        #expect(
            workspace.run(["slow-drag.db", "--plugin", plugin, "--behaviors", "top-only,c-nan"])
                == RunResult(
                    status: 80, output: "",
                    error: Self.error(workspace, "behaviour 'c-nan' made 'background.x' nan on frame 60")))
    }
}
