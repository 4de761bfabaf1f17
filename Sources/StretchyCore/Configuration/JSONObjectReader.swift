import Foundation

/// Reads typed values out of one decoded JSON object, naming the full key path in every error.
struct JSONObjectReader {
    let object: [String: Any]
    let path: String
    let accepted: [String]

    init(_ object: [String: Any], path: String, accepted: [String]) {
        self.object = object
        self.path = path
        self.accepted = accepted
    }

    /// Refuses the first key (in sorted order) that is not accepted.
    func checkKeys() throws(ConfigurationError) {
        if let unknown = object.keys.sorted().first(where: { !accepted.contains($0) }) {
            throw .unknownKey(key: path + unknown, accepted: accepted)
        }
    }

    func number(_ key: String) throws(ConfigurationError) -> Double? {
        guard let value = object[key] else { return nil }
        guard let number = value as? NSNumber, !number.isJSONBoolean else {
            throw .wrongType(key: path + key, expected: "a number")
        }
        return number.doubleValue
    }

    func bool(_ key: String) throws(ConfigurationError) -> Bool? {
        guard let value = object[key] else { return nil }
        guard let number = value as? NSNumber, number.isJSONBoolean else {
            throw .wrongType(key: path + key, expected: "true or false")
        }
        return number.boolValue
    }

    func string(_ key: String) throws(ConfigurationError) -> String? {
        guard let value = object[key] else { return nil }
        guard let string = value as? String else { throw .wrongType(key: path + key, expected: "a string") }
        return string
    }

    func array(_ key: String) throws(ConfigurationError) -> [Any] {
        guard let value = object[key] else { return [] }
        guard let array = value as? [Any] else { throw .wrongType(key: path + key, expected: "an array") }
        return array
    }

    func object(_ key: String, accepted: [String]) throws(ConfigurationError) -> JSONObjectReader? {
        guard let value = object[key] else { return nil }
        guard let object = value as? [String: Any] else { throw .wrongType(key: path + key, expected: "an object") }
        let reader = JSONObjectReader(object, path: path + key + ".", accepted: accepted)
        try reader.checkKeys()
        return reader
    }
}
