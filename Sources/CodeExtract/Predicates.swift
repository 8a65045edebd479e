extension Bool {
    /// 1 for true, 0 for false: tests combined with `&` and `|` take no branch, where `&&`
    /// and `||` may branch on each operand (used where what a test answers follows the text,
    /// which the branch predictor cannot learn).
    @inline(__always)
    var bit: UInt8 { unsafeBitCast(self, to: UInt8.self) }
}

extension Unicode.Scalar {
    /// A colon, ASCII or full-width: what hands a label's value over ("Code: 4412", "验证码：4412").
    var isColon: Bool { self == ":" || self == "：" }
}
