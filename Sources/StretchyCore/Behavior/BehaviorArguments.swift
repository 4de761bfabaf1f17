/// The checked parameter values a behaviour is created with: what the user wrote, defaults for the rest.
///
/// A behaviour reads each value by its typed ``Parameter``. For example, for `fade=by=0.3` a fade behaviour reads:
///
/// ```swift
/// let by = arguments[Self.by]          // 0.3
/// let targets = arguments[Self.target] // indexes of every subview but the background
/// ```
public struct BehaviorArguments: Hashable, Sendable {
    /// The identifier of the behaviour the arguments are for.
    public let behavior: String
    /// Every declared parameter's value.
    public let values: [String: ParameterValue]

    /// Creates arguments from checked values.
    package init(behavior: String, values: [String: ParameterValue]) {
        self.behavior = behavior
        self.values = values
    }

    /// A parameter's value: the one given, or its default.
    ///
    /// Every parameter of the behaviour's description has a value of its kind, so reading one cannot fail. Reading
    /// a parameter the description does not list is a bug in the behaviour, and stops the program with a message
    /// naming the parameter: the first test that creates the behaviour shows it.
    ///
    /// - Parameter parameter: One of the parameters the behaviour's description lists.
    public subscript<Value>(parameter: Parameter<Value>) -> Value {
        guard let stored = values[parameter.name], let value = parameter.read(stored) else {
            preconditionFailure(
                "behaviour '\(behavior)' reads parameter '\(parameter.name)', which its description does not list")
        }
        return value
    }
}
