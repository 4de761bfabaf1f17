import Foundation
import _StretchySystem

extension HeaderConfiguration {
    /// The keys a header configuration file accepts at its top level, in GSK's names.
    package static let acceptedKeys = [
        "maximumContentHeight", "minimumContentHeight", "contentInset", "contentShrinks", "contentExpands", "subviews",
    ]
    /// The keys a subview accepts.
    package static let acceptedSubviewKeys =
        ["id", "frame"] + SubviewAttribute.configurable.filter { !$0.isFrameAttribute }.map(\.rawValue)

    /// GSK's default `maximumContentHeight` for a header configured without one (its nib default, 240).
    package static let defaultMaximumContentHeight = 240.0

    /// Loads a configuration from JSON with GSK's key names.
    ///
    /// Omitted keys take GSK's defaults: `maximumContentHeight` 240, insets 0, `contentShrinks` and
    /// `contentExpands` true, subview `alpha` 1 and every other attribute 0. For example:
    ///
    /// ```json
    /// {"maximumContentHeight": 280, "minimumContentHeight": 64, "contentInset": {"top": 20},
    ///  "subviews": [{"id": "title", "frame": {"x": 16, "y": 200, "width": 240, "height": 28}, "fontSize": 22}]}
    /// ```
    ///
    /// The JSON is parsed strictly (RFC 8259, docs/inputs.md): no trailing commas, no key twice, at most 64 levels deep.
    ///
    /// - Throws: ``ConfigurationError`` naming the first unknown key, wrongly typed value or invalid number.
    public init(json data: Data) throws(ConfigurationError) {
        var bytes = [UInt8](data)
        // RFC 8259 lets a parser skip a UTF-8 byte order mark at the start; Foundation's did.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let (line, defect) = bytes.withUnsafeBufferPointer({ TextDefect.firstWithLine(in: $0) }) {
            throw .invalidJSON("found \(defect.description) on line \(line)")
        }
        let object: JSONValue
        do {
            object = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(error.description)
        }
        guard case .object(let members) = object else { throw .invalidJSON("the top level is not an object") }
        let root = JSONObjectReader.dictionary(members)
        let reader = JSONObjectReader(root, path: "", accepted: Self.acceptedKeys)
        try reader.checkKeys()
        let inset = try reader.object("contentInset", accepted: ["top", "left", "bottom", "right"])
        var subviews: [SubviewConfiguration] = []
        for (index, element) in try reader.array("subviews").enumerated() {
            let path = "subviews[\(index)]"
            guard case .object(let members) = element else { throw .wrongType(key: path, expected: "an object") }
            let subview = JSONObjectReader(
                JSONObjectReader.dictionary(members), path: path + ".", accepted: Self.acceptedSubviewKeys)
            try subview.checkKeys()
            guard let id = try subview.string("id") else { throw .emptySubviewID }
            let frame = try subview.object("frame", accepted: ["x", "y", "width", "height"])
            subviews.append(
                SubviewConfiguration(
                    id: id,
                    frame: Rect(
                        x: try frame?.number("x") ?? 0, y: try frame?.number("y") ?? 0,
                        width: try frame?.number("width") ?? 0, height: try frame?.number("height") ?? 0),
                    alpha: try subview.number("alpha") ?? 1,
                    cornerRadius: try subview.number("cornerRadius") ?? 0,
                    shadowRadius: try subview.number("shadowRadius") ?? 0,
                    shadowOpacity: try subview.number("shadowOpacity") ?? 0,
                    fontSize: try subview.number("fontSize") ?? 0))
        }
        try self.init(
            maximumContentHeight: try reader.number("maximumContentHeight") ?? Self.defaultMaximumContentHeight,
            minimumContentHeight: try reader.number("minimumContentHeight") ?? 0,
            contentInset: EdgeInsets(
                top: try inset?.number("top") ?? 0, left: try inset?.number("left") ?? 0,
                bottom: try inset?.number("bottom") ?? 0, right: try inset?.number("right") ?? 0),
            contentShrinks: try reader.bool("contentShrinks") ?? true,
            contentExpands: try reader.bool("contentExpands") ?? true,
            subviews: subviews)
    }
}
