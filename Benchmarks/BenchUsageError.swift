/// A command line `stretchy-bench` does not understand, or a request for help (`message` is nil).
struct BenchUsageError: Error {
    /// What is wrong, or nil for `--help`.
    var message: String?

    /// The usage text.
    static let usage = """
        USAGE: swift run -c release stretchy-bench [--quick] [--only <list>] [--strict] [--keep] [--record-seconds <n>]

          --quick         Small inputs, few repetitions: a smoke test of a few seconds; targets not judged.
          --only <list>   Comma-separated measurements: engine,replay,import,memory,all,corpus,profile,report,
                          trace,record,check,studio,floor,instructions.
          --strict        Exit 1 when a target is missed (by default it always exits 0: it is a report).
                          Never with --quick, whose targets are not judged.
          --keep          Keep the temporary folder holding the inputs.
          --record-seconds <n>  How long the recorder runs (default 10, 3 with --quick; 600 for the long run).
        """

    init(_ message: String?) {
        self.message = message
    }
}
