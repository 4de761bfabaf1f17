import StretchySynth

/// A gesture script: parsed, then its first 2,000 samples generated; or refused with a `SynthScriptError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let script = try? SynthScript(parsing: text) else { return 0 }
    for (index, sample) in script.samples().enumerated() {
        precondition(sample.time.isFinite && sample.offsetY.isFinite, "a generated sample is not finite")
        if index >= 2_000 { break }
    }
    return 0
}
