extension PlatformDialect {
    /// Android's AppBarLayout child with `app:layout_scrollFlags` and margins (`android-app-bar`), and
    /// CollapsingToolbarLayout's attributes and children's collapse modes (`android-collapsing-toolbar`), in layout
    /// XML (conformance.md section 1).
    static let android = PlatformDialect(
        format: .android, identifiers: ["android-app-bar", "android-collapsing-toolbar"], comment: .xml,
        writeLines: { stack, text in
            let header = stack.header
            let n = PlatformNumber.text
            let bar = stack.behaviors.first { $0.identifier == "android-app-bar" }
            let toolbar = stack.behaviors.first { $0.identifier == "android-collapsing-toolbar" }
            text.line("<com.google.android.material.appbar.AppBarLayout")
            text.line("    xmlns:android=\"http://schemas.android.com/apk/res/android\"")
            text.line("    xmlns:app=\"http://schemas.android.com/apk/res-auto\"")
            text.line("    android:layout_width=\"match_parent\"")
            text.line("    android:layout_height=\"\(n(header.maximumHeight))dp\">")
            text.line(toolbar == nil ? "    <View" : "    <\(collapsingToolbar)")
            text.line("        android:id=\"@+id/bar\"")
            text.line("        android:layout_width=\"match_parent\"")
            text.line("        android:layout_height=\"match_parent\"")
            text.line("        android:minHeight=\"\(n(header.minimumHeight))dp\"")
            var attributes: [String] = []
            if let bar {
                let flags = scrollFlags.filter { bar.value($0.parameter).flag }.map(\.flag)
                attributes.append("android:layout_marginTop=\"\(bar.value("top-margin").text ?? "0")dp\"")
                attributes.append("android:layout_marginBottom=\"\(bar.value("bottom-margin").text ?? "0")dp\"")
                attributes.append(
                    "app:layout_scrollFlags=\"\(flags.isEmpty ? "noScroll" : flags.joined(separator: "|"))\"")
                text.mark(bar, "top-margin", "bottom-margin")
                for flag in scrollFlags { text.mark(bar, flag.parameter) }
            }
            if let toolbar {
                if let trigger = toolbar.value("scrim-trigger").text {
                    attributes.append("app:scrimVisibleHeightTrigger=\"\(trigger)dp\"")
                }
                let duration = toolbar.value("scrim-duration").number ?? 0.6
                attributes.append("app:scrimAnimationDuration=\"\(n(duration * 1000))\"")
                attributes.append("app:titleCollapseMode=\"\(toolbar.value("title-mode").text ?? "scale")\"")
                attributes.append("app:expandedTitleTextSize=\"\(toolbar.value("expanded-size").text ?? "34")sp\"")
                attributes.append("app:collapsedTitleTextSize=\"\(toolbar.value("collapsed-size").text ?? "20")sp\"")
                text.mark(toolbar, "scrim-trigger", "scrim-duration", "title-mode", "expanded-size", "collapsed-size")
            }
            for (index, attribute) in attributes.enumerated() {
                text.line("        " + attribute + (index == attributes.count - 1 ? ">" : ""))
            }
            if attributes.isEmpty { text.line("        >") }
            if let toolbar {
                let multiplier = toolbar.value("multiplier").text ?? "0.5"
                for id in toolbar.value("parallax").ids {
                    text.line(
                        "        <View android:id=\"@+id/\(id)\" app:layout_collapseMode=\"parallax\" "
                            + "app:layout_collapseParallaxMultiplier=\"\(multiplier)\" />")
                }
                for id in toolbar.value("pin").ids {
                    text.line("        <View android:id=\"@+id/\(id)\" app:layout_collapseMode=\"pin\" />")
                }
                text.mark(toolbar, "parallax", "multiplier", "pin")
                text.line("    </\(collapsingToolbar)>")
                for id in toolbar.value("compress").ids {
                    text.line("    <View android:id=\"@+id/\(id)\" app:layout_scrollEffect=\"compress\" />")
                }
                text.mark(toolbar, "compress")
            } else {
                text.line("    </View>")
            }
            text.line("</com.google.android.material.appbar.AppBarLayout>")
        },
        readLines: { reader throws(StackExportError) in
            var invocations: [PlatformReader.Invocation] = []
            let quote: Set<Character> = ["\""]
            if let flags = reader.value(after: "app:layout_scrollFlags=\"", until: quote) {
                let written = flags.value.split(separator: "|").map(String.init)
                var bar = PlatformReader.Invocation(name: "android-app-bar")
                if written != ["noScroll"] {
                    for flag in written where !scrollFlags.contains(where: { $0.flag == flag }) {
                        throw reader.refuse(flags, "'\(flag)' is not a scroll flag export-stack writes")
                    }
                }
                for flag in scrollFlags {
                    bar.parameters.append((flag.parameter, String(written.contains(flag.flag))))
                }
                for (attribute, parameter) in [
                    ("layout_marginTop", "top-margin"), ("layout_marginBottom", "bottom-margin"),
                ] {
                    if let margin = reader.value(after: "android:\(attribute)=\"", until: quote) {
                        bar.parameters.append((parameter, try reader.number(margin, suffix: "dp")))
                    }
                }
                invocations.append(bar)
            }
            guard reader.contains("<\(collapsingToolbar)") else { return invocations }
            var toolbar = PlatformReader.Invocation(name: "android-collapsing-toolbar")
            let children = reader.values(after: "<View android:id=\"@+id/", until: quote)
            func ids(_ attribute: String) -> String {
                children.filter { $0.text.contains(attribute) }.map(\.value).joined(separator: "+")
            }
            for (parameter, attribute) in [
                ("parallax", "app:layout_collapseMode=\"parallax\""), ("pin", "app:layout_collapseMode=\"pin\""),
                ("compress", "app:layout_scrollEffect=\"compress\""),
            ] where !ids(attribute).isEmpty {
                toolbar.parameters.append((parameter, ids(attribute)))
            }
            if let multiplier = reader.value(after: "app:layout_collapseParallaxMultiplier=\"", until: quote) {
                toolbar.parameters.append(("multiplier", try reader.number(multiplier)))
            }
            if let trigger = reader.value(after: "app:scrimVisibleHeightTrigger=\"", until: quote) {
                toolbar.parameters.append(("scrim-trigger", try reader.number(trigger, suffix: "dp")))
            }
            if let duration = reader.value(after: "app:scrimAnimationDuration=\"", until: quote) {
                let milliseconds = try reader.number(duration)
                toolbar.parameters.append(
                    ("scrim-duration", PlatformNumber.text((PlatformNumber.value(milliseconds) ?? 0) / 1000)))
            }
            if let mode = reader.value(after: "app:titleCollapseMode=\"", until: quote) {
                toolbar.parameters.append(
                    ("title-mode", try reader.word(mode, [("scale", "scale"), ("fade", "fade")])))
            }
            for (attribute, parameter) in [
                ("expandedTitleTextSize", "expanded-size"), ("collapsedTitleTextSize", "collapsed-size"),
            ] {
                if let size = reader.value(after: "app:\(attribute)=\"", until: quote) {
                    toolbar.parameters.append((parameter, try reader.number(size, suffix: "sp")))
                }
            }
            invocations.append(toolbar)
            return invocations
        })

    /// CollapsingToolbarLayout's class name.
    private static let collapsingToolbar = "com.google.android.material.appbar.CollapsingToolbarLayout"

    /// `android-app-bar`'s flag parameters and the `app:layout_scrollFlags` values they are, in Android's order.
    private static let scrollFlags: [(parameter: String, flag: String)] = [
        ("scroll", "scroll"), ("exit-until-collapsed", "exitUntilCollapsed"), ("enter-always", "enterAlways"),
        ("enter-always-collapsed", "enterAlwaysCollapsed"), ("snap", "snap"), ("snap-margins", "snapMargins"),
    ]
}
