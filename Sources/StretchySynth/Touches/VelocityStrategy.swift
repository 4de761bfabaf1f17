/// How a profile's touch `VelocityTracker` turns a finger's last positions into a release velocity.
///
/// Both fit degree-2 least squares over the positions of the last 100 ms (at most 20) and differ in the details:
///
/// - ``flutter``: Flutter's `VelocityTracker` (and so UIKit-like and Android-like profiles here): the walk back stops
///   at a gap over 40 ms, at least 3 samples, and no velocity when the newest position is over 40 ms before the lift.
/// - ``chromiumRestricted``: Chromium's `ui/events/velocity_tracker/velocity_tracker.cc` with `LSQ2_RESTRICTED`, the
///   strategy of Aura (desktop Linux, Windows, ChromeOS: `gesture_configuration_aura.cc`): a gap of 40 ms or more
///   clears the history (`kAssumePointerMoveStoppedTimeMs`), the degree falls to the samples less one (two samples
///   give a straight line), the lift clears it when 80 ms or more after the newest position
///   (`kAssumePointerUpStoppedTimeMs`), and a velocity pointing against the window's own displacement (a finger that
///   turned back at the lift) is zero.
package enum VelocityStrategy: Hashable, Sendable {
    /// Flutter's LSQ2.
    case flutter
    /// Chromium's `LSQ2_RESTRICTED`.
    case chromiumRestricted

    /// A gap between positions that means the finger had stopped, seconds: 0.040 for both.
    var moveStoppedGap: Double { 0.040 }
    /// A lift this long after the newest position gives no velocity, seconds: 0.040 (Flutter), 0.080 (Chromium).
    var upStoppedGap: Double {
        switch self {
        case .flutter: 0.040
        case .chromiumRestricted: 0.080
        }
    }
    /// The fewest positions that give a velocity: 3 (Flutter), 2 (Chromium, with a degree-1 fit).
    var minimumSampleCount: Int {
        switch self {
        case .flutter: 3
        case .chromiumRestricted: 2
        }
    }
    /// The name written in docs and notes: `flutter-lsq2` or `chromium-lsq2-restricted`.
    var name: String {
        switch self {
        case .flutter: "flutter-lsq2"
        case .chromiumRestricted: "chromium-lsq2-restricted"
        }
    }
}
