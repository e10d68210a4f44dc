import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// The seeds' one-call modal in the library: a frame, two closures, real completion and
/// cancel (UIKitBehaviour #416).
@MainActor
@Suite struct OneCallModalTests {
    let frame = CGRect(x: 24, y: 170, width: 342, height: 440)

    private func slideUp(_ view: UIView, _ done: @escaping (Bool) -> Void) {
        view.transform = CGAffineTransform(translationX: 0, y: 700)
        UIView.animate(withDuration: 0.5, animations: { view.transform = .identity }, completion: done)
    }

    private func fadeOut(_ view: UIView, _ done: @escaping (Bool) -> Void) {
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: done)
    }

    @Test func presentsAtTheFrameAndDismissesWithTheClosures() {
        let (host, root) = Stage.presenter()
        let card = ColourScreen(.systemIndigo, title: "Card")
        var presented = false
        root.present(card, at: frame, animated: true, presenting: slideUp, dismissing: fadeOut) { presented = true }
        host.advance(by: 0.25)
        #expect(!presented, "the completion waits for the closure's animation")
        #expect((card.view.layer.presentation()?.frame.minY ?? 0) > frame.minY + 20)
        #expect(root.view.window != nil, "the presenter stays visible around the frame")
        host.runUntilIdle()
        #expect(presented)
        expectEqual(card.view.frame, frame)
        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        host.advance(by: 0.1)
        #expect(!dismissed)
        host.runUntilIdle()
        #expect(dismissed)
        expectEqual(root.presentedViewController, nil)
        expectEqual(card.view.superview, nil)
    }

    @Test func aClosureThatReportsNotFinishedCancelsThePresentation() {
        let (host, root) = Stage.presenter()
        let card = ColourScreen(.systemIndigo, title: "Card")
        var presented = false
        root.present(
            card, at: frame, animated: true,
            presenting: { view, done in
                view.alpha = 0
                UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { _ in done(false) })
            }, dismissing: fadeOut
        ) { presented = true }
        host.runUntilIdle()
        #expect(!presented)
        expectEqual(root.presentedViewController, nil)
        expectEqual(card.view.superview, nil)
    }

    @Test func aCancelledDismissalGivesTheViewBackAndOnlyTheFirstCallCounts() {
        let (host, root) = Stage.presenter()
        let card = ColourScreen(.systemIndigo, title: "Card")
        root.present(
            card, at: frame, animated: false, presenting: slideUp,
            dismissing: { view, done in
                UIView.animate(
                    withDuration: 0.2,
                    animations: {
                        view.alpha = 0.2
                        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    },
                    completion: { _ in
                        done(false)
                        done(true)  // ignored: only the first call counts
                    })
            })
        host.runUntilIdle()
        let before = ViewValues(card.view)
        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        host.runUntilIdle()
        #expect(!dismissed)
        #expect(root.presentedViewController === card)
        #expect(ViewValues(card.view) == before, "\(ViewValues(card.view)) vs \(before)")
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func thePresentingClosureGetsTheViewInPlaceAndTheTransitionWaitsForItsHandler() {
        let (host, root) = Stage.presenter()
        let recorder = TransitionRecorder()
        let presented = RecordingViewController("P", recorder)
        presented.loadViewIfNeeded()
        presented.view.alpha = 0.25  // left over from an earlier dismissal, say
        presented.view.transform = CGAffineTransform(scaleX: 2, y: 2)
        var handler: ((Bool) -> Void)?
        var seen:
            (frame: CGRect, alpha: CGFloat, transform: CGAffineTransform, inWindow: Bool, duration: TimeInterval?)?
        var completions = 0
        root.present(
            presented, at: frame, animated: true,
            presenting: { view, completion in
                seen = (
                    view.frame, view.alpha, view.transform, view.window != nil,
                    presented.transitionCoordinator?.transitionDuration
                )
                handler = completion
            }, dismissing: { _, completion in completion(true) }, completion: { completions += 1 })
        host.advance(by: 2)
        expectEqual(seen?.frame, frame)
        expectEqual(seen?.alpha, 1)
        expectEqual(seen?.transform, .identity)
        expectEqual(seen?.inWindow, true)
        expectEqual(seen?.duration, 0.35)
        #expect(presented.isBeingPresented, "waits for the handler")
        expectEqual(completions, 0)
        #expect(!recorder.events.contains("P viewDidAppear(animated: true)"))
        handler?(true)
        handler?(false)  // only the first call counts
        host.runUntilIdle()
        #expect(!presented.isBeingPresented)
        expectEqual(completions, 1)
        #expect(
            recorder.events(of: "P").filter { $0.contains("ppear") } == [
                "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)", "viewDidAppear(animated: true)"
            ])
        #expect(root.view.window === host.window)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func dismissalRunsTheDismissingClosureThenReleasesTheDelegate() {
        let (host, root) = Stage.presenter()
        let presented = UIViewController()
        var dismissingView: UIView?
        root.present(
            presented, at: CGRect(x: 0, y: 400, width: 390, height: 444), animated: true,
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
        expectEqual(root.presentedViewController, nil)
        expectEqual(presented.view.superview, nil)
        #expect(presented.transitioningDelegate == nil, "released with the presentation")
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func unanimatedTransitionsSkipTheClosures() {
        let (host, root) = Stage.presenter()
        let presented = UIViewController()
        var calls = 0
        root.present(
            presented, at: CGRect(x: 30, y: 40, width: 50, height: 60), animated: false,
            presenting: { _, completion in
                calls += 1
                completion(true)
            },
            dismissing: { _, completion in
                calls += 1
                completion(true)
            })
        host.runUntilIdle()
        expectEqual(presented.view.frame, CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(presented.view.window === host.window)
        root.dismiss(animated: false)
        host.runUntilIdle()
        expectEqual(presented.view.window, nil)
        expectEqual(calls, 0)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }
}
