import _StretchySystem

extension HeaderConfiguration {
    /// The configuration as one line of JSON with GSK's key names, every key written, in a fixed order.
    ///
    /// Reading it back with ``init(json:)`` gives an equal configuration; runs and goldens store headers this way.
    package var jsonText: String {
        func number(_ value: Double) -> String { NumberFormatting.shortest(value) }
        let inset = contentInset
        let subviews = self.subviews.map { subview in
            let resting = subview.restingAttributes
            func members(_ attributes: [SubviewAttribute]) -> String {
                attributes.map { "\"\($0.rawValue)\":\(number(resting[$0]))" }.joined(separator: ",")
            }
            let frame = SubviewAttribute.configurable.filter(\.isFrameAttribute)
            let others = SubviewAttribute.configurable.filter { !$0.isFrameAttribute }
            return "{\"id\":\(JSONString.quoted(subview.id)),\"frame\":{\(members(frame))},\(members(others))}"
        }
        return "{\"maximumContentHeight\":\(number(maximumContentHeight)),"
            + "\"minimumContentHeight\":\(number(minimumContentHeight)),"
            + "\"contentInset\":{\"top\":\(number(inset.top)),\"left\":\(number(inset.left)),"
            + "\"bottom\":\(number(inset.bottom)),\"right\":\(number(inset.right))},"
            + "\"contentShrinks\":\(contentShrinks),\"contentExpands\":\(contentExpands),"
            + "\"subviews\":[\(subviews.joined(separator: ","))]}"
    }
}
