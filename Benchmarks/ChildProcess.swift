import Foundation

/// Runs a program as a child process, its output sent to a file (or /dev/null), and reports its wall time, exit
/// status and peak memory (`ru_maxrss` from `wait4`).
enum ChildProcess {
    /// What one run of a child measured.
    struct Run {
        /// From just before `posix_spawn` to just after `wait4`: process start included.
        var wallNanoseconds: UInt64
        /// The child's peak resident set size, in kilobytes.
        var maxResidentKilobytes: Int
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
    }

    /// Runs `program` (looked up in `PATH` when it has no slash) with `arguments`.
    ///
    /// Standard output goes to `output` (default /dev/null); standard error goes to a file whose text is thrown
    /// when the child fails, so a broken measurement says why.
    static func run(_ program: String, _ arguments: [String], output: String = "/dev/null") throws -> Run {
        let errorPath = "/tmp/stretchy-bench-stderr-\(getpid()).txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = Timing.now()
        let code = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        guard code == 0 else { throw BenchFailure("cannot start \(program): \(String(cString: strerror(code)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchFailure("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let wall = Timing.now() - start
        let signal = status & 0x7f
        let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        if exitStatus != 0 {
            let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            throw BenchFailure(
                "\(([program] + arguments).joined(separator: " ")) exited \(exitStatus): \(message.prefix(500))")
        }
        unlink(errorPath)
        return Run(wallNanoseconds: wall, maxResidentKilobytes: Int(usage.ru_maxrss), status: exitStatus)
    }
}
