import _StretchySystem

// The C math functions the closed forms need, in one place so that every file uses the same ones.
// They come from the platform's libm: for one build on one machine they are pure functions, which is what
// bit-for-bit determinism needs.

@inline(__always) func mathExp(_ x: Double) -> Double { exp(x) }
@inline(__always) func mathExpm1(_ x: Double) -> Double { expm1(x) }
@inline(__always) func mathLog(_ x: Double) -> Double { log(x) }
@inline(__always) func mathLog1p(_ x: Double) -> Double { log1p(x) }
@inline(__always) func mathCos(_ x: Double) -> Double { cos(x) }
@inline(__always) func mathSin(_ x: Double) -> Double { sin(x) }
@inline(__always) func mathPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
