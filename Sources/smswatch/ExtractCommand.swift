import CodeExtract
import Glibc
import UnixKit
import WireProtocol

/// `smswatch extract`: runs the extractor on text, without the daemon.
enum ExtractCommand {
    static let usage = """
        Usage: smswatch extract [--sender S] [--json | --explain] [TEXT]
               smswatch extract --tsv FILE

        Prints the one-time code in TEXT (or stdin) and exits 0, or prints nothing and exits 1.
          --sender S   The sender's number or name (context only).
          --json       Print a JSON object: code, kind, confidence, domain, service, range.
          --explain    List every candidate with why it was chosen or refused.
          --tsv FILE   Batch mode over a corpus file (id, lang, sender, expected, text; a
                       header line; \\n \\t \\r \\\\ escapes in text): prints `id<TAB>code` or
                       `id<TAB>NONE` for every row, in order. FILE may be - for stdin.
        Exit: 0 code found (batch: done), 1 no code, 64 usage.
        """

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        var cursor = ArgumentCursor(arguments, command: "extract")
        var sender: String?, tsv: String?
        var json = false, explain = false
        while let option = cursor.nextOption() {
            switch option {
            case "-h", "--help": Output.out(usage + "\n"); return ExitStatus.ok
            case "--sender": sender = try cursor.value(for: option)
            case "--json": json = true
            case "--explain": explain = true
            case "--tsv": tsv = try cursor.value(for: option)
            default: throw cursor.unknown(option)
            }
        }
        if json && explain { throw UsageError(message: "--json and --explain exclude each other", command: "extract") }
        if let tsv {
            guard cursor.positionals.isEmpty, !json, !explain, sender == nil else {
                throw UsageError(message: "--tsv takes no other arguments", command: "extract")
            }
            return BatchExtract.run(path: tsv)
        }
        guard cursor.positionals.count <= 1 else {
            throw UsageError(message: "give the text as one argument (quote it), or on stdin", command: "extract")
        }
        let text: String
        if let argument = cursor.positionals.first {
            text = argument
        } else {
            guard let bytes = try? FileDescriptor.standardInput.readAll(limit: 1 << 20),
                  let decoded = String(validating: bytes, as: UTF8.self) else {
                Output.fail("stdin is not UTF-8 text of at most 1 MiB")
                return ExitStatus.noCode
            }
            text = decoded.hasSuffix("\n") ? String(decoded.dropLast()) : decoded
        }
        let extractor = CodeExtractor()
        if explain {
            Output.out(ExplainFormatter.explain(text, sender: sender, extractor: extractor))
            return extractor.extract(text, sender: sender) == nil ? ExitStatus.noCode : ExitStatus.ok
        }
        guard let found = extractor.extract(text, sender: sender) else { return ExitStatus.noCode }
        if json {
            let start = text.unicodeScalars.distance(from: text.startIndex, to: found.range.lowerBound)
            let end = text.unicodeScalars.distance(from: text.startIndex, to: found.range.upperBound)
            let object: JSONValue = .object([
                ("code", .string(found.code)),
                ("kind", .string(found.kind.rawValue)),
                ("confidence", .number(found.confidence)),
                ("domain", found.domain.map(JSONValue.string) ?? .null),
                ("service", found.service.map(JSONValue.string) ?? .null),
                ("range", .array([.number(Double(start)), .number(Double(end))])),
                ("matched", .string(String(text[found.range]))),
            ])
            Output.out(object.encoded + "\n")
        } else {
            Output.out(found.code + "\n")
        }
        return ExitStatus.ok
    }
}
