import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UILabel sizing, UIImageView contents and UIControl/UIButton actions from touches.
@MainActor
@Suite struct ControlTests {
    @Test func labelSizing() {
        _ = HeadlessHost()
        let label = UILabel()
        expectEqual(label.sizeThatFits(.zero), .zero)
        label.text = "Hello"
        let one = label.intrinsicContentSize
        #expect(one.width > 0)
        expectEqual(one.height, UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
        label.text = "Hello\nHello"
        label.numberOfLines = 0
        let two = label.intrinsicContentSize
        expectEqual(two.width, one.width)
        expectEqual(two.height, (2 * UIFont.systemFont(ofSize: 17).lineHeight).rounded(.up))
        label.numberOfLines = 1
        expectEqual(label.intrinsicContentSize.height, one.height)
        label.sizeToFit()
        expectEqual(label.bounds.size, label.sizeThatFits(.zero))
    }

    @Test func labelWrapsAtTheGivenWidth() {
        _ = HeadlessHost()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one two three four five six seven"
        let wide = label.sizeThatFits(CGSize(width: 10_000, height: 0))
        let narrow = label.sizeThatFits(CGSize(width: wide.width / 2, height: 0))
        #expect(narrow.width <= wide.width / 2)
        #expect(narrow.height > wide.height)
    }

    @Test func imageViewShowsItsImage() {
        _ = HeadlessHost()
        let pixels = [UInt8](repeating: 255, count: 4 * 6 * 4)
        let image = UIImage(
            cgImage: CGImage(width: 6, height: 4, premultipliedRGBA: pixels)!, scale: 2, orientation: .up)
        let view = UIImageView(image: image)
        expectEqual(view.bounds.size, CGSize(width: 3, height: 2))
        expectEqual(view.intrinsicContentSize, CGSize(width: 3, height: 2))
        #expect(view.layer.contents as? CGImage === image.cgImage)
        expectEqual(view.layer.contentsScale, 2)
        view.contentMode = .scaleAspectFit
        expectEqual(view.layer.contentsGravity, .resizeAspect)
    }

    @Test func buttonTapPerformsItsActions() {
        let host = HeadlessHost()
        var log: [String] = []
        let button = UIButton(
            primaryAction: UIAction(title: "Go") { action in
                log.append("primary \((action.sender as? UIButton)?.currentTitle ?? "?")")
            })
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("up inside") }, for: .touchUpInside)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 44)
        host.window.addSubview(button)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 120, y: 120))
        host.advance(by: 1.0 / 60)
        #expect(button.isHighlighted)
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 125, y: 120))
        host.advance(by: 1.0 / 60)
        expectEqual(log, ["down", "primary Go", "up inside"])
        #expect(!button.isHighlighted)
    }

    @Test func dragFarOutsideEndsAsTouchUpOutside() {
        let host = HeadlessHost()
        var log: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("A", for: .normal)
        button.addAction(UIAction { _ in log.append("inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("outside") }, for: .touchUpOutside)
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        host.window.addSubview(button)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 10, y: 10))
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 300, y: 300))
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 300, y: 300))
        host.advance(by: 1.0 / 60)
        expectEqual(log, ["outside"])
    }

    @Test func buttonTitlesPerState() {
        _ = HeadlessHost()
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        expectEqual(button.currentTitle, "Normal")
        button.isHighlighted = true
        expectEqual(button.currentTitle, "Pressed")
        expectEqual(button.titleLabel?.text, "Pressed")
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Normal")  // falls back to the normal title
    }
}
