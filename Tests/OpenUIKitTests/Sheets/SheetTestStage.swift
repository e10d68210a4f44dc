import Foundation
import OpenUIKit
import SegueTesting
import TestSupport

/// A phone-sized window (400 × 800, insets 47/34: the full sheet is 743 points tall from
/// y = 57, the large detent's value 709, the medium detent's 354.5) with a recording root
/// controller, as the sheet tests use it.
@MainActor
struct SheetStage {
    let host: HeadlessHost
    let recorder = TransitionRecorder()
    let root: RecordingViewController

    init(
        size: CGSize = CGSize(width: 400, height: 800),
        insets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    ) {
        host = HeadlessHost(screenSize: size, safeAreaInsets: insets)
        root = RecordingViewController("A", recorder)
        host.window.rootViewController = root
        host.advance(by: 1.0 / 60)
        recorder.reset()
    }

    /// The sheet's frame on screen as shown now (its presentation layer).
    func shownFrame(_ controller: UIViewController) -> CGRect {
        let view: UIView = controller.view
        let layer = view.layer.presentation() ?? view.layer
        return layer.frame
    }

    /// Presents `controller` from the root and lets the presentation end.
    func present(_ controller: UIViewController) {
        root.present(controller, animated: true)
        host.runUntilIdle()
    }
}

/// A delegate written as apps write it: an NSObject that conforms in extensions and records
/// what it hears.
@MainActor
final class SheetDelegateSpy: NSObject {
    var events: [String] = []
    var allowsDismissal = true
}

extension SheetDelegateSpy: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        events.append("didChangeDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("didAttemptToDismiss")
    }
}
