import Foundation
import Testing
import _StretchySystem

@testable import StretchyCLI

/// `--trace` as a user runs it: the file is a trace of every frame, the last line says where it went, the frames
/// and digest are those of the plain replay, and what does not go together is refused before anything is written.
struct TraceOptionTests {
    @Test func aTraceHoldsEveryFrameAndTheReplayIsUnchanged() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("slow-drag.db", "--behaviors", "top-only,fade,tabs", "--trace", "t.json")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.last == "Wrote t.json: 319 frames; open it in https://ui.perfetto.dev or chrome://tracing.")
        #expect(result.output.contains("  latency "), "--trace implies --profile")
        #expect(result.output.contains("319 frames timed per behaviour, 319 whole"))
        let plain = try workspace.digests("slow-drag.db", "--behaviors", "top-only,fade,tabs")
        #expect(!plain.isEmpty && result.output.contains(plain[0]))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: workspace.path("t.json"))))
        guard case .object(let top) = try JSONParser.parse(bytes),
            case .array(let events)? = top.first(where: { $0.0 == "traceEvents" })?.1
        else {
            Issue.record("not a trace")
            return
        }
        // 1 process name, 5 tracks named and sorted, 319 frames of 1 frame slice and 4 behaviour slices.
        #expect(events.count == 1 + 5 * 2 + 319 * 5)
    }

    @Test func aTraceOfSeveralSessionsOrWithAGoldenIsRefused() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let all = workspace.run("slow-drag.db", "--behaviors", "top-only", "--all", "--trace", "t.json")
        #expect(all.status == 64)
        #expect(
            all.error.split(separator: "\n").first
                == "Error: --trace writes the timings of one session: give --session <name> instead of --all.")
        let files = workspace.run("slow-drag.db", "slow-drag.db", "--behaviors", "top-only", "--trace", "t.json")
        #expect(files.status == 64)
        let oneFile =
            "Error: --trace writes the timings of one session: give one file (and --session when it holds several)."
        #expect(files.error.split(separator: "\n").first.map(String.init) == oneFile)
        let golden = workspace.run(
            "slow-drag.db", "--behaviors", "top-only", "--check-golden", "g", "--trace", "t.json")
        #expect(golden.status == 64)
        #expect(
            golden.error.split(separator: "\n").first
                == "Error: --save-golden and --check-golden replay on their own; leave out --trace.")
        let input = workspace.run("slow-drag.db", "--behaviors", "top-only", "--trace", "slow-drag.db")
        #expect(input.status != 0)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("t.json")))
    }
}
