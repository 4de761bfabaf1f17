import StretchyCore
import Testing

/// Typed parameters: each declares the untyped parameter help, errors and the plugin interface read, and reads its
/// value back as its own type.
struct ParameterTests {
    /// The choice of the tests.
    enum Curve: String, CaseIterable, Sendable {
        case linear
        case easeIn = "ease-in"
    }

    static let unit = NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true)

    @Test func eachKindDeclaresTheUntypedParameter() {
        #expect(
            Parameter<Double>("by", .number(Self.unit, default: 0.5), summary: "A number.").declaration
                == BehaviorParameter("by", .number(Self.unit, default: 0.5), summary: "A number."))
        #expect(
            Parameter<Double?>("size", .number(.positive, default: nil), summary: "Derived.").declaration
                == BehaviorParameter("size", .number(.positive, default: nil), summary: "Derived."))
        #expect(
            Parameter<[Double]>("points", .numbers(Self.unit, default: [0, 1]), summary: "A list.").declaration
                == BehaviorParameter("points", .numbers(Self.unit, default: [0, 1]), summary: "A list."))
        #expect(
            Parameter<[Int]>("target", .subviews(default: .allExcept(["background"])), summary: "Subviews.")
                .declaration
                == BehaviorParameter("target", .subviews(default: .allExcept(["background"])), summary: "Subviews."))
        #expect(
            Parameter<Bool>("snap", .flag(default: true), summary: "A flag.").declaration
                == BehaviorParameter("snap", .flag(default: true), summary: "A flag."))
        // A choice's words are its enumeration's raw values, in declaration order.
        #expect(
            Parameter<Curve>("curve", .choice(default: .easeIn), summary: "A choice.").declaration
                == BehaviorParameter("curve", .choice(["linear", "ease-in"], default: "ease-in"), summary: "A choice."))
    }

    @Test func aDescriptionListsTypedParametersInOrder() {
        let by = Parameter<Double>("by", .number(Self.unit, default: 1), summary: "A number.")
        let curve = Parameter<Curve>("curve", .choice(default: .linear), summary: "A choice.")
        let description = BehaviorDescription(
            identifier: "typed", name: "Typed", stage: .effects, summary: "Typed.", parameters: [curve, by])
        #expect(description.parameters == [curve.declaration, by.declaration])
        #expect(description.parameter(named: "by") == by.declaration)
    }

    @Test func theRegistryGivesEveryParameterAValueOfItsType() throws {
        let stack = try FakeRegistry.registry.makeStack(
            stack: "fake-effect=level=0.25:mode=hard:target=title+avatar:enabled=false:size=3",
            configuration: .profileHeader)
        let effect = try #require(stack.behaviors.last as? FakeEffect)
        #expect(effect.level == 0.25)
        #expect(effect.mode == .hard)
        #expect(effect.targets == [2, 1])
        #expect(!effect.enabled)
        #expect(effect.size == 3)
    }

    @Test func aDerivedNumberLeftOutIsNil() {
        let size = Parameter<Double?>("size", .number(.positive, default: nil), summary: "Derived.")
        #expect(BehaviorArguments(behavior: "typed", values: ["size": .derived])[size] == nil)
        #expect(BehaviorArguments(behavior: "typed", values: ["size": .number(2)])[size] == 2)
    }
}
