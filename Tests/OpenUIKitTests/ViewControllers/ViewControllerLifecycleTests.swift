import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// View loading, the window's root view controller, layout callbacks and the responder chain.
@MainActor
@Suite struct ViewControllerLifecycleTests {
    @Test func theViewLoadsOnFirstAccessWithTheScreensBounds() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 480))
        _ = host
        let recorder = TransitionRecorder()
        let controller = RecordingViewController("A", recorder)
        #expect(!controller.isViewLoaded)
        expectEqual(controller.viewIfLoaded, nil)
        #expect(recorder.events.isEmpty)
        let view = controller.view!
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        expectEqual(view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        expectEqual(view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(recorder.events == ["A viewDidLoad"], "loaded once")
    }

    @Test func anOverriddenLoadViewProvidesTheView() {
        final class Custom: UIViewController {
            let custom = UILabel()
            override func loadView() { view = custom }
        }
        let controller = Custom()
        #expect(controller.view === controller.custom)
        #expect(controller.view.next === controller, "a root view's next responder is its controller")
    }

    @Test func theRootAppearsWhenInstalledOnAVisibleWindow() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        host.window.rootViewController = a
        #expect(a.view.superview === host.window)
        expectEqual(a.view.frame, host.window.bounds)
        expectEqual(recorder.events, ["A viewDidLoad", "A viewWillAppear(animated: false)"])
        host.advance(by: 1.0 / 60)
        #expect(
            recorder.events == [
                "A viewDidLoad", "A viewWillAppear(animated: false)",
                "A viewIsAppearing(animated: false)", "A viewDidAppear(animated: false)"
            ])
    }

    @Test func replacingTheRootSwapsTheViewsAndAppearance() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        let b = RecordingViewController("B", recorder)
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        recorder.reset()
        host.window.rootViewController = b
        expectEqual(a.view.superview, nil)
        #expect(b.view.superview === host.window)
        host.advance(by: 1.0 / 60)
        #expect(
            recorder.events == [
                "A viewWillDisappear(animated: false)", "A viewDidDisappear(animated: false)",
                "B viewDidLoad", "B viewWillAppear(animated: false)",
                "B viewIsAppearing(animated: false)", "B viewDidAppear(animated: false)"
            ])
    }

    @Test func aHiddenWindowsRootAppearsWhenTheWindowIsShown() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = RecordingViewController("A", recorder)
        window.rootViewController = a
        #expect(recorder.events == ["A viewDidLoad"], "no appearance while hidden")
        window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        #expect(
            recorder.events(of: "A") == [
                "viewDidLoad", "viewWillAppear(animated: false)",
                "viewIsAppearing(animated: false)", "viewDidAppear(animated: false)"
            ])
    }

    @Test func layoutCallbacksWrapTheViewsLayout() {
        final class Laid: UIViewController {
            var log: [String] = []
            override func viewWillLayoutSubviews() { log.append("will") }
            override func viewDidLayoutSubviews() { log.append("did") }
        }
        let host = HeadlessHost()
        let controller = Laid()
        host.window.rootViewController = controller
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        expectEqual(controller.log.suffix(2), ["will", "did"])
    }

    @Test func theRootsNextResponderIsTheWindow() {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.view.next === controller)
        #expect(controller.next === host.window)
    }

    @Test func presentationDefaults() {  // UIKitBehaviour #82, #83, #85, #76
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .pageSheet, ".automatic reads back as what it resolves to")
        expectEqual(controller.modalTransitionStyle, .coverVertical)
        #expect(!controller.definesPresentationContext)
        #expect(!controller.providesPresentationContextTransitionStyle)
        #expect(controller.transitioningDelegate == nil)
        controller.modalPresentationStyle = .custom
        expectEqual(controller.modalPresentationStyle, .custom)
        expectEqual(UIModalPresentationStyle.overCurrentContext.rawValue, 6)
        expectEqual(UIModalPresentationStyle.none.rawValue, -1)
    }

    @Test func aNonFinitePreferredContentSizeIsReported() {
        let host = HeadlessHost()
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 100, height: 200)
        controller.preferredContentSize = CGSize(width: CGFloat.nan, height: 1)
        expectEqual(controller.preferredContentSize, CGSize(width: 100, height: 200))
        expectEqual(host.reports.count, 1)
    }

    @Test func aNibNameIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UIViewController(nibName: "Main", bundle: nil)
            }
        }
    }
}
