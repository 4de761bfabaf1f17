import StretchyCore

/// GSK's content-view height for a header height (`-layoutContentViewIfNeeded`): the header minus its vertical insets,
/// capped at `maximumContentHeight` unless the content expands, and at least that unless it shrinks.
enum ContentHeight {
    static func forHeader(height: Double, configuration: HeaderConfiguration) -> Double {
        var contentHeight = height - configuration.contentInset.vertical
        if !configuration.contentExpands { contentHeight = min(contentHeight, configuration.maximumContentHeight) }
        if !configuration.contentShrinks { contentHeight = max(contentHeight, configuration.maximumContentHeight) }
        return contentHeight
    }
}
