extension HeaderConfiguration {
    /// The embedded default header, used when the user gives none: a profile header like Twitter's.
    ///
    /// Maximum content height 280, minimum 64, no insets; subviews in the content view's coordinates, 390 points
    /// wide (an iPhone 14 in portrait):
    ///
    /// | id | frame (x, y, width, height) | other |
    /// |---|---|---|
    /// | `background` | 0, 0, 390, 280 | |
    /// | `avatar` | 16, 120, 80, 80 | cornerRadius 40, shadowRadius 4, shadowOpacity 0.3 |
    /// | `title` | 16, 208, 240, 28 | fontSize 22 |
    /// | `tabs` | 0, 236, 390, 44 | |
    public static let profileHeader: HeaderConfiguration = {
        do {
            return try HeaderConfiguration(
                maximumContentHeight: 280,
                minimumContentHeight: 64,
                subviews: [
                    SubviewConfiguration(id: "background", frame: Rect(x: 0, y: 0, width: 390, height: 280)),
                    SubviewConfiguration(
                        id: "avatar", frame: Rect(x: 16, y: 120, width: 80, height: 80), cornerRadius: 40,
                        shadowRadius: 4, shadowOpacity: 0.3),
                    SubviewConfiguration(id: "title", frame: Rect(x: 16, y: 208, width: 240, height: 28), fontSize: 22),
                    SubviewConfiguration(id: "tabs", frame: Rect(x: 0, y: 236, width: 390, height: 44)),
                ])
        } catch {
            preconditionFailure("the embedded profile header is invalid: \(error)")
        }
    }()
}
