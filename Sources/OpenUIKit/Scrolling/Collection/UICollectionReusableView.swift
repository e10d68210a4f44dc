import Foundation

/// A view that a collection view reuses: the base of cells and of supplementary views
/// (headers, footers).
///
/// The collection view makes these from registered classes, applies the layout's attributes
/// to them, and resets a reused one with `prepareForReuse()` before the data source gets it.
///
/// - Note: Differs from UIKit: a registered subclass is created through the required
///   `init(_segueFactory:)`, which every subclass inherits when it overrides all of
///   `init(frame:)` and `init?(coder:)` (or none); see docs/Deviations.md.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    var _reuseIdentifier: String?
    /// The zIndex of the attributes last applied (for stacking order).
    var _zIndex = 0

    /// Creates a view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creating views from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UICollectionReusableView.init(coder:)") }

    /// Creates a view of the dynamic class for a registration (there is no Objective-C runtime
    /// to call `initWithFrame:` on a class object); calls `init(frame: .zero)`.
    public required convenience init(_segueFactory: Void) {
        self.init(frame: .zero)
    }

    /// The identifier the view was dequeued with (nil for views made by hand).
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// Resets the view before it is handed out again; called just before a dequeue method
    /// returns a reused view. Does nothing here (cells clear their selection and highlight).
    open func prepareForReuse() {}

    /// Applies attributes of a custom `UICollectionViewLayoutAttributes` subclass; the standard
    /// ones (frame, alpha, transform, zIndex, hidden) are applied by the collection view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: for self-sizing layouts, the
    /// size its Auto Layout constraints fit along the axes the layout leaves free.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes._copy()
        let axes = layoutAttributes._selfSizingAxes
        guard !axes.isEmpty else { return preferred }
        let fitted = _fittingView.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        var size = layoutAttributes.size
        if axes.contains(.horizontal) { size.width = fitted.width }
        if axes.contains(.vertical) { size.height = fitted.height }
        preferred.frame = CGRect(origin: layoutAttributes.frame.origin, size: size)
        return preferred
    }

    /// The view whose constraints define the fitting size (cells use their content view).
    var _fittingView: UIView { self }
}
