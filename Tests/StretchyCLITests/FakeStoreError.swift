import StretchyCore

@testable import StretchyCLI

/// A runtime error with a hint and its own exit code.
enum FakeStoreError: UserFacingError, ExitCodeProviding {
    case cannotOpen(String)

    var description: String {
        switch self {
        case .cannotOpen(let path): "cannot open '\(path)': no such file"
        }
    }

    var hint: String? {
        switch self {
        case .cannotOpen: "Check the path, or create the database with 'stretchy-replay import'."
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .cannotOpen: .noInput
        }
    }
}
