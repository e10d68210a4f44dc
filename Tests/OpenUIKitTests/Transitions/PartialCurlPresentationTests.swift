import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The partial curl modal style (UIKitBehaviour #402), presented as apps did on iOS 3–12: a map
/// whose settings lie under a curled-up page.
@MainActor
@Suite struct PartialCurlPresentationTests {
    final class SettingsViewController: UIViewController {
        var taps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let button = UIButton(type: .system)
            button.setTitle("Satellite", for: .normal)
            button.frame = CGRect(x: 100, y: 650, width: 200, height: 44)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    private func stage() -> (HeadlessHost, RecordingViewController) {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let map = RecordingViewController("Map", TransitionRecorder())
        host.window.rootViewController = map
        host.runUntilIdle()
        map.view.backgroundColor = .systemGreen
        return (host, map)
    }

    private func page(in host: HeadlessHost) -> _PartialCurlPage? {
        func find(_ view: UIView) -> _PartialCurlPage? {
            if let page = view as? _PartialCurlPage { return page }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(host.window)
    }

    @Test func thePresenterCurlsUpHalfwayAndATapOnThePageDismisses() {
        let (host, map) = stage()
        let settings = SettingsViewController()
        settings.modalPresentationStyle = .fullScreen
        settings.modalTransitionStyle = .partialCurl
        map.present(settings, animated: true)
        host.runFrame()
        host.advance(by: 0.25)
        let curling = try! #require(page(in: host))
        #expect(curling.progress > 0.05 && curling.progress < _PartialCurlAnimator.restingProgress)
        host.runUntilIdle()
        #expect(map.presentedViewController === settings)
        expectEqual(curling.progress, _PartialCurlAnimator.restingProgress)
        #expect(curling.window != nil, "the page stays curled over the presentation")
        #expect(map.view.window == nil, "full screen: the presenter's view left; its picture is the page")

        host.tap(at: CGPoint(x: 200, y: 672))  // below the fold: the presented controller's button
        host.runUntilIdle()
        expectEqual(settings.taps, 1)
        #expect(map.presentedViewController === settings)

        host.tap(at: CGPoint(x: 200, y: 150))  // the page
        host.runFrame()
        host.advance(by: 0.25)
        #expect(curling.progress > 0 && curling.progress < _PartialCurlAnimator.restingProgress, "laying flat again")
        host.runUntilIdle()
        expectEqual(map.presentedViewController, nil)
        expectEqual(curling.window, nil)
        #expect(map.view.window != nil && !map.view.isHidden)
        expectEqual(settings.view.window, nil)
    }

    @Test func thePreferredTransitionAsksForTheSameCurl() {
        let (host, map) = stage()
        let settings = SettingsViewController()
        settings.modalPresentationStyle = .fullScreen
        settings.preferredTransition = .partialCurl
        map.present(settings, animated: true)
        host.runUntilIdle()
        expectEqual(page(in: host)?.progress, _PartialCurlAnimator.restingProgress)
        settings.dismiss(animated: false)
        host.runUntilIdle()
        expectEqual(page(in: host), nil)
        #expect(map.presentedViewController == nil && map.view.window != nil)
    }
}
