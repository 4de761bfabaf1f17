/// Text from a file or a client, made safe to print on a terminal: every control character written as `\u{…}`.
///
/// A session name, a device, a stored stack or a User-Agent is somebody else's text. Printed raw, an escape sequence
/// in it is obeyed by the terminal: it can recolour or rewrite what the user sees, or set the clipboard (OSC 52). The
/// tool prints such text only through ``visible(_:)``, which keeps it on one line and shows its control characters
/// as their code points: C0 (U+0000 to U+001F, new line and tab included), DEL and C1 (U+007F to U+009F), the line
/// and paragraph separators (U+2028, U+2029) and the bidirectional overrides and isolates (U+202A to U+202E, U+2066
/// to U+2069), which reorder what follows on screen.
///
/// For example:
///
/// ```swift
/// TerminalText.visible("evil\u{1B}]52;c;aGk=\u{07}")  // "evil\u{1B}]52;c;aGk=\u{7}"
/// ```
package enum TerminalText {
    /// `text` with every control character written as `\u{HEX}` (upper-case hexadecimal, no leading zeros).
    package static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the terminal would act on `scalar` rather than show it.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
