import Testing
import WireProtocol
@testable import SMSDaemon

@Suite("Code store")
struct CodeStoreTests {
    func add(_ store: inout CodeStore, _ code: String, sender: String? = nil, source: String = "spool:/s/f", at time: Int64) -> CodeRecord {
        store.add(code: code, kind: "numeric", sender: sender, service: nil, domain: nil, source: source, receivedMillis: time).record
    }

    @Test func newestLiveCodeWins() {
        var store = CodeStore(ttlMillis: 300_000)
        _ = add(&store, "1111", at: 1000)
        let second = add(&store, "2222", at: 2000)
        #expect(store.latest(matching: CodeFilter(), now: 3000) == second)
    }

    @Test func expiryIsReceivedPlusTTL() {
        var store = CodeStore(ttlMillis: 5000)
        let record = add(&store, "1111", at: 1000)
        #expect(record.expiresMillis == 6000)
        #expect(store.latest(matching: CodeFilter(), now: 5999) != nil)
        #expect(store.latest(matching: CodeFilter(), now: 6000) == nil)
        #expect(store.expire(now: 6000).map(\.id) == [record.id])
        #expect(store.count == 0)
        #expect(store.nextExpiry == nil)
    }

    @Test func nextExpiryIsTheEarliest() {
        var store = CodeStore(ttlMillis: 1000)
        _ = add(&store, "1", at: 50)
        _ = add(&store, "2", at: 10)
        #expect(store.nextExpiry == 1010)
    }

    @Test func lateOlderMessageDoesNotBecomeLatest() {
        var store = CodeStore(ttlMillis: 300_000)
        let newer = add(&store, "2222", at: 2000)
        _ = add(&store, "1111", at: 1000)
        #expect(store.latest(matching: CodeFilter(), now: 3000) == newer)
    }

    @Test func filtersBySenderAndSource() {
        var store = CodeStore(ttlMillis: 300_000)
        let google = add(&store, "1111", sender: "Google", source: "modem:/m/0", at: 1000)
        _ = add(&store, "2222", sender: "Bank", source: "spool:/s/x", at: 2000)
        #expect(store.latest(matching: CodeFilter(sender: "google"), now: 3000) == google)
        #expect(store.latest(matching: CodeFilter(source: "modem"), now: 3000) == google)
        #expect(store.latest(matching: CodeFilter(afterMillis: 2000), now: 3000) == nil)
    }

    @Test func removeConsumesOnce() {
        var store = CodeStore(ttlMillis: 300_000)
        let record = add(&store, "1111", at: 1000)
        #expect(store.remove(id: record.id) == record)
        #expect(store.remove(id: record.id) == nil)
        #expect(store.latest(matching: CodeFilter(), now: 1001) == nil)
    }

    @Test func capacityDropsTheOldest() {
        var store = CodeStore(ttlMillis: 300_000, capacity: 3)
        var evicted: [CodeRecord] = []
        for i in 0..<5 {
            evicted += store.add(code: "\(1000 + i)", kind: "numeric", sender: nil, service: nil, domain: nil,
                                 source: "x", receivedMillis: Int64(i)).evicted
        }
        #expect(store.count == 3)
        #expect(evicted.map(\.code) == ["1000", "1001"])
    }

    @Test func idsIncrease() {
        var store = CodeStore(ttlMillis: 10)
        let a = add(&store, "1", at: 0), b = add(&store, "2", at: 0)
        #expect(b.id > a.id)
    }
}
