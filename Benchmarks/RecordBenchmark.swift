import Foundation
import StretchyHTTP
import StretchyRecord
import StretchyStore
import _StretchySystem

/// Target 7: the live recorder under 20 pages, each sending 120 Hz samples in 250 ms batches (30 samples a
/// batch, 80 batches a second in all): the p99 acknowledgement latency stays under 50 ms, and memory stays flat.
///
/// Each simulated page is a thread with one keep-alive connection, as a browser's `fetch` uses; a batch's latency
/// is from the first byte sent to the last byte of the acknowledgement read, including its SQLite commit. Memory
/// is this process's resident set (the server runs in it) after the first fifth of the run and at its end.
enum RecordBenchmark {
    static let pages = 20
    static let samplesPerBatch = 30

    static func run(_ context: BenchContext, seconds: Double) throws -> [BenchRow] {
        let path = context.path("record.db")
        let store = try SessionStore(path: path, mode: .create)
        var configuration = try RecordingConfiguration(listen: ListenAddress(host: [127, 0, 0, 1], port: 0))
        configuration.maximumSessions = pages
        let server = RecordingServer(configuration: configuration, store: store, stack: nil)
        try server.start()
        context.log("record: \(pages) pages for \(Format.fixed(seconds, 0)) s")
        let collector = Collector()
        let port = server.port
        let start = Timing.now()
        let end = start + UInt64(seconds * 1e9)
        var threads: [Thread] = []
        for page in 0..<pages {
            let thread = Thread {
                collector.page(page, port: port, until: end, start: start)
            }
            thread.stackSize = 1 << 20
            threads.append(thread)
            thread.start()
        }
        usleep(UInt32(seconds / 5 * 1e6))
        let early = residentKilobytes()
        while collector.finishedPages < pages { usleep(50_000) }
        let late = residentKilobytes()
        try server.stop()
        let latencies = collector.latencies.sorted()
        guard !latencies.isEmpty, collector.failures == 0 else {
            throw BenchFailure("record: \(collector.failures) failed batches")
        }
        let p50 = Double(latencies[latencies.count / 2])
        let p99 = Double(latencies[min(latencies.count - 1, latencies.count * 99 / 100)])
        let growth = Double(late - early) / 1024
        return [
            BenchRow(
                target: "8 record p99 ack, \(pages) pages x 120 Hz", value: Format.duration(p99),
                baseline: "p50 " + Format.duration(p50) + ", \(Format.count(latencies.count)) batches",
                ratio: Format.ratio(p99 / 50e6), limit: "< 50 ms", holds: p99 < 50e6),
            BenchRow(
                target: "8 record memory growth, \(Format.fixed(seconds, 0)) s",
                value: Format.fixed(growth, 1) + " MB",
                baseline: Format.fixed(Double(early) / 1024, 1) + " MB after \(Format.fixed(seconds / 5, 0)) s",
                ratio: Format.ratio(Double(late) / Double(max(early, 1))), limit: "< 8 MB", holds: growth < 8),
        ]
    }

    /// The resident set of this process, `VmRSS` in `/proc/self/status`, in kilobytes.
    static func residentKilobytes() -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// The pages' results, shared by their threads.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var latencies: [UInt64] = []
        private(set) var failures = 0
        private(set) var finishedPages = 0

        func page(_ page: Int, port: UInt16, until end: UInt64, start: UInt64) {
            var mine: [UInt64] = []
            var failed = 0
            defer {
                lock.lock()
                latencies += mine
                failures += failed
                finishedPages += 1
                lock.unlock()
            }
            guard let client = try? HTTPClientConnection(port: port),
                let created = try? client.request("POST", "/api/sessions", body: "{\"refresh_rate\": 120}"),
                created.status == 201,
                let id = created.body.split(separator: ":").last.map({ String($0.dropLast()) })
            else {
                failed += 1
                return
            }
            var batch = 0
            // Pages start spread over one batch interval, as real pages would.
            var next = start + UInt64(page) * 250_000_000 / UInt64(RecordBenchmark.pages)
            while next < end {
                let now = Timing.now()
                if next > now { usleep(UInt32((next - now) / 1000)) }
                let first = batch * RecordBenchmark.samplesPerBatch
                let samples = (first..<first + RecordBenchmark.samplesPerBatch).map { index in
                    "{\"t\":\(NumberFormatting.shortest(Double(index) / 120)),\"offset_y\":"
                        + "\(NumberFormatting.shortest(-280 + Double(index % 2000) * 0.5)),\"inset_top\":280,"
                        + "\"viewport_width\":390,\"viewport_height\":844,\"content_height\":7680,\"phase\":\"dragging\"}"
                }
                let body = "{\"batch\":\(batch),\"samples\":[\(samples.joined(separator: ","))],\"touches\":[]}"
                let sent = Timing.now()
                guard let reply = try? client.request("POST", "/api/sessions/\(id)/batches", body: body),
                    reply.status == 200
                else {
                    failed += 1
                    return
                }
                mine.append(Timing.now() - sent)
                batch += 1
                next += 250_000_000
            }
            _ = try? client.request("POST", "/api/sessions/\(id)/finish", body: "{}")
        }
    }
}
