import _StretchySystem

/// The behaviours a program knows, one per identifier and sorted by identifier, and the default behaviour of each
/// exclusive stage.
///
/// A registry is an immutable value passed explicitly to whatever builds stacks. Built-in behaviours come from
/// `BehaviorRegistry.builtIn` (module StretchyBehaviors); add your own with ``adding(_:)``.
///
/// For example:
///
/// ```swift
/// let registry = try BehaviorRegistry.builtIn.adding([MyParallaxBehavior.self])
/// let stack = try registry.makeStack(stack: "my-parallax,fade", configuration: .profileHeader)
/// ```
public struct BehaviorRegistry: Sendable {
    /// The registered behaviours, sorted by identifier.
    package let behaviors: [BehaviorFactory]
    /// For each exclusive stage, the identifier of the behaviour a stack gets when it names none.
    public let defaults: [BehaviorStage: String]

    /// Creates a registry.
    ///
    /// - Throws: ``BehaviorError/duplicateIdentifier(_:)`` or ``BehaviorError/invalidIdentifier(_:)``.
    public init(behaviors: [any DescribedBehavior.Type], defaults: [BehaviorStage: String] = [:]) throws(BehaviorError)
    {
        try self.init(factories: behaviors.map { BehaviorFactory($0) }, defaults: defaults)
    }

    /// Creates a registry from factories, such as a plugin's.
    ///
    /// - Throws: ``BehaviorError/duplicateIdentifier(_:)`` or ``BehaviorError/invalidIdentifier(_:)``.
    package init(factories behaviors: [BehaviorFactory], defaults: [BehaviorStage: String] = [:]) throws(BehaviorError)
    {
        var seen = Set<String>()
        for behavior in behaviors {
            let description = behavior.description
            guard description.hasValidIdentifier else { throw .invalidIdentifier(description.identifier) }
            guard seen.insert(description.identifier).inserted else {
                throw .duplicateIdentifier(description.identifier)
            }
        }
        self.init(checkedFactories: behaviors, defaults: defaults)
    }

    /// Creates a registry from factories whose identifiers the caller has already checked: kebab-case and unique
    /// (the plugin loader and ``adding(plugins:)`` check them with messages that name the plugin).
    package init(checkedFactories behaviors: [BehaviorFactory], defaults: [BehaviorStage: String]) {
        self.behaviors = behaviors.sorted { $0.description.identifier < $1.description.identifier }
        self.defaults = defaults
    }

    /// The registered identifiers, sorted.
    public var identifiers: [String] {
        behaviors.map { $0.description.identifier }
    }

    /// The behaviour registered under an identifier, if any: a linear search, as a registry holds tens of behaviours.
    package func behavior(forID identifier: String) -> BehaviorFactory? {
        behaviors.first { $0.description.identifier == identifier }
    }

    /// A registry with more behaviours, such as a plugin's.
    ///
    /// - Throws: ``BehaviorError/duplicateIdentifier(_:)`` when a new identifier is already registered.
    public func adding(_ more: [any DescribedBehavior.Type]) throws(BehaviorError) -> BehaviorRegistry {
        try adding(factories: more.map { BehaviorFactory($0) })
    }

    /// A registry with more behaviours given as factories, such as a run-time plugin's.
    ///
    /// - Throws: ``BehaviorError/duplicateIdentifier(_:)`` when a new identifier is already registered.
    package func adding(factories more: [BehaviorFactory]) throws(BehaviorError) -> BehaviorRegistry {
        try BehaviorRegistry(factories: behaviors + more, defaults: defaults)
    }

    /// Builds a stack from its command-line form, such as `top-only,fade=target=title:by=0.3,anchor-bottom`.
    ///
    /// Every exclusive stage that no behaviour of the text owns gets the registry's default for it (`top-only`
    /// and `anchor-top` in the built-in registry, GSK's defaults).
    ///
    /// - Throws: ``BehaviorError`` for a syntax error, an unknown behaviour, parameter or subview, a bad value, or
    ///   two behaviours owning one exclusive stage.
    public func makeStack(stack text: String, configuration: HeaderConfiguration) throws(BehaviorError)
        -> BehaviorStack
    {
        try makeStack(invocations: BehaviorInvocation.parseStack(text), configuration: configuration)
    }

    /// Builds a stack from parsed invocations, adding the default of every exclusive stage left empty.
    ///
    /// - Throws: ``BehaviorError`` as ``makeStack(stack:configuration:)`` does.
    package func makeStack(invocations: [BehaviorInvocation], configuration: HeaderConfiguration) throws(BehaviorError)
        -> BehaviorStack
    {
        var behaviors: [any HeaderBehavior] = []
        for (index, invocation) in invocations.enumerated() {
            if index > 0, behavior(forID: invocation.name) == nil, invocation.parameters.isEmpty,
                configuration.subviewIndex(of: invocation.name) != nil,
                let previous = invocations[index - 1].parameters.last,
                case .subviews? = behavior(forID: invocations[index - 1].name)?.description
                    .parameter(named: previous.key)?.kind
            {
                throw .subviewAsBehavior(
                    name: invocation.name,
                    previous: "\(invocations[index - 1].name)=\(previous.key)=\(previous.value)")
            }
            behaviors.append(try makeBehavior(invocation, configuration: configuration))
        }
        let owned = Set(behaviors.map(\.stage))
        for stage in BehaviorStage.allCases where stage.isExclusive && !owned.contains(stage) {
            guard let identifier = defaults[stage] else { continue }
            behaviors.append(try makeBehavior(BehaviorInvocation(name: identifier), configuration: configuration))
        }
        return try BehaviorStack(configuration: configuration, behaviors: behaviors)
    }

    /// Creates one behaviour from its invocation, checking every parameter against its description.
    ///
    /// - Throws: ``BehaviorError`` for an unknown behaviour, parameter or subview, or a bad value.
    package func makeBehavior(_ invocation: BehaviorInvocation, configuration: HeaderConfiguration)
        throws(BehaviorError) -> any HeaderBehavior
    {
        guard let factory = behavior(forID: invocation.name) else {
            throw .unknownBehavior(name: invocation.name, available: identifiers)
        }
        let description = factory.description
        var values: [String: ParameterValue] = [:]
        for (key, text) in invocation.parameters {
            guard let parameter = description.parameter(named: key) else {
                throw .unknownParameter(
                    behavior: description.identifier, parameter: key, accepted: description.parameters.map(\.name))
            }
            guard values[key] == nil else {
                throw .duplicateParameter(behavior: description.identifier, parameter: key)
            }
            values[key] = try Self.parse(text, for: parameter, of: description.identifier, in: configuration)
        }
        // Every default target the header lacks, named in one error.
        var missing: [DefaultSubview] = []
        for parameter in description.parameters where values[parameter.name] == nil {
            if case .subviews(.named(let ids)) = parameter.kind {
                missing += ids.filter { configuration.subviewIndex(of: $0) == nil }.map {
                    DefaultSubview(parameter: parameter.name, id: $0)
                }
            }
            values[parameter.name] = Self.defaultValue(of: parameter, in: configuration)
        }
        if !missing.isEmpty {
            throw .missingDefaultSubviews(
                behavior: description.identifier, missing: missing, available: configuration.subviews.map(\.id))
        }
        return try factory.make(
            BehaviorArguments(behavior: description.identifier, values: values), configuration)
    }

    /// A parameter's value when the stack does not give it (a default subview the header lacks is checked by the
    /// caller, which names every one at once).
    private static func defaultValue(of parameter: BehaviorParameter, in configuration: HeaderConfiguration)
        -> ParameterValue
    {
        switch parameter.kind {
        case .number(_, let value): value.map(ParameterValue.number) ?? .derived
        case .numbers(_, let values): .numbers(values)
        case .choice(_, let word): .choice(word)
        case .subviews(let selection): .subviews(selection.indexes(in: configuration))
        case .flag(let value): .flag(value)
        }
    }

    /// Strictly increasing numbers in `range` joined by `+`.
    ///
    /// - Throws: ``BehaviorError/invalidList(behavior:parameter:value:problem:)`` naming the first wrong number.
    private static func parseNumbers(
        _ text: String, in range: NumberRange, for parameter: String, of behavior: String
    ) throws(BehaviorError) -> [Double] {
        func refuse(_ problem: String) -> BehaviorError {
            .invalidList(behavior: behavior, parameter: parameter, value: text, problem: problem)
        }
        guard !text.isEmpty else { throw refuse("it is empty") }
        var values: [Double] = []
        for (position, item) in text.split(separator: "+", omittingEmptySubsequences: false).enumerated() {
            guard !item.isEmpty else { throw refuse("number \(position + 1) is empty") }
            guard let value = DecimalNumber.parse(String(item)) else { throw refuse("'\(item)' is not a number") }
            guard range.contains(value) else { throw refuse("\(item) is not in \(range)") }
            if let last = values.last {
                guard value != last else { throw refuse("\(item) is given twice") }
                guard value > last else {
                    throw refuse("\(item) comes after \(NumberFormatting.shortest(last)); the numbers must increase")
                }
            }
            values.append(value)
        }
        return values
    }

    private static func parse(
        _ text: String,
        for parameter: BehaviorParameter,
        of behavior: String,
        in configuration: HeaderConfiguration
    ) throws(BehaviorError) -> ParameterValue {
        let invalid = BehaviorError.invalidValue(
            behavior: behavior, parameter: parameter.name, value: text, accepted: parameter.kind.acceptedValues)
        switch parameter.kind {
        case .number(let range, _):
            guard let value = DecimalNumber.parse(text), range.contains(value) else { throw invalid }
            return .number(value)
        case .numbers(let range, _):
            return .numbers(try parseNumbers(text, in: range, for: parameter.name, of: behavior))
        case .choice(let words, _):
            guard words.contains(text) else {
                throw .invalidValue(
                    behavior: behavior, parameter: parameter.name, value: text, accepted: parameter.kind.acceptedValues,
                    suggestion: NameSuggestion.didYouMean(text, among: words))
            }
            return .choice(text)
        case .flag:
            guard let value = Bool(text) else { throw invalid }
            return .flag(value)
        case .subviews:
            let ids = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            guard !ids.contains(where: \.isEmpty) else { throw invalid }
            var indexes: [Int] = []
            for id in ids {
                guard let index = configuration.subviewIndex(of: id) else {
                    throw .unknownSubview(
                        behavior: behavior, parameter: parameter.name, id: id,
                        available: configuration.subviews.map(\.id))
                }
                indexes.append(index)
            }
            return .subviews(indexes)
        }
    }
}
