import Foundation

/// A failure as a GitHub Actions workflow command, `::error file=…,title=…::message`, which the runner shows as an
/// annotation on the run and on the file. Printed to standard error (the runner reads commands from both streams),
/// so that `--format json` output stays one JSON value.
struct GitHubAnnotation: Equatable, Sendable {
    /// The file it is about: the session database, or nothing for `check`'s generated sessions.
    var file: String?
    /// The annotation's title, such as `golden 'baseline' differs for slow-drag`.
    var title: String
    /// The message: what failed and the command to reproduce it.
    var message: String

    /// The command line, ending in a line break. Data escapes `%`, CR and LF; properties also `:` and `,`, as the
    /// runner's rules (`@actions/core`'s `escapeData` and `escapeProperty`) require.
    var line: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escapedProperty(file)) }
        properties.append("title=" + Self.escapedProperty(title))
        return "::error \(properties.joined(separator: ","))::\(Self.escapedData(message))\n"
    }

    /// A message made one line: `%` as `%25`, CR as `%0D`, LF as `%0A`.
    static func escapedData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A property value: as ``escapedData(_:)``, and `:` as `%3A`, `,` as `%2C`.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
