import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// UIKitBehaviour #268: a property set to the value it already has, inside an animation block,
/// adds no animation — the view keeps taking taps and the completion comes on the next turn.
@MainActor
@Suite struct UnchangedValueAnimationTests {
    @Test func settingTheSameValueAnimatesNothingAndKeepsTheButtonTappable() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        host.window.addSubview(button)
        host.runUntilIdle()
        var finished: Bool?
        UIView.animate(
            withDuration: 1,
            animations: {
                button.center = button.center
                button.alpha = 1
            }, completion: { finished = $0 })
        #expect(button.layer.animationKeys() == nil, "nothing changed, nothing animates")
        host.tap(at: CGPoint(x: 160, y: 122))
        #expect(taps == 1, "not skipped by hit testing as an animating view would be")
        host.advance(by: 1.0 / 60)
        #expect(finished == true, "the completion comes on the next turn, not after a second")

        UIView.animate(withDuration: 1) { button.alpha = 0.5 }
        #expect(button.layer.animationKeys() == ["opacity"], "a change still animates")
    }
}
