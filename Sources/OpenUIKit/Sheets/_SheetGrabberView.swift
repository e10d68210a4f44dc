import Foundation

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
