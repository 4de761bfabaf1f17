import Foundation
import StretchyStore
import _StretchySystem

extension CheckFailure {
    /// Saves the shrunk session into a session database, with the invariant, the seed, the stack and the original
    /// script in its notes.
    ///
    /// - Parameters:
    ///   - path: The database; created if it does not exist.
    ///   - seed: The run's seed.
    ///   - stack: The stack as written.
    /// - Returns: The session's name: `check-SEED-INDEX` (or `check-NAME` for a corpus session), with a number
    ///   after it when the name is taken.
    /// - Throws: ``StoreError`` for the database.
    public func save(into path: String, seed: UInt64, stack: String) throws -> String {
        let base =
            index.map { "check-\(seed)-\($0)" } ?? "check-"
            + session.filter { $0 != "'" }
            .replacingOccurrences(of: "session ", with: "")
        var notes: [(String, JSONValue)] = [
            ("invariant", .string(violation.invariant)), ("frame", .number(Double(violation.frame))),
            ("detail", .string(violation.detail)), ("stack", .string(stack)), ("seed", .string(String(seed))),
            ("session", .string(session)),
        ]
        if let script { notes.append(("script", .string(script))) }
        let rate =
            samples.count >= 2 ? Double(samples.count - 1) / (samples[samples.count - 1].time - samples[0].time) : nil
        return try SessionStore.addingSessions(to: path) { store in
            var name = base
            var number = 2
            while try store.containsSession(named: name) {
                name = "\(base)-\(number)"
                number += 1
            }
            let metadata = SessionMetadata(
                name: name, source: .synthetic, refreshRate: rate.flatMap { $0.isFinite && $0 > 0 ? $0 : nil },
                viewportWidth: samples.first?.viewportWidth, viewportHeight: samples.first?.viewportHeight,
                notes: JSONValue.object(notes).rendered())
            return try store.insertSession(metadata, samples: samples).name
        }
    }
}
