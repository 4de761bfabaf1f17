/// A short device description from a browser's `User-Agent`, for `sessions.device`.
///
/// `iPhone; iOS 17.4` for an iPhone, `Android 14; Pixel 8` for an Android phone, otherwise the browser and its
/// platform such as `HeadlessChrome 156 (X11; Linux x86_64)`; `nil` for an empty agent.
enum UserAgentDevice {
    static func describe(_ agent: String) -> String? {
        guard !agent.isEmpty else { return nil }
        let platform = parenthesized(agent)
        for device in ["iPhone", "iPad"] where agent.contains(device) {
            if let range = agent.firstRange(of: " OS "), let end = agent[range.upperBound...].firstIndex(of: " ") {
                let version = agent[range.upperBound..<end].replacingOccurrences(of: "_", with: ".")
                return "\(device); \(device == "iPad" ? "iPadOS" : "iOS") \(version)"
            }
            return device
        }
        if let platform, let android = platform.firstRange(of: "Android") {
            return String(platform[android.lowerBound...])
        }
        for browser in ["HeadlessChrome/", "Firefox/", "Chrome/", "Safari/"] {
            if let range = agent.firstRange(of: browser) {
                let version = agent[range.upperBound...].prefix { $0 != "." && $0 != " " }
                let name = String(browser.dropLast())
                return platform.map { "\(name) \(version) (\($0))" } ?? "\(name) \(version)"
            }
        }
        return String(agent.prefix(120))
    }

    private static func parenthesized(_ agent: String) -> String? {
        guard let open = agent.firstIndex(of: "("), let close = agent[open...].firstIndex(of: ")") else { return nil }
        return String(agent[agent.index(after: open)..<close])
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
