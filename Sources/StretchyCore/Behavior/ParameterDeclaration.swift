/// A parameter as a ``BehaviorDescription`` lists it: a typed ``Parameter`` of any value type.
///
/// The list `parameters: [Self.target, Self.by]` mixes parameters of different types; each gives its untyped
/// ``BehaviorParameter``, which help, errors and the plugin interface read.
public protocol ParameterDeclaration: Sendable {
    /// The parameter's name, summary and kind.
    var declaration: BehaviorParameter { get }
}

extension BehaviorParameter: ParameterDeclaration {
    /// The parameter itself.
    public var declaration: BehaviorParameter { self }
}
