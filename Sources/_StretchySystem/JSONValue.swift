/// A JSON value written with its keys in the order given, for output that diffs cleanly and tests can pin.
///
/// For example:
///
/// ```swift
/// JSONValue.object([("name", .string("fade")), ("by", .number(0.3))]).rendered()
/// // {
/// //   "name" : "fade",
/// //   "by" : 0.3
/// // }
/// ```
package enum JSONValue: Equatable, Sendable {
    /// A string.
    case string(String)
    /// A number, written in its shortest round-trip form; NaN and infinities, which JSON lacks, as `null`.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the order given.
    case object([(String, JSONValue)])

    /// The value as pretty-printed JSON: two-space indents, `"key" : value`, no final newline.
    package func rendered(indent: Int = 0) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        let outer = String(repeating: " ", count: indent)
        switch self {
        case .string(let text): return JSONString.quoted(text)
        case .number(let value): return value.isFinite ? NumberFormatting.shortest(value) : "null"
        case .bool(let value): return String(value)
        case .null: return "null"
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            let items = values.map { inner + $0.rendered(indent: indent + 2) }
            return "[\n" + items.joined(separator: ",\n") + "\n" + outer + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let items = members.map { inner + JSONString.quoted($0.0) + " : " + $0.1.rendered(indent: indent + 2) }
            return "{\n" + items.joined(separator: ",\n") + "\n" + outer + "}"
        }
    }

    /// The value as compact JSON on one line, for JSON Lines: `{"key":value,"list":[1,2]}`.
    package func renderedOnOneLine() -> String {
        switch self {
        case .array(let values):
            return "[" + values.map { $0.renderedOnOneLine() }.joined(separator: ",") + "]"
        case .object(let members):
            let items = members.map { JSONString.quoted($0.0) + ":" + $0.1.renderedOnOneLine() }
            return "{" + items.joined(separator: ",") + "}"
        case .string, .number, .bool, .null:
            return rendered()
        }
    }

    /// Two values are equal when they render the same.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }
}

extension JSONValue {
    /// The member of an object with this key (keys are unique in what ``JSONParser`` reads); `nil` otherwise.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The JSON type's name, for errors: `a number`, `a string`, `an object`...
    package var typeName: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
