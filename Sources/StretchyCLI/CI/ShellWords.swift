import Foundation

/// Command lines people can paste into a POSIX shell: what `check --into` and the `--junit` and annotation
/// "Reproduce:" lines print.
enum ShellWords {
    /// A word as the shell should see it: as it is when it holds only letters, digits and `-_=,.:/+@%`, otherwise
    /// in single quotes (a single quote inside written `'\''`).
    ///
    /// For example, `top-only,fade` stays as it is, and `my session` becomes `'my session'`.
    static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || "-_=,.:/+@%".contains($0) })
        {
            return word
        }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A command line from its words, each quoted as needed and joined with spaces.
    static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
