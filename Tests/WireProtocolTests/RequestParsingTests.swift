import Testing
@testable import WireProtocol

@Suite("Request lines")
struct RequestParsingTests {
    let now: Int64 = 1_800_000_000_000

    func parse(_ line: String) throws -> Request {
        try Request.parse(Array(line.utf8), nowMillis: now)
    }

    func error(_ line: String) -> RequestError? {
        do { _ = try Request.parse(Array(line.utf8), nowMillis: now); return nil } catch { return error }
    }

    @Test func latestWithoutArguments() throws {
        #expect(try parse("LATEST") == .latest(CodeFilter(), consume: false))
    }

    @Test func verbsAndKeysIgnoreCase() throws {
        #expect(try parse("latest FROM=Google") == .latest(CodeFilter(sender: "Google"), consume: false))
    }

    @Test func carriageReturnIsDropped() throws {
        #expect(try parse("PING\r") == .ping)
    }

    @Test func consumeVerbAndFlagAgree() throws {
        #expect(try parse("CONSUME") == .latest(CodeFilter(), consume: true))
        #expect(try parse("LATEST consume=1") == .latest(CodeFilter(), consume: true))
        #expect(try parse("LATEST consume=0") == .latest(CodeFilter(), consume: false))
    }

    @Test func afterNowIsTheParseTime() throws {
        #expect(try parse("LATEST after=now") == .latest(CodeFilter(afterMillis: now), consume: false))
        #expect(try parse("LATEST after=123") == .latest(CodeFilter(afterMillis: 123), consume: false))
    }

    @Test func waitNeedsATimeout() throws {
        #expect(error("WAIT")?.kind == "bad-request")
        #expect(try parse("WAIT timeout=2.5 source=spool") == .wait(CodeFilter(source: "spool"), timeoutMillis: 2500, consume: false))
    }

    @Test func watchReplayAndMaxAge() throws {
        #expect(try parse("WATCH replay=latest max_age=180") == .watch(CodeFilter(), replayLatest: true, maxAgeMillis: 180_000))
        #expect(try parse("WATCH") == .watch(CodeFilter(), replayLatest: false, maxAgeMillis: nil))
        #expect(error("WATCH replay=all")?.kind == "bad-request")
    }

    @Test func quotedValuesKeepSpacesAndEscapes() throws {
        #expect(try parse(#"LATEST from="Bank of \"X\"""#) == .latest(CodeFilter(sender: #"Bank of "X""#), consume: false))
        #expect(try parse(#"INGEST from=+4912 text="a b\nc""#) == .ingest(text: "a b\nc", sender: "+4912", source: nil))
    }

    @Test(arguments: [
        ("", "bad-request"),
        ("FROB", "unknown-verb"),
        ("LATEST from", "bad-request"),
        ("LATEST color=red", "bad-request"),
        ("LATEST after=yesterday", "bad-request"),
        ("WAIT timeout=-1", "bad-request"),
        ("WAIT timeout=nan", "bad-request"),
        (#"LATEST from="unterminated"#, "bad-request"),
        ("LATEST consume=maybe", "bad-request"),
    ])
    func refusals(line: String, kind: String) {
        #expect(error(line)?.kind == kind)
    }

    @Test func overlongLineIsRefused() {
        let line = "LATEST from=" + String(repeating: "x", count: maximumRequestLength)
        #expect(error(line)?.kind == "too-long")
    }

    @Test func invalidUTF8IsRefused() {
        var bytes = Array("LATEST from=".utf8)
        bytes += [0xC3, 0x28]
        #expect(throws: RequestError(kind: "bad-utf8", message: "request is not valid UTF-8")) {
            try Request.parse(bytes, nowMillis: now)
        }
    }

    @Test(arguments: [
        Request.latest(CodeFilter(sender: "Bank of X", source: "modem", afterMillis: 42), consume: true),
        Request.wait(CodeFilter(), timeoutMillis: 1500, consume: false),
        Request.watch(CodeFilter(sender: "G"), replayLatest: true, maxAgeMillis: 180_000),
        Request.status,
        Request.ping,
        Request.ingest(text: "Code: 1234\n\"quoted\" \\ end", sender: "+49 1", source: "gammu"),
    ])
    func encodedLinesParseBack(request: Request) throws {
        let line = request.line
        #expect(line.hasSuffix("\n"))
        #expect(try parse(String(line.dropLast())) == request)
    }
}
