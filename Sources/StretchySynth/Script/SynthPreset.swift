/// Named gesture scripts for the sessions shipped as examples.
///
/// Each preset is a script string (docs/synth.md) on an iPhone-sized viewport (390x844) with a 280 pt header inset
/// and 3000 pt of content, at 60 Hz; parse it with ``SynthScript/init(parsing:source:)`` and change the clock or
/// geometry if needed.
///
/// For example:
///
/// ```swift
/// let script = try SynthScript(parsing: SynthPreset.pullToStretch.script, source: SynthPreset.pullToStretch.rawValue)
/// ```
public enum SynthPreset: String, CaseIterable, Sendable {
    /// Pull the header down 150 pt over half a second, let go, let it spring back.
    case pullToStretch = "pull-to-stretch"
    /// Drag slowly up 400 pt and back down, stopping before each release.
    case slowDrag = "slow-drag"
    /// Fling up at 2400 pt/s, let it glide, fling back down at 3000 pt/s into the top edge.
    case fastFlingUpAndBack = "fast-fling-up-and-back"
    /// From a little below the top, fling down hard so the content bounces at the top edge.
    case bounceAtTop = "bounce-at-top"
    /// From near the bottom, fling up so the content bounces at the bottom edge, then scroll back to the top.
    case bottomBounce = "bottom-bounce"

    /// The settings every preset starts with.
    package static let header = "rate 60; viewport 390x844; inset 280; content 3000"

    /// What the preset shows, in one sentence.
    public var summary: String {
        switch self {
        case .pullToStretch: "Pull the header down 150 pt over 0.5 s, release, spring back."
        case .slowDrag: "Drag up 400 pt over 2 s and back down, holding still before each release."
        case .fastFlingUpAndBack: "Fling up at 2400 pt/s, settle, fling down at 3000 pt/s into the top bounce."
        case .bounceAtTop: "Fling down at 2500 pt/s from 200 pt below the top and bounce at the top edge."
        case .bottomBounce: "Fling up at 2500 pt/s near the bottom, bounce there, then scroll back to the top."
        }
    }

    /// The script.
    public var script: String {
        let body =
            switch self {
            case .pullToStretch:
                "wait 0.2; pull 150 over 0.5; release; settle; wait 0.2"
            case .slowDrag:
                "wait 0.2; hold 0.1; drag up 400 over 2; hold 0.2; release; wait 0.3; "
                    + "drag down 400 over 2; hold 0.2; release; wait 0.3"
            case .fastFlingUpAndBack:
                "wait 0.2; fling up 2400; settle; wait 0.3; fling down 3000; settle; wait 0.2"
            case .bounceAtTop:
                "start -80; wait 0.2; fling down 2500; settle; wait 0.2"
            case .bottomBounce:
                "start 1900; wait 0.2; fling up 2500; settle; wait 0.3; top; wait 0.2"
            }
        return Self.header + "\n" + body
    }
}
