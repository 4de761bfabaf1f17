import Testing

@testable import _StretchySystem

struct DecimalNumberTests {
    @Test(arguments: ["0", "-0", "12", "+3", "-0.5", "1e-3", "2.5E+10", "007", "1e999", "0.1", "123456789012345678901"])
    func acceptsTheGrammar(_ text: String) throws {
        let value = try #require(DecimalNumber.parse(text))
        #expect(value.bitPattern == strtod(text, nil).bitPattern)
    }

    @Test(arguments: [
        "", " 1", "1 ", "\t1", "0x10", "-0x10", "+0x1p3", "inf", "nan", "Infinity", ".5", "5.", "1e", "1e+", "--1",
        "+-1", "1_000", "\u{FF15}", "1d3", "1e5.5", "0b1",
    ])
    func refusesEverythingElse(_ text: String) {
        #expect(DecimalNumber.parse(text) == nil)
    }

    @Test func jsonFormRefusesPlusAndLeadingZeros() {
        #expect(DecimalNumber.parse("+1", form: .json) == nil)
        #expect(DecimalNumber.parse("01", form: .json) == nil)
        #expect(DecimalNumber.parse("-0.5e3", form: .json) == -500)
        #expect(DecimalNumber.parse("0", form: .json) == 0)
    }

    @Test func valuesAreBitIdenticalToStrtodForRandomNumbers() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<5_000 {
            var text = next() % 2 == 0 ? "-" : ""
            text += String(next() % 100_000)
            if next() % 2 == 0 { text += "." + String(next() % 1_000_000_000) }
            if next() % 3 == 0 { text += "e" + (next() % 2 == 0 ? "-" : "") + String(next() % 320) }
            #expect(DecimalNumber.parse(text)?.bitPattern == strtod(text, nil).bitPattern, "\(text)")
        }
    }

    @Test func integersHaveNoFractionOrExponent() {
        #expect(DecimalNumber.integer("42") == 42)
        #expect(DecimalNumber.integer("+4") == 4)
        #expect(DecimalNumber.integer("-4") == -4)
        #expect(DecimalNumber.integer("4.0") == nil)
        #expect(DecimalNumber.integer("1e3") == nil)
        #expect(DecimalNumber.integer("0x4") == nil)
    }
}
