import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyReplay
import StretchyStore
import StretchySynth

/// What every measurement shares: sizes, the temporary folder, the stack, and the `stretchy-replay` binary.
final class BenchContext {
    /// The stack of the targets, over the embedded profile header.
    static let stackText = "top-only,anchor-top,fade,transform,tabs"
    /// The synthesized motion: flings up and down the 3000 pt content at 120 Hz, repeated for as long as asked (far
    /// more than any measurement takes, while under the synthesizer's 100,000,000-sample limit on what it will plan).
    static let script = """
        rate 120; inset 280; content 3000
        repeat 8000000 { fling up 3000; settle; fling down 3000; settle }
        """

    let sizes: BenchSizes
    let folder: String
    let stack: BehaviorStack
    let engine: ReplayEngine
    /// The release `stretchy-replay` next to this executable, or nil when it is not built.
    let replayBinary: String?
    private let synth: SynthScript

    init(sizes: BenchSizes) throws {
        self.sizes = sizes
        var template = Array("/tmp/stretchy-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchFailure("cannot make a temporary folder") }
        folder = String(cString: made)
        stack = try BehaviorRegistry.builtIn.makeStack(stack: Self.stackText, configuration: .profileHeader)
        engine = ReplayEngine(stack: stack)
        synth = try SynthScript(parsing: Self.script, source: "bench")
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let binary = (executable as NSString).deletingLastPathComponent + "/stretchy-replay"
        replayBinary = FileManager.default.isExecutableFile(atPath: binary) ? binary : nil
    }

    /// Writes a progress line to standard error.
    func log(_ text: String) {
        FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
    }

    /// The first `count` synthesized samples, lazily.
    func samples(_ count: Int) -> some Sequence<ScrollSample> {
        synth.samples().prefix(count)
    }

    /// A path in the temporary folder.
    func path(_ name: String) -> String {
        folder + "/" + name
    }

    /// Makes a session file in the temporary folder holding synthesized sessions of the given lengths, unless it
    /// exists already.
    @discardableResult
    func database(_ name: String, sessions: [(name: String, samples: Int)]) throws -> String {
        let path = path(name)
        if FileManager.default.fileExists(atPath: path) { return path }
        let start = Timing.now()
        let store = try SessionStore(path: path, mode: .create)
        for session in sessions {
            try store.insertSession(
                SessionMetadata(name: session.name, source: .synthetic, refreshRate: 120),
                samples: samples(session.samples))
        }
        let total = sessions.reduce(0) { $0 + $1.samples }
        log(
            "  made \(name): \(sessions.count) session(s), \(Format.count(total)) samples in "
                + Format.duration(Double(Timing.now() - start)))
        return path
    }

    /// Deletes an SQLite file and its WAL companions.
    func removeDatabase(_ path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }

    /// Deletes the temporary folder.
    func cleanUp() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
