import Foundation

/// Every stored property of a layer, as one value: the model layer holds one, and a
/// presentation is a copy with the running animations applied.
@dynamicMemberLookup
struct _LayerProperties {
    // Geometry (UIKitBehaviour #139 defaults).
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform: CATransform3D = CATransform3DIdentity
    // Appearance.
    var opacity: Float = 1
    var isHidden = false
    var cornerRadius: CGFloat = 0
    var masksToBounds = false
    var shadowOpacity: Float = 0
    var isDoubleSided = true

    // Reference-typed, string-backed and rarely set values live in one copy-on-write box, so
    // copying the properties (every presentation and snapshot node does) copies only the values
    // that transitions animate all the time, plus one retain.
    private var references = _LayerReferences.defaults

    /// The values kept in the box read and write as if stored here (`props.backgroundColor`);
    /// a write copies the box first when another copy of the properties shares it.
    subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<_LayerReferences, Value>) -> Value {
        get { references[keyPath: keyPath] }
        set {
            if !isKnownUniquelyReferenced(&references) { references = references.copy() }
            references[keyPath: keyPath] = newValue
        }
    }

    /// Whether the layer is opaque. Every view makes its layer opaque as it is created: a
    /// change between the two shared defaults swaps the box instead of copying it.
    var isOpaque: Bool {
        get { references.isOpaque }
        set {
            if references === _LayerReferences.defaults || references === _LayerReferences.opaqueDefaults {
                references = newValue ? _LayerReferences.opaqueDefaults : _LayerReferences.defaults
                return
            }
            if !isKnownUniquelyReferenced(&references) { references = references.copy() }
            references.isOpaque = newValue
        }
    }
}

/// The reference-typed, string-backed and rarely set layer properties, shared between copies
/// until one writes.
final class _LayerReferences: @unchecked Sendable {
    var anchorPointZ: CGFloat = 0
    var sublayerTransform: CATransform3D = CATransform3DIdentity
    var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
    var borderWidth: CGFloat = 0
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var contentsScale: CGFloat = 1
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var allowsGroupOpacity: Bool = true
    var allowsEdgeAntialiasing: Bool = false
    var isOpaque: Bool = false
    var lineWidth: CGFloat = 1
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var backgroundColor: CGColor? = nil
    var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowPath: CGPath? = nil
    var contents: Any? = nil
    var contentsGravity: CALayerContentsGravity = .resize
    var cornerCurve: CALayerCornerCurve = .circular
    var name: String? = nil
    var path: CGPath? = nil
    var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor: CGColor? = nil
    var lineDashPattern: [NSNumber]? = nil
    var fillRule: CAShapeLayerFillRule = .nonZero
    var lineCap: CAShapeLayerLineCap = .butt
    var lineJoin: CAShapeLayerLineJoin = .miter
    var colors: [Any]? = nil
    var locations: [NSNumber]? = nil
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var gradientType: CAGradientLayerType = .axial
    var magnificationFilter: CALayerContentsFilter = .linear
    var minificationFilter: CALayerContentsFilter = .linear
    var minificationFilterBias: Float = 0
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    // A backdrop layer's filter (see `CALayer+Backdrop.swift`).
    var backdropRadius: CGFloat = 0
    var backdropSaturation: CGFloat = 1
    var backdropTintColor: CGColor? = nil

    /// The default values; never written (every writer copies it first).
    static let defaults = _LayerReferences()

    /// The default values with `isOpaque` true (a view's layer); never written either.
    static let opaqueDefaults: _LayerReferences = {
        let references = _LayerReferences()
        references.isOpaque = true
        return references
    }()

    init() {}

    func copy() -> _LayerReferences {
        let copy = _LayerReferences()
        copy.anchorPointZ = anchorPointZ
        copy.sublayerTransform = sublayerTransform
        copy.maskedCorners = maskedCorners
        copy.borderWidth = borderWidth
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.contentsScale = contentsScale
        copy.contentsRect = contentsRect
        copy.contentsCenter = contentsCenter
        copy.allowsGroupOpacity = allowsGroupOpacity
        copy.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        copy.isOpaque = isOpaque
        copy.lineWidth = lineWidth
        copy.strokeStart = strokeStart
        copy.strokeEnd = strokeEnd
        copy.miterLimit = miterLimit
        copy.lineDashPhase = lineDashPhase
        copy.backgroundColor = backgroundColor
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowPath = shadowPath
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.cornerCurve = cornerCurve
        copy.name = name
        copy.path = path
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.lineDashPattern = lineDashPattern
        copy.fillRule = fillRule
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.colors = colors
        copy.locations = locations
        copy.startPoint = startPoint
        copy.endPoint = endPoint
        copy.gradientType = gradientType
        copy.magnificationFilter = magnificationFilter
        copy.minificationFilter = minificationFilter
        copy.minificationFilterBias = minificationFilterBias
        copy.shouldRasterize = shouldRasterize
        copy.rasterizationScale = rasterizationScale
        copy.backdropRadius = backdropRadius
        copy.backdropSaturation = backdropSaturation
        copy.backdropTintColor = backdropTintColor
        return copy
    }
}
