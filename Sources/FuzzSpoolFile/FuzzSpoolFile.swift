// libFuzzer target: any file content under any name decodes or is refused, never crashes.
import SMSDaemon

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpoolFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The first byte picks a name shape, so gammu names are explored too.
    let names = ["GSM1.xYz", "IN20251130_140307_00_+4477009_00.txt", "IN20251130_140307_00_Bank_01.bin", "plain"]
    let name = names[Int(bytes.first ?? 0) % names.count]
    if let message = try? SpoolFileParser.parse(name: name, bytes: Array(bytes.dropFirst())) {
        precondition(!message.text.isEmpty)
    }
    return 0
}
