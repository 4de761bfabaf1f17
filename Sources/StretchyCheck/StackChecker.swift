import Foundation
import StretchyCore

/// Property-based checking of a behaviour stack: generated sessions (and a corpus) replayed through the stack and
/// checked against the universal invariants and the behaviours' own, with the first failure shrunk.
///
/// For example:
///
/// ```swift
/// let checker = StackChecker(stack: stack, stackText: "top-only,fade")
/// let report = checker.run(sessions: 1000, seed: 1)
/// print(report.text)
/// ```
public struct StackChecker: Sendable {
    /// A session of a corpus: a name and its samples.
    public typealias CorpusSession = (name: String, samples: [ScrollSample])

    let checker: SessionChecker
    let stackText: String

    /// A checker for a stack.
    ///
    /// - Parameters:
    ///   - stack: The stack to check.
    ///   - stackText: The stack as written, for the report.
    ///   - registry: The registry the stack was made from; needed for plugin behaviours, whose descriptions (slope,
    ///     exclusions, `readsPreviousFrame`) live in the registry rather than in their adapter type.
    public init(stack: BehaviorStack, stackText: String, registry: BehaviorRegistry? = nil) {
        checker = SessionChecker(stack: stack, registry: registry)
        self.stackText = stackText
    }

    /// The gesture script of generated session `index` of run `seed`: what `check` replays, on every platform.
    ///
    /// - Parameters:
    ///   - seed: The run's seed.
    ///   - index: The session's index, from 0.
    /// - Returns: The script's text (docs/synth.md).
    public static func script(seed: UInt64, index: Int) -> String {
        CheckScript.generate(seed: seed, index: index).text
    }

    /// Every session index `secondThreadStride`-th is also run on another thread.
    static let secondThreadStride = 8

    /// Checks the corpus, then `sessions` generated sessions, and shrinks the first failure.
    ///
    /// The sessions, the failure and the report are the same for the same seed whatever `jobs` is; only
    /// `timeLimit` (which stops early) and the time taken depend on the machine.
    ///
    /// - Parameters:
    ///   - sessions: How many sessions to generate.
    ///   - seed: The seed of the generated sessions.
    ///   - corpus: Sessions to check first, such as recorded ones.
    ///   - timeLimit: Stop generating after this many seconds; `nil` for no limit.
    ///   - jobs: How many threads check generated sessions.
    ///   - clock: Seconds from any origin; injected so tests are deterministic.
    /// - Returns: What was checked and the first failure.
    /// - Throws: ``CheckError/invalidCorpusSession(name:_:)`` when the runner refuses a corpus session's sample.
    public func run(
        sessions: Int, seed: UInt64, corpus: [CorpusSession] = [], timeLimit: Double? = nil, jobs: Int = 1,
        clock: @escaping @Sendable () -> Double
    ) throws(CheckError) -> CheckReport {
        let start = clock()
        var report = CheckReport(
            stack: stackText, seed: seed, sessions: 0, frames: 0, invariants: checker.invariantNames,
            exclusions: checker.exclusions, seconds: 0, failure: nil)
        for session in corpus {
            report.sessions += 1
            switch checker.check(session.samples, onSecondThread: true) {
            case .pass(let frames):
                report.frames += frames
            case .invalid(let problem):
                throw .invalidCorpusSession(name: session.name, problem)
            case .fail(let violation):
                report.frames += session.samples.count
                var shrinker = Shrinker(checker: checker, invariant: violation.invariant)
                let samples = shrinker.shrink(samples: session.samples, failingAt: violation.frame)
                report.failure = CheckFailure(
                    session: "session '\(session.name)'", index: nil, script: nil, original: violation,
                    originalSampleCount: session.samples.count, gestures: (0, 0), samples: samples,
                    violation: Self.violation(of: checker, samples, violation))
                report.seconds = clock() - start
                return report
            }
        }
        let results = generated(sessions: sessions, seed: seed, jobs: jobs) { index in
            guard let timeLimit else { return false }
            return clock() - start > timeLimit && index > 0
        }
        report.sessions += results.sessions
        report.frames += results.frames
        if let (index, script, samples, violation) = results.failure {
            var shrinker = Shrinker(checker: checker, invariant: violation.invariant)
            let shrunkScript = shrinker.shrink(script: script)
            var shrunkSamples = samples
            var frame = violation.frame
            if let parsed = shrunkScript.parsed() {
                let candidate = Array(parsed.samples())
                if case .fail(let again) = checker.check(candidate, onSecondThread: true),
                    again.invariant == violation.invariant
                {
                    (shrunkSamples, frame) = (candidate, again.frame)
                }
            }
            let final = shrinker.shrink(samples: shrunkSamples, failingAt: frame)
            report.failure = CheckFailure(
                session: "session \(index)", index: index, script: script.text, original: violation,
                originalSampleCount: samples.count, gestures: (script.gestures.count, shrunkScript.gestures.count),
                samples: final, violation: Self.violation(of: checker, final, violation))
        }
        report.seconds = clock() - start
        return report
    }

    private static func violation(
        of checker: SessionChecker, _ samples: [ScrollSample], _ fallback: CheckViolation
    ) -> CheckViolation {
        if case .fail(let violation) = checker.check(samples, onSecondThread: true) { return violation }
        return fallback
    }

    struct GeneratedResult {
        var sessions = 0
        var frames = 0
        var failure: (index: Int, script: CheckScript, samples: [ScrollSample], violation: CheckViolation)?
    }

    /// Checks sessions 0..<count on `jobs` threads (this one and `jobs - 1` more); session `i` goes to thread `i % jobs`. A failure stops every
    /// thread at the failing index, and only sessions up to the first failing one are counted, so the result does not
    /// depend on the job count.
    private func generated(
        sessions count: Int, seed: UInt64, jobs: Int, stop: @escaping @Sendable (Int) -> Bool
    ) -> GeneratedResult {
        let shared = SharedProgress(count: count)
        let checker = self.checker
        let jobs = max(1, min(jobs, count))
        @Sendable func work(_ job: Int) {
            var index = job
            while index < count, index < shared.firstFailure, !stop(index) {
                let script = CheckScript.generate(seed: seed, index: index)
                let samples = script.parsed().map { Array($0.samples()) } ?? []
                let outcome = checker.check(
                    samples, onSecondThread: index % Self.secondThreadStride == Self.secondThreadStride - 1)
                switch outcome {
                case .pass(let frames):
                    shared.record(index: index, frames: frames)
                case .invalid:
                    shared.record(index: index, frames: 0)
                case .fail(let violation):
                    shared.record(index: index, frames: samples.count)
                    shared.fail(index: index, script: script, samples: samples, violation: violation)
                }
                index += jobs
            }
        }
        // Threads of their own: concurrentPerform may run its iterations one after the other on Linux (BENCHMARKS.md).
        let group = DispatchGroup()
        for job in 1..<jobs {
            group.enter()
            Thread {
                work(job)
                group.leave()
            }.start()
        }
        work(0)
        group.wait()
        return shared.result()
    }
}

private final class SharedProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [Int]
    private var done: [Bool]
    private var failure: (index: Int, script: CheckScript, samples: [ScrollSample], violation: CheckViolation)?
    private var firstFailureIndex = Int.max

    init(count: Int) {
        frames = Array(repeating: 0, count: count)
        done = Array(repeating: false, count: count)
    }

    var firstFailure: Int {
        lock.withLock { firstFailureIndex }
    }

    func record(index: Int, frames count: Int) {
        lock.withLock {
            frames[index] = count
            done[index] = true
        }
    }

    func fail(index: Int, script: CheckScript, samples: [ScrollSample], violation: CheckViolation) {
        lock.withLock {
            if index < firstFailureIndex {
                firstFailureIndex = index
                failure = (index, script, samples, violation)
            }
        }
    }

    func result() -> StackChecker.GeneratedResult {
        lock.withLock {
            // Up to the first failure, or up to the first session a time limit left out.
            let limit = firstFailureIndex == .max ? done.count : firstFailureIndex + 1
            let end = min(limit, done.firstIndex(of: false) ?? done.count)
            return StackChecker.GeneratedResult(
                sessions: end, frames: frames[..<end].reduce(0, +), failure: end > firstFailureIndex ? failure : nil)
        }
    }
}
