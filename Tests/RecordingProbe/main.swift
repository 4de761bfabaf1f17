// Test-only helper: runs a RecordingServer on a free loopback port as `stretchy-replay record` will, printing
// `port N`, until SIGINT or SIGTERM (then it stops cleanly and prints `stopped`). The kill test SIGKILLs it.
// Usage: recording-probe FILE.db [SESSION-TIMEOUT-SECONDS]
import StretchyHTTP
import StretchyRecord
import StretchyStore
import _StretchySystem

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: recording-probe FILE.db [SESSION-TIMEOUT-SECONDS]")
    exit(2)
}
InterruptSignal.block()
do {
    let store = try SessionStore(path: arguments[1], mode: .create)
    var configuration = try RecordingConfiguration(listen: ListenAddress(host: [127, 0, 0, 1], port: 0))
    if arguments.count >= 3, let timeout = Double(arguments[2]) { configuration.sessionTimeout = timeout }
    let server = RecordingServer(configuration: configuration, store: store, stack: nil)
    try server.start()
    print("port \(server.port)")
    fflush(nil)
    InterruptSignal.wait()
    try server.stop()
    print("stopped \(server.sessionNames.joined(separator: ","))")
} catch {
    print("error: \(error)")
    exit(1)
}
