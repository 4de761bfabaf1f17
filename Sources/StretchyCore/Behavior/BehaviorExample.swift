import _StretchySystem

/// A worked example of a behaviour: a stack, a header, samples in, expected layouts out.
///
/// Examples document a behaviour in `stretchy-replay behaviors` and are replayed by the test suite with
/// ``check(using:)``, which plugin authors can call from their own tests too.
public struct BehaviorExample: Sendable {
    /// What the example shows.
    public var title: String
    /// The stack, in the command-line form, such as `immediate,anchor-top`.
    public var stack: String
    /// The header the example runs with.
    public var header: HeaderConfiguration
    /// The frames, fed in order to one run of the stack; each frame's time is its index times 1/60 s.
    public var frames: [ExampleFrame]
    /// The file the example is written in, as `#fileID` gives it (`Module/File.swift`).
    public var fileID: String
    /// The file the example is written in, as `#filePath` gives it, so a test can record a failure at the example.
    public var filePath: String
    /// The line the example starts on.
    public var line: Int
    /// The column the example starts at.
    public var column: Int

    /// Where the example is written, `fileID:line`, for failure messages.
    public var location: String { "\(fileID):\(line)" }

    /// Creates an example; its place in the source defaults to the caller's.
    public init(
        _ title: String,
        stack: String,
        header: HeaderConfiguration,
        frames: [ExampleFrame],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.title = title
        self.stack = stack
        self.header = header
        self.frames = frames
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = Int(line)
        self.column = Int(column)
    }

    /// Replays the example and lists every mismatch, each naming the example, the frame and the field.
    ///
    /// - Parameter registry: The registry that resolves the example's stack.
    /// - Returns: One line per mismatch; empty when the example holds.
    public func check(using registry: BehaviorRegistry) -> [String] {
        let stack: BehaviorStack
        do {
            stack = try registry.makeStack(stack: self.stack, configuration: header)
        } catch {
            return ["\(location) '\(title)': the stack '\(self.stack)' does not build: \(error)"]
        }
        var runner = stack.makeRunner()
        var failures: [String] = []
        for (index, frame) in frames.enumerated() {
            var sample = frame.sample
            sample.time = Double(index) / 60
            let layout: HeaderLayout
            do {
                layout = try runner.step(sample)
            } catch {
                failures.append("\(location) '\(title)' frame \(index): \(error)")
                continue
            }
            func expect(_ field: String, _ expected: Double?, _ actual: Double) {
                guard let expected, !Self.matches(expected, actual) else { return }
                failures.append(
                    "\(location) '\(title)' frame \(index) (offset \(NumberFormatting.shortest(sample.offsetY))): "
                        + "\(field) is \(NumberFormatting.shortest(actual)), expected "
                        + NumberFormatting.shortest(expected))
            }
            expect("headerY", frame.headerY, layout.headerY)
            expect("headerHeight", frame.headerHeight, layout.headerHeight)
            expect("contentY", frame.contentY, layout.contentY)
            expect("contentHeight", frame.contentHeight, layout.contentHeight)
            expect("stretchFactor", frame.stretchFactor, layout.stretchFactor)
            expect("settleOffset", frame.settleOffset, layout.settleOffset)
            expect("settleDuration", frame.settleDuration, layout.settleDuration)
            expect("collapsedFraction", frame.collapsedFraction, layout.collapsedFraction)
            expect("overlappedFraction", frame.overlappedFraction, layout.overlappedFraction)
            expect("stretchTrigger", frame.stretchTrigger, layout.stretchTrigger)
            for (key, expected) in frame.attributes.sorted(by: { $0.key < $1.key }) {
                guard let column = SubviewAttributeKey(column: key, in: header) else {
                    failures.append("\(location) '\(title)': no subview attribute '\(key)'")
                    continue
                }
                expect(key, expected, layout.subviews[column.subview][column.attribute])
            }
        }
        return failures
    }

    private static func matches(_ expected: Double, _ actual: Double) -> Bool {
        if expected == actual { return true }
        return abs(expected - actual) <= 1e-9 * max(1, abs(expected))
    }
}
