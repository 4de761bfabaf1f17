/// A column of a sample file (or a key of a JSON Lines object), and the sample field it fills.
enum SampleColumn: Int, CaseIterable {
    case time, offsetY, insetTop, viewportWidth, viewportHeight, contentHeight, phase

    /// The column's name in files: `t`, `offset_y`, ...
    var name: String { SampleFileFormat.columnNames[rawValue] }

    /// The column named by UTF-8 bytes, or `nil`.
    init?(name bytes: some Collection<UInt8>) {
        guard let index = SampleFileFormat.columnNames.firstIndex(where: { $0.utf8.elementsEqual(bytes) }) else {
            return nil
        }
        self.init(rawValue: index)
    }
}
