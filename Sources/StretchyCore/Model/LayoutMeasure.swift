/// A value of ``HeaderLayout`` that only some stacks carry: each becomes a column of the frames, after the fixed
/// ones and in this order, when a behaviour of the stack writes it.
///
/// The one list every part that writes, compares or plots these values goes through: a behaviour names the ones it
/// writes in ``HeaderBehavior/measures``, and a new optional value is a new case here (and its field in
/// ``HeaderLayout``), not a new requirement of every behaviour.
public enum LayoutMeasure: CaseIterable, Hashable, Sendable {
    /// ``HeaderLayout/settleOffset``, carried by stacks with a settling behaviour.
    case settleOffset
    /// ``HeaderLayout/settleDuration``.
    case settleDuration
    /// ``HeaderLayout/collapsedFraction``.
    case collapsedFraction
    /// ``HeaderLayout/overlappedFraction``.
    case overlappedFraction
    /// ``HeaderLayout/stretchTrigger``.
    case stretchTrigger
    /// ``HeaderLayout/backgroundBlur``.
    case backgroundBlur

    /// The value in `layout`.
    @inlinable
    package func value(in layout: HeaderLayout) -> Double {
        switch self {
        case .settleOffset: layout.settleOffset
        case .settleDuration: layout.settleDuration
        case .collapsedFraction: layout.collapsedFraction
        case .overlappedFraction: layout.overlappedFraction
        case .stretchTrigger: layout.stretchTrigger
        case .backgroundBlur: layout.backgroundBlur
        }
    }
}
