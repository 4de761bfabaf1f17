import Foundation
import _StretchySystem

/// A JSON Schema validator for the subset `stretchy_plugin.schema.json` uses, so the tests can check what the kit
/// writes against the schema shipped beside the header, with no dependency.
///
/// Keywords read: `$ref` (local, `#/$defs/name`), `type` (a name or a list: `object`, `array`, `string`, `number`,
/// `integer`, `boolean`, `null`), `properties`, `required`, `additionalProperties` (`false` or a schema), `items`,
/// `minItems`, `uniqueItems`, `enum`, `const`, `pattern` (an `NSRegularExpression`, searched as JSON Schema does:
/// anchors are the pattern's), `minimum`, `oneOf`, `anyOf`. Annotations (`$schema`, `$id`, `title`,
/// `description`, `$comment`, `examples`) are skipped. Any other keyword is an error in the schema, so the schema
/// cannot rely on a keyword the validator ignores.
public struct JSONSchemaValidator: Sendable {
    /// The schema's root.
    let root: JSONValue

    /// Why a schema could not be read.
    public struct SchemaError: Error, CustomStringConvertible {
        /// What is wrong.
        public let description: String
    }

    /// Reads a schema file.
    ///
    /// - Throws: ``SchemaError`` when the file is not JSON.
    public init(path: String) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw SchemaError(description: "\(path): \(error.description)")
        }
    }

    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$comment", "examples"]
    private static let keywords: Set<String> = [
        "$ref", "$defs", "type", "properties", "required", "additionalProperties", "items", "minItems", "uniqueItems",
        "enum", "const", "pattern", "minimum", "oneOf", "anyOf",
    ]

    /// The problems of a JSON text against the definition `name` (`#/$defs/name`), each naming where it is
    /// (`/parameters/0/kind`); empty when the text is valid.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - name: A key of the schema's `$defs`.
    public func problems(of text: String, against name: String) -> [String] {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(text.utf8))
        } catch {
            return ["not JSON: \(error.description)"]
        }
        return problems(of: value, against: .object([("$ref", .string("#/$defs/" + name))]), at: "")
    }

    private func member(_ key: String, of value: JSONValue) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.0 == key }?.1
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = root
        for part in reference.dropFirst(2).split(separator: "/") {
            node = node.flatMap { member(String(part), of: $0) }
        }
        return node
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        case .array: "array"
        case .object: "object"
        }
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        if type == "integer", case .number(let number) = value { return number.rounded() == number }
        return typeName(value) == type
    }

    private func problems(of value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): nothing is allowed here"] }
        guard case .object(let keys) = schema else { return ["\(path): the schema is not an object"] }
        var found: [String] = []
        for (key, rule) in keys {
            if Self.annotations.contains(key) || key == "$defs" { continue }
            guard Self.keywords.contains(key) else { return ["\(path): the validator does not know '\(key)'"] }
            switch key {
            case "$ref":
                guard case .string(let reference) = rule, let target = resolve(reference) else {
                    return ["\(path): unresolvable $ref"]
                }
                found += problems(of: value, against: target, at: path)
            case "type":
                let names: [String]
                switch rule {
                case .string(let name): names = [name]
                case .array(let list): names = list.compactMap { if case .string(let s) = $0 { s } else { nil } }
                default: names = []
                }
                if !names.contains(where: { Self.matches(value, type: $0) }) {
                    found.append("\(path): is \(Self.typeName(value)), not \(names.joined(separator: " or "))")
                }
            case "properties":
                guard case .object(let members) = value, case .object(let rules) = rule else { continue }
                for (name, propertySchema) in rules {
                    if let property = members.first(where: { $0.0 == name }) {
                        found += problems(of: property.1, against: propertySchema, at: path + "/" + name)
                    }
                }
            case "required":
                guard case .object(let members) = value, case .array(let names) = rule else { continue }
                for case .string(let name) in names where !members.contains(where: { $0.0 == name }) {
                    found.append("\(path): '\(name)' is missing")
                }
            case "additionalProperties":
                guard case .object(let members) = value else { continue }
                let declared =
                    member("properties", of: schema).flatMap { properties -> [String]? in
                        guard case .object(let list) = properties else { return nil }
                        return list.map(\.0)
                    } ?? []
                for (name, property) in members where !declared.contains(name) {
                    if case .bool(false) = rule {
                        found.append("\(path): '\(name)' is not allowed")
                    } else {
                        found += problems(of: property, against: rule, at: path + "/" + name)
                    }
                }
            case "items":
                guard case .array(let items) = value else { continue }
                for (index, item) in items.enumerated() {
                    found += problems(of: item, against: rule, at: path + "/\(index)")
                }
            case "minItems":
                if case .array(let items) = value, case .number(let least) = rule, Double(items.count) < least {
                    found.append("\(path): has \(items.count) items, fewer than \(NumberFormatting.shortest(least))")
                }
            case "uniqueItems":
                if case .array(let items) = value, case .bool(true) = rule {
                    let rendered = items.map { $0.renderedOnOneLine() }
                    if Set(rendered).count != rendered.count { found.append("\(path): holds an item twice") }
                }
            case "enum":
                if case .array(let allowed) = rule, !allowed.contains(value) {
                    found.append("\(path): \(value.renderedOnOneLine()) is not one of \(rule.renderedOnOneLine())")
                }
            case "const":
                if value != rule { found.append("\(path): is not \(rule.renderedOnOneLine())") }
            case "pattern":
                guard case .string(let text) = value, case .string(let pattern) = rule else { continue }
                guard let expression = try? NSRegularExpression(pattern: pattern) else {
                    return ["\(path): the pattern \(pattern) does not compile"]
                }
                let range = NSRange(text.startIndex..., in: text)
                if expression.firstMatch(in: text, range: range) == nil {
                    found.append("\(path): \(JSONString.quoted(text)) does not match \(pattern)")
                }
            case "minimum":
                if case .number(let number) = value, case .number(let least) = rule, number < least {
                    found.append(
                        "\(path): \(NumberFormatting.shortest(number)) is below \(NumberFormatting.shortest(least))")
                }
            case "oneOf", "anyOf":
                guard case .array(let choices) = rule else { continue }
                let results = choices.map { problems(of: value, against: $0, at: path) }
                let passing = results.filter(\.isEmpty).count
                if key == "oneOf" ? passing != 1 : passing == 0 {
                    let closest = results.min { $0.count < $1.count } ?? []
                    found.append(
                        "\(path): matches \(passing) of the \(choices.count) choices of \(key)"
                            + (closest.isEmpty ? "" : " (closest: " + closest.joined(separator: "; ") + ")"))
                }
            default:
                break
            }
        }
        return found
    }
}
