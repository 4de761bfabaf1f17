import Foundation

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`: NUL-terminated JSON
/// messages, written to the browser's fd 3 and read from its fd 4.
final class ChromiumPipe {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 1
    private let profile: String

    /// `chromium` on PATH, or `nil`.
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/chromium" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    init(executable: String) throws {
        var toPipe: [Int32] = [0, 0]
        var fromPipe: [Int32] = [0, 0]
        guard pipe(&toPipe) == 0, pipe(&fromPipe) == 0 else { throw Failure(description: "pipe failed") }
        profile = NSTemporaryDirectory() + "stretchy-chromium-\(UUID().uuidString)"
        let arguments = [
            executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--window-size=390,844", "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
            "--user-data-dir=\(profile)", "about:blank",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toPipe[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromPipe[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, cArguments, environ)
        close(toPipe[0])
        close(fromPipe[1])
        guard result == 0 else { throw Failure(description: "cannot start chromium: \(result)") }
        pid = child
        toBrowser = toPipe[1]
        fromBrowser = fromPipe[0]
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(toBrowser)
        close(fromBrowser)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends a command and waits for its result, skipping events.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        _ = data.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Evaluates JavaScript in the page, awaiting a promise, and returns the value.
    func evaluate(_ expression: String, session: String) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true],
            session: session)
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeFirst(end + 1)
                return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "chromium closed the pipe") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
