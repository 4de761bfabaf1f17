import StretchyBehaviors
import StretchyCore

/// A stack text: parsed and built against the profile header, or refused with a `BehaviorError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStack(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? BehaviorRegistry.builtIn.makeStack(stack: text, configuration: .profileHeader)
    return 0
}
