import StretchyCore

extension BehaviorArguments {
    /// The arguments as the plugin interface carries them to a plugin's `create`.
    ///
    /// For example, `{"behavior":"parallax","values":{"multiplier":{"number":"0.5"},"target":{"subviews":[0]}}}`; a
    /// numbers value is `{"numbers":["0","0.5","1"]}`.
    var pluginJSON: String {
        let values = values.sorted { $0.key < $1.key }.map { name, value in
            let encoded: String
            switch value {
            case .number(let number): encoded = "{\"number\":" + PluginJSON.number(number) + "}"
            case .numbers(let numbers):
                encoded = "{\"numbers\":[" + numbers.map { PluginJSON.number($0) }.joined(separator: ",") + "]}"
            case .choice(let word): encoded = "{\"choice\":" + PluginJSON.quote(word) + "}"
            case .subviews(let indexes):
                encoded = "{\"subviews\":[" + indexes.map(String.init).joined(separator: ",") + "]}"
            case .flag(let flag): encoded = "{\"flag\":\(flag)}"
            case .derived: encoded = "{\"derived\":true}"
            }
            return PluginJSON.quote(name) + ":" + encoded
        }
        return "{\"behavior\":" + PluginJSON.quote(behavior) + ",\"values\":{" + values.joined(separator: ",") + "}}"
    }

    /// Reads arguments written by ``pluginJSON``.
    ///
    /// - Throws: ``PluginJSONProblem`` naming the first value that is wrong.
    init(pluginJSON text: String) throws(PluginJSONProblem) {
        let object = try PluginJSON.object(text)
        guard let encoded = object["values"] as? [String: [String: Any]] else {
            throw PluginJSONProblem("'values' is not an object of objects")
        }
        var values: [String: ParameterValue] = [:]
        for (name, value) in encoded {
            if let number = try PluginJSON.number(value, "number") {
                values[name] = .number(number)
            } else if value["numbers"] != nil {
                values[name] = .numbers(try PluginJSON.numbers(value, "numbers"))
            } else if let word = value["choice"] as? String {
                values[name] = .choice(word)
            } else if let indexes = value["subviews"] as? [Int] {
                values[name] = .subviews(indexes)
            } else if value["flag"] != nil {
                values[name] = .flag(try PluginJSON.bool(value, "flag"))
            } else if value["derived"] != nil {
                values[name] = .derived
            } else {
                throw PluginJSONProblem(
                    "the value of '\(name)' is not a number, numbers, choice, subviews, flag or derived")
            }
        }
        self.init(behavior: try PluginJSON.string(object, "behavior"), values: values)
    }

    /// The first way arguments read from a host do not fit a description's parameters, or `nil` when each parameter
    /// has a value of its kind that its declaration accepts: what makes reading one (``BehaviorArguments``'s typed
    /// subscript) safe in a plugin, whose arguments come from outside.
    ///
    /// - Parameters:
    ///   - description: The description of the behaviour the arguments are for.
    ///   - subviewCount: The number of subviews of the header, which subview indexes must lie below.
    /// - Returns: What is wrong, naming the parameter, or `nil`.
    func mismatch(with description: BehaviorDescription, subviewCount: Int) -> String? {
        for parameter in description.parameters {
            guard let value = values[parameter.name] else { return "parameter '\(parameter.name)' has no value" }
            let fits =
                switch (parameter.kind, value) {
                case (.number(let range, _), .number(let number)): range.contains(number)
                case (.number(_, nil), .derived): true
                case (.numbers(let range, _), .numbers(let numbers)): numbers.allSatisfy { range.contains($0) }
                case (.choice(let words, _), .choice(let word)): words.contains(word)
                case (.subviews, .subviews(let indexes)): indexes.allSatisfy { (0..<subviewCount).contains($0) }
                case (.flag, .flag): true
                default: false
                }
            guard fits else {
                return "the value of parameter '\(parameter.name)' is not \(parameter.kind.acceptedValues)"
            }
        }
        return nil
    }
}
