import Foundation

/// A collection view item's view: a content view for your subviews, with optional background
/// and selected-background views, and highlight and selection state.
///
/// The selected background view shows while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let _contentView: UIView

    /// Creates a cell with an empty content view filling it.
    public override init(frame: CGRect) {
        _contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(_contentView)
    }

    /// Creating views from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UICollectionViewCell.init(coder:)") }

    /// The view to add the cell's content to; it fills the cell, above the backgrounds.
    open var contentView: UIView { _contentView }

    /// Whether the item is selected; the collection view sets it.
    open var isSelected = false {
        didSet { _updateSelectedBackground() }
    }

    /// Whether a touch is down on the item; the collection view sets it.
    open var isHighlighted = false {
        didSet { _updateSelectedBackground() }
    }

    /// A view behind the content, sized to the cell (nil by default).
    open var backgroundView: UIView? {
        didSet { _installBackground(backgroundView, replacing: oldValue, at: 0) }
    }

    /// A view shown above the background while the cell is selected or highlighted (nil by
    /// default).
    open var selectedBackgroundView: UIView? {
        didSet {
            _installBackground(selectedBackgroundView, replacing: oldValue, at: backgroundView == nil ? 0 : 1)
            _updateSelectedBackground()
        }
    }

    /// Clears the selection and highlight, as UIKit's cell does.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Keeps the content and background views filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rect = CGRect(origin: .zero, size: bounds.size)
        if _contentView.frame != rect { _contentView.frame = rect }
        if let backgroundView, backgroundView.frame != rect { backgroundView.frame = rect }
        if let selectedBackgroundView, selectedBackgroundView.frame != rect { selectedBackgroundView.frame = rect }
    }

    override var _fittingView: UIView { _contentView }

    private func _installBackground(_ view: UIView?, replacing old: UIView?, at index: Int) {
        if let old, old !== view { old.removeFromSuperview() }
        guard let view else { return }
        view.frame = CGRect(origin: .zero, size: bounds.size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: min(index, subviews.count))
    }

    private func _updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
