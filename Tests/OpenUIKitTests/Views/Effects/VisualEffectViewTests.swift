import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIVisualEffectView as apps use it: content view, effects, animation, traits, motion effects.
@MainActor
@Suite struct VisualEffectViewTests {
    /// A window of vertical stripes 10 pt wide (black and white) under an effect view.
    func stripes(_ host: HeadlessHost) {
        host.window.backgroundColor = .white
        for i in stride(from: 0, to: 39, by: 2) {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 844))
            stripe.backgroundColor = .black
            host.window.addSubview(stripe)
        }
    }

    /// How much the pixels of row `y` vary between `x0` and `x1` (max − min of red).
    func contrast(_ image: CGImage, y: Int, _ x0: Int, _ x1: Int) -> Int {
        let values = (x0..<x1).map { Int(Drawing.pixel(image, $0, y)[0]) }
        return values.max()! - values.min()!
    }

    @Test func contentViewFillsTheViewAndHoldsSubviews() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.superview === effectView)
        expectEqual(effectView.contentView.frame, effectView.bounds)
        let label = UILabel()
        effectView.contentView.addSubview(label)
        #expect(label.superview === effectView.contentView)
        #expect((effectView.effect as? UIBlurEffect) != nil)
        effectView.effect = nil
        expectEqual(effectView.effect, nil)
    }

    // UIKitBehaviour #251
    @Test func vibrancyDrawsItsContentAtTheOpacityOfItsStyle() {
        let host = HeadlessHost()
        let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blurView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        host.window.addSubview(blurView)
        let styles: [(UIVibrancyEffectStyle, CGFloat)] = [
            (.label, 1), (.secondaryLabel, 0.6), (.tertiaryLabel, 0.45), (.quaternaryLabel, 0.3),
            (.fill, 0.3), (.secondaryFill, 0.2), (.tertiaryFill, 0.12), (.separator, 0.25)
        ]
        for (style, alpha) in styles {
            let vibrancy = UIVisualEffectView(
                effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: style))
            vibrancy.frame = blurView.bounds
            blurView.contentView.addSubview(vibrancy)
            #expect(abs(vibrancy.contentView.alpha - alpha) < 1e-6, "\(style)")
            vibrancy.effect = UIBlurEffect(style: .light)
            #expect(vibrancy.contentView.alpha == 1, "a blur draws its content as it is")
            vibrancy.removeFromSuperview()
        }
        #expect(host.reports.isEmpty)
    }

    // UIKitBehaviour #250
    @Test func addingASubviewDirectlyIsReportedAndDone() {
        let host = HeadlessHost()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        host.window.addSubview(effectView)
        let direct = UIView()
        effectView.addSubview(direct)
        #expect(direct.superview === effectView, "UIKit adds it where asked (over the content view)")
        #expect(effectView.subviews.last === direct)
        #expect(host.reports.contains { $0.contains("UIVisualEffectView") && $0.contains("contentView") })
    }

    @Test func theBlurFollowsContentMovingUnderAFrostedHeader() {
        let host = HeadlessHost()
        host.window.backgroundColor = .white
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        host.window.addSubview(scrollView)
        let block = UIView(frame: CGRect(x: 100, y: 300, width: 190, height: 80))
        block.backgroundColor = .systemRed
        scrollView.addSubview(block)
        let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        header.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: host.window.topAnchor),
            header.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120)
        ])
        host.runUntilIdle()
        expectEqual(header.frame, CGRect(x: 0, y: 0, width: 390, height: 120))
        let before = host.render()
        let headerPixel = Drawing.pixel(before, 195, 60)
        #expect(headerPixel[0] > 230 && headerPixel[1] > 230, "only white under the header: \(headerPixel)")
        scrollView.contentOffset = CGPoint(x: 0, y: 260)  // the block now sits at y 40…120
        host.runUntilIdle()
        let after = host.render()
        let tinted = Drawing.pixel(after, 195, 80)
        #expect(tinted[0] > tinted[1] + 20, "the red block shows through the frosted header: \(tinted)")
        #expect(tinted[1] > 60, "…blurred and whitened by the material: \(tinted)")
        // The block's edge at x = 100 is soft under the header, sharp below it.
        #expect(contrast(after, y: 80, 96, 104) < 60)
        #expect(contrast(after, y: 200, 96, 104) == 0, "nothing there below the header")
    }

    // UIKitBehaviour #249
    @Test func darkAndLightMaterialsFollowTheInterfaceStyle() {
        let host = HeadlessHost()
        stripes(host)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        effectView.frame = CGRect(x: 0, y: 200, width: 390, height: 200)
        host.window.addSubview(effectView)
        host.runUntilIdle()
        let light = Drawing.pixel(host.render(), 195, 300)
        effectView.overrideUserInterfaceStyle = .dark
        host.runUntilIdle()
        let dark = Drawing.pixel(host.render(), 195, 300)
        #expect(light[0] > 180, "light material: whitish \(light)")
        #expect(dark[0] < 70, "dark material: dark gray \(dark)")
        // The explicit variants ignore the style.
        effectView.effect = UIBlurEffect(style: .systemThickMaterialLight)
        host.runUntilIdle()
        #expect(Drawing.pixel(host.render(), 195, 300)[0] > 180)
    }

    @Test func saturationDeepensColorsUnderAMaterial() {
        let host = HeadlessHost()
        host.window.backgroundColor = UIColor(red: 0.6, green: 0.4, blue: 0.4, alpha: 1)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        host.window.addSubview(effectView)
        host.runUntilIdle()
        let p = Drawing.pixel(host.render(), 195, 200)
        // ×1.8 saturation: luminance 0.4425 + 1.8 × (0.6 − 0.4425) = 0.726 red, 0.4425 − 1.8 × 0.0425
        // = 0.366 green; then white at 0.3 over it: 0.808 and 0.556.
        #expect(abs(Int(p[0]) - 206) <= 3 && abs(Int(p[1]) - 142) <= 3, "\(p)")
    }

    // UIKitBehaviour #252
    @Test func effectAnimatesFromNoneInsideAnAnimationBlock() throws {
        let host = HeadlessHost()
        stripes(host)
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 0, y: 200, width: 390, height: 200)
        host.window.addSubview(effectView)
        host.runUntilIdle()
        #expect(contrast(host.render(), y: 300, 100, 140) == 255, "no effect: sharp stripes")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .dark)
        }
        host.advance(by: 0.02)
        let start = contrast(host.render(), y: 300, 100, 140)
        host.advance(by: 0.48)
        let middle = contrast(host.render(), y: 300, 100, 140)
        host.runUntilIdle()
        let end = contrast(host.render(), y: 300, 100, 140)
        #expect(start > 150, "barely blurred at the start: \(start)")
        #expect(middle < start && middle >= end, "half way: \(middle)")
        #expect(end < 5, "fully blurred: \(end)")
    }

    // UIKitBehaviour #252
    @Test func aPausedAnimatorShowsTheEffectAtItsFraction() {
        let host = HeadlessHost()
        stripes(host)
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 0, y: 200, width: 390, height: 200)
        host.window.addSubview(effectView)
        host.runUntilIdle()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = UIBlurEffect(style: .dark)
        }
        animator.pausesOnCompletion = true
        animator.fractionComplete = 0.3
        host.advance(by: 0.1)
        let atThird = Drawing.pixel(host.render(), 105, 300)  // in a black stripe
        animator.fractionComplete = 0.9
        host.advance(by: 0.1)
        let nearEnd = Drawing.pixel(host.render(), 105, 300)
        // A black stripe: blurred toward gray at 0.3, then darkened by the dark tint near the end.
        #expect(atThird[0] > 30, "blurred at 0.3: \(atThird)")
        #expect(atThird[0] > nearEnd[0], "more dark tint further on: \(atThird) \(nearEnd)")
        expectEqual(animator.state, .active)
        animator.stopAnimation(true)
    }

    @Test func motionEffectsAreStoredAndMoveNothing() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        host.window.addSubview(view)
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -20
        vertical.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        expectEqual(view.motionEffects.count, 1)
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
        #expect((values?["center.x"] as? Double) == 10 && (values?["center.y"] as? Double) == -20)
        #expect(
            horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: .nan, vertical: 0))?["center.x"]
                as? Double == 0)
        host.runUntilIdle()
        #expect(view.center == CGPoint(x: 60, y: 60), "no gyroscope: nothing moves")
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }
}
