import Foundation
import Testing
import OpenUIKit
@testable import SegueGallery
import SegueTesting
import TestSupport

/// Demo 6, the one-call modal: its scenarios end where they should, cleanly; the API
/// `present(_:at:animated:presenting:dismissing:completion:)` behaves as documented; key frames
/// match their snapshots.
@MainActor
@Suite struct OneCallModalDemoTests {
    /// The card's and the banner's frames on a 390 × 844 screen, worked out by hand from the
    /// demo's layout: 24 pt margins, 150 pt down, 460 pt tall; 12 pt margins, 54 pt down, 100 pt tall.
    static let cardFrame = CGRect(x: 24, y: 150, width: 342, height: 460)
    static let bannerFrame = CGRect(x: 12, y: 54, width: 366, height: 100)

    @Test(arguments: ["card, present", "card, dismiss", "banner, present", "banner, dismiss"])
    func scenarioEndsCleanly(_ name: String) throws {
        let scenario = try #require(OneCallModalDemo().scenario(named: name))
        try DemoChecks.run(OneCallModalDemo(), scenario) { player in
            try expectEndState(of: name, in: player)
        }
    }

    /// Presented: the card or banner at its frame, at rest; dismissed: nothing left over the
    /// presenter. Either way the presenter stays on screen (a custom presentation).
    private func expectEndState(of name: String, in player: ScenarioRun) throws {
        let root = player.root
        if name.hasSuffix("present") {
            let presented = try #require(root.presentedViewController)
            let isCard = name.hasPrefix("card")
            #expect(isCard ? presented is OneCallCardViewController : presented is OneCallBannerViewController)
            #expect(presented.modalPresentationStyle == .custom)
            #expect(presented.view.frame == (isCard ? Self.cardFrame : Self.bannerFrame))
            #expect(presented.view.transform == .identity)
            #expect(presented.view.alpha == 1)
            #expect(presented.view.window === player.host.window)
        } else {
            #expect(root.presentedViewController == nil)
            #expect(player.host.window.subviews == [root.view], "the container left the window")
        }
        #expect(root.view.window === player.host.window)
    }

    /// A plain presenter on screen.
    private func stage() -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        return (host, root)
    }

    @Test func thePresentingClosureGetsTheViewInPlaceAndTheTransitionWaitsForItsHandler() {
        let (host, root) = stage()
        let recorder = TransitionRecorder()
        let presented = RecordingViewController("P", recorder)
        let frame = CGRect(x: 10, y: 20, width: 200, height: 300)
        presented.loadViewIfNeeded()
        presented.view.alpha = 0.25  // left over from an earlier dismissal, say
        presented.view.transform = CGAffineTransform(scaleX: 2, y: 2)
        var handler: ((Bool) -> Void)?
        var seen: (frame: CGRect, alpha: CGFloat, transform: CGAffineTransform, inWindow: Bool, duration: TimeInterval?)?
        var completions = 0
        root.present(presented, at: frame, animated: true, presenting: { view, completion in
            seen = (view.frame, view.alpha, view.transform, view.window != nil, presented.transitionCoordinator?.transitionDuration)
            handler = completion
        }, dismissing: { _, completion in completion(true) }, completion: { completions += 1 })
        host.advance(by: 2)
        #expect(seen?.frame == frame)
        #expect(seen?.alpha == 1)
        #expect(seen?.transform == .identity)
        #expect(seen?.inWindow == true)
        #expect(seen?.duration == 0.35)
        #expect(presented.isBeingPresented, "waits for the handler")
        #expect(completions == 0)
        #expect(!recorder.events.contains("P viewDidAppear(animated: true)"))
        handler?(false)  // the finished flag does not matter
        handler?(true)  // only the first call counts
        host.runUntilIdle()
        #expect(!presented.isBeingPresented)
        #expect(completions == 1)
        #expect(recorder.events(of: "P").filter { $0.contains("ppear") } == [
            "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)", "viewDidAppear(animated: true)",
        ])
        #expect(root.view.window === host.window)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func dismissalRunsTheDismissingClosureThenReleasesTheDelegate() {
        let (host, root) = stage()
        let presented = UIViewController()
        var dismissingView: UIView?
        root.present(presented, at: CGRect(x: 0, y: 400, width: 390, height: 444), animated: true,
                     presenting: { _, completion in completion(true) },
                     dismissing: { view, completion in
                         dismissingView = view
                         UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: completion)
                     })
        host.runUntilIdle()
        #expect(presented.transitioningDelegate != nil, "kept alive while presented")
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        host.advance(by: 0.1)
        #expect(dismissingView === presented.view)
        #expect(presented.isBeingDismissed)
        host.runUntilIdle()
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(presented.view.superview == nil)
        #expect(presented.transitioningDelegate == nil, "released with the presentation")
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func unanimatedTransitionsSkipTheClosures() {
        let (host, root) = stage()
        let presented = UIViewController()
        var calls = 0
        root.present(presented, at: CGRect(x: 30, y: 40, width: 50, height: 60), animated: false,
                     presenting: { _, completion in calls += 1; completion(true) },
                     dismissing: { _, completion in calls += 1; completion(true) })
        host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(presented.view.window === host.window)
        root.dismiss(animated: false)
        host.runUntilIdle()
        #expect(presented.view.window == nil)
        #expect(calls == 0)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test(arguments: ["card, present", "card, dismiss", "banner, present", "banner, dismiss"])
    func keyFramesMatchTheSnapshots(_ name: String) {
        DemoKeyFrames.expectTransitionKeyFrames(of: OneCallModalDemo(), name, includingStart: name == "card, present")
    }
}
