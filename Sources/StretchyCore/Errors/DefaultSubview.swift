/// A subview that a behaviour's parameter targets by default: the parameter's name and the subview's id, as
/// ``BehaviorError/missingDefaultSubviews(behavior:missing:available:)`` names them.
public struct DefaultSubview: Hashable, Sendable {
    /// The parameter, such as `pin`.
    public var parameter: String
    /// The subview it targets by default, such as `toolbar`.
    public var id: String

    /// Creates a parameter's default target.
    public init(parameter: String, id: String) {
        self.parameter = parameter
        self.id = id
    }
}
