import OpenUIKit
import SegueTesting
import Testing

// iOS code as `segue port` leaves it (see OptionalRequirementPassTests and
// ExtensionMemberPassTests for the rewrites): the delegate's `@objc optional` requirements are
// plain requirements with defaults in an extension, the calls are plain, the `responds(to:)`
// check is a presence check, and the presentation controller's overrides, written in an
// extension, are in its body. (`import OpenUIKit` and the removed `@objc` are other passes'.)
// Conformers implement some requirements and rely on the defaults for the rest.

/// What a card sheet tells its owner.
protocol PortedSheetDelegate: AnyObject {
    func sheetDidAppear(_ sheet: PortedSheetController)
    func sheet(_ sheet: PortedSheetController, didTapAt point: CGPoint)
    func sheetShouldDismiss(_ sheet: PortedSheetController) -> Bool
    func sheetTitle(_ sheet: PortedSheetController) -> String?
    var sheetHeight: CGFloat { get }
}

extension PortedSheetDelegate {
    func sheet(_ sheet: PortedSheetController, didTapAt point: CGPoint) {}
    func sheetShouldDismiss(_ sheet: PortedSheetController) -> Bool { true }
    func sheetTitle(_ sheet: PortedSheetController) -> String? { nil }
    var sheetHeight: CGFloat { 300 }
}

final class PortedSheetController: UIViewController {
    weak var delegate: PortedSheetDelegate?
    var onClose: (() -> Void)?
    let titleLabel = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleLabel.text = delegate?.sheetTitle(self) ?? "Sheet"
        delegate?.sheetDidAppear(self)
    }

    func tap(at point: CGPoint) {
        if delegate != nil {
            delegate?.sheet(self, didTapAt: point)
        }
        if delegate?.sheetShouldDismiss(self) ?? true {
            onClose?()
            dismiss(animated: false)
        }
    }
}

final class PortedSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    // The sheet's height comes from its delegate.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let sheet = presentedViewController as? PortedSheetController
        let height = sheet?.delegate?.sheetHeight ?? 300
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        dimmingView.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimmingView, at: 0)
    }
}

/// Implements some optional requirements, and presents the sheet with the custom controller.
final class PortedSheetOwner: NSObject, PortedSheetDelegate, UIViewControllerTransitioningDelegate {
    var appeared = 0
    var taps: [CGPoint] = []

    func sheetDidAppear(_ sheet: PortedSheetController) { appeared += 1 }
    func sheet(_ sheet: PortedSheetController, didTapAt point: CGPoint) { taps.append(point) }
    func sheetTitle(_ sheet: PortedSheetController) -> String? { "Photos" }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        PortedSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Implements only what is required: every optional answer is the default.
final class PortedQuietOwner: PortedSheetDelegate {
    func sheetDidAppear(_ sheet: PortedSheetController) {}
}

/// A taller sheet that does not dismiss on a tap.
final class PortedTallOwner: PortedSheetDelegate {
    var sheetHeight: CGFloat { 500 }
    func sheetDidAppear(_ sheet: PortedSheetController) {}
    func sheetShouldDismiss(_ sheet: PortedSheetController) -> Bool { false }
}

@MainActor
@Suite struct PortedDelegateClientTests {
    @Test func implementedRequirementsAnswerAndTheRestFallBackToTheDefaults() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let owner = PortedSheetOwner()
        let sheet = PortedSheetController()
        sheet.delegate = owner
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = owner
        var closed = 0
        sheet.onClose = { closed += 1 }
        root.present(sheet, animated: false)
        host.runUntilIdle()
        // The moved override sizes the sheet with the default height (the call sites' 300).
        #expect(sheet.view.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        let presentation = sheet.presentationController as? PortedSheetPresentationController
        #expect(presentation?.dimmingView.superview === presentation?.containerView, "the moved override ran")
        #expect(owner.appeared == 1)
        #expect(sheet.titleLabel.text == "Photos")

        sheet.tap(at: CGPoint(x: 10, y: 20))
        host.runUntilIdle()
        #expect(owner.taps == [CGPoint(x: 10, y: 20)])
        #expect(closed == 1, "the default of sheetShouldDismiss is true")
        #expect(root.presentedViewController == nil)

        let quiet = PortedQuietOwner()
        let second = PortedSheetController()
        second.delegate = quiet
        root.present(second, animated: false)
        host.runUntilIdle()
        #expect(second.titleLabel.text == "Sheet", "the default title is nil: the call site's fallback")
        second.tap(at: .zero)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func aConformerOverridesADefaultPropertyAndAnswer() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let owner = PortedSheetOwner()
        let tall = PortedTallOwner()
        let sheet = PortedSheetController()
        sheet.delegate = tall
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = owner
        root.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(sheet.view.frame == CGRect(x: 0, y: 344, width: 390, height: 500))
        sheet.tap(at: .zero)
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet, "sheetShouldDismiss answered false")
    }
}
