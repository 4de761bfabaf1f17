/// How an expansion behaviour finds the header's resting offset: GSK's legacy arithmetic or the safe-area fix.
public enum InsetMode: String, CaseIterable, Sendable {
    /// GSK's own arithmetic: the raw offset against `-maximumHeight`. Any inset the system adds on top of the
    /// header's (safe area, navigation bar) makes the header taller than its maximum at rest (GSK issues #63, #33).
    case legacy
    /// Measures from the sample's `insetTop`: the system's share of the inset is subtracted first, so the header
    /// rests at its maximum height below the safe area. Needs sessions that record `inset_top`.
    case safeArea = "safe-area"
}
