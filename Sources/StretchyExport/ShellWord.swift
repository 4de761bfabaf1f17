/// A word of a POSIX shell command line: quoted with `'...'` when it holds anything but letters, digits and `,-./_`.
enum ShellWord {
    /// The word as a shell reads it back unchanged.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && (Self.safe.contains(Character($0))) }
        return plain ? word : "'" + word.replacingAll("'", with: "'\\''") + "'"
    }

    /// The first word after `option` in a command line `quoted` wrote, unquoted; `nil` when the option is absent.
    static func value(after option: String, in line: String) -> String? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        for character in line {
            if quoted {
                if character == "'" { quoted = false } else { word.append(character) }
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == " " || character == "\n" || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character != "\\" {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        guard let index = words.firstIndex(of: option), index + 1 < words.count else { return nil }
        return words[index + 1]
    }

    private static let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789,-./_")
}
