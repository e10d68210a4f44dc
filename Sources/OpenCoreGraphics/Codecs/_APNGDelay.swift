/// A frame delay as APNG stores it: `numerator / denominator` seconds, each a 16-bit number.
package struct _APNGDelay: Equatable, Sendable {
    package var numerator: UInt16
    package var denominator: UInt16

    package init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The longest delay APNG can state: 65535 seconds.
    package static let maximumSeconds: Double = 65535

    /// The fraction with 16-bit terms nearest to `seconds`, or `nil` for a negative, NaN or
    /// infinite value or one above ``maximumSeconds``.
    ///
    /// Found from the continued-fraction expansion of `seconds` (its convergents and the best
    /// semiconvergent within range), so that delays such as 1/60, 1/24 or 0.1 s are stored
    /// exactly (1/60, 1/24, 1/10) and any other value to within about 1/65535².
    package init?(seconds: Double) {
        guard seconds.isFinite, seconds >= 0, seconds <= Self.maximumSeconds else { return nil }
        let limit = Int(UInt16.max)
        // Convergents h/k: h(n) = a(n)·h(n−1) + h(n−2), and likewise k.
        var h1 = 1
        var h2 = 0
        var k1 = 0
        var k2 = 1
        var x = seconds
        var best = (numerator: Int(seconds.rounded(.down)), denominator: 1)
        for _ in 0..<64 {
            let a = x.rounded(.down)
            // A term past the limit only serves to bound the semiconvergent below.
            let term = a < Double(limit + 1) ? Int(a) : limit + 1
            let h = term * h1 + h2
            let k = term * k1 + k2
            if h > limit || k > limit {
                // The largest t < a keeping both terms in range gives the best semiconvergent;
                // keep it if it lands nearer than the last convergent.
                let t = Swift.min(k1 > 0 ? (limit - k2) / k1 : limit, h1 > 0 ? (limit - h2) / h1 : limit)
                if t > 0 {
                    let candidate = (numerator: t * h1 + h2, denominator: t * k1 + k2)
                    if Self.error(candidate, seconds) < Self.error(best, seconds) { best = candidate }
                }
                break
            }
            best = (h, k)
            h2 = h1
            h1 = h
            k2 = k1
            k1 = k
            let fraction = x - a
            // Stop once the remainder is rounding noise of the double itself.
            if fraction < 1e-9 || Self.error(best, seconds) <= seconds.ulp { break }
            x = 1 / fraction
        }
        self.init(numerator: UInt16(best.numerator), denominator: UInt16(best.denominator))
    }

    /// The delay in seconds.
    package var seconds: Double {
        Double(numerator) / Double(denominator == 0 ? 100 : denominator)
    }

    /// The exact sum of two delays, or `nil` when it has no 16-bit form.
    package func adding(_ other: _APNGDelay) -> _APNGDelay? {
        let d1 = Int(denominator == 0 ? 100 : denominator)
        let d2 = Int(other.denominator == 0 ? 100 : other.denominator)
        var numerator = Int(self.numerator) * d2 + Int(other.numerator) * d1
        var denominator = d1 * d2
        let divisor = Self.gcd(numerator, denominator)
        if divisor > 1 {
            numerator /= divisor
            denominator /= divisor
        }
        guard numerator <= Int(UInt16.max), denominator <= Int(UInt16.max) else { return nil }
        return _APNGDelay(numerator: UInt16(numerator), denominator: UInt16(denominator))
    }

    private static func error(_ fraction: (numerator: Int, denominator: Int), _ seconds: Double) -> Double {
        abs(Double(fraction.numerator) / Double(fraction.denominator) - seconds)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
