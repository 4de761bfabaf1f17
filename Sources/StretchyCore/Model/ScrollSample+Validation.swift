extension ScrollSample {
    /// The largest magnitude any field may have: 1e9 points (or seconds). Larger values are refused as input errors.
    @inlinable package static var largestMagnitude: Double { 1e9 }

    /// The sample's numeric fields, with the names files and errors use.
    package var namedFields: [(name: String, value: Double)] {
        [
            ("t", time), ("offset_y", offsetY), ("inset_top", insetTop), ("viewport_width", viewportWidth),
            ("viewport_height", viewportHeight), ("content_height", contentHeight),
        ]
    }

    /// Checks the sample: finite fields within ``largestMagnitude``, non-negative sizes, time not going backwards.
    ///
    /// - Parameters:
    ///   - index: The sample's index, for the error.
    ///   - previousTime: The previous sample's time, or `nil` for the first sample.
    /// - Throws: ``InvalidSample`` naming the index and the first field at fault.
    @inlinable @inline(__always)
    package func validate(index: Int, previousTime: Double?) throws(InvalidSample) {
        // The common case in one expression, without a call: every comparison is false for NaN, and `abs(v) <= m`
        // also refuses infinities, so a sample that passes here passes every check below.
        let limit = Self.largestMagnitude
        if abs(time) <= limit, abs(offsetY) <= limit, abs(insetTop) <= limit, viewportWidth >= 0,
            viewportWidth <= limit, viewportHeight >= 0, viewportHeight <= limit, contentHeight >= 0,
            contentHeight <= limit, previousTime.map({ time >= $0 }) ?? true
        {
            return
        }
        // Written out field by field, to name the first field at fault: this must not allocate.
        try Self.check(time, "t", index: index, mayBeNegative: true)
        try Self.check(offsetY, "offset_y", index: index, mayBeNegative: true)
        try Self.check(insetTop, "inset_top", index: index, mayBeNegative: true)
        try Self.check(viewportWidth, "viewport_width", index: index, mayBeNegative: false)
        try Self.check(viewportHeight, "viewport_height", index: index, mayBeNegative: false)
        try Self.check(contentHeight, "content_height", index: index, mayBeNegative: false)
        if let previousTime, time < previousTime {
            throw InvalidSample(
                index: index, field: "t", value: time, reason: .timeWentBackwards(previous: previousTime))
        }
    }

    @usableFromInline
    static func check(_ value: Double, _ field: String, index: Int, mayBeNegative: Bool) throws(InvalidSample) {
        guard value.isFinite else { throw InvalidSample(index: index, field: field, value: value, reason: .notFinite) }
        guard abs(value) <= largestMagnitude else {
            throw InvalidSample(index: index, field: field, value: value, reason: .tooLarge)
        }
        guard mayBeNegative || value >= 0 else {
            throw InvalidSample(index: index, field: field, value: value, reason: .negative)
        }
    }
}
