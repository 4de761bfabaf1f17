/// An XML element read by a small, strict parser for the tests (no package may be fetched, and the tests must run
/// with only Swift and libsqlite3): elements, attributes, text, the five entities and character references,
/// comments and the XML declaration. It refuses what is not well-formed XML 1.0 of that subset: a tag left open or
/// closed by another name, an attribute given twice or unquoted, a `<` or `&` out of place, a character XML 1.0
/// does not allow, anything after the root.
struct XMLNode: Equatable {
    /// A reason the text is not well-formed, with the byte offset.
    struct Malformed: Error, CustomStringConvertible {
        var offset: Int
        var problem: String
        var description: String { "not well-formed XML at offset \(offset): \(problem)" }
    }

    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLNode]
    /// The element's own text (entities resolved), all its text pieces joined.
    var text: String

    static func == (lhs: XMLNode, rhs: XMLNode) -> Bool {
        lhs.name == rhs.name && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value) && lhs.children == rhs.children
            && lhs.text == rhs.text
    }

    /// The value of an attribute.
    subscript(attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

    /// Parses a document and returns its root element.
    static func parse(_ document: String) throws -> XMLNode {
        var parser = Parser(scalars: Array(document.unicodeScalars))
        return try parser.document()
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        func fail(_ problem: String) -> Malformed { Malformed(offset: index, problem: problem) }

        func peek(_ text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            return index + wanted.count <= scalars.count && Array(scalars[index..<index + wanted.count]) == wanted
        }

        mutating func skip(_ text: String) throws {
            guard peek(text) else { throw fail("expected '\(text)'") }
            index += text.unicodeScalars.count
        }

        mutating func skipSpace() {
            while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
        }

        mutating func skipMisc() throws {
            while true {
                skipSpace()
                if peek("<!--") {
                    try comment()
                } else if peek("<?") {
                    guard let end = find("?>") else { throw fail("a processing instruction is not closed") }
                    index = end + 2
                } else {
                    return
                }
            }
        }

        func find(_ text: String) -> Int? {
            var probe = self
            while probe.index < scalars.count {
                if probe.peek(text) { return probe.index }
                probe.index += 1
            }
            return nil
        }

        mutating func comment() throws {
            try skip("<!--")
            guard let end = find("--") else { throw fail("a comment is not closed") }
            index = end
            try skip("-->")
        }

        static func isNameCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            if scalar == ":" || scalar == "_" || (scalar.properties.isAlphabetic) { return true }
            return !first && (scalar == "-" || scalar == "." || ("0"..."9").contains(scalar))
        }

        static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
            default: false
            }
        }

        mutating func name() throws -> String {
            let start = index
            while index < scalars.count, Self.isNameCharacter(scalars[index], first: index == start) { index += 1 }
            guard index > start else { throw fail("expected a name") }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }

        mutating func reference() throws -> String {
            try skip("&")
            guard let end = find(";"), end - index < 12 else { throw fail("an '&' that starts no reference") }
            let body = String(String.UnicodeScalarView(scalars[index..<end]))
            index = end + 1
            switch body {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let number: UInt32? =
                    body.hasPrefix("#x")
                    ? UInt32(body.dropFirst(2), radix: 16) : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
                guard let number, let scalar = Unicode.Scalar(number), Self.isAllowed(scalar) else {
                    throw fail("the reference '&\(body);' is not one XML allows")
                }
                return String(Character(scalar))
            }
        }

        mutating func document() throws -> XMLNode {
            if index < scalars.count, scalars[index] == "\u{FEFF}" { index += 1 }
            try skipMisc()
            let root = try element()
            try skipMisc()
            guard index == scalars.count else { throw fail("something after the root element") }
            return root
        }

        mutating func element() throws -> XMLNode {
            try skip("<")
            var node = XMLNode(name: try name(), attributes: [], children: [], text: "")
            while true {
                let before = index
                skipSpace()
                if peek("/>") {
                    index += 2
                    return node
                }
                if peek(">") {
                    index += 1
                    break
                }
                guard index > before else { throw fail("expected a space before an attribute") }
                let attribute = try name()
                guard node[attribute] == nil else { throw fail("the attribute '\(attribute)' is given twice") }
                skipSpace()
                try skip("=")
                skipSpace()
                guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
                    throw fail("an attribute value is not quoted")
                }
                let quote = scalars[index]
                index += 1
                var value = ""
                while true {
                    guard index < scalars.count else { throw fail("an attribute value is not closed") }
                    let scalar = scalars[index]
                    if scalar == quote { break }
                    if scalar == "<" { throw fail("a '<' in an attribute value") }
                    if scalar == "&" {
                        value += try reference()
                        continue
                    }
                    guard Self.isAllowed(scalar) else {
                        throw fail("the character U+\(String(scalar.value, radix: 16))")
                    }
                    // Attribute-value normalization: a literal tab, line feed or carriage return reads as a space.
                    value.unicodeScalars.append(["\t", "\n", "\r"].contains(scalar) ? " " : scalar)
                    index += 1
                }
                index += 1
                node.attributes.append((attribute, value))
            }
            while true {
                guard index < scalars.count else { throw fail("the element '\(node.name)' is not closed") }
                if peek("</") {
                    index += 2
                    let closing = try name()
                    guard closing == node.name else {
                        throw fail("'\(node.name)' is closed by '\(closing)'")
                    }
                    skipSpace()
                    try skip(">")
                    return node
                }
                if peek("<!--") {
                    try comment()
                } else if peek("<![CDATA[") {
                    index += 9
                    guard let end = find("]]>") else { throw fail("a CDATA section is not closed") }
                    node.text += String(String.UnicodeScalarView(scalars[index..<end]))
                    index = end + 3
                } else if peek("<") {
                    node.children.append(try element())
                } else if peek("&") {
                    node.text += try reference()
                } else {
                    let scalar = scalars[index]
                    guard Self.isAllowed(scalar) else {
                        throw fail("the character U+\(String(scalar.value, radix: 16))")
                    }
                    if peek("]]>") { throw fail("']]>' in text") }
                    node.text.unicodeScalars.append(scalar)
                    index += 1
                }
            }
        }
    }
}
