import Foundation

/// The view behind a sheet that dims the presenter; a tap on it (while dimmed) is a user's
/// attempt to dismiss the sheet (UIKitBehaviour #359).
@MainActor
final class _SheetDimmingView: UIView {
    /// The dimming colour at full strength (UNCONFIRMED, UIKitBehaviour #358).
    static let color = UIColor(white: 0, alpha: 0.4)

    /// Weak, so a tap can never reach a freed sheet. The release soak (seed 1368) crashed on
    /// `unowned` here: a finger was down on the dimming view when the sheet was dismissed by
    /// code, and its lift was still delivered to the view that had left the window. Touches
    /// whose view leaves the window are now cancelled (UIKitBehaviour #442).
    private weak var sheet: UISheetPresentationController?

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
        backgroundColor = Self.color
        addGestureRecognizer(
            UITapGestureRecognizer { [unowned self] recognizer in
                if recognizer.state == .ended { self.sheet?._userAttemptsDismissal(interactively: false) }
            })
    }

    required init?(coder: NSCoder) { _unimplemented("_SheetDimmingView.init(coder:)") }
}
