import StretchyBehaviors
import StretchyCore
import StretchyExport
import StretchyTestSupport
import Testing

/// Damaged platform texts: each read-back either gives a stack that builds or is refused with a
/// ``StackExportError``, never a crash; and some damaged texts still read (the test could fail).
struct PlatformTextFuzzTests {
    @Test(arguments: ExportPreset.all)
    func aDamagedTextReadsBackOrIsRefused(_ preset: ExportPreset) throws {
        let exporter = StackExporter(registry: .builtIn)
        let text = try exporter.export(
            stack: preset.stack, header: preset.header, headerPath: nil, sessionPath: nil, as: preset.format
        ).text
        var generator = SeededGenerator(seed: 27)
        var read = 0
        var refused = 0
        for _ in 0..<FuzzInputs.iterations {
            let damaged = FuzzInputs.mutate(text, edits: 4, using: &generator)
            do {
                let stack = try exporter.readBack(damaged, as: preset.format, header: preset.header)
                #expect(try exporter.canonicalStack(stack, header: preset.header) == stack)
                read += 1
            } catch {
                // Typed: readBack and canonicalStack throw StackExportError alone.
                refused += 1
            }
        }
        #expect(read > 0)
        #expect(read + refused == FuzzInputs.iterations)
    }
}
