import StretchyCore
import StretchyTestSupport
import Testing

@testable import StretchySynth

/// Random gesture scripts either parse and make valid samples, or are refused with a `SynthScriptError` that points
/// at a line and column inside the script: never a crash.
struct SynthScriptFuzzTests {
    static let pieces = [
        "pull", "drag", "fling", "release", "settle", "wait", "hold", "top", "bottom", "scroll", "to", "up", "down",
        "over", "repeat", "{", "}", "rate", "viewport", "inset", "content", "start", "physics", "ios", "variable",
        "ios-fast", "android-fling", "chromium-fling", "40000", "150", "0.5", "2400", "3", "-80", "1e9", "0",
        "390x844", "x", ";", "\n", " ", " ", " ", "#",
    ]

    @Test func randomScriptsParseOrPointAtTheirFault() throws {
        var generator = SeededGenerator(seed: 0x5EED_0004)
        var parsed = 0
        for _ in 0..<FuzzInputs.iterations * 5 {
            let text = FuzzInputs.text(from: Self.pieces, count: 1...14, using: &generator)
            do {
                let script = try SynthScript(parsing: text)
                parsed += 1
                var previousTime = -Double.infinity
                for (index, sample) in script.samples().prefix(2_000).enumerated() {
                    try sample.validate(index: index, previousTime: previousTime)
                    previousTime = sample.time
                }
            } catch let error as SynthScriptError {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(error.line >= 1 && error.line <= lines.count, "\(text)")
                #expect(error.description.hasPrefix("script:\(error.line):\(error.column): "), "\(text)")
            }
        }
        #expect(parsed > 0, "some random scripts should parse")
    }
}
