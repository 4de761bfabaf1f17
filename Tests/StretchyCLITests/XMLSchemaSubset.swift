import Foundation

/// The part of XML Schema 1.0 that `Fixtures/junit/junit.xsd` uses, read from the XSD file itself and applied to a
/// document: global `xs:element`s (of type `xs:string`, or with an inline `xs:complexType`), `ref`, `xs:sequence` and
/// `xs:choice` with `minOccurs` and `maxOccurs` (`unbounded` too), `mixed`, `xs:attribute` with `use="required"` and a
/// type that is `xs:string` or a named `xs:simpleType` restricting `xs:string` by an `xs:pattern`. An XSD that uses
/// anything else is refused, so the subset cannot silently drift from the file.
struct XMLSchemaSubset {
    /// Why a document is not valid, with the path of the element.
    struct Invalid: Error, CustomStringConvertible, Equatable {
        var path: String
        var problem: String
        var description: String { "\(path): \(problem)" }
    }

    indirect enum Particle {
        case element(String, min: Int, max: Int?)
        case sequence([Particle], min: Int, max: Int?)
        case choice([Particle], min: Int, max: Int?)
    }

    struct Attribute {
        var name: String
        var required: Bool
        /// The pattern the value must match whole, `nil` for any string.
        var pattern: NSRegularExpression?
    }

    enum Declaration {
        /// `type="xs:string"`: text only, no attributes.
        case text
        case complex(mixed: Bool, content: Particle?, attributes: [Attribute])
    }

    var elements: [String: Declaration] = [:]

    /// Reads the schema.
    init(xsd: String) throws {
        let schema = try XMLNode.parse(xsd)
        guard schema.name == "xs:schema" else { throw Invalid(path: "xsd", problem: "the root is not xs:schema") }
        var patterns: [String: NSRegularExpression] = [:]
        for simple in schema.children where simple.name == "xs:simpleType" {
            guard let name = simple["name"], let restriction = simple.children.first,
                restriction.name == "xs:restriction", restriction["base"] == "xs:string",
                let pattern = restriction.children.first, pattern.name == "xs:pattern", let value = pattern["value"]
            else { throw Invalid(path: "xsd", problem: "a simple type outside the subset") }
            patterns[name] = try NSRegularExpression(pattern: "^(?:" + value + ")$")
        }
        for element in schema.children {
            switch element.name {
            case "xs:simpleType": continue
            case "xs:element":
                guard let name = element["name"] else { throw Invalid(path: "xsd", problem: "an unnamed element") }
                if element["type"] == "xs:string" {
                    elements[name] = .text
                    continue
                }
                guard element.children.count == 1, let complex = element.children.first,
                    complex.name == "xs:complexType"
                else { throw Invalid(path: "xsd \(name)", problem: "a declaration outside the subset") }
                var content: Particle?
                var attributes: [Attribute] = []
                for child in complex.children {
                    switch child.name {
                    case "xs:sequence", "xs:choice":
                        content = try Self.particle(child)
                    case "xs:attribute":
                        guard let attribute = child["name"], let type = child["type"] else {
                            throw Invalid(path: "xsd \(name)", problem: "an attribute without a name or type")
                        }
                        let pattern: NSRegularExpression?
                        if type == "xs:string" {
                            pattern = nil
                        } else if let named = patterns[type] {
                            pattern = named
                        } else {
                            throw Invalid(path: "xsd \(name)", problem: "the attribute type '\(type)'")
                        }
                        attributes.append(
                            Attribute(name: attribute, required: child["use"] == "required", pattern: pattern))
                    default:
                        throw Invalid(path: "xsd \(name)", problem: "'\(child.name)' is outside the subset")
                    }
                }
                elements[name] = .complex(mixed: complex["mixed"] == "true", content: content, attributes: attributes)
            default:
                throw Invalid(path: "xsd", problem: "'\(element.name)' is outside the subset")
            }
        }
    }

    private static func occurs(_ node: XMLNode) throws -> (Int, Int?) {
        let min = Int(node["minOccurs"] ?? "1") ?? 1
        let maxText = node["maxOccurs"] ?? "1"
        return (min, maxText == "unbounded" ? nil : Int(maxText) ?? 1)
    }

    private static func particle(_ node: XMLNode) throws -> Particle {
        let (min, max) = try occurs(node)
        switch node.name {
        case "xs:element":
            guard let ref = node["ref"] else { throw Invalid(path: "xsd", problem: "a local element without ref") }
            return .element(ref, min: min, max: max)
        case "xs:sequence": return .sequence(try node.children.map(particle), min: min, max: max)
        case "xs:choice": return .choice(try node.children.map(particle), min: min, max: max)
        default: throw Invalid(path: "xsd", problem: "'\(node.name)' is outside the subset")
        }
    }

    /// Checks a document: its root must be a global element, and every element its declaration.
    func validate(_ document: String) throws {
        let root = try XMLNode.parse(document)
        try validate(root, path: "/" + root.name)
    }

    private func validate(_ node: XMLNode, path: String) throws {
        guard let declaration = elements[node.name] else {
            throw Invalid(path: path, problem: "no element '\(node.name)' is declared")
        }
        switch declaration {
        case .text:
            guard node.children.isEmpty, node.attributes.isEmpty else {
                throw Invalid(path: path, problem: "a text element with attributes or elements inside")
            }
        case .complex(let mixed, let content, let attributes):
            for attribute in node.attributes {
                guard let declared = attributes.first(where: { $0.name == attribute.name }) else {
                    throw Invalid(path: path, problem: "the attribute '\(attribute.name)' is not declared")
                }
                if let pattern = declared.pattern {
                    let range = NSRange(attribute.value.startIndex..., in: attribute.value)
                    guard pattern.firstMatch(in: attribute.value, range: range) != nil else {
                        throw Invalid(path: path, problem: "'\(attribute.name)' does not match its pattern")
                    }
                }
            }
            for required in attributes where required.required && node[required.name] == nil {
                throw Invalid(path: path, problem: "the required attribute '\(required.name)' is missing")
            }
            if !mixed, !node.text.allSatisfy({ $0.isWhitespace }) {
                throw Invalid(path: path, problem: "text in an element that is not mixed")
            }
            let names = node.children.map(\.name)
            let ends = content.map { Self.match($0, names, from: 0) } ?? [0]
            guard ends.contains(names.count) else {
                throw Invalid(path: path, problem: "the children \(names) do not fit the content model")
            }
            for (index, child) in node.children.enumerated() {
                try validate(child, path: path + "/\(child.name)[\(index)]")
            }
        }
    }

    /// Every position a particle can end at, starting at `start`.
    static func match(_ particle: Particle, _ names: [String], from start: Int) -> Set<Int> {
        func once(_ position: Int) -> Set<Int> {
            switch particle {
            case .element(let name, _, _):
                return position < names.count && names[position] == name ? [position + 1] : []
            case .sequence(let parts, _, _):
                return parts.reduce(Set([position])) { positions, part in
                    Set(positions.flatMap { match(part, names, from: $0) })
                }
            case .choice(let parts, _, _):
                return Set(parts.flatMap { match($0, names, from: position) })
            }
        }
        let (min, max): (Int, Int?) =
            switch particle {
            case .element(_, let min, let max), .sequence(_, let min, let max), .choice(_, let min, let max): (min, max)
            }
        var reached: Set<Int> = min == 0 ? [start] : []
        var frontier: Set<Int> = [start]
        var count = 0
        while !frontier.isEmpty, max.map({ count < $0 }) ?? true {
            count += 1
            let next = Set(frontier.flatMap(once))
            let fresh = next.subtracting(count > min ? reached : [])
            if count >= min { reached.formUnion(next) }
            frontier = count >= min ? fresh : next
            if count > names.count + 1 { break }
        }
        return reached
    }
}
