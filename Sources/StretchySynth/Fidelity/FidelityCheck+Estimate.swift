import StretchyCore

extension FidelityCheck {
    /// How many dragging frames before a release the drag's line is read from, at most: 6 (100 ms at 60 Hz).
    static let dragLineFrames = 6

    /// The releases of a session that has only its offsets, with the lift estimated where the profile's display lag
    /// puts it.
    ///
    /// A page's display lags the finger (Chromium's by about 37 ms), so the release frame, the first after the
    /// `dragging` ones, still shows the drag, and its offset falls short of where the finger left the content by up to
    /// a hundred pixels. For a profile with a ``ScrollPhysics/displayLag`` each release of ``releases(in:notes:)`` is
    /// therefore moved onto the drag's line: the line through the last ``dragLineFrames`` dragging frames (the first
    /// dragging frame left out, as its step holds the slop's catch-up), its slope the median of the frame-to-frame
    /// speeds and its intercept the median of `offset - slope t`, so that one stale frame does not tilt it; the lift is
    /// placed ``ScrollPhysics/displayLag`` past the release frame, at the line's offset there, and the velocity is the
    /// line's slope times ``ScrollPhysics/displayedDragScale`` (the velocity of the touch events in the notes when the
    /// release has them). The finger lifted somewhere within the frame before the release frame, so the offset is
    /// uncertain by the slope times half a frame interval (``FidelityRelease/offsetUncertainty``). A profile without a
    /// display lag keeps the releases as read, which also try lifts between frames (``compare(_:from:)``).
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - notes: The session's notes (JSON text).
    /// - Returns: One release per stroke that dragged.
    public func estimatedReleases(in samples: [ScrollSample], notes: String) -> [FidelityRelease] {
        let releases = Self.releases(in: samples, notes: notes)
        guard physics.displayLag > 0 else { return releases }
        return releases.map { estimate($0, in: samples) }
    }

    /// One release moved onto its drag's line (``estimatedReleases(in:notes:)``); kept as it is when fewer than two
    /// dragging frames remain to draw the line through.
    private func estimate(_ release: FidelityRelease, in samples: [ScrollSample]) -> FidelityRelease {
        let end = samples.firstIndex { $0.time >= release.time } ?? samples.count
        var first = end
        while first > 0, samples[first - 1].phase == .dragging { first -= 1 }
        let window = samples[min(first + 1, end)..<end].suffix(Self.dragLineFrames)
        guard window.count >= 2 else { return release }
        let pairs = zip(window.dropLast(), window.dropFirst()).filter { $0.1.time > $0.0.time }
        guard !pairs.isEmpty else { return release }
        let slope = Self.median(pairs.map { ($0.1.offsetY - $0.0.offsetY) / ($0.1.time - $0.0.time) })
        let intercept = Self.median(window.map { $0.offsetY - slope * $0.time })
        let interval = Self.median(pairs.map { $0.1.time - $0.0.time })
        let time = release.time + physics.displayLag
        var estimated = FidelityRelease(
            time: time, offset: intercept + slope * time,
            velocity: release.velocitySource == "touches" ? release.velocity : slope * physics.displayedDragScale,
            velocitySource: release.velocitySource)
        estimated.estimatedLag = physics.displayLag
        estimated.estimatedSpeedScale = release.velocitySource == "touches" ? nil : physics.displayedDragScale
        estimated.offsetUncertainty = abs(slope) * interval / 2
        return estimated
    }

    /// The median of some values: the middle one, or the mean of the middle two.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
