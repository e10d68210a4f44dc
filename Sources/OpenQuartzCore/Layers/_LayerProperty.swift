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
    case backdropRadius = "_backdropRadius"
    case backdropSaturation = "_backdropSaturation"
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
        case (.bounds, .rect(let v)): p.bounds = v
        case (.position, .point(let v)): p.position = v
        case (.zPosition, .scalar(let v)): p.zPosition = CGFloat(v)
        case (.anchorPoint, .point(let v)): p.anchorPoint = v
        case (.anchorPointZ, .scalar(let v)): p.anchorPointZ = CGFloat(v)
        case (.transform, .transform(let v)): p.transform = v
        case (.sublayerTransform, .transform(let v)): p.sublayerTransform = v
        case (.opacity, .scalar(let v)): p.opacity = Float(v)
        case (.hidden, .discrete(let v)): p.isHidden = (v.value as? Bool) ?? p.isHidden
        case (.backgroundColor, .color(let v)): p.backgroundColor = v?.cgColor
        case (.cornerRadius, .scalar(let v)): p.cornerRadius = CGFloat(v)
        case (.borderWidth, .scalar(let v)): p.borderWidth = CGFloat(v)
        case (.borderColor, .color(let v)): p.borderColor = v?.cgColor
        case (.shadowColor, .color(let v)): p.shadowColor = v?.cgColor
        case (.shadowOpacity, .scalar(let v)): p.shadowOpacity = Float(v)
        case (.shadowOffset, .size(let v)): p.shadowOffset = v
        case (.shadowRadius, .scalar(let v)): p.shadowRadius = CGFloat(v)
        case (.shadowPath, .discrete(let v)): p.shadowPath = v.value as? CGPath
        case (.contents, .discrete(let v)): p.contents = v.value
        case (.contentsRect, .rect(let v)): p.contentsRect = v
        case (.contentsCenter, .rect(let v)): p.contentsCenter = v
        case (.contentsScale, .scalar(let v)): p.contentsScale = CGFloat(v)
        case (.masksToBounds, .discrete(let v)): p.masksToBounds = (v.value as? Bool) ?? p.masksToBounds
        case (.doubleSided, .discrete(let v)): p.isDoubleSided = (v.value as? Bool) ?? p.isDoubleSided
        case (.path, .discrete(let v)): p.path = v.value as? CGPath
        case (.fillColor, .color(let v)): p.fillColor = v?.cgColor
        case (.strokeColor, .color(let v)): p.strokeColor = v?.cgColor
        case (.lineWidth, .scalar(let v)): p.lineWidth = CGFloat(v)
        case (.strokeStart, .scalar(let v)): p.strokeStart = CGFloat(v)
        case (.strokeEnd, .scalar(let v)): p.strokeEnd = CGFloat(v)
        case (.miterLimit, .scalar(let v)): p.miterLimit = CGFloat(v)
        case (.lineDashPhase, .scalar(let v)): p.lineDashPhase = CGFloat(v)
        case (.colors, .colorList(let v)): p.colors = v.map(\.cgColor)
        case (.colors, .discrete(let v)): p.colors = v.value as? [Any]
        case (.locations, .scalarList(let v)): p.locations = v.map { NSNumber(value: $0) }
        case (.locations, .discrete(let v)): p.locations = v.value as? [NSNumber]
        case (.startPoint, .point(let v)): p.startPoint = v
        case (.endPoint, .point(let v)): p.endPoint = v
        case (.backdropRadius, .scalar(let v)): p.backdropRadius = CGFloat(v)
        case (.backdropSaturation, .scalar(let v)): p.backdropSaturation = CGFloat(v)
        case (.backdropTintColor, .color(let v)): p.backdropTintColor = v?.cgColor
        default: break
        }
    }
}
