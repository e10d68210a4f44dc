import Foundation

extension UIViewController {
    /// The sheet presentation controller of the controller's presentation (or the one it will
    /// use) when its style is `.pageSheet` or `.formSheet`, else nil (iOS 15). Read it before
    /// presenting to configure the sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
