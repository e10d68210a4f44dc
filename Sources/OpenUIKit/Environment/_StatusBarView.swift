import Foundation

/// The status bar a host draws over the key window (`HeadlessHost.drawsStatusBar`, the
/// gallery, `segue demo`): the time ("9:41"), cellular signal, Wi-Fi and a full battery.
///
/// It holds the content twice — dark and light — and shows one by their alphas, so a change
/// of style made in an animation block cross-fades; hiding fades it out or slides it up, as
/// the update animation says. It is in no window: hosts render its layer after the window's.
package final class _StatusBarView: UIView {
    private let darkContent = UIView()
    private let lightContent = UIView()
    private var laidOutSize = CGSize.zero

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(darkContent)
        addSubview(lightContent)
    }

    required init?(coder: NSCoder) { _unimplemented("_StatusBarView.init(coder:)") }

    /// Shows `appearance` (animated when called inside an animation block).
    func show(_ appearance: _StatusBarAppearance, screenWidth: CGFloat, height: CGFloat) {
        let size = CGSize(width: screenWidth, height: height)
        if size != laidOutSize {
            UIView.performWithoutAnimation {
                frame = CGRect(origin: .zero, size: size)
                transform = isStatusBarSlidOut ? CGAffineTransform(translationX: 0, y: -height) : .identity
                build(darkContent, color: .black, size: size)
                build(lightContent, color: .white, size: size)
            }
            laidOutSize = size
        }
        darkContent.alpha = appearance.style.drawsLightContent ? 0 : 1
        lightContent.alpha = appearance.style.drawsLightContent ? 1 : 0
        let change = {
            switch (appearance.isHidden, appearance.animation) {
            case (true, .slide):
                self.alpha = 1
                self.transform = CGAffineTransform(translationX: 0, y: -height)
            case (true, _):
                self.alpha = 0
                self.transform = .identity
            case (false, _):
                self.alpha = 1
                self.transform = .identity
            }
        }
        if appearance.animation == .none { UIView.performWithoutAnimation(change) } else { change() }
    }

    private var isStatusBarSlidOut: Bool { transform.ty < 0 }

    /// Lays out one copy of the content in `color`: the time on the left (in the notch's
    /// left ear when the bar is taller than 20 points), the indicators on the right.
    private func build(_ content: UIView, color: UIColor, size: CGSize) {
        for subview in content.subviews { subview.removeFromSuperview() }
        content.frame = CGRect(origin: .zero, size: size)
        let notched = size.height > 20
        let middle = notched ? (size.height * 0.55).rounded() : size.height / 2
        let time = UILabel()
        time.text = "9:41"
        time.font = .systemFont(ofSize: notched ? 17 : 12, weight: .semibold)
        time.textColor = color
        time.textAlignment = .center
        let timeWidth: CGFloat = notched ? 54 : 40
        let timeCentre = notched ? min(size.width * 0.2, 80) : size.width / 2
        time.frame = CGRect(x: timeCentre - timeWidth / 2, y: middle - 11, width: timeWidth, height: 22)
        content.addSubview(time)
        // Drawn now: the bar is in no window, and a host may draw it before the next commit.
        time.layer.displayIfNeeded()

        let scale: CGFloat = notched ? 1 : 0.8
        var x = size.width - (notched ? 24 : 6)
        // Battery: an outlined body, its charge and the terminal's nub.
        let body = CGSize(width: 24 * scale, height: 12 * scale)
        x -= 2 * scale
        let nub = UIView(frame: CGRect(x: x, y: middle - 2 * scale, width: 1.5 * scale, height: 4 * scale))
        nub.backgroundColor = color.withAlphaComponent(0.4)
        content.addSubview(nub)
        x -= body.width + 0.5
        let battery = UIView(frame: CGRect(x: x, y: middle - body.height / 2, width: body.width, height: body.height))
        battery.layer.borderWidth = 1
        battery.layer.borderColor = color.withAlphaComponent(0.4).cgColor
        battery.layer.cornerRadius = 3.5 * scale
        let charge = UIView(frame: battery.bounds.insetBy(dx: 2, dy: 2))
        charge.backgroundColor = color
        charge.layer.cornerRadius = 1.5 * scale
        battery.addSubview(charge)
        content.addSubview(battery)
        // Wi-Fi: three arcs about a point below them.
        x -= 6 + 15 * scale
        // A layer of its own, so it would animate its first values implicitly (for a quarter
        // of a second, keeping a live host redrawing); the bar's changes animate as a whole.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let wifi = CAShapeLayer()
        let path = UIBezierPath()
        let apex = CGPoint(x: x + 7.5 * scale, y: middle + 5 * scale)
        for radius in [3.0, 6.5, 10.0] {
            let r = CGFloat(radius) * scale
            path.move(to: CGPoint(x: apex.x + r * cos(-.pi * 0.75), y: apex.y + r * sin(-.pi * 0.75)))
            path.addArc(withCenter: apex, radius: r, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: true)
        }
        wifi.path = path.cgPath
        wifi.strokeColor = color.cgColor
        wifi.fillColor = nil
        wifi.lineWidth = 2 * scale
        wifi.lineCap = .round
        content.layer.addSublayer(wifi)
        // Cellular signal: four bars rising to the right.
        x -= 6 + 17 * scale
        for bar in 0..<4 {
            let height = (4 + CGFloat(bar) * 2.5) * scale
            let view = UIView(
                frame: CGRect(
                    x: x + CGFloat(bar) * 4.5 * scale, y: middle + 5.5 * scale - height,
                    width: 3 * scale, height: height))
            view.backgroundColor = color
            view.layer.cornerRadius = 1 * scale
            content.addSubview(view)
        }
    }
}
