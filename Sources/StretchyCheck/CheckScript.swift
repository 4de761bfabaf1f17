import StretchySynth
import _StretchySystem

/// A generated gesture script: settings, then gestures that each start and end with the finger up, so any subset
/// of the gestures is a script too (the first step of shrinking).
struct CheckScript: Hashable, Sendable {
    var settings: [String]
    var gestures: [String]

    /// The script's text, one line of settings and one line per gesture.
    var text: String {
        ([settings.joined(separator: "; ")] + gestures).joined(separator: "\n")
    }

    /// The parsed script, or `nil` when a shrinking step made it invalid.
    func parsed() -> SynthScript? {
        try? SynthScript(parsing: text, source: "check")
    }

    /// Session `index` of run `seed`: a realistic mix of drags, flings, catches, pulls past both edges and
    /// programmatic scrolls, under one of the physics profiles, rates and headers' insets.
    static func generate(seed: UInt64, index: Int) -> CheckScript {
        var random = CheckRandom(seed: seed, index: index)
        var settings: [String] = []
        if random.chance(0.15) {
            let intervals = (0..<random.integer(2...4)).map { _ in
                format(random.pick([4.167, 8.333, 11.111, 16.667, 33.333]))
            }
            settings.append("rate variable " + intervals.joined(separator: " "))
        } else {
            settings.append("rate " + format(random.pick([30, 60, 60, 90, 120, 120, 144, 240])))
        }
        let viewportHeight = random.pick([568.0, 667, 844, 844, 926, 1366])
        settings.append("viewport \(format(random.pick([320.0, 390, 428, 1024])))x\(format(viewportHeight))")
        let inset = random.pick([0.0, 0, 47, 91, 200, 280, 280, random.number(0, 500)])
        settings.append("inset " + format(inset))
        let long = random.chance(0.75)
        let content = long ? random.number(1500, 20000, step: 10) : random.number(0, viewportHeight, step: 10)
        settings.append("content " + format(content))
        settings.append("physics " + random.pick(["ios", "ios-fast", "android-fling", "chromium-fling"]))
        let maximum = max(-inset, content - viewportHeight)
        switch random.integer(0...5) {
        case 0: settings.append("start bottom")
        case 1: settings.append("start " + format(random.number(-inset, maximum, step: 0.5)))
        default: settings.append("start top")
        }
        let gestures = (0..<random.integer(1...5)).map { _ in gesture(&random) }
        return CheckScript(settings: settings, gestures: gestures)
    }

    private static func gesture(_ random: inout CheckRandom) -> String {
        let direction = random.chance(0.5) ? "up" : "down"
        let speed = random.pick([60.0, 300, 1200, 2500, 4000, 8000])
        func seconds(_ low: Double, _ high: Double) -> String { format(random.number(low, high, step: 0.01)) }
        func after(_ random: inout CheckRandom) -> String {
            switch random.integer(0...3) {
            case 0: "wait " + format(random.number(0.02, 0.4, step: 0.01))
            case 1: "wait " + format(random.number(0.02, 0.3, step: 0.01)) + "; hold 0.1; release"
            default: "settle"
            }
        }
        switch random.integer(0...8) {
        case 0:
            return "drag \(direction) \(format(random.number(5, 600))) over \(seconds(0.1, 1)); release; "
                + after(&random)
        case 1, 2:
            return "fling \(direction) \(format(random.number(speed / 2, speed))); " + after(&random)
        case 3:
            return "pull \(format(random.number(10, 400))) over \(seconds(0.1, 0.8)); release; settle"
        case 4:
            return "bottom over \(seconds(0.1, 0.4)); drag up \(format(random.number(10, 300))) over "
                + "\(seconds(0.1, 0.6)); release; " + after(&random)
        case 5:
            return random.pick(["top", "bottom", "scroll to \(format(random.number(-300, 3000)))"])
                + " over \(seconds(0.05, 0.6))"
        case 6:
            return "fling down \(format(random.number(1000, 6000))); wait \(seconds(0.05, 0.5)); hold "
                + "\(seconds(0.05, 0.3)); release; settle"
        case 7:
            return "hold \(seconds(0.02, 0.2)); drag to \(format(random.number(-500, 2000))) over "
                + "\(seconds(0.1, 1)); release; " + after(&random)
        default:
            return "wait " + seconds(0.02, 0.3)
        }
    }

    private static func format(_ value: Double) -> String {
        NumberFormatting.shortest(value)
    }
}
