/// What the content does at the top and bottom edges after the finger lifts.
///
/// - ``bounce``: the content carries on past the edge and a spring (``ScrollPhysics/spring``) brings it back; a drag
///   past the edge is resisted by the rubber band (``ScrollPhysics/rubberBandCoefficient``). UIScrollView's (band
///   0.55, ``Spring/scrollBounce``) and, with a stiffer band and a scaled edge velocity, Chromium's elastic overscroll.
/// - ``hardStop``: Chromium's default: the offset never leaves the bounds (the band's coefficient is 0, so a drag
///   past the edge does nothing) and a fling stops dead at the edge.
enum EdgeBehavior: Hashable, Sendable {
    /// Overscroll, then spring back.
    case bounce
    /// Clamped to the bounds; a fling stops at the edge.
    case hardStop
}
