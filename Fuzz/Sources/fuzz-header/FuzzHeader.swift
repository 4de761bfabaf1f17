import Foundation
import StretchyCore

/// A header configuration file's bytes: loaded, or refused with a `ConfigurationError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? HeaderConfiguration(json: Data(bytes: data, count: size))
    return 0
}
