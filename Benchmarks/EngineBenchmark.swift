import AllocationCounter
import StretchyCore
import _StretchySystem

/// Target 1: the stack steps at least 20 million frames a second on one core, with no allocation per frame; round
/// two's target is 25 ns a frame (40 million a second).
///
/// The samples are synthesized into an array first, so only stepping is timed. The baseline is a loop that reads
/// the same array and sums two fields: the cost of touching the samples, which no stack can beat.
enum EngineBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let samples = Array(context.samples(context.sizes.engineFrames))
        let stack = context.stack
        context.log("engine: \(Format.count(samples.count)) frames per repetition")
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions,
            [
                {
                    var sum = 0.0
                    for sample in samples { sum += sample.offsetY + sample.time }
                    keepAlive(sum)
                    return nil
                },
                {
                    var runner = stack.makeRunner()
                    var sum = 0.0
                    for sample in samples { sum += try runner.step(sample).headerHeight }
                    keepAlive(sum)
                    return nil
                },
            ])
        let frames = Double(samples.count)
        let baseline = medians[0] / frames
        let perFrame = medians[1] / frames
        var runner = stack.makeRunner()
        var sum = 0.0
        sum += try runner.step(samples[0]).headerHeight
        allocation_counter_start()
        for sample in samples.dropFirst() { sum += try runner.step(sample).headerHeight }
        let allocations = allocation_counter_stop()
        keepAlive(sum)
        return [
            BenchRow(
                target: "1 engine ns/frame",
                value: Format.fixed(perFrame) + " ns (\(Format.fixed(1e3 / perFrame, 1)) M/s)",
                baseline: Format.fixed(baseline) + " ns (array read)", ratio: Format.ratio(perFrame / baseline),
                limit: "<= 50 ns", holds: perFrame <= 50),
            // Round two's target for the same measurement.
            BenchRow(
                target: "R2 engine ns/frame", value: Format.fixed(perFrame) + " ns",
                baseline: Format.fixed(baseline) + " ns (array read)", ratio: Format.ratio(perFrame / baseline),
                limit: "<= 25 ns", holds: perFrame <= 25),
            BenchRow(
                target: "1 engine allocations/frame", value: Format.fixed(Double(allocations) / (frames - 1), 4),
                baseline: "\(allocations) in \(Format.count(samples.count - 1)) steps", ratio: "-", limit: "0",
                holds: allocations == 0),
        ]
    }
}
