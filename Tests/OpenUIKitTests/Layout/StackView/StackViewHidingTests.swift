import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Hidden arranged views collapse (no space, no spacing), at once or animated at exact
/// instants on the manual clock.
@MainActor
@Suite struct StackViewHidingTests {
    /// A fill-equally stack 290 × 50 at (20, 100) in a window, spacing 10: boxes 90 wide at 0, 100, 200.
    @MainActor
    private struct Screen {
        let host = HeadlessHost()
        let boxes = threeBoxes()
        let stack: UIStackView

        init() {
            stack = UIStackView(arrangedSubviews: boxes)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.distribution = .fillEqually
            stack.spacing = 10
            host.window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 100),
                stack.widthAnchor.constraint(equalToConstant: 290),
                stack.heightAnchor.constraint(equalToConstant: 50)
            ])
            host.advance(by: 1.0 / 60)
        }

        func presented(_ index: Int) -> CGRect { boxes[index].layer.presentation()!.frame }
    }

    @Test func aHiddenViewTakesNoSpaceAndNoSpacing() {
        let screen = Screen()
        expectEqual(screen.boxes.map(\.frame.minX), [0, 100, 200])
        screen.boxes[1].isHidden = true
        screen.host.advance(by: 1.0 / 60)
        // Two views share 290 − 10: 140 each; the hidden one collapses where the first ends.
        #expect(
            screen.boxes.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 140, height: 50), CGRect(x: 140, y: 0, width: 0, height: 50),
                CGRect(x: 150, y: 0, width: 140, height: 50)
            ])
        #expect(screen.boxes[1].isHidden && screen.boxes[1].layer.isHidden)
        #expect(
            screen.stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === screen.boxes[1] })
        screen.boxes[1].isHidden = false
        screen.host.advance(by: 1.0 / 60)
        expectEqual(screen.boxes.map(\.frame.minX), [0, 100, 200])
        // Hiding the first and last views: the middle one fills the stack.
        screen.boxes[0].isHidden = true
        screen.boxes[2].isHidden = true
        screen.host.advance(by: 1.0 / 60)
        expectEqual(screen.boxes[1].frame, CGRect(x: 0, y: 0, width: 290, height: 50))
        #expect(screen.boxes[0].frame.width == 0 && screen.boxes[2].frame == CGRect(x: 290, y: 0, width: 0, height: 50))
    }

    // UIKitBehaviour #161
    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let screen = Screen()
        var layerHiddenAtCompletion: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                screen.boxes[1].isHidden = true
            }, completion: { _ in layerHiddenAtCompletion = screen.boxes[1].layer.isHidden })
        #expect(screen.boxes[1].isHidden, "reports hidden at once")
        #expect(!screen.boxes[1].layer.isHidden, "but stays on screen while it collapses")
        #expect(screen.boxes[2].frame.minX == 150, "model frames are final at once (no layoutIfNeeded needed)")
        screen.host.advance(by: 0.25)
        #expect(
            isClose(screen.presented(2), CGRect(x: 187.5, y: 0, width: 102.5, height: 50), tolerance: 1e-6),
            "200 → 150, 90 → 140")
        #expect(
            isClose(screen.presented(1), CGRect(x: 110, y: 0, width: 67.5, height: 50), tolerance: 1e-6),
            "collapsing: 90 → 0 at 100 → 140")
        #expect(isClose(screen.presented(0), CGRect(x: 0, y: 0, width: 102.5, height: 50), tolerance: 1e-6))
        screen.host.advance(by: 0.5)
        #expect(isClose(screen.presented(2), CGRect(x: 162.5, y: 0, width: 127.5, height: 50), tolerance: 1e-6))
        screen.host.advance(by: 0.3)
        #expect(screen.boxes[1].layer.isHidden, "the layer hides when the collapse ends")
        #expect(layerHiddenAtCompletion == true, "before the block's completion runs")
        expectEqual(screen.presented(2), CGRect(x: 150, y: 0, width: 140, height: 50))
    }

    @Test func showingInsideAnAnimationBlockGrowsFromTheCollapsedFrame() {
        let screen = Screen()
        screen.boxes[1].isHidden = true
        screen.host.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { screen.boxes[1].isHidden = false }
        #expect(!screen.boxes[1].isHidden && !screen.boxes[1].layer.isHidden, "visible at once")
        screen.host.advance(by: 0.5)
        #expect(
            isClose(screen.presented(1), CGRect(x: 120, y: 0, width: 45, height: 50), tolerance: 1e-6),
            "140 → 100, 0 → 90")
        #expect(isClose(screen.presented(2), CGRect(x: 175, y: 0, width: 115, height: 50), tolerance: 1e-6))
        screen.host.advance(by: 0.6)
        expectEqual(screen.presented(1), CGRect(x: 100, y: 0, width: 90, height: 50))
    }

    @Test func showingAgainBeforeTheCollapseEndsKeepsTheViewVisible() {
        let screen = Screen()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { screen.boxes[1].isHidden = true }
        screen.host.advance(by: 0.5)
        screen.boxes[1].isHidden = false
        #expect(!screen.boxes[1].isHidden)
        screen.host.advance(by: 1)
        #expect(!screen.boxes[1].layer.isHidden, "the ended collapse does not hide a view shown since")
        expectEqual(screen.boxes[1].frame, CGRect(x: 100, y: 0, width: 90, height: 50))
    }

    @Test func hidingInAPropertyAnimatorHidesTheLayerWhenItEnds() {
        let screen = Screen()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { screen.boxes[2].isHidden = true }
        animator.startAnimation()
        screen.host.advance(by: 0.5)
        #expect(!screen.boxes[2].layer.isHidden)
        #expect(
            isClose(screen.presented(1), CGRect(x: 125, y: 0, width: 115, height: 50), tolerance: 1e-6),
            "100 → 150, 90 → 140")
        screen.host.advance(by: 0.6)
        #expect(screen.boxes[2].layer.isHidden)
        expectEqual(screen.boxes[1].frame, CGRect(x: 150, y: 0, width: 140, height: 50))
    }

    @Test func aHiddenViewDoesNotSizeAFreeStack() {
        let boxes = threeBoxes()
        boxes[2].isHidden = true
        let (_, stack) = pinnedStack(boxes, width: nil, height: nil) {
            $0.spacing = 10
            $0.alignment = .leading
        }
        #expect(stack.frame.size == CGSize(width: 120, height: 30), "50 + 10 + 60; as tall as the visible views")
        #expect(!stack.constraints.contains { $0.identifier == "UISV-spanning-boundary" && $0.firstItem === boxes[2] })
    }
}
