import _StretchySystem

extension HeaderConfiguration {
    /// The configuration as one line of JSON with GSK's key names, every key written, in a fixed order.
    ///
    /// Reading it back with ``init(json:)`` gives an equal configuration; runs and goldens store headers this way.
    package var jsonText: String {
        func number(_ value: Double) -> String { NumberFormatting.shortest(value) }
        let inset = contentInset
        let subviews = self.subviews.map { subview in
            let a = subview.restingAttributes
            return "{\"id\":\(JSONString.quoted(subview.id)),\"frame\":{\"x\":\(number(a.x)),\"y\":\(number(a.y)),"
                + "\"width\":\(number(a.width)),\"height\":\(number(a.height))},\"alpha\":\(number(a.alpha)),"
                + "\"cornerRadius\":\(number(a.cornerRadius)),\"shadowRadius\":\(number(a.shadowRadius)),"
                + "\"shadowOpacity\":\(number(a.shadowOpacity)),\"fontSize\":\(number(a.fontSize))}"
        }
        return "{\"maximumContentHeight\":\(number(maximumContentHeight)),"
            + "\"minimumContentHeight\":\(number(minimumContentHeight)),"
            + "\"contentInset\":{\"top\":\(number(inset.top)),\"left\":\(number(inset.left)),"
            + "\"bottom\":\(number(inset.bottom)),\"right\":\(number(inset.right))},"
            + "\"contentShrinks\":\(contentShrinks),\"contentExpands\":\(contentExpands),"
            + "\"subviews\":[\(subviews.joined(separator: ","))]}"
    }
}
