import _StretchySystem

/// A scroll sample refused at the door, before it reaches any behaviour.
public struct InvalidSample: UserFacingError, Equatable {
    /// Why a sample was refused.
    public enum Reason: Equatable, Sendable {
        /// The field is NaN or infinite.
        case notFinite
        /// The field's magnitude is beyond ``ScrollSample/largestMagnitude``.
        case tooLarge
        /// The field is negative.
        case negative
        /// The time is earlier than the previous sample's.
        case timeWentBackwards(previous: Double)
    }

    /// The sample's index in its session, from 0.
    public var index: Int
    /// The field at fault: `t`, `offset_y`, `inset_top`, `viewport_width`, `viewport_height` or `content_height`.
    public var field: String
    /// The value found.
    public var value: Double
    /// Why it was refused.
    public var reason: Reason

    /// Creates the error.
    public init(index: Int, field: String, value: Double, reason: Reason) {
        self.index = index
        self.field = field
        self.value = value
        self.reason = reason
    }

    /// What is wrong, naming the sample's index and field.
    public var description: String {
        let value = NumberFormatting.shortest(value)
        return switch reason {
        case .notFinite:
            "sample \(index): '\(field)' is \(value); it must be a finite number"
        case .tooLarge:
            "sample \(index): '\(field)' is \(value); its magnitude must be at most "
                + NumberFormatting.shortest(ScrollSample.largestMagnitude)
        case .negative:
            "sample \(index): '\(field)' is \(value); it must not be negative"
        case .timeWentBackwards(let previous):
            "sample \(index): 't' is \(value), before the previous sample's \(NumberFormatting.shortest(previous))"
        }
    }
}
