/// Orders names as people read them: a run of digits compares by its value, so `s2` comes before `s10`.
///
/// For example:
///
/// ```swift
/// ["s10", "s2", "s1"].sorted(by: NaturalOrder.precedes)  // ["s1", "s2", "s10"]
/// ```
package enum NaturalOrder {
    /// Whether `first` comes before `second`: digit runs by value (and, of equal values, the one with fewer leading
    /// zeros first), everything else by Unicode scalar; a name that is a prefix of the other comes first.
    package static func precedes(_ first: String, _ second: String) -> Bool {
        let a = Array(first.unicodeScalars)
        let b = Array(second.unicodeScalars)
        var i = 0
        var j = 0
        var zerosTieBreak = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                let runA = digitRun(a, from: i)
                let runB = digitRun(b, from: j)
                let valueA = runA.drop { $0 == "0" }
                let valueB = runB.drop { $0 == "0" }
                if valueA.count != valueB.count { return valueA.count < valueB.count }
                if let difference = zip(valueA, valueB).first(where: { $0 != $1 }) {
                    return difference.0.value < difference.1.value
                }
                if zerosTieBreak == 0, runA.count != runB.count { zerosTieBreak = runA.count < runB.count ? -1 : 1 }
                i += runA.count
                j += runB.count
            } else {
                if a[i] != b[j] { return a[i].value < b[j].value }
                i += 1
                j += 1
            }
        }
        if a.count - i != b.count - j { return a.count - i < b.count - j }
        return zerosTieBreak < 0
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> ArraySlice<Unicode.Scalar> {
        scalars[start...].prefix(while: isDigit)
    }
}
