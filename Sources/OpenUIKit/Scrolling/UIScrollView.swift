import Foundation

/// A view whose bounds origin — the content offset — moves to show a larger content area.
///
/// SKELETON (session 7): the stored state and the offset/size/inset API that table and
/// collection views build on. Dragging, deceleration, bouncing, paging, zooming and indicators
/// are being built under issue 17 and trap until then.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    var _contentSize = CGSize.zero
    var _contentInset = UIEdgeInsets.zero

    /// Creates a scroll view; it clips its content, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creating views from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) {
        _unimplemented("UIScrollView.init(coder:)")
    }

    /// The object told about scrolling, dragging and zooming (not retained).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The point of the content shown at the view's top-left corner (the bounds origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                UIView._report("UIScrollView.contentOffset: ignored a non-finite offset \(newValue)")
                return
            }
            guard newValue != bounds.origin else { return }
            var newBounds = bounds
            newBounds.origin = newValue
            bounds = newBounds
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The size of the content area.
    open var contentSize: CGSize {
        get { _contentSize }
        set { _contentSize = newValue }
    }

    /// Extra space around the content, in which the content can also be scrolled.
    open var contentInset: UIEdgeInsets {
        get { _contentInset }
        set { _contentInset = newValue }
    }

    /// The content inset plus the safe-area insets the adjustment behaviour adds.
    open var adjustedContentInset: UIEdgeInsets { _contentInset }

    /// Whether the user can scroll by dragging.
    open var isScrollEnabled = true
}
