import Foundation

/// The presenter of a card sheet, stepped back: scaled about its centre so that it is
/// `inset` points narrower on each side, its top moved to `topInset` (or, for a sheet under
/// the sheet, 10 points above its own top), its corners rounded (UIKitBehaviour #373, #374).
@MainActor
final class _SheetStepBack {
    /// How much narrower the stepped-back presenter is on each side (UNCONFIRMED).
    static let inset: CGFloat = 16
    /// The corner radius it shows on screen (UNCONFIRMED).
    static let cornerRadius: CGFloat = 10
    /// How far a sheet under a sheet rises above its own top (UNCONFIRMED).
    static let stackRise: CGFloat = 10

    let view: UIView
    private let isSheet: Bool
    private let topInset: CGFloat
    private let savedTransform: CGAffineTransform
    private let savedCornerRadius: CGFloat
    private let savedClips: Bool

    init(view: UIView, isSheet: Bool, topInset: CGFloat) {
        self.view = view
        self.isSheet = isSheet
        self.topInset = topInset
        savedTransform = view.transform
        savedCornerRadius = view.layer.cornerRadius
        savedClips = view.clipsToBounds
    }

    /// Steps back by `fraction` (0: as it was, 1: fully).
    func apply(_ fraction: CGFloat) {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        guard f > 0 else { return restore() }
        let size = view.bounds.size
        guard size.width > 2 * Self.inset, size.height > 0 else { return }
        let fullScale = (size.width - 2 * Self.inset) / size.width
        let untransformedTop = view.center.y - size.height / 2
        let targetTop = isSheet ? untransformedTop - Self.stackRise : topInset
        let fullShift = targetTop - (view.center.y - fullScale * size.height / 2)
        let scale = 1 + (fullScale - 1) * f
        view.transform = CGAffineTransform(translationX: 0, y: fullShift * f).scaledBy(x: scale, y: scale)
        if !isSheet {
            view.layer.cornerRadius = savedCornerRadius + (Self.cornerRadius / scale - savedCornerRadius) * f
        }
        view.clipsToBounds = true
    }

    /// Puts the presenter back as it was.
    func restore() {
        view.transform = savedTransform
        view.layer.cornerRadius = savedCornerRadius
        view.clipsToBounds = savedClips
    }
}
