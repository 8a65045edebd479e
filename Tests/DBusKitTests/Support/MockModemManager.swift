import TestSupport
import Foundation

/// The dbusmock fake ModemManager (`Tests/IntegrationTests/modem/mm_mock.py`) on a private bus.
final class MockModemManager {
    let controller: ChildProcess

    init(bus: PrivateBus) throws {
        controller = try ChildProcess(
            systemPython, [repositoryRoot + "/Tests/IntegrationTests/modem/mm_mock.py"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        guard controller.readLine(timeoutMillis: 15_000) == "ok ready" else {
            controller.stop()
            throw TestFailure("mm_mock.py did not start")
        }
    }

    /// Sends one command and waits for its answer (the loop is not running meanwhile; the
    /// source's messages queue in its socket and are handled on the next run).
    @discardableResult
    func command(_ json: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: json)
        controller.send(String(decoding: data, as: UTF8.self))
        guard let answer = controller.readLine(timeoutMillis: 15_000) else { throw TestFailure("mm_mock.py: no answer to \(json)") }
        guard answer.hasPrefix("ok") else { throw TestFailure("mm_mock.py: \(answer) for \(json)") }
        return String(answer.dropFirst(2)).trimmingCharacters(in: .whitespaces)
    }

    func stop() { controller.stop() }

    deinit { stop() }
}
