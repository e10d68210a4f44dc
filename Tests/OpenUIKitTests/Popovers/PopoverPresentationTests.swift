import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Popovers presented, tapped around and dismissed the way iPad apps use them
/// (UIKitBehaviour #262–#266).
@MainActor
@Suite struct PopoverPresentationTests {
    /// An iPad-sized host (regular width) with a toolbar-like button near the top left.
    static func stage(size: CGSize = CGSize(width: 1024, height: 1366)) -> (HeadlessHost, UIViewController, UIButton) {
        let host = HeadlessHost(screenSize: size, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let root = UIViewController()
        root.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Filter", for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 80, height: 44)
        root.view.addSubview(button)
        host.window.rootViewController = root
        host.advance(by: 1.0 / 60)
        return (host, root, button)
    }

    /// A controller that wants to be `size` in a popover.
    static func content(_ size: CGSize = CGSize(width: 300, height: 200)) -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.preferredContentSize = size
        content.modalPresentationStyle = .popover
        return content
    }

    @Test func aPopoverHangsBelowItsButtonWithTheArrowUp() throws {
        let (host, root, button) = Self.stage()
        let content = Self.content()
        let popover = try #require(content.popoverPresentationController)
        expectEqual(popover.arrowDirection, .unknown)
        #expect(popover.sourceRect.isNull, "iOS 13.2: the source view's bounds")
        popover.sourceView = button
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(content.presentationController === popover)
        expectEqual(popover.presentationStyle, .popover)
        expectEqual(popover.arrowDirection, .up)
        let frame = content.view.convert(content.view.bounds, to: nil)
        expectEqual(frame.size, CGSize(width: 300, height: 200))
        #expect(frame.minY == button.frame.maxY + 13, "the arrow, 13 points, between the button and the content")
        #expect(frame.minX == 10, "centred on the button as far as the 10-point margin allows")
        let tip = try #require(popover.presentedView?.layer.shadowPath?.boundingBox)
        #expect(
            tip.minY == 0 && popover.presentedView?.frame.minY == button.frame.maxY,
            "the arrow's tip touches the button")
        #expect(root.view.window != nil, "the presenter stays on screen")
        expectEqual(content.traitCollection.userInterfaceLevel, .elevated)
    }

    @Test func aTapOutsideDismissesAndTellsTheDelegate() throws {
        let (host, root, button) = Self.stage()
        let delegate = PopoverLog()
        let content = Self.content()
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 700, y: 900))
        #expect(delegate.log == ["should", "popoverShould", "will"], "asked and told before the dismissal animates")
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        expectEqual(delegate.log, ["should", "popoverShould", "will", "did", "popoverDid"])
    }

    @Test func aTapInsideTheContentDoesNotDismiss() throws {
        let (host, root, button) = Self.stage()
        let content = Self.content()
        var taps = 0
        let action = UIButton(primaryAction: UIAction(title: "Apply") { _ in taps += 1 })
        action.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        content.view.addSubview(action)
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: true)
        host.runUntilIdle()
        host.tap(at: action.convert(CGPoint(x: 60, y: 22), to: nil))
        host.runUntilIdle()
        expectEqual(taps, 1)
        #expect(root.presentedViewController === content)
    }

    @Test func passthroughViewsKeepTheirTouchesAndThePopover() throws {
        let (host, root, button) = Self.stage()
        var presses = 0
        let other = UIButton(primaryAction: UIAction(title: "Other") { _ in presses += 1 })
        other.frame = CGRect(x: 600, y: 1200, width: 100, height: 44)
        root.view.addSubview(other)
        let content = Self.content()
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.passthroughViews = [other]
        root.present(content, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 650, y: 1222))
        host.runUntilIdle()
        expectEqual(presses, 1)
        #expect(root.presentedViewController === content, "a passthrough view's tap does not dismiss")
        host.tap(at: CGPoint(x: 500, y: 700))
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
    }

    @Test func modalInPresentationOrADelegateThatRefusesKeepsThePopover() throws {
        let (host, root, button) = Self.stage()
        let content = Self.content()
        content.isModalInPresentation = true
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 700, y: 900))
        host.runUntilIdle()
        #expect(root.presentedViewController === content)
        content.isModalInPresentation = false
        let delegate = PopoverLog()
        delegate.allows = false
        content.popoverPresentationController?.delegate = delegate
        host.tap(at: CGPoint(x: 700, y: 900))
        host.runUntilIdle()
        #expect(root.presentedViewController === content)
        expectEqual(delegate.log, ["should"])
        content.dismiss(animated: false)
        host.runUntilIdle()
        #expect(delegate.log == ["should"], "a dismissal in code is not the user's: the delegate is not told")
    }

    @Test func aTapDuringThePresentationAnimationIsIgnored() throws {
        let (host, root, button) = Self.stage()
        let content = Self.content()
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: true)
        host.advance(by: 1.0 / 60 + 0.05)
        #expect(content.isBeingPresented)
        let alpha = try #require(content.presentationController?.presentedView?.layer.presentation()?.opacity)
        #expect(alpha > 0.05 && alpha < 0.95, "the panel fades in: \(alpha)")
        host.tap(at: CGPoint(x: 700, y: 900))
        host.runUntilIdle()
        #expect(root.presentedViewController === content)
        #expect(!content.isBeingPresented)
    }

    @Test func aButtonNearTheBottomGetsAPopoverAboveIt() throws {
        let (host, root, _) = Self.stage()
        let bottom = UIButton(type: .system)
        bottom.frame = CGRect(x: 900, y: 1280, width: 80, height: 44)
        root.view.addSubview(bottom)
        let content = Self.content(CGSize(width: 320, height: 400))
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = bottom
        root.present(content, animated: false)
        host.runUntilIdle()
        expectEqual(popover.arrowDirection, .down)
        let frame = content.view.convert(content.view.bounds, to: nil)
        expectEqual(frame.maxY, bottom.frame.minY - 13)
        #expect(frame.maxX == 1014, "kept inside the right margin")
    }

    @Test func permittedDirectionsAndASourceRect() throws {
        let (host, root, _) = Self.stage()
        let content = Self.content(CGSize(width: 200, height: 150))
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 500, y: 600, width: 20, height: 20)
        popover.permittedArrowDirections = .left
        root.present(content, animated: false)
        host.runUntilIdle()
        expectEqual(popover.arrowDirection, .left)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.minX == 520 + 13 && frame.midY == 610)
    }

    @Test func noPermittedDirectionCentresThePopoverWithoutAnArrow() throws {
        let (host, root, _) = Self.stage()
        let content = Self.content()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: root.view.bounds.midX, y: root.view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
        root.present(content, animated: false)
        host.runUntilIdle()
        expectEqual(popover.arrowDirection, .unknown)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.midX == 512 && frame.midY == 683)
    }

    @Test func contentLargerThanTheScreenShrinksToTheRoom() throws {
        let (host, root, button) = Self.stage()
        let content = Self.content(CGSize(width: 5000, height: CGFloat.infinity))
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: false)
        host.runUntilIdle()
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.minX >= 10 && frame.maxX <= 1014 && frame.maxY <= 1366 - 20 - 10, "\(frame)")
    }

    @Test func aResizeMovesThePopoverAndAsksTheDelegate() throws {
        let (host, root, button) = Self.stage()
        let delegate = PopoverLog()
        let content = Self.content()
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        host.runUntilIdle()
        button.frame.origin.x = 700
        delegate.moveTo = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.resize(to: CGSize(width: 1366, height: 1024))
        host.runUntilIdle()
        #expect(delegate.log.contains("reposition"))
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(abs(frame.midX - 705) <= 1, "pointing at the rectangle the delegate gave: \(frame)")
    }

    @Test func presentingAPopoverWithoutAnAnchorIsAProgrammerError() async {
        // UIKitBehaviour #262: UIKit raises NSGenericException
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (host, root, _) = PopoverPresentationTests.stage()
                root.present(PopoverPresentationTests.content(), animated: true)
                host.runUntilIdle()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs"))
    }

    @Test func anUnanchoredPopoverIsReportedButDoesNotCrashWhenItsSourceLeavesTheWindow() throws {
        let (host, root, button) = Self.stage()
        let content = Self.content()
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: false)
        host.runUntilIdle()
        button.removeFromSuperview()
        host.window.setNeedsLayout()
        host.window.subviews.forEach { $0.setNeedsLayout() }
        host.runUntilIdle()
        #expect(host.reports.contains { $0.contains("not in the popover's window") })
        #expect(root.presentedViewController === content)
    }
}

/// A popover delegate that records what it is asked, as an app's logging delegate would.
@MainActor
final class PopoverLog: NSObject, UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    var allows = true
    var moveTo: CGRect?

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("should")
        return allows
    }
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        log.append("popoverShould")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("did") }
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        log.append("popoverDid")
    }
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: UnsafeMutablePointer<UIView>
    ) {
        log.append("reposition")
        if let moveTo { rect.pointee = moveTo }
    }
}
