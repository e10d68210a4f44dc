import Foundation

/// What a bar draws behind its items for one appearance: the blur effect, then the colour,
/// then the image, and the shadow just outside the edge that faces the content
/// (UIKitBehaviour #300).
///
/// A bar holds two, the standard look and the scroll-edge look, and cross-fades them as its
/// content scrolls away from the edge (#304). It may reach past the bar's bounds: under the
/// status bar, or under the home indicator (`extension`).
final class _BarBackgroundView: UIView {
    /// Where the shadow is drawn: below a navigation bar, above a toolbar or tab bar.
    enum ShadowEdge { case top, bottom }

    let shadowEdge: ShadowEdge
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView()
    private let imageView = UIImageView(image: nil)
    private let shadowView = UIImageView(image: nil)
    /// The appearance shown (a copy, so later changes to the app's object do not leak in).
    private(set) var appearance: UIBarAppearance?

    init(shadowEdge: ShadowEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.isOpaque = false
        for view in [effectView, colorView, imageView, shadowView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { _unimplemented("_BarBackgroundView.init(coder:)") }

    /// Shows `appearance`.
    func apply(_ appearance: UIBarAppearance) {
        self.appearance = appearance
        // Setting an equal effect again (every refresh, maybe inside a transition's animation
        // block) would start a needless effect animation.
        if (effectView.effect as? UIBlurEffect)?._style != appearance.backgroundEffect?._style {
            effectView.effect = appearance.backgroundEffect
        }
        effectView.isHidden = appearance.backgroundEffect == nil
        colorView.backgroundColor = appearance.backgroundColor
        colorView.isHidden = appearance.backgroundColor == nil
        let image = appearance.backgroundImage.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0 : nil }
        imageView.image = image
        imageView.isHidden = image == nil
        imageView.contentMode =
            appearance.backgroundImageContentMode == .redraw ? .scaleToFill : appearance.backgroundImageContentMode
        if let shadowImage = appearance.shadowImage {
            shadowView.image = shadowImage.size.height > 0 ? shadowImage : nil
            shadowView.backgroundColor = nil
            shadowView.tintColor = appearance.shadowColor
            shadowView.isHidden = shadowView.image == nil
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = appearance.shadowColor
            shadowView.isHidden = appearance.shadowColor.map { $0.cgColor.alpha == 0 } ?? true
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for view in [effectView, colorView, imageView] as [UIView] { view.frame = bounds }
        let scale = max(window?.screen.scale ?? UIScreen.main.scale, 1)
        let height = shadowView.image?.size.height ?? 1 / scale
        let y = shadowEdge == .bottom ? bounds.maxY : bounds.minY - height
        shadowView.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
    }

    /// Whether the view draws anything at `alpha`.
    var isDrawingAnything: Bool {
        !(effectView.isHidden && colorView.isHidden && imageView.isHidden && shadowView.isHidden)
    }
}
