import Foundation

/// Draws one page turning about its spine: a picture of the page's front, the part still flat,
/// the part wrapped round a cylinder cut into thin strips, and the part past the cylinder lying
/// face down over the page — with shading on the curl, the page's back (the next page's
/// picture, or the front showing through paper) and shadows on what lies under it.
///
/// The view covers the turning page; its spine is at the left edge (at the right when
/// `mirrored`, for a `.max` spine). ``progress`` 0 is the page flat, 1 the page turned over the
/// spine. The fold line sits at `(1 − p) × width` and the cylinder's radius shrinks from
/// `0.16 × width` (reached by a third of the turn) back to 0, so at 1 the page lies exactly mirrored over the spine (UIKitBehaviour #341).
@MainActor
final class _PageCurlView: UIView {
    /// Strips the wrapped half-cylinder is cut into.
    static let stripCount = 18
    private let container = CALayer()
    private let flatFront = CALayer()
    private let flatBack = CALayer()
    private var strips: [(layer: CALayer, shade: CALayer)] = []
    private let underShadow = CAGradientLayer()
    private let backShadow = CAGradientLayer()
    private var front: CGImage?
    private var back: CGImage?
    let mirrored: Bool
    /// Whether the spine is horizontal (`.vertical` navigation): the drawing turns a quarter
    /// turn clockwise, so its spine-to-edge axis points down the screen.
    let vertical: Bool

    /// The turn's position: 0 flat, 1 turned over.
    var progress: CGFloat = 0 { didSet { update() } }

    init(frame: CGRect, front: CGImage?, back: CGImage?, mirrored: Bool, vertical: Bool = false) {
        self.front = front
        self.back = back
        self.mirrored = mirrored
        self.vertical = vertical
        super.init(frame: frame)
        isUserInteractionEnabled = false
        defer { update() }
        let black = UIColor.black.cgColor
        let clear = UIColor(white: 0, alpha: 0).cgColor
        underShadow.colors = [UIColor(white: 0, alpha: 0.35).cgColor, clear]
        underShadow.startPoint = CGPoint(x: 0, y: 0.5)
        underShadow.endPoint = CGPoint(x: 1, y: 0.5)
        backShadow.colors = [clear, UIColor(white: 0, alpha: 0.3).cgColor]
        backShadow.startPoint = CGPoint(x: 0, y: 0.5)
        backShadow.endPoint = CGPoint(x: 1, y: 0.5)
        for part in [flatFront, flatBack] {
            part.anchorPoint = CGPoint(x: 0, y: 0.5)
        }
        flatFront.contents = front
        flatBack.contents = back
        container.addSublayer(flatFront)
        container.addSublayer(backShadow)
        container.addSublayer(underShadow)
        for _ in 0..<Self.stripCount {
            let strip = CALayer()
            let shade = CALayer()
            strip.anchorPoint = CGPoint(x: 0, y: 0.5)
            shade.backgroundColor = black
            strip.addSublayer(shade)
            container.addSublayer(strip)
            strips.append((strip, shade))
        }
        container.addSublayer(flatBack)
        layer.addSublayer(container)
    }

    required init?(coder: NSCoder) { _unimplemented("_PageCurlView.init(coder:)") }

    override func layoutSubviews() {
        super.layoutSubviews()
        update()
    }

    /// Places the layers for the current bounds and progress, without implicit animations.
    private func update() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        placeLayers()
        CATransaction.commit()
    }

    /// Where paper at distance `s` past the fold lies: across (x) and towards the eye (z),
    /// and the surface's angle there, for a fold at `a` round a cylinder of radius `r`.
    static func wrap(_ s: CGFloat, fold a: CGFloat, radius r: CGFloat) -> (x: CGFloat, z: CGFloat, angle: CGFloat) {
        let halfTurn = CGFloat.pi * r
        if s <= halfTurn, r > 0 {
            let theta = s / r
            return (a + r * sin(theta), r * (1 - cos(theta)), theta)
        }
        return (a - (s - halfTurn), 2 * r, .pi)
    }

    private func placeLayers() {
        let size = vertical ? CGSize(width: bounds.height, height: bounds.width) : bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let w = size.width
        let h = size.height
        let p = min(max(progress.isFinite ? progress : 0, 0), 1)
        let fold = w * (1 - p)
        let radius = 0.16 * w * min(1, 3 * p) * (1 - p)
        container.bounds = CGRect(origin: .zero, size: size)
        container.position = CGPoint(x: bounds.midX, y: bounds.midY)
        let mirror = mirrored ? CATransform3DMakeScale(-1, 1, 1) : CATransform3DIdentity
        container.transform =
            vertical ? CATransform3DConcat(mirror, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)) : mirror
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (4 * w)
        container.sublayerTransform = perspective

        // The part not yet lifted.
        flatFront.bounds = CGRect(x: 0, y: 0, width: fold, height: h)
        flatFront.position = CGPoint(x: 0, y: h / 2)
        flatFront.contentsRect = CGRect(x: 0, y: 0, width: fold / w, height: 1)
        flatFront.isHidden = fold <= 0

        // The half-cylinder, strip by strip (each strip spans the chord between its ends).
        let wrapped = min(.pi * radius, w - fold)
        var reach = fold
        for (index, (strip, shade)) in strips.enumerated() {
            let s0 = wrapped * CGFloat(index) / CGFloat(strips.count)
            let s1 = wrapped * CGFloat(index + 1) / CGFloat(strips.count)
            guard s1 > s0 else {
                strip.isHidden = true
                continue
            }
            strip.isHidden = false
            let start = Self.wrap(s0, fold: fold, radius: radius)
            let end = Self.wrap(s1, fold: fold, radius: radius)
            let chord = hypot(end.x - start.x, end.z - start.z)
            let angle = atan2(end.z - start.z, end.x - start.x)
            let middle = (start.angle + end.angle) / 2
            let facesUp = middle < .pi / 2
            reach = max(reach, start.x, end.x)
            strip.contents = facesUp ? front : back
            strip.contentsRect = CGRect(x: (fold + s0) / w, y: 0, width: (s1 - s0) / w, height: 1)
            strip.bounds = CGRect(x: 0, y: 0, width: chord + 0.5, height: h)
            strip.position = CGPoint(x: start.x, y: h / 2)
            strip.transform = CATransform3DRotate(CATransform3DMakeTranslation(0, 0, start.z), -angle, 0, 1, 0)
            shade.frame = strip.bounds
            shade.opacity = Float(facesUp ? 0.45 * (1 - cos(middle)) : 0.3 * (1 + cos(middle)))
        }

        // The part past the cylinder, face down, reaching back towards the spine.
        let flatStart = fold + wrapped
        let flatLength = w - flatStart
        flatBack.isHidden = flatLength <= 0.01
        flatBack.bounds = CGRect(x: 0, y: 0, width: max(0, flatLength), height: h)
        flatBack.position = CGPoint(x: fold, y: h / 2)
        flatBack.contentsRect = CGRect(x: flatStart / w, y: 0, width: max(0, flatLength) / w, height: 1)
        flatBack.transform = CATransform3DRotate(CATransform3DMakeTranslation(0, 0, 2 * radius), .pi, 0, 1, 0)

        // Shadows: on the page revealed beyond the curl, and cast by the face-down part.
        let shadowWidth = min(40, 0.1 * w) * (p > 0 ? 1 : 0)
        underShadow.frame = CGRect(x: reach, y: 0, width: shadowWidth * (1 - p * 0.5), height: h)
        underShadow.isHidden = p <= 0 || reach >= w
        let edge = fold - flatLength
        backShadow.frame = CGRect(x: edge - shadowWidth / 2, y: 0, width: shadowWidth / 2, height: h)
        backShadow.isHidden = flatBack.isHidden
    }
}
