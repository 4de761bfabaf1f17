import Foundation

/// Headless Chromium, to open reports as a user's browser would and take screenshots of them.
enum HeadlessChromium {
    /// The `chromium` on PATH, or `nil`.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for folder in folders {
            let candidate = String(folder) + "/chromium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Why the browser tests cannot run here, or `nil` when they can.
    static var skipReason: String? {
        if path == nil { return "chromium is not on PATH" }
        if !PNGImage.canDecode { return "no zlib (libz.so.1) to read screenshots with" }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A screenshot of a page and what the page logged to its console.
    struct Shot {
        var image: PNGImage
        var consoleLines: [String]
    }

    /// Opens `file` at `fragment` (such as `view=player&seek=40`) in a fresh headless browser of the given size and
    /// takes a screenshot.
    static func screenshot(_ file: String, fragment: String, width: Int, height: Int) throws -> Shot {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("shot.png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--enable-logging=stderr", "--v=0", "--user-data-dir=" + folder.appendingPathComponent("profile").path,
            "--screenshot=" + png, "--window-size=\(width),\(height)",
            URL(fileURLWithPath: file).absoluteString + "#" + fragment,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: log, as: UTF8.self).split(separator: "\n").map(String.init)
        guard FileManager.default.fileExists(atPath: png) else {
            throw Failure(description: "chromium wrote no screenshot: \(lines.suffix(5).joined(separator: "\n"))")
        }
        return Shot(image: try PNGImage(contentsOf: png), consoleLines: lines.filter { $0.contains(":CONSOLE") })
    }
}
