import StretchyCore

/// One finger's path from touching down to lifting: `down`, any number of `move`s, `up`.
///
/// For example:
///
/// ```swift
/// let stroke = trace.strokes[0]
/// stroke.events.first?.kind  // .down
/// ```
struct TouchStroke: Hashable, Sendable {
    /// The stroke's id from the `stroke` column.
    var id: String
    /// The events in file order: the first is `down`, the last `up`, times never decrease.
    var events: [TouchEvent]

    /// Creates a stroke.
    ///
    /// - Parameters:
    ///   - id: The stroke's id.
    ///   - events: Its events, `down` first and `up` last.
    init(id: String, events: [TouchEvent]) {
        self.id = id
        self.events = events
    }
}
