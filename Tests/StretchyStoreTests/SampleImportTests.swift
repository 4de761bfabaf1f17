import Foundation
import StretchyCore
import Testing
import _StretchySystem

@testable import StretchyStore

@Suite struct SampleImportTests {
    /// Imports `text` as a file into a store that already holds one session, expects a refusal with exactly
    /// `message` (after `<path>:`) and checks that the database did not change.
    func expectRefusal(
        _ text: String, extension pathExtension: String = "csv", _ message: String, hint: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let store = try TemporaryDatabase.store("refusal")
        let before = try store.startRecording(SessionMetadata(name: "before", source: .synthetic))
        try before.append(ScrollSample(time: 0, offsetY: 0))
        try before.finish()
        let path = TemporaryDatabase.file("bad", extension: pathExtension, text)
        let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) {
            try store.importSamples(fromFile: path, name: "new")
        }
        #expect(error?.description == "\(path)\(message)", sourceLocation: sourceLocation)
        if let hint { #expect(error?.hint == hint, sourceLocation: sourceLocation) }
        #expect(try store.sessions().map(\.name) == ["before"], sourceLocation: sourceLocation)
        #expect(try TemporaryDatabase.count(store, "samples") == 1, sourceLocation: sourceLocation)
        #expect(!store.connection.isInsideTransaction, sourceLocation: sourceLocation)
    }

    @Test func progressReportsEverySampleAndTheBytesOfTheFileRead() throws {
        let store = try TemporaryDatabase.store("progress")
        let text = "t,offset_y\n0,0\n\n0.5,1\r\n1,2"
        let path = TemporaryDatabase.file("progress", extension: "csv", text)
        var reports: [ImportProgress] = []
        try store.importSamples(fromFile: path, name: "progress") { reports.append($0) }
        #expect(reports.map(\.samples) == [1, 2, 3])
        // The bytes of each sample's line and those before it, line endings and the blank line included.
        #expect(reports.map(\.bytesRead) == [15, 23, 26])
        #expect(reports.allSatisfy { $0.fileSize == 26 })
        #expect(reports.last?.fraction == 1)
    }

    static let columnsHint =
        "Accepted columns: t, offset_y, inset_top, viewport_width, viewport_height, content_height, phase; "
        + "t and offset_y are required."

    @Test func badCSVFilesAreRefusedWithFileLineAndReason() throws {
        try expectRefusal("t,offset_y,speed\n0,0,1\n", ":1: unknown column 'speed'", hint: Self.columnsHint)
        try expectRefusal(
            "t,offset\n0,0\n", ":1: unknown column 'offset'", hint: "Did you mean 'offset_y'? " + Self.columnsHint)
        try expectRefusal(
            "t,offset_y,phase\n0,0,draging\n", ":2: unknown phase 'draging'",
            hint: "Did you mean 'dragging'? Accepted phases: idle, tracking, dragging, decelerating, bouncing, "
                + "programmatic.")
        try expectRefusal("t,inset_top\n0,0\n", ":1: missing required column 'offset_y'", hint: Self.columnsHint)
        try expectRefusal("t,offset_y,t\n0,0,0\n", ":1: column 't' appears twice")
        try expectRefusal(
            "t,offset_y\n0,0\n0.1,abc\n", ":3: 'offset_y' is 'abc', which is not a number",
            hint: "Write numbers such as 12, -0.5 or 1e-3, and the phase as a name.")
        try expectRefusal("t,offset_y\n0,\n", ":2: 'offset_y' is '', which is not a number")
        try expectRefusal("t,offset_y\n0x10,0\n", ":2: 't' is '0x10', which is not a number")
        try expectRefusal("t,offset_y\n0,0\n0.1,NaN\n", ":3: 'offset_y' is 'NaN', which is not a number")
        try expectRefusal("t,offset_y\n0,0\n0.1,1e999\n", ":3: sample 1: 'offset_y' is inf; it must be a finite number")
        try expectRefusal("t,offset_y\n1,0\n2,0\n1.5,0\n", ":4: sample 2: 't' is 1.5, before the previous sample's 2")
        try expectRefusal(
            "t,offset_y,viewport_width\n0,0,-390\n", ":2: sample 0: 'viewport_width' is -390; it must not be negative")
        try expectRefusal(
            "t,offset_y,phase\n0,0,idle\n0.1,0,flinging\n", ":3: unknown phase 'flinging'",
            hint: "Accepted phases: idle, tracking, dragging, decelerating, bouncing, programmatic.")
        try expectRefusal("t,offset_y\n0,0,1\n", ":2: found 3 fields, but the header names 2 columns")
        try expectRefusal(
            "", ":1: the file is empty",
            hint: "Write a header row such as 't,offset_y,phase', then one sample per line."
        )
        try expectRefusal("\n\n", ":1: the file is empty")
        try expectRefusal("t,offset_y\n", ":1: the file has a header row but no samples")
    }

    @Test func badJSONLinesFilesAreRefusedWithFileLineAndReason() throws {
        try expectRefusal(#"{"t": 0, "offset_y": 0, "speed": 1}"#, extension: "jsonl", ":1: unknown key 'speed'")
        try expectRefusal(
            "{\"t\": 0, \"offset_y\": 0}\n{\"t\": 1}\n", extension: "jsonl", ":2: missing required key 'offset_y'",
            hint: Self.columnsHint.replacingOccurrences(of: "columns", with: "keys"))
        try expectRefusal(
            #"{"t": 0, "offset_y": 0"#, extension: "jsonl",
            ":1: not a flat JSON object: expected ',' or '}' at the end of the line")
        try expectRefusal(#"[1, 2]"#, extension: "jsonl", ":1: not a flat JSON object: expected '{' at column 1")
        try expectRefusal(#"{"t": 0, "offset_y": NaN}"#, extension: "jsonl", ":1: 'offset_y' must be a number")
        try expectRefusal(
            #"{"t": 0, "offset_y": "12px"}"#, extension: "jsonl", ":1: 'offset_y' is '12px', which is not a number")
        try expectRefusal(#"{"t": 0, "offset_y": 0, "phase": 3}"#, extension: "jsonl", ":1: 'phase' must be a string")
        try expectRefusal(
            "{\"t\": 2, \"offset_y\": 0}\n\n{\"t\": 1, \"offset_y\": 0}\n", extension: "jsonl",
            ":3: sample 1: 't' is 1, before the previous sample's 2")
        try expectRefusal(
            #"{"t": 0, "offset_y": 0, "phase": "zooming"}"#, extension: "jsonl", ":1: unknown phase 'zooming'")
        try expectRefusal("", extension: "jsonl", ":1: the file is empty")
    }

    @Test func unknownExtensionMissingFileAndDuplicateNameAreRefused() throws {
        let store = try TemporaryDatabase.store("refusals")
        let text = TemporaryDatabase.file("samples", extension: "txt", "t,offset_y\n0,0\n")
        let unknown = #expect(throws: StoreError.self) { try store.importSamples(fromFile: text) }
        #expect(unknown?.description == "\(text): unknown file extension '.txt'")
        #expect(unknown?.hint == "Name the file .csv or .jsonl.")
        // A session database given to import by mistake is not to be renamed: it is replayed or exported.
        let database = TemporaryDatabase.file("sessions", extension: "db", "")
        let sessions = #expect(throws: StoreError.self) { try store.importSamples(fromFile: database) }
        #expect(
            sessions?.hint
                == "A .db file already holds sessions: replay it ('stretchy-replay FILE.db'), or write its samples "
                + "out with 'stretchy-replay export'.")
        let missing = TemporaryDatabase.path("absent", extension: "csv")
        let absent = #expect(throws: StoreError.self) { try store.importSamples(fromFile: missing) }
        #expect(absent?.description == "\(missing): cannot read the file: No such file or directory")
        let csv = TemporaryDatabase.file("samples", extension: "csv", "t,offset_y\n0,0\n")
        try store.importSamples(fromFile: csv, name: "demo")
        let duplicate = #expect(throws: StoreError.self) { try store.importSamples(fromFile: csv, name: "demo") }
        #expect(duplicate?.description == "a session named 'demo' already exists in '\(store.path)'")
        #expect(duplicate?.hint == "Choose another name for the new session.")
        #expect(try TemporaryDatabase.count(store, "samples") == 1)
    }

    @Test func csvColumnsInAnyOrderWithDefaultsCRLFAndNoFinalNewline() throws {
        let store = try TemporaryDatabase.store("order")
        let path = TemporaryDatabase.file(
            "order", extension: "csv", "\u{FEFF}phase, offset_y ,t\r\ndragging,-280,0\r\n\r\nbouncing, -300.5 ,0.25")
        let info = try store.importSamples(fromFile: path)
        #expect(info.name.hasPrefix("order-"))
        #expect(info.metadata.source == .import)
        #expect(info.isFinished)
        #expect(info.sampleCount == 2)
        #expect(info.duration == 0.25)
        #expect(
            try TemporaryDatabase.samples(store, info.name) == [
                ScrollSample(time: 0, offsetY: -280, phase: .dragging),
                ScrollSample(time: 0.25, offsetY: -300.5, phase: .bouncing),
            ])
    }

    static let awkwardValues: [Double] = [
        0.1, 1e-300, -0.0, 1.0 / 3, .leastNonzeroMagnitude, 123_456_789.123_456_78, -1e-7, 0,
    ]

    /// Samples whose fields take awkward values, times non-decreasing.
    static var awkwardSamples: [ScrollSample] {
        awkwardValues.enumerated().map { index, value in
            ScrollSample(
                time: Double(index) + 1.0 / 3, offsetY: value, insetTop: -value, viewportWidth: abs(value),
                viewportHeight: 844.1, contentHeight: abs(value) * 3,
                phase: ScrollPhase.allCases[index % ScrollPhase.allCases.count])
        }
    }

    static func bits(_ samples: [ScrollSample]) -> [[UInt64]] {
        samples.map { sample in
            [
                sample.time, sample.offsetY, sample.insetTop, sample.viewportWidth, sample.viewportHeight,
                sample.contentHeight,
            ].map(\.bitPattern)
        }
    }

    @Test(arguments: SampleFileFormat.allCases)
    func exportThenImportRoundTripsBitExactly(format: SampleFileFormat) throws {
        let store = try TemporaryDatabase.store("roundtrip")
        let recorder = try store.startRecording(SessionMetadata(name: "original", source: .synthetic))
        for sample in Self.awkwardSamples { try recorder.append(sample) }
        try recorder.finish()
        #expect(Self.bits(try TemporaryDatabase.samples(store, "original")) == Self.bits(Self.awkwardSamples))

        let exported = TemporaryDatabase.path("export", extension: format.rawValue)
        try store.exportSamples(session: "original", format: format, toFile: exported)
        try store.importSamples(fromFile: exported, name: "copy")
        #expect(Self.bits(try TemporaryDatabase.samples(store, "copy")) == Self.bits(Self.awkwardSamples))
        #expect(try TemporaryDatabase.samples(store, "copy").map(\.phase) == Self.awkwardSamples.map(\.phase))

        let again = CapturedOutput()
        try store.exportSamples(session: "copy", format: format, into: again)
        #expect(again.text == (try String(contentsOfFile: exported, encoding: .utf8)))
    }

    @Test func exportWritesShortestRoundTripText() throws {
        let store = try TemporaryDatabase.store("text")
        let recorder = try store.startRecording(SessionMetadata(name: "s", source: .synthetic))
        try recorder.append(ScrollSample(time: 0.1, offsetY: -0.0, phase: .dragging))
        try recorder.append(ScrollSample(time: 1.0 / 3, offsetY: 1e-300, insetTop: 280))
        try recorder.finish()
        let csv = CapturedOutput()
        try store.exportSamples(session: "s", format: .csv, into: csv)
        #expect(
            csv.text == """
                t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase
                0.1,-0,0,390,844,3000,dragging
                0.3333333333333333,1e-300,280,390,844,3000,idle

                """)
        let jsonl = CapturedOutput()
        try store.exportSamples(session: "s", format: .jsonl, into: jsonl)
        let firstLine = String(jsonl.text.prefix { $0 != "\n" })
        #expect(
            firstLine
                == #"{"t": 0.1, "offset_y": -0, "inset_top": 0, "viewport_width": 390, "viewport_height": 844, "#
                + #""content_height": 3000, "phase": "dragging"}"#)
    }
}
