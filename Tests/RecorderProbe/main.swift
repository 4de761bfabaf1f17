// A test helper: records samples into a session in batches, printing "committed <count>" after each commit, until
// it is killed. Usage: recorder-probe <database> <session> <batch size>
import Foundation
import StretchyCore
import StretchyStore

let arguments = CommandLine.arguments
guard arguments.count == 4, let batchSize = Int(arguments[3]) else {
    FileHandle.standardError.write("usage: recorder-probe <database> <session> <batch size>\n".data(using: .utf8)!)
    exit(64)
}
do {
    let store = try SessionStore(path: arguments[1], mode: .create)
    let recorder = try store.startRecording(
        SessionMetadata(name: arguments[2], source: .device, refreshRate: 120, device: "probe"),
        policy: RecorderBatchPolicy(maximumCount: batchSize, maximumInterval: .infinity))
    var index = 0
    while true {
        let before = recorder.batchesCommitted
        try recorder.append(ProbeSample.sample(index))
        index += 1
        if recorder.batchesCommitted != before {
            // Unbuffered, so the test sees each line as soon as the batch is committed.
            FileHandle.standardOutput.write("committed \(recorder.committedCount)\n".data(using: .utf8)!)
        }
        usleep(100)
    }
} catch {
    FileHandle.standardError.write("recorder-probe: \(error)\n".data(using: .utf8)!)
    exit(1)
}
