/// Lets APIs that write to a `TextOutputStream` write to a command's ``TextOutput``.
struct TextOutputStreamAdapter: TextOutputStream {
    let output: any TextOutput

    mutating func write(_ string: String) {
        output.write(string)
    }
}
