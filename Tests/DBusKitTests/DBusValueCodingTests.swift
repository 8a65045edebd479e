import Testing
import TestSupport
@testable import DBusKit

/// Values go through a real libdbus message (appended with DBusMessageIter, marshalled to
/// wire bytes, demarshalled) and must come back equal.
@Suite struct DBusValueCodingTests {
    static let samples: [DBusValue] = [
        .byte(0xFF), .boolean(true), .boolean(false), .int16(-2), .uint16(65_535), .int32(-7), .uint32(3),
        .int64(.min), .uint64(.max), .double(2.5), .string(""), .string("【腾讯】验证码：864209"),
        .objectPath("/org/freedesktop/ModemManager1/SMS/3"), .signature("a{sv}"),
        .variant(.uint32(3)), .variant(.variant(.string("deep"))),
        .array(element: .string, []), .array(element: .byte, [.byte(1), .byte(2), .byte(0)]),
        .array(element: "ai", [.array(element: .int32, [.int32(1)]), .array(element: .int32, [])]),
        .properties(["State": .uint32(3), "Text": .string("code 123456"), "Data": .array(element: .byte, [])]),
        .dictionary(key: .objectPath, value: "a{sa{sv}}", [
            DBusDictEntry(key: .objectPath("/org/freedesktop/ModemManager1/Modem/0"), value: .dictionary(
                key: .string, value: "a{sv}",
                [DBusDictEntry(key: .string("org.freedesktop.ModemManager1.Modem"), value: .properties(["State": .int32(8)]))])),
        ]),
        .structure([.uint32(1), .variant(.string("x"))]),
    ]

    @Test(arguments: samples)
    func roundTrips(value: DBusValue) throws {
        let message = try Message.signal(path: "/t", interface: "t.T", member: "S", arguments: [value, .string("after")])
        let again = try Message.demarshal(message.marshal())
        var problems: [String] = []
        #expect(again.arguments { problems.append($0) } == [value, .string("after")])
        #expect(problems.isEmpty)
        #expect(value.signature.isSingleCompleteType)
    }

    @Test func accessorsSeeThroughVariants() {
        let props = DBusValue.properties(["State": .uint32(3), "Number": .string("+1555")])
        #expect(props.stringKeyed?["State"]?.integer == 3)
        #expect(props.stringKeyed?["Number"]?.string == "+1555")
        #expect(DBusValue.variant(.objectPath("/a")).objectPath == "/a")
        #expect(DBusValue.uint64(.max).integer == nil)
        #expect(DBusValue.string("x").integer == nil)
    }

    @Test func refusesMistypedContainers() throws {
        let mixed = DBusValue.array(element: .string, [.string("a"), .uint32(1)])
        #expect(throws: DBusError.self) { try Message.signal(path: "/t", interface: "t.T", member: "S", arguments: [mixed]) }
        #expect(throws: DBusError.self) {
            try Message.signal(path: "/t", interface: "t.T", member: "S", arguments: [.string("nul\u{0}inside")])
        }
        #expect(throws: DBusError.self) {
            try Message.signal(path: "/t", interface: "t.T", member: "S", arguments: [.structure([])])
        }
    }

    @Test func badWireBytesAreAnErrorNotATrap() throws {
        #expect(throws: DBusError.self) { try Message.demarshal([1, 2, 3]) }
        var bytes = try Message.signal(path: "/t", interface: "t.T", member: "S", arguments: [.string("hello")]).marshal()
        #expect(bytes.count > 20)
        // Corrupt the body: the string's length field and its bytes.
        for i in (bytes.count - 8)..<bytes.count { bytes[i] = 0xFF }
        #expect(throws: DBusError.self) { try Message.demarshal(bytes) }
    }

    /// libdbus itself refuses such depth on the wire; DBusKit's own cap, which bounds its
    /// recursion whatever libdbus accepts, is tested with a lower limit on a legal message.
    @Test func deepVariantsAreRefusedOrCapped() throws {
        var tooDeep = DBusValue.string("bottom")
        for _ in 0..<70 { tooDeep = .variant(tooDeep) }
        if let message = try? Message.signal(path: "/t", interface: "t.T", member: "S", arguments: [tooDeep]) {
            #expect(throws: DBusError.self) { try Message.demarshal(message.marshal()) }
        }
        var value = DBusValue.string("bottom")
        for _ in 0..<10 { value = .variant(value) }
        let message = try Message.signal(path: "/t", interface: "t.T", member: "S", arguments: [value])
        let again = try Message.demarshal(message.marshal())
        var problems: [String] = []
        #expect(again.arguments(depthLimit: 8) { problems.append($0) }.isEmpty)
        #expect(problems.contains { $0.contains("deeper than 8") })
        #expect(again.arguments(depthLimit: 64).count == 1)
    }

}
