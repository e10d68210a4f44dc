import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// beginAppearanceTransition / endAppearanceTransition, forwarding to children, and containment.
@MainActor
@Suite struct ViewControllerAppearanceTests {
    @Test func beginAndEndCallTheMatchingMethods() {  // UIKitBehaviour #97
        _ = HeadlessHost()
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        a.beginAppearanceTransition(true, animated: true)
        a.endAppearanceTransition()
        a.beginAppearanceTransition(false, animated: false)
        a.endAppearanceTransition()
        #expect(
            recorder.events == [
                "A viewDidLoad", "A viewWillAppear(animated: true)",
                "A viewIsAppearing(animated: true)", "A viewDidAppear(animated: true)",
                "A viewWillDisappear(animated: false)", "A viewDidDisappear(animated: false)"
            ])
    }

    @Test func callsThatDoNotChangeTheStateAreIgnored() {  // UIKitBehaviour #95, #97
        _ = HeadlessHost()
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        a.loadViewIfNeeded()
        recorder.reset()
        a.endAppearanceTransition()
        a.beginAppearanceTransition(false, animated: true)  // already disappeared
        a.beginAppearanceTransition(true, animated: true)
        a.beginAppearanceTransition(true, animated: true)  // already appearing
        a.endAppearanceTransition()
        a.endAppearanceTransition()
        #expect(
            recorder.events == [
                "A viewWillAppear(animated: true)", "A viewIsAppearing(animated: true)",
                "A viewDidAppear(animated: true)"
            ])
    }

    @Test func appearingCanTurnIntoDisappearingMidway() {  // UIKitBehaviour #95: no assumed pairing
        _ = HeadlessHost()
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        a.loadViewIfNeeded()
        recorder.reset()
        a.beginAppearanceTransition(true, animated: true)
        a.beginAppearanceTransition(false, animated: true)
        a.endAppearanceTransition()
        #expect(
            recorder.events == [
                "A viewWillAppear(animated: true)", "A viewWillDisappear(animated: true)",
                "A viewDidDisappear(animated: true)"
            ])
    }

    @Test func childrenWhoseViewsAreInsideHearTheParentsCalls() {
        _ = HeadlessHost()
        let recorder = TransitionRecorder()
        let parent = RecordingViewController("P", recorder)
        let inside = RecordingViewController("C", recorder)
        let outside = RecordingViewController("D", recorder)
        parent.addChild(inside)
        parent.view.addSubview(inside.view)
        inside.didMove(toParent: parent)
        parent.addChild(outside)  // its view is never added
        recorder.reset()
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        #expect(
            recorder.events == [
                "P viewWillAppear(animated: false)", "C viewWillAppear(animated: false)",
                "P viewIsAppearing(animated: false)", "P viewDidAppear(animated: false)",
                "C viewIsAppearing(animated: false)", "C viewDidAppear(animated: false)"
            ])
    }

    @Test func aChildAddedToAnAppearedParentAppearsWithItsView() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let parent = RecordingViewController("P", recorder)
        host.window.rootViewController = parent
        host.advance(by: 1.0 / 60)
        let child = RecordingViewController("C", recorder)
        recorder.reset()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            recorder.events == [
                "C willMove(toParent: P)", "C viewDidLoad", "C viewWillAppear(animated: false)",
                "C viewIsAppearing(animated: false)", "C viewDidAppear(animated: false)",
                "C didMove(toParent: P)"
            ])
        recorder.reset()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            recorder.events == [
                "C willMove(toParent: nil)", "C viewWillDisappear(animated: false)",
                "C viewDidDisappear(animated: false)", "C didMove(toParent: nil)"
            ])
    }

    @Test func containmentCallsAndProperties() {
        _ = HeadlessHost()
        let recorder = TransitionRecorder()
        let first = RecordingViewController("P", recorder)
        let second = RecordingViewController("Q", recorder)
        let child = RecordingViewController("C", recorder)
        first.addChild(child)
        #expect(child.parent === first)
        expectEqual(first.children, [child])
        first.addChild(child)  // already a child: nothing
        second.addChild(child)  // moves: removed from the first parent first
        #expect(first.children.isEmpty)
        expectEqual(second.children, [child])
        child.removeFromParent()
        child.removeFromParent()
        #expect(
            recorder.events == [
                "C willMove(toParent: P)", "C didMove(toParent: nil)",
                "C willMove(toParent: Q)", "C didMove(toParent: nil)"
            ])
    }

    @Test func aControllerCannotContainItselfOrAnAncestor() {
        let host = HeadlessHost()
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.addChild(parent)
        child.addChild(parent)
        expectEqual(parent.children, [child])
        #expect(child.children.isEmpty)
        expectEqual(parent.parent, nil)
        expectEqual(host.reports.count, 2)
    }

    @Test func preferredContentSizeChangesReachTheParent() {
        final class Parent: UIViewController {
            var changes: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                changes.append(container.preferredContentSize)
            }
        }
        _ = HeadlessHost()
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(parent.changes == [CGSize(width: 10, height: 20)], "only real changes are told")
        #expect(
            parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 3, height: 4))
                == CGSize(width: 3, height: 4))
    }
}
