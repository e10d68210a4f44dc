import Foundation

/// The view behind a sheet that dims the presenter; a tap on it (while dimmed) is a user's
/// attempt to dismiss the sheet (UIKitBehaviour #359).
@MainActor
final class _SheetDimmingView: UIView {
    /// The dimming colour at full strength (UNCONFIRMED, UIKitBehaviour #358).
    static let color = UIColor(white: 0, alpha: 0.4)

    private unowned let sheet: UISheetPresentationController

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
        backgroundColor = Self.color
        addGestureRecognizer(UITapGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .ended { self.sheet._userAttemptsDismissal(interactively: false) }
        })
    }

    required init?(coder: NSCoder) { _unimplemented("_SheetDimmingView.init(coder:)") }
}

/// The grabber a sheet shows at its top with `prefersGrabberVisible`: a 36 × 5 point rounded
/// bar, 5 points below the top (UNCONFIRMED, UIKitBehaviour #371).
@MainActor
final class _SheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)
    static let topInset: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { _unimplemented("_SheetGrabberView.init(coder:)") }
}
