import CSQLite
import Foundation

/// The machine a report was measured on, for BENCHMARKS.md.
enum MachineInfo {
    /// One line per fact: cores, CPU, memory, SQLite.
    static func lines() -> [String] {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown"
        let memory = ProcessInfo.processInfo.physicalMemory / (1 << 20)
        return [
            "cores: \(ProcessInfo.processInfo.activeProcessorCount), CPU: \(cpu), memory: \(memory) MB",
            "SQLite library: \(String(cString: sqlite3_libversion()))",
        ]
    }
}
