import Foundation
import StretchyCore

/// A clock a test moves by hand.
final class ManualClock: @unchecked Sendable {
    /// The time in seconds.
    var now = 0.0
    /// The clock as the recorder takes it.
    var read: () -> Double { { [unowned self] in self.now } }
}
