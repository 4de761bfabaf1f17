import Foundation
import StretchyCore
import StretchyTestSupport
import Testing

/// Random damage to a valid header file is either still a valid header or a `ConfigurationError`: never a crash.
struct HeaderConfigurationFuzzTests {
    static let valid = """
        {"maximumContentHeight": 280, "minimumContentHeight": 64, "contentInset": {"top": 20, "bottom": 4},
         "contentShrinks": false, "contentExpands": true,
         "subviews": [{"id": "avatar", "frame": {"x": 16, "y": 120, "width": 80, "height": 80}, "alpha": 0.5,
                       "cornerRadius": 40}, {"id": "title", "fontSize": 22}]}
        """

    @Test func damagedHeaderFilesAreRefusedWithAConfigurationError() throws {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        var refused = 0
        for _ in 0..<FuzzInputs.iterations {
            let text = FuzzInputs.mutate(Self.valid, edits: 6, using: &generator)
            do {
                let header = try HeaderConfiguration(json: Data(text.utf8))
                try header.validate()
                #expect(header.minimumContentHeight <= header.maximumContentHeight)
                #expect(try HeaderConfiguration(json: Data(header.jsonText.utf8)) == header)
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        #expect(refused > 0, "the mutations should break some files")
    }
}
