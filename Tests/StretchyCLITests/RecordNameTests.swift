import Foundation
import Testing

@testable import StretchyCLI

/// `record --name` is checked when the command starts: a name that cannot name every session of the run is a usage
/// error, and no database is created.
@Suite("record --name")
struct RecordNameTests {
    @Test func aNameTooLongForLaterSessionsIsAUsageErrorAndCreatesNothing() throws {
        let workspace = try Workspace()
        let result = workspace.run(
            "record", workspace.path("phone.db"), "--name", String(repeating: "n", count: 253), "--listen",
            "127.0.0.1:0")
        #expect(result.status == 64)
        #expect(
            result.error.split(separator: "\n").map(String.init) == [
                "Error: the session name is 253 bytes long, and the names of later sessions ('NAME-1000') would pass "
                    + "the limit of 256 bytes",
                "Give a name of at most 251 bytes (this one has 253).",
            ])
        #expect(!FileManager.default.fileExists(atPath: workspace.path("phone.db")))
    }
}
