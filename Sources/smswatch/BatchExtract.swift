import CodeExtract
import Glibc
import UnixKit

/// `smswatch extract --tsv FILE`: one `id<TAB>code|NONE` line per corpus row, in order.
enum BatchExtract {
    /// Corpus files are text; anything larger than this is a mistake, not a corpus.
    static let sizeLimit = 1 << 30

    static func run(path: String) -> Int32 {
        let bytes: [UInt8]
        do {
            let fd = path == "-" ? FileDescriptor.standardInput : try FileDescriptor.open(path, O_RDONLY)
            defer { if path != "-" { fd.close() } }
            guard let all = try fd.readAll(limit: sizeLimit) else {
                Output.fail("\(path) is larger than 1 GiB")
                return ExitStatus.usage
            }
            bytes = all
        } catch {
            Output.fail("cannot read \(path): \(error.message)")
            return ExitStatus.usage
        }
        guard let contents = String(validating: bytes, as: UTF8.self) else {
            Output.fail("\(path) is not UTF-8 text")
            return ExitStatus.usage
        }
        let rows: [CorpusRow]
        do {
            rows = try parseCorpusTSV(contents)
        } catch {
            Output.fail("\(path): \(error.description)")
            return ExitStatus.usage
        }
        let extractor = CodeExtractor()
        var out = ""
        out.reserveCapacity(1 << 16)
        for row in rows {
            out += row.id
            out += "\t"
            out += extractor.extract(row.text, sender: row.sender.isEmpty ? nil : row.sender)?.code ?? "NONE"
            out += "\n"
            if out.utf8.count >= 1 << 16 {
                Output.out(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        Output.out(out)
        return ExitStatus.ok
    }
}
