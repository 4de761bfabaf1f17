import _StretchySystem

/// Compact JSON written straight into one string, for data too large to build as a ``JSONValue`` tree first.
final class JSONText {
    private(set) var text = ""
    private var needsComma = false

    private func separate() {
        if needsComma { text += "," }
        needsComma = true
    }

    func object(_ body: () -> Void) {
        separate()
        text += "{"
        needsComma = false
        body()
        text += "}"
        needsComma = true
    }

    func key(_ name: String, _ body: () -> Void) {
        separate()
        text += JSONString.quoted(name) + ":"
        needsComma = false
        body()
        needsComma = true
    }

    func array<Element>(_ elements: [Element], _ body: (Element) -> Void) {
        separate()
        text += "["
        needsComma = false
        for element in elements { body(element) }
        text += "]"
        needsComma = true
    }

    func string(_ value: String) {
        separate()
        text += JSONString.quoted(value)
    }

    /// A number in its shortest round-trip form; NaN and infinities, which JSON lacks, as `null`.
    func number(_ value: Double) {
        separate()
        text += value.isFinite ? NumberFormatting.shortest(value) : "null"
    }

    func bool(_ value: Bool) {
        separate()
        text += value ? "true" : "false"
    }

    func null() {
        separate()
        text += "null"
    }
}
