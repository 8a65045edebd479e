// libFuzzer target: request lines never crash the parser, and what it accepts re-encodes
// to a line that parses to the same request. Answers (JSON) too.
import WireProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if let request = try? Request.parse(bytes, nowMillis: 1_800_000_000_000) {
        let line = Array(request.line.utf8.dropLast())
        // Escaping may make the line longer than the limit; within it, it must parse back.
        if line.count < maximumRequestLength {
            let again = try? Request.parse(line, nowMillis: 1_800_000_000_000)
            precondition(again == request, "round trip changed \(request) into \(String(describing: again))")
        }
    }
    if let json = try? JSONParser.parse(bytes: Array(bytes)) {
        precondition((try? JSONParser.parse(json.encoded)) == json, "JSON round trip failed")
    }
    _ = ServerMessage.parse(String(decoding: bytes, as: UTF8.self))
    return 0
}
