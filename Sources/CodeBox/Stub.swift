// Interim stand-in until the codebox lands.
public enum CodeBoxCommand {
    public static func run(arguments: [String], socketPath: String?) -> Int32 { 64 }
}
