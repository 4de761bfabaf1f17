import StretchyCore
import Testing

@testable import StretchyStore

/// Every path that names a session refuses the same names, with the same messages (docs/inputs.md).
struct SessionNameTests {
    static let refused: [(String, String)] = [
        ("", "a session name must not be empty"),
        ("   ", "the session name '   ' is blank"),
        ("a\nb", "the session name 'a\\u{A}b' holds a control character (U+000A) at column 2"),
        ("\tx", "the session name '\\u{9}x' holds a control character (U+0009) at column 1"),
        ("é\u{2028}", "the session name 'é\\u{2028}' holds a control character (U+2028) at column 2"),
        (String(repeating: "é", count: 129), "the session name is 258 bytes long, more than the limit of 256"),
    ]

    @Test func theRecorderRefusesThem() throws {
        let store = try TemporaryDatabase.store("names-recorder")
        for (name, message) in Self.refused {
            do {
                _ = try store.startRecording(SessionMetadata(name: name, source: .device))
                Issue.record("'\(name)' was accepted")
            } catch {
                #expect(error.description == message)
            }
        }
        #expect(try TemporaryDatabase.count(store, "sessions") == 0)
    }

    @Test func insertingAndImportingRefuseThem() throws {
        let store = try TemporaryDatabase.store("names-insert")
        let file = TemporaryDatabase.file("names", extension: "csv", "t,offset_y\n0,0\n")
        for (name, message) in Self.refused {
            #expect(throws: StoreError.self) {
                try store.insertSession(SessionMetadata(name: name, source: .synthetic), samples: [])
            }
            do {
                _ = try store.importSamples(fromFile: file, name: name)
                Issue.record("'\(name)' was imported")
            } catch {
                #expect(error.description == message)
            }
        }
        #expect(try TemporaryDatabase.count(store, "sessions") == 0)
        _ = try store.insertSession(
            SessionMetadata(name: "a name with spaces, é and 😀", source: .synthetic), samples: [])
    }
}
