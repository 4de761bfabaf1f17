import Foundation

// stretchy-bench: measures the performance targets of BENCHMARKS.md and prints one table.
// Usage: swift run -c release stretchy-bench [--quick] [--only engine,...,report,record] [--strict] [--record-seconds N]

InstructionBenchmark.runChildIfAsked(Array(CommandLine.arguments.dropFirst()))
let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write("Error: \(message)\n\(BenchUsageError.usage)\n".data(using: .utf8)!)
        exit(2)
    }
    print(BenchUsageError.usage)
    exit(0)
}

#if DEBUG
    FileHandle.standardError.write(
        "warning: a debug build measures nothing useful; run 'swift run -c release stretchy-bench'\n".data(
            using: .utf8)!)
#endif

let sizes = options.quick ? BenchSizes.quick : BenchSizes.full
let context = try BenchContext(sizes: sizes)
context.log("stretchy-bench\(options.quick ? " --quick" : ""): inputs in \(context.folder)")
if context.replayBinary == nil {
    context.log("note: stretchy-replay is not built next to stretchy-bench; its rows are skipped")
}
let measurements: [String: (BenchContext) throws -> [BenchRow]] = [
    "engine": EngineBenchmark.run, "replay": ReplayBenchmark.run, "import": ImportBenchmark.run,
    "memory": MemoryBenchmark.run, "all": ParallelBenchmark.run, "profile": ProfileBenchmark.run,
    "report": ReportBenchmark.run, "trace": TraceBenchmark.run,
    "studio": StudioBenchmark.run,
    "record": { try RecordBenchmark.run($0, seconds: options.recordSeconds ?? (options.quick ? 3 : 10)) },
    "check": CheckBenchmark.run, "floor": FloorBenchmark.run, "instructions": InstructionBenchmark.run,
    "corpus": CorpusBenchmark.run,
]
let started = Timing.now()
var rows: [BenchRow] = []
for target in options.targets {
    do {
        rows += try measurements[target]!(context)
    } catch {
        rows.append(
            BenchRow(target: target, value: "error: \(error)", baseline: "-", ratio: "-", limit: "-", holds: false))
    }
}
if options.keep { context.log("inputs kept in \(context.folder)") } else { context.cleanUp() }

for line in MachineInfo.lines() { print(line) }
print(
    "mode: \(options.quick ? "quick (smoke test, not a measurement)" : "full"), \(sizes.warmups) warm-up, "
        + "\(sizes.repetitions) repetitions, median; took \(Format.duration(Double(Timing.now() - started)))")
print("")
// Quick inputs are too small to judge a target by: their rows say so instead of PASS or MISS.
print(BenchTable.render(options.quick ? rows.map { $0.unjudged } : rows))
let missed = rows.filter { $0.holds == false }.count
print("")
if options.quick {
    print(
        "quick run: targets not judged (the inputs are too small to measure them); "
            + "run without --quick for PASS and MISS")
} else {
    print("\(rows.filter { $0.holds == true }.count) held, \(missed) missed")
}
exit(options.strict && !options.quick && missed > 0 ? 1 : 0)
