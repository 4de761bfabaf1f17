import StretchyCore

extension SessionChecker {
    /// How long a settle takes when the stack reports no duration (``HeaderLayout/settleDuration`` 0, as `snap`
    /// does): UIKit's animated `setContentOffset`, 0.3 s.
    static let defaultSettleDuration = 0.3
    /// How long the layout is watched at the settle's offset after the settle's duration, in seconds.
    static let restingTime = 0.25
    /// At most this many settles of one session are followed, so a session of many releases costs a bounded time.
    static let settlesFollowed = 8

    /// `settle-at-rest`: every frame that asks to settle (a settle offset other than its offset, by more than
    /// rounding) is followed by the scroll view the way a settle moves it, and the layout must come to rest at the
    /// target.
    func checkSettles(_ samples: [ScrollSample], _ layouts: [HeaderLayout]) -> CheckViolation? {
        let configuration = stack.configuration
        let range = configuration.maximumContentHeight - configuration.minimumContentHeight
        guard range > 0 else { return nil }
        var followed = 0
        for index in layouts.indices where !Self.close(layouts[index].settleOffset, samples[index].offsetY) {
            if let detail = followSettle(samples, layouts, from: index, range: range) {
                return CheckViolation(
                    invariant: UniversalInvariant.settleAtRest.rawValue, frame: index, detail: detail)
            }
            followed += 1
            if followed == Self.settlesFollowed { break }
        }
        return nil
    }

    /// Unless the release or the settle offset lies past the content's edges (where the scroll view bounces back
    /// rather than settles), replays the session up to frame `index`, then moves the offset to the frame's settle
    /// offset in equal steps over the settle's duration (phase `decelerating`, at the session's frame interval when
    /// it is up to 0.1 s, else 1/60 s) and holds it there (`idle`) for ``restingTime``. From the first frame at or
    /// after the duration on, every frame must be the same (to rounding, and but for the attributes animated over
    /// time), and its stretch factor the one the settle aimed at: the release's, moved by the settle's distance over
    /// the collapse range. Returns what is wrong, or `nil`.
    private func followSettle(
        _ samples: [ScrollSample], _ layouts: [HeaderLayout], from index: Int, range: Double
    ) -> String? {
        let release = samples[index]
        let layout = layouts[index]
        let target = layout.settleOffset
        // A scroll view cannot follow a settle past its edges: it bounces back, and that is the bounce's business.
        let edges = -release.insetTop...release.maximumOffsetY
        guard edges.contains(release.offsetY), edges.contains(target) else { return nil }
        let duration = layout.settleDuration > 0 ? layout.settleDuration : Self.defaultSettleDuration
        let step = index > 0 ? release.time - samples[index - 1].time : 0
        let interval = step > 0 && step <= 0.1 ? step : 1.0 / 60
        let steps = max(1, Int((duration / interval).rounded(.up)))
        let holds = max(2, Int((Self.restingTime / interval).rounded(.up)))
        var runner = stack.makeRunner()
        var resting: HeaderLayout?
        for sample in samples[...index] {
            guard (try? runner.step(sample)) != nil else { return nil }
        }
        for frame in 1...(steps + holds) {
            var next = release
            next.time = release.time + Double(frame) * interval
            next.offsetY =
                frame >= steps ? target : release.offsetY + (target - release.offsetY) * Double(frame) / Double(steps)
            next.phase = frame > steps ? .idle : .decelerating
            guard var current = try? runner.step(next) else { return nil }
            // A settle of less than rounding (a fold's residue) is none: nothing a person could see.
            if Self.close(current.settleOffset, next.offsetY) {
                (current.settleOffset, current.settleDuration) = (next.offsetY, 0)
            }
            guard frame >= steps else { continue }
            guard let resting else {
                resting = current
                continue
            }
            if let change = change(from: resting, to: current) {
                return "followed to offset \(Self.number(target)) over \(Self.number(duration)) s, the layout still "
                    + "changes \(Self.number(next.time - release.time)) s after the release: \(change)"
            }
        }
        guard let resting else { return nil }
        let aimed = layout.stretchFactor + (release.offsetY - target) / range
        guard !Self.close(resting.stretchFactor, aimed) else { return nil }
        return "followed to offset \(Self.number(target)) over \(Self.number(duration)) s, the header rests at "
            + "stretchFactor \(Self.number(resting.stretchFactor)), not the \(Self.number(aimed)) the settle aimed at "
            + "(\(Self.number(layout.stretchFactor)) at the release, offset \(Self.number(release.offsetY)))"
    }

    /// The first value that differs between two layouts by more than rounding (1e-9, relative), as `header height
    /// 240 -> 238.5`, but for the subview attributes animated over time (``animatedKeys``); `nil` when there is none.
    private func change(from old: HeaderLayout, to new: HeaderLayout) -> String? {
        let scalars: [(String, KeyPath<HeaderLayout, Double>)] = [
            ("header y", \.headerY), ("header height", \.headerHeight), ("content y", \.contentY),
            ("content height", \.contentHeight), ("stretchFactor", \.stretchFactor), ("settle offset", \.settleOffset),
            ("settle duration", \.settleDuration), ("collapsed fraction", \.collapsedFraction),
            ("overlapped fraction", \.overlappedFraction), ("stretch trigger", \.stretchTrigger),
            ("background blur", \.backgroundBlur),
        ]
        for (name, path) in scalars where !Self.close(old[keyPath: path], new[keyPath: path]) {
            return "\(name) \(Self.number(old[keyPath: path])) -> \(Self.number(new[keyPath: path]))"
        }
        for (index, (before, after)) in zip(old.subviews, new.subviews).enumerated() {
            for attribute in SubviewAttribute.allCases
            where !Self.close(before[attribute], after[attribute])
                && !animatedKeys.contains(SubviewAttributeKey(index, attribute))
            {
                return "subview '\(stack.configuration.subviews[index].id)' \(attribute.rawValue) "
                    + "\(Self.number(before[attribute])) -> \(Self.number(after[attribute]))"
            }
        }
        return nil
    }
}
