import StretchyCore

/// The headers of GSK's and MG's own tests and demos, used by the behaviours' examples.
enum ExampleHeaders {
    /// GSK's test header: maximum content height 280 (`kInitialHeaderViewHeight`), everything else default.
    static let gskDefault = make(maximum: 280)
    /// GSK's test header with minimum 120, `contentInset.top` 64, `contentShrinks` and `contentExpands` NO.
    static let gskFixedContent = make(
        maximum: 280, minimum: 120, inset: EdgeInsets(top: 64), shrinks: false, expands: false)
    /// As ``gskFixedContent``, but `contentExpands` YES (GSK's bottom-anchor test).
    static let gskBottomAnchor = make(maximum: 280, minimum: 120, inset: EdgeInsets(top: 64), shrinks: false)
    /// GSK's immediate-mode test header: minimum 120, `contentExpands` NO.
    static let gskImmediate = make(maximum: 280, minimum: 120, expands: false)
    /// GSK's unmanaged-insets test header: minimum 64.
    static let gskUnmanaged = make(maximum: 280, minimum: 64)
    /// GSK's tabs example: maximum 240, minimum 100, content that neither shrinks nor expands, 36 pt tabs.
    static let gskTabs = make(
        maximum: 240, minimum: 100, shrinks: false, expands: false,
        subviews: [SubviewConfiguration(id: "tabs", frame: Rect(x: 0, y: 204, width: 320, height: 36))])
    /// The header of the platform presets' worked examples (`conformance.md`): 200 tall, minimum 56.
    static let platform = make(maximum: 200, minimum: 56)
    /// The collapsing-toolbar examples' header: ``platform`` with a background, a 56 pt toolbar, a title and a scrim.
    static let androidCollapsing = make(
        maximum: 200, minimum: 56,
        subviews: [
            SubviewConfiguration(id: "background", frame: Rect(x: 0, y: 0, width: 360, height: 200)),
            SubviewConfiguration(id: "toolbar", frame: Rect(x: 0, y: 0, width: 360, height: 56)),
            SubviewConfiguration(id: "title", frame: Rect(x: 16, y: 150, width: 240, height: 40)),
            SubviewConfiguration(id: "scrim", frame: Rect(x: 0, y: 0, width: 360, height: 200)),
        ])
    /// The compress examples' header: ``androidCollapsing`` with an `image` at 100 (100 tall) and a `badge` at 0 (40
    /// tall), AppBarLayout children with the compress scroll effect.
    static let androidCompress = make(
        maximum: 200, minimum: 56,
        subviews: androidCollapsing.subviews + [
            SubviewConfiguration(id: "image", frame: Rect(x: 0, y: 100, width: 360, height: 100)),
            SubviewConfiguration(id: "badge", frame: Rect(x: 16, y: 0, width: 40, height: 40)),
        ])
    /// The flexible-space examples' header: ``platform`` with a background and a title.
    static let flutterFlexible = make(
        maximum: 200, minimum: 56,
        subviews: [
            SubviewConfiguration(id: "background", frame: Rect(x: 0, y: 0, width: 360, height: 200)),
            SubviewConfiguration(id: "title", frame: Rect(x: 72, y: 160, width: 200, height: 24)),
        ])
    /// MG's demo header: 250 tall, minimum 60.
    static let mgDemo = make(maximum: 250, minimum: 60)

    private static func make(
        maximum: Double,
        minimum: Double = 0,
        inset: EdgeInsets = .zero,
        shrinks: Bool = true,
        expands: Bool = true,
        subviews: [SubviewConfiguration] = []
    ) -> HeaderConfiguration {
        do {
            return try HeaderConfiguration(
                maximumContentHeight: maximum, minimumContentHeight: minimum, contentInset: inset,
                contentShrinks: shrinks, contentExpands: expands, subviews: subviews)
        } catch {
            preconditionFailure("an example header is invalid: \(error)")
        }
    }
}
