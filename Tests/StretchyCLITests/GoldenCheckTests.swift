import Testing

@testable import StretchyCLI
@testable import StretchyReplay
@testable import StretchyStore

/// `--check-golden` on goldens damaged by hand, and `--save-golden` over a golden that is there: through the command,
/// on copies of shipped sessions.
@Suite("Golden checks and saves")
struct GoldenCheckTests {
    /// The hint every damaged golden of `base` in slow-drag gets.
    static let damagedHint =
        "The file was changed outside Stretchy: save the golden again with --save-golden base --replace from a stack "
        + "you trust, or delete it with 'stretchy-replay goldens delete FILE.db base --session slow-drag'.\n"

    /// A workspace whose slow-drag holds the golden `base` of `top-only`, then damaged by `sql`.
    static func damaged(_ sql: String) throws -> Workspace {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only", "--save-golden", "base").status == 0)
        try workspace.execute(sql, in: "slow-drag.db")
        return workspace
    }

    /// The error of checking `base` with `stack` in a damaged workspace.
    static func expectDamaged(_ workspace: Workspace, stack: String, problem: String) {
        let result = workspace.run("slow-drag.db", "--behaviors", stack, "--check-golden", "base")
        #expect(
            result
                == RunResult(
                    status: 79, output: "",
                    error: "Error: golden 'base' of session 'slow-drag' in '\(workspace.path("slow-drag.db"))' is "
                        + "damaged: \(problem)\n" + damagedHint))
    }

    @Test func aGoldenWhoseFramesAreGoneIsDamagedEvenForAnotherStackOfTheSameFrameCount() throws {
        let workspace = try Self.damaged("DELETE FROM golden_frames")
        Self.expectDamaged(workspace, stack: "immediate", problem: "it holds 0 frames where its row says 319")
        Self.expectDamaged(workspace, stack: "top-only", problem: "it holds 0 frames where its row says 319")
    }

    @Test func aGoldenWhoseFramesAreCutToOneValueIsDamaged() throws {
        let workspace = try Self.damaged("UPDATE golden_frames SET frame_values = substr(frame_values, 1, 8)")
        Self.expectDamaged(workspace, stack: "immediate", problem: "frame 0 holds 1 value where its columns need 7")
    }

    @Test func aGoldenWithAFrameCutPartWayThroughAValueIsDamaged() throws {
        let workspace = try Self.damaged(
            "UPDATE golden_frames SET frame_values = substr(frame_values, 1, 13) WHERE seq = 40")
        Self.expectDamaged(
            workspace, stack: "top-only",
            problem: "frame 40 holds 13 bytes, not the 7 values of 8 bytes its columns need")
    }

    @Test func aGoldenMissingOneFrameIsDamaged() throws {
        let workspace = try Self.damaged("DELETE FROM golden_frames WHERE seq = 100")
        Self.expectDamaged(workspace, stack: "top-only", problem: "its frame 100 is stored as frame 101")
    }

    @Test func aGoldenWhoseFramesNoLongerGiveItsDigestIsDamaged() throws {
        let workspace = try Self.damaged(
            "UPDATE golden_frames SET frame_values = (SELECT frame_values FROM golden_frames WHERE seq = 200) "
                + "WHERE seq = 199")
        Self.expectDamaged(
            workspace, stack: "top-only",
            problem: "its frames give the digest \(Self.swappedDigest)..., and its row says 829e675c960b...")
    }

    /// The first 12 digits of the digest of slow-drag's top-only frames with frame 199's values replaced by 200's.
    static let swappedDigest = "c7d4249c93f9"

    @Test func aGoldenWhoseRowCountsOtherFramesIsDamaged() throws {
        let workspace = try Self.damaged("UPDATE goldens SET frames = 318")
        Self.expectDamaged(workspace, stack: "top-only", problem: "it holds 319 frames where its row says 318")
    }

    @Test func aGoldenOfAnotherStackWithTheSameFramesAndColumnsDiffers() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only", "--save-golden", "base").status == 0)
        let same = workspace.run("slow-drag.db", "--behaviors", "top-only", "--check-golden", "base")
        #expect(same.status == 0)
        #expect(same.output.hasSuffix("  golden          'base' matches: 319 frames, bit for bit\n"))
        let other = workspace.run("slow-drag.db", "--behaviors", "immediate", "--check-golden", "base")
        #expect(other.status == 1)
        let lines = other.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  golden          'base' DIFFERS (saved ") })
        #expect(lines.contains { $0.hasPrefix("    header_height ") })
        // The stack that would check it is named, written as a shell would take it.
        #expect(
            lines.contains(
                "    this replay ran 'immediate', not the golden's stack: --behaviors top-only checks that one"))
        #expect(!same.output.contains("this replay ran"))
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--save-golden", "faded").status == 0)
        let defaulted = workspace.run("slow-drag.db", "--check-golden", "faded")
        #expect(defaulted.status == 1)
        #expect(
            defaulted.output.contains(
                "    this replay ran 'top-only', not the golden's stack: --behaviors top-only,fade checks that one\n"))
    }

    @Test func savingOverAGoldenIsRefusedUnlessReplaceIsGiven() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--save-golden", "v1").status == 0)
        let refused = workspace.run("slow-drag.db", "--behaviors", "top-only", "--save-golden", "v1")
        #expect(
            refused
                == RunResult(
                    status: 73, output: "",
                    error: "Error: session 'slow-drag' in '\(workspace.path("slow-drag.db"))' already has a golden "
                        + "named 'v1'\nGive --replace as well to replace it, or save the new golden under another "
                        + "name.\n"))
        // The golden is the one first saved.
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--check-golden", "v1").status == 0)
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only", "--check-golden", "v1").status == 1)
        let replaced = workspace.run("slow-drag.db", "--behaviors", "top-only", "--save-golden", "v1", "--replace")
        #expect(replaced.status == 0)
        #expect(replaced.output.hasSuffix("Saved golden 'v1' for 1 session in slow-drag.db.\n"))
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only", "--check-golden", "v1").status == 0)
        let listed = workspace.run("goldens", "slow-drag.db").output.split(separator: "\n")
        #expect(listed.count == 2)
    }

    @Test func aRefusalWithAllSavesNoGoldenInAnySession() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(workspace.run("synth", "--into", "slow-drag.db", "--preset", "bounce-at-top", "-q").status == 0)
        #expect(
            workspace.run(
                "slow-drag.db", "--session", "slow-drag", "--behaviors", "top-only", "--save-golden", "v1"
            ).status == 0)
        let refused = workspace.run("slow-drag.db", "--all", "--behaviors", "top-only", "--save-golden", "v1")
        #expect(refused.status == 73)
        #expect(
            workspace.run("goldens", "slow-drag.db").output.split(separator: "\n").map {
                $0.split(separator: " ").first.map(String.init) ?? ""
            } == ["session", "slow-drag"])
    }

    @Test func replaceNeedsSaveGolden() {
        #expect(
            CLITestSupport.run("x.db", "--replace")
                == RunResult(
                    status: 64, output: "",
                    error: CLITestSupport.usageError(
                        "--replace lets --save-golden replace a golden; give --save-golden <name> too.",
                        usage: "stretchy-replay replay [<options>] <session.db> ...", command: "stretchy-replay replay")
                ))
    }
}

/// How a golden check that matches is worded, from its report.
@Suite("Golden verdicts")
struct GoldenVerdictTests {
    static func report(digest: String, tolerance: Double) -> GoldenReport {
        GoldenReport(
            golden: GoldenInfo(
                id: 1, name: "base", session: "s", stack: "top-only", header: "{}", columns: ["seq", "t"], frames: 3,
                digest: "aa", created: "2026-12-01T00:00:00Z"),
            frames: 3, tolerance: tolerance, fields: [FieldDifference(name: "t")], missingColumns: [],
            extraColumns: [], digest: digest)
    }

    @Test func bitForBitOnlyWhenTheDigestIsTheGoldens() {
        #expect(
            GoldenFormatter.text(Self.report(digest: "aa", tolerance: 0), stack: "top-only")
                == "  golden          'base' matches: 3 frames, bit for bit\n")
        #expect(
            GoldenFormatter.text(Self.report(digest: "bb", tolerance: 0), stack: "top-only")
                == "  golden          'base' matches: 3 frames, equal in value but not bit for bit (a zero's sign "
                + "differs)\n")
        #expect(
            GoldenFormatter.text(Self.report(digest: "aa", tolerance: 0.5), stack: "top-only")
                == "  golden          'base' matches: 3 frames within 0.5\n")
    }
}
