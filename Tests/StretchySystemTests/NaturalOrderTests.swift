import Testing
import _StretchySystem

struct NaturalOrderTests {
    @Test func digitRunsCompareByValue() {
        #expect(
            ["s10", "s2", "s1", "browser-10", "browser-9", "a", "s01", "s"].sorted(by: NaturalOrder.precedes)
                == ["a", "browser-9", "browser-10", "s", "s1", "s01", "s2", "s10"])
        #expect(!NaturalOrder.precedes("s2", "s2"))
        #expect(NaturalOrder.precedes("fling-2-b", "fling-10-a"))
        #expect(NaturalOrder.precedes("99999999999999999999998", "99999999999999999999999"))
    }
}
