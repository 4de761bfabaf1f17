/// Hides a value from the optimizer, so timed work whose result is otherwise unused is not removed.
@inline(never)
func keepAlive(_ value: Double) {
    _ = value
}
