import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A recording controller that also runs `onWillTransition` in `viewWillTransition(to:with:)`
/// (after super), so a test can look at the coordinator and the views at that moment.
@MainActor
final class SizeHookViewController: RecordingViewController {
    var onWillTransition: ((CGSize, any UIViewControllerTransitionCoordinator) -> Void)?
    /// When set, the size each child gets (instead of the parent's size).
    var childSize: ((CGSize) -> CGSize)?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        onWillTransition?(size, coordinator)
    }

    override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        childSize?(parentSize) ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
}

/// A view recording the bounds it lays out with.
@MainActor
final class BoundsLoggingView: UIView {
    var log: ((String) -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        log?("layoutSubviews \(bounds.width)x\(bounds.height)")
    }
}

/// `UIApplication.screenDidChangeSize(to:scale:)`: who hears a screen size change, with which
/// coordinator, and what the screen, the windows and the layout look like afterwards (UIKitBehaviour
/// #71, #73; the live-resize semantics are Segue's, UIKit does not document them).
@MainActor
@Suite struct ScreenSizeChangeTests {
    private let newSize = CGSize(width: 600, height: 500)

    private func stage() -> (HeadlessHost, TransitionRecorder, SizeHookViewController) {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let root = SizeHookViewController("A", recorder)
        host.window.rootViewController = root
        host.runUntilIdle()
        recorder.reset()
        return (host, recorder, root)
    }

    @Test func theRootHearsTheNewSizeOnceBeforeAnyFrameChanges() {  // UIKitBehaviour #73
        let (host, recorder, root) = stage()
        let screen = UIScreen.main
        var seen: [String] = []
        root.onWillTransition = { _, _ in
            seen.append("view \(root.view.bounds.size) window \(host.window.frame) screen \(UIScreen.main.bounds.size)")
        }
        host.resize(to: newSize)
        expectEqual(recorder.events, ["A viewWillTransition(to: 600.0x500.0)"])
        // The screen already has its new size (as UIKit's does during a rotation); views do not yet.
        #expect(
            seen == [
                "view \(CGSize(width: 390, height: 844)) window \(CGRect(x: 0, y: 0, width: 390, height: 844)) screen \(CGSize(width: 600, height: 500))"
            ])
        #expect(UIScreen.main === screen, "the same screen object")
        #expect(host.window.screen === screen)
        expectEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 600, height: 500))
        expectEqual(UIScreen.main.nativeBounds, CGRect(x: 0, y: 0, width: 600, height: 500))
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        expectEqual(host.screenSize, CGSize(width: 600, height: 500))
        #expect(host.reports.isEmpty)
    }

    @Test func childrenGetTheSizeTheirParentGivesThem() {  // UIKitBehaviour #71
        let (host, recorder, root) = stage()
        let child = SizeHookViewController("child", recorder)
        let grandchild = RecordingViewController("grandchild", recorder)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.addChild(grandchild)
        child.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: child)
        root.childSize = { CGSize(width: $0.width / 2, height: $0.height - 100) }
        child.childSize = { CGSize(width: $0.width - 10, height: $0.height - 10) }
        recorder.reset()
        host.resize(to: newSize)
        #expect(
            recorder.events.filter { $0.contains("viewWillTransition") } == [
                "grandchild viewWillTransition(to: 290.0x390.0)",  // forwarded by the child's super call first
                "child viewWillTransition(to: 300.0x400.0)",
                "A viewWillTransition(to: 600.0x500.0)"
            ])
    }

    @Test func theCoordinatorDescribesAnInstantNonInteractiveChange() {
        let (host, _, root) = stage()
        var checked = false
        root.onWillTransition = { _, coordinator in
            checked = true
            #expect(!coordinator.isAnimated)
            #expect(!coordinator.isInteractive)
            #expect(!coordinator.initiallyInteractive)
            #expect(!coordinator.isInterruptible)
            #expect(!coordinator.isCancelled)
            expectEqual(coordinator.transitionDuration, 0)
            expectEqual(coordinator.percentComplete, 1)
            expectEqual(coordinator.presentationStyle, .none)
            #expect(coordinator.containerView === host.window, "the window being resized")
            expectEqual(coordinator.viewController(forKey: .from), nil)
            expectEqual(coordinator.viewController(forKey: .to), nil)
            expectEqual(coordinator.view(forKey: .from), nil)
            expectEqual(coordinator.view(forKey: .to), nil)
            expectEqual(coordinator.targetTransform, .identity)
        }
        host.resize(to: newSize)
        #expect(checked)
    }

    @Test func alongsideAnimationsSeeTheNewBoundsAndCompletionsComeLast() {
        let (host, _, root) = stage()
        var log: [String] = []
        let view = BoundsLoggingView(frame: root.view.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.log = { log.append($0) }
        root.view.addSubview(view)
        host.runUntilIdle()
        log = []
        var coordinatorSeen: (any UIViewControllerTransitionCoordinator)?
        root.onWillTransition = { _, coordinator in
            coordinatorSeen = coordinator
            let queued = coordinator.animate(
                alongsideTransition: { _ in
                    log.append(
                        "alongside \(root.view.bounds.width)x\(root.view.bounds.height) animations enabled \(UIView.areAnimationsEnabled)"
                    )
                    root.view.alpha = 0.5
                    view.setNeedsLayout()
                    let nested = coordinator.animate(
                        alongsideTransition: { _ in log.append("nested alongside") },
                        completion: { _ in log.append("nested completion") })
                    log.append("nested queued \(nested)")
                },
                completion: { context in
                    log.append("completion cancelled \(context.isCancelled)")
                })
            log.append("queued \(queued)")
        }
        host.resize(to: newSize)
        #expect(
            log == [
                "queued true",
                "layoutSubviews 600.0x500.0",  // the new frames are laid out before the alongside animations
                "alongside 600.0x500.0 animations enabled false",
                "nested alongside",  // queued while the alongside animations run: runs at once
                "nested queued true",
                "layoutSubviews 600.0x500.0",  // the layout the alongside animation asked for
                "completion cancelled false",
                "nested completion"
            ])
        expectEqual(root.view.alpha, 0.5)
        #expect(root.view.layer.animationKeys() == nil, "nothing animates: the change has no duration")
        expectEqual(host.window.layer.animationKeys(), nil)
        #expect(
            coordinatorSeen?.animate(alongsideTransition: { _ in log.append("late") }, completion: nil) == false,
            "after the completions nothing more is queued")
        #expect(!log.contains("late"))
    }

    @Test func anUnchangedSizeAndScaleDoNothing() {
        let (host, recorder, _) = stage()
        host.resize(to: CGSize(width: 390, height: 844))
        host.resize(to: CGSize(width: 390, height: 844), scale: 1)
        #expect(recorder.events.isEmpty)
        #expect(host.reports.isEmpty)
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test(
        arguments: [
            (CGSize(width: CGFloat.nan, height: 500), nil),
            (CGSize(width: 600, height: CGFloat.infinity), nil),
            (CGSize(width: 0, height: 500), nil),
            (CGSize(width: 600, height: -1), nil),
            (CGSize(width: 600, height: 500), CGFloat.nan),
            (CGSize(width: 600, height: 500), CGFloat(0)),
            (CGSize(width: 600, height: 500), CGFloat(-2)),
            (CGSize(width: 600, height: 500), CGFloat.infinity)
        ] as [(CGSize, CGFloat?)])
    func aBadSizeOrScaleIsReportedAndChangesNothing(size: CGSize, scale: CGFloat?) {
        let (host, recorder, root) = stage()
        let screen = UIScreen.main
        UIApplication.shared.screenDidChangeSize(to: size, scale: scale)
        expectEqual(host.reports.count, 1)
        expectEqual(host.reports.first?.hasPrefix("UIApplication.screenDidChangeSize(to:scale:): ignored the"), true)
        #expect(recorder.events.isEmpty)
        #expect(UIScreen.main === screen)
        expectEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(UIScreen.main.scale, 1)
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        host.resize(to: size, scale: scale)
        #expect(host.screenSize == CGSize(width: 390, height: 844), "the host keeps its size too")
        expectEqual(host.screenScale, 1)
    }

    @Test func aChangeMadeDuringAChangeIsReportedAndIgnored() {
        let (host, recorder, root) = stage()
        root.onWillTransition = { _, _ in host.resize(to: CGSize(width: 100, height: 100)) }
        host.resize(to: newSize)
        expectEqual(recorder.events, ["A viewWillTransition(to: 600.0x500.0)"])
        expectEqual(host.reports.count, 1)
        expectEqual(host.reports.first?.contains("while the screen's size is changing"), true)
        expectEqual(UIScreen.main.bounds.size, newSize)
        expectEqual(host.screenSize, newSize)
        expectEqual(host.window.frame.size, newSize)
        root.onWillTransition = nil
        host.resize(to: CGSize(width: 100, height: 100))
        #expect(host.window.frame.size == CGSize(width: 100, height: 100), "later changes work")
    }

    @Test func windowsThatDidNotFillTheScreenKeepTheirFrames() {
        let (host, recorder, _) = stage()
        let small = UIWindow(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        small.rootViewController = RecordingViewController("S", recorder)
        small.isHidden = false
        host.runUntilIdle()
        recorder.reset()
        host.resize(to: newSize)
        #expect(
            recorder.events == ["A viewWillTransition(to: 600.0x500.0)"], "only the resized window's controllers hear")
        expectEqual(small.frame, CGRect(x: 10, y: 20, width: 100, height: 100))
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
    }

    @Test func aNewScaleAloneResizesNothingAndNewDrawingsUseIt() {
        let (host, recorder, _) = stage()
        host.resize(to: CGSize(width: 390, height: 844), scale: 2)
        #expect(recorder.events.isEmpty, "the size did not change")
        expectEqual(UIScreen.main.scale, 2)
        expectEqual(UIScreen.main.nativeBounds, CGRect(x: 0, y: 0, width: 780, height: 1688))
        #expect(UIGraphicsImageRendererFormat().scale == 2, "formats default to the main screen's scale")
        expectEqual(host.screenScale, 2)
    }

    @Test func aDrawnViewIsRedrawnAtTheNewScale() {
        let (host, _, root) = stage()
        let drawn = DrawingSquare(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(drawn)
        host.runFrame()
        expectEqual(drawn.layer.contentsScale, 1)
        expectEqual(drawn.draws, 1)
        host.resize(to: CGSize(width: 600, height: 500), scale: 3)
        host.runFrame()
        expectEqual(drawn.draws, 2)
        expectEqual(drawn.layer.contentsScale, 3)
        #expect((drawn.layer.contents as? CGImage)?.width == 30, "drawn at three pixels per point")
    }

    /// A view whose `draw(_:)` fills its bounds and counts its drawings.
    final class DrawingSquare: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(rect)
        }
    }
}
