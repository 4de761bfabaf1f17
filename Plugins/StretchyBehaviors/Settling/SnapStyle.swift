/// Where `snap` settles a half-open header: GSK's offsets or MGCollapsingHeader's.
public enum SnapStyle: String, CaseIterable, Sendable {
    /// GSK's maintainer's recipe (issues #45, #78): `-maximumHeight` to expand, `-minimumHeight` to collapse.
    case gsk
    /// MGCollapsingHeader's two ends: offset 0 to expand, `maximumHeight - minimumHeight` to collapse.
    case mg
}
