internal import CSmsShim
internal import Glibc

/// Signals delivered as readable events on a descriptor (signalfd), so they wake the event
/// loop like any other input and no handler runs at an arbitrary point.
public final class SignalReceiver {
    /// The descriptor to register with the event loop.
    public let descriptor: FileDescriptor
    private let signals: [CInt]

    /// Blocks `signals` for the process and routes them to a descriptor.
    /// Block them before starting threads, so every thread inherits the mask.
    /// The corresponding C functions are `sigprocmask` and `signalfd`.
    public init(_ signals: [CInt]) throws(Errno) {
        self.signals = signals
        let fd = signals.withUnsafeBufferPointer { CSmsShim_signalfd($0.baseAddress, CInt($0.count)) }
        guard fd >= 0 else { throw Errno.current("signalfd") }
        descriptor = FileDescriptor(rawValue: fd)
    }

    deinit { descriptor.close() }

    /// The signals received since the last call.
    public func pending() -> [CInt] {
        var result: [CInt] = []
        while true {
            let signal = CSmsShim_signalfd_read(descriptor.rawValue)
            if signal <= 0 { break }
            result.append(signal)
        }
        return result
    }
}
