/// Makes one kind of behaviour: its description and a way to create it for a header.
///
/// A registry holds factories, not types, so behaviours can come from Swift types (``init(_:)``) or from plugins
/// loaded at run time, whose descriptions are only known once loaded.
package struct BehaviorFactory: Sendable {
    /// The behaviour's identifier, stage, parameters, documentation and examples.
    package let description: BehaviorDescription
    /// Creates the behaviour from checked arguments for a header.
    package let make: @Sendable (BehaviorArguments, HeaderConfiguration) throws(BehaviorError) -> any HeaderBehavior

    /// A factory for a Swift behaviour type.
    package init<Behavior: DescribedBehavior>(_ type: Behavior.Type) {
        self.description = Behavior.description
        self.make = { arguments, configuration throws(BehaviorError) in
            try Behavior(arguments: arguments, configuration: configuration)
        }
    }

    /// A factory from a description and a creation function, for behaviours that are not Swift types of their own.
    package init(
        description: BehaviorDescription,
        make: @escaping @Sendable (BehaviorArguments, HeaderConfiguration) throws(BehaviorError) -> any HeaderBehavior
    ) {
        self.description = description
        self.make = make
    }
}
