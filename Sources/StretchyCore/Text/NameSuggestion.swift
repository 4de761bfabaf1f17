/// Finds the accepted name nearest to a misspelt one, for "Did you mean …?" hints.
package enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
    ///
    /// A candidate qualifies when its distance is at most a third of the longer name's length (at least 1).
    package static func didYouMean(_ name: String, among candidates: [String]) -> String? {
        let scored = candidates.map { (candidate: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let allowed = max(1, max(name.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// A hint that suggests the nearest candidate, if one is close, then lists them all:
    /// `Did you mean 'fade'? Behaviours: anchor-top, fade.`
    package static func hint(for name: String, among candidates: [String], listing noun: String) -> String {
        let list = "\(noun): \(candidates.joined(separator: ", "))."
        guard let nearest = didYouMean(name, among: candidates) else { return list }
        return "Did you mean '\(nearest)'? \(list)"
    }

    /// The edit distance between two strings, counted in characters: insertions, deletions, substitutions and
    /// swaps of two neighbours each cost 1 (the optimal string alignment distance).
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
