import CodeExtract

/// `--tsv` batch mode. Placeholder until CodeExtract's corpus API lands.
enum BatchExtract {
    static func run(path: String) -> Int32 {
        Output.fail("--tsv is not available yet")
        return ExitStatus.usage
    }
}
