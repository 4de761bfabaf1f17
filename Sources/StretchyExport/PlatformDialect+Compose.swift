extension PlatformDialect {
    /// Compose Material 3's `TopAppBarDefaults.*ScrollBehavior(...)` and the bar's heights, in Kotlin
    /// (conformance.md section 2).
    static let compose = PlatformDialect(
        format: .compose, identifiers: ["compose-top-app-bar"], comment: .slashes,
        writeLines: { stack, text in
            let n = PlatformNumber.text
            guard let bar = stack.behaviors.first(where: { $0.identifier == "compose-top-app-bar" }) else { return }
            let scroll = bar.value("scroll").text ?? "exit-until-collapsed"
            let function = scrollFunctions.first { $0.scroll == scroll }?.function ?? "exitUntilCollapsedScrollBehavior"
            text.mark(bar, "scroll")
            if scroll == "pinned" {
                // pinnedScrollBehavior takes no animation specs: snap and stiffness are not marked.
                text.line("val scrollBehavior = TopAppBarDefaults.\(function)()")
            } else {
                text.line("val scrollBehavior = TopAppBarDefaults.\(function)(")
                if bar.value("snap").flag {
                    let stiffness = bar.value("stiffness").text ?? "1600"
                    text.line("    snapAnimationSpec = spring(dampingRatio = 1f, stiffness = \(stiffness)f),")
                    text.mark(bar, "snap", "stiffness")
                } else {
                    text.line("    snapAnimationSpec = null,")
                    text.mark(bar, "snap")
                }
                text.line(")")
            }
            if bar.value("overlapped").flag {
                text.line("val overlappedFraction = scrollBehavior.state.overlappedFraction")
                text.mark(bar, "overlapped")
            }
            text.line("LargeTopAppBar(")
            text.line("    title = { Text(\"Title\") },")
            text.line("    expandedHeight = \(n(stack.header.maximumHeight)).dp,")
            text.line("    collapsedHeight = \(n(stack.header.minimumHeight)).dp,")
            text.line("    scrollBehavior = scrollBehavior,")
            text.line(")")
        },
        readLines: { reader throws(StackExportError) in
            guard let function = reader.value(after: "val scrollBehavior = TopAppBarDefaults.", until: ["("]) else {
                return []
            }
            var bar = PlatformReader.Invocation(
                name: "compose-top-app-bar",
                parameters: [("scroll", try reader.word(function, scrollFunctions.map { ($0.function, $0.scroll) }))])
            if reader.contains("snapAnimationSpec = null") {
                bar.parameters.append(("snap", "false"))
            } else if let stiffness = reader.value(after: "stiffness = ", until: [")"]) {
                bar.parameters.append(("stiffness", try reader.number(stiffness, suffix: "f")))
            }
            if reader.contains("scrollBehavior.state.overlappedFraction") {
                bar.parameters.append(("overlapped", "true"))
            }
            return [bar]
        })

    /// `compose-top-app-bar`'s `scroll` words and the TopAppBarDefaults functions they are.
    private static let scrollFunctions: [(scroll: String, function: String)] = [
        ("pinned", "pinnedScrollBehavior"), ("enter-always", "enterAlwaysScrollBehavior"),
        ("exit-until-collapsed", "exitUntilCollapsedScrollBehavior"),
    ]
}
