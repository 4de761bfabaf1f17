import Testing

@testable import StretchyHTTP

@Suite struct HTTPRequestParserTests {
    let parser = HTTPRequestParser(
        limits: HTTPLimits(
            maximumRequestLineBytes: 64, maximumHeaderBytes: 128, maximumHeaderCount: 4, maximumBodyBytes: 16))

    func parse(_ text: String) throws(HTTPRequestError) -> HTTPRequestParser.Outcome {
        try parser.parse(Array(text.utf8))
    }

    func refusal(_ text: String) -> HTTPRequestError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesARequestWithABodyAndAQuery() throws {
        let outcome = try parse("POST /api/x?token=a%20b&n=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\n{}rest")
        guard case .request(let request, let consumed) = outcome else {
            Issue.record("incomplete")
            return
        }
        #expect(request.method == "POST")
        #expect(request.path == "/api/x")
        #expect(request.queryValue("token") == "a b")
        #expect(request.header("content-length") == "2")
        #expect(request.body == Array("{}".utf8))
        #expect(consumed == "POST /api/x?token=a%20b&n=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\n{}".utf8.count)
    }

    @Test func waitsForTheRestOfARequest() throws {
        for text in [
            "GET / HT", "GET / HTTP/1.1\r\nHost: h\r\n", "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nab",
        ] {
            guard case .incomplete = try parse(text) else {
                Issue.record("\(text) parsed")
                continue
            }
        }
    }

    @Test func refusesMalformedAndHostileRequests() {
        let cases: [(String, Int, String)] = [
            ("GET / HTTP/1.1\r\nHost: h\r\nBad header\r\n\r\n", 400, "a header line has no colon"),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n", 400,
                "both Content-Length and Transfer-Encoding are present"
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n", 501,
                "Transfer-Encoding is not supported; send a Content-Length"
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\n", 400,
                "Content-Length appears more than once"
            ),
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", 400, "Content-Length is not a number"),
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 17\r\n\r\n", 413, "the body is larger than 16 bytes"),
            ("GET / HTTP/1.1\r\n\r\n", 400, "the request has no Host header"),
            ("GET / HTTP/1.1\nHost: h\n\n", 400, "a line ends with a bare LF; HTTP lines end with CRLF"),
            ("GET / HTTP/1.0\r\nHost: h\r\n\r\n", 505, "only HTTP/1.1 is supported"),
            ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", 400, "malformed request line"),
            ("GET http://x/ HTTP/1.1\r\nHost: h\r\n\r\n", 400, "the request target must be a path starting with '/'"),
            ("GET / HTTP/1.1\r\nHost : h\r\n\r\n", 400, "malformed header name"),
            ("GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n", 400, "a header line is folded (starts with a space)"),
            ("GET /" + String(repeating: "a", count: 80), 414, "the request line is longer than 64 bytes"),
            (
                "GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 1\r\nC: 1\r\nD: 1\r\n\r\n", 431,
                "more than 4 header fields"
            ),
            (
                "GET / HTTP/1.1\r\nHost: " + String(repeating: "h", count: 200), 431,
                "the header is larger than 128 bytes"
            ),
            ("GET /?a=%zz HTTP/1.1\r\nHost: h\r\n\r\n", 400, "malformed percent escape in the query"),
        ]
        for (text, status, reason) in cases {
            #expect(refusal(text) == HTTPRequestError(status, reason), "\(text.debugDescription)")
        }
    }

    @Test func theTokenComparesEveryByte() throws {
        let token = try AccessToken.random()
        #expect(token.text.count == 32)
        #expect(token.text.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(token.matches(token.text))
        #expect(!token.matches(String(token.text.dropLast())))
        #expect(!token.matches(token.text + "0"))
        #expect(!token.matches(""))
        #expect(try AccessToken.random() != token)
    }

    @Test func listenAddressesParse() throws {
        #expect(try ListenAddress(parsing: "0.0.0.0:8421") == ListenAddress(host: [0, 0, 0, 0], port: 8421))
        #expect(try !ListenAddress(parsing: "0.0.0.0:1").isLoopback)
        #expect(ListenAddress.standard.description == "127.0.0.1:8421")
        for text in ["localhost:80", "1.2.3:80", "1.2.3.4", "1.2.3.256:80", "1.2.3.4:70000"] {
            #expect(throws: HTTPServerError.invalidAddress(text)) { try ListenAddress(parsing: text) }
        }
        #expect(
            HTTPServerError.invalidAddress("x").description == "'x' is not a listen address such as 127.0.0.1:8421")
    }
}
