import Foundation
import StretchyCore
import Testing

struct HeaderConfigurationEncodingTests {
    @Test func encodingRoundTrips() throws {
        var header = HeaderConfiguration.profileHeader
        header.contentInset = EdgeInsets(top: 0.1, left: 1, bottom: 2.5, right: 0)
        header.contentExpands = false
        header.subviews[0].id = "back_ground-2"
        let decoded = try HeaderConfiguration(json: Data(header.jsonText.utf8))
        #expect(decoded == header)
    }
}
