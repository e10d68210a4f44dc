import Foundation

/// A view that applies a visual effect to what is behind it: a ``UIBlurEffect`` blurs,
/// saturates and tints the content under its bounds (clipped to its corner radius), a
/// ``UIVibrancyEffect`` changes how its content is drawn.
///
/// Add subviews to ``contentView``, which fills the view. Subviews added to the effect view
/// itself are added there (over the content view) and the misuse is reported, as UIKit logs it
/// (UIKitBehaviour #250).
///
/// Setting ``effect`` inside an animation block animates the blur radius, saturation and tint
/// from the old effect's (none for `nil`) to the new one's, and a paused
/// `UIViewPropertyAnimator` shows the effect at its `fractionComplete`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view that holds the effect view's content; it fills the effect view.
    public let contentView: UIView
    private var _effect: UIVisualEffect?

    /// The effect applied; `nil` for none.
    open var effect: UIVisualEffect? {
        get { _effect }
        set {
            _effect = newValue
            _applyEffect()
        }
    }

    /// Creates an effect view with the given effect.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        _setUpContentView()
        self.effect = effect
    }

    /// Creates an effect view with no effect and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { _unimplemented("UIVisualEffectView.init(coder:)") }

    private func _setUpContentView() {
        layer.isOpaque = false
        contentView.backgroundColor = nil
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        _insertSubview(contentView, at: 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func addSubview(_ view: UIView) {
        if view !== contentView {
            UIView._report(
                "<UIVisualEffectView> is being asked to add a subview directly; add subviews to its contentView instead."
            )
        }
        super.addSubview(view)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle else { return }
        UIView.performWithoutAnimation { _applyEffect() }
    }

    /// The blur parameters the effect shows now (none without a blur).
    var _currentMaterial: _BlurMaterial {
        _effect?._backdrop(for: traitCollection.userInterfaceStyle) ?? .none
    }

    /// Writes the effect's parameters to the layer (animated inside an animation block).
    private func _applyEffect() {
        let target = _currentMaterial
        let layer = self.layer
        if layer._backdropTintColor == nil || layer._backdropTintColor?.alpha == 0 {
            // The tint fades in from the new tint's own color, not from black.
            UIView.performWithoutAnimation { layer._backdropTintColor = target.tint.copy(alpha: 0) }
        }
        layer._backdropRadius = target.radius
        layer._backdropSaturation = target.saturation
        layer._backdropTintColor = target.tintAlpha > 0 ? target.tint : layer._backdropTintColor?.copy(alpha: 0)
        contentView.layer.opacity = (_effect as? UIVibrancyEffect)?._contentOpacity ?? 1
    }
}
