import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The status bar's resolution through children and presentations, its animation, and the
/// deprecated `UIApplication` answers (UIKitBehaviour #248).
@MainActor
@Suite struct StatusBarTests {
    final class StyledController: UIViewController {
        var style = UIStatusBarStyle.default
        var hidden = false
        var animation = UIStatusBarAnimation.fade
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    }

    final class Container: UIViewController {
        let child = StyledController()
        override var childForStatusBarStyle: UIViewController? { child }
        override var childForStatusBarHidden: UIViewController? { child }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    static func manager() -> UIStatusBarManager {
        (UIApplication.shared.connectedScenes.first as! UIWindowScene).statusBarManager!
    }

    @Test func aControllerThatChangesItsStyleIsAskedAgainOnlyWhenItSaysSo() {
        let host = HeadlessHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = StyledController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let manager = Self.manager()
        #expect(manager.statusBarStyle == .default && !manager.isStatusBarHidden)
        expectEqual(manager.statusBarFrame, CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(UIApplication.shared.statusBarFrame.height == 47, "libraries still read the deprecated frame")
        root.style = .lightContent
        #expect(manager.statusBarStyle == .default, "not asked again yet")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent && UIApplication.shared.statusBarStyle == .lightContent)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero && UIApplication.shared.isStatusBarHidden)
    }

    @Test func theStatusBarIsTwentyPointsWithoutASafeAreaAndHiddenInLandscapeOnAPhone() {
        let host = HeadlessHost()
        host.window.rootViewController = UIViewController()
        expectEqual(Self.manager().statusBarFrame.height, 20)
        host.rotate(to: .landscapeLeft)
        #expect(Self.manager().isStatusBarHidden && UIApplication.shared.statusBarFrame == .zero)
    }

    @Test func childrenDecideThroughChildForStatusBar() {
        let host = HeadlessHost()
        let container = Container()
        container.child.style = .lightContent
        container.child.hidden = true
        host.window.rootViewController = container
        host.runUntilIdle()
        #expect(Self.manager().statusBarStyle == .lightContent && Self.manager().isStatusBarHidden)
    }

    @Test func navigationAndTabControllersForwardAsUIKitDoes() {
        let host = HeadlessHost()
        let top = StyledController()
        top.style = .lightContent
        top.hidden = true
        let navigation = UINavigationController(rootViewController: top)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        #expect(Self.manager().isStatusBarHidden, "hidden comes from the top controller")
        #expect(
            Self.manager().statusBarStyle == .default,
            "with its bar showing, the navigation controller decides the style")
        navigation.isNavigationBarHidden = true
        navigation.setNeedsStatusBarAppearanceUpdate()
        expectEqual(Self.manager().statusBarStyle, .lightContent)
    }

    @Test func fullScreenPresentationsCaptureAndSheetsOnlyWhenAsked() {
        let host = HeadlessHost()
        let root = StyledController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = StyledController()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(
            Self.manager().statusBarStyle == .lightContent,
            "a page sheet does not capture; it steps the presenter back (UIKitBehaviour #456)")
        sheet.dismiss(animated: false)
        host.runUntilIdle()
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .lightContent)
        sheet.dismiss(animated: false)
        host.runUntilIdle()
        let cover = StyledController()
        cover.style = .lightContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .lightContent)
        cover.dismiss(animated: false)
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .default)
    }

    @Test func aStyleChangeAnimatesAlongsideAPresentation() {
        let host = HeadlessHost()
        host.drawsStatusBar = true
        let root = StyledController()
        host.window.rootViewController = root
        host.runUntilIdle()
        _ = host.render()  // the host draws the status bar from now on
        let cover = StyledController()
        cover.style = .lightContent
        cover.modalPresentationStyle = .fullScreen
        let log = NotificationLog([UIApplication.didChangeStatusBarFrameNotification])
        root.present(cover, animated: true)
        host.advance(by: 0.2)
        #expect(Self.manager().statusBarStyle == .lightContent, "the new style is decided when the transition starts")
        let light = UIApplication.shared._statusBarLayerForDrawing!.sublayers![1]
        let opacity = light.presentation()!.opacity
        #expect(opacity > 0.05 && opacity < 0.95, "the light content fades in with the transition: \(opacity)")
        host.runUntilIdle()
        expectEqual(light.presentation()!.opacity, 1)
        cover.dismiss(animated: true)
        host.advance(by: 0.05)
        #expect(Self.manager().statusBarStyle == .default, "a controller being dismissed no longer decides")
        host.runUntilIdle()
        #expect(log.names.isEmpty, "the frame did not change")
        log.stop()
    }

    @Test func anUpdateInAnAnimationBlockAnimatesTheHiding() {
        let host = HeadlessHost()
        let root = StyledController()
        root.animation = .slide
        host.window.rootViewController = root
        host.runUntilIdle()
        let bar = UIApplication.shared._statusBarLayerForDrawing!
        let log = NotificationLog([
            UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification
        ])
        root.hidden = true
        UIView.animate(withDuration: 0.5) { root.setNeedsStatusBarAppearanceUpdate() }
        host.advance(by: 0.25)
        let y = bar.presentation()!.transform.m42
        #expect(y < -1 && y > -19, "it slides up with the block: \(y)")
        host.runUntilIdle()
        expectEqual(bar.presentation()!.transform.m42, -20)
        #expect(
            log.names == [
                "UIApplicationWillChangeStatusBarFrameNotification", "UIApplicationDidChangeStatusBarFrameNotification"
            ])
        log.stop()
        root.hidden = false
        root.animation = .none
        UIView.animate(withDuration: 0.5) { root.setNeedsStatusBarAppearanceUpdate() }
        #expect(bar.presentation() == nil || bar.transform.m42 == 0)
        host.advance(by: 0.1)
        #expect(bar.presentation()!.transform.m42 == 0, ".none shows it at once")
    }

    @Test func settingTheDeprecatedPropertiesIsReportedAndIgnored() {
        let host = HeadlessHost()
        host.window.rootViewController = UIViewController()
        UIApplication.shared.statusBarStyle = .lightContent
        UIApplication.shared.isStatusBarHidden = true
        #expect(UIApplication.shared.statusBarStyle == .default && !UIApplication.shared.isStatusBarHidden)
        expectEqual(host.reports.count, 2)
        expectEqual(UIApplication.shared.statusBarOrientation, .portrait)
    }
}
