import CStretchyDigest
import _StretchySystem

/// Which compression function a `SHA256` runs on its whole 64-byte blocks. Both give bit-identical digests.
///
/// `preferred` is the CPU's SHA extensions (x86-64 SHA-NI, `Sources/CStretchyDigest`) when the CPU has them, and
/// the portable Swift function otherwise. Setting the environment variable `STRETCHY_SHA256=portable` forces the
/// portable one for the whole process, so that both can be tested on a machine with the extensions:
///
/// ```sh
/// STRETCHY_SHA256=portable swift test --filter theDigestIsPinnedAcrossBuildsRunsAndJobs
/// ```
enum SHA256Implementation: Sendable, CaseIterable {
    /// FIPS 180-4's compression function in portable Swift; runs everywhere.
    case portable
    /// The CPU's SHA-256 instructions (`sha256rnds2`, `sha256msg1`, `sha256msg2`), through `CStretchyDigest`.
    case shaExtensions

    /// Whether this one runs on this machine: `portable` always, `shaExtensions` when the CPU has them.
    var isAvailable: Bool {
        switch self {
        case .portable: true
        case .shaExtensions: stretchy_sha256_has_sha_extensions() == 1
        }
    }

    /// The implementations that run on this machine.
    static var available: [SHA256Implementation] {
        allCases.filter(\.isAvailable)
    }

    /// What a `SHA256()` uses: the SHA extensions when available, unless `STRETCHY_SHA256=portable` is set.
    static let preferred: SHA256Implementation = {
        if let value = getenv("STRETCHY_SHA256"), String(cString: value) == "portable" {
            return .portable
        }
        return SHA256Implementation.shaExtensions.isAvailable ? .shaExtensions : .portable
    }()
}
