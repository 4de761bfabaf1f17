import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyExport
import StretchyHTTP
import StretchyReplay
import StretchyStore
import StretchyStudio
import StretchyTestSupport
import Testing
import _StretchySystem

/// The studio's server over real sockets: the token, the JSON API, the tool's own errors, and that nothing is
/// written except a golden asked for.
@Suite struct StudioServerTests {
    @Test func everyRequestNeedsTheToken() throws {
        let fixture = try StudioFixture()
        let refused = try fixture.request("GET", "/", token: false)
        #expect(refused.status == 403)
        #expect(refused.body == #"{"error":"this server needs its access token: open the URL it printed"}"#)
        #expect(try fixture.request("GET", "/api/sessions", token: false).status == 403)
        let page = try fixture.request("GET", "/")
        #expect(page.status == 200)
        #expect(page.body.contains("<title>Stretchy studio</title>"))
        let policy = page.headers.first { $0.name.lowercased() == "content-security-policy" }?.value ?? ""
        #expect(policy.hasPrefix("default-src 'none'; script-src 'sha256-"))
        #expect(fixture.server.url == "http://127.0.0.1:\(fixture.server.port)/?token=\(fixture.token.text)")
    }

    @Test func listsEverySessionOfEveryFile() throws {
        let fixture = try StudioFixture()
        let (status, body) = try fixture.json("GET", "/api/sessions")
        #expect(status == 200)
        let sessions = body["sessions"]?.elements ?? []
        let expected = try ["slow-drag.db", "bounce-at-top.db"].flatMap { name in
            try SessionStore(path: fixture.path(name), mode: .readOnly).sessions().map { "\(name) \($0.name)" }
        }
        #expect(sessions.map { "\($0["file"]?.text ?? "") \($0["name"]?.text ?? "")" } == expected)
        #expect(sessions.first?["frames"] != nil)
        #expect(body["problems"]?.elements.isEmpty == true)
    }

    @Test func registryIsThePluginJSONGroupedByStage() throws {
        let fixture = try StudioFixture()
        let (_, body) = try fixture.json("GET", "/api/registry")
        let identifiers = (body["behaviors"]?.elements ?? []).compactMap { $0["identifier"]?.text }
        #expect(identifiers == BehaviorRegistry.builtIn.identifiers)
        #expect(
            (body["stages"]?.elements ?? []).compactMap { $0["name"]?.text } == BehaviorStage.allCases.map(\.rawValue))
        #expect(body["subviews"]?.elements.compactMap(\.text) == HeaderConfiguration.profileHeader.subviews.map(\.id))
    }

    @Test func replayGivesTheEnginesDigestAndFrameCount() throws {
        let fixture = try StudioFixture()
        let store = try SessionStore(path: fixture.path("slow-drag.db"), mode: .readOnly)
        let session = try store.sessions()[0].name
        let stackText = "top-only,fade=target=title:by=0.4"
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: stackText, configuration: .profileHeader)
        let summary = try ReplayEngine(stack: stack).run(session: session, in: store)
        let (status, body) = try fixture.json(
            "GET", "/api/replay",
            [("file", "slow-drag.db"), ("session", session), ("stack", stackText), ("baseline", "stack:mg-collapse")])
        #expect(status == 200)
        let shown = body["sessions"]?[0]
        #expect(shown?["sides"]?[0]?["digest"]?.text == summary.digest.description)
        #expect(shown?["frames"] == .number(Double(summary.frames)))
        #expect(shown?["sides"]?[1]?["stack"]?.text == "mg-collapse")
    }

    @Test func aBadStackIsTheToolsOwnErrorAndHint() throws {
        let fixture = try StudioFixture()
        let text = "top-only,fade=by=7"
        let error = try #require(StudioFixture.refusal(of: text))
        let (status, body) = try fixture.json("GET", "/api/stack", [("stack", text)])
        #expect(status == 422)
        #expect(body["error"]?.text == error.description)
        #expect(body["hint"]?.text == error.hint)
        #expect(body["field"]?.text == "stack")
        #expect(body["behavior"]?.text == "fade")
        #expect(body["parameter"]?.text == "by")
        #expect(fixture.logged.all.last?.hasPrefix("GET /api/stack: \(error.description)") == true)
    }

    @Test func unknownFilesSessionsAndFramesAreRefusedByName() throws {
        let fixture = try StudioFixture()
        let (fileStatus, file) = try fixture.json(
            "GET", "/api/replay", [("file", "other.db"), ("session", "x"), ("stack", "top-only")])
        #expect(fileStatus == 404)
        #expect(file["error"]?.text == "'other.db' is not one of the studio's files")
        #expect(file["hint"]?.text == "Its files are: slow-drag.db, bounce-at-top.db")
        let (sessionStatus, session) = try fixture.json(
            "GET", "/api/replay", [("file", "slow-drag.db"), ("session", "nope"), ("stack", "top-only")])
        #expect(sessionStatus == 404)
        #expect(session["error"]?.text?.contains("nope") == true)
        #expect(session["field"]?.text == "session")
        let name = try SessionStore(path: fixture.path("slow-drag.db"), mode: .readOnly).sessions()[0].name
        let (frameStatus, frame) = try fixture.json(
            "GET", "/api/frame", [("file", "slow-drag.db"), ("session", name), ("stack", "top-only"), ("seq", "-1")])
        #expect(frameStatus == 422)
        #expect(frame["error"]?.text == "frame '-1' is not a frame of this session")
    }

    @Test func exactFrameValuesAreWhatFramesWrites() throws {
        let fixture = try StudioFixture()
        let store = try SessionStore(path: fixture.path("slow-drag.db"), mode: .readOnly)
        let session = try store.sessions()[0].name
        let stackText = "top-only,zoom"
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: stackText, configuration: .profileHeader)
        let output = CapturedOutput()
        let engine = ReplayEngine(stack: stack)
        let writer = FrameWriter(output: output, columns: FrameColumns(stack: stack), format: .jsonl)
        _ = try engine.run(session: session, in: store) { try writer.write($0) }
        let lines = output.text.split(separator: "\n")
        let seq = lines.count / 2
        let (status, body) = try fixture.json(
            "GET", "/api/frame",
            [("file", "slow-drag.db"), ("session", session), ("stack", stackText), ("seq", "\(seq)")])
        #expect(status == 200)
        guard case .object(let shown)? = body["sides"]?[0] else {
            Issue.record("no values")
            return
        }
        let line = "{\"seq\":\(seq)" + shown.map { ",\"\($0.0)\":\($0.1.text ?? "")" }.joined() + "}"
        #expect(line == String(lines[seq]))
    }

    @Test func savesAGoldenOnlyWhenAskedAndRefusesAReadOnlyFile() throws {
        let fixture = try StudioFixture()
        let path = fixture.path("slow-drag.db")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let session = try SessionStore(path: path, mode: .readOnly).sessions()[0].name
        // Replays, frames and checks write nothing.
        _ = try fixture.json("GET", "/api/replay", [("file", "slow-drag.db"), ("session", session), ("stack", "zoom")])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

        chmod(path, 0o444)
        let query = [("file", "slow-drag.db"), ("session", session), ("stack", "top-only,zoom"), ("name", "tuned")]
        let (refusedStatus, refused) = try fixture.json("POST", "/api/golden", query)
        #expect(refusedStatus == 409)
        #expect(refused["error"]?.text == "cannot save into slow-drag.db: it is read-only (no write permission)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

        chmod(path, 0o644)
        let (status, saved) = try fixture.json("POST", "/api/golden", query)
        #expect(status == 200)
        #expect(saved["saved"]?.text == "tuned")
        let golden = try #require(
            try SessionStore(path: path, mode: .readOnly).golden(named: "tuned", session: session))
        #expect(golden.stack == "top-only,zoom")
        #expect(saved["digest"]?.text == golden.digest)
        let (_, list) = try fixture.json("GET", "/api/sessions")
        let listed = list["sessions"]?.elements.first {
            $0["name"]?.text == session && $0["file"]?.text == "slow-drag.db"
        }
        #expect(listed?["goldens"]?.elements.compactMap(\.text) == ["tuned"])
        // The golden as a baseline: its stored frames, beside today's replay.
        let (_, compared) = try fixture.json(
            "GET", "/api/replay",
            [("file", "slow-drag.db"), ("session", session), ("stack", "top-only"), ("baseline", "golden:tuned")])
        #expect(compared["sessions"]?[0]?["sides"]?[0]?["digest"]?.text == golden.digest)
        #expect(compared["sessions"]?[0]?["golden"]?["bitForBit"] == .bool(false))
    }

    /// A golden baseline is its stored frames, as `report --against-golden` shows it, not its stack replayed: a golden
    /// saved from `top-only,fade` but recorded as `top-only` (as if `top-only` had changed since) differs from
    /// today's `top-only`, and the exact values of a frame are the stored ones.
    @Test func aGoldenBaselineIsItsStoredFrames() throws {
        let fixture = try StudioFixture()
        let path = fixture.path("slow-drag.db")
        let session = try SessionStore(path: path, mode: .readOnly).sessions()[0].name
        let faded = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,fade", configuration: .profileHeader)
        let (golden, _) = try ReplayEngine(stack: faded).saveGolden(
            named: "before", session: session, stackText: "top-only",
            in: try SessionStore(path: path, mode: .readWrite))
        let query = [("file", "slow-drag.db"), ("session", session), ("stack", "top-only")]
        let (status, body) = try fixture.json("GET", "/api/replay", query + [("baseline", "golden:before")])
        #expect(status == 200)
        let shown = try #require(body["sessions"]?[0])
        #expect(shown["golden"]?["name"]?.text == "before")
        #expect(shown["golden"]?["bitForBit"] == .bool(false))
        #expect(shown["sides"]?[0]?["digest"]?.text == golden.digest)
        let today = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
        let summary = try ReplayEngine(stack: today).run(
            session: session, in: try SessionStore(path: path, mode: .readOnly))
        #expect(shown["sides"]?[1]?["digest"]?.text == summary.digest.description)
        #expect(shown["diff"]?["first"] != .null)
        // The frame's exact values: the golden's as stored (fade's title.alpha), then today's.
        let output = CapturedOutput()
        let writer = FrameWriter(output: output, columns: FrameColumns(stack: faded), format: .jsonl)
        _ = try ReplayEngine(stack: faded).run(session: session, in: try SessionStore(path: path, mode: .readOnly)) {
            try writer.write($0)
        }
        let lines = output.text.split(separator: "\n")
        let seq = lines.count / 2
        let (frameStatus, frame) = try fixture.json(
            "GET", "/api/frame", query + [("baseline", "golden:before"), ("seq", "\(seq)")])
        #expect(frameStatus == 200)
        #expect(frame["labels"]?.elements.compactMap(\.text) == ["golden", "today"])
        guard case .object(let stored)? = frame["sides"]?[0] else {
            Issue.record("no stored values")
            return
        }
        let line = "{\"seq\":\(seq)" + stored.map { ",\"\($0.0)\":\($0.1.text ?? "")" }.joined() + "}"
        #expect(line == String(lines[seq]))
        #expect(frame["sides"]?[1]?["title.alpha"] == nil)
        // A golden the session lacks is the baseline's error, with the goldens it has.
        let (missingStatus, missing) = try fixture.json("GET", "/api/replay", query + [("baseline", "golden:nope")])
        #expect(missingStatus == 404)
        #expect(missing["field"]?.text == "baseline")
        #expect(missing["hint"]?.text?.contains("before") == true)
    }

    /// A file another program is writing: committed batches are read (a session still being recorded grows between
    /// replays, so the samples kept in memory are read again), and a file a writer holds locked is reported as
    /// locked, then read again once it lets go; the studio itself writes nothing.
    @Test(.timeLimit(.minutes(1))) func aFileBeingWrittenIsReadAsCommittedAndALockIsReported() throws {
        let fixture = try StudioFixture()
        let path = fixture.path("slow-drag.db")
        let query = [("file", "slow-drag.db"), ("session", "live"), ("stack", "top-only")]
        do {
            let writer = try SessionStore(path: path, mode: .readWrite)
            let recorder = try writer.startRecording(SessionMetadata(name: "live", source: .synthetic))
            func append(_ range: Range<Int>) throws {
                for index in range {
                    try recorder.append(
                        ScrollSample(time: Double(index) / 60, offsetY: -280 + Double(index), insetTop: 280))
                }
                try recorder.commit()
            }
            try append(0..<30)
            let (listedStatus, listed) = try fixture.json("GET", "/api/sessions")
            #expect(listedStatus == 200)
            let live = listed["sessions"]?.elements.first { $0["name"]?.text == "live" }
            #expect(live?["finished"] == .bool(false))
            #expect(try fixture.json("GET", "/api/replay", query).1["sessions"]?[0]?["frames"] == .number(30))
            try append(30..<45)
            #expect(try fixture.json("GET", "/api/replay", query).1["sessions"]?[0]?["frames"] == .number(45))
        }
        // A writer that holds the whole file: a program that is not Stretchy, in SQLite's rollback-journal mode, in
        // an exclusive transaction (the recorder above, in WAL mode, never keeps readers out).
        let locker = try SQLiteConnection(path: path, mode: .readWrite)
        try locker.execute("PRAGMA journal_mode = DELETE")
        try locker.execute("BEGIN EXCLUSIVE")
        let (lockedStatus, locked) = try fixture.json("GET", "/api/sessions")
        #expect(lockedStatus == 200)
        let problem = locked["problems"]?.elements.first { $0["file"]?.text == "slow-drag.db" }
        #expect(problem?["error"]?.text?.hasSuffix("is locked by another program that is writing it") == true)
        #expect(fixture.logged.all.contains { $0.hasPrefix("slow-drag.db: ") && $0.contains("is locked") })
        let (replayStatus, replay) = try fixture.json("GET", "/api/replay", query)
        #expect(replayStatus != 200)
        #expect(replay["error"]?.text?.hasSuffix("is locked by another program that is writing it") == true)
        try locker.execute("COMMIT")
        locker.close()
        let (_, again) = try fixture.json("GET", "/api/sessions")
        #expect(again["problems"]?.elements.isEmpty == true)
        #expect(try fixture.json("GET", "/api/replay", query).1["sessions"]?[0]?["frames"] == .number(45))
    }

    @Test func aFileDeletedWhileRunningIsAMessageNotACrash() throws {
        let fixture = try StudioFixture()
        try FileManager.default.removeItem(atPath: fixture.path("bounce-at-top.db"))
        let (status, body) = try fixture.json("GET", "/api/sessions")
        #expect(status == 200)
        let problem = body["problems"]?[0]
        #expect(problem?["file"]?.text == "bounce-at-top.db")
        #expect(problem?["error"]?.text == StoreError.fileNotFound(path: fixture.path("bounce-at-top.db")).description)
        _ = try fixture.json("GET", "/api/sessions")
        let error = StoreError.fileNotFound(path: fixture.path("bounce-at-top.db"))
        // Told once on the terminal, however often the page asks.
        #expect(
            fixture.logged.all.filter { $0.hasPrefix("bounce-at-top.db: ") } == [
                "bounce-at-top.db: \(error.description)" + (error.hint.map { " (\($0))" } ?? "")
            ])
        let (replayStatus, _) = try fixture.json(
            "GET", "/api/replay", [("file", "bounce-at-top.db"), ("session", "x"), ("stack", "top-only")])
        #expect(replayStatus == 404)
    }

    @Test func aSlowReplayDoesNotStallOtherRequests() throws {
        let fixture = try StudioFixture()
        let session = try SessionStore(path: fixture.path("slow-drag.db"), mode: .readOnly).sessions()[0].name
        // Four replays at once on their own connections, then the registry on another: answered meanwhile.
        let clients = try (0..<4).map { _ in try HTTPClientConnection(port: fixture.server.port) }
        for client in clients {
            try client.send(
                raw: "GET /api/replay?token=\(fixture.token.text)&file=slow-drag.db&session="
                    + StudioFixture.escape(session) + "&stack=top-only HTTP/1.1\r\nHost: x\r\n\r\n")
        }
        let registry = try fixture.request("GET", "/api/registry")
        #expect(registry.status == 200)
        for client in clients { #expect(try client.readReply().status == 200) }
    }

    @Test func takeHomeIsWhatExportStackWrites() throws {
        let fixture = try StudioFixture()
        let stack = "top-only,fade=target=title"
        let (_, body) = try fixture.json(
            "GET", "/api/take-home", [("stack", stack), ("file", "slow-drag.db"), ("session", "s 1")])
        let exporter = StackExporter(registry: .builtIn)
        for format in [StackExportFormat.stack, .command, .swift] {
            let export = try exporter.export(
                stack: stack, header: .profileHeader, headerPath: nil, sessionPath: "slow-drag.db", session: "s 1",
                as: format)
            #expect(body[format.rawValue]?.text.map { $0 + "\n" } == export.text)
        }
        #expect(body["command"]?.text?.contains("--session 's 1'") == true)
        #expect(body["header"]?.text == HeaderConfiguration.profileHeader.jsonText)
        let platforms = (body["platforms"]?.elements ?? []).compactMap { $0["format"]?.text }
        let expressing = StackExportFormat.platforms.filter { format in
            (try? exporter.export(stack: stack, header: .profileHeader, headerPath: nil, sessionPath: nil, as: format))
                != nil
        }
        #expect(platforms == expressing.map(\.rawValue))
        #expect(platforms == ["mg"])
    }
}

/// What `stretchy-replay studio` does as a process: prints the URL with its token, says why a plugin did not load
/// and runs on without it, and exits 0 on Ctrl-C.
@Suite struct StudioCommandTests {
    @Test(.timeLimit(.minutes(1))) func printsTheURLWarnsOfABadPluginAndStopsOnInterrupt() throws {
        let tool = try #require(BuiltExecutable.url("stretchy-replay"))
        let process = Process()
        process.executableURL = tool
        process.arguments = [
            "studio", Repository.url("Sessions/slow-drag.db").path, "--listen", "127.0.0.1:0", "--plugin",
            "/nonexistent/lib.so",
        ]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        let line = String(decoding: printed, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            line.range(of: #"^Open http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{32}$"#, options: .regularExpression)
                != nil)
        // The page answers with the token only.
        let url = try #require(URL(string: String(line.dropFirst("Open ".count))))
        let port = try #require(url.port)
        let refused = try HTTPClientConnection(port: UInt16(port)).request("GET", "/api/registry")
        #expect(refused.status == 403)
        let (_, registry) = try {
            let reply = try HTTPClientConnection(port: UInt16(port)).request(
                "GET", "/api/registry?" + (url.query ?? ""))
            return (reply.status, try JSONParser.parse(Array(reply.body.utf8)))
        }()
        let problem = registry["problems"]?[0]?.text ?? ""
        #expect(problem.hasPrefix("the plugins were not loaded: "))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let standardError = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(standardError.hasPrefix("Warning: " + problem + "\n"))
        #expect(standardError.hasSuffix("Studio stopped.\n"))
    }

    @Test func aLongSessionIsThinnedAndItsExactFramesFetched() throws {
        let fixture = try StudioFixture(["slow-drag.db"]) { $0.playerFrameCap = 40 }
        let store = try SessionStore(path: fixture.path("slow-drag.db"), mode: .readOnly)
        let info = try store.sessions()[0]
        let query = [("file", "slow-drag.db"), ("session", info.name), ("stack", "top-only,fade")]
        let (_, data) = try fixture.json("GET", "/api/replay", query)
        let kept = (data["sessions"]?[0]?["kept"]?.elements ?? []).compactMap { value -> Int? in
            if case .number(let number) = value { return Int(number) }
            return nil
        }
        #expect(kept.count == 40)
        #expect(kept.first == 0 && kept.last == info.sampleCount - 1)
        // A frame the player does not hold: its exact values all the same.
        let missing = try #require((0..<info.sampleCount).first { !kept.contains($0) })
        let (status, frame) = try fixture.json("GET", "/api/frame", query + [("seq", "\(missing)")])
        #expect(status == 200)
        #expect(frame["seq"] == .number(Double(missing)))
        #expect(frame["sides"]?[0]?["offset_y"]?.text != nil)
    }
}
