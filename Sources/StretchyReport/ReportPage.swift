import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// The page of a report: the sessions' data as one JSON object inside the page, and the page's own style and
/// script, which draw everything from it.
struct ReportPage {
    var file: String
    var sides: [ReportSide]
    var plugins: [String]
    var sessions: [SessionReport]

    func render() -> String {
        let title = sessions.count == 1 ? sessions[0].info.name : "\(sessions.count) sessions"
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>Stretchy report: \(Self.escaped(title))</title>\n<style>\n\(ReportAssets.style)</style>\n"
        page +=
            "</head>\n<body>\n<noscript>This report draws itself with JavaScript; turn it on to see it.</noscript>\n"
        page += "<main id=\"report\"></main>\n<script type=\"application/json\" id=\"stretchy-data\">\n"
        page += Self.embedded(data())
        page += "\n</script>\n<script>\(Self.scriptText)</script>\n</body>\n</html>\n"
        return page
    }

    /// The page's data: the JSON object its script draws from (`window.stretchyReportRender` takes it too).
    func data() -> String {
        let json = JSONText()
        json.object {
            json.key("tool") { json.string("stretchy-replay " + StretchyVersion.current) }
            json.key("file") { json.string(file) }
            json.key("plugins") { json.array(plugins) { json.string($0) } }
            json.key("phases") { json.array(ScrollPhase.allCases) { json.string($0.rawValue) } }
            json.key("measures") {
                json.array(LayoutMeasure.allCases) { measure in
                    json.object {
                        json.key("column") { json.string(measure.column) }
                        json.key("unit") { json.string(measure.unit) }
                    }
                }
            }
            json.key("sessions") { json.array(sessions) { session($0, into: json) } }
        }
        return json.text
    }

    /// JSON as it may stand inside a `<script>` element: every `<` written `\u003c` (JSON has `<` only inside
    /// strings, where the escape means the same), so no text of the data (`</script>`, `<!--<script>`) can end the
    /// element or switch the parser into the state where `<!--` swallows its end tag.
    static func embedded(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The page's script element's text, exactly: what ``contentSecurityPolicy`` hashes.
    static let scriptText = "\n" + ReportAssets.script

    /// The page's Content-Security-Policy: nothing loads from anywhere, and the one script that runs is the page's
    /// own, by its SHA-256 hash (so no script that data could smuggle in runs); inline style, for the drawing.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'sha256-\(SHA256Digest(hashing: scriptText.utf8).base64)'; "
        + "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func session(_ report: SessionReport, into json: JSONText) {
        let info = report.info
        json.object {
            json.key("name") { json.string(info.name) }
            json.key("source") { json.string(info.metadata.source.rawValue) }
            json.key("device") { info.metadata.device.map { json.string($0) } ?? json.null() }
            json.key("refreshRate") { info.metadata.refreshRate.map { json.number($0) } ?? json.null() }
            json.key("created") { json.string(info.created) }
            json.key("finished") { json.bool(info.isFinished) }
            json.key("duration") { json.number(report.summary.duration) }
            json.key("frames") { json.number(Double(report.frames)) }
            json.key("kept") { json.array(report.keptSeqs) { json.number(Double($0)) } }
            json.key("phase") { json.array(report.keptPhases) { json.number(Double($0)) } }
            json.key("sides") {
                json.array(Array(report.sides.enumerated())) { index, collector in
                    side(index, collector, report, into: json)
                }
            }
            json.key("keyFrames") {
                json.array(report.keyFrames) { key in
                    json.object {
                        json.key("reason") { json.string(key.reason) }
                        json.key("seq") { json.number(Double(key.seq)) }
                        json.key("phase") { json.number(Double(key.phase)) }
                        json.key("rows") { json.array(key.rows) { row in json.array(row) { json.number($0) } } }
                    }
                }
            }
            json.key("releases") { json.number(Double(report.releases)) }
            json.key("plots") { plots(report, into: json) }
            if sides.count > 1 {
                json.key("diff") {
                    json.object {
                        json.key("first") { report.firstDivergence.map { json.number(Double($0)) } ?? json.null() }
                        json.key("firstTime") { json.number(report.firstDivergenceTime) }
                        json.key("largest") { json.number(report.largestDifference) }
                        json.key("largestTime") { json.number(report.largestDifferenceTime) }
                        json.key("largestSeq") {
                            report.largestDifferenceSeq.map { json.number(Double($0)) } ?? json.null()
                        }
                    }
                }
            }
            if let golden = report.golden {
                json.key("golden") {
                    json.object {
                        json.key("name") { json.string(golden.name) }
                        json.key("stack") { json.string(golden.stack) }
                        json.key("created") { json.string(golden.created) }
                        json.key("frames") { json.number(Double(golden.frames)) }
                        json.key("bitForBit") { json.bool(golden.digest == report.summary.digest.hexadecimal) }
                    }
                }
            }
            if let profile = report.summary.profile { json.key("profile") { self.profile(profile, report, json) } }
        }
    }

    private func side(_ index: Int, _ collector: SideCollector, _ report: SessionReport, into json: JSONText) {
        let side = sides[index]
        let configuration = side.stack.configuration
        let width = collector.rowNames.count
        let kept = report.keptSeqs.count
        json.object {
            json.key("stack") { json.string(side.stackText) }
            json.key("behaviors") { json.array(side.stack.identifiers) { json.string($0) } }
            json.key("header") { json.string(side.headerName) }
            json.key("digest") {
                if let golden = report.golden {
                    json.string(index == 0 ? golden.digest : report.summary.digest.description)
                } else {
                    json.string((index == 0 ? report.summary.digest : report.secondDigest!).description)
                }
            }
            json.key("headerInSuperview") { json.bool(side.stack.identifiers.contains("mg-collapse")) }
            json.key("maximumHeight") { json.number(configuration.maximumHeight) }
            json.key("minimumHeight") { json.number(configuration.minimumHeight) }
            json.key("inset") {
                let inset = configuration.contentInset
                json.array([inset.top, inset.left, inset.bottom, inset.right]) { json.number($0) }
            }
            json.key("subviews") { json.array(configuration.subviews) { json.string($0.id) } }
            json.key("sets") { json.array(collector.plottedNames) { json.string($0) } }
            json.key("names") { json.array(collector.rowNames) { json.string($0) } }
            json.key("data") {
                json.array(Array(0..<width)) { column in
                    let rows = collector.keptRows
                    let first = kept > 0 ? rows[column] : 0
                    if (0..<kept).allSatisfy({ rows[$0 * width + column].bitPattern == first.bitPattern }) {
                        json.number(first)
                    } else {
                        json.array(Array(0..<kept)) { json.number(rows[$0 * width + column]) }
                    }
                }
            }
        }
    }

    private func plots(_ report: SessionReport, into json: JSONText) {
        let columns = report.plots.columns
        json.object {
            json.key("columns") { json.number(Double(columns)) }
            json.key("t0") { json.number(report.firstTime) }
            json.key("duration") { json.number(report.info.duration) }
            json.key("bands") {
                json.array(Array(0..<columns)) { column in
                    let counts = ScrollPhase.allCases.indices.map { report.phaseCounts[$0 * columns + column] }
                    let most = counts.max() ?? 0
                    json.number(most == 0 ? -1 : Double(counts.firstIndex(of: most)!))
                }
            }
            var names: [(side: Int, name: String)] = []
            for (index, side) in report.sides.enumerated() { names += side.plottedNames.map { (index, $0) } }
            if report.sides.count > 1 { names.append((-1, "difference")) }
            json.key("series") {
                json.array(Array(names.enumerated())) { series, entry in
                    let extremes = report.plots.extremes(series: series)
                    json.object {
                        json.key("side") { json.number(Double(entry.side)) }
                        json.key("name") { json.string(entry.name) }
                        json.key("min") { json.array(extremes) { $0.map { json.number($0.minimum) } ?? json.null() } }
                        json.key("max") { json.array(extremes) { $0.map { json.number($0.maximum) } ?? json.null() } }
                    }
                }
            }
        }
    }

    private func profile(_ profile: ProfileReport, _ report: SessionReport, _ json: JSONText) {
        json.object {
            json.key("frames") { json.number(Double(profile.latencyFrames)) }
            json.key("p50") { json.number(Double(profile.p50)) }
            json.key("p90") { json.number(Double(profile.p90)) }
            json.key("p99") { json.number(Double(profile.p99)) }
            json.key("max") { json.number(Double(profile.maximum)) }
            json.key("bands") { json.array(profile.latencyBands) { json.number(Double($0)) } }
            json.key("clockRead") { json.number(profile.clockReadNanoseconds) }
            json.key("behaviors") {
                json.array(profile.behaviors) { cost in
                    json.object {
                        json.key("id") { json.string(cost.identifier) }
                        json.key("ns") { json.number(cost.nanosecondsPerFrame) }
                    }
                }
            }
            if let timings = profile.timings {
                json.key("timeline") {
                    ReportTimeline(
                        timings, columns: report.plots.columns, duration: report.info.duration,
                        sessionRate: report.info.metadata.refreshRate
                    ).write(into: json)
                }
            }
        }
    }
}
