/// Facts about the build the tests run in.
public enum BuildConfiguration {
    /// Whether this is an optimized (release) build. Allocation-free stepping is a guarantee of optimized builds:
    /// unoptimized code heap-allocates the frames of the coroutines behind `array[index].field = value`.
    public static let isOptimized: Bool = {
        #if DEBUG
            false
        #else
            true
        #endif
    }()
}
