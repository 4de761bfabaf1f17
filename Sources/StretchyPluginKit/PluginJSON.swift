import Foundation
import StretchyCore
import _StretchySystem

/// The small JSON dialect of the plugin interface: strings escaped by hand, numbers written as strings in their
/// shortest round-trip form so they cross the boundary bit for bit, and a reader that names what is wrong.
enum PluginJSON {
    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        JSONString.quoted(text)
    }

    /// A number as a JSON string in shortest round-trip form, or `null`.
    static func number(_ value: Double?) -> String {
        value.map { quote(NumberFormatting.shortest($0)) } ?? "null"
    }

    /// A list of strings.
    static func strings(_ values: [String]) -> String {
        "[" + values.map(quote).joined(separator: ",") + "]"
    }

    /// Parses a JSON object.
    ///
    /// - Throws: ``PluginJSONProblem`` when the text is not JSON or not an object.
    static func object(_ text: String) throws(PluginJSONProblem) -> [String: Any] {
        // Strict first (RFC 8259, no key twice, at most 64 deep: docs/inputs.md); Foundation's parser is lenient.
        do {
            _ = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw PluginJSONProblem("it is not valid JSON: \(error.description)")
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw PluginJSONProblem("it is not valid JSON")
        }
        guard let object = parsed as? [String: Any] else { throw PluginJSONProblem("it is not a JSON object") }
        return object
    }

    /// A string field.
    static func string(_ object: [String: Any], _ key: String) throws(PluginJSONProblem) -> String {
        guard let value = object[key] as? String else { throw PluginJSONProblem("'\(key)' is not a string") }
        return value
    }

    /// A boolean field.
    static func bool(_ object: [String: Any], _ key: String) throws(PluginJSONProblem) -> Bool {
        guard let value = object[key] as? NSNumber, value.isJSONBoolean else {
            throw PluginJSONProblem("'\(key)' is not true or false")
        }
        return value.boolValue
    }

    /// A number written as a string, or `nil` for `null` or a missing key.
    static func number(_ object: [String: Any], _ key: String) throws(PluginJSONProblem) -> Double? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let text = value as? String, let number = DecimalNumber.parse(text), number.isFinite else {
            throw PluginJSONProblem("'\(key)' is not a number written as a string")
        }
        return number
    }

    /// A list of numbers, each written as a string.
    static func numbers(_ object: [String: Any], _ key: String) throws(PluginJSONProblem) -> [Double] {
        guard let texts = object[key] as? [String] else {
            throw PluginJSONProblem("'\(key)' is not a list of numbers written as strings")
        }
        var numbers: [Double] = []
        for text in texts {
            guard let number = DecimalNumber.parse(text), number.isFinite else {
                throw PluginJSONProblem("'\(key)' is not a list of numbers written as strings")
            }
            numbers.append(number)
        }
        return numbers
    }

    /// A list of strings.
    static func strings(_ object: [String: Any], _ key: String) throws(PluginJSONProblem) -> [String] {
        guard let value = object[key] as? [String] else { throw PluginJSONProblem("'\(key)' is not a list of strings") }
        return value
    }
}
