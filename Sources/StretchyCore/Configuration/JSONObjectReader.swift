import _StretchySystem

/// Reads typed values out of one decoded JSON object, naming the full key path in every error.
struct JSONObjectReader {
    let object: [String: JSONValue]
    let path: String
    let accepted: [String]

    init(_ object: [String: JSONValue], path: String, accepted: [String]) {
        self.object = object
        self.path = path
        self.accepted = accepted
    }

    /// An object's members by key; ``JSONParser`` has already refused a key given twice.
    static func dictionary(_ members: [(String, JSONValue)]) -> [String: JSONValue] {
        Dictionary(members, uniquingKeysWith: { first, _ in first })
    }

    /// Refuses the first key (in sorted order) that is not accepted.
    func checkKeys() throws(ConfigurationError) {
        if let unknown = object.keys.sorted().first(where: { !accepted.contains($0) }) {
            throw .unknownKey(key: path + unknown, accepted: accepted)
        }
    }

    func number(_ key: String) throws(ConfigurationError) -> Double? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value else { throw .wrongType(key: path + key, expected: "a number") }
        return number
    }

    func bool(_ key: String) throws(ConfigurationError) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let bool) = value else { throw .wrongType(key: path + key, expected: "true or false") }
        return bool
    }

    func string(_ key: String) throws(ConfigurationError) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let string) = value else { throw .wrongType(key: path + key, expected: "a string") }
        return string
    }

    func array(_ key: String) throws(ConfigurationError) -> [JSONValue] {
        guard let value = object[key] else { return [] }
        guard case .array(let array) = value else { throw .wrongType(key: path + key, expected: "an array") }
        return array
    }

    func object(_ key: String, accepted: [String]) throws(ConfigurationError) -> JSONObjectReader? {
        guard let value = object[key] else { return nil }
        guard case .object(let members) = value else { throw .wrongType(key: path + key, expected: "an object") }
        let reader = JSONObjectReader(Self.dictionary(members), path: path + key + ".", accepted: accepted)
        try reader.checkKeys()
        return reader
    }
}
