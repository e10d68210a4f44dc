import Foundation

/// Hears about a sheet's detent changes, on top of the adaptive presentation delegate's calls.
/// Every method has a default (UIKit's are optional; see docs/Deviations.md).
///
/// Set it through the inherited `delegate` property; the sheet calls these methods when the
/// delegate conforms.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (not called when code sets
    /// `selectedDetentIdentifier`, UIKitBehaviour #362).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
