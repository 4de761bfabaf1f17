import StretchyCore

extension BehaviorRegistry {
    /// The built-in behaviours, with GSK's defaults: `top-only` expansion and `anchor-top` content.
    public static let builtIn: BehaviorRegistry = {
        do {
            return try BehaviorRegistry(
                behaviors: builtInBehaviors,
                defaults: [
                    .expansion: TopOnlyBehavior.description.identifier,
                    .content: AnchorTopBehavior.description.identifier,
                ])
        } catch {
            preconditionFailure("the built-in behaviours do not register: \(error)")
        }
    }()
}
