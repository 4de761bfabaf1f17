import Foundation

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`: JSON messages ended by a
/// NUL byte, written to the browser's file descriptor 3 and read from its descriptor 4. No websocket client needed.
///
/// For example:
///
/// ```swift
/// let browser = try ChromiumPipe(windowWidth: 390, windowHeight: 844)
/// let target = try browser.call("Target.createTarget", ["url": "about:blank"])
/// ```
public final class ChromiumPipe {
    /// Why the browser could not be started or answered with an error.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String

        /// Creates a failure.
        public init(description: String) {
            self.description = description
        }
    }

    /// The `chromium` on PATH, or `nil`: browser tests skip, saying so, without it.
    public static let executable: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/chromium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private let process: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: String
    private var buffer: [UInt8] = []
    private var nextID = 0
    /// Called with every event (a message without an id) that arrives while a command waits for its answer.
    public var onEvent: (([String: Any]) -> Void)?

    /// Starts `chromium --headless=new` with a window of this size and a fresh profile, on `about:blank`.
    ///
    /// - Throws: ``Failure`` when Chromium is not on PATH or cannot be started.
    public init(windowWidth: Int, windowHeight: Int) throws {
        guard let executable = Self.executable else { throw Failure(description: "chromium is not on PATH") }
        var toPipe: [Int32] = [0, 0]
        var fromPipe: [Int32] = [0, 0]
        guard pipe(&toPipe) == 0, pipe(&fromPipe) == 0 else { throw Failure(description: "pipe failed") }
        profile = NSTemporaryDirectory() + "stretchy-chromium-\(UUID().uuidString)"
        let arguments = [
            executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check", "--user-data-dir=\(profile)",
            "--window-size=\(windowWidth),\(windowHeight)", "about:blank",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toPipe[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromPipe[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(toPipe[0])
        close(fromPipe[1])
        guard status == 0 else { throw Failure(description: "cannot start chromium: \(status)") }
        process = child
        toBrowser = toPipe[1]
        fromBrowser = fromPipe[0]
    }

    deinit {
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
        close(toBrowser)
        close(fromBrowser)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends a command and waits for its answer, passing the events that arrive meanwhile to ``onEvent``.
    ///
    /// - Parameters:
    ///   - method: The protocol method, such as `Page.navigate`.
    ///   - parameters: Its parameters.
    ///   - session: The page session to send it to (`Target.attachToTarget` with `flatten`), or `nil` for the browser.
    /// - Returns: The answer's `result`.
    /// - Throws: ``Failure`` for an error answer or a closed pipe.
    @discardableResult
    public func call(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> [String:
        Any]
    {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        let written = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(description: "writing to chromium failed") }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == nextID else {
                if reply["id"] == nil { onEvent?(reply) }
                continue
            }
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method): \(error["message"] ?? error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Evaluates JavaScript in a page, awaiting it when it is a promise, and returns its value.
    ///
    /// - Throws: ``Failure`` when the expression throws.
    @discardableResult
    public func evaluate(_ expression: String, session: String?) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true],
            session: session)
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = details["exception"] as? [String: Any]
            throw Failure(description: "\(expression): \(exception?["description"] ?? details["text"] ?? details)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "chromium closed the pipe") }
            buffer += chunk[..<count]
        }
    }
}
