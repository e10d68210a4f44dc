import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The animated-constraint pattern: change a constant, then `layoutIfNeeded()` inside an
/// animation; every affected frame animates, at exact instants on the manual clock.
@MainActor
@Suite struct AnimatedConstraintTests {
    /// A collapsing header (height 200) with a body pinned below it, in a window.
    @MainActor
    private struct Screen {
        let host = HeadlessHost()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = UIView()
        let body = UIView()
        let height: NSLayoutConstraint

        init() {
            host.window.addSubview(root)
            for view in [header, body] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            height = header.heightAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: root.topAnchor),
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                height,
                body.topAnchor.constraint(equalTo: header.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                body.bottomAnchor.constraint(equalTo: root.bottomAnchor)
            ])
            host.advance(by: 1.0 / 60)
        }

        /// The presented heights of header and body.
        var presented: (header: Double, bodyTop: Double) {
            let header = self.header.layer.presentation()!.bounds.height
            let body = self.body.layer.presentation()!.frame.minY
            return (Double(header), Double(body))
        }
    }

    @Test func theCommitLaysOutNewConstraints() {
        let screen = Screen()
        expectEqual(screen.header.frame, CGRect(x: 0, y: 0, width: 390, height: 200))
        expectEqual(screen.body.frame, CGRect(x: 0, y: 200, width: 390, height: 644))
    }

    @Test func insideUIViewAnimate() {  // UIKitBehaviour #154
        let screen = Screen()
        screen.height.constant = 64
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { screen.root.layoutIfNeeded() }
        #expect(screen.header.frame.height == 64, "the model frame is final at once")
        expectEqual(screen.body.frame.minY, 64)
        screen.host.advance(by: 0.25)
        #expect(abs(screen.presented.header - 166) < 1e-6, "200 − 0.25 × 136")
        #expect(abs(screen.presented.bodyTop - 166) < 1e-6, "the body follows the header")
        screen.host.advance(by: 0.8)
        #expect(screen.presented.header == 64 && screen.presented.bodyTop == 64)
    }

    @Test func insideASpring() {
        let screen = Screen()
        screen.height.constant = 64
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
            screen.root.layoutIfNeeded()
        }
        screen.host.advance(by: 0.2)
        let early = screen.presented
        #expect(early.header < 200 && early.header > 64)
        #expect(abs(early.header - early.bodyTop) < 1e-6)
        screen.host.advance(by: 2)
        #expect(abs(screen.presented.header - 64) < 1e-6)
    }

    @Test func insideAKeyframe() {
        let screen = Screen()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                screen.height.constant = 100
                screen.root.layoutIfNeeded()
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                screen.height.constant = 150
                screen.root.layoutIfNeeded()
            }
        }
        // Keyframe blocks run on the default ease-in-ease-out curve overall.
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        screen.host.advance(by: 0.25)
        let early = curve._solve(forInput: 0.25) / 0.5
        #expect(abs(screen.presented.header - (200 - 100 * early)) < 1e-4, "along the first keyframe, 200 → 100")
        #expect(abs(screen.presented.bodyTop - screen.presented.header) < 1e-6)
        screen.host.advance(by: 0.5)
        let late = (curve._solve(forInput: 0.75) - 0.5) / 0.5
        #expect(abs(screen.presented.header - (100 + 50 * late)) < 1e-4, "along the second keyframe, 100 → 150")
        screen.host.advance(by: 0.5)
        expectEqual(screen.header.frame.height, 150)
    }

    @Test func inAPropertyAnimatorScrubbedAndReversed() {
        let screen = Screen()
        screen.height.constant = 64
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { screen.root.layoutIfNeeded() }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        screen.host.advance(by: 1.0 / 60)
        #expect(abs(screen.presented.header - 132) < 1e-6)
        #expect(abs(screen.presented.bodyTop - 132) < 1e-6)
        animator.isReversed = true
        animator.startAnimation()
        screen.host.advance(by: 0.25)
        #expect(abs(screen.presented.header - 166) < 1e-6, "back a quarter: 0.25 of the way")
        screen.host.advance(by: 0.3)
        #expect(screen.header.frame.height == 200, "reversed to the start: the model returns to 200")
    }
}
