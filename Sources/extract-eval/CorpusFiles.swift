import CodeExtract
import Foundation

/// The `.tsv` corpus files named on the command line (files, or directories searched one level deep).
enum CorpusFiles {
    /// Loads every row of every file, in file-name order; exits 66 on an unreadable file.
    static func load(_ paths: [String]) -> [(file: String, rows: [CorpusRow])] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                fail("extract-eval: cannot read \(path): no such file or directory (pass .tsv files or directories)", code: 66)
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".tsv") }.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return files.map { file in
            guard let data = FileManager.default.contents(atPath: file) else {
                fail("extract-eval: cannot read \(file) (check permissions)", code: 66)
            }
            do {
                return (file, try parseCorpusTSV(String(decoding: data, as: UTF8.self)))
            } catch {
                fail("extract-eval: \(file): \(error)", code: 65)
            }
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(code)
    }
}
