import Foundation
import StretchyCore
import StretchyTestSupport
import Testing

@testable import StretchyStore

/// Sessions' raw touch events: the `touches` table (schema version 3) that old files survive, whole-session inserts
/// and recordings that carry them, and the touch file of `import --touches` and `export --touches`.
@Suite struct TouchFileTests {
    static let touches = [
        TouchPoint(time: 0, x: 195, y: 650, kind: .down),
        TouchPoint(time: 0.058, x: 195, y: 638, kind: .move),
        TouchPoint(time: 0.1, x: 195.5, y: -0.0, kind: .move, pointer: 0),
        TouchPoint(time: 0.1, x: 10, y: 20, kind: .down, pointer: 1),
        TouchPoint(time: 0.2, x: 10, y: 20, kind: .cancel, pointer: 1),
        TouchPoint(time: 0.218, x: 195, y: 1e-300, kind: .up),
    ]

    /// A whole session stores its touches in the same transaction and reads them back bit for bit, `-0` included;
    /// a session stored without any has none.
    @Test func aSessionKeepsItsTouchesBitForBit() throws {
        let store = try TemporaryDatabase.store("touches")
        try store.insertSession(
            SessionMetadata(name: "with", source: .browser), samples: [ScrollSample(time: 0, offsetY: 1)],
            touches: Self.touches)
        try store.insertSession(
            SessionMetadata(name: "without", source: .import), samples: [ScrollSample(time: 0, offsetY: 1)])
        let read = try store.touches(session: "with")
        #expect(read == Self.touches)
        #expect(read[2].y.sign == .minus)
        #expect(try store.touches(session: "without").isEmpty)
        #expect(throws: StoreError.sessionNotFound(name: "nobody", path: store.path)) {
            _ = try store.touches(session: "nobody")
        }
    }

    /// A recording commits the touches it holds with its next batch, numbered on from those already stored.
    @Test func aRecordingCommitsItsTouchesWithItsBatches() throws {
        let store = try TemporaryDatabase.store("recorded-touches")
        let recorder = try store.startRecording(SessionMetadata(name: "live", source: .browser))
        try recorder.append(ScrollSample(time: 0, offsetY: 0))
        try recorder.append(touches: Array(Self.touches[..<2]))
        try recorder.commit()
        #expect(try store.touches(session: "live") == Array(Self.touches[..<2]))
        try recorder.append(touches: Array(Self.touches[2...]))
        try recorder.finish()
        #expect(try store.touches(session: "live") == Self.touches)
        #expect(throws: StoreError.sessionFinished(name: "live")) { try recorder.append(touches: Self.touches) }
    }

    /// A schema-2 file (a shipped session) is read as it is, with no touches; opened for writing it is migrated to
    /// version 3 and keeps its samples.
    @Test func aVersionTwoFileSurvives() throws {
        let path = TemporaryDatabase.path("v2")
        try FileManager.default.copyItem(
            atPath: Repository.root.appendingPathComponent("Sessions/slow-drag.db").path, toPath: path)
        let old = try SessionStore(path: path, mode: .readOnly)
        #expect(old.schemaVersion == 2)
        #expect(try old.touches(session: "slow-drag").isEmpty)
        let samples = try TemporaryDatabase.samples(old, "slow-drag")
        let migrated = try SessionStore(path: path, mode: .readWrite)
        #expect(migrated.schemaVersion == 4)
        #expect(try migrated.touches(session: "slow-drag").isEmpty)
        #expect(try TemporaryDatabase.samples(migrated, "slow-drag") == samples)
    }

    /// Export then import gives back the same events; columns in any order, `x` and `pointer` optional.
    @Test func theTouchFileRoundTrips() throws {
        let text = TouchFile.header + "\n" + Self.touches.map { TouchFile.line(for: $0) + "\n" }.joined()
        #expect(text.split(separator: "\n")[3] == "0.1,195.5,-0,move,0")
        #expect(try TouchFile.parse(text, path: "t.csv") == Self.touches)
        let reordered = "kind, y ,t\r\ndown,650,0\r\n\r\nup,600,0.2\r\n"
        #expect(
            try TouchFile.parse(reordered, path: "t.csv") == [
                TouchPoint(time: 0, x: 0, y: 650, kind: .down), TouchPoint(time: 0.2, x: 0, y: 600, kind: .up),
            ])
    }

    /// Bad touch files: the text, the refusal and its hint.
    static let badFiles: [(text: String, description: String, hint: String)] = [
        (
            "", "t.csv:1: the touch file is empty",
            "Write a header row such as 't,x,y,kind,pointer', then one touch event per line."
        ),
        (
            "t,y,kind,speed\n", "t.csv:1: unknown touch column 'speed'",
            "Accepted columns: t, x, y, kind, pointer; t, y and kind are required."
        ),
        (
            "t,y\n", "t.csv:1: missing required touch column 'kind'",
            "Accepted columns: t, x, y, kind, pointer; t, y and kind are required."
        ),
        (
            "t,y,kind,t\n", "t.csv:1: touch column 't' appears twice",
            "Accepted columns: t, x, y, kind, pointer; t, y and kind are required."
        ),
        (
            "t,y,kind\n0,1\n", "t.csv:2: found 2 fields, but the header names 3 columns",
            "Write one value per column, separated by commas."
        ),
        (
            "t,y,kind\n0,abc,down\n", "t.csv:2: 'y' is 'abc', which is not a number",
            "Write numbers such as 12, -0.5 or 1e-3."
        ),
        (
            "t,y,kind\n0,2e9,down\n", "t.csv:2: 'y' is 2e9; its magnitude must be at most 1e9",
            "Write numbers such as 12, -0.5 or 1e-3."
        ),
        (
            "t,y,kind,pointer\n0,1,down,1.5\n", "t.csv:2: 'pointer' is '1.5'; it must be a whole number from 0",
            "Write numbers such as 12, -0.5 or 1e-3."
        ),
        ("t,y,kind\n0,1,lift\n", "t.csv:2: unknown touch kind 'lift'", "Accepted kinds: down, move, up, cancel."),
        (
            "t,y,kind\n0.5,1,down\n0.25,1,up\n", "t.csv:3: 't' is 0.25, before the previous event's 0.5",
            "Write the events in the order they happened."
        ),
    ]

    /// Every refusal names the file and line, in one place, with its hint. The log names each case by its refusal,
    /// not by the file's text.
    @Test(arguments: badFiles.map { NamedArgument($0.description, ($0.text, $0.hint)) })
    func aBadTouchFileIsRefused(_ file: NamedArgument<(String, String)>) {
        let (text, hint) = file.value
        let error = #expect(throws: TouchFileError.self) { _ = try TouchFile.parse(text, path: "t.csv") }
        #expect(error?.description == file.name)
        #expect(error?.hint == hint)
    }
}
