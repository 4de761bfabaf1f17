extension PlatformDialect {
    /// MGCollapsingHeader's properties and calls (seed-semantics.md section 3.1): `minimumHeaderHeight`, the
    /// collapsing constraint (`mg-collapse`), `addFadingSubview(_:fadeBy:)` (`fade`) and
    /// `addTransformingSubview(_:attributes:)` with `MGTransform`s (`transform`).
    static let mg = PlatformDialect(
        format: .mg, identifiers: ["mg-collapse", "fade", "transform"], comment: .slashes,
        writeLines: { stack, text in
            let header = stack.header
            let n = PlatformNumber.text
            text.line(
                "let headerView = MGCollapsingHeaderView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, "
                    + "height: \(n(header.maximumHeight))))")
            text.line("headerView.minimumHeaderHeight = \(n(header.minimumHeight))")
            for behavior in stack.behaviors {
                switch behavior.identifier {
                case "mg-collapse":
                    let top = behavior.value("constraint").text == "top"
                    text.line("headerView.setCollapsingConstraint(\(top ? topConstraint : heightConstraint))")
                    text.mark(behavior, "constraint")
                case "fade":
                    let by = behavior.value("by").text ?? "1"
                    for id in behavior.value("target").ids {
                        text.line("headerView.addFadingSubview(\(id), fadeBy: \(by))")
                    }
                    text.mark(behavior, "target", "by")
                case "transform":
                    // MGTransform declares a curve but ignores it (seed-semantics.md 3.1): curve is not marked.
                    let changes = behavior.values.filter { $0.name != "target" && $0.name != "curve" }
                    for id in behavior.value("target").ids {
                        text.line("headerView.addTransformingSubview(\(id), attributes: [")
                        for change in changes where change.number != 0 {
                            text.line("    MGTransform(attribute: .\(change.name), byValue: \(change.text ?? "0")),")
                        }
                        text.line("])")
                    }
                    text.mark(behavior, "target")
                    for change in changes { text.mark(behavior, change.name) }
                default:
                    break
                }
            }
            text.comment("in scrollViewDidScroll(_:): headerView.collapse(withScroll: scrollView)")
        },
        readLines: { reader throws(StackExportError) in
            var invocations: [PlatformReader.Invocation] = []
            if let constraint = reader.value(after: "headerView.setCollapsingConstraint(", until: [")"]) {
                let word = try reader.word(constraint, [(heightConstraint, "height"), (topConstraint, "top")])
                invocations.append(.init(name: "mg-collapse", parameters: [("constraint", word)]))
            }
            // Fading subviews, one fade per fadeBy value, in the order first seen.
            var fades: [(by: String, targets: [String])] = []
            for found in reader.values(after: "headerView.addFadingSubview(", until: [")"]) {
                let parts = found.value.split(separator: ",").map { String($0).trimmingWhitespace }
                guard parts.count == 2, parts[1].hasPrefix("fadeBy: ") else {
                    throw reader.refuse(found, "expected addFadingSubview(<subview>, fadeBy: <number>)")
                }
                let by = try reader.number(
                    PlatformReader.Found(line: found.line, text: found.text, value: String(parts[1].dropFirst(8))))
                if let index = fades.firstIndex(where: { $0.by == by }) {
                    fades[index].targets.append(parts[0])
                } else {
                    fades.append((by, [parts[0]]))
                }
            }
            invocations += fades.map {
                .init(name: "fade", parameters: [("target", $0.targets.joined(separator: "+")), ("by", $0.by)])
            }
            invocations += try transforms(in: reader)
            return invocations
        })

    /// The constraint `mg-collapse=constraint=height` collapses: the header's height.
    private static let heightConstraint = "headerHeightConstraint"
    /// The constraint `mg-collapse=constraint=top` collapses: the header's top.
    private static let topConstraint = "headerTopConstraint"

    /// The transforms of `addTransformingSubview` blocks: consecutive subviews with the same changes are one.
    private static func transforms(in reader: PlatformReader) throws(StackExportError) -> [PlatformReader.Invocation] {
        var transforms: [(targets: [String], changes: [(key: String, value: String)])] = []
        var current: (target: String, changes: [(key: String, value: String)])?
        for line in reader.codeLines {
            let found = PlatformReader.Found(line: line.number, text: line.text, value: line.text)
            if line.text.hasPrefix("headerView.addTransformingSubview("), line.text.hasSuffix(", attributes: [") {
                let target = line.text.dropFirst("headerView.addTransformingSubview(".count)
                    .dropLast(", attributes: [".count)
                current = (String(target), [])
            } else if current != nil, line.text.hasPrefix("MGTransform(attribute: ."), line.text.hasSuffix("),") {
                let body = line.text.dropFirst("MGTransform(attribute: .".count).dropLast(2)
                let parts = body.split(separator: ",", maxSplits: 1)
                guard parts.count == 2, parts[1].hasPrefix(" byValue: ") else {
                    throw reader.refuse(found, "expected MGTransform(attribute: .<attribute>, byValue: <number>)")
                }
                let value = try reader.number(
                    PlatformReader.Found(line: line.number, text: line.text, value: String(parts[1].dropFirst(10))))
                current?.changes.append((String(parts[0]), value))
            } else if line.text == "])", let done = current {
                if let last = transforms.last, last.changes.map(\.key) == done.changes.map(\.key),
                    last.changes.map(\.value) == done.changes.map(\.value)
                {
                    transforms[transforms.count - 1].targets.append(done.target)
                } else {
                    transforms.append(([done.target], done.changes))
                }
                current = nil
            }
        }
        return transforms.map {
            .init(name: "transform", parameters: [("target", $0.targets.joined(separator: "+"))] + $0.changes)
        }
    }
}
