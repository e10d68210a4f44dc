import Foundation

/// The ready-made shapes: rectangles, ovals, rounded rectangles and arcs.
extension UIBezierPath {
    /// Creates and returns a new Bézier path object initialized with a rectangular path.
    ///
    /// One closed subpath starting at the rectangle's origin, going clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        _path.addRect(rect)
    }

    /// Creates and returns a new Bézier path object initialized with an oval path inscribed in the specified rectangle.
    ///
    /// Four cubic curves, one closed subpath; a square gives a circle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        _path.addEllipse(in: rect)
    }

    /// Creates and returns a new Bézier path object initialized with a rounded rectangular path.
    ///
    /// The radius is limited to half the shorter side.
    ///
    /// - Note: Differs from UIKit: the corners are circular quarter arcs; UIKit draws
    ///   continuous-curvature corners whose exact shape is not published.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = cornerRadius.isNaN ? 0 : cornerRadius
        _appendRoundedRect(rect, corners: .allCorners, radius: radius)
    }

    /// Creates and returns a new Bézier path object initialized with a rectangular path rounded at the specified corners.
    ///
    /// Only `cornerRadii.width` is used, for both directions of every rounded corner, as UIKit
    /// does; it is limited to half the shorter side. The corners are circular quarter arcs.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = cornerRadii.width.isNaN ? 0 : cornerRadii.width
        _appendRoundedRect(rect, corners: corners, radius: radius)
    }

    /// Creates and returns a new Bézier path object initialized with an arc of a circle.
    ///
    /// See ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``: `clockwise` is meant
    /// on screen, in UIKit's y-down space.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Appends a closed rectangle whose chosen corners are rounded by `radius` (y down).
    func _appendRoundedRect(_ rect: CGRect, corners: UIRectCorner, radius: CGFloat) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let limit = Swift.min(r.width, r.height) / 2
        let k = Swift.min(Swift.max(radius, 0), limit)
        guard k > 0, !corners.isEmpty else {
            _path.addRect(r)
            return
        }
        func cornerRadius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? k : 0 }
        let (topLeft, topRight) = (cornerRadius(.topLeft), cornerRadius(.topRight))
        let (bottomRight, bottomLeft) = (cornerRadius(.bottomRight), cornerRadius(.bottomLeft))
        // 4/3·tan(π/8): the control distance of a cubic quarter circle.
        let c: CGFloat = 0.552_284_749_830_793_4
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        _path.move(to: CGPoint(x: x0 + topLeft, y: y0))
        _path.addLine(to: CGPoint(x: x1 - topRight, y: y0))
        if topRight > 0 {
            _path.addCurve(
                to: CGPoint(x: x1, y: y0 + topRight), control1: CGPoint(x: x1 - topRight * (1 - c), y: y0),
                control2: CGPoint(x: x1, y: y0 + topRight * (1 - c)))
        }
        _path.addLine(to: CGPoint(x: x1, y: y1 - bottomRight))
        if bottomRight > 0 {
            _path.addCurve(
                to: CGPoint(x: x1 - bottomRight, y: y1), control1: CGPoint(x: x1, y: y1 - bottomRight * (1 - c)),
                control2: CGPoint(x: x1 - bottomRight * (1 - c), y: y1))
        }
        _path.addLine(to: CGPoint(x: x0 + bottomLeft, y: y1))
        if bottomLeft > 0 {
            _path.addCurve(
                to: CGPoint(x: x0, y: y1 - bottomLeft), control1: CGPoint(x: x0 + bottomLeft * (1 - c), y: y1),
                control2: CGPoint(x: x0, y: y1 - bottomLeft * (1 - c)))
        }
        _path.addLine(to: CGPoint(x: x0, y: y0 + topLeft))
        if topLeft > 0 {
            _path.addCurve(
                to: CGPoint(x: x0 + topLeft, y: y0), control1: CGPoint(x: x0, y: y0 + topLeft * (1 - c)),
                control2: CGPoint(x: x0 + topLeft * (1 - c), y: y0))
        }
        _path.closeSubpath()
    }
}
