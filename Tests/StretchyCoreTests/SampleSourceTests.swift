import StretchyCore
import Testing

/// Arrays and other sequences feed a replay through the one `SampleSource` protocol, in order, once.
struct SampleSourceTests {
    static let samples = [ScrollSample(time: 0, offsetY: -280), ScrollSample(time: 0.5, offsetY: 10)]

    static func drain(_ source: inout some SampleSource) throws -> [ScrollSample] {
        var read: [ScrollSample] = []
        while let sample = try source.next() { read.append(sample) }
        return read
    }

    @Test func anArraySourceGivesItsSamplesInOrderThenNil() throws {
        var source = ArraySampleSource(Self.samples)
        #expect(try Self.drain(&source) == Self.samples)
        #expect(source.next() == nil)
    }

    @Test func anySequenceIsASource() throws {
        var source = SequenceSampleSource(Self.samples.lazy.map { ScrollSample(time: $0.time, offsetY: -$0.offsetY) })
        #expect(try Self.drain(&source).map(\.offsetY) == [280, -10])
    }
}
