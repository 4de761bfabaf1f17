import StretchyCore

/// Why a check could not run.
public enum CheckError: UserFacingError, Equatable {
    /// The corpus database holds no session.
    case emptyCorpus(path: String)
    /// A corpus session holds a sample the runner refuses (so no invariant can be checked on it).
    case invalidCorpusSession(name: String, InvalidSample)

    /// What is wrong, in one line naming the file or session.
    public var description: String {
        switch self {
        case .emptyCorpus(let path):
            "the corpus '\(path)' holds no session"
        case .invalidCorpusSession(let name, let problem):
            "corpus session '\(name)': \(problem.description)"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .emptyCorpus:
            "Give a session database with at least one session, or leave out --corpus."
        case .invalidCorpusSession:
            "Fix or delete the session; 'stretchy-replay replay' shows the same problem."
        }
    }
}
