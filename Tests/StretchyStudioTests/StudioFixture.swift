import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyHTTP
import StretchyStudio
import StretchyTestSupport
import _StretchySystem

/// A studio on a port of the system's choice, serving copies of shipped session files in a temporary folder, with
/// a known token; and a client that asks it over a real socket.
final class StudioFixture {
    let folder: String
    let server: StudioServer
    let token = AccessToken(text: "00112233445566778899aabbccddeeff")
    /// What the server logged, in order.
    let logged = LogLines()

    final class LogLines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    /// Copies the shipped files named (from `Sessions/`) into a fresh folder and starts a studio on them.
    init(
        _ names: [String] = ["slow-drag.db", "bounce-at-top.db"],
        configure: (inout StudioConfiguration) -> Void = { _ in }
    )
        throws
    {
        folder = NSTemporaryDirectory() + "stretchy-studio-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [StudioFile] = []
        for name in names {
            let path = folder + "/" + name
            try FileManager.default.copyItem(atPath: Repository.url("Sessions/" + name).path, toPath: path)
            files.append(StudioFile(shownAs: name, path: path))
        }
        var configuration = StudioConfiguration(files: files)
        configuration.listen = ListenAddress(host: [127, 0, 0, 1], port: 0)
        configuration.token = token
        configure(&configuration)
        server = StudioServer(configuration: configuration, registry: .builtIn)
        let logged = self.logged
        server.log = { logged.append($0) }
        try server.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The path of one of the copied files.
    func path(_ name: String) -> String { folder + "/" + name }

    /// Sends one request with the token (unless `token` is false) and returns the reply.
    func request(_ method: String = "GET", _ path: String, _ query: [(String, String)] = [], token: Bool = true)
        throws -> HTTPClientConnection.Reply
    {
        let client = try HTTPClientConnection(port: server.port)
        var items = query
        if token { items.insert(("token", self.token.text), at: 0) }
        let encoded = items.map { Self.escape($0.0) + "=" + Self.escape($0.1) }.joined(separator: "&")
        return try client.request(method, path + (encoded.isEmpty ? "" : "?" + encoded))
    }

    /// The error the built-in registry refuses a stack text with, or `nil` when it builds.
    static func refusal(of text: String) -> BehaviorError? {
        do {
            _ = try BehaviorRegistry.builtIn.makeStack(stack: text, configuration: .profileHeader)
            return nil
        } catch {
            return error
        }
    }

    /// The reply's body parsed as JSON.
    func json(_ method: String = "GET", _ path: String, _ query: [(String, String)] = []) throws -> (Int, JSONValue) {
        let reply = try request(method, path, query)
        return (reply.status, try JSONParser.parse(Array(reply.body.utf8)))
    }

    static func escape(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_.~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

extension JSONValue {
    /// A member of an object, or `nil`.
    subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// An element of an array, or `nil`.
    subscript(_ index: Int) -> JSONValue? {
        guard case .array(let values) = self, values.indices.contains(index) else { return nil }
        return values[index]
    }

    /// The text of a string value, or `nil`.
    var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements of an array, or none.
    var elements: [JSONValue] {
        if case .array(let values) = self { return values }
        return []
    }
}
