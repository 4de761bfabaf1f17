/// Which subviews a behaviour targets by default, before the user names any.
public enum SubviewSelection: Hashable, Sendable, CustomStringConvertible {
    /// These subviews, by id. A missing id is an error, named by the user or not
    /// (``BehaviorError/missingDefaultSubviews(behavior:missing:available:)``).
    case named([String])
    /// Every subview of the header but these.
    case allExcept([String])

    /// The indexes of the selected subviews in a configuration, in configuration order.
    public func indexes(in configuration: HeaderConfiguration) -> [Int] {
        switch self {
        case .named(let ids):
            ids.compactMap { configuration.subviewIndex(of: $0) }
        case .allExcept(let ids):
            configuration.subviews.indices.filter { !ids.contains(configuration.subviews[$0].id) }
        }
    }

    /// How help text shows the default: `title+avatar`, `every subview but background`, `none`.
    public var description: String {
        switch self {
        case .named(let ids) where ids.isEmpty: "none"
        case .named(let ids): ids.joined(separator: "+")
        case .allExcept(let ids) where ids.isEmpty: "every subview"
        case .allExcept(let ids) where ids.count == 1: "every subview but \(ids[0])"
        case .allExcept(let ids): "every subview but " + ids.dropLast().joined(separator: ", ") + " and \(ids.last!)"
        }
    }
}
