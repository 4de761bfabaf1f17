/// The stage a behaviour belongs to. Stages run in declaration order, every frame.
public enum BehaviorStage: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Header height and position from the offset. Exclusive: a stack has exactly one.
    case expansion
    /// The content view's frame inside the header. Exclusive: a stack has exactly one.
    case content
    /// Subview effects: fade, transform, zoom, parallax.
    case effects
    /// Subviews pinned to an edge of the header, such as tabs.
    case pinning
    /// Settling: snap targets and other reactions to the end of a gesture.
    case settling

    /// Whether two behaviours of this stage in one stack are a conflict.
    public var isExclusive: Bool {
        self == .expansion || self == .content
    }

    /// Orders stages by the order they run in.
    public static func < (lhs: BehaviorStage, rhs: BehaviorStage) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { Self.allCases.firstIndex(of: self)! }
}
