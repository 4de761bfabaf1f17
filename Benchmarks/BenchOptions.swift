/// The command line of `stretchy-bench`: `[--quick] [--only engine,replay,import,memory,all,profile,report,check] [--strict]`.
struct BenchOptions {
    /// Every measurement, in the order they run.
    static let allTargets = ["engine", "replay", "import", "memory", "all", "profile", "report", "check"]

    /// Small inputs and few repetitions: a smoke test of a few seconds, not a measurement.
    var quick = false
    /// The measurements to run.
    var targets = BenchOptions.allTargets
    /// Exit 1 when a target is missed.
    var strict = false
    /// Keep the temporary folder with the inputs.
    var keep = false

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
