import Testing

@testable import _StretchySystem

struct JSONParserTests {
    func failure(_ text: String) -> String? {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func parsesObjectsInOrder() throws {
        let value = try JSONParser.parse(Array(#" {"b": [1, -0.5e1, true, null], "a": "x\u00e9\n"} "#.utf8))
        #expect(
            value == .object([("b", .array([.number(1), .number(-5), .bool(true), .null])), ("a", .string("xé\n"))]))
    }

    @Test func refusesWhatRFC8259Refuses() {
        #expect(failure(#"{"a": 1,}"#) == "a trailing comma before '}' at line 1, column 9")
        #expect(failure("[1,]") == "a trailing comma before ']' at line 1, column 4")
        #expect(failure("{\n\"a\": 1, \"a\": 2}") == "the key 'a' appears twice at line 2, column 9")
        #expect(failure("[01]") == "not a JSON number at line 1, column 3")
        #expect(failure("[+1]") == "expected a value, found '+' at line 1, column 2")
        #expect(failure(#"["\x"]"#) == "an unknown escape '\\x' at line 1, column 3")
        #expect(failure("[\"\t\"]") == "a control character (byte 9) in a string at line 1, column 3")
        #expect(failure(#"["\ud800"]"#) == "a lone surrogate in a '\\u' escape at line 1, column 9")
        #expect(failure("{} 1") == "text after the JSON value at line 1, column 4")
        #expect(failure("") == "expected a value, found the end of the text at line 1, column 1")
    }

    @Test func boundsTheNesting() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(failure(deep) == "arrays and objects nest more than 64 deep at line 1, column 65")
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(failure(fine) == nil)
        #expect(failure(String(repeating: "[", count: 100_000)) != nil)
    }
}
