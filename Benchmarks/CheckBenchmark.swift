import StretchyCheck

/// Target 8: `stretchy-replay check` checks at least 1,000 realistic sessions a second of the five-behaviour stack on
/// one core, and uses both cores by default.
enum CheckBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let checker = StackChecker(stack: context.stack, stackText: BenchContext.stackText)
        let sessions = context.sizes.checkSessions
        context.log("check: \(Format.count(sessions)) generated sessions, seed 1")
        func body(_ jobs: Int) -> () throws -> UInt64? {
            {
                let report = try checker.run(sessions: sessions, seed: 1, jobs: jobs) { 0 }
                guard report.failure == nil, report.sessions == sessions else {
                    throw BenchFailure("check found a failure or stopped early:\n" + report.text)
                }
                return nil
            }
        }
        // The CPU time of the one-job run: what it costs on one core, however loaded the shared machine is.
        let cpu: () throws -> UInt64? = {
            let start = Timing.processCPU()
            _ = try body(1)()
            return Timing.processCPU() - start
        }
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions, [body(1), body(2), cpu])
        let perCPUSecond = Double(sessions) / (medians[2] / 1e9)
        let one = Double(sessions) / (medians[0] / 1e9)
        let two = Double(sessions) / (medians[1] / 1e9)
        return [
            BenchRow(
                target: "9 check sessions per CPU s, 1 job", value: Format.fixed(perCPUSecond, 0) + " sessions/s",
                baseline: "1000 sessions/s", ratio: Format.ratio(perCPUSecond / 1000), limit: ">= 1x",
                holds: perCPUSecond >= 1000),
            BenchRow(
                target: "9 check sessions/s wall, 1 job", value: Format.fixed(one, 0) + " sessions/s",
                baseline: "1000 sessions/s", ratio: Format.ratio(one / 1000), limit: "-", holds: nil),
            BenchRow(
                target: "9 check sessions/s wall, 2 jobs", value: Format.fixed(two, 0) + " sessions/s",
                baseline: Format.fixed(one, 0) + " (1 job)", ratio: Format.ratio(two / one), limit: "-", holds: nil),
        ]
    }
}
