import Foundation

/// Interpolation and the additive arithmetic that `byValue`, `isAdditive` and `isCumulative` need.
extension _AnimatableValue {
    /// The value a `fraction` of the way from `a` to `b`; fractions outside 0…1 extrapolate
    /// (springs overshoot). Values that do not interpolate switch at the halfway point.
    /// Transforms interpolate by decomposition, through `cache` when one is given.
    static func interpolate(
        _ a: _AnimatableValue, _ b: _AnimatableValue, _ f: Double,
        cache: _TransformPairCache? = nil
    ) -> _AnimatableValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * f)
        case (.point(let x), .point(let y)): return .point(lerp(x, y, f))
        case (.size(let x), .size(let y)): return .size(lerp(x, y, f))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(origin: lerp(x.origin, y.origin, f), size: lerp(x.size, y.size, f)))
        case (.transform(let x), .transform(let y)):
            return .transform(cache?.interpolate(x, y, f) ?? CATransform3D._interpolate(from: x, to: y, fraction: f))
        case (.color(let x), .color(let y)): return .color(lerp(x, y, f))
        case (.colorList(let x), .colorList(let y)) where x.count == y.count:
            return .colorList(zip(x, y).map { lerp($0, $1, f)! })
        case (.scalarList(let x), .scalarList(let y)) where x.count == y.count:
            return .scalarList(zip(x, y).map { $0 + ($1 - $0) * f })
        default: return f < 0.5 ? a : b
        }
    }

    /// `a + b` for additive and cumulative animation; transforms compose (`b` first, then `a`).
    static func add(_ a: _AnimatableValue, _ b: _AnimatableValue) -> _AnimatableValue {
        combine(a, b, sign: 1)
    }

    /// `a − b`, for an animation given `toValue` and `byValue` (it starts at `to − by`).
    static func subtract(_ a: _AnimatableValue, _ b: _AnimatableValue) -> _AnimatableValue {
        combine(a, b, sign: -1)
    }

    /// `value` repeated `count` times on top of itself: the offset of a cumulative animation's iteration.
    static func multiply(_ value: _AnimatableValue, by count: Int) -> _AnimatableValue {
        switch value {
        case .scalar(let v): return .scalar(v * Double(count))
        case .point(let p): return .point(CGPoint(x: p.x * CGFloat(count), y: p.y * CGFloat(count)))
        case .size(let s): return .size(CGSize(width: s.width * CGFloat(count), height: s.height * CGFloat(count)))
        case .rect(let r):
            return .rect(
                CGRect(
                    x: r.origin.x * CGFloat(count), y: r.origin.y * CGFloat(count),
                    width: r.width * CGFloat(count), height: r.height * CGFloat(count)))
        case .transform(let t):
            var result = CATransform3DIdentity
            for _ in 0..<max(count, 0) { result = CATransform3DConcat(result, t) }
            return .transform(result)
        case .color(let c):
            guard let c else { return value }
            let n = Double(count)
            return .color(_RGBA(red: c.red * n, green: c.green * n, blue: c.blue * n, alpha: c.alpha * n))
        case .discrete: return value
        case .colorList(let list):
            let n = Double(count)
            return .colorList(
                list.map { _RGBA(red: $0.red * n, green: $0.green * n, blue: $0.blue * n, alpha: $0.alpha * n) })
        case .scalarList(let list): return .scalarList(list.map { $0 * Double(count) })
        }
    }

    private static func combine(_ a: _AnimatableValue, _ b: _AnimatableValue, sign s: Double) -> _AnimatableValue {
        let k = CGFloat(s)
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + s * y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + k * y.x, y: x.y + k * y.y))
        case (.size(let x), .size(let y)):
            return .size(CGSize(width: x.width + k * y.width, height: x.height + k * y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(
                CGRect(
                    x: x.origin.x + k * y.origin.x, y: x.origin.y + k * y.origin.y,
                    width: x.width + k * y.width, height: x.height + k * y.height))
        case (.transform(let x), .transform(let y)):
            return .transform(s > 0 ? CATransform3DConcat(y, x) : CATransform3DConcat(CATransform3DInvert(y), x))
        case (.color(let x?), .color(let y?)):
            return .color(
                _RGBA(
                    red: x.red + s * y.red, green: x.green + s * y.green,
                    blue: x.blue + s * y.blue, alpha: x.alpha + s * y.alpha))
        case (.colorList(let x), .colorList(let y)) where x.count == y.count:
            return .colorList(
                zip(x, y).map {
                    _RGBA(
                        red: $0.red + s * $1.red, green: $0.green + s * $1.green, blue: $0.blue + s * $1.blue,
                        alpha: $0.alpha + s * $1.alpha)
                })
        case (.scalarList(let x), .scalarList(let y)) where x.count == y.count:
            return .scalarList(zip(x, y).map { $0 + s * $1 })
        default: return s > 0 ? b : a
        }
    }

    @inline(__always)
    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    @inline(__always)
    private static func lerp(_ a: CGSize, _ b: CGSize, _ f: Double) -> CGSize {
        CGSize(width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
    }

    private static func lerp(_ a: _RGBA?, _ b: _RGBA?, _ f: Double) -> _RGBA? {
        guard a != nil || b != nil else { return nil }
        // A missing colour is the other end's colour made transparent, so fades keep their hue.
        let x = a ?? _RGBA(red: b!.red, green: b!.green, blue: b!.blue, alpha: 0)
        let y = b ?? _RGBA(red: x.red, green: x.green, blue: x.blue, alpha: 0)
        return _RGBA(
            red: x.red + (y.red - x.red) * f, green: x.green + (y.green - x.green) * f,
            blue: x.blue + (y.blue - x.blue) * f, alpha: x.alpha + (y.alpha - x.alpha) * f)
    }
}
