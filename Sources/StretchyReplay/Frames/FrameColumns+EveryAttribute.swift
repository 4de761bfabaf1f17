import StretchyCore

extension FrameColumns {
    /// The columns of a stack's replay with every attribute of every subview, not only those the stack sets.
    ///
    /// The fixed columns and `settle_offset` are as in ``init(stack:)``; then `<subview>.<attribute>` for every
    /// subview of the header in its order and every ``SubviewAttribute`` in declaration order, so that a reader can
    /// draw the whole header from the frames alone. The digest stays that of ``init(stack:)``'s columns: these
    /// columns are for frame files and reports.
    ///
    /// For example:
    ///
    /// ```swift
    /// let columns = FrameColumns.everyAttribute(of: stack)
    /// print(columns.names.count)  // 8 + 10 per subview (+ 1 with a settling behaviour)
    /// ```
    ///
    /// - Parameter stack: The stack replayed.
    /// - Returns: The columns.
    public static func everyAttribute(of stack: BehaviorStack) -> FrameColumns {
        let keys = stack.configuration.subviews.indices.flatMap { index in
            SubviewAttribute.allCases.map { SubviewAttributeKey(index, $0) }
        }
        return FrameColumns(
            attributes: keys, configuration: stack.configuration,
            includesSettleOffset: stack.settles, includesCollapsedFraction: stack.reportsCollapsedFraction,
            includesSettleDuration: stack.reportsSettleDuration,
            includesOverlappedFraction: stack.reportsOverlappedFraction,
            includesStretchTrigger: stack.reportsStretchTrigger)
    }
}
