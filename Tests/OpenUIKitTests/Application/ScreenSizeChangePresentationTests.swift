import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Screen size changes with presented controllers, navigation stacks and transitions in flight:
/// presented controllers hear through their presentation controllers (UIKitBehaviour #71, #73), which
/// place the presented views when their containers lay out (UIKitBehaviour #69).
@MainActor
@Suite struct ScreenSizeChangePresentationTests {
    private let newSize = CGSize(width: 600, height: 500)

    /// A card 300 points tall along the bottom, 20 points in from each side, that places the
    /// presented view in `containerViewWillLayoutSubviews()` as Apple's samples do.
    final class InsetCardPresentationController: UIPresentationController {
        let recorder: TransitionRecorder

        init(presented: UIViewController, presenting: UIViewController?, recorder: TransitionRecorder) {
            self.recorder = recorder
            super.init(presentedViewController: presented, presenting: presenting)
        }

        override func size(
            forChildContentContainer container: any UIContentContainer,
            withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: parentSize.width - 40, height: 300)
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 20, y: bounds.height - 300, width: bounds.width - 40, height: 300)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            recorder.record("pc viewWillTransition(to: \(size.width)x\(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func containerViewWillLayoutSubviews() {
            let bounds = containerView?.bounds ?? .zero
            recorder.record("pc containerViewWillLayoutSubviews \(bounds.width)x\(bounds.height)")
            if presentedViewController.transitionCoordinator == nil {
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
        }

        override func containerViewDidLayoutSubviews() {
            recorder.record("pc containerViewDidLayoutSubviews")
        }
    }

    private func stage() -> (HeadlessHost, TransitionRecorder, RecordingViewController) {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let root = RecordingViewController("A", recorder)
        host.window.rootViewController = root
        host.runUntilIdle()
        recorder.reset()
        return (host, recorder, root)
    }

    private func sizeEvents(_ recorder: TransitionRecorder) -> [String] {
        recorder.events.filter { $0.contains("viewWillTransition") || $0.hasPrefix("pc container") }
    }

    @Test func aFullScreenPresentedControllerHearsThroughItsPresentationController() {  // UIKitBehaviour #73
        let (host, recorder, root) = stage()
        let presented = RecordingViewController("B", recorder)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        host.runUntilIdle()
        #expect(root.view.superview == nil, "a full-screen presentation took the presenter's view away")
        recorder.reset()
        host.resize(to: newSize)
        #expect(
            sizeEvents(recorder) == ["A viewWillTransition(to: 600.0x500.0)", "B viewWillTransition(to: 600.0x500.0)"])
        expectEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        expectEqual(presented.presentationController?.containerView?.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        #expect(
            root.view.frame == CGRect(x: 0, y: 0, width: 600, height: 500), "the covered presenter's view follows too")
        presented.dismiss(animated: false)
        host.runUntilIdle()
        #expect(root.view.superview === host.window)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 600, height: 500), "and comes back at the new size")
    }

    @Test func aCustomPresentationForwardsItsChildSizeAndPlacesItsView() {  // UIKitBehaviour #69, #71, #73
        let (host, recorder, root) = stage()
        let presented = RecordingViewController("B", recorder)
        presented.modalPresentationStyle = .custom
        let delegate = RecordingTransitioningDelegate(recorder)
        delegate.makePresentationController = { presented, presenting in
            InsetCardPresentationController(presented: presented, presenting: presenting, recorder: recorder)
        }
        delegate.presentationAnimator = RecordingAnimator("animator", recorder, duration: 0.25)
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        host.runUntilIdle()
        expectEqual(presented.view.frame, CGRect(x: 20, y: 844 - 300, width: 350, height: 300))
        recorder.reset()
        host.resize(to: newSize)
        #expect(
            sizeEvents(recorder) == [
                "A viewWillTransition(to: 600.0x500.0)",
                "pc viewWillTransition(to: 600.0x500.0)",  // the container's new size
                "B viewWillTransition(to: 560.0x300.0)",  // size(forChildContentContainer:withParentContainerSize:)
                "pc containerViewWillLayoutSubviews 600.0x500.0",
                "pc containerViewDidLayoutSubviews"
            ])
        expectEqual(presented.view.frame, CGRect(x: 20, y: 200, width: 560, height: 300))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 600, height: 500), "the presenter stays in the window")
        withExtendedLifetime(delegate) {}
    }

    @Test func aPageSheetHearsTheSizeOfItsCard() {  // UIKitBehaviour #71, #79
        let (host, recorder, root) = stage()
        let presented = RecordingViewController("B", recorder)
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: false)
        host.runUntilIdle()
        recorder.reset()
        host.resize(to: newSize)
        // The card starts max(top safe-area inset 0, 20) + 10 = 30 points below the top.
        #expect(
            sizeEvents(recorder) == ["A viewWillTransition(to: 600.0x500.0)", "B viewWillTransition(to: 600.0x470.0)"])
        expectEqual(presented.view.frame, CGRect(x: 0, y: 30, width: 600, height: 470))
    }

    @Test func controllersPresentedOverPresentedControllersHearToo() {
        let (host, recorder, root) = stage()
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .overFullScreen
        let c = RecordingViewController("C", recorder)
        c.modalPresentationStyle = .fullScreen
        root.present(b, animated: false)
        host.runUntilIdle()
        b.present(c, animated: false)
        host.runUntilIdle()
        recorder.reset()
        host.resize(to: newSize)
        #expect(
            sizeEvents(recorder) == [
                "A viewWillTransition(to: 600.0x500.0)", "B viewWillTransition(to: 600.0x500.0)",
                "C viewWillTransition(to: 600.0x500.0)"
            ])
        expectEqual(c.view.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        root.dismiss(animated: false)
        host.runUntilIdle()
        expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        expectEqual(b.view.superview, nil)
    }

    @Test func everyControllerOfANavigationStackHears() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let first = RecordingViewController("first", recorder)
        let second = RecordingViewController("second", recorder)
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        host.runUntilIdle()
        recorder.reset()
        host.resize(to: newSize)
        // UIViewController's default forwards to every child, in order.
        #expect(
            sizeEvents(recorder) == [
                "first viewWillTransition(to: 600.0x500.0)", "second viewWillTransition(to: 600.0x500.0)"
            ])
        expectEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        expectEqual(second.view.frame.size.width, 600)
        #expect(second.view.frame.maxY == 500, "the top controller's view reaches the new bottom")
        #expect(navigation.navigationBar.frame.width == 600, "the bar is laid out at the new width")
    }

    @Test func aResizeDuringAnAnimatedPresentationEndsConsistent() {
        let (host, recorder, root) = stage()
        let presented = RecordingViewController("B", recorder)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        host.advance(by: 0.15)
        #expect(presented.transitionCoordinator != nil, "the presentation is in flight")
        recorder.reset()
        host.resize(to: newSize)
        #expect(
            sizeEvents(recorder) == ["A viewWillTransition(to: 600.0x500.0)", "B viewWillTransition(to: 600.0x500.0)"])
        host.runUntilIdle()
        #expect(presented.transitionCoordinator == nil)
        #expect(recorder.events(of: "B").contains("viewDidAppear(animated: true)"))
        expectEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
        #expect(presented.view.window === host.window)
        expectEqual(root.view.superview, nil)
        presented.dismiss(animated: true)
        host.advance(by: 0.1)
        host.resize(to: CGSize(width: 320, height: 400))
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        #expect(root.view.superview === host.window)
        expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(host.window.subviews == [root.view], "no container is left behind")
        #expect(host.reports.isEmpty)
    }
}
