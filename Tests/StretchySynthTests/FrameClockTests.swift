import Testing

@testable import StretchySynth

struct FrameClockTests {
    @Test func fixedRatesShareCommonTimesBitForBit() {
        for frame in 0..<10_000 {
            let at60 = FrameClock.hz60.time(ofFrame: frame)
            #expect(at60.bitPattern == FrameClock.hz120.time(ofFrame: 2 * frame).bitPattern)
        }
        #expect(FrameClock.hz90.time(ofFrame: 90) == 1)
    }

    @Test func variableScheduleRepeats() {
        let clock = FrameClock(intervals: [0.008, 0.016])
        #expect(clock.time(ofFrame: 0) == 0)
        #expect(clock.time(ofFrame: 1) == 0.008)
        #expect(clock.time(ofFrame: 2) == 0.024)
        #expect(clock.time(ofFrame: 5) == 2 * 0.024 + 0.008)
        #expect(clock.hz == nil)
        #expect(clock.description == "variable 8,16 ms")
        #expect(FrameClock.hz120.description == "120 Hz")
    }
}
