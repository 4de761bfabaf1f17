import StretchyReplay

/// Lets frame writers write to a command's standard output (`--frames -`).
final class TextOutputSink: TextSink {
    private let output: any TextOutput

    init(_ output: any TextOutput) {
        self.output = output
    }

    func write(_ text: String) {
        output.write(text)
    }

    func close() {
        output.flush()
    }
}
