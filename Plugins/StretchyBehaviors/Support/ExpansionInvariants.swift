import StretchyCore

/// The invariants the expansions declare (docs/check.md).
enum ExpansionInvariants {
    /// `minimumHeight <= height <= maximumHeight`, unless over-stretched: then the header's bottom stays where the
    /// content starts (`y + height` is 0, or `maximumHeight - minimumHeight` with `managed=false`).
    static let bounds = BehaviorInvariant(
        "bounds",
        summary: "minimumHeight <= height <= maximumHeight, unless over-stretched (the header's bottom then stays "
            + "at the content's top)"
    ) { frame in
        let layout = frame.layout
        let (minimum, maximum) = (frame.configuration.minimumHeight, frame.configuration.maximumHeight)
        let tolerance = 1e-9 * max(1, abs(layout.headerHeight))
        if layout.headerHeight < minimum - tolerance {
            return "height \(layout.headerHeight) below the minimum \(minimum)"
        }
        guard layout.headerHeight > maximum + tolerance else { return nil }
        let bottom = layout.headerY + layout.headerHeight
        let shift = maximum - minimum
        if abs(bottom) <= tolerance || abs(bottom - shift) <= tolerance { return nil }
        return "height \(layout.headerHeight) above the maximum \(maximum) while the header's bottom is at \(bottom)"
    }

    /// `minimumHeight <= height <= maximumHeight` on every frame (no stretch).
    static let noStretch = BehaviorInvariant(
        "bounds", summary: "minimumHeight <= height <= maximumHeight on every frame (no stretch)"
    ) { frame in
        let height = frame.layout.headerHeight
        let (minimum, maximum) = (frame.configuration.minimumHeight, frame.configuration.maximumHeight)
        return height >= minimum && height <= maximum ? nil : "height \(height) outside [\(minimum), \(maximum)]"
    }
}
