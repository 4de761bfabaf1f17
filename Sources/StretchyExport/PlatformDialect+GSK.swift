extension PlatformDialect {
    /// GSKStretchyHeaderView's properties (seed-semantics.md section 1.2): the header's heights, insets and content
    /// flags, `expansionMode`, `manageScrollViewInsets` and `contentAnchor`.
    static let gsk = PlatformDialect(
        format: .gsk, identifiers: ["top-only", "immediate", "anchor-top", "anchor-bottom"], comment: .slashes,
        writeLines: { stack, text in
            let header = stack.header
            let inset = header.contentInset
            let n = PlatformNumber.text
            text.line(
                "let headerView = GSKStretchyHeaderView(frame: CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: \(n(header.maximumHeight))))"
            )
            text.line("headerView.maximumContentHeight = \(n(header.maximumContentHeight))")
            text.line("headerView.minimumContentHeight = \(n(header.minimumContentHeight))")
            text.line(
                "headerView.contentInset = UIEdgeInsets(top: \(n(inset.top)), left: \(n(inset.left)), "
                    + "bottom: \(n(inset.bottom)), right: \(n(inset.right)))")
            text.line("headerView.contentShrinks = \(header.contentShrinks)")
            text.line("headerView.contentExpands = \(header.contentExpands)")
            for behavior in stack.behaviors {
                switch behavior.identifier {
                case "top-only", "immediate":
                    // inset=legacy and bottom-bounce=follow are GSK's own arithmetic: the defaults.
                    text.line(
                        "headerView.expansionMode = \(behavior.identifier == "immediate" ? ".immediate" : ".topOnly")")
                    text.line("headerView.manageScrollViewInsets = \(behavior.value("managed").flag)")
                    text.mark(behavior, "managed")
                case "anchor-top", "anchor-bottom":
                    // quirks=legacy is GSK's own anchor arithmetic: the default.
                    text.line(
                        "headerView.contentAnchor = \(behavior.identifier == "anchor-bottom" ? ".bottom" : ".top")")
                default:
                    break
                }
            }
            text.line("scrollView.addSubview(headerView)")
        },
        readLines: { reader throws(StackExportError) in
            var invocations: [PlatformReader.Invocation] = []
            if let mode = reader.value(after: ".expansionMode = ") {
                var expansion = PlatformReader.Invocation(
                    name: try reader.word(mode, [(".topOnly", "top-only"), (".immediate", "immediate")]))
                if let managed = reader.value(after: ".manageScrollViewInsets = ") {
                    expansion.parameters.append(("managed", try reader.flag(managed)))
                }
                invocations.append(expansion)
            }
            if let anchor = reader.value(after: ".contentAnchor = ") {
                invocations.append(
                    .init(name: try reader.word(anchor, [(".top", "anchor-top"), (".bottom", "anchor-bottom")])))
            }
            return invocations
        })
}
