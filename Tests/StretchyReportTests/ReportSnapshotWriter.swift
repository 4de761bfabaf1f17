import Foundation
import StretchyReport
import StretchyStore
import Testing

/// Writes sample reports for people to look at when `STRETCHY_REPORT_SAMPLES` names a folder; otherwise does
/// nothing.
@Suite struct ReportSnapshotWriter {
    @Test func writesSampleReportsWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["STRETCHY_REPORT_SAMPLES"] else { return }
        try ReportFixtures.report("pull-to-stretch", "top-only,zoom,fade=target=title+avatar:by=0.5,tabs")
            .write(to: folder + "/pull.html")
        var profiled = try ReportFixtures.report(
            "fast-fling-up-and-back", "top-only,fade=target=title:by=0.5,tabs,snap", against: "immediate,tabs,snap")
        profiled.profile = true
        try profiled.write(to: folder + "/compare.html")
        if let multi = ProcessInfo.processInfo.environment["STRETCHY_REPORT_ALL"] {
            try ReportBuilder(
                store: try SessionStore(path: multi, mode: .readOnly), sessions: .all,
                side: try ReportFixtures.side("top-only,zoom,fade=target=title:by=0.3,tabs")
            ).write(to: folder + "/all.html")
        }
    }
}
