import StretchyCore
import StretchyReplay
import StretchyStore

/// Target 6: `--profile` at most doubles the replay's engine time.
///
/// `ReplayEngine.run` over samples held in memory (`ArraySampleSource`), so the time is the engine's alone
/// (stepping, digest, ranges), with `profile: false` and `profile: true`, side by side. A second row does the same
/// from SQLite (the store's `SampleCursor`), the replay as the command runs it.
enum ProfileBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let count = context.sizes.profileSamples
        let samples = Array(context.samples(count))
        let database = try context.database("replay.db", sessions: [("replay", context.sizes.replaySamples)])
        let engine = context.engine
        context.log("profile: \(Format.count(count)) samples")
        func inMemory(_ profile: Bool) -> () throws -> UInt64? {
            {
                var source = ArraySampleSource(samples)
                _ = try engine.run(&source, profile: profile)
                return nil
            }
        }
        func fromStore(_ profile: Bool) -> () throws -> UInt64? {
            {
                let store = try SessionStore(path: database, mode: .readOnly)
                var source = try store.sampleCursor(session: "replay")
                _ = try engine.run(&source, profile: profile)
                return nil
            }
        }
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions,
            [inMemory(false), inMemory(true), fromStore(false), fromStore(true)])
        return [
            .time(
                "6 --profile, engine (in memory)", medians[1], note: " (profiled)", baseline: medians[0],
                baselineNote: "", atMost: 2),
            .time(
                "6 --profile, from SQLite", medians[3], note: " (profiled)", baseline: medians[2], baselineNote: "",
                atMost: 2),
        ]
    }
}
