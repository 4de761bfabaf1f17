import StretchyCore
import Testing
import _StretchySystem

@testable import StretchySynth

@Suite struct ZZExperimentTests {
    typealias R = ChromiumFidelityTests.Recording
    static func stats(_ e: [Double]) -> (Double, Double) {
        let s = e.sorted()
        func rank(_ f: Double) -> Double { s.isEmpty ? 0 : s[max(0, Int((f * Double(s.count)).rounded(.up)) - 1)] }
        return (rank(0.5), rank(0.95))
    }
    /// errors with stale allowance, predicted function
    static func errors(_ frames: [ScrollSample], _ pred: (Double) -> Double?) -> [Double] {
        var out: [Double] = []
        for (i, f) in frames.enumerated() {
            guard let p = pred(f.time) else { continue }
            let cur = abs(p - f.offsetY)
            var e = cur
            if i > 0, let q = pred(frames[i - 1].time) { let prev = abs(q - f.offsetY); if prev < cur - 1 { e = prev } }
            out.append(e)
        }
        return out
    }
    static func motionFrames(_ samples: [ScrollSample], from t: Double) -> [ScrollSample] {
        let fr = samples.filter { $0.time >= t }
        let rest = fr.last!.offsetY
        let last = fr.lastIndex { $0.offsetY != rest }.map { min($0 + 1, fr.count - 1) } ?? 0
        return Array(fr[0...last])
    }

    static func median(_ a: [Double]) -> Double { let s = a.sorted(); return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2 }
    struct Case { let folder: String; let rec: R; let physics: ScrollPhysics; let samples: [ScrollSample]; let held: [ScrollSample] }
    static func cases() throws -> [Case] {
        var out: [Case] = []
        for folder in ["default", "legacy-curve", "elastic"] {
            let physics: ScrollPhysics = folder == "default" ? .chromium : folder == "elastic" ? .chromiumElastic : .chromiumLegacy
            for rec in ChromiumFidelityTests.flings where folder != "elastic" || rec.name == "fling-top" {
                out.append(Case(folder: folder, rec: rec, physics: physics, samples: try ChromiumFidelityTests.samples(folder + "/" + rec.name + "-r1"), held: try ChromiumFidelityTests.samples(folder + "/" + rec.name + "-hold")))
            }
        }
        return out
    }
    /// robust line: (velocity, intercept at time 0)
    static func line(_ samples: [ScrollSample], release: Double) -> (Double, Double) {
        let drag = samples.filter { $0.phase == .dragging && $0.time < release }
        let w = Array(drag.dropFirst().suffix(6))
        var slopes: [Double] = []
        for i in 1..<max(1, w.count) { slopes.append((w[i].offsetY - w[i - 1].offsetY) / (w[i].time - w[i - 1].time)) }
        let v = slopes.isEmpty ? 0 : median(slopes)
        let b = median(w.map { $0.offsetY - v * $0.time })
        return (v, b)
    }
    static func fixed(_ c: Case, lag: Double, k: Double) -> (Double, Double) {
        let release = FidelityCheck.releases(in: c.samples)[0]
        let (v, b) = line(c.samples, release: release.time)
        let T = release.time + lag
        let r = FidelityRelease(time: T, offset: b + v * T, velocity: v * k)
        let st = FidelityCheck(physics: c.physics, allowsStaleFrames: true).compare(c.samples, from: r)
        return (st.medianError, st.p95Error)
    }

    static func joint(_ c: Case, lag: Double, k: Double, window: Double) -> (Double, Double, Double) {
        let release = FidelityCheck.releases(in: c.samples)[0]
        let (v, b) = line(c.samples, release: release.time)
        let frames = motionFrames(c.samples, from: release.time)
        let bounds = ScrollBounds(insetTop: 0, viewportHeight: 844, contentHeight: 20000)
        var best = (mean: 1e9, T: 0.0)
        var step = -Int(window / 0.0001)
        while Double(step) * 0.0001 <= window {
            let T = release.time + lag + Double(step) * 0.0001
            let m = BallisticMotion(offset: b + v * T, velocity: v * k, bounds: bounds, physics: c.physics, viewportHeight: 844)
            let e = errors(frames) { t in t < T ? b + v * t : m.state(at: t - T).offset }
            let mean = e.reduce(0, +) / Double(e.count)
            if mean < best.mean { best = (mean, T) }
            step += 1
        }
        let T = best.T
        let m = BallisticMotion(offset: b + v * T, velocity: v * k, bounds: bounds, physics: c.physics, viewportHeight: 844)
        let st = stats(errors(frames) { t in t < T ? b + v * t : m.state(at: t - T).offset })
        return (st.0, st.1, (T - release.time) * 1000)
    }
    @Test func fitJoint() throws {
        let all = try Self.cases()
        for (lag, w) in [(0.024, 0.0084), (0.03, 0.0084), (0.03, 0.02), (0.024, 0.03)] {
            for c in all { print("JOINT lag \(lag) w \(w) \(c.folder)/\(c.rec.name): \(Self.joint(c, lag: lag, k: 1.045, window: w))") }
        }
    }

    static let starts: [String: Double] = ["fling-500": 600, "fling-1500": 650, "fling-3000": 760, "fling-6000": 820, "fling-top": 200]
    static func touches(_ rec: R) -> [TouchPoint] {
        let y0 = starts[rec.name]!
        let n = Int((abs(rec.distance) / rec.speed / 0.008).rounded())
        var out = [TouchPoint(time: 0, x: 195, y: y0, kind: .down)]
        for k in 1...n { out.append(TouchPoint(time: 0.05 + 0.008 * Double(k), x: 195, y: y0 + rec.distance * Double(k) / Double(n), kind: .move)) }
        out.append(TouchPoint(time: 0.05 + 0.008 * Double(n) + 0.008, x: 195, y: y0 + rec.distance, kind: .up))
        return out
    }
    @Test func routes() throws {
        for c in try Self.cases() {
            let check = FidelityCheck(physics: c.physics, allowsStaleFrames: true)
            let ref = check.compare(c.samples, from: FidelityRelease(time: c.rec.releaseTime, offset: c.held.last!.offsetY, velocity: c.rec.distance < 0 ? c.rec.speed : -c.rec.speed, velocitySource: "touches"))
            let rep = check.compare(c.samples, touches: Self.touches(c.rec))
            let est = check.compare(c.samples, releases: check.estimatedReleases(in: c.samples, notes: "{}"))
            print("ROUTE \(c.folder)/\(c.rec.name)\n  ref \(ref.line)\n  rep \(rep.first?.line ?? "-")\n  est \(est.first?.line ?? "-")")
        }
    }

    @Test func frames() throws {
        for c in try Self.cases() where c.rec.name == "fling-top" || c.folder == "legacy-curve" && c.rec.name == "fling-500" {
            let check = FidelityCheck(physics: c.physics, allowsStaleFrames: true)
            let r = FidelityRelease(time: c.rec.releaseTime, offset: c.held.last!.offsetY, velocity: c.rec.distance < 0 ? c.rec.speed : -c.rec.speed, velocitySource: "touches")
            let ref = check.compare(c.samples, from: r)
            let (frames, motion) = check.stroke(c.samples, from: r)
            let fe = check.frameErrors(c.samples, from: r, shift: ref.alignment)
            print("FR \(c.folder)/\(c.rec.name) shift \(ref.alignment)")
            for f in fe { let rec = frames.first { $0.time == f.time }!; print("FR   t \(f.time) rec \(rec.offsetY) syn \(motion.state(at: f.time - r.time + ref.alignment).offset) err \(f.error) stale \(f.isStale)") }
        }
    }
    @Test func fitFixed() throws {
        let all = try Self.cases()
        var best = (score: 1e9, lag: 0.0, k: 0.0)
        for lagMs in 0...40 { for k in stride(from: 1.0, through: 1.08, by: 0.005) {
            let res = all.filter { $0.folder == "default" }.map { Self.fixed($0, lag: Double(lagMs) / 1000, k: k) }
            let score = res.map { $0.1 }.reduce(0, +)
            if score < best.score { best = (score, Double(lagMs) / 1000, k) }
        } }
        print("best lag \(best.lag) k \(best.k) sum p95 \(best.score)")
        for c in all { print("FIX \(c.folder)/\(c.rec.name): \(Self.fixed(c, lag: best.lag, k: best.k)) k1.04 lag 0.02: \(Self.fixed(c, lag: 0.02, k: 1.04))") }
    }
    @Test(arguments: ["default", "legacy-curve", "elastic"])
    func measure(_ folder: String) throws {
        let physics: ScrollPhysics = folder == "default" ? .chromium : folder == "elastic" ? .chromiumElastic : .chromiumLegacy
        for rec in ChromiumFidelityTests.flings where folder != "elastic" || rec.name == "fling-top" {
            let samples = try ChromiumFidelityTests.samples(folder + "/" + rec.name + "-r1")
            let held = try ChromiumFidelityTests.samples(folder + "/" + rec.name + "-hold")
            let release = FidelityCheck.releases(in: samples)[0]
            let frames = Self.motionFrames(samples, from: release.time)
            let bounds = ScrollBounds(insetTop: 0, viewportHeight: 844, contentHeight: 20000)
            let vTrue = rec.distance < 0 ? rec.speed : -rec.speed
            // reference
            let refM = BallisticMotion(offset: held.last!.offsetY, velocity: vTrue, bounds: bounds, physics: physics, viewportHeight: 844)
            var ref = (1e9, 1e9, 0)
            for s in -50...50 {
                let e = Self.errors(frames) { t in let x = t - rec.releaseTime + Double(s) / 1000; return x < 0 ? nil : refM.state(at: x).offset }
                let mean = e.reduce(0, +) / Double(e.count)
                if mean < ref.0 { let st = Self.stats(e); ref = (mean, st.1, s); _ = st }
            }
            let refE = Self.errors(frames) { t in let x = t - rec.releaseTime + Double(ref.2) / 1000; return x < 0 ? nil : refM.state(at: x).offset }
            let refS = Self.stats(refE)
            // model A / B
            func model(_ v: Double, _ T: Double) -> [Double] {
                let y0 = release.lastDragOffset! + release.velocity * (T - release.lastDragTime!)
                let m = BallisticMotion(offset: y0, velocity: v, bounds: bounds, physics: physics, viewportHeight: 844)
                return Self.errors(frames) { t in t < T ? release.lastDragOffset! + release.velocity * (t - release.lastDragTime!) : m.state(at: t - T).offset }
            }
            func search(_ scales: [Double]) -> (Double, Double, Double, Double, Double) {
                var best = (mean: 1e9, T: 0.0, v: 0.0)
                for sc in scales {
                    var step = 0
                    while true {
                        let T = release.lastDragTime! + Double(step) * 0.0005
                        if T > release.time + 0.05 { break }
                        let e = model(release.velocity * sc, T)
                        let mean = e.reduce(0, +) / Double(e.count)
                        if mean < best.mean { best = (mean, T, release.velocity * sc) }
                        step += 1
                    }
                }
                let st = Self.stats(model(best.v, best.T))
                let y0 = release.lastDragOffset! + release.velocity * (best.T - release.lastDragTime!)
                return (st.0, st.1, (best.T - release.time) * 1000, best.v, y0)
            }
            let a = search([1])
            let b = search(stride(from: 0.9, through: 1.1001, by: 0.005).map { $0 })
            print("\(folder)/\(rec.name): ref \(ref.2)ms \(refS) hold \(held.last!.offsetY) | A \(a) | B \(b) | vOff \(release.velocity) vTrue \(vTrue) frames \(frames.count)/\(samples.filter { $0.time >= release.time }.count)")
        }
    }
}
