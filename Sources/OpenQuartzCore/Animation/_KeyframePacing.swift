import Foundation

/// Key times that move through keyframes at constant speed: each segment gets time in
/// proportion to the distance it covers.
enum _KeyframePacing {
    /// Paced key times, or nil when distances cannot be measured (or all are zero).
    static func keyTimes(for values: [_AnimatableValue]) -> [Double]? {
        guard values.count > 1 else { return values.isEmpty ? nil : [0] }
        var cumulative: [Double] = [0]
        for (a, b) in zip(values, values.dropFirst()) {
            guard let d = distance(a, b), d.isFinite else { return nil }
            cumulative.append(cumulative[cumulative.count - 1] + d)
        }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return nil }
        return cumulative.map { $0 / total }
    }

    /// The Euclidean distance between two values of the same shape.
    static func distance(_ a: _AnimatableValue, _ b: _AnimatableValue) -> Double? {
        func hypot(_ parts: Double...) -> Double { parts.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return abs(y - x)
        case (.point(let x), .point(let y)): return hypot(Double(y.x - x.x), Double(y.y - x.y))
        case (.size(let x), .size(let y)): return hypot(Double(y.width - x.width), Double(y.height - x.height))
        case (.rect(let x), .rect(let y)):
            return hypot(
                Double(y.minX - x.minX), Double(y.minY - x.minY), Double(y.width - x.width), Double(y.height - x.height)
            )
        case (.color(let x?), .color(let y?)):
            return hypot(y.red - x.red, y.green - x.green, y.blue - x.blue, y.alpha - x.alpha)
        default: return nil
        }
    }
}
