import Testing
@testable import WireProtocol

@Suite("Answers and filters")
struct ServerMessageTests {
    let record = CodeRecord(
        id: 7, code: "483920", kind: "numeric", sender: "Google", service: "Google", domain: "example.com",
        source: "modem:/org/freedesktop/ModemManager1/Modem/0", receivedMillis: 1000, expiresMillis: 301_000)

    @Test(arguments: [
        ServerMessage.code(CodeRecord(id: 1, code: "A7K9Q2", kind: "alphanumeric", sender: nil, service: nil, domain: nil,
                                      source: "spool:/x", receivedMillis: 5, expiresMillis: 10)),
        ServerMessage.event(CodeRecord(id: 2, code: "1234", kind: "numeric", sender: "+49", service: nil, domain: nil,
                                       source: "ingest:hook", receivedMillis: 5, expiresMillis: 10)),
        ServerMessage.gone(id: 3, reason: "expired"),
        ServerMessage.error(kind: "timeout", message: "no code arrived in time"),
    ])
    func encodeThenParse(message: ServerMessage) {
        let line = message.encoded
        #expect(line.hasSuffix("\n"))
        #expect(!line.dropLast().contains("\n"))
        #expect(ServerMessage.parse(line.dropLast()) == message)
    }

    @Test func everyAnswerCarriesTheVersion() throws {
        let json = try JSONParser.parse(ServerMessage.ok(.object([])).encoded)
        #expect(json["v"]?.int64Value == Int64(protocolVersion))
        #expect(json["ok"]?.boolValue == true)
    }

    @Test func unknownLinesAreNotMessages() {
        #expect(ServerMessage.parse("hello") == nil)
        #expect(ServerMessage.parse(#"{"v":1}"#) == nil)
    }

    @Test(arguments: [
        (CodeFilter(), true),
        (CodeFilter(sender: "google"), true),
        (CodeFilter(sender: "goo"), true),
        (CodeFilter(sender: "Apple"), false),
        (CodeFilter(source: "modem"), true),
        (CodeFilter(source: "spool"), false),
        (CodeFilter(source: "modem:/org/freedesktop/ModemManager1/Modem/0"), true),
        (CodeFilter(source: "modem:/org/freedesktop/ModemManager1/Modem/1"), false),
        (CodeFilter(afterMillis: 999), true),
        (CodeFilter(afterMillis: 1000), false),
    ])
    func filters(filter: CodeFilter, matches: Bool) {
        #expect(filter.matches(record) == matches)
    }

    @Test func senderFilterNeedsASender() {
        var anonymous = record
        anonymous.sender = nil
        #expect(!CodeFilter(sender: "x").matches(anonymous))
    }

    @Test func socketPathPrecedence() {
        func env(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
        #expect(SocketPath.resolve(explicit: "/a", environment: env(["SMSWATCH_SOCKET": "/b"]), isRoot: false) == "/a")
        #expect(SocketPath.resolve(explicit: nil, environment: env(["SMSWATCH_SOCKET": "/b", "XDG_RUNTIME_DIR": "/r"]), isRoot: false) == "/b")
        #expect(SocketPath.resolve(explicit: nil, environment: env(["XDG_RUNTIME_DIR": "/run/user/1000"]), isRoot: false)
                == "/run/user/1000/smswatch/smswatchd.sock")
        #expect(SocketPath.resolve(explicit: nil, environment: env(["XDG_RUNTIME_DIR": "/run/user/0"]), isRoot: true)
                == "/run/smswatch/smswatchd.sock")
        #expect(SocketPath.resolve(explicit: nil, environment: env([:]), isRoot: false) == "/run/smswatch/smswatchd.sock")
    }
}
