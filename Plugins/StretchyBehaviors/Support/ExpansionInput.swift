import StretchyCore

/// The offsets an expansion behaviour works with, after GSK's inset arithmetic (seed-semantics.md 5, rules 1, 4, 5).
///
/// `headerY` is where the header is pinned (the visible top, below any system inset in safe-area mode).
/// `effectiveOffset` is the offset the height rules compare with `-maximumHeight`: `headerY`, shifted by
/// `maximumHeight - minimumHeight` when the header does not manage the scroll view's insets.
struct ExpansionInput {
    let headerY: Double
    let effectiveOffset: Double

    /// The offsets of a frame's sample.
    init(_ frame: HeaderFrame, mode: InsetMode, managesInsets: Bool) {
        let configuration = frame.configuration
        let restingInset = managesInsets ? configuration.maximumHeight : configuration.minimumHeight
        let systemInset = mode == .safeArea ? frame.sample.insetTop - restingInset : 0
        let shift = managesInsets ? 0 : configuration.maximumHeight - configuration.minimumHeight
        headerY = frame.sample.offsetY + systemInset
        effectiveOffset = headerY - shift
    }

    /// The shared parameters of `top-only` and `immediate`.
    static let parameters = [
        BehaviorParameter(
            "inset", .choice(InsetMode.allCases.map(\.rawValue), default: InsetMode.legacy.rawValue),
            summary: "legacy compares the raw offset with -maximumHeight, as GSK does; safe-area measures from the "
                + "sample's inset_top (GSK's most requested fix)."),
        BehaviorParameter(
            "managed", .flag(default: true),
            summary: "GSK's manageScrollViewInsets: false shifts offsets by maximumHeight - minimumHeight, for "
                + "headers over a spacer."),
    ]
}
