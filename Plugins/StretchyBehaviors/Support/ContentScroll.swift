import StretchyCore

/// The scroll position the Android and Compose presets read: `P = offsetY + insetTop`, clamped to the content's
/// range, as those systems have no rubber band (`conformance.md` section 5).
enum ContentScroll {
    /// P for a sample, clamped to `[0, contentHeight + insetTop - viewportHeight]`.
    static func position(_ sample: ScrollSample) -> Double {
        let upper = max(0, sample.contentHeight + sample.insetTop - sample.viewportHeight)
        return min(upper, max(0, sample.offsetY + sample.insetTop))
    }
}
