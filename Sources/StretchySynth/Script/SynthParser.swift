import StretchyCore
import _StretchySystem

/// Reads a gesture script into settings and statements (grammar in docs/synth.md).
struct SynthParser {
    struct Token {
        enum Kind { case word, open, close, separator }
        let kind: Kind
        let text: String
        let line: Int
        let column: Int
    }

    let source: String
    private var tokens: [Token] = []
    private var index = 0
    private var motionSeen = false
    private var depth = 0
    var script: SynthScript

    init(source: String, script: SynthScript) {
        self.source = source
        self.script = script
    }

    // MARK: Lexing

    static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var line = 1
        var column = 1
        var word = ""
        var wordColumn = 0
        var inComment = false
        func flush() {
            if !word.isEmpty { tokens.append(Token(kind: .word, text: word, line: line, column: wordColumn)) }
            word = ""
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                flush()
                inComment = false
                tokens.append(Token(kind: .separator, text: "\n", line: line, column: column))
                line += 1
                column = 1
                continue
            }
            defer { column += 1 }
            if inComment { continue }
            switch scalar {
            case "#":
                flush()
                inComment = true
            case ";":
                flush()
                tokens.append(Token(kind: .separator, text: ";", line: line, column: column))
            case "{":
                flush()
                tokens.append(Token(kind: .open, text: "{", line: line, column: column))
            case "}":
                flush()
                tokens.append(Token(kind: .close, text: "}", line: line, column: column))
            case " ", "\t", "\r":
                flush()
            default:
                if word.isEmpty { wordColumn = column }
                word.unicodeScalars.append(scalar)
            }
        }
        flush()
        return tokens
    }

    // MARK: Parsing

    mutating func parse(_ text: String) throws(SynthScriptError) -> [SynthNode] {
        tokens = Self.tokenize(text)
        index = 0
        let nodes = try parseBlock(opening: nil)
        _ = try Self.checkFinger(nodes, fingerDown: false, source: source)
        return nodes
    }

    private mutating func parseBlock(opening: Token?) throws(SynthScriptError) -> [SynthNode] {
        var nodes: [SynthNode] = []
        while true {
            while index < tokens.count, tokens[index].kind == .separator { index += 1 }
            guard index < tokens.count else {
                if let opening { throw error(at: opening, .unclosedBrace) }
                return nodes
            }
            let token = tokens[index]
            switch token.kind {
            case .close:
                guard opening != nil else { throw error(at: token, .unexpectedClosingBrace) }
                index += 1
                return nodes
            case .open:
                throw error(at: token, .expected("a command", after: nil, found: "{", suggestion: nil))
            case .separator, .word:
                index += 1
                if let node = try parseCommand(token) { nodes.append(node) }
                try endOfCommand(after: token.text)
            }
        }
    }

    private mutating func parseCommand(_ command: Token) throws(SynthScriptError) -> SynthNode? {
        let name = command.text
        func action(_ action: SynthAction) -> SynthNode {
            .action(action, name: name, line: command.line, column: command.column)
        }
        if SynthScript.settingNames.contains(name) {
            guard !motionSeen else { throw error(at: command, .settingAfterMotion(name)) }
            try parseSetting(name)
            return nil
        }
        motionSeen = true
        switch name {
        case "repeat":
            let count = try number(
                after: name, what: "a repeat count", range: 1...1e9, requirement: "a whole number from 1 to 1000000000",
                whole: true)
            guard index < tokens.count, tokens[index].kind == .open else {
                throw expected("'{'", after: tokens[index - 1].text)
            }
            let opening = tokens[index]
            guard depth < SynthScript.maximumNesting else {
                throw error(at: command, .nestedTooDeep(limit: SynthScript.maximumNesting))
            }
            index += 1
            depth += 1
            let body = try parseBlock(opening: opening)
            depth -= 1
            return .repeatBlock(count: Int(count), body: body)
        case "wait":
            return action(.wait(try duration(after: name, allowZero: true)))
        case "hold":
            return action(.hold(try duration(after: name, allowZero: true)))
        case "pull":
            let distance = try self.distance(after: name)
            return action(.dragBy(-distance, over: try over(after: name)))
        case "drag":
            let direction = try word(after: name, among: ["up", "down", "to"])
            if direction == "to" {
                let target = try offset(after: "to")
                return action(.dragTo(target, over: try over(after: name)))
            }
            let distance = try self.distance(after: direction)
            return action(.dragBy(direction == "up" ? distance : -distance, over: try over(after: name)))
        case "release":
            return action(.release)
        case "fling":
            let direction = try word(after: name, among: ["up", "down"])
            let speed = try number(
                after: direction, what: "a speed in points per second", range: 1e-9...1e6,
                requirement: "above 0 and at most 1000000 pt/s")
            let flick = try optionalOver(after: name, default: SynthScript.defaultFlickDuration)
            return action(.fling(direction == "up" ? speed : -speed, over: flick))
        case "settle":
            return action(.settle)
        case "top", "bottom":
            let target: SynthPosition = name == "top" ? .top : .bottom
            return action(
                .scrollTo(target, over: try optionalOver(after: name, default: SynthScript.defaultScrollDuration)))
        case "scroll":
            _ = try word(after: name, among: ["to"])
            let target = try position(after: "to")
            return action(
                .scrollTo(target, over: try optionalOver(after: name, default: SynthScript.defaultScrollDuration)))
        default:
            throw error(
                at: command,
                .unknownCommand(name, suggestion: NameSuggestion.didYouMean(name, among: SynthScript.commandNames)))
        }
    }

    /// Reads one setting's value from `text` alone, as a command-line option gives it: `120` for `rate`.
    mutating func parseSetting(_ name: String, value text: String) throws(SynthScriptError) {
        tokens = Self.tokenize(text)
        index = 0
        try parseSetting(name)
        try endOfCommand(after: name)
    }

    private mutating func parseSetting(_ name: String) throws(SynthScriptError) {
        switch name {
        case "rate":
            if index < tokens.count, tokens[index].kind == .word, tokens[index].text == "variable" {
                index += 1
                var intervals: [Double] = []
                repeat {
                    intervals.append(
                        try number(
                            after: intervals.isEmpty ? "variable" : NumberFormatting.shortest(intervals.last!),
                            what: "a frame interval in milliseconds", range: 1e-3...1000,
                            requirement: "between 0.001 and 1000 ms") / 1000)
                } while index < tokens.count && tokens[index].kind == .word
                script.clock = FrameClock(intervals: intervals)
            } else {
                script.clock = FrameClock(
                    hz: try number(
                        after: name, what: "a refresh rate in Hz or 'variable'", range: 1...1000,
                        requirement: "between 1 and 1000 Hz"))
            }
        case "viewport":
            guard index < tokens.count, tokens[index].kind == .word else {
                throw expected("a size like '390x844'", after: name)
            }
            let token = tokens[index]
            let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = DecimalNumber.parse(parts[0]),
                let height = DecimalNumber.parse(parts[1])
            else {
                throw error(
                    at: token, .expected("a size like '390x844'", after: name, found: token.text, suggestion: nil))
            }
            guard width > 0, width <= 1e5, height > 0, height <= 1e5 else {
                throw error(
                    at: token,
                    .outOfRange(
                        name: "the viewport", requirement: "above 0 and at most 100000 pt each way", found: token.text))
            }
            index += 1
            script.geometry.viewportWidth = width
            script.geometry.viewportHeight = height
        case "inset":
            script.geometry.insetTop = try number(
                after: name, what: "a number of points", range: 0...1e6, requirement: "between 0 and 1000000 pt")
        case "content":
            script.geometry.contentHeight = try number(
                after: name, what: "a number of points", range: 0...1e7, requirement: "between 0 and 10000000 pt")
        case "start":
            script.start = try position(after: name)
        default:
            let profile = try word(after: name, among: ScrollPhysics.profiles.map(\.name))
            script.physics = ScrollPhysics.profiles.first { $0.name == profile }!
        }
    }

    // MARK: Arguments

    private mutating func endOfCommand(after command: String) throws(SynthScriptError) {
        guard index < tokens.count else { return }
        let token = tokens[index]
        switch token.kind {
        case .separator, .close: return
        case .word, .open: throw error(at: token, .unexpected(token.text, after: command))
        }
    }

    private mutating func number(
        after previous: String, what: String, range: ClosedRange<Double>, requirement: String, whole: Bool = false
    ) throws(SynthScriptError) -> Double {
        guard index < tokens.count, tokens[index].kind == .word else { throw expected(what, after: previous) }
        let token = tokens[index]
        guard let value = DecimalNumber.parse(token.text), value.isFinite else {
            throw error(at: token, .expected(what, after: previous, found: token.text, suggestion: nil))
        }
        guard range.contains(value), !whole || value == value.rounded() else {
            throw error(at: token, .outOfRange(name: "'\(previous)'", requirement: requirement, found: token.text))
        }
        index += 1
        return value
    }

    private mutating func word(after previous: String, among choices: [String]) throws(SynthScriptError) -> String {
        let what = choices.map { "'\($0)'" }.joined(separator: " or ")
        guard index < tokens.count, tokens[index].kind == .word else { throw expected(what, after: previous) }
        let token = tokens[index]
        guard choices.contains(token.text) else {
            throw error(
                at: token,
                .expected(
                    what, after: previous, found: token.text,
                    suggestion: NameSuggestion.didYouMean(token.text, among: choices)))
        }
        index += 1
        return token.text
    }

    private mutating func duration(after previous: String, allowZero: Bool) throws(SynthScriptError) -> Double {
        try number(
            after: previous, what: "a duration in seconds", range: (allowZero ? 0 : 1e-9)...1e6,
            requirement: allowZero ? "between 0 and 1000000 s" : "above 0 and at most 1000000 s")
    }

    private mutating func distance(after previous: String) throws(SynthScriptError) -> Double {
        try number(
            after: previous, what: "a distance in points", range: 0...1e7, requirement: "between 0 and 10000000 pt")
    }

    private mutating func offset(after previous: String) throws(SynthScriptError) -> Double {
        try number(
            after: previous, what: "an offset in points", range: -1e7...1e7,
            requirement: "between -10000000 and 10000000 pt")
    }

    private mutating func position(after previous: String) throws(SynthScriptError) -> SynthPosition {
        if index < tokens.count, tokens[index].kind == .word {
            switch tokens[index].text {
            case "top":
                index += 1
                return .top
            case "bottom":
                index += 1
                return .bottom
            default:
                break
            }
        }
        guard index < tokens.count, tokens[index].kind == .word, DecimalNumber.parse(tokens[index].text) != nil else {
            let found = index < tokens.count && tokens[index].kind == .word ? tokens[index] : nil
            if let found {
                throw error(
                    at: found,
                    .expected(
                        "an offset in points, 'top' or 'bottom'", after: previous, found: found.text,
                        suggestion: NameSuggestion.didYouMean(found.text, among: ["top", "bottom"])))
            }
            throw expected("an offset in points, 'top' or 'bottom'", after: previous)
        }
        return .offset(try offset(after: previous))
    }

    private mutating func over(after command: String) throws(SynthScriptError) -> Double {
        _ = try word(after: tokens[index - 1].text, among: ["over"])
        return try duration(after: "over", allowZero: false)
    }

    private mutating func optionalOver(after command: String, default value: Double) throws(SynthScriptError) -> Double
    {
        guard index < tokens.count, tokens[index].kind == .word else { return value }
        return try over(after: command)
    }

    // MARK: Errors

    private func error(at token: Token, _ reason: SynthScriptError.Reason) -> SynthScriptError {
        SynthScriptError(source: source, line: token.line, column: token.column, reason: reason)
    }

    /// "expected X after Y, found the end of the command (or the separator/brace there)".
    private func expected(_ what: String, after previous: String) -> SynthScriptError {
        if index < tokens.count, tokens[index].kind != .separator {
            return error(
                at: tokens[index], .expected(what, after: previous, found: tokens[index].text, suggestion: nil))
        }
        let last = tokens[index - 1]
        return SynthScriptError(
            source: source, line: last.line, column: last.column + last.text.unicodeScalars.count,
            reason: .expected(what, after: previous, found: nil, suggestion: nil))
    }

    /// What a block does to the finger, for each state it may start in (index 0: up, 1: down): the state it
    /// leaves, or the first error it meets. Computed once per node, so checking is linear in the script's size.
    private struct FingerEffect {
        var outcome: [Result<Bool, SynthScriptError>]

        static let identity = FingerEffect(outcome: [.success(false), .success(true)])

        func apply(_ down: Bool) -> Result<Bool, SynthScriptError> { outcome[down ? 1 : 0] }

        /// This effect, then `next`.
        func then(_ next: FingerEffect) -> FingerEffect {
            FingerEffect(outcome: outcome.map { $0.flatMap { next.apply($0) } })
        }
    }

    /// Checks that every `release` has a finger down and every `settle` and `scroll` the finger up, looking
    /// through `repeat` blocks, and returns whether the finger is down at the end.
    ///
    /// - Complexity: O(n) in the number of nodes, however deep the blocks nest.
    static func checkFinger(_ nodes: [SynthNode], fingerDown: Bool, source: String) throws(SynthScriptError) -> Bool {
        try effect(of: nodes, source: source).apply(fingerDown).get()
    }

    private static func effect(of nodes: [SynthNode], source: String) -> FingerEffect {
        var effect = FingerEffect.identity
        for node in nodes { effect = effect.then(self.effect(of: node, source: source)) }
        return effect
    }

    private static func effect(of node: SynthNode, source: String) -> FingerEffect {
        switch node {
        case .action(let action, let name, let line, let column):
            func refuse(_ reason: SynthScriptError.Reason) -> Result<Bool, SynthScriptError> {
                .failure(SynthScriptError(source: source, line: line, column: column, reason: reason))
            }
            switch action {
            case .release: return FingerEffect(outcome: [refuse(.needsFingerDown(name)), .success(false)])
            case .settle, .scrollTo: return FingerEffect(outcome: [.success(false), refuse(.needsFingerUp(name))])
            case .hold, .dragBy, .dragTo: return FingerEffect(outcome: [.success(true), .success(true)])
            case .fling: return FingerEffect(outcome: [.success(false), .success(false)])
            case .wait: return .identity
            }
        case .repeatBlock(let count, let body):
            let body = effect(of: body, source: source)
            return FingerEffect(
                outcome: [false, true].map { down in
                    body.apply(down).flatMap { once in
                        guard count > 1 else { return .success(once) }
                        return body.apply(once).map { twice in twice == once || count % 2 == 1 ? once : twice }
                    }
                })
        }
    }

    /// The least time the nodes take: the sum of their stated durations, times their repeat counts (a `settle`
    /// or `release` counts 0). A script's sample count is at least this times the frame rate.
    static func minimumDuration(_ nodes: [SynthNode]) -> Double {
        var total = 0.0
        for node in nodes {
            switch node {
            case .action(let action, _, _, _):
                switch action {
                case .wait(let seconds), .hold(let seconds): total += seconds
                case .dragBy(_, let seconds), .dragTo(_, let seconds), .fling(_, let seconds),
                    .scrollTo(_, let seconds):
                    total += seconds
                case .release, .settle: break
                }
            case .repeatBlock(let count, let body):
                total += Double(count) * minimumDuration(body)
            }
        }
        return total
    }
}
