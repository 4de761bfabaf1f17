import StretchyCore

/// The offsets an expansion behaviour works with, after GSK's inset arithmetic (seed-semantics.md 5, rules 1, 4, 5).
///
/// `headerY` is where the header is pinned (the visible top, below any system inset in safe-area mode).
/// `effectiveOffset` is the offset the height rules compare with `-maximumHeight`: `headerY`, shifted by
/// `maximumHeight - minimumHeight` when the header does not manage the scroll view's insets.
struct ExpansionInput {
    let headerY: Double
    let effectiveOffset: Double

    /// The offsets of a sample for a header of these heights.
    ///
    /// Plain numbers, not the frame: a struct holding arrays would be retained and released on every call.
    init(_ sample: ScrollSample, maximumHeight: Double, minimumHeight: Double, mode: InsetMode, managesInsets: Bool) {
        let restingInset = managesInsets ? maximumHeight : minimumHeight
        let systemInset = mode == .safeArea ? sample.insetTop - restingInset : 0
        let shift = managesInsets ? 0 : maximumHeight - minimumHeight
        headerY = sample.offsetY + systemInset
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
