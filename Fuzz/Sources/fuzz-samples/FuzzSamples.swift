import Foundation
import StretchyStore

nonisolated(unsafe) private var store: SessionStore?
nonisolated(unsafe) private var count = 0

/// The first byte picks CSV or JSON Lines; the rest is the sample file, imported into one database per process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSamples(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    if store == nil {
        let database = "/tmp/stretchy-fuzz-\(getpid()).db"
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        store = try? SessionStore(path: database, mode: .create)
    }
    let format = data[0] & 1 == 0 ? "csv" : "jsonl"
    let path = "/tmp/stretchy-fuzz-\(getpid()).\(format)"
    FileManager.default.createFile(atPath: path, contents: Data(bytes: data + 1, count: size - 1))
    count += 1
    _ = try? store?.importSamples(fromFile: path, name: "fuzz-\(count)")
    return 0
}
