import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyReport
import StretchyStore
import Testing

/// Shipped sessions and stacks the report tests share.
enum ReportFixtures {
    /// The repository's `Sessions` folder.
    static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sessions").path

    static func store(_ name: String) throws -> SessionStore {
        try SessionStore(path: sessions + "/" + name + ".db", mode: .readOnly)
    }

    static func side(_ text: String, header: HeaderConfiguration = .profileHeader, name: String? = nil) throws
        -> ReportSide
    {
        ReportSide(
            stack: try BehaviorRegistry.builtIn.makeStack(stack: text, configuration: header), stackText: text,
            headerName: name ?? "profile header (embedded)")
    }

    static func report(
        _ session: String, _ stack: String, against: String? = nil, cap: Int = ReportBuilder.defaultPlayerFrameCap
    ) throws -> ReportBuilder {
        ReportBuilder(
            store: try store(session), sessions: .named([session]), side: try side(stack),
            against: try against.map { try side($0) }, playerFrameCap: cap)
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)-\(name)").path
    }

    /// The JSON text embedded in a page.
    static func embeddedText(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"stretchy-data\">\n"))
        let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
        return html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
    }

    /// The JSON object embedded in a page (numbers through `JSONSerialization`: for structure, not exact values).
    static func embeddedData(_ html: String) throws -> [String: Any] {
        let text = try embeddedText(html)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
