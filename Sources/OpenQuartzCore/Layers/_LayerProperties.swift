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
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerCurve: CALayerCornerCurve = .circular
    var masksToBounds = false
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var isDoubleSided = true
    var allowsGroupOpacity = true
    var allowsEdgeAntialiasing = false
    var isOpaque = false
    var name: String?
    // CAShapeLayer.
    var path: CGPath?
    var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [NSNumber]?
    var fillRule: CAShapeLayerFillRule = .nonZero
    var lineCap: CAShapeLayerLineCap = .butt
    var lineJoin: CAShapeLayerLineJoin = .miter
}
