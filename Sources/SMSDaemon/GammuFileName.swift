/// A gammu-smsd files-backend inbox name: `IN<YYYYMMDD>_<HHMMSS>_<serial>_<sender>_<part>.<ext>`.
///
/// The date and time in the name are gammu's local time of an unknown zone; like every
/// spool time stamp they are not used: a file counts from when it was written.
struct GammuFileName: Equatable {
    var sender: String
    var part: Int
    var fileExtension: String

    init?(_ name: String) {
        guard name.hasPrefix("IN"), let dot = name.lastIndex(of: ".") else { return nil }
        let stem = name[name.index(name.startIndex, offsetBy: 2)..<dot]
        let fields = stem.split(separator: "_", omittingEmptySubsequences: false)
        // The sender may itself contain underscores: date, time and serial lead, part trails.
        guard fields.count >= 5 else { return nil }
        let date = fields[0], time = fields[1], serial = fields[2], part = fields[fields.count - 1]
        guard date.count == 8, time.count == 6, date.allSatisfy(\.isASCIIDigit), time.allSatisfy(\.isASCIIDigit),
              serial.allSatisfy(\.isASCIIDigit), let partNumber = Int(part)
        else { return nil }
        sender = fields[3..<(fields.count - 1)].joined(separator: "_")
        self.part = partNumber
        fileExtension = String(name[name.index(after: dot)...]).lowercased()
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits).
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
