/// Writes JSON string literals, the one escaping used wherever Stretchy writes JSON by hand.
package enum JSONString {
    /// `text` as a quoted JSON string: quotes, backslashes and control characters escaped.
    ///
    /// For example, `JSONString.quoted("a \"b\"\n")` is `"a \"b\"\n"` with the quotes and newline escaped.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
