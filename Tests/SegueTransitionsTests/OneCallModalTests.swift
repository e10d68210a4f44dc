import Testing
import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions

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
        #expect(card.view.frame == frame)
        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        host.advance(by: 0.1)
        #expect(!dismissed)
        host.runUntilIdle()
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(card.view.superview == nil)
    }

    @Test func aClosureThatReportsNotFinishedCancelsThePresentation() {
        let (host, root) = Stage.presenter()
        let card = ColourScreen(.systemIndigo, title: "Card")
        var presented = false
        root.present(card, at: frame, animated: true, presenting: { view, done in
            view.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { _ in done(false) })
        }, dismissing: fadeOut) { presented = true }
        host.runUntilIdle()
        #expect(!presented)
        #expect(root.presentedViewController == nil)
        #expect(card.view.superview == nil)
    }

    @Test func aCancelledDismissalGivesTheViewBackAndOnlyTheFirstCallCounts() {
        let (host, root) = Stage.presenter()
        let card = ColourScreen(.systemIndigo, title: "Card")
        root.present(card, at: frame, animated: false, presenting: slideUp, dismissing: { view, done in
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.2; view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) },
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
}
