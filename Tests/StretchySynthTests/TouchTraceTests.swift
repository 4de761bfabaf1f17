import StretchyCore
import Testing

@testable import StretchySynth

struct TouchTraceTests {
    func failure(_ text: String) -> TouchTraceError? {
        do {
            _ = try TouchTrace(parsing: text, file: "TRACE.csv")
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesMillisecondsAndNanoseconds() throws {
        let trace = try TouchTrace(
            parsing: "stroke,event,t_ms,x,y\n1,down,1000,10,500\n1,move,1016,10,480\n1,up,1032,10,460\n", file: "a.csv")
        #expect(trace.timeUnit == .milliseconds)
        #expect(trace.strokes.count == 1)
        #expect(trace.strokes[0].events.map(\.kind) == [.down, .move, .up])
        #expect(trace.strokes[0].events[1].time == 1.016)
        #expect(trace.strokes[0].events[2].line == 4)
        let ns = try TouchTrace(
            parsing: "y,x,t_ns,event,stroke,extra\r\n5,1,0,down,a,z\r\n\r\n6,1,8000000,up,a,z\r\n", file: "b.csv")
        #expect(ns.timeUnit == .nanoseconds)
        #expect(ns.strokes[0].events[1].time == 0.008)
        #expect(ns.strokes[0].events[1].y == 6)
    }

    @Test func errorsNameFileLineAndReason() {
        let header = "stroke,event,t_ms,x,y\n"
        let cases: [(String, String)] = [
            ("", "TRACE.csv: the file is empty; expected a header line"),
            ("stroke,event,t_ms,x\n", "TRACE.csv:1: missing column 'y'"),
            ("stroke,t_ms,x,y\n", "TRACE.csv:1: missing column 'event'"),
            ("stroke,event,x,y\n", "TRACE.csv:1: missing a time column, 't_ms' or 't_ns'"),
            ("stroke,event,t_ms,t_ns,x,y\n", "TRACE.csv:1: both 't_ms' and 't_ns' columns; keep one"),
            ("stroke,event,t_ms,x,x,y\n", "TRACE.csv:1: column 'x' appears twice"),
            (header, "TRACE.csv: no rows after the header"),
            (header + "1,down,0,1\n", "TRACE.csv:2: 4 fields, expected 5"),
            (header + "1,down,0,1,abc\n", "TRACE.csv:2: 'y' is 'abc', not a finite number"),
            (header + "1,down,nan,1,2\n", "TRACE.csv:2: 't_ms' is 'nan', not a finite number"),
            (header + "1,down,0,1,2\n1,mvoe,5,1,2\n", "TRACE.csv:3: unknown event 'mvoe'"),
            (header + ",down,0,1,2\n", "TRACE.csv:2: the stroke id is empty"),
            (header + "1,move,0,1,2\n", "TRACE.csv:2: stroke '1' starts with 'move', not 'down'"),
            (header + "1,down,0,1,2\n1,down,5,1,2\n", "TRACE.csv:3: stroke '1' has a second 'down' before its 'up'"),
            (header + "1,down,0,1,2\n1,move,5,1,2\n2,down,9,1,2\n", "TRACE.csv:3: stroke '1' ends without an 'up'"),
            (header + "1,down,0,1,2\n1,move,5,1,2\n", "TRACE.csv:3: stroke '1' ends without an 'up'"),
            (header + "1,down,10,1,2\n1,up,9,1,2\n", "TRACE.csv:3: 't_ms' is 9, before the stroke's previous 10"),
        ]
        for (text, message) in cases {
            #expect(failure(text)?.description == message, "\(text)")
        }
    }

    @Test func hintsSuggestTheNearestEvent() {
        let error = failure("stroke,event,t_ms,x,y\n1,down,0,1,2\n1,muve,5,1,2\n")
        #expect(error?.hint == "Did you mean 'move'? Events are down, move and up.")
        #expect(
            failure("stroke,event,t_ms,x\n")?.hint
                == "The header must name stroke, event, t_ms or t_ns, x and y, for example 'stroke,event,t_ms,x,y'.")
    }

    @Test func unreadableFile() {
        do {
            _ = try TouchTrace(contentsOfFile: Fixture.path("touch/no-such-file.csv"))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasSuffix("no-such-file.csv: cannot read the file: No such file or directory"))
        }
    }
}
