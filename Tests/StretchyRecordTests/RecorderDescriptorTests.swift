import Foundation
import StretchyHTTP
import StretchyTestSupport
import Testing

/// The recorder as its own process with few file descriptors (`ulimit -n 40`): once `accept` fails for want of one,
/// the server waits instead of spinning, and keeps serving the connections it has.
@Suite struct RecorderDescriptorTests {
    /// The CPU time a process has used, in clock ticks (`/proc/PID/stat`, user plus system).
    static func cpuTicks(_ pid: Int32) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = text.lastIndex(of: ")")
        else { return 0 }
        let fields = text[text.index(after: end)...].split(separator: " ")
        // After the command's ")": state is field 3, utime 14 and stime 15, so 11 and 12 here.
        return fields.count > 12 ? (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) : 0
    }

    @Test(.timeLimit(.minutes(1)))
    func outOfDescriptorsTheServerWaitsAndServesTheConnectionsItHas() throws {
        let (process, _, port) = try RecorderKillTests.launch(temporaryDatabase("descriptors"), descriptorLimit: 40)
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let first = try HTTPClientConnection(port: port)
        #expect(try first.request("GET", "/").status == 200)
        // More connections than the probe has descriptors for, from four other addresses (each under its per-peer
        // cap, so none makes room by taking another's place): the later ones wait in the listen backlog.
        let waiting = try (0..<60).map { index in
            try HTTPClientConnection(port: port, from: [127, 0, 0, UInt8(2 + index % 4)])
        }
        usleep(300_000)
        let before = Self.cpuTicks(process.processIdentifier)
        usleep(1_000_000)
        let used = Self.cpuTicks(process.processIdentifier) - before
        #expect(used < 30, "\(used) ticks of CPU in one second (100 is one core spinning)")
        #expect(try first.request("GET", "/").status == 200, "an open connection is still served")
        _ = waiting
    }
}
