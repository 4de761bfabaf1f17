import StretchyCore
import Testing

struct BehaviorRegistryTests {
    let registry = FakeRegistry.registry
    let header = HeaderConfiguration.profileHeader

    func error(_ stack: String) -> BehaviorError? {
        do {
            _ = try registry.makeStack(stack: stack, configuration: header)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesTheCommandLineForm() throws {
        let invocations = try BehaviorInvocation.parseStack(" top-only , fade=target=title+avatar:by=0.3,anchor-bottom")
        #expect(
            invocations == [
                BehaviorInvocation(name: "top-only"),
                BehaviorInvocation(name: "fade", parameters: [("target", "title+avatar"), ("by", "0.3")]),
                BehaviorInvocation(name: "anchor-bottom"),
            ])
        #expect(try BehaviorInvocation.parseStack("  ").isEmpty)
    }

    @Test func syntaxErrorsSayWhereAndHow() {
        #expect(error("fake-effect,,fake-expansion")?.description == "behaviour 2 of the stack is empty")
        #expect(
            error("fake-effect,,fake-expansion")?.hint
                == "Separate behaviours with single commas, for example 'top-only,fade'.")
        #expect(error("fake-effect=level")?.description == "'level' in 'fake-effect' is not a parameter: it has no '='")
        #expect(
            error("fake-effect=level")?.hint
                == "Write parameters as key=value after the name, joined by ':', for example 'fake-effect=key=value'.")
    }

    @Test func unknownNamesListWhatExistsAndSuggestTheNearest() {
        let unknown = error("fake-efect")
        #expect(unknown?.description == "unknown behaviour 'fake-efect'")
        #expect(
            unknown?.hint
                == "Did you mean 'fake-effect'? Behaviours: fake-effect, fake-expansion, other-expansion.")
        #expect(error("zzz")?.hint == "Behaviours: fake-effect, fake-expansion, other-expansion.")
        let parameter = error("fake-effect=levle=0.5")
        #expect(parameter?.description == "'fake-effect' has no parameter 'levle'")
        #expect(parameter?.hint == "Did you mean 'level'? Parameters: level, mode, target, enabled, size.")
        #expect(error("fake-expansion=x=1")?.hint == "It takes no parameters.")
    }

    @Test func badValuesNameTheParameterAndTheAcceptedRange() {
        #expect(
            error("fake-effect=level=0")?.description
                == "'0' is not a valid value for 'fake-effect' parameter 'level': it takes a number in (0, 1]")
        #expect(
            error("fake-effect=level=nan")?.description
                == "'nan' is not a valid value for 'fake-effect' parameter 'level': it takes a number in (0, 1]")
        #expect(
            error("fake-effect=mode=medium")?.description
                == "'medium' is not a valid value for 'fake-effect' parameter 'mode': it takes one of soft, hard")
        #expect(
            error("fake-effect=mode=sfot")?.description
                == "'sfot' is not a valid value for 'fake-effect' parameter 'mode': it takes one of soft, hard. Did you "
                + "mean 'soft'?")
        #expect(
            error("fake-effect=enabled=yes")?.description
                == "'yes' is not a valid value for 'fake-effect' parameter 'enabled': it takes true or false")
        #expect(
            error("fake-effect=size=-1")?.description
                == "'-1' is not a valid value for 'fake-effect' parameter 'size': it takes a number in [0, inf)")
        #expect(error("fake-effect=level=1:level=0.5")?.description == "'fake-effect' is given 'level' twice")
    }

    @Test func subviewsMustExist() {
        let missing = error("fake-effect=target=title+avatr")
        #expect(
            missing?.description
                == "'fake-effect' parameter 'target' names subview 'avatr', which the header does not have")
        #expect(missing?.hint == "Did you mean 'avatar'? Subviews: background, avatar, title, tabs.")
        #expect(
            error("fake-effect=target=title+")?.description
                == "'title+' is not a valid value for 'fake-effect' parameter 'target': it takes subview ids joined by '+'"
        )
    }

    @Test func aMissingDefaultTargetIsRefusedAsANamedOneIs() throws {
        let registry = try FakeRegistry.registry.adding([FakePin.self])
        var header = HeaderConfiguration.profileHeader
        header.subviews.removeAll { $0.id == "tabs" }
        #expect(throws: Never.self) { try registry.makeStack(stack: "fake-pin", configuration: .profileHeader) }
        #expect(
            throws: BehaviorError.missingDefaultSubviews(
                behavior: "fake-pin", missing: [DefaultSubview(parameter: "target", id: "tabs")],
                available: ["background", "avatar", "title"])
        ) { try registry.makeStack(stack: "fake-pin", configuration: header) }
        let error = BehaviorError.missingDefaultSubviews(
            behavior: "fake-pin", missing: [DefaultSubview(parameter: "target", id: "tabs")], available: ["title"])
        #expect(
            error.description
                == "'fake-pin' parameter 'target' defaults to subview 'tabs', which the header does not have")
        #expect(
            error.hint
                == "Examples/Headers/profile-header.json has it; or name the targets with 'fake-pin=target=ID' "
                + "(subviews: title), or leave 'fake-pin' out of the stack.")
        let nowhere = BehaviorError.missingDefaultSubviews(
            behavior: "fake-pin", missing: [DefaultSubview(parameter: "target", id: "sidebar")], available: [])
        #expect(nowhere.hint == "Leave 'fake-pin' out of the stack (the header has no subviews).")
        let several = BehaviorError.missingDefaultSubviews(
            behavior: "android-collapsing-toolbar",
            missing: [
                DefaultSubview(parameter: "pin", id: "toolbar"), DefaultSubview(parameter: "scrim", id: "scrim"),
            ],
            available: ["background", "title"])
        #expect(
            several.description
                == "'android-collapsing-toolbar' defaults to subviews 'toolbar' (pin) and 'scrim' (scrim), which the "
                + "header does not have")
        #expect(
            several.hint
                == "Examples/Headers/android-collapsing-toolbar.json has them; or name the targets with "
                + "'android-collapsing-toolbar=pin=ID:scrim=ID' (subviews: background, title), or leave "
                + "'android-collapsing-toolbar' out of the stack.")
    }

    @Test func hintsNameTheLikelyMistake() {
        let colon = error("fake-effect:level=0.5")
        #expect(colon?.description == "'fake-effect:level=0.5' joins its parameters to 'fake-effect' with ':'")
        #expect(colon?.hint == "Put '=' between the name and its first parameter: 'fake-effect=level=0.5'.")
        let comma = error("fake-effect=target=title,avatar")
        #expect(comma?.description == "unknown behaviour 'avatar': it is a subview of the header, written after a ','")
        #expect(comma?.hint == "Join several subviews with '+', not ',': 'fake-effect=target=title+avatar'.")
        #expect(
            error("fake-effect=level=0.5,avatar")?.description == "unknown behaviour 'avatar'", "not after a target")
    }

    @Test func twoOwnersOfAnExclusiveStageConflict() {
        let conflict = error("fake-expansion,fake-effect,other-expansion")
        #expect(
            conflict?.description
                == "'fake-expansion' and 'other-expansion' both set the expansion stage; a stack takes only one of them"
        )
        #expect(conflict?.hint == "Keep one expansion behaviour.")
    }

    @Test func aStackWithoutExpansionGetsTheDefaultAndRunsInStageOrder() throws {
        let stack = try registry.makeStack(stack: "fake-effect=level=0.25:target=title", configuration: header)
        #expect(stack.identifiers == ["fake-expansion", "fake-effect"])
        #expect(stack.writtenAttributes == [SubviewAttributeKey(2, .alpha)])
        var runner = stack.makeRunner()
        let layout = try runner.step(ScrollSample(time: 0, offsetY: -100))
        #expect(layout.headerHeight == 100)
        #expect(layout.subviews[2].alpha == 0.25)
        #expect(layout.subviews[1].alpha == 1)
    }

    @Test func defaultsFillEveryParameter() throws {
        let stack = try registry.makeStack(stack: "fake-effect", configuration: header)
        let effect = try #require(stack.behaviors.last as? FakeEffect)
        #expect(effect.level == 1 && effect.mode == .soft && effect.enabled && effect.size == nil)
        #expect(effect.targets == [1, 2, 3])
    }

    @Test func registrationRefusesDuplicateAndMalformedIdentifiers() {
        #expect(throws: BehaviorError.duplicateIdentifier("fake-effect")) {
            try registry.adding([FakeEffect.self])
        }
        #expect(BehaviorError.duplicateIdentifier("x").description == "two behaviours are registered as 'x'")
        var description = FakeEffect.description
        description.identifier = "Fake_Effect"
        #expect(!description.hasValidIdentifier)
        description.identifier = "fake--effect"
        #expect(!description.hasValidIdentifier)
        description.identifier = "parallax-2x"
        #expect(description.hasValidIdentifier)
    }
}
