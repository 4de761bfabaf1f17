import Foundation
import StretchyCore
import StretchyHTTP
import StretchyRecord
import StretchyStore
import StretchySynth
import Testing
import _StretchySystem

/// `fidelity` on Chromium 156's recordings taken the user's route (issue 23): each recording imported with
/// `import` (with a touch file, and without one) or posted to `record`'s API as a browser would post it, then
/// `fidelity` with nothing else given. The touch events are those of the recordings' finger plan
/// (`Tests/StretchySynthTests/Fixtures/chromium/README.md`): `touchstart` at 0, a `touchMove` every 8 ms at constant
/// speed after a 50 ms rest, the `touchEnd` 8 ms after the last move. The reference, computed here only, is the
/// re-synthesis from the true release: the `-hold` recording's offset at the `touchend`, with the finger's speed.
@Suite struct FidelityRouteTests {
    /// One recorded fling: its folder and file stem, the profile it is checked with, and its finger plan.
    struct Recording: Sendable, CustomTestStringConvertible {
        let folder: String
        let name: String
        let physics: String
        let fingerFrom: Double
        let distance: Double
        let speed: Double

        var testDescription: String { "\(folder)/\(name)" }
        /// The number of `touchMove`s: one every 8 ms over the drag.
        var moves: Int { Int((abs(distance) / speed / 0.008).rounded()) }
        /// The `touchend`: the 50 ms rest, the moves, 8 ms more.
        var touchEnd: Double { 0.05 + Double(moves) * 0.008 + 0.008 }
        /// The finger's offset velocity (finger up: positive).
        var velocity: Double { distance < 0 ? speed : -speed }
    }

    /// The five flings of each folder, finger plans from the fixtures' README, under the profile each models.
    static let recordings: [Recording] = {
        let flings: [(String, Double, Double, Double)] = [
            ("fling-500", 600, -150, 493.4), ("fling-1500", 650, -240, 1500), ("fling-3000", 760, -450, 2960.5),
            ("fling-6000", 820, -750, 5859.4), ("fling-top", 200, 300, 3125),
        ]
        var all: [Recording] = []
        for (folder, physics) in [("default", "chromium"), ("legacy-curve", "chromium-legacy")] {
            all += flings.map {
                Recording(folder: folder, name: $0.0, physics: physics, fingerFrom: $0.1, distance: $0.2, speed: $0.3)
            }
        }
        all.append(
            Recording(
                folder: "elastic", name: "fling-top", physics: "chromium-elastic", fingerFrom: 200, distance: 300,
                speed: 3125))
        return all
    }()

    static let fixtures = Workspace.repository.appendingPathComponent("Tests/StretchySynthTests/Fixtures/chromium").path

    /// The recording's CSV file.
    static func csvPath(_ recording: Recording, suffix: String = "r1") -> String {
        "\(fixtures)/\(recording.folder)/\(recording.name)-\(suffix).csv"
    }

    /// The samples of one of the recording's CSV files.
    static func samples(_ recording: Recording, suffix: String = "r1") throws -> [ScrollSample] {
        try TextFile.read(csvPath(recording, suffix: suffix)).split(separator: "\n").dropFirst().map { line in
            let row = line.split(separator: ",").map(String.init)
            return ScrollSample(
                time: Double(row[0])!, offsetY: Double(row[1])!, insetTop: Double(row[2])!,
                viewportWidth: Double(row[3])!, viewportHeight: Double(row[4])!, contentHeight: Double(row[5])!,
                phase: ScrollPhase(rawValue: row[6]) ?? .idle)
        }
    }

    /// The touch events of the finger plan, at x = 195.
    static func touches(_ recording: Recording) -> [TouchPoint] {
        let moves = recording.moves
        var touches = [TouchPoint(time: 0, x: 195, y: recording.fingerFrom, kind: .down)]
        for move in 1...moves {
            touches.append(
                TouchPoint(
                    time: 0.05 + 0.008 * Double(move), x: 195,
                    y: recording.fingerFrom + recording.distance * Double(move) / Double(moves), kind: .move))
        }
        touches.append(
            TouchPoint(time: recording.touchEnd, x: 195, y: recording.fingerFrom + recording.distance, kind: .up))
        return touches
    }

    /// The reference: the re-synthesis from the true release (the `-hold` recording's offset, the `touchend`, the
    /// finger's speed), with the stale-frame allowance of a browser recording.
    static func reference(_ recording: Recording) throws -> StrokeFidelity {
        let physics = try #require(ScrollPhysics.profiles.first { $0.name == recording.physics })
        let held = try samples(recording, suffix: "hold")
        let release = FidelityRelease(
            time: recording.touchEnd, offset: try #require(held.last).offsetY, velocity: recording.velocity,
            velocitySource: "touches")
        return FidelityCheck(physics: physics, allowsStaleFrames: true).compare(try samples(recording), from: release)
    }

    /// The median and p95 of a stroke line.
    static func figures(_ line: String) throws -> (median: Double, p95: Double) {
        let match = try #require(line.firstMatch(of: /error median ([0-9.]+), p95 ([0-9.]+),/), "\(line)")
        return (Double(match.1)!, Double(match.2)!)
    }

    /// The goal of issue 23 for a stroke re-played from its touch events: within 2 px median and 5 px p95, and
    /// within 0.5 px of the reference at both.
    ///
    /// Two allowances, both for the flings into the top, whose 6 or 7 frames in motion make the p95 their largest
    /// error: the tolerance is 1 px there (the re-played lift is 302.5, the held recording shows 303 in whole
    /// pixels, and `elastic/`'s stretch is whole pixels, so its errors move in 1 px steps); and where the reference
    /// itself misses 5 px at the p95 (`legacy-curve/fling-500`, 13.4 px, and `legacy-curve/fling-top`, 9.1 px: one
    /// frame each, where the display catches up with the lift; docs/physics.md) the p95 is held to the reference's.
    static func expectOnTarget(_ line: String, _ recording: Recording, route: String) throws {
        let (median, p95) = try figures(line)
        let reference = try Self.reference(recording)
        let tolerance = recording.name == "fling-top" ? 1.0 : 0.5
        #expect(median <= 2, "\(line)")
        #expect(p95 <= max(5, reference.p95Error + tolerance), "\(line) | reference \(reference.line)")
        #expect(median <= reference.medianError + tolerance, "\(line) | reference \(reference.line)")
        #expect(p95 <= reference.p95Error + tolerance, "\(line) | reference \(reference.line)")
    }

    /// The touch file of a recording, as `export --touches` writes one.
    static func touchFile(_ recording: Recording) -> String {
        TouchFile.header + "\n" + touches(recording).map { TouchFile.line(for: $0) + "\n" }.joined()
    }

    @Test(arguments: recordings)
    func importedWithItsTouchesIsReplayedFromThem(_ recording: Recording) throws {
        let workspace = try Workspace()
        try Self.touchFile(recording).write(toFile: workspace.path("t.csv"), atomically: true, encoding: .utf8)
        let imported = workspace.run("import", Self.csvPath(recording), "--touches", "t.csv", "--into", "i.db")
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.hasSuffix(" in i.db with the touch events of t.csv.\n"), "\(imported.output)")
        let result = workspace.run("fidelity", "i.db", "--physics", recording.physics)
        let lines = FidelityCommandTests.lines(result)
        #expect(lines.count == 2, "\(result.output)\(result.error)")
        #expect(
            lines.first
                == "Session '\(recording.name)-r1' (import): physics \(recording.physics) (from --physics); stale-frame "
                + "allowance on (a browser page reads scrollY a frame late at times); each stroke re-played from the "
                + "session's \(recording.moves + 2) touch events")
        let line = try #require(lines.last)
        #expect(line.contains("velocity \(NumberFormatting.shortest(recording.velocity)) pt/s (touches), "), "\(line)")
        #expect(line.contains(", re-played from \(recording.moves + 2) touch events, aligned "), "\(line)")
        try Self.expectOnTarget(line, recording, route: "import --touches")
        // The touches round-trip: export writes the file import read.
        let exported = workspace.run("export", "i.db", "--output", "back.csv", "--touches", "back-touches.csv")
        #expect(exported.status == 0, "\(exported.error)")
        #expect(try TextFile.read(workspace.path("back-touches.csv")) == Self.touchFile(recording))
    }

    @Test(arguments: recordings)
    func recordedThroughTheAPIIsReplayedFromItsTouches(_ recording: Recording) throws {
        let workspace = try Workspace()
        let store = try SessionStore(path: workspace.path("r.db"), mode: .create)
        let server = RecordingServer(
            configuration: try RecordingConfiguration(listen: ListenAddress(host: [127, 0, 0, 1], port: 0)),
            store: store, stack: nil)
        try server.start()
        let client = try HTTPClientConnection(port: server.port)
        let started = try client.request(
            "POST", "/api/sessions", body: #"{"refresh_rate": 60, "viewport_width": 390, "viewport_height": 844}"#)
        #expect(started.status == 201, "\(started.body)")
        let n = NumberFormatting.shortest
        var touches = Self.touches(recording)[...]
        let samples = try Self.samples(recording)
        for (number, first) in stride(from: 0, to: samples.count, by: 15).enumerated() {
            let batch = samples[first..<min(first + 15, samples.count)]
            let last = first + 15 >= samples.count
            // A page posts each touch event with the batch of the frames it happened before.
            let sent = touches.prefix { last || $0.time <= batch.last!.time }
            touches.removeFirst(sent.count)
            let sampleJSON = batch.map { sample in
                "{\"t\": \(n(sample.time)), \"offset_y\": \(n(sample.offsetY)), \"inset_top\": \(n(sample.insetTop)), "
                    + "\"viewport_width\": \(n(sample.viewportWidth)), \"viewport_height\": "
                    + "\(n(sample.viewportHeight)), \"content_height\": \(n(sample.contentHeight)), \"phase\": "
                    + "\"\(sample.phase.rawValue)\"}"
            }
            let touchJSON = sent.map { touch in
                "{\"t\": \(n(touch.time)), \"x\": \(n(touch.x)), \"y\": \(n(touch.y)), \"kind\": "
                    + "\"\(touch.kind.rawValue)\", \"id\": \(touch.pointer)}"
            }
            let reply = try client.request(
                "POST", "/api/sessions/1/batches",
                body: "{\"batch\": \(number), \"samples\": [\(sampleJSON.joined(separator: ", "))], \"touches\": "
                    + "[\(touchJSON.joined(separator: ", "))]}")
            #expect(reply.status == 200, "\(reply.body)")
        }
        #expect(try client.request("POST", "/api/sessions/1/finish", body: "{}").status == 200)
        try server.stop()
        #expect(try store.touches(session: "browser-1") == Self.touches(recording))

        let physics = recording.physics == "chromium" ? [] : ["--physics", recording.physics]
        let result = workspace.run(["fidelity", "r.db"] + physics)
        let lines = FidelityCommandTests.lines(result)
        #expect(lines.count == 2, "\(result.output)\(result.error)")
        #expect(
            lines.first?.hasSuffix("; each stroke re-played from the session's \(recording.moves + 2) touch events")
                == true)
        try Self.expectOnTarget(try #require(lines.last), recording, route: "record")
    }

    /// Without touch events the lift is estimated on the drag's line and the line says so, with its uncertainty;
    /// the figures are docs/physics.md's held-out table (the constants were fitted on `default/` alone).
    @Test(arguments: recordings)
    func importedOffsetsOnlySayWhatIsEstimated(_ recording: Recording) throws {
        let workspace = try Workspace()
        #expect(workspace.run("import", Self.csvPath(recording), "--into", "o.db").status == 0)
        let result = workspace.run("fidelity", "o.db", "--physics", recording.physics)
        let lines = FidelityCommandTests.lines(result)
        #expect(lines.count == 2, "\(result.output)\(result.error)")
        #expect(
            lines.first?.hasSuffix(
                "; no touch events: each lift estimated from the offsets (the drag's line past the release frame)")
                == true, "\(result.output)")
        let line = try #require(lines.last)
        #expect(
            line.contains(
                " (offsets), estimated from the offsets: the drag's line 24 ms past the release frame, its speed × 1.045, aligned "
            ), "\(line)")
        #expect(line.contains(try Regex(", offset [0-9.]+ ± [0-9.]+ pt, ")), "\(line)")
    }
}
