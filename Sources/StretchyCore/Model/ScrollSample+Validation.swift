extension ScrollSample {
    /// The largest magnitude any field may have: 1e9 points (or seconds). Larger values are refused as input errors.
    @inlinable package static var largestMagnitude: Double { 1e9 }

    /// The sample's numeric fields, with the names files and errors use (``SampleField/numeric``).
    package var namedFields: [(name: String, value: Double)] {
        SampleField.numeric.map { ($0.name, value(of: $0) ?? 0) }
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
        try validateFieldByField(index: index, previousTime: previousTime)
    }

    /// The slow path of ``validate(index:previousTime:)``: names the first field at fault, in ``SampleField`` order.
    @usableFromInline
    func validateFieldByField(index: Int, previousTime: Double?) throws(InvalidSample) {
        for field in SampleField.numeric {
            let number = self.value(of: field) ?? 0
            let name = field.name
            guard number.isFinite else {
                throw InvalidSample(index: index, field: name, value: number, reason: .notFinite)
            }
            guard abs(number) <= Self.largestMagnitude else {
                throw InvalidSample(index: index, field: name, value: number, reason: .tooLarge)
            }
            guard field.mayBeNegative || number >= 0 else {
                throw InvalidSample(index: index, field: name, value: number, reason: .negative)
            }
        }
        if let previousTime, time < previousTime {
            throw InvalidSample(
                index: index, field: SampleField.time.name, value: time,
                reason: .timeWentBackwards(previous: previousTime))
        }
    }
}
