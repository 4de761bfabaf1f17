extension PlatformDialect {
    /// Flutter's `SliverAppBar(...)` (`flutter-sliver-app-bar`) and `FlexibleSpaceBar(...)`
    /// (`flutter-flexible-space-bar`) arguments, in Dart (conformance.md section 3).
    static let flutter = PlatformDialect(
        format: .flutter, identifiers: ["flutter-sliver-app-bar", "flutter-flexible-space-bar"], comment: .slashes,
        writeLines: { stack, text in
            let n = PlatformNumber.text
            let bar = stack.behaviors.first { $0.identifier == "flutter-sliver-app-bar" }
            let space = stack.behaviors.first { $0.identifier == "flutter-flexible-space-bar" }
            let indent = bar == nil ? "" : "  "
            if let bar {
                text.line("SliverAppBar(")
                for (parameter, argument) in sliverFlags {
                    text.line("  \(argument): \(bar.value(parameter).flag),")
                    text.mark(bar, parameter)
                }
                text.line("  stretchTriggerOffset: \(bar.value("stretch-trigger").text ?? "100"),")
                if bar.value("on-stretch-trigger").flag { text.line("  onStretchTrigger: () async {},") }
                text.mark(bar, "stretch-trigger", "on-stretch-trigger")
                text.line("  expandedHeight: \(n(stack.header.maximumHeight)),")
                text.line("  collapsedHeight: \(n(stack.header.minimumHeight)),")
            }
            if let space {
                text.line(indent + (bar == nil ? "FlexibleSpaceBar(" : "flexibleSpace: FlexibleSpaceBar("))
                let mode = space.value("collapse-mode").text ?? "parallax"
                text.line(indent + "  collapseMode: CollapseMode.\(mode),")
                text.line(indent + "  expandedTitleScale: \(space.value("expanded-title-scale").text ?? "1.5"),")
                let modes = stretchModes.filter { space.value($0.parameter).flag }.map { "StretchMode.\($0.mode)" }
                text.line(indent + "  stretchModes: const [\(modes.joined(separator: ", "))],")
                text.line(indent + "  background: \(widget(space.value("background").ids)),")
                text.line(indent + "  title: \(widget(space.value("title").ids)),")
                text.mark(space, "collapse-mode", "expanded-title-scale", "background", "title")
                for mode in stretchModes { text.mark(space, mode.parameter) }
                text.line(indent + (bar == nil ? ")" : "),"))
            }
            if bar != nil { text.line(")") }
        },
        readLines: { reader throws(StackExportError) in
            var invocations: [PlatformReader.Invocation] = []
            if reader.contains("SliverAppBar(") {
                var bar = PlatformReader.Invocation(name: "flutter-sliver-app-bar")
                for (parameter, argument) in sliverFlags {
                    if let value = reader.value(after: argument + ": ", until: [","], atStart: true) {
                        bar.parameters.append((parameter, try reader.flag(value)))
                    }
                }
                if let trigger = reader.value(after: "stretchTriggerOffset: ", until: [","], atStart: true) {
                    bar.parameters.append(("stretch-trigger", try reader.number(trigger)))
                }
                if reader.contains("onStretchTrigger: ") { bar.parameters.append(("on-stretch-trigger", "true")) }
                invocations.append(bar)
            }
            if reader.contains("FlexibleSpaceBar(") {
                var space = PlatformReader.Invocation(name: "flutter-flexible-space-bar")
                if let mode = reader.value(after: "collapseMode: CollapseMode.", until: [","], atStart: true) {
                    space.parameters.append(
                        (
                            "collapse-mode",
                            try reader.word(mode, [("parallax", "parallax"), ("pin", "pin"), ("none", "none")])
                        ))
                }
                if let scale = reader.value(after: "expandedTitleScale: ", until: [","], atStart: true) {
                    space.parameters.append(("expanded-title-scale", try reader.number(scale)))
                }
                if let modes = reader.value(after: "stretchModes: const [", until: ["]"], atStart: true) {
                    let written = modes.value.split(separator: ",").map { String($0).trimmingWhitespace }
                    for mode in written where !stretchModes.contains(where: { "StretchMode.\($0.mode)" == mode }) {
                        throw reader.refuse(modes, "'\(mode)' is not a StretchMode export-stack writes")
                    }
                    for mode in stretchModes {
                        space.parameters.append((mode.parameter, String(written.contains("StretchMode.\(mode.mode)"))))
                    }
                }
                for argument in ["background", "title"] {
                    if let found = reader.value(after: argument + ": ", atStart: true) {
                        space.parameters.append((argument, try ids(of: found, in: reader)))
                    }
                }
                invocations.append(space)
            }
            return invocations
        })

    /// `flutter-sliver-app-bar`'s flags and SliverAppBar's arguments for them.
    private static let sliverFlags = [
        ("pinned", "pinned"), ("floating", "floating"), ("snap", "snap"), ("stretch", "stretch"),
    ]

    /// `flutter-flexible-space-bar`'s stretch-mode flags and the StretchMode values they are.
    private static let stretchModes: [(parameter: String, mode: String)] = [
        ("zoom-background", "zoomBackground"), ("fade-title", "fadeTitle"), ("blur-background", "blurBackground"),
    ]

    /// The widget of a subview list: the subview's own, or a `Stack` of several.
    private static func widget(_ ids: [String]) -> String {
        ids.count == 1 ? ids[0] : "Stack(children: [\(ids.joined(separator: ", "))])"
    }

    /// The subview ids of a widget ``widget(_:)`` wrote, from `background: ...,`.
    private static func ids(of found: PlatformReader.Found, in reader: PlatformReader) throws(StackExportError)
        -> String
    {
        var value = found.value
        guard value.hasSuffix(",") else { throw reader.refuse(found, "expected a widget followed by ','") }
        value.removeLast()
        if value.hasPrefix("Stack(children: ["), value.hasSuffix("])") {
            value = String(value.dropFirst("Stack(children: [".count).dropLast(2))
        }
        let ids = value.split(separator: ",").map { String($0).trimmingWhitespace }
        guard !ids.isEmpty, !ids.contains(where: \.isEmpty) else {
            throw reader.refuse(found, "expected subview names")
        }
        return ids.joined(separator: "+")
    }
}
