/// The command line of `stretchy-bench`:
/// `[--quick] [--only engine,replay,import,memory,all,corpus,profile,report,trace,record,check,studio,floor,
/// instructions]
/// [--strict]
/// [--record-seconds N]`.
struct BenchOptions {
    /// Every measurement, in the order they run.
    static let allTargets = [
        "engine", "replay", "import", "memory", "all", "corpus", "profile", "report", "trace", "record", "check",
        "studio",
        "floor",
        "instructions",
    ]

    /// Small inputs and few repetitions: a smoke test of a few seconds, not a measurement.
    var quick = false
    /// The measurements to run.
    var targets = BenchOptions.allTargets
    /// Exit 1 when a target is missed.
    var strict = false
    /// Keep the temporary folder with the inputs.
    var keep = false
    /// How long the recorder benchmark runs, in seconds: 10 by default, 3 with `--quick`; 600 for the long run.
    var recordSeconds: Double?

    /// Parses the arguments after the program's name.
    init(arguments: [String]) throws(BenchUsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--quick": quick = true
            case "--strict": strict = true
            case "--keep": keep = true
            case "--only":
                index += 1
                guard index < arguments.count else {
                    throw BenchUsageError("--only needs a list, such as engine,replay")
                }
                targets = try Self.targets(arguments[index])
            case _ where argument.hasPrefix("--only="):
                targets = try Self.targets(String(argument.dropFirst("--only=".count)))
            case "--record-seconds":
                index += 1
                guard index < arguments.count, let seconds = Double(arguments[index]), seconds >= 1 else {
                    throw BenchUsageError("--record-seconds needs a number of seconds, at least 1, such as 600")
                }
                recordSeconds = seconds
            case "-h", "--help":
                throw BenchUsageError(nil)
            default:
                throw BenchUsageError("unknown argument '\(argument)'")
            }
            index += 1
        }
    }

    private static func targets(_ text: String) throws(BenchUsageError) -> [String] {
        let names = text.split(separator: ",").map(String.init)
        for name in names where !allTargets.contains(name) {
            throw BenchUsageError("unknown measurement '\(name)'; choose from \(allTargets.joined(separator: ","))")
        }
        return allTargets.filter(names.contains)
    }
}
