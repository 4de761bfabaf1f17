import StretchySynth

/// A touch trace: parsed and converted, its first 2,000 samples generated; or refused with a `TouchTraceError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouches(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let trace = try? TouchTrace(parsing: text, file: "fuzz.csv"),
        let session = try? TouchSession(trace: trace)
    else { return 0 }
    for (index, sample) in session.samples.enumerated() {
        precondition(sample.time.isFinite && sample.offsetY.isFinite, "a converted sample is not finite")
        if index >= 2_000 { break }
    }
    return 0
}
