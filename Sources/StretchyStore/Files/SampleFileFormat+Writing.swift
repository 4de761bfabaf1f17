import StretchyCore
import _StretchySystem

extension SampleFileFormat {
    /// The line written before the samples: the CSV header row, or `nil` for JSON Lines.
    package var headerLine: String? {
        switch self {
        case .csv: Self.columnNames.joined(separator: ",")
        case .jsonl: nil
        }
    }

    /// One sample as one line (without its newline), every column present, numbers in shortest round-trip form.
    ///
    /// For example, `ScrollSample(time: 0.1, offsetY: -0.0)` as CSV is
    /// `0.1,-0,0,390,844,3000,idle`, and as JSON Lines
    /// `{"t": 0.1, "offset_y": -0, "inset_top": 0, "viewport_width": 390, "viewport_height": 844,
    /// "content_height": 3000, "phase": "idle"}` (on one line).
    ///
    /// - Parameter sample: The sample.
    /// - Returns: The line.
    package func line(for sample: ScrollSample) -> String {
        let values = SampleField.allCases.map { field in
            sample.value(of: field).map(NumberFormatting.shortest) ?? sample.phase.rawValue
        }
        switch self {
        case .csv:
            return values.joined(separator: ",")
        case .jsonl:
            let members = zip(SampleField.allCases, values).map { field, value in
                "\"\(field.name)\": " + (field == .phase ? "\"\(value)\"" : value)
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }
}
