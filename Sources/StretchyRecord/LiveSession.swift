import StretchyCore
import StretchyStore
import StretchySynth
import _StretchySystem

/// One session a page is recording: its recorder, the next batch it expects, its live stack, its fingers.
final class LiveSession {
    let id: Int
    let recorder: SessionRecorder
    /// The next batch number; a smaller one is a retry of an acknowledged batch, a larger one a gap.
    var nextBatch = 0
    /// When the last request arrived, on the server's clock in seconds.
    var lastActivity: Double
    var runner: StackRunner?
    var lastLayout: HeaderLayout?
    var lastLayoutOffset = 0.0
    private var trackers: [Int: VelocityTracker] = [:]
    /// The fingers being tracked, in the order they touched down: the first is dropped when one more comes.
    private var fingerOrder: [Int] = []
    /// The most fingers tracked at once: 10, as many as a hand has. A page whose fingers never lift (or one that
    /// makes up a new finger for every event) cannot make the server keep a tracker for each.
    static let maximumFingers = 10

    /// How many fingers have a tracker now.
    var trackedFingers: Int { trackers.count }
    private var strokeCount = 0
    private(set) var touchCount = 0
    private let baseNotes: [(String, JSONValue)]

    init(id: Int, recorder: SessionRecorder, runner: StackRunner?, notes: [(String, JSONValue)], now: Double) {
        self.id = id
        self.recorder = recorder
        self.runner = runner
        self.baseNotes = notes
        self.lastActivity = now
    }

    /// Feeds a batch's touches to the velocity trackers, one per finger, recording a release for every lift.
    ///
    /// The velocity is Flutter's estimate from the finger's own positions (`VelocityTracker`), as
    /// `import-touches` computes it, never from the offsets.
    /// - Returns: The releases of the strokes that ended in these touches, for the recorder to commit with them.
    @discardableResult
    func track(_ touches: [TouchPoint], offsetAt: (Double) -> Double) -> [RecordedRelease] {
        var releases: [RecordedRelease] = []
        for touch in touches {
            touchCount += 1
            switch touch.kind {
            case .down:
                var tracker = VelocityTracker()
                tracker.addPosition(time: touch.time, x: touch.x, y: touch.y)
                fingerOrder.removeAll { $0 == touch.pointer }
                if trackers.updateValue(tracker, forKey: touch.pointer) == nil,
                    fingerOrder.count >= Self.maximumFingers
                {
                    trackers[fingerOrder.removeFirst()] = nil
                }
                fingerOrder.append(touch.pointer)
            case .move:
                trackers[touch.pointer]?.addPosition(time: touch.time, x: touch.x, y: touch.y)
            case .cancel:
                trackers[touch.pointer] = nil
                fingerOrder.removeAll { $0 == touch.pointer }
            case .up:
                fingerOrder.removeAll { $0 == touch.pointer }
                guard let tracker = trackers.removeValue(forKey: touch.pointer) else { continue }
                strokeCount += 1
                let velocity = tracker.velocity(at: touch.time)
                releases.append(
                    RecordedRelease(
                        stroke: strokeCount, time: touch.time, velocityX: velocity.x, velocityY: velocity.y,
                        offset: offsetAt(touch.time)))
            }
        }
        return releases
    }

    /// The notes as JSON text: the page's settings, how many touch events and strokes so far, and how the session
    /// ended. Their size does not grow with the recording: the touches and releases themselves are rows.
    func notes(ended: String?) -> String {
        var members = baseNotes
        members.append(("touch_events", .number(Double(touchCount))))
        members.append(("strokes", .number(Double(strokeCount))))
        if let ended { members.append(("ended", .string(ended))) }
        return JSONValue.object(members).rendered()
    }
}
