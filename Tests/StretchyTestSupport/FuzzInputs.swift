import Foundation

/// Random inputs for the fuzz tests: how many, and pieces to build them from.
///
/// Each fuzz test runs ``iterations`` cases (200 by default, so the suite stays fast); set `STRETCHY_FUZZ_ITERATIONS`
/// for a long run, for example `STRETCHY_FUZZ_ITERATIONS=200000 swift test --filter Fuzz`. Cases are made from a
/// fixed seed, so a failure names a case that fails again on the same toolchain.
public enum FuzzInputs {
    /// The number of cases each fuzz test runs: at least 200, so the tests' "some inputs are accepted" checks hold.
    public static let iterations: Int = {
        max(200, ProcessInfo.processInfo.environment["STRETCHY_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 200)
    }()

    /// A string of `count` pieces drawn from `pieces`.
    public static func text(
        from pieces: [String], count: ClosedRange<Int>, using generator: inout SeededGenerator
    ) -> String {
        let length = Int.random(in: count, using: &generator)
        return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// `text` with up to `edits` random characters replaced, removed or inserted.
    public static func mutate(_ text: String, edits: Int, using generator: inout SeededGenerator) -> String {
        var characters = Array(text)
        let alphabet = Array("0123456789-+.,:=eExn \n\"{}[]\\tabcdefghijklmnopqrstuvwxyz\u{0}é")
        for _ in 0..<Int.random(in: 0...edits, using: &generator) {
            let index = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !characters.isEmpty: characters[index] = alphabet.randomElement(using: &generator)!
            case 1 where !characters.isEmpty: characters.remove(at: index)
            default: characters.insert(alphabet.randomElement(using: &generator)!, at: index)
            }
        }
        return String(characters)
    }
}
