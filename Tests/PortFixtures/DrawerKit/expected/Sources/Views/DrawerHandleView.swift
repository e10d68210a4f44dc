import OpenUIKit

/// The grabber at the top of the drawer. It pulses for a moment to say the drawer can be dragged.
final class DrawerHandleView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.75, alpha: 1)
        layer.cornerRadius = 2.5
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startHinting() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        layer.add(pulse, forKey: "hint")
    }

    func stopHinting() {
        layer.removeAnimation(forKey: "hint")
    }
}
