/// A behaviour parameter declared once, with the type its value is read as: the key of ``BehaviorArguments``.
///
/// A behaviour declares each parameter as a static property, lists them in its description, and reads each value
/// back through the same property, so the name is written once and a misspelt key is a compile error:
///
/// ```swift
/// static let by = Parameter<Double>(
///     "by", .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true), default: 1),
///     summary: "The collapse progress at which the targets are fully transparent.")
/// static let target = Parameter<[Int]>(
///     "target", .subviews(default: .allExcept(["background"])), summary: "The subviews that fade.")
/// static let description = BehaviorDescription(
///     identifier: "fade", name: "Fade", stage: .effects, summary: "Fades subviews out.",
///     parameters: [Self.target, Self.by])
///
/// init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
///     targets = arguments[Self.target]  // indexes into the header's subviews
///     by = arguments[Self.by]
/// }
/// ```
///
/// Each kind of value has its own ``Kind``: `Double` (``Kind/number(_:default:)``), `Double?` for a number whose
/// default the behaviour derives, `[Double]` (``Kind/numbers(_:default:)``), `[Int]` for subviews
/// (``Kind/subviews(default:)``), `Bool` (``Kind/flag(default:)``), and a `String` enumeration of the behaviour's own
/// for a choice (``Kind/choice(default:)``), whose words are its cases' raw values.
public struct Parameter<Value: Sendable>: ParameterDeclaration {
    /// The parameter as help, errors and the plugin interface see it: name, summary, kind.
    public let declaration: BehaviorParameter
    /// Reads the value out of a checked ``ParameterValue`` of the parameter's kind.
    let read: @Sendable (ParameterValue) -> Value?

    /// Declares a parameter.
    ///
    /// - Parameters:
    ///   - name: The key, as written on the command line (`name=key=value`), in camelCase or kebab-case.
    ///   - kind: Its accepted values and default, of the parameter's type.
    ///   - summary: One sentence on what the parameter does.
    public init(_ name: String, _ kind: Kind, summary: String) {
        self.declaration = BehaviorParameter(name, kind.kind, summary: summary)
        self.read = kind.read
    }

    /// The parameter's key.
    public var name: String { declaration.name }

    /// A parameter's accepted values and default, for a parameter whose value is a `Value`.
    public struct Kind: Sendable {
        /// The untyped kind the description carries.
        let kind: ParameterKind
        /// Reads a checked value of that kind.
        let read: @Sendable (ParameterValue) -> Value?
    }
}

extension Parameter.Kind where Value == Double {
    /// A finite number in `range`, `default` when not given.
    public static func number(_ range: NumberRange, default value: Double) -> Self {
        Self(kind: .number(range, default: value)) { if case .number(let number) = $0 { number } else { nil } }
    }
}

extension Parameter.Kind where Value == Double? {
    /// A finite number in `range`; when not given, `default`, or for a `nil` default `nil`: the behaviour derives
    /// the value (its summary says how).
    public static func number(_ range: NumberRange, default value: Double?) -> Self {
        Self(kind: .number(range, default: value)) {
            switch $0 {
            case .number(let number): number
            case .derived: .some(nil)
            default: nil
            }
        }
    }
}

extension Parameter.Kind where Value == [Double] {
    /// Strictly increasing numbers in `range` joined by `+`, such as `0+0.5+1`; `default` (none when empty) when not
    /// given.
    public static func numbers(_ range: NumberRange, default values: [Double]) -> Self {
        Self(kind: .numbers(range, default: values)) { if case .numbers(let numbers) = $0 { numbers } else { nil } }
    }
}

extension Parameter.Kind where Value == [Int] {
    /// One or more subview ids joined by `+`, such as `title+avatar`, read as indexes into
    /// ``HeaderConfiguration/subviews`` in the order given; `selection` when not given.
    public static func subviews(default selection: SubviewSelection) -> Self {
        Self(kind: .subviews(default: selection)) { if case .subviews(let indexes) = $0 { indexes } else { nil } }
    }
}

extension Parameter.Kind where Value == Bool {
    /// `true` or `false`, `default` when not given.
    public static func flag(default value: Bool) -> Self {
        Self(kind: .flag(default: value)) { if case .flag(let flag) = $0 { flag } else { nil } }
    }
}

extension Parameter.Kind where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the words of `Value`, its cases' raw values in declaration order; `default` when not given.
    public static func choice(default value: Value) -> Self {
        Self(kind: .choice(Value.allCases.map(\.rawValue), default: value.rawValue)) {
            if case .choice(let word) = $0 { Value(rawValue: word) } else { nil }
        }
    }
}
