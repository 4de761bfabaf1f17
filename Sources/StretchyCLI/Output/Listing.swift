import _StretchySystem

/// How the listing commands (`sessions`, `runs`, `goldens`) print what a file holds: a JSON array for
/// `--format json`, a sentence when there is nothing, otherwise a table with a heading row.
enum Listing {
    /// Prints `items` in the chosen format.
    ///
    /// - Parameters:
    ///   - items: What the file holds.
    ///   - format: `--format`.
    ///   - empty: The sentence printed, in text, when there are no items.
    ///   - heading: The table's first row.
    ///   - json: One item as JSON.
    ///   - row: One item as a table row.
    ///   - output: Where to print.
    static func write<Item>(
        _ items: [Item], format: OutputFormat, empty: String, heading: [String], json: (Item) -> JSONValue,
        row: (Item) -> [String], to output: any TextOutput
    ) {
        write(
            items, format: format, empty: empty, json: json, text: { TableFormatter.render([heading] + $0.map(row)) },
            to: output)
    }

    /// Prints `items` in the chosen format, the text laid out by `text` (a block per item, when a table's row
    /// would not fit the width of a terminal).
    ///
    /// - Parameters:
    ///   - items: What the file holds.
    ///   - format: `--format`.
    ///   - empty: The sentence printed, in text, when there are no items.
    ///   - json: One item as JSON.
    ///   - text: Every item as text, at least one.
    ///   - output: Where to print.
    static func write<Item>(
        _ items: [Item], format: OutputFormat, empty: String, json: (Item) -> JSONValue, text: ([Item]) -> String,
        to output: any TextOutput
    ) {
        switch format {
        case .json:
            output.write(JSONValue.array(items.map(json)).rendered() + "\n")
        case .text where items.isEmpty:
            output.writeLine(empty)
        case .text:
            output.write(text(items))
        }
    }
}
