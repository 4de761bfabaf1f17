import Foundation
import StretchyTestSupport

/// Headless Chromium with one page of a given size, for the report's browser tests: open a report, call its
/// JavaScript, take screenshots, and collect what the page logged or threw. The protocol itself is
/// ``ChromiumPipe``'s.
final class HeadlessChromium {
    /// Why the browser tests cannot run here, or `nil` when they can.
    static var skipReason: String? {
        if ChromiumPipe.executable == nil { return "chromium is not on PATH" }
        if !PNGImage.canDecode { return "no zlib (libz.so.1) to read screenshots with" }
        return nil
    }

    typealias Failure = ChromiumPipe.Failure

    private let pipe: ChromiumPipe
    private let session: String
    private let collected = Problems()
    /// Console messages and uncaught exceptions the page produced, as text.
    var problems: [String] { collected.lines }

    /// What the page reported, filled in by the pipe's event handler.
    private final class Problems {
        var lines: [String] = []

        func note(_ event: [String: Any]) {
            let parameters = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
                let exception = details["exception"] as? [String: Any] ?? [:]
                lines.append("exception: \(exception["description"] ?? details["text"] ?? "?")")
            case "Runtime.consoleAPICalled":
                let arguments = (parameters["args"] as? [[String: Any]] ?? []).map {
                    "\($0["value"] ?? $0["type"] ?? "")"
                }
                lines.append("console.\(parameters["type"] ?? "log"): \(arguments.joined(separator: " "))")
            default: break
            }
        }
    }

    /// Starts a browser with a page of the given size in CSS pixels, at one device pixel per CSS pixel.
    init(width: Int, height: Int) throws {
        pipe = try ChromiumPipe(windowWidth: width, windowHeight: height)
        let problems = collected
        pipe.onEvent = { problems.note($0) }
        let target = try pipe.call("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        session =
            try pipe.call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String
            ?? ""
        try pipe.call("Runtime.enable", session: session)
        try pipe.call("Page.enable", session: session)
        try pipe.call(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
    }

    /// Sends one command to the page and waits for its answer.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        try pipe.call(method, parameters, session: session)
    }

    /// Evaluates JavaScript in the page and returns its value.
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        try pipe.evaluate(expression, session: session)
    }

    /// Opens a file and waits until its report has drawn itself (`window.stretchyReport.ready`).
    func open(_ file: String, fragment: String) throws {
        try call("Page.navigate", ["url": URL(fileURLWithPath: file).absoluteString + "#" + fragment])
        for _ in 0..<200 {
            if try evaluate("!!(window.stretchyReport && window.stretchyReport.ready)") as? Bool == true { return }
            usleep(25_000)
        }
        throw Failure(description: "the report did not get ready: \(problems)")
    }

    /// A screenshot of the page as it is.
    func screenshot() throws -> PNGImage {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot data")
        }
        return try PNGImage(data: data)
    }
}
