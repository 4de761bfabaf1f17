import StretchyCore

/// The offsets an expansion behaviour works with, after GSK's inset arithmetic (GSK's `gsk_layoutStretchyHeaderView:`).
///
/// `headerY` is where the header is pinned (the visible top, below any system inset in safe-area mode).
/// `effectiveOffset` is the offset the height rules compare with `-maximumHeight`: `headerY`, shifted by
/// `maximumHeight - minimumHeight` when the header does not manage the scroll view's insets.
struct ExpansionInput {
    let headerY: Double
    let effectiveOffset: Double
    let maximumHeight: Double
    let minimumHeight: Double

    /// The offsets of a sample for a header.
    ///
    /// The configuration is read in place (a borrowed argument): copying it would retain its subviews array on every
    /// frame, which once doubled the engine's time.
    init(_ sample: ScrollSample, _ configuration: borrowing HeaderConfiguration, mode: InsetMode, managesInsets: Bool) {
        maximumHeight = configuration.maximumHeight
        minimumHeight = configuration.minimumHeight
        let restingInset = managesInsets ? maximumHeight : minimumHeight
        let systemInset = mode == .safeArea ? sample.insetTop - restingInset : 0
        let shift = managesInsets ? 0 : maximumHeight - minimumHeight
        headerY = sample.offsetY + systemInset
        effectiveOffset = headerY - shift
    }

    /// How far the header is pulled open: minus the effective offset.
    var pull: Double { -effectiveOffset }

    /// Whether the header is over-stretched (`pull >= maximumHeight`): its height is then the pull itself.
    var isOverStretched: Bool { pull >= maximumHeight }

    /// A height clamped to the header's range.
    func clamped(_ height: Double) -> Double {
        min(maximumHeight, max(height, minimumHeight))
    }

    /// `inset`, shared by `top-only` and `immediate`: how the header's resting offset is found.
    static let inset = Parameter<InsetMode>(
        "inset", .choice(default: .legacy),
        summary: "legacy compares the raw offset with -maximumHeight, as GSK does; safe-area measures from the "
            + "sample's inset_top (GSK's most requested fix).")
    /// `managed`, shared by `top-only` and `immediate`: GSK's manageScrollViewInsets.
    static let managed = Parameter<Bool>(
        "managed", .flag(default: true),
        summary: "GSK's manageScrollViewInsets: false shifts offsets by maximumHeight - minimumHeight, for "
            + "headers over a spacer.")

    /// The shared parameters of `top-only` and `immediate`.
    static let parameters: [any ParameterDeclaration] = [inset, managed]
}

/// How an expansion behaviour finds the header's resting offset: GSK's legacy arithmetic or the safe-area fix.
enum InsetMode: String, CaseIterable, Sendable {
    /// GSK's own arithmetic: the raw offset against `-maximumHeight`. Any inset the system adds on top of the
    /// header's (safe area, navigation bar) makes the header taller than its maximum at rest (GSK issues #63, #33).
    case legacy
    /// Measures from the sample's `insetTop`: the system's share of the inset is subtracted first, so the header
    /// rests at its maximum height below the safe area. Needs sessions that record `inset_top`.
    case safeArea = "safe-area"
}
