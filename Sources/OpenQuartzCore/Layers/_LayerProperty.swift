import Foundation

/// The animatable properties of layers, named by their Core Animation key.
enum _LayerProperty: String, CaseIterable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case opacity, hidden, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case contents, contentsRect, contentsCenter, contentsScale, masksToBounds, doubleSided
    // CAShapeLayer.
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, miterLimit, lineDashPhase
    // CAGradientLayer.
    case colors, locations, startPoint, endPoint
    // Backdrop layers (a visual effect view's): Segue's private keys.
    case backdropRadius = "_backdropRadius", backdropSaturation = "_backdropSaturation"
    case backdropTintColor = "_backdropTintColor"

    /// The shape of the property's value.
    var kind: _ValueKind {
        switch self {
        case .bounds, .contentsRect, .contentsCenter: return .rect
        case .position, .anchorPoint, .startPoint, .endPoint: return .point
        case .colors: return .colorList
        case .locations: return .scalarList
        case .shadowOffset: return .size
        case .transform, .sublayerTransform: return .transform
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .backdropTintColor: return .color
        case .hidden, .masksToBounds, .doubleSided, .contents, .shadowPath, .path: return .discrete
        default: return .scalar
        }
    }

    /// Whether `layer` has this property: the shape and gradient properties belong to
    /// `CAShapeLayer` and `CAGradientLayer` only (on other layers their keys are plain
    /// key-value storage).
    func belongs(to layer: CALayer) -> Bool {
        switch self {
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .miterLimit, .lineDashPhase:
            return layer is CAShapeLayer
        case .colors, .locations, .startPoint, .endPoint: return layer is CAGradientLayer
        default: return true
        }
    }

    /// Reads the property from a set of layer properties.
    func get(_ p: _LayerProperties) -> _AnimatableValue {
        switch self {
        case .bounds: return .rect(p.bounds)
        case .position: return .point(p.position)
        case .zPosition: return .scalar(Double(p.zPosition))
        case .anchorPoint: return .point(p.anchorPoint)
        case .anchorPointZ: return .scalar(Double(p.anchorPointZ))
        case .transform: return .transform(p.transform)
        case .sublayerTransform: return .transform(p.sublayerTransform)
        case .opacity: return .scalar(Double(p.opacity))
        case .hidden: return .discrete(_DiscreteValue(p.isHidden))
        case .backgroundColor: return .color(_RGBA(p.backgroundColor))
        case .cornerRadius: return .scalar(Double(p.cornerRadius))
        case .borderWidth: return .scalar(Double(p.borderWidth))
        case .borderColor: return .color(_RGBA(p.borderColor))
        case .shadowColor: return .color(_RGBA(p.shadowColor))
        case .shadowOpacity: return .scalar(Double(p.shadowOpacity))
        case .shadowOffset: return .size(p.shadowOffset)
        case .shadowRadius: return .scalar(Double(p.shadowRadius))
        case .shadowPath: return .discrete(_DiscreteValue(p.shadowPath))
        case .contents: return .discrete(_DiscreteValue(p.contents))
        case .contentsRect: return .rect(p.contentsRect)
        case .contentsCenter: return .rect(p.contentsCenter)
        case .contentsScale: return .scalar(Double(p.contentsScale))
        case .masksToBounds: return .discrete(_DiscreteValue(p.masksToBounds))
        case .doubleSided: return .discrete(_DiscreteValue(p.isDoubleSided))
        case .path: return .discrete(_DiscreteValue(p.path))
        case .fillColor: return .color(_RGBA(p.fillColor))
        case .strokeColor: return .color(_RGBA(p.strokeColor))
        case .lineWidth: return .scalar(Double(p.lineWidth))
        case .strokeStart: return .scalar(Double(p.strokeStart))
        case .strokeEnd: return .scalar(Double(p.strokeEnd))
        case .miterLimit: return .scalar(Double(p.miterLimit))
        case .lineDashPhase: return .scalar(Double(p.lineDashPhase))
        case .colors: return _ValueKind.colorList.convert(p.colors) ?? .discrete(_DiscreteValue(p.colors))
        case .locations: return _ValueKind.scalarList.convert(p.locations) ?? .discrete(_DiscreteValue(p.locations))
        case .startPoint: return .point(p.startPoint)
        case .endPoint: return .point(p.endPoint)
        case .backdropRadius: return .scalar(Double(p.backdropRadius))
        case .backdropSaturation: return .scalar(Double(p.backdropSaturation))
        case .backdropTintColor: return .color(_RGBA(p.backdropTintColor))
        }
    }

    /// Writes the property; a value of the wrong shape is ignored (callers convert first).
    func set(_ value: _AnimatableValue, in p: inout _LayerProperties) {
        switch (self, value) {
        case let (.bounds, .rect(v)): p.bounds = v
        case let (.position, .point(v)): p.position = v
        case let (.zPosition, .scalar(v)): p.zPosition = CGFloat(v)
        case let (.anchorPoint, .point(v)): p.anchorPoint = v
        case let (.anchorPointZ, .scalar(v)): p.anchorPointZ = CGFloat(v)
        case let (.transform, .transform(v)): p.transform = v
        case let (.sublayerTransform, .transform(v)): p.sublayerTransform = v
        case let (.opacity, .scalar(v)): p.opacity = Float(v)
        case let (.hidden, .discrete(v)): p.isHidden = (v.value as? Bool) ?? p.isHidden
        case let (.backgroundColor, .color(v)): p.backgroundColor = v?.cgColor
        case let (.cornerRadius, .scalar(v)): p.cornerRadius = CGFloat(v)
        case let (.borderWidth, .scalar(v)): p.borderWidth = CGFloat(v)
        case let (.borderColor, .color(v)): p.borderColor = v?.cgColor
        case let (.shadowColor, .color(v)): p.shadowColor = v?.cgColor
        case let (.shadowOpacity, .scalar(v)): p.shadowOpacity = Float(v)
        case let (.shadowOffset, .size(v)): p.shadowOffset = v
        case let (.shadowRadius, .scalar(v)): p.shadowRadius = CGFloat(v)
        case let (.shadowPath, .discrete(v)): p.shadowPath = v.value as? CGPath
        case let (.contents, .discrete(v)): p.contents = v.value
        case let (.contentsRect, .rect(v)): p.contentsRect = v
        case let (.contentsCenter, .rect(v)): p.contentsCenter = v
        case let (.contentsScale, .scalar(v)): p.contentsScale = CGFloat(v)
        case let (.masksToBounds, .discrete(v)): p.masksToBounds = (v.value as? Bool) ?? p.masksToBounds
        case let (.doubleSided, .discrete(v)): p.isDoubleSided = (v.value as? Bool) ?? p.isDoubleSided
        case let (.path, .discrete(v)): p.path = v.value as? CGPath
        case let (.fillColor, .color(v)): p.fillColor = v?.cgColor
        case let (.strokeColor, .color(v)): p.strokeColor = v?.cgColor
        case let (.lineWidth, .scalar(v)): p.lineWidth = CGFloat(v)
        case let (.strokeStart, .scalar(v)): p.strokeStart = CGFloat(v)
        case let (.strokeEnd, .scalar(v)): p.strokeEnd = CGFloat(v)
        case let (.miterLimit, .scalar(v)): p.miterLimit = CGFloat(v)
        case let (.lineDashPhase, .scalar(v)): p.lineDashPhase = CGFloat(v)
        case let (.colors, .colorList(v)): p.colors = v.map(\.cgColor)
        case let (.colors, .discrete(v)): p.colors = v.value as? [Any]
        case let (.locations, .scalarList(v)): p.locations = v.map { NSNumber(value: $0) }
        case let (.locations, .discrete(v)): p.locations = v.value as? [NSNumber]
        case let (.startPoint, .point(v)): p.startPoint = v
        case let (.endPoint, .point(v)): p.endPoint = v
        case let (.backdropRadius, .scalar(v)): p.backdropRadius = CGFloat(v)
        case let (.backdropSaturation, .scalar(v)): p.backdropSaturation = CGFloat(v)
        case let (.backdropTintColor, .color(v)): p.backdropTintColor = v?.cgColor
        default: break
        }
    }
}
