/// Where timed results go so the optimizer cannot remove the work: a heap cell it cannot see the readers of.
private nonisolated(unsafe) let sink = UnsafeMutablePointer<Double>.allocate(capacity: 1)

/// Hides a value from the optimizer, so timed work whose result is otherwise unused is not removed.
@inline(never)
func blackHole(_ value: Double) {
    sink.pointee += value
}
