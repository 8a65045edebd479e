// libFuzzer target: the extractor never crashes, and a code it returns is in the text.
// Build and run: scripts/fuzz.sh (see the README).
import CodeExtract

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExtract(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let extractor = CodeExtractor()
    guard let found = extractor.extract(text, sender: nil) else { return 0 }
    // The code is what the range shows, less separators and with digits folded to ASCII.
    let shown = text[found.range].filter { $0.isLetter || $0.isNumber }
    precondition(!found.code.isEmpty && found.code.count <= shown.count, "code \(found.code) not in \(text[found.range])")
    precondition((0...1).contains(found.confidence))
    _ = extractor.explain(text, sender: "G")
    return 0
}
