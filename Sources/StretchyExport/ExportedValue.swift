import StretchyCore
import _StretchySystem

/// One declared parameter of an exported behaviour: its declaration and its value in canonical text.
struct ExportedValue: Sendable {
    /// The declaration.
    let parameter: BehaviorParameter
    /// The value as a stack writes it (numbers in shortest form, `true`/`false`, subview ids joined by `+`); `nil`
    /// for a number left to the behaviour to derive.
    let text: String?
    /// Whether the value is the parameter's default.
    let isDefault: Bool

    /// The parameter's name.
    var name: String { parameter.name }

    /// `key=value`, as a stack writes it.
    var pair: String { "\(name)=\(text ?? "")" }

    /// The value of a flag parameter.
    var flag: Bool { text == "true" }

    /// The value of a number parameter, `nil` when derived.
    var number: Double? { text.flatMap { DecimalNumber.parse($0) } }

    /// The subview ids of a subviews parameter, in the order given.
    var ids: [String] { text.map { $0.split(separator: "+").map(String.init) } ?? [] }

    /// The canonical value of `written` for `parameter`, or its default when `written` is `nil`; the registry has
    /// already checked `written`.
    init(parameter: BehaviorParameter, written: String?, header: HeaderConfiguration) {
        self.parameter = parameter
        let defaultText = Self.defaultText(of: parameter.kind, header: header)
        guard let written else {
            self.text = defaultText
            self.isDefault = true
            return
        }
        let text: String
        switch parameter.kind {
        case .number:
            text = DecimalNumber.parse(written).map(NumberFormatting.shortest) ?? written
        case .numbers:
            text = written.split(separator: "+").map { DecimalNumber.parse($0).map(NumberFormatting.shortest) ?? "" }
                .joined(separator: "+")
        case .choice, .subviews:
            text = written
        case .flag:
            text = String(written == "true")
        }
        self.text = text
        if case .subviews(let selection) = parameter.kind {
            let indexes = written.split(separator: "+").compactMap { header.subviewIndex(of: String($0)) }
            self.isDefault = indexes == selection.indexes(in: header)
        } else {
            self.isDefault = text == defaultText
        }
    }

    /// The default's canonical text: `nil` for a derived number, subview ids resolved in `header`.
    static func defaultText(of kind: ParameterKind, header: HeaderConfiguration) -> String? {
        switch kind {
        case .number(_, let value): value.map(NumberFormatting.shortest)
        case .numbers(_, let values): values.map(NumberFormatting.shortest).joined(separator: "+")
        case .choice(_, let word): word
        case .subviews(let selection):
            selection.indexes(in: header).map { header.subviews[$0].id }.joined(separator: "+")
        case .flag(let value): String(value)
        }
    }
}
