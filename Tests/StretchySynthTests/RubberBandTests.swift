import StretchyCore
import Testing

@testable import StretchySynth

struct RubberBandTests {
    let band = RubberBand(dimension: 844)

    @Test func valuesMatchTheReferenceTable() {
        // replay-physics.md 1.2, d = 844: 100 -> 51.6, 200 -> 97.3, 844 -> 299.5, 10000 -> 731.7.
        #expect(abs(band.distance(forOverscroll: 100) - 51.6) < 0.05)
        #expect(abs(band.distance(forOverscroll: 200) - 97.3) < 0.05)
        #expect(abs(band.distance(forOverscroll: 844) - 299.5) < 0.05)
        #expect(abs(band.distance(forOverscroll: 10000) - 731.7) < 0.05)
        #expect(band.distance(forOverscroll: 0) == 0)
    }

    @Test func equivalentFormAndSlope() {
        for x in [1.0, 37, 250, 5000] {
            let other = 0.55 * x * 844 / (844 + 0.55 * x)
            #expect(abs(band.distance(forOverscroll: x) - other) < 1e-9)
        }
        #expect(abs(band.slope(atOverscroll: 0) - 0.55) < 1e-12)
    }

    /// Chromium's `ElasticOverscrollControllerExponential`: the stretch is the overscroll over 20, without limit.
    @Test func linearBandIsChromiumsStiffness() {
        let linear = RubberBand(coefficient: 1 / 20, dimension: 844, linear: true)
        #expect(linear.distance(forOverscroll: 186) == 9.3)
        #expect(linear.distance(forOverscroll: 100_000) == 5000)
        #expect(linear.overscroll(forDistance: 9.3) == 186)
        #expect(linear.slope(atOverscroll: 500) == 0.05)
        let bounds = ScrollBounds(minimumOffset: 0, maximumOffset: 1000)
        #expect(linear.offset(forRawOffset: -200, in: bounds) == -10)
        #expect(linear.rawOffset(forOffset: -10, in: bounds) == -200)
    }

    @Test func inverseRoundTrips() {
        for x in [0.5, 10, 150, 2000] {
            let distance = band.distance(forOverscroll: x)
            #expect(abs(band.overscroll(forDistance: distance) - x) < 1e-6 * x)
        }
    }

    @Test func oneToOneInsideBandedOutside() {
        let bounds = ScrollBounds(insetTop: 280, viewportHeight: 844, contentHeight: 3000)
        #expect(bounds.minimumOffset == -280)
        #expect(bounds.maximumOffset == 2156)
        #expect(band.offset(forRawOffset: 100, in: bounds) == 100)
        #expect(abs(band.offset(forRawOffset: -380, in: bounds) - (-280 - 51.6)) < 0.05)
        #expect(abs(band.offset(forRawOffset: 2356, in: bounds) - (2156 + 97.3)) < 0.05)
        let shown = band.offset(forRawOffset: -500, in: bounds)
        #expect(abs(band.rawOffset(forOffset: shown, in: bounds) - -500) < 1e-9)
    }

    @Test func shortContentRestsAtTheTop() {
        let bounds = ScrollBounds(insetTop: 20, viewportHeight: 844, contentHeight: 300)
        #expect(bounds.maximumOffset == -20)
    }
}
