/// One test case of a JUnit report: a session (or, for `check`, an invariant) and how it came out.
struct JUnitTestCase: Equatable, Sendable {
    /// How a test case came out.
    enum Outcome: Equatable, Sendable {
        /// It passed.
        case passed
        /// Its check failed (exit 1 or 2): a golden that differs, stacks that differ, an invariant that fails.
        case failed(Problem)
        /// It could not be checked: an error stopped it (a damaged golden, a sample the engine refuses).
        case error(Problem)
    }

    /// What went wrong: one line for the `message` attribute, and the details with the command to reproduce it.
    struct Problem: Equatable, Sendable {
        /// One line, such as `golden 'baseline' differs: title.alpha first at frame 12 (golden 1, now 0.5)`.
        var message: String
        /// What the command printed about it (may be several lines).
        var details: String
        /// The command line that reproduces it.
        var reproduce: String

        /// The element's text: the details, then `Reproduce: <command>`.
        var text: String {
            (details.isEmpty ? "" : details + (details.hasSuffix("\n") ? "" : "\n")) + "Reproduce: \(reproduce)\n"
        }
    }

    /// The case's name: the session, or the invariant.
    var name: String
    /// The `classname`: the file (a session's database) or the stack checked.
    var className: String
    /// How it came out.
    var outcome: Outcome
    /// What the command printed for it when it passed, kept in `system-out`; empty for none.
    var output: String = ""

    /// The problem of a case that did not pass.
    var problem: Problem? {
        switch outcome {
        case .passed: nil
        case .failed(let problem), .error(let problem): problem
        }
    }
}
