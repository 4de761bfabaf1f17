import StretchyCore

extension SessionChecker {
    /// The per-frame invariants over one run's frames: the first violation, if any.
    func checkFrames(_ samples: [ScrollSample], _ layouts: [HeaderLayout]) -> CheckViolation? {
        let configuration = stack.configuration
        let checksFinite = has(.finite)
        let checksSizes = has(.nonNegative)
        let checksStretch = has(.stretchFactor)
        let checksFractions = has(.fractions)
        let continuitySlope = has(.continuity) ? slope : nil
        let checksSubviews = has(.subviewContinuity)
        let checksWrites = has(.declaredWrites)
        let written = Set(stack.writtenAttributes)
        for index in layouts.indices {
            let layout = layouts[index]
            func fail(_ invariant: UniversalInvariant, _ detail: String) -> CheckViolation {
                CheckViolation(invariant: invariant.rawValue, frame: index, detail: detail)
            }
            if checksFinite, let name = Self.firstNonFinite(layout) {
                return fail(.finite, "\(name) is \(Self.number(Self.value(named: name, in: layout)))")
            }
            if checksSizes {
                if layout.headerHeight < 0 {
                    return fail(.nonNegative, "header height \(Self.number(layout.headerHeight))")
                }
                if layout.contentHeight < 0 {
                    return fail(.nonNegative, "content height \(Self.number(layout.contentHeight))")
                }
                for (subview, attributes) in zip(configuration.subviews, layout.subviews)
                where attributes.width < 0 || attributes.height < 0 {
                    return fail(
                        .nonNegative,
                        "subview '\(subview.id)' is \(Self.number(attributes.width)) x \(Self.number(attributes.height))"
                    )
                }
            }
            if checksStretch {
                let expected = configuration.stretchFactor(forHeaderHeight: layout.headerHeight)
                if !Self.close(layout.stretchFactor, expected) {
                    return fail(
                        .stretchFactor,
                        "stretchFactor \(Self.number(layout.stretchFactor)) for header height "
                            + "\(Self.number(layout.headerHeight)), which gives \(Self.number(expected))")
                }
            }
            if checksFractions {
                for (subview, attributes) in zip(configuration.subviews, layout.subviews) {
                    for attribute in [SubviewAttribute.alpha, .shadowOpacity]
                    where !(0...1).contains(attributes[attribute]) {
                        return fail(
                            .fractions,
                            "subview '\(subview.id)' \(attribute.rawValue) \(Self.number(attributes[attribute]))")
                    }
                }
            }
            if let continuitySlope, index > 0 {
                let (previous, sample) = (samples[index - 1], samples[index])
                let moved = abs(sample.offsetY - previous.offsetY) + abs(sample.insetTop - previous.insetTop)
                let before = layouts[index - 1]
                for (name, change) in [
                    ("height", layout.headerHeight - before.headerHeight), ("y", layout.headerY - before.headerY),
                ] where abs(change) > continuitySlope * moved + 1e-9 * max(1, abs(layout.headerHeight)) {
                    return fail(
                        .continuity,
                        "the header's \(name) changed by \(Self.number(change)) while the offset moved "
                            + "\(Self.number(sample.offsetY - previous.offsetY)) (slope "
                            + "\(Self.number(continuitySlope)))")
                }
            }
            if checksSubviews, index > 0, let detail = subviewJump(samples, layouts, at: index) {
                return fail(.subviewContinuity, detail)
            }
            if checksWrites, let detail = undeclaredWrite(layout, written: written) {
                return fail(.declaredWrites, detail)
            }
            if !declared.isEmpty {
                let frame = InvariantFrame(
                    configuration: configuration, sample: samples[index],
                    previousSample: samples[index == 0 ? 0 : index - 1], layout: layout,
                    previousLayout: layouts[index == 0 ? 0 : index - 1])
                for (name, invariant) in declared {
                    if let detail = invariant.violation(frame) {
                        return CheckViolation(invariant: name, frame: index, detail: detail)
                    }
                }
            }
        }
        return nil
    }

    /// What jumped between frame `index - 1` and `index`: the first subview attribute that changed by more than its
    /// bound allows for the scroll's change (the offset, the inset, the header's height and its y on screen) and the
    /// time step.
    private func subviewJump(_ samples: [ScrollSample], _ layouts: [HeaderLayout], at index: Int) -> String? {
        let (previous, sample) = (samples[index - 1], samples[index])
        let (before, layout) = (layouts[index - 1], layouts[index])
        let moved =
            abs(sample.offsetY - previous.offsetY) + abs(sample.insetTop - previous.insetTop)
            + abs(layout.headerHeight - before.headerHeight)
            + abs((layout.headerY - sample.offsetY) - (before.headerY - previous.offsetY))
        let elapsed = sample.time - previous.time
        for (key, bound) in subviewBounds {
            let old = before.subviews[key.subview][key.attribute]
            let new = layout.subviews[key.subview][key.attribute]
            let limit = bound.limit(moved: moved, elapsed: elapsed)
            guard abs(new - old) > limit + 1e-9 * max(1, abs(old), abs(new)) else { continue }
            return "subview '\(stack.configuration.subviews[key.subview].id)' \(key.attribute.rawValue) changed by "
                + "\(Self.number(new - old)), from \(Self.number(old)) to \(Self.number(new)), while the scroll moved "
                + "\(Self.number(moved)) pt in \(Self.number(elapsed)) s: at most \(Self.number(limit)) "
                + "(\(Self.number(bound.slope)) per pt + \(Self.number(bound.rate)) per s)"
        }
        return nil
    }

    /// The first subview attribute that no behaviour declares writing (``BehaviorStack/writtenAttributes``) and that is
    /// not at the header's resting value: a behaviour, a plugin's most likely, wrote what it did not declare, which
    /// the runner neither resets nor any check looks at.
    private func undeclaredWrite(_ layout: HeaderLayout, written: Set<SubviewAttributeKey>) -> String? {
        for (index, subview) in stack.configuration.subviews.enumerated() {
            for attribute in SubviewAttribute.ordered where !written.contains(SubviewAttributeKey(index, attribute)) {
                let resting = subview.restingAttributes[attribute]
                let value = layout.subviews[index][attribute]
                guard value != resting, !(value.isNaN && resting.isNaN) else { continue }
                return "subview '\(subview.id)' \(attribute.rawValue) is \(Self.number(value)), not its resting "
                    + "\(Self.number(resting)), and no behaviour of the stack declares writing it"
            }
        }
        return nil
    }

    static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    private static let scalarNames = ["headerY", "headerHeight", "contentY", "contentHeight", "stretchFactor"]

    private static func firstNonFinite(_ layout: HeaderLayout) -> String? {
        for name in scalarNames where !value(named: name, in: layout).isFinite { return name }
        if !layout.settleOffset.isFinite { return "settleOffset" }
        for (index, subview) in layout.subviews.enumerated() {
            for attribute in SubviewAttribute.allCases where !subview[attribute].isFinite {
                return "subviews[\(index)].\(attribute.rawValue)"
            }
        }
        return nil
    }

    private static func value(named name: String, in layout: HeaderLayout) -> Double {
        switch name {
        case "headerY": return layout.headerY
        case "headerHeight": return layout.headerHeight
        case "contentY": return layout.contentY
        case "contentHeight": return layout.contentHeight
        case "stretchFactor": return layout.stretchFactor
        case "settleOffset": return layout.settleOffset
        default:
            // subviews[i].attribute
            let parts = name.dropFirst("subviews[".count).split(separator: "]")
            let index = Int(parts[0]) ?? 0
            let attribute = SubviewAttribute(rawValue: String(parts[1].dropFirst())) ?? .x
            return layout.subviews[index][attribute]
        }
    }
}
