/// The Unicode properties the rules read for scalars beyond ASCII, behind a call.
///
/// `Unicode.Scalar.Properties` is resilient: a function that reads a property inline looks
/// up its metadata and reserves stack for it on every call, before it knows whether any
/// scalar it sees is beyond ASCII (most of the time none is). Behind a call, that set-up
/// runs only when a property is read.
enum UnicodeLookup {
    @inline(never)
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }

    @inline(never)
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }

    @inline(never)
    static func isCurrencySymbol(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .currencySymbol }

    /// Whether `scalar` is a capital letter, ASCII ones without a call.
    @inline(__always)
    static func isCapital(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x41...0x5A).contains(scalar.value) : isUppercase(scalar)
    }
}
