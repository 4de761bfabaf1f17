/// What one in-process run of `stretchy-replay` printed and returned.
struct RunResult: Equatable {
    var status: Int32
    var output: String
    var error: String
}
