import StretchyCore
import StretchyStore
import _StretchySystem

/// Why the studio could not answer a request as asked: what the page shows next to the field it names, and what the
/// terminal logs. All of its text is here.
///
/// The ``field`` says where the page puts it: `stack` and `baseline` next to those texts (with the behaviour and
/// parameter when the tool's error names them), `session` on the sessions list, `golden` beside the save button.
struct StudioProblem: UserFacingError, Equatable {
    /// Where on the page the message belongs.
    enum Field: String {
        case session, stack, baseline, golden, frame, request
    }

    /// The HTTP status it is answered with.
    var status: Int
    /// Where on the page it belongs.
    var field: Field
    /// What is wrong, in one line.
    var description: String
    /// How to put it right.
    var hint: String?
    /// The behaviour the message is about, when the tool's error names one.
    var behavior: String?
    /// The parameter the message is about, when the tool's error names one.
    var parameter: String?

    /// A request parameter missing or not allowed.
    static func missing(_ name: String) -> StudioProblem {
        StudioProblem(
            status: 400, field: .request, description: "the request has no '\(name)'",
            hint: "Reload the page: it sends every parameter itself.")
    }

    /// A file the studio was not started with.
    static func unknownFile(_ file: String, known: [String]) -> StudioProblem {
        StudioProblem(
            status: 404, field: .session, description: "'\(file)' is not one of the studio's files",
            hint: known.isEmpty
                ? "Start the studio with the session files to show." : "Its files are: " + known.joined(separator: ", ")
        )
    }

    /// A frame number that is not a frame of the session.
    static func badFrame(_ text: String, frames: Int) -> StudioProblem {
        StudioProblem(
            status: 422, field: .frame, description: "frame '\(text)' is not a frame of this session",
            hint: "Frames are numbered 0 to \(max(0, frames - 1)).")
    }

    /// A golden name that is not usable.
    static func badGoldenName(_ name: String) -> StudioProblem {
        StudioProblem(
            status: 422, field: .golden, description: "the golden name '\(name)' is blank or too long",
            hint: "Give a name of 1 to 256 characters, such as 'tuned'.")
    }

    /// A baseline that is neither `stack:TEXT` nor `golden:NAME`.
    static func badBaseline(_ text: String) -> StudioProblem {
        StudioProblem(
            status: 422, field: .baseline, description: "the baseline '\(text)' is not a stack or a golden",
            hint: "Write stack:TEXT (a stack or a preset, such as stack:compose-top-app-bar) or golden:NAME.")
    }

    /// A golden the baseline names that the session does not have.
    static func unknownGolden(_ name: String, session: String, available: [String]) -> StudioProblem {
        StudioProblem(
            status: 404, field: .baseline, description: "session '\(session)' has no golden named '\(name)'",
            hint: available.isEmpty
                ? "Save one with 'Save as golden' first." : "Its goldens are: " + available.joined(separator: ", "))
    }

    /// A golden save refused because the file cannot be written.
    static func readOnly(_ file: String, reason: String) -> StudioProblem {
        StudioProblem(
            status: 409, field: .golden, description: "cannot save into \(file): \(reason)",
            hint: "Make the file writable (chmod u+w), or copy it and start the studio on the copy.")
    }

    /// The tool's own error, from reading the file, building a stack or replaying, in the field it concerns.
    static func from(_ error: any Error, field: Field) -> StudioProblem {
        var problem = StudioProblem(
            status: 422, field: field, description: String(describing: error),
            hint: (error as? any UserFacingError)?.hint)
        if let error = error as? BehaviorError {
            switch error {
            case .unknownParameter(let behavior, let parameter, _), .duplicateParameter(let behavior, let parameter),
                .invalidValue(let behavior, let parameter, _, _, _), .invalidList(let behavior, let parameter, _, _),
                .unknownSubview(let behavior, let parameter, _, _):
                problem.behavior = behavior
                problem.parameter = parameter
            default: break
            }
        } else if let error = error as? StoreError {
            problem.field = field == .golden ? .golden : .session
            switch error {
            case .fileNotFound, .sessionNotFound: problem.status = 404
            default: problem.status = 409
            }
        }
        return problem
    }

    /// The problem as the page reads it: `{"error", "hint", "field", "behavior", "parameter"}`.
    var json: JSONValue {
        .object([
            ("error", .string(description)), ("hint", hint.map { .string($0) } ?? .null),
            ("field", .string(field.rawValue)), ("behavior", behavior.map { .string($0) } ?? .null),
            ("parameter", parameter.map { .string($0) } ?? .null),
        ])
    }
}
