/// The checked parameter values a behaviour is created with: what the user wrote, defaults for the rest.
///
/// For example, for `fade=by=0.3` a fade behaviour reads:
///
/// ```swift
/// let by = try arguments.number("by")          // 0.3
/// let targets = try arguments.subviews("target") // indexes of every subview but the background
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

    /// A number parameter's value.
    ///
    /// - Throws: ``BehaviorError/undeclaredParameter(behavior:parameter:)`` if the behaviour declares no number
    ///   parameter of that name.
    public func number(_ name: String) throws(BehaviorError) -> Double {
        guard case .number(let value)? = values[name] else { throw undeclared(name) }
        return value
    }

    /// A number parameter's value, or `nil` when the user left out a parameter whose default is derived.
    ///
    /// - Throws: ``BehaviorError/undeclaredParameter(behavior:parameter:)`` if there is no such number parameter.
    public func optionalNumber(_ name: String) throws(BehaviorError) -> Double? {
        switch values[name] {
        case .number(let value)?: return value
        case .derived?: return nil
        default: throw undeclared(name)
        }
    }

    /// A numbers parameter's values, strictly increasing; empty when the default is none.
    ///
    /// - Throws: ``BehaviorError/undeclaredParameter(behavior:parameter:)`` if there is no such numbers parameter.
    public func numbers(_ name: String) throws(BehaviorError) -> [Double] {
        guard case .numbers(let value)? = values[name] else { throw undeclared(name) }
        return value
    }

    /// A choice parameter's word.
    ///
    /// - Throws: ``BehaviorError/undeclaredParameter(behavior:parameter:)`` if there is no such choice parameter.
    public func choice(_ name: String) throws(BehaviorError) -> String {
        guard case .choice(let value)? = values[name] else { throw undeclared(name) }
        return value
    }

    /// A choice parameter's word as one of the behaviour's own enumerations.
    ///
    /// - Throws: ``BehaviorError/undeclaredParameter(behavior:parameter:)`` if there is no such choice parameter
    ///   or a word does not convert.
    public func choice<Choice: RawRepresentable>(_ name: String, as type: Choice.Type) throws(BehaviorError) -> Choice
    where Choice.RawValue == String {
        guard let value = Choice(rawValue: try choice(name)) else { throw undeclared(name) }
        return value
    }

    /// A subviews parameter's indexes into the configuration's subviews.
    ///
    /// - Throws: ``BehaviorError/undeclaredParameter(behavior:parameter:)`` if there is no such subviews parameter.
    public func subviews(_ name: String) throws(BehaviorError) -> [Int] {
        guard case .subviews(let value)? = values[name] else { throw undeclared(name) }
        return value
    }

    /// A flag parameter's value.
    ///
    /// - Throws: ``BehaviorError/undeclaredParameter(behavior:parameter:)`` if there is no such flag parameter.
    public func flag(_ name: String) throws(BehaviorError) -> Bool {
        guard case .flag(let value)? = values[name] else { throw undeclared(name) }
        return value
    }

    private func undeclared(_ name: String) -> BehaviorError {
        .undeclaredParameter(behavior: behavior, parameter: name)
    }
}
