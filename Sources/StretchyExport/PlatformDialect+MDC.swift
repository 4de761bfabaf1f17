extension PlatformDialect {
    /// MDC iOS's flexible header properties (conformance.md section 4): heights, `shiftBehavior`,
    /// `headerContentImportance` (the 175 and 25 point anchors) and `canOverExtend`, in Swift.
    static let mdc = PlatformDialect(
        format: .mdc, identifiers: ["mdc-flexible-header"], comment: .slashes,
        writeLines: { stack, text in
            let n = PlatformNumber.text
            guard let header = stack.behaviors.first(where: { $0.identifier == "mdc-flexible-header" }) else { return }
            text.line("let headerViewController = MDCFlexibleHeaderViewController()")
            text.line("let headerView = headerViewController.headerView")
            text.line("headerView.minimumHeight = \(n(stack.header.minimumHeight))")
            text.line("headerView.maximumHeight = \(n(stack.header.maximumHeight))")
            let shift = header.value("shift").text ?? "enabled"
            text.line("headerView.shiftBehavior = \(shiftBehaviors.first { $0.shift == shift }?.value ?? ".enabled")")
            text.mark(header, "shift")
            if let importance = importances.first(where: { $0.anchor == header.value("anchor").text }) {
                text.line("headerView.headerContentImportance = \(importance.value)")
                text.mark(header, "anchor")
            }
            text.line("headerView.canOverExtend = \(header.value("over-extend").flag)")
            text.mark(header, "over-extend")
            text.line("headerView.trackingScrollView = scrollView")
        },
        readLines: { reader throws(StackExportError) in
            guard let shift = reader.value(after: "headerView.shiftBehavior = ") else { return [] }
            var header = PlatformReader.Invocation(
                name: "mdc-flexible-header",
                parameters: [("shift", try reader.word(shift, shiftBehaviors.map { ($0.value, $0.shift) }))])
            if let importance = reader.value(after: "headerView.headerContentImportance = ") {
                header.parameters.append(
                    ("anchor", try reader.word(importance, importances.map { ($0.value, $0.anchor) })))
            }
            if let overExtend = reader.value(after: "headerView.canOverExtend = ") {
                header.parameters.append(("over-extend", try reader.flag(overExtend)))
            }
            return [header]
        })

    /// `mdc-flexible-header`'s `shift` words and MDCFlexibleHeaderShiftBehavior's cases.
    private static let shiftBehaviors: [(shift: String, value: String)] = [
        ("disabled", ".disabled"), ("enabled", ".enabled"), ("enabled-with-status-bar", ".enabledWithStatusBar"),
        ("hideable", ".hideable"),
    ]

    /// The anchors MDC's header content importance gives: 175 points by default, 25 for high importance.
    private static let importances: [(anchor: String, value: String)] = [("175", ".default"), ("25", ".high")]
}
