// libFuzzer target: bytes in D-Bus wire format decode to values or to an error, never a crash.
import DBusKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDBusMessage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = MarshalledMessage.arguments(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
