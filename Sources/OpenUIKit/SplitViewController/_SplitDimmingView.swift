import Foundation

/// The view that dims the secondary column while sidebars overlay or displace it; a tap on it
/// hides them (UIKitBehaviour #322). Black at 10% (UIKit's value is undocumented; UNCONFIRMED).
@MainActor
final class _SplitDimmingView: UIView {
    /// Called when the view is tapped.
    var _tapped: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.1)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?._tapped?() })
    }

    required init?(coder: NSCoder) {
        _unimplemented("_SplitDimmingView.init(coder:)")
    }
}
