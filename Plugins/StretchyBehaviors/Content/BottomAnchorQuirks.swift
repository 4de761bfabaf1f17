/// Whether `anchor-bottom` reproduces GSK's bottom-anchor arithmetic or fixes it.
public enum BottomAnchorQuirks: String, CaseIterable, Sendable {
    /// GSK's arithmetic: `contentInset.bottom` is ignored, and with `contentExpands` false an over-stretched header
    /// moves the content to its top (`min(0, top)`).
    case legacy
    /// The content's bottom edge sits on `height - contentInset.bottom` in every case.
    case fixed
}
