import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe`: JSON messages ended by a
/// NUL byte, written to the browser's file descriptor 3 and read from its descriptor 4. One browser serves a whole
/// test: open a page, call its JavaScript, take screenshots, and collect what the page logged or threw.
final class HeadlessChromium {
    /// The `chromium` on PATH, or `nil`.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for folder in folders {
            let candidate = String(folder) + "/chromium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Why the browser tests cannot run here, or `nil` when they can.
    static var skipReason: String? {
        if path == nil { return "chromium is not on PATH" }
        if !PNGImage.canDecode { return "no zlib (libz.so.1) to read screenshots with" }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let process: pid_t
    private let input: Int32
    private let output: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session = ""
    /// Console messages and uncaught exceptions the page produced, as text.
    private(set) var problems: [String] = []

    /// Starts a browser with a page of the given size in CSS pixels, at one device pixel per CSS pixel.
    init(width: Int, height: Int) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            HeadlessChromium.path!, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--remote-debugging-pipe", "--user-data-dir=" + profile.path, "--window-size=\(width),\(height)",
            "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, HeadlessChromium.path!, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else { throw Failure(description: "cannot start chromium: \(status)") }
        process = pid
        input = toBrowser[1]
        output = fromBrowser[0]
        let target = try call("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        session =
            try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        _ = try call("Runtime.enable")
        _ = try call("Page.enable")
        _ = try call(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
        close(input)
        close(output)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends one command and waits for its answer, keeping the events that arrive meanwhile.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if !session.isEmpty { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(description: "writing to chromium failed") }
        while true {
            let reply = try readMessage()
            if reply["id"] as? Int == nextID {
                if let error = reply["error"] as? [String: Any] {
                    throw Failure(description: "\(method): \(error["message"] ?? error)")
                }
                return reply["result"] as? [String: Any] ?? [:]
            }
            note(reply)
        }
    }

    private func note(_ event: [String: Any]) {
        let parameters = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Runtime.exceptionThrown":
            let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = details["exception"] as? [String: Any] ?? [:]
            problems.append("exception: \(exception["description"] ?? details["text"] ?? "?")")
        case "Runtime.consoleAPICalled":
            let arguments = (parameters["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["type"] ?? "")" }
            problems.append("console.\(parameters["type"] ?? "log"): \(arguments.joined(separator: " "))")
        default: break
        }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "chromium closed the pipe") }
            buffer += chunk[..<count]
        }
    }

    /// Evaluates JavaScript in the page and returns its value.
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let details = result["exceptionDetails"] as? [String: Any] {
            throw Failure(description: "\(expression): \(details["text"] ?? details)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Opens a file and waits until its report has drawn itself (`window.stretchyReport.ready`).
    func open(_ file: String, fragment: String) throws {
        try call("Page.navigate", ["url": URL(fileURLWithPath: file).absoluteString + "#" + fragment])
        for _ in 0..<200 {
            if try evaluate("!!(window.stretchyReport && window.stretchyReport.ready)") as? Bool == true { return }
            usleep(25_000)
        }
        throw Failure(description: "the report did not get ready: \(problems)")
    }

    /// A screenshot of the page as it is.
    func screenshot() throws -> PNGImage {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot data")
        }
        return try PNGImage(data: data)
    }
}
