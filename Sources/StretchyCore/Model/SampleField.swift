/// A field of a ``ScrollSample`` as everything outside the engine names it: the columns of sample files (CSV) and
/// the keys of JSON Lines, the store's `samples` columns, the recorder's batch keys, and the errors that name a field.
///
/// The one table of the sample's fields: their names, their order, which are required and which may be negative.
/// A new sample field is a new case here (and its property on ``ScrollSample``).
package enum SampleField: Int, CaseIterable, Sendable {
    /// `t`: the time in seconds.
    case time
    /// `offset_y`: `contentOffset.y` in points.
    case offsetY
    /// `inset_top`: the adjusted content inset top in points.
    case insetTop
    /// `viewport_width`: the visible width in points.
    case viewportWidth
    /// `viewport_height`: the visible height in points.
    case viewportHeight
    /// `content_height`: the content's height in points.
    case contentHeight
    /// `phase`: what the gesture machinery was doing, by name (``ScrollPhase``); the one field that is not a number.
    case phase

    /// The field's name in files, the store and the recorder: `t`, `offset_y`, ...
    package var name: String {
        switch self {
        case .time: "t"
        case .offsetY: "offset_y"
        case .insetTop: "inset_top"
        case .viewportWidth: "viewport_width"
        case .viewportHeight: "viewport_height"
        case .contentHeight: "content_height"
        case .phase: "phase"
        }
    }

    /// Whether a file or batch must give the field: `t` and `offset_y`; the others default (``ScrollSample/Defaults``).
    package var isRequired: Bool { self == .time || self == .offsetY }

    /// Whether the field may be below zero: the time and the offsets may; sizes may not.
    package var mayBeNegative: Bool { self == .time || self == .offsetY || self == .insetTop }

    /// The numeric fields, in order: every field but ``phase``.
    package static let numeric: [SampleField] = allCases.filter { $0 != .phase }

    /// Every field's name, in order.
    package static let names: [String] = allCases.map(\.name)

    /// The field named `name`, or `nil`.
    ///
    /// - Parameter bytes: The name's UTF-8 bytes.
    package init?(name bytes: some Collection<UInt8>) {
        guard let field = Self.allCases.first(where: { $0.name.utf8.elementsEqual(bytes) }) else { return nil }
        self = field
    }
}

extension ScrollSample {
    /// The value of a numeric field, or `nil` for ``SampleField/phase``.
    ///
    /// - Parameter field: The field.
    package func value(of field: SampleField) -> Double? {
        switch field {
        case .time: time
        case .offsetY: offsetY
        case .insetTop: insetTop
        case .viewportWidth: viewportWidth
        case .viewportHeight: viewportHeight
        case .contentHeight: contentHeight
        case .phase: nil
        }
    }

    /// Sets a numeric field; ``SampleField/phase`` is not a number and is left alone.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - value: Its new value.
    package mutating func set(_ field: SampleField, to value: Double) {
        switch field {
        case .time: time = value
        case .offsetY: offsetY = value
        case .insetTop: insetTop = value
        case .viewportWidth: viewportWidth = value
        case .viewportHeight: viewportHeight = value
        case .contentHeight: contentHeight = value
        case .phase: break
        }
    }
}
