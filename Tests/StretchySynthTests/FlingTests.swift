import Testing

@testable import StretchySynth

/// The fling curves against the figures derived from their sources' formulas.
struct FlingTests {
    @Test func androidSplineMatchesFluttersClampingSimulation() throws {
        let slow = Fling(offset: 0, velocity: 1000, curve: .androidSpline)
        #expect(abs(slow.projectedOffset - 194) < 1)
        let duration = try #require(slow.time(toReach: slow.projectedOffset))
        #expect(abs(duration - 0.458) < 0.001)
        let fast = Fling(offset: 0, velocity: 3000, curve: .androidSpline)
        #expect(abs(fast.projectedOffset - 1309) < 2)
        #expect(abs(try #require(fast.time(toReach: fast.projectedOffset)) - 1.03) < 0.01)
        #expect(fast.velocity(at: 0) == 3000)
        #expect(fast.velocity(at: 2) == 0 && fast.offset(at: 2) == fast.projectedOffset)
    }

    @Test func chromiumMatchesItsFlingCurve() throws {
        let slow = Fling(offset: 0, velocity: 1000, curve: .chromium)
        #expect(abs(slow.projectedOffset - 181) < 1)
        #expect(abs(try #require(slow.time(toReach: slow.projectedOffset)) - 0.519) < 0.002)
        let fast = Fling(offset: 0, velocity: -3000, curve: .chromium)
        #expect(abs(fast.projectedOffset + 675) < 1)
        #expect(abs(fast.velocity(at: 0) + 3000) < 1e-6)
        #expect(fast.velocity(at: 5) == 0)
    }

    @Test func chromiumScalesFlingsFasterThanItsTopSpeed() throws {
        let top = Fling(offset: 0, velocity: 20_000, curve: .chromium)
        let double = Fling(offset: 0, velocity: 40_000, curve: .chromium)
        #expect(abs(double.velocity(at: 0) - 40_000) < 1e-6, "no jump in velocity at release")
        let capped = Fling(offset: 0, velocity: 20_946.34, curve: .chromium)
        #expect(abs(double.projectedOffset / capped.projectedOffset - 40_000 / 20_946.34) < 1e-3)
        #expect(double.projectedOffset > top.projectedOffset)
        let time = try #require(double.time(toReach: double.projectedOffset / 2))
        #expect(abs(double.offset(at: time) - double.projectedOffset / 2) < 1e-6)
    }

    @Test(arguments: [FlingCurve.uiKit(rate: 0.998), .androidSpline, .chromium])
    func everyCurveIsMonotonicAndConsistent(curve: FlingCurve) throws {
        let fling = Fling(offset: 100, velocity: 2500, curve: curve)
        var previous = fling.offset(at: 0)
        #expect(previous == 100)
        for step in 1...300 {
            let offset = fling.offset(at: Double(step) / 120)
            #expect(offset >= previous)
            previous = offset
        }
        let halfway = (100 + fling.projectedOffset) / 2
        let time = try #require(fling.time(toReach: halfway))
        #expect(abs(fling.offset(at: time) - halfway) < 1e-6)
        let rest = fling.duration(threshold: 0.5)
        #expect(abs(fling.projectedOffset - fling.offset(at: rest)) <= 0.5 + 1e-9)
        #expect(fling.time(toReach: 0) == nil, "it never goes backwards")
    }

    @Test func restTimesMatchTheDocumentedTable() {
        let android = Fling(offset: 0, velocity: 1000, curve: .androidSpline)
        #expect(abs(android.duration(threshold: 0.5) - 0.4217) < 0.0005)
        let chromium = Fling(offset: 0, velocity: 1000, curve: .chromium)
        #expect(abs(chromium.duration(threshold: 0.5) - 0.4799) < 0.0005)
        #expect(abs(Fling(offset: 0, velocity: 3000, curve: .androidSpline).duration(threshold: 0.5) - 0.9923) < 0.0005)
        #expect(abs(Fling(offset: 0, velocity: 3000, curve: .chromium).duration(threshold: 0.5) - 0.7490) < 0.0005)
    }

    @Test func androidFlingsStopSoonerThanIOSOnes() {
        let ios = Fling(offset: 0, velocity: 1000, curve: .uiKit(rate: 0.998))
        let android = Fling(offset: 0, velocity: 1000, curve: .androidSpline)
        #expect(android.projectedOffset < ios.projectedOffset / 2)
        // The figures Fling's documentation and docs/physics.md give: 194 (rounded) against iOS's 499.5.
        #expect(android.projectedOffset.rounded() == 194)
        #expect(abs(ios.projectedOffset - 499.5) < 0.05)
    }
}

extension FlingTests {
    @Test func scriptsChooseTheFlingCurve() throws {
        func restingOffset(_ physics: String) throws -> Double {
            let script = try SynthScript(
                parsing: "physics \(physics); start 400; fling up 2000; settle", source: "fling")
            return try #require(Array(script.samples()).last).offsetY
        }
        let ios = try restingOffset("ios")
        let android = try restingOffset("android-fling")
        let chromium = try restingOffset("chromium-fling")
        #expect(ios > android && ios > chromium)
        #expect(android > 400 && chromium > 400)
    }
}
