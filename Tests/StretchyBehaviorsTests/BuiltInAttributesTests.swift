import StretchyBehaviors
import StretchyTestSupport
import Testing

@testable import StretchyCore

/// The promises of `BuiltInBehavior` that let the runner reset less than every subview before each frame: each
/// built-in writes only the attributes it declares, and says truly how it writes and reads them, in its
/// `AttributeAccess` (`SubviewReset`).
///
/// Each built-in's declared access is checked against what its `apply` does on every frame, one behaviour at a time;
/// and every stack runs twice over the same session, once with the runner's plan and once copying every subview back
/// to rest, and every frame must agree bit for bit, on every attribute of every subview.
struct BuiltInAttributesTests {
    /// Behaviours with parameters: every item of every built-in's examples, and items that make two behaviours
    /// write the same attribute, or one read what another writes.
    static let items: [String] = {
        var items = Set<String>()
        for identifier in BehaviorRegistry.builtIn.identifiers {
            for example in BehaviorRegistry.builtIn.behavior(forID: identifier)!.description.examples {
                items.formUnion(example.stack.split(separator: ",").map(String.init))
            }
        }
        items.formUnion([
            "tabs", "tabs=height=30", "fade=target=tabs", "fade=target=avatar+tabs:by=0.5", "transform",
            "transform=target=tabs:height=-10:y=4", "transform=target=avatar:alpha=-0.5", "zoom=target=tabs",
            "zoom=target=avatar", "android-collapsing-toolbar=pin=tabs", "android-collapsing-toolbar=compress=tabs",
            "android-collapsing-toolbar=parallax=background:pin=avatar:scrim=background:title=title",
            "flutter-flexible-space-bar", "snap", "anchor-bottom",
        ])
        return items.sorted()
    }()

    /// Random stacks of those items over the profile header; the ones the registry refuses (two expansions, an
    /// unknown subview) are left out.
    static func randomStacks(count: Int, seed: UInt64) -> [BehaviorStack] {
        var generator = SeededGenerator(seed: seed)
        var stacks: [BehaviorStack] = []
        while stacks.count < count {
            let length = Int.random(in: 1...6, using: &generator)
            let text = (0..<length).map { _ in items.randomElement(using: &generator)! }.joined(separator: ",")
            if let stack = try? BehaviorRegistry.builtIn.makeStack(stack: text, configuration: .profileHeader) {
                stacks.append(stack)
            }
        }
        return stacks
    }

    /// Every example's own stack over its own header.
    static let exampleStacks: [BehaviorStack] = BehaviorRegistry.builtIn.identifiers.flatMap { identifier in
        BehaviorRegistry.builtIn.behavior(forID: identifier)!.description.examples.map { example in
            try! BehaviorRegistry.builtIn.makeStack(stack: example.stack, configuration: example.header)
        }
    }

    /// A session that drags, flings, releases, over-stretches and jumps, with safe-area insets on some frames.
    static let session: [ScrollSample] = {
        var generator = SeededGenerator(seed: 0xA77_2026)
        var offset = -280.0
        return (0..<400).map { index in
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: offset = Double.random(in: -700...900, using: &generator)
            case 1: offset = -280
            default: offset += Double.random(in: -40...40, using: &generator)
            }
            return ScrollSample(
                time: Double(index) / 60, offsetY: offset,
                insetTop: [280, 280, 327, 0].randomElement(using: &generator)!,
                phase: ScrollPhase.allCases.randomElement(using: &generator)!)
        }
    }()

    /// Every value of a layout, as bit patterns: -0 and 0, or two NaNs, are told apart.
    static func bits(_ layout: HeaderLayout) -> [UInt64] {
        [
            layout.headerY, layout.headerHeight, layout.contentY, layout.contentHeight, layout.stretchFactor,
            layout.settleOffset, layout.collapsedFraction, layout.settleDuration, layout.overlappedFraction,
            layout.stretchTrigger, layout.backgroundBlur,
        ].map(\.bitPattern)
            + layout.subviews.flatMap { subview in SubviewAttribute.allCases.map { subview[$0].bitPattern } }
    }

    /// An attribute as messages name it: `0.alpha`.
    static func name(_ key: SubviewAttributeKey) -> String { "\(key.subview).\(key.attribute)" }

    /// A value no behaviour finds by chance: the attribute's value moved by a third and a little more.
    static func perturbed(_ value: Double) -> Double { value * 1.375 + 7.25 }

    /// The problems of one built-in's declared ``AttributeAccess`` on one frame, as the built-in finds it: `apply` is
    /// run on the frame as it is, on the frame with every attribute it says it overwrites perturbed, and, for one that
    /// says it reads no undeclared attribute, on the frame with every other attribute perturbed.
    static func accessProblems(of behavior: any BuiltInBehavior, on frame: HeaderFrame) -> [String] {
        var expected = frame
        behavior.apply(to: &expected)
        let access = behavior.access
        func sameFrame(_ other: HeaderFrame, except keys: Set<SubviewAttributeKey> = []) -> Bool {
            guard other.stateStorage.map(\.bitPattern) == expected.stateStorage.map(\.bitPattern) else { return false }
            var other = other.layout
            for key in keys {
                other.subviews[key.subview][key.attribute] = expected.layout.subviews[key.subview][key.attribute]
            }
            return bits(other) == bits(expected.layout)
        }
        if access.appliesNothing {
            return sameFrame(frame) ? [] : ["applies nothing, but apply changes the frame"]
        }
        var problems: [String] = []
        let written = Set(behavior.writtenAttributes)
        for key in written.sorted()
        where access.write(of: key) == .kept
            && expected.layout.subviews[key.subview][key.attribute].bitPattern
                != frame.layout.subviews[key.subview][key.attribute].bitPattern
        {
            problems.append("keeps \(Self.name(key)), but apply changes it")
        }
        let overwritten = written.filter { access.write(of: $0) == .overwritten }
        if !overwritten.isEmpty {
            var found = frame
            for key in overwritten {
                found.layout.subviews[key.subview][key.attribute] = perturbed(
                    found.layout.subviews[key.subview][key.attribute])
            }
            behavior.apply(to: &found)
            if !sameFrame(found) {
                problems.append(
                    "overwrites \(overwritten.sorted().map(Self.name).joined(separator: ", ")), but the values it finds change the frame"
                )
            }
        }
        if !access.readsUndeclaredAttributes {
            var others = frame
            var undeclared: Set<SubviewAttributeKey> = []
            for index in others.layout.subviews.indices {
                for attribute in SubviewAttribute.allCases
                where !written.contains(SubviewAttributeKey(index, attribute)) {
                    undeclared.insert(SubviewAttributeKey(index, attribute))
                    others.layout.subviews[index][attribute] = perturbed(others.layout.subviews[index][attribute])
                }
            }
            var applied = others
            behavior.apply(to: &applied)
            if !sameFrame(applied, except: undeclared) {
                problems.append("reads no undeclared attribute, but the undeclared attributes change what it writes")
            }
            for key in undeclared.sorted()
            where applied.layout.subviews[key.subview][key.attribute].bitPattern
                != others.layout.subviews[key.subview][key.attribute].bitPattern
            {
                problems.append("writes \(Self.name(key)), which it does not declare")
            }
        }
        return problems
    }

    /// Every built-in's declared access holds on every frame it meets in its examples' stacks and in random stacks,
    /// checked directly on that built-in (`accessProblems`), without waiting for a stack that exposes a wrong promise.
    @Test func everyBuiltInsDeclaredAccessIsWhatItsApplyDoes() throws {
        var checked = Set<String>()
        for stack in Self.exampleStacks + Self.randomStacks(count: 40, seed: 0x5EED_0A7A) {
            let builtIns = stack.behaviors.map { $0 as! any BuiltInBehavior }
            var bases: [Int] = []
            var total = 0
            for behavior in builtIns {
                bases.append(total)
                total += behavior.stateCount
            }
            var frame = HeaderFrame(configuration: stack.configuration)
            frame.stateStorage = [Double](repeating: 0, count: total)
            let reset = SubviewReset(stack: stack, everySubview: true)
            for (index, sample) in Self.session.enumerated() {
                frame.advance(to: sample, isFirst: index == 0, reset: reset)
                for (position, behavior) in builtIns.enumerated() {
                    frame.stateBase = bases[position]
                    checked.insert(behavior.identifier)
                    let problems = Self.accessProblems(of: behavior, on: frame)
                    guard problems.isEmpty else {
                        let stackText = stack.identifiers.joined(separator: ",")
                        Issue.record("\(behavior.identifier) in \(stackText), frame \(index): \(problems)")
                        return
                    }
                    behavior.apply(to: &frame)
                }
            }
        }
        #expect(checked == Set(BehaviorRegistry.builtIn.identifiers))
    }

    /// The check finds each kind of false promise.
    @Test func aFalsePromiseIsFound() throws {
        let frame = HeaderFrame(configuration: .profileHeader)
        #expect(
            Self.accessProblems(of: LiarBehavior(lie: .appliesNothing), on: frame)
                == ["applies nothing, but apply changes the frame"])
        #expect(
            Self.accessProblems(of: LiarBehavior(lie: .overwrites), on: frame)
                == ["overwrites 0.alpha, but the values it finds change the frame"])
        #expect(
            Self.accessProblems(of: LiarBehavior(lie: .keeps), on: frame) == [
                "keeps 0.alpha, but apply changes it"
            ])
        #expect(
            Self.accessProblems(of: LiarBehavior(lie: .readsNothing), on: frame)
                == ["reads no undeclared attribute, but the undeclared attributes change what it writes"])
        #expect(Self.accessProblems(of: LiarBehavior(lie: .none), on: frame).isEmpty)
    }

    @Test func theRunnersPlanAndResettingEverySubviewGiveTheSameFrames() throws {
        for stack in Self.exampleStacks + Self.randomStacks(count: 300, seed: 0x5EED_0A77) {
            var planned = stack.makeRunner()
            var everySubview = StackRunner(stack: stack, resetsEverySubview: true)
            #expect(everySubview.resetAttributes == nil)
            for (index, sample) in Self.session.enumerated() {
                let expected = Self.bits(try everySubview.step(sample))
                let actual = Self.bits(try planned.step(sample))
                guard actual == expected else {
                    let stackText = stack.identifiers.joined(separator: ",")
                    let reset = planned.resetAttributes ?? []
                    Issue.record("\(stackText) (resets \(reset)): frame \(index) differs from resetting every subview")
                    break
                }
            }
        }
    }

    @Test func everyBuiltInWritesOnlyTheAttributesItDeclares() throws {
        for stack in Self.exampleStacks + Self.randomStacks(count: 300, seed: 0x5EED_0A78) {
            let declared = Set(stack.writtenAttributes)
            let resting = stack.configuration.subviews.map(\.restingAttributes)
            var runner = StackRunner(stack: stack, resetsEverySubview: true)
            for sample in Self.session {
                let layout = try runner.step(sample)
                for (index, subview) in layout.subviews.enumerated() {
                    for attribute in SubviewAttribute.allCases
                    where !declared.contains(SubviewAttributeKey(index, attribute))
                        && subview[attribute].bitPattern != resting[index][attribute].bitPattern
                    {
                        let stackText = stack.identifiers.joined(separator: ",")
                        Issue.record("\(stackText) writes \(index).\(attribute), which it does not declare")
                    }
                }
            }
        }
    }

    /// `step` skips the built-ins that say they change nothing (``AttributeAccess/appliesNothing``); the profiling
    /// step runs every behaviour. Both give the same frames.
    @Test func skippingTheBuiltInsThatApplyNothingChangesNoFrame() throws {
        for stack in Self.exampleStacks + Self.randomStacks(count: 300, seed: 0x5EED_0A79) {
            var skipping = stack.makeRunner()
            var everyBehavior = stack.makeRunner()
            var costs = [UInt64](repeating: 0, count: stack.behaviors.count)
            for (index, sample) in Self.session.enumerated() {
                let expected = Self.bits(try everyBehavior.step(sample, addingCostsTo: &costs, clock: { 0 }))
                guard Self.bits(try skipping.step(sample)) == expected else {
                    let stackText = stack.identifiers.joined(separator: ",")
                    Issue.record("\(stackText): frame \(index) differs when every behaviour runs")
                    break
                }
            }
        }
    }

    /// A built-in that `step` skips writes nothing, whatever it declares: its declarations do not spare an
    /// attribute a later behaviour updates from its reset.
    @Test func aBuiltInThatAppliesNothingSparesNoAttributeTheReset() throws {
        let zoom = try BehaviorRegistry.builtIn.makeStack(
            stack: "top-only,zoom=target=avatar", configuration: .profileHeader)
        let stack = try BehaviorStack(
            configuration: .profileHeader,
            behaviors: [InertBehavior(declaring: SubviewAttributeKey(1, .height))] + zoom.behaviors)
        #expect(stack.identifiers == ["top-only", "anchor-top", "inert", "zoom"])
        #expect(
            stack.makeRunner().resetAttributes == [SubviewAttributeKey(1, .height), SubviewAttributeKey(1, .scale)])
        var planned = stack.makeRunner()
        var everySubview = StackRunner(stack: stack, resetsEverySubview: true)
        for (index, sample) in Self.session.enumerated()
        where Self.bits(try planned.step(sample)) != Self.bits(try everySubview.step(sample)) {
            Issue.record("frame \(index) differs from resetting every subview")
            break
        }
    }

    /// Which attributes the plan resets, for stacks that show each rule.
    @Test(arguments: [
        // Fade and tabs overwrite what they write, and nothing before them reads subviews: nothing to reset.
        ("top-only,anchor-top,fade,transform,tabs", []),
        // The tab bar's height is kept; a height given is overwritten.
        ("top-only,tabs", []), ("top-only,tabs=height=30", []),
        // Transform overwrites the bar's height first; tabs then reads it, this frame's value.
        ("top-only,transform=target=tabs:height=-10,tabs", []),
        // Zoom adds to the height and scale it finds: both are reset.
        ("top-only,zoom=target=avatar", [SubviewAttributeKey(1, .height), SubviewAttributeKey(1, .scale)]),
        // Zoom reads undeclared attributes by default, so tabs, after it, no longer skips the reset of y.
        (
            "top-only,zoom=target=avatar,tabs",
            [SubviewAttributeKey(1, .height), SubviewAttributeKey(1, .scale), SubviewAttributeKey(3, .y)]
        ),
    ])
    func thePlanResets(stack text: String, expected: [SubviewAttributeKey]) throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: text, configuration: .profileHeader)
        #expect(stack.makeRunner().resetAttributes == expected)
    }

    @Test func aStackWithABehaviourOfAnotherModuleResetsEverySubview() throws {
        let fade = try BehaviorRegistry.builtIn.makeStack(stack: "fade", configuration: .profileHeader).behaviors
        let stack = try BehaviorStack(configuration: .profileHeader, behaviors: fade + [OpaqueBehavior()])
        #expect(stack.makeRunner().resetAttributes == nil)
    }
}

/// A behaviour that is no built-in: it may write what it does not declare.
private struct OpaqueBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "opaque", name: "Opaque", stage: .effects, summary: "Writes an attribute it does not declare.")
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}
    init() {}
    func apply(to frame: inout HeaderFrame) {
        frame.layout.subviews[0].alpha = 0.5
    }
}

/// A built-in that changes nothing but declares that it overwrites an attribute.
private struct InertBehavior: BuiltInBehavior {
    static let description = BehaviorDescription(
        identifier: "inert", name: "Inert", stage: .effects, summary: "Declares an attribute and writes nothing.")
    let key: SubviewAttributeKey
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        key = SubviewAttributeKey(0, .alpha)
    }
    init(declaring key: SubviewAttributeKey) { self.key = key }
    var writtenAttributes: [SubviewAttributeKey] { [key] }
    var access: AttributeAccess { .nothing }
    func makeApplier() -> @Sendable (inout HeaderFrame) -> Void { { [self] frame in apply(to: &frame) } }
    func apply(to frame: inout HeaderFrame) {}
}

/// A built-in whose declared access is false in one way, to show that the check finds it.
private struct LiarBehavior: BuiltInBehavior {
    /// The false promise.
    enum Lie { case appliesNothing, overwrites, keeps, readsNothing, none }
    static let description = BehaviorDescription(
        identifier: "liar", name: "Liar", stage: .effects, summary: "Declares an access it does not keep.")
    let lie: Lie
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) { lie = .none }
    init(lie: Lie) { self.lie = lie }
    var writtenAttributes: [SubviewAttributeKey] { [SubviewAttributeKey(0, .alpha)] }
    var access: AttributeAccess {
        switch lie {
        case .appliesNothing: .nothing
        case .overwrites: .writes(.overwritten, readsUndeclaredAttributes: true)
        case .keeps: .writes(.kept, readsUndeclaredAttributes: true)
        case .readsNothing: .writes(.updated, readsUndeclaredAttributes: false)
        case .none: .unknown
        }
    }
    func makeApplier() -> @Sendable (inout HeaderFrame) -> Void { { [self] frame in apply(to: &frame) } }
    /// Halves the background's alpha and adds a tenth of the avatar's: reads what it writes, and an attribute it
    /// does not declare.
    func apply(to frame: inout HeaderFrame) {
        frame.layout.subviews[0].alpha = frame.layout.subviews[0].alpha / 2 + frame.layout.subviews[1].alpha / 10
    }
}
