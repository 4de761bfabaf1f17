import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// Makes a replay report: one self-contained HTML page with a player, a filmstrip, plots, a profile and a summary
/// for each session (docs/report.md).
///
/// The page needs no network and nothing outside itself; the same inputs give byte-identical pages (only the
/// profile, when asked for, holds timings).
///
/// For example:
///
/// ```swift
/// let store = try SessionStore(path: "Sessions/slow-drag.db", mode: .readOnly)
/// let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
/// let report = ReportBuilder(
///     store: store, sessions: .all,
///     side: ReportSide(stack: stack, stackText: "top-only", headerName: "profile header (embedded)"))
/// try report.write(to: "report.html")
/// ```
public struct ReportBuilder {
    /// The most frames a player embeds per session and side; longer sessions are thinned evenly to this many.
    public static let defaultPlayerFrameCap = 10_000
    /// The plots' width in pixel columns, each keeping its minimum and maximum.
    public static let defaultPlotColumns = 720

    /// The session file.
    public var store: SessionStore
    /// Which of its sessions to show.
    public var sessions: ReportSessions
    /// The stack shown (`--behaviors`, `--header`).
    public var side: ReportSide
    /// The stack or header it is compared with (`--against`, `--against-header`), if any.
    public var against: ReportSide?
    /// A golden to show beside the replay of ``side`` (`--against-golden NAME`): each session's golden of that
    /// name, its stored frames as side A and today's replay as side B. Not with ``against``.
    public var againstGolden: String?
    /// Whether to profile the first side's replay and show it (`--profile`).
    public var profile: Bool
    /// The plugin libraries loaded, as given (`--plugin`), listed in the summary.
    public var plugins: [String]
    /// The most frames a player embeds; see ``defaultPlayerFrameCap``.
    public var playerFrameCap: Int
    /// The plots' width in pixel columns; see ``defaultPlotColumns``.
    public var plotColumns: Int
    /// Where each session's samples come from, by name, when not from the file's cursor: the studio keeps them in
    /// memory between replays. They must be the file's samples of that session.
    package var samples: ((String) throws -> [ScrollSample])?

    /// Prepares a report.
    ///
    /// - Parameters:
    ///   - store: The session file, open (read-only is enough: a report writes nothing to it).
    ///   - sessions: Which sessions to show.
    ///   - side: The stack shown.
    ///   - against: The stack or header it is compared with, or `nil`.
    ///   - againstGolden: The name of a golden to show beside the replay, or `nil`; not with `against`.
    ///   - profile: Whether to profile the replay of `side`.
    ///   - plugins: The plugin libraries loaded, for the summary.
    ///   - playerFrameCap: The most frames a player embeds (at least 2).
    ///   - plotColumns: The plots' width in pixel columns (16...8192).
    public init(
        store: SessionStore, sessions: ReportSessions, side: ReportSide, against: ReportSide? = nil,
        againstGolden: String? = nil, profile: Bool = false, plugins: [String] = [],
        playerFrameCap: Int = defaultPlayerFrameCap,
        plotColumns: Int = defaultPlotColumns
    ) {
        self.store = store
        self.sessions = sessions
        self.side = side
        self.against = against
        self.againstGolden = againstGolden
        self.profile = profile
        self.plugins = plugins
        self.playerFrameCap = playerFrameCap
        self.plotColumns = plotColumns
    }

    /// Replays the sessions and renders the page.
    ///
    /// - Returns: The page's HTML.
    /// - Throws: ``ReportError`` for an empty session list, a file without sessions, an invalid cap or width, or
    ///   both a second side and a golden; `StoreError` for a missing session; ``ReplayError`` for a sample a stack
    ///   refuses, and for a golden that is missing or damaged (as `--check-golden`).
    /// - Complexity: One pass over each session's samples; memory bounded by the cap and the width, and with
    ///   ``profile`` one session's timings more (21 bytes a frame and 4 per behaviour).
    public func html() throws -> String {
        try page().render()
    }

    /// Replays the sessions and returns the page's data alone: the JSON object the report's script draws from,
    /// for a page that draws it with ``ReportAssets/script``'s `window.stretchyReportRender` (the studio).
    ///
    /// - Throws: What ``html()`` throws.
    package func pageData() throws -> String {
        try page().data()
    }

    private func page() throws -> ReportPage {
        guard playerFrameCap >= 2 else { throw ReportError.playerFrameCapTooSmall(playerFrameCap) }
        guard (16...8192).contains(plotColumns) else { throw ReportError.plotColumnsOutOfRange(plotColumns) }
        guard against == nil || againstGolden == nil else { throw ReportError.secondSideAndGolden }
        let names: [String]
        switch sessions {
        case .named(let list):
            guard !list.isEmpty else { throw ReportError.noSessionsNamed }
            names = list
        case .all:
            names = try store.sessions().map(\.name).sorted()
            guard !names.isEmpty else { throw ReportError.fileHasNoSessions(path: store.path) }
        }
        var sides = [side] + (against.map { [$0] } ?? [])
        if let againstGolden {
            // The golden's frames are the first side, drawn on today's header; today's replay the second.
            sides.insert(
                ReportSide(stack: side.stack, stackText: "golden '\(againstGolden)'", headerName: "stored"), at: 0)
        }
        let reports = try names.map { name in
            try SessionReport.collect(
                session: name, store: store, samples: try samples?(name), sides: sides, golden: againstGolden,
                profile: profile, playerFrameCap: playerFrameCap, plotColumns: plotColumns)
        }
        // The page names the file by its base name: the user's own folders are nobody else's business.
        let file = store.path.split(separator: "/").last.map(String.init) ?? store.path
        return ReportPage(file: file, sides: sides, plugins: plugins, sessions: reports)
    }

    /// Replays the sessions and writes the page to a file, atomically: a failed report leaves no file.
    ///
    /// - Parameter path: Where to write the page, such as `report.html`.
    /// - Throws: What ``html()`` throws; ``ReportError/cannotCreateOutput(path:reason:)`` and
    ///   ``ReportError/writeFailed(path:reason:)`` for the file.
    public func write(to path: String) throws {
        let page = try html()
        let output: FileOutput
        do {
            output = try FileOutput(path: path)
        } catch {
            throw ReportError.cannotCreateOutput(path: path, reason: error.reason)
        }
        output.write(page)
        do {
            try output.commit()
        } catch {
            throw ReportError.writeFailed(path: path, reason: error.reason)
        }
    }
}
