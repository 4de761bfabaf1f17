import StretchyCore
import StretchyHTTP

/// How a ``StudioServer`` listens and what it serves: the address, the token, the limits, the session files and
/// the stacks' header.
///
/// On loopback the token is optional; beyond it (`0.0.0.0:PORT`, for a phone) every request must carry it, as
/// `record` requires (docs/studio.md).
///
/// For example:
///
/// ```swift
/// var configuration = StudioConfiguration(
///     files: [StudioFile(shownAs: "Sessions/slow-drag.db", path: "/repo/Sessions/slow-drag.db")])
/// configuration.token = try AccessToken.random()
/// ```
package struct StudioConfiguration: Sendable {
    /// Where to listen: loopback port 8422 by default.
    package var listen: ListenAddress
    /// The token requests must carry, or `nil` (allowed on loopback only).
    package var token: AccessToken?
    /// The HTTP limits, `record`'s.
    package var limits: HTTPLimits
    /// The session files, in the order given.
    package var files: [StudioFile]
    /// The header every stack lays out (`--header`, or the embedded profile header).
    package var header: HeaderConfiguration
    /// How the header is named on the page and in command lines: its file as given, or `nil` for the embedded one.
    package var headerPath: String?
    /// The plugin libraries loaded, as given (`--plugin`), for the command lines the page offers.
    package var plugins: [String]
    /// What went wrong before the server started (a plugin that did not load), shown on the page.
    package var problems: [String]
    /// The most frames a player holds: 2,000 by default (a fifth of a report's, to redraw fast); longer sessions are
    /// thinned as `report` thins them, and the page fetches the exact values of the frame under the cursor.
    package var playerFrameCap: Int
    /// The address of a `record` page to offer for new sessions, if one runs.
    package var recorderURL: String?

    /// Creates a configuration listening on `127.0.0.1:8422` without a token.
    ///
    /// - Parameters:
    ///   - files: The session files.
    ///   - header: The header stacks lay out.
    package init(files: [StudioFile], header: HeaderConfiguration = .profileHeader) {
        self.listen = ListenAddress.studioDefault
        self.token = nil
        self.limits = .standard
        self.files = files
        self.header = header
        self.headerPath = nil
        self.plugins = []
        self.problems = []
        self.playerFrameCap = 2_000
        self.recorderURL = nil
    }
}

extension ListenAddress {
    /// `127.0.0.1:8422`, the studio's default (the recorder's is 8421).
    static let studioDefault = ListenAddress(host: [127, 0, 0, 1], port: 8422)
}
