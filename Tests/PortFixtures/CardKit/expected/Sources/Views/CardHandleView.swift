// Built inside the CardKit framework, whose umbrella header imports UIKit.

import OpenUIKit

#if os(Linux)
/// The grabber drawn at the top of a card.
public final class CardHandleView: UIView {
    public var handleColor: UIColor = .lightGray {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = UIView.ContentMode.redraw
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
