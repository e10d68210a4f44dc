import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The built-in presentation styles and transition styles (UIKitBehaviour #3, #77–#85, #93, #121).
@MainActor
@Suite struct BuiltinPresentationStyleTests {
    private func stage() -> (HeadlessHost, TransitionRecorder, RecordingViewController) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 400, height: 800),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        recorder.reset()
        return (host, recorder, a)
    }

    private func easeInOut(_ x: Double) -> Double { ReferenceMotion.bezier(x, (0.42, 0, 0.58, 1)) }

    @Test func coverVerticalSlidesUpFromTheBottomIn0Point4Seconds() {  // UIKitBehaviour #83, #121
        let (host, _, a) = stage()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.1)
        let y = Double(b.view.layer.presentation()?.frame.minY ?? .nan)
        #expect(isClose(y, 800 * (1 - easeInOut(0.1 / 0.4)), tolerance: 1e-4))
        host.advance(by: 0.3)
        expectEqual(b.view.layer.presentation()?.frame.minY, 0)
        expectEqual(a.view.window, nil)
    }

    @Test func crossDissolveFadesThePresentedViewIn() {
        let (host, _, a) = stage()
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.2)
        #expect(isClose(Double(b.view.layer.presentation()?.opacity ?? -1), easeInOut(0.5), tolerance: 1e-6))
        host.runUntilIdle()
        b.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.1)
        #expect(isClose(Double(b.view.layer.presentation()?.opacity ?? -1), 1 - easeInOut(0.25), tolerance: 1e-6))
        host.runUntilIdle()
        #expect(b.view.alpha == 1, "left as found, so that it can be shown again")
    }

    @Test func overFullScreenKeepsThePresenterWithoutCallbacks() {  // UIKitBehaviour #77b, #93
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(a.view.window === host.window)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(recorder.events(of: "A").isEmpty)
    }

    @Test func theCardSheetLeavesThePresenterVisible() {  // UIKitBehaviour #79, #82, #93
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)  // .automatic → .pageSheet
        a.present(b, animated: true)
        host.runUntilIdle()
        expectEqual(b.modalPresentationStyle, .pageSheet)
        #expect(b.view.frame == CGRect(x: 0, y: 57, width: 400, height: 743), "10 pt below the top inset")
        expectEqual(b.view.layer.cornerRadius, 10)
        #expect(a.view.window === host.window)
        #expect(recorder.events(of: "A").isEmpty, "no presenter callbacks when its view stays")
        expectEqual(b.presentationController?.presentationStyle, .pageSheet)
    }

    @Test func currentContextCoversTheControllerThatDefinesIt() {  // UIKitBehaviour #3, #78, #85
        let (host, recorder, a) = stage()
        let context = RecordingViewController("C", recorder)
        context.definesPresentationContext = true
        a.addChild(context)
        context.view.frame = CGRect(x: 0, y: 400, width: 400, height: 400)
        a.view.addSubview(context.view)
        context.didMove(toParent: a)
        let child = RecordingViewController("D", recorder)
        context.addChild(child)
        context.view.addSubview(child.view)
        child.didMove(toParent: context)
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .currentContext
        recorder.reset()
        child.present(b, animated: true)
        host.runUntilIdle()
        #expect(b.presentingViewController === context, "the real presenter, not the caller")
        #expect(context.presentedViewController === b)
        #expect(context.view.window == nil, "its view is removed after the presentation")
        #expect(a.view.window === host.window)
        expectEqual(b.view.convert(b.view.bounds, to: nil), CGRect(x: 0, y: 400, width: 400, height: 400))
        child.dismiss(animated: true)
        host.runUntilIdle()
        #expect(context.view.superview === a.view, "back where it was")
        expectEqual(context.view.frame, CGRect(x: 0, y: 400, width: 400, height: 400))
        expectEqual(context.presentedViewController, nil)
    }

    @Test func withoutAContextAFullScreenPresentationGoesToTheTop() {  // UIKitBehaviour #3
        let (host, _, a) = stage()
        let child = UIViewController()
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        child.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === a)
        #expect(child.presentedViewController === b, "a child reads its ancestor's presented controller")
    }

    @Test func flipHorizontalTurnsTheContainerAndShowsThePresentedView() {  // UIKitBehaviour #83
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .flipHorizontal
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let container = b.view.superview
        host.advance(by: 0.1)
        let turning = container?.layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(!CATransform3DIsIdentity(turning), "the container turns about its vertical axis")
        #expect(turning.m12 == 0 && turning.m21 == 0, "about y only")
        host.runUntilIdle()
        #expect(CATransform3DIsIdentity(container?.layer.presentation()?.transform ?? CATransform3DIdentity))
        #expect(b.view.window === host.window)
        expectEqual(a.view.window, nil)
        #expect(container?.layer.sublayers?.count == 1, "the overlay of the old content is gone")
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(a.view.superview === host.window)
        expectEqual(b.viewIfLoaded?.superview, nil)
    }

    @Test func overCurrentContextKeepsTheContextsView() {  // UIKitBehaviour #78b, #93
        let (host, recorder, a) = stage()
        let context = RecordingViewController("C", recorder)
        context.definesPresentationContext = true
        a.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 400, height: 300)
        a.view.addSubview(context.view)
        context.didMove(toParent: a)
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .overCurrentContext
        recorder.reset()
        context.present(b, animated: true)
        host.runUntilIdle()
        #expect(b.presentingViewController === context)
        #expect(context.view.window === host.window, "not removed")
        #expect(recorder.events(of: "C").isEmpty)
        expectEqual(b.view.convert(b.view.bounds, to: nil), CGRect(x: 0, y: 100, width: 400, height: 300))
    }
}
