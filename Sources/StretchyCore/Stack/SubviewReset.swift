/// How a runner puts the subviews back at rest before each frame.
///
/// Every frame starts with every subview at its resting attributes (``HeaderFrame``). A stack with a behaviour that
/// is no built-in, which may write an attribute it does not declare, gets every subview copied whole. The built-ins
/// say what they write and read (``BuiltInBehavior``), so a stack of built-ins resets only the attributes of
/// ``BehaviorStack/writtenAttributes`` whose previous value a behaviour could see. An attribute is left alone when:
///
/// - no behaviour declares it: it was never written and is still at rest;
/// - every behaviour that declares it keeps it (``AttributeWrite/kept``): it never leaves its resting value; or
/// - the first behaviour to declare it, in run order, overwrites it (``AttributeWrite/overwritten``), and none before
///   that one reads undeclared attributes: nobody sees the previous frame's value before it is replaced.
///
/// Only the behaviours that ``StackRunner/step(_:)`` runs count: a built-in that applies nothing
/// (``AttributeAccess/appliesNothing``) writes and reads nothing, whatever it declares.
///
/// Tests run every built-in stack both ways and compare each frame bit for bit (`BuiltInAttributesTests`).
@usableFromInline
struct SubviewReset: Sendable {
    /// Every subview's resting attributes, indexed like ``HeaderConfiguration/subviews``.
    @usableFromInline let resting: [SubviewAttributes]
    /// The attributes to reset; `nil` to copy every subview.
    let keys: [SubviewAttributeKey]?
    /// ``keys`` as offsets in `Double`s into the subviews' storage.
    @usableFromInline let offsets: [Int]?

    /// Plans the reset for a stack.
    ///
    /// - Parameters:
    ///   - stack: The stack.
    ///   - everySubview: Copy every subview whole whatever the stack, as for a stack with a behaviour that is no
    ///     built-in; for tests that compare the two.
    init(stack: BehaviorStack, everySubview: Bool = false) {
        let resting = stack.configuration.subviews.map(\.restingAttributes)
        self.resting = resting
        let builtIns = stack.behaviors.compactMap { $0 as? any BuiltInBehavior }
        let keys = stack.writtenAttributes
        guard !everySubview, builtIns.count == stack.behaviors.count,
            keys.allSatisfy({ resting.indices.contains($0.subview) })
        else {
            self.keys = nil
            offsets = nil
            return
        }
        let stepped = builtIns.filter { !$0.isSkippedByStep }
        let reset = keys.filter { Self.mustReset($0, in: stepped) }
        // The reset views the subviews' storage as Doubles: one per attribute, nothing else, no padding.
        precondition(
            MemoryLayout<SubviewAttributes>.stride == SubviewAttribute.allCases.count * MemoryLayout<Double>.stride,
            "SubviewAttributes must hold exactly one Double per SubviewAttribute")
        let perSubview = MemoryLayout<SubviewAttributes>.stride / MemoryLayout<Double>.stride
        self.keys = reset
        offsets = reset.map { key in key.subview * perSubview + Self.offset(of: key.attribute) }
    }

    /// Whether a behaviour of `behaviors` (in run order) could see the value `key` had at the end of the previous
    /// frame, were it not reset.
    static func mustReset(_ key: SubviewAttributeKey, in behaviors: [any BuiltInBehavior]) -> Bool {
        let writers = behaviors.filter { $0.writtenAttributes.contains(key) }
        if writers.allSatisfy({ $0.access.write(of: key) == .kept }) { return false }
        guard let first = behaviors.firstIndex(where: { $0.writtenAttributes.contains(key) }),
            behaviors[first].access.write(of: key) == .overwritten
        else { return true }
        return behaviors[..<first].contains { $0.access.readsUndeclaredAttributes }
    }

    /// Where `attribute` is stored in a ``SubviewAttributes``, in `Double`s from its start: found by writing it
    /// through the subscript into a value of zeros, so there is one mapping of attributes to properties.
    static func offset(of attribute: SubviewAttribute) -> Int {
        var probe = SubviewAttributes(
            frame: Rect(x: 0, y: 0, width: 0, height: 0), alpha: 0, cornerRadius: 0, shadowRadius: 0,
            shadowOpacity: 0, fontSize: 0, scale: 0)
        probe[attribute] = 1
        return withUnsafeBytes(of: probe) { bytes in
            (0..<bytes.count / MemoryLayout<Double>.stride).first { index in
                bytes.load(fromByteOffset: index * MemoryLayout<Double>.stride, as: Double.self) == 1
            }!
        }
    }

    /// Puts `subviews` back at rest: the listed attributes, or every subview whole.
    ///
    /// - Complexity: O(attributes reset); one uniqueness check, no allocation unless the caller kept the previous
    ///   frame's layout.
    @inlinable @inline(__always)
    func apply(to subviews: inout [SubviewAttributes]) {
        // Nothing to reset: not even the uniqueness check of a mutable access.
        if offsets?.isEmpty == true { return }
        resting.withUnsafeBufferPointer { resting in
            subviews.withUnsafeMutableBufferPointer { subviews in
                precondition(subviews.count >= resting.count, "the layout has fewer subviews than the header")
                guard let target = subviews.baseAddress, let source = resting.baseAddress else { return }
                guard let offsets else {
                    target.update(from: source, count: resting.count)
                    return
                }
                // A SubviewAttributes is a homogeneous aggregate of Doubles, so its storage may be viewed as one.
                let count = resting.count * MemoryLayout<SubviewAttributes>.stride / MemoryLayout<Double>.stride
                target.withMemoryRebound(to: Double.self, capacity: count) { targetValues in
                    source.withMemoryRebound(to: Double.self, capacity: count) { sourceValues in
                        for offset in offsets {
                            targetValues[offset] = sourceValues[offset]
                        }
                    }
                }
            }
        }
    }
}
