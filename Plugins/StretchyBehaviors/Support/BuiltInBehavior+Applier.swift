import StretchyCore

extension BuiltInBehavior {
    /// A closure over this value that calls `apply` directly.
    ///
    /// Defined here, in the module of every conforming type, and not in StretchyCore: each conformance's witness is
    /// then this function specialized for its type, with `apply` inlined into the closure.
    func makeApplier() -> @Sendable (inout HeaderFrame) -> Void {
        { [self] frame in apply(to: &frame) }
    }
}
