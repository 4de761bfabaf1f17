/// One run of a ``BehaviorStack`` over one session: feeds samples in order and yields one layout per sample.
///
/// A runner is the only mutable part of the engine. It keeps the previous sample and header height for behaviours
/// that fold over deltas (`immediate`), and reuses one layout buffer, so ``step(_:)`` allocates nothing as long as
/// the caller does not keep the returned layout across steps.
///
/// ``step(_:)`` is inlinable, so that a caller that reads a few fields of the returned layout copies none of it: no
/// retain and release of the subviews' storage per frame.
public struct StackRunner: Sendable {
    /// Every behaviour in a slot, in stage order; the unretained references below point to these objects, which
    /// this array keeps alive.
    private let slots: [BehaviorSlot]
    /// Every slot, for ``step(_:addingCostsTo:clock:)``, which times each behaviour.
    @usableFromInline let unretainedSlots: [Unmanaged<BehaviorSlot>]
    /// The slots ``step(_:)`` runs: every slot but those of built-ins that change nothing
    /// (``AttributeAccess/appliesNothing``).
    @usableFromInline let steppedSlots: [Unmanaged<BehaviorSlot>]
    /// Which subview attributes go back to rest before each frame.
    @usableFromInline let subviewReset: SubviewReset
    @usableFromInline var frame: HeaderFrame
    /// ``frameCount``'s storage, settable by the inlinable ``step(_:)``.
    @usableFromInline var acceptedCount = 0

    /// How many samples the runner has accepted.
    public var frameCount: Int { acceptedCount }

    /// The subview attributes put back at rest before each frame; `nil` when every subview is (``SubviewReset``).
    package var resetAttributes: [SubviewAttributeKey]? { subviewReset.keys }

    /// Creates a runner for a stack.
    ///
    /// - Parameters:
    ///   - stack: The stack.
    ///   - resetsEverySubview: Copy every subview back to rest before each frame, even for a stack of built-ins
    ///     that needs less (``SubviewReset``); for tests that compare the two.
    package init(stack: BehaviorStack, resetsEverySubview: Bool = false) {
        var slots: [BehaviorSlot] = []
        var total = 0
        for behavior in stack.behaviors {
            slots.append(BehaviorSlot(behavior, stateBase: total))
            total += max(0, behavior.stateCount)
        }
        self.slots = slots
        self.unretainedSlots = slots.map { Unmanaged.passUnretained($0) }
        self.steppedSlots = zip(stack.behaviors, unretainedSlots).compactMap { behavior, slot in
            behavior.isSkippedByStep ? nil : slot
        }
        self.subviewReset = SubviewReset(stack: stack, everySubview: resetsEverySubview)
        self.frame = HeaderFrame(configuration: stack.configuration)
        self.frame.stateStorage = [Double](repeating: 0, count: total)
    }

    /// Checks one sample and lays the header out for it.
    ///
    /// - Parameter sample: The next sample of the session; its time must not be before the previous one's.
    /// - Returns: The frame's layout.
    /// - Throws: ``InvalidSample`` for a non-finite or out-of-range field, or time going backwards. The runner is
    ///   unchanged and can take the next sample.
    /// - Complexity: O(behaviours + subviews); no allocation.
    @inlinable @inline(__always)
    public mutating func step(_ sample: ScrollSample) throws(InvalidSample) -> HeaderLayout {
        try begin(sample)
        // Through unretained references to slots the runner keeps alive (see ``BehaviorSlot``): no retain or
        // release per behaviour and frame.
        for index in steppedSlots.indices {
            steppedSlots[index]._withUnsafeGuaranteedRef { $0.step(&frame) }
        }
        acceptedCount += 1
        return frame.layout
    }

    /// Steps like ``step(_:)`` and adds each behaviour's time to `costs`, for profiling.
    ///
    /// - Parameters:
    ///   - sample: The next sample.
    ///   - costs: One entry per behaviour, in ``BehaviorStack/behaviors`` order; each gets the time its behaviour took.
    ///   - clock: Reads a monotonic clock in nanoseconds; called once per behaviour plus once.
    /// - Returns: The frame's layout.
    /// - Throws: ``InvalidSample`` as ``step(_:)`` does.
    package mutating func step(
        _ sample: ScrollSample,
        addingCostsTo costs: inout [UInt64],
        clock: () -> UInt64
    ) throws(InvalidSample) -> HeaderLayout {
        try begin(sample)
        var last = clock()
        return stepEverySlot { index, _ in
            let now = clock()
            costs[index] &+= now &- last
            last = now
        }
    }

    /// Steps like ``step(_:)``, running every behaviour (those ``step(_:)`` skips too, which change nothing), and
    /// shows the layout after each: to find which behaviour made a value what it is.
    ///
    /// - Parameters:
    ///   - sample: The next sample.
    ///   - afterEach: Called after each behaviour with its index in ``BehaviorStack/behaviors`` and the layout as it
    ///     stands then.
    /// - Returns: The frame's layout, the same as ``step(_:)``'s.
    /// - Throws: ``InvalidSample`` as ``step(_:)`` does.
    package mutating func step(
        _ sample: ScrollSample, afterEach: (_ behavior: Int, _ layout: HeaderLayout) -> Void
    ) throws(InvalidSample) -> HeaderLayout {
        try begin(sample)
        return stepEverySlot(afterEach)
    }

    /// Runs every slot in order on the frame begun, calling `afterEach` after each, and counts the frame.
    @inline(__always)
    private mutating func stepEverySlot(_ afterEach: (Int, HeaderLayout) -> Void) -> HeaderLayout {
        for index in unretainedSlots.indices {
            unretainedSlots[index]._withUnsafeGuaranteedRef { $0.step(&frame) }
            afterEach(index, frame.layout)
        }
        acceptedCount += 1
        return frame.layout
    }

    /// Checks the sample and moves the frame on to it.
    @inlinable @inline(__always)
    mutating func begin(_ sample: ScrollSample) throws(InvalidSample) {
        try sample.validate(index: acceptedCount, previousTime: acceptedCount == 0 ? nil : frame.sample.time)
        frame.advance(to: sample, isFirst: acceptedCount == 0, reset: subviewReset)
    }
}
