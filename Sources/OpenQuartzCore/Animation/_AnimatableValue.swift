import Foundation

/// An RGBA colour in sRGB, unpremultiplied: the form in which colours animate.
struct _RGBA: Equatable {
    var red: Double, green: Double, blue: Double, alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init?(_ color: CGColor?) {
        guard let color, let c = color.components else { return nil }
        switch c.count {
        case 2: self.init(red: Double(c[0]), green: Double(c[0]), blue: Double(c[0]), alpha: Double(c[1]))
        case 4: self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
        default: return nil
        }
    }

    var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// A property value in the typed form the engine interpolates, converted once from the `Any`
/// values of Core Animation's API.
enum _AnimatableValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// A colour; nil is "no colour", which animates as the other end's colour at alpha 0.
    case color(_RGBA?)
    /// A value that does not interpolate (booleans, paths, contents): it switches. Boxed so
    /// that copying the enum stays a plain copy plus at most one retain.
    case discrete(_DiscreteValue)
    /// A list of colours (`CAGradientLayer.colors`), interpolated element by element when both
    /// ends have the same count.
    case colorList([_RGBA])
    /// A list of numbers (`CAGradientLayer.locations`), interpolated element by element when
    /// both ends have the same count.
    case scalarList([Double])

    /// The value in the form Core Animation's `Any`-typed API returns.
    var anyValue: Any? {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v?.cgColor
        case .discrete(let v): return v.value
        case .colorList(let v): return v.map(\.cgColor)
        case .scalarList(let v): return v.map { NSNumber(value: $0) }
        }
    }
}

/// The shape of a property's value: decides how `Any` values convert and how values interpolate.
enum _ValueKind: Equatable {
    case scalar, point, size, rect, transform, color, discrete, colorList, scalarList

    /// Converts an `Any` value from the public API to this kind, or nil when it does not fit.
    ///
    /// Structs arrive as themselves or boxed in an `NSValue` (`NSValue(cgPoint:)`,
    /// `NSValue(caTransform3D:)`, …), numbers as Swift numbers or `NSNumber`.
    func convert(_ value: Any?) -> _AnimatableValue? {
        if let boxed = value as? NSValue, !(boxed is NSNumber) { return convertBoxed(boxed) }
        switch self {
        case .scalar: return _ValueKind.scalar(of: value).map { .scalar($0) }
        case .point: return (value as? CGPoint).map { .point($0) }
        case .size: return (value as? CGSize).map { .size($0) }
        case .rect: return (value as? CGRect).map { .rect($0) }
        case .transform: return (value as? CATransform3D).map { .transform($0) }
        case .color:
            if value == nil { return .color(nil) }
            guard let color = value as? CGColor, let rgba = _RGBA(color) else { return nil }
            return .color(rgba)
        case .discrete: return .discrete(_DiscreteValue(value))
        case .colorList:
            // nil (no gradient) stays a value of its own, which switches rather than interpolates.
            guard let value else { return .discrete(_DiscreteValue(nil)) }
            guard let list = value as? [Any] else { return nil }
            var colors: [_RGBA] = []
            for element in list {
                guard let color = element as? CGColor, let rgba = _RGBA(color) else { return nil }
                colors.append(rgba)
            }
            return .colorList(colors)
        case .scalarList:
            guard let value else { return .discrete(_DiscreteValue(nil)) }
            guard let list = value as? [Any] else { return nil }
            var numbers: [Double] = []
            for element in list {
                guard let number = _ValueKind.scalar(of: element) else { return nil }
                numbers.append(number)
            }
            return .scalarList(numbers)
        }
    }

    /// Converts a boxed struct, or returns nil when the box holds another kind of value.
    private func convertBoxed(_ boxed: NSValue) -> _AnimatableValue? {
        switch self {
        case .point:
            return boxed._segueUnboxed(as: CGPoint.self, objCType: _ObjCTypeEncoding.cgPoint, zero: .zero).map {
                .point($0)
            }
        case .size:
            return boxed._segueUnboxed(as: CGSize.self, objCType: _ObjCTypeEncoding.cgSize, zero: .zero).map {
                .size($0)
            }
        case .rect:
            return boxed._segueUnboxed(as: CGRect.self, objCType: _ObjCTypeEncoding.cgRect, zero: .zero).map {
                .rect($0)
            }
        case .transform:
            return boxed._segueUnboxed(
                as: CATransform3D.self, objCType: _ObjCTypeEncoding.caTransform3D, zero: CATransform3D()
            )
            .map { .transform($0) }
        case .discrete: return .discrete(_DiscreteValue(boxed))
        case .scalar, .color, .colorList, .scalarList: return nil
        }
    }

    /// The type a value of this kind has in the public API, for messages.
    var typeName: String {
        switch self {
        case .scalar: return "number"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .transform: return "CATransform3D"
        case .color: return "CGColor"
        case .discrete: return "value"
        case .colorList: return "CGColor array"
        case .scalarList: return "number array"
        }
    }

    /// Says why `value` does not fit this kind: "an NSValue holding a CGRect where a CGPoint is needed".
    func misfit(_ value: Any?) -> String {
        let given = (value as? NSValue).map(\._segueKindDescription) ?? value.map { "\($0) (\(type(of: $0)))" } ?? "nil"
        return "\(given) where a \(typeName) is needed"
    }

    private static func scalar(of value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
}

/// The box of a discrete animatable value.
final class _DiscreteValue {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}
