import Foundation

/// The view a popover shows (UIKitBehaviour #264): a rounded panel with its arrow, filled with
/// the popover's background colour and casting a soft shadow, holding the presented
/// controller's view clipped to the panel's corners.
///
/// It is the presentation's `presentedView`, so animators and the container move it as one.
@MainActor
final class _PopoverView: UIView {
    /// The presented controller's view, clipped to the panel's rounded corners.
    let clipView = UIView()
    private let panelLayer = CAShapeLayer()
    /// The fill of the panel and the arrow; nil for the system's elevated background.
    var fillColor: UIColor? { didSet { applyFill() } }
    /// The app's background view, drawn instead of the system panel (UIKitBehaviour #438).
    var backgroundView: UIPopoverBackgroundView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            applyBackgroundLook()
            setNeedsLayout()
        }
    }

    /// The arrow's direction and where the content and the tip go, in the container.
    var layout = _PopoverLayout(arrowDirection: .unknown, contentFrame: .zero, arrowTip: nil) {
        didSet { if layout != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.insertSublayer(panelLayer, at: 0)
        applyBackgroundLook()
        clipView.clipsToBounds = true
        addSubview(clipView)
        // The panel is elevated, like the content it holds (its dark fill is the elevated one).
        traitOverrides.userInterfaceLevel = .elevated
        applyFill()
    }

    required init?(coder: NSCoder) { _unimplemented("_PopoverView.init(coder:)") }

    /// Places the presented controller's view in the panel.
    func install(content: UIView) {
        content.frame = clipView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clipView.addSubview(content)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let origin = layout.frame.origin
        let body = layout.contentFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        clipView.frame = body
        if let backgroundView {
            layOut(backgroundView, body: body, origin: origin)
            return
        }
        let outline = Self.outline(body: body, layout: layout, origin: origin)
        panelLayer.frame = bounds
        panelLayer.path = outline
        applyFill()
        layer.shadowPath = outline
    }

    /// Sizes the app's background view to the whole popover, tells it where the arrow is, and
    /// puts the content inside its insets: the arrow's offset is from the view's centre along
    /// the arrow's edge (UIKitBehaviour #439).
    private func layOut(_ background: UIPopoverBackgroundView, body: CGRect, origin: CGPoint) {
        background.frame = bounds
        background.arrowDirection = layout.arrowDirection
        if let tip = layout.arrowTip {
            let vertical = layout.arrowDirection == .up || layout.arrowDirection == .down
            background.arrowOffset = vertical ? tip.x - origin.x - bounds.midX : tip.y - origin.y - bounds.midY
        } else {
            background.arrowOffset = 0
        }
        clipView.frame = body.inset(by: layout.metrics.contentInsets)
        background.setNeedsLayout()
    }

    /// The system panel shows without a background view; with one, the default content look
    /// (rounded content, the shadow, cast by the background view) only if its class wants it.
    private func applyBackgroundLook() {
        let wantsDefault = backgroundView.map { type(of: $0).wantsDefaultContentAppearance } ?? true
        panelLayer.isHidden = backgroundView != nil
        clipView.layer.cornerRadius = wantsDefault ? _PopoverLayout.cornerRadius : 0
        let shadowed = backgroundView?.layer ?? layer
        layer.shadowOpacity = 0
        layer.shadowPath = nil
        if wantsDefault {
            shadowed.shadowColor = CGColor(gray: 0, alpha: 1)
            shadowed.shadowOpacity = 0.12
            shadowed.shadowRadius = 24
            shadowed.shadowOffset = CGSize(width: 0, height: 8)
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyFill()
    }

    private func applyFill() {
        let color = fillColor ?? .systemBackground
        panelLayer.fillColor = color.resolvedColor(with: traitCollection).cgColor
    }

    /// The panel's rounded rectangle and its arrow, in the view's coordinates.
    static func outline(body: CGRect, layout: _PopoverLayout, origin: CGPoint) -> CGPath {
        let path = CGMutablePath()
        let radius = min(_PopoverLayout.cornerRadius, body.width / 2, body.height / 2)
        path.addRoundedRect(in: body, cornerWidth: max(radius, 0), cornerHeight: max(radius, 0))
        guard let tipInContainer = layout.arrowTip else { return path }
        let tip = CGPoint(x: tipInContainer.x - origin.x, y: tipInContainer.y - origin.y)
        let half = layout.metrics.arrowBase / 2
        let (start, end): (CGPoint, CGPoint)
        switch layout.arrowDirection {
        case .up: (start, end) = (CGPoint(x: tip.x - half, y: body.minY), CGPoint(x: tip.x + half, y: body.minY))
        case .down: (start, end) = (CGPoint(x: tip.x + half, y: body.maxY), CGPoint(x: tip.x - half, y: body.maxY))
        case .left: (start, end) = (CGPoint(x: body.minX, y: tip.y + half), CGPoint(x: body.minX, y: tip.y - half))
        default: (start, end) = (CGPoint(x: body.maxX, y: tip.y - half), CGPoint(x: body.maxX, y: tip.y + half))
        }
        // Concave flanks meeting in a slightly rounded tip, as iOS draws its arrow.
        let nearTip = { (from: CGPoint) in
            CGPoint(x: tip.x + (from.x - tip.x) * 0.12, y: tip.y + (from.y - tip.y) * 0.12)
        }
        let flank = { (from: CGPoint) in
            CGPoint(x: from.x + (tip.x - from.x) * 0.55, y: from.y + (tip.y - from.y) * 0.3)
        }
        path.move(to: start)
        path.addQuadCurve(to: nearTip(start), control: flank(start))
        path.addQuadCurve(to: nearTip(end), control: tip)
        path.addQuadCurve(to: end, control: flank(end))
        path.closeSubpath()
        return path
    }
}
