/// A JUnit XML report (`--junit FILE`): one `testsuite` of ``JUnitTestCase``s inside `testsuites`, the shape Jenkins'
/// and GitLab's JUnit readers take (the XSD of `Tests/StretchyCLITests/Fixtures/junit/`). No times are written, so
/// the same results give the same bytes.
///
/// For example, a golden check of two sessions, one of which differs:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="stretchy-replay" tests="2" failures="1" errors="0">
///   <testsuite name="golden baseline" tests="2" failures="1" errors="0" skipped="0">
///     <testcase name="slow-drag" classname="Sessions/slow-drag.db"/>
///     <testcase name="fling" classname="Sessions/fling.db">
///       <failure message="golden 'baseline' differs: …" type="golden">…
/// Reproduce: stretchy-replay Sessions/fling.db --session fling --check-golden baseline</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
struct JUnitReport: Equatable, Sendable {
    /// The suite's name, such as `golden baseline`, `check top-only,fade` or `compare`.
    var suite: String
    /// The `type` attribute of every failure, such as `golden`, `invariant` or `comparison`.
    var failureType: String
    /// The cases, in the order the command printed them.
    var cases: [JUnitTestCase]
    /// What the command printed about the whole run, kept in the suite's `system-out`; empty for none.
    var output: String = ""

    /// How many cases failed.
    var failures: Int { cases.filter { if case .failed = $0.outcome { true } else { false } }.count }
    /// How many cases ended in an error.
    var errors: Int { cases.filter { if case .error = $0.outcome { true } else { false } }.count }

    /// The document, UTF-8 text ending in a line break.
    var xml: String {
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"stretchy-replay\" \(counts)>",
            "  <testsuite name=\"\(Self.escaped(suite))\" \(counts) skipped=\"0\">",
        ]
        for testCase in cases {
            let opening =
                "    <testcase name=\"\(Self.escaped(testCase.name))\" classname=\"\(Self.escaped(testCase.className))\""
            var children: [String] = []
            switch testCase.outcome {
            case .passed: break
            case .failed(let problem):
                children.append(element("failure", problem, type: failureType))
            case .error(let problem):
                children.append(element("error", problem, type: "error"))
            }
            if !testCase.output.isEmpty {
                children.append("      <system-out>\(Self.escaped(testCase.output, inAttribute: false))</system-out>")
            }
            if children.isEmpty {
                lines.append(opening + "/>")
            } else {
                lines.append(opening + ">")
                lines += children
                lines.append("    </testcase>")
            }
        }
        if !output.isEmpty {
            lines.append("    <system-out>\(Self.escaped(output, inAttribute: false))</system-out>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func element(_ name: String, _ problem: JUnitTestCase.Problem, type: String) -> String {
        "      <\(name) message=\"\(Self.escaped(problem.message))\" type=\"\(Self.escaped(type))\">"
            + Self.escaped(problem.text, inAttribute: false) + "</\(name)>"
    }

    /// Text made safe for XML 1.0: the five markup characters as entities; in an attribute also tab, line feed and
    /// carriage return as character references (a parser would turn them into spaces); characters XML 1.0 does not
    /// allow (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF) as U+FFFD.
    static func escaped(_ text: String, inAttribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += inAttribute ? "&quot;" : "\""
            case "\t": result += inAttribute ? "&#9;" : "\t"
            case "\n": result += inAttribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
