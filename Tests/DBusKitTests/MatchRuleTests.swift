import Testing
import TestSupport
import DBusKit

@Suite struct MatchRuleTests {
    @Test(arguments: [
        ("plain", "'plain'"),
        ("it's", "'it'\\''s'"),
        ("''", "''\\'''\\'''"),
        ("a,b=c", "'a,b=c'"),
        ("", "''"),
    ])
    func quotes(value: String, quoted: String) {
        #expect(MatchRule.quote(value) == quoted)
    }

    @Test func rendersEveryField() {
        let rule = MatchRule(
            sender: "org.freedesktop.ModemManager1", interface: "org.freedesktop.DBus.Properties",
            member: "PropertiesChanged", pathNamespace: "/org/freedesktop/ModemManager1/SMS",
            arguments: [2: "x", 0: "org.freedesktop.ModemManager1.Sms"])
        #expect(rule.description == "type='signal',sender='org.freedesktop.ModemManager1',"
            + "interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',"
            + "path_namespace='/org/freedesktop/ModemManager1/SMS',arg0='org.freedesktop.ModemManager1.Sms',arg2='x'")
    }

    @Test func matchesClientSide() {
        let rule = MatchRule(interface: "a.b", member: "M", pathNamespace: "/a", arguments: [0: "it's"])
        let signal = DBusSignal(sender: ":1.1", path: "/a/b", interface: "a.b", member: "M", arguments: [.string("it's")])
        #expect(rule.matches(signal))
        var other = signal
        other.arguments = [.string("its")]
        #expect(!rule.matches(other))
        other = signal
        other.path = "/ab"
        #expect(!rule.matches(other))
    }
}
