import StretchyCore

/// Turns a stream of motions into samples, one per frame of a ``FrameClock``, lazily and in constant memory.
///
/// Frame `n` is at `clock.time(ofFrame: n)`; the samples run from frame 0 to the last frame at or before the
/// source's end time, and one more when that frame is before the end, so the last sample shows the content at rest.
struct MotionSampler<Source: MotionSource>: IteratorProtocol {
    private var source: Source
    private let clock: FrameClock
    private let geometry: ScrollGeometry
    private var current: Motion
    private var upcoming: Motion?
    private var endTime = Double.infinity
    private var frame = 0
    private var finished = false

    init(source: Source, clock: FrameClock, geometry: ScrollGeometry, initialOffset: Double) {
        self.source = source
        self.clock = clock
        self.geometry = geometry
        current = Motion(start: 0, kind: .rest(offset: initialOffset, phase: .idle))
        upcoming = self.source.nextMotion()
        if upcoming == nil { endTime = self.source.endTime }
    }

    mutating func next() -> ScrollSample? {
        if finished { return nil }
        let time = clock.time(ofFrame: frame)
        while let motion = upcoming, time >= motion.start {
            current = motion
            upcoming = source.nextMotion()
            if upcoming == nil { endTime = source.endTime }
        }
        if upcoming == nil, time >= endTime { finished = true }
        frame += 1
        let state = current.state(at: time)
        return geometry.sample(time: time, offsetY: state.offset, phase: state.phase)
    }
}
