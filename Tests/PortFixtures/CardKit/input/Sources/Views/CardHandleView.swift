// Built inside the CardKit framework, whose umbrella header imports UIKit.

#if os(iOS)
/// The grabber drawn at the top of a card.
@IBDesignable
public final class CardHandleView: UIView {
    @IBInspectable public var handleColor: UIColor = .lightGray {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = UIViewContentMode.redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func draw(_ rect: CGRect) {
        let handle = CGRect(x: bounds.midX - 18, y: bounds.midY - 2.5, width: 36, height: 5)
        handleColor.setFill()
        UIBezierPath(roundedRect: handle, cornerRadius: 2.5).fill()
    }
}
#endif
