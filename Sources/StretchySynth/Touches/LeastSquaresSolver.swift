/// Weighted polynomial least squares by Gram-Schmidt QR, ported from Flutter's `LeastSquaresSolver`
/// (`packages/flutter/lib/src/gestures/lsq_solver.dart`, BSD-3-Clause).
enum LeastSquaresSolver {
    /// Flutter's `precisionErrorTolerance`: a column norm below it means the fit is degenerate.
    static let precisionErrorTolerance = 1e-10

    /// The coefficients `b0 ... b(degree)` of `y ≈ Σ b_i x^i`, or `nil` when the system is degenerate.
    static func solve(x: [Double], y: [Double], weights w: [Double], degree: Int) -> [Double]? {
        let n = degree + 1
        let m = x.count
        guard n <= m else { return nil }
        // A (n x m): the weighted Vandermonde matrix, row i holding w * x^i.
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for h in 0..<m {
            a[0][h] = w[h]
            for i in 1..<n { a[i][h] = a[i - 1][h] * x[h] }
        }
        var q = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for j in 0..<n {
            for h in 0..<m { q[j][h] = a[j][h] }
            for i in 0..<j {
                let dot = Self.dot(q[j], q[i])
                for h in 0..<m { q[j][h] -= dot * q[i][h] }
            }
            let norm = Self.dot(q[j], q[j]).squareRoot()
            if norm < precisionErrorTolerance { return nil }
            let inverse = 1 / norm
            for h in 0..<m { q[j][h] *= inverse }
            for i in 0..<n { r[j][i] = i < j ? 0 : Self.dot(q[j], a[i]) }
        }
        // Solve R b = Qᵀ W y by back substitution.
        var wy = [Double](repeating: 0, count: m)
        for h in 0..<m { wy[h] = y[h] * w[h] }
        var coefficients = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            coefficients[i] = Self.dot(q[i], wy)
            for j in stride(from: n - 1, to: i, by: -1) { coefficients[i] -= r[i][j] * coefficients[j] }
            coefficients[i] /= r[i][i]
        }
        return coefficients
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for index in a.indices { sum += a[index] * b[index] }
        return sum
    }
}
