import Foundation

/// The files' problems the studio last listed, so that the terminal is told of each once, when it appears, however
/// often the page asks for the sessions; shared by the threads that answer.
final class FileProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Set<String> = []

    /// Records the problems of this listing and returns those that were not in the last one.
    func changed(to problems: [String]) -> [String] {
        lock.withLock {
            defer { current = Set(problems) }
            return problems.filter { !current.contains($0) }
        }
    }
}
