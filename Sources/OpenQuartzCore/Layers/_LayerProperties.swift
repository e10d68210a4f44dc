import Foundation

/// Every stored property of a layer, as one value: the model layer holds one, and a
/// presentation is a copy with the running animations applied.
struct _LayerProperties {
    // Geometry (spec #139 defaults).
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform: CATransform3D = CATransform3DIdentity
    var sublayerTransform: CATransform3D = CATransform3DIdentity
    // Appearance.
    var opacity: Float = 1
    var isHidden = false
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var masksToBounds = false
    var borderWidth: CGFloat = 0
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var contentsScale: CGFloat = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var isDoubleSided = true
    var allowsGroupOpacity = true
    var allowsEdgeAntialiasing = false
    var isOpaque = false
    // CAShapeLayer.
    var lineWidth: CGFloat = 1
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0

    // Reference-typed and string-backed values live in one copy-on-write box, so copying the
    // properties (every presentation and snapshot does) costs one retain, not fifteen.
    private var references = _LayerReferences.defaults

    /// The box, copied first if it is shared.
    private mutating func uniqueReferences() -> _LayerReferences {
        if !isKnownUniquelyReferenced(&references) { references = references.copy() }
        return references
    }

    var backgroundColor: CGColor? {
        get { references.backgroundColor }
        set { uniqueReferences().backgroundColor = newValue }
    }
    var borderColor: CGColor? {
        get { references.borderColor }
        set { uniqueReferences().borderColor = newValue }
    }
    var shadowColor: CGColor? {
        get { references.shadowColor }
        set { uniqueReferences().shadowColor = newValue }
    }
    var shadowPath: CGPath? {
        get { references.shadowPath }
        set { uniqueReferences().shadowPath = newValue }
    }
    var contents: Any? {
        get { references.contents }
        set { uniqueReferences().contents = newValue }
    }
    var contentsGravity: CALayerContentsGravity {
        get { references.contentsGravity }
        set { uniqueReferences().contentsGravity = newValue }
    }
    var cornerCurve: CALayerCornerCurve {
        get { references.cornerCurve }
        set { uniqueReferences().cornerCurve = newValue }
    }
    var name: String? {
        get { references.name }
        set { uniqueReferences().name = newValue }
    }
    var path: CGPath? {
        get { references.path }
        set { uniqueReferences().path = newValue }
    }
    var fillColor: CGColor? {
        get { references.fillColor }
        set { uniqueReferences().fillColor = newValue }
    }
    var strokeColor: CGColor? {
        get { references.strokeColor }
        set { uniqueReferences().strokeColor = newValue }
    }
    var lineDashPattern: [NSNumber]? {
        get { references.lineDashPattern }
        set { uniqueReferences().lineDashPattern = newValue }
    }
    var fillRule: CAShapeLayerFillRule {
        get { references.fillRule }
        set { uniqueReferences().fillRule = newValue }
    }
    var lineCap: CAShapeLayerLineCap {
        get { references.lineCap }
        set { uniqueReferences().lineCap = newValue }
    }
    var lineJoin: CAShapeLayerLineJoin {
        get { references.lineJoin }
        set { uniqueReferences().lineJoin = newValue }
    }
}

/// The reference-typed and string-backed layer properties, shared between copies until one writes.
final class _LayerReferences: @unchecked Sendable {
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

    /// The default values; never written (every writer copies it first).
    nonisolated(unsafe) static let defaults = _LayerReferences()

    init() {}

    func copy() -> _LayerReferences {
        let copy = _LayerReferences()
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
        return copy
    }
}
