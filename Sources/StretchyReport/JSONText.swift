import _StretchySystem

/// Compact JSON written straight into one string, for data too large to build as a ``JSONValue`` tree first.
///
/// Its two properties are marked `@exclusivity(unchecked)`: they are touched once or twice per value written, only
/// by the one thread writing, and the run-time exclusivity check cost more than writing the value.
final class JSONText {
    @exclusivity(unchecked) private(set) var text = ""
    @exclusivity(unchecked) private var needsComma = false

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
        if value.isFinite { NumberFormatting.appendShortest(value, to: &text) } else { text += "null" }
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
