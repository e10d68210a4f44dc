#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Everything the driver changes on a view, taken before a transition and given back after it,
/// so that a cancelled transition leaves every view exactly as it was (UIKitBehaviour #409).
@MainActor
struct _SavedViewState {
    let view: UIView
    let bounds: CGRect
    let center: CGPoint
    let transform: CATransform3D
    let alpha: CGFloat
    let cornerRadius: CGFloat
    let anchorPoint: CGPoint
    let isDoubleSided: Bool
    let mask: UIView?
    let superview: UIView?
    let index: Int?

    init(_ view: UIView) {
        self.view = view
        bounds = view.bounds
        center = view.center
        transform = view.transform3D
        alpha = view.alpha
        cornerRadius = view.layer.cornerRadius
        anchorPoint = view.layer.anchorPoint
        isDoubleSided = view.layer.isDoubleSided
        mask = view.mask
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view }
    }

    /// Gives the view back its appearance (not its place in the hierarchy).
    func restoreAppearance() {
        view.transform3D = transform
        view.layer.anchorPoint = anchorPoint
        view.bounds = bounds
        view.center = center
        view.alpha = alpha
        view.layer.cornerRadius = cornerRadius
        view.layer.isDoubleSided = isDoubleSided
        view.mask = mask
    }

    /// Puts the view back where it was in the hierarchy (out of it, if it was in none).
    func restoreSuperview() {
        guard view.superview !== superview else { return }
        if let superview, let index {
            superview.insertSubview(view, at: min(index, superview.subviews.count))
        } else {
            view.removeFromSuperview()
        }
    }
}
