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
}
