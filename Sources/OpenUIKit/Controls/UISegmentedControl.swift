// Status: partial — no background or divider images (not declared: they need UIBarMetrics), no press-scaling of the indicator.
import Foundation

/// A horizontal row of segments, one of which is selected: titles or images on a grey capsule,
/// the selected segment on a raised white (dark: grey) indicator that slides to the segment
/// tapped (UIKitBehaviour #273, #274).
///
/// A tap (touch up inside) on an enabled segment selects it and sends `.valueChanged`, and
/// performs the segment's `UIAction` when it has one; a drag that begins on the selected
/// segment carries the indicator along and selects where it is released. Changing ``selectedSegmentIndex`` in code
/// sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected: −1.
    public static let noSegment: Int = -1

    struct _Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// An explicit width; 0 means automatic.
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
    }

    var _segments: [_Segment] = []
    var _selectedIndex = UISegmentedControl.noSegment
    /// The segment under the finger while a touch is down.
    var _pressedIndex: Int?
    /// Where a drag that began on the selected segment has carried the indicator.
    var _dragTarget: Int?
    /// Whether the current touch began on the selected segment (it drags the indicator).
    var _dragsSelection = false
    var _titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    let _backgroundView = UIView()
    let _indicator = UIView()
    var _contentViews: [UIView] = []
    var _separators: [UIView] = []

    /// Creates a control with a segment for each of `items`, titled by its strings and showing
    /// its images (other items are ignored with a report); no segment is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        _setUp()
        for item in items ?? [] {
            if let title = item as? String {
                _segments.append(_Segment(title: title))
            } else if let image = item as? UIImage {
                _segments.append(_Segment(image: image))
            } else {
                UIView._report(
                    "UISegmentedControl.init(items:): ignored an item that is neither a String nor a UIImage: \(item)")
            }
        }
        _segmentsDidChange(animated: false)
        frame.size = intrinsicContentSize
    }

    /// Creates an empty control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    /// Creates a control with a segment for each action (its title and image); choosing a
    /// segment performs its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        _segments = actions.map { _Segment(title: $0.title, image: $0.image, action: $0) }
        _segmentsDidChange(animated: false)
    }

    /// Creating segmented controls from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UISegmentedControl.init(coder:)")
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { _segments.count }

    /// The selected segment's index, or ``noSegment``. Setting an index outside the segments
    /// is ignored with a report (UIKitBehaviour #274).
    open var selectedSegmentIndex: Int {
        get { _selectedIndex }
        set { _select(newValue, animated: false) }
    }

    /// Whether segments do not stay selected after a tap; false by default.
    open var isMomentary = false { didSet { _updateAppearance() } }

    /// Whether automatic widths follow each segment's content (true) or are equal (false,
    /// the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { _segmentsDidChange(animated: false) }
    }

    /// The selected segment's indicator colour; nil means white (dark: grey).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.selectedSegmentTintColor, selectedSegmentTintColor)
            _updateAppearance()
        }
    }

    /// Inserts a segment titled `title` at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(_Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(_Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` (its title and image) at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _insert(_Segment(title: action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment`; removing the selected one leaves none selected.
    /// An index outside the segments is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard _segments.indices.contains(segment) else { return }
        _segments.remove(at: segment)
        if _selectedIndex == segment {
            _selectedIndex = Self.noSegment
        } else if _selectedIndex > segment {
            _selectedIndex -= 1
        }
        _segmentsDidChange(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        _segments.removeAll()
        _selectedIndex = Self.noSegment
        _segmentsDidChange(animated: false)
    }

    /// Sets the title of `segment` (it then shows no image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        _modify(segment, "setTitle(_:forSegmentAt:)") {
            $0.title = title
            $0.image = nil
        }
    }

    /// The title of `segment`; nil outside the segments.
    open func titleForSegment(at segment: Int) -> String? { _segment(segment)?.title }

    /// Sets the image of `segment` (it then shows no title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        _modify(segment, "setImage(_:forSegmentAt:)") {
            $0.image = image
            $0.title = nil
        }
    }

    /// The image of `segment`; nil outside the segments.
    open func imageForSegment(at segment: Int) -> UIImage? { _segment(segment)?.image }

    /// Sets the action of `segment`, showing its title and image (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        _modify(segment, "setAction(_:forSegmentAt:)") {
            $0 = _Segment(
                title: action.title, image: action.image, action: action,
                isEnabled: $0.isEnabled, width: $0.width)
        }
    }

    /// The action of `segment`, if it has one.
    open func actionForSegment(at segment: Int) -> UIAction? { _segment(segment)?.action }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        _segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Enables or disables one segment; a disabled segment is dimmed and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        _modify(segment, "setEnabled(_:forSegmentAt:)") { $0.isEnabled = enabled }
    }

    /// Whether `segment` is enabled; false outside the segments.
    open func isEnabledForSegment(at segment: Int) -> Bool { _segment(segment)?.isEnabled ?? false }

    /// Sets a fixed width for `segment`; 0 (the default) makes it automatic. Negative or
    /// non-finite widths are ignored with a report.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width.isFinite, width >= 0 else {
            return UIView._report("UISegmentedControl.setWidth(_:forSegmentAt:): ignored \(width)")
        }
        _modify(segment, "setWidth(_:forSegmentAt:)") { $0.width = width }
    }

    /// The fixed width of `segment`; 0 when automatic or outside the segments.
    open func widthForSegment(at segment: Int) -> CGFloat { _segment(segment)?.width ?? 0 }

    /// Moves the content of `segment` by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        _modify(segment, "setContentOffset(_:forSegmentAt:)") { $0.contentOffset = offset }
    }

    /// The content offset of `segment`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { _segment(segment)?.contentOffset ?? .zero }

    /// Sets the text attributes of titles in `state` (`.normal` and `.selected` are used:
    /// `.font` and `.foregroundColor`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _appearanceSetterCalled("setTitleTextAttributes/\(state.rawValue)") {
            $0.setTitleTextAttributes(attributes, for: state)
        }
        _titleAttributes[state.rawValue] = attributes
        _segmentsDidChange(animated: false)
    }

    /// The text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleAttributes[state.rawValue]
    }

    // MARK: Size and layout

    /// The segments' natural widths side by side, 32 points high.
    open override var intrinsicContentSize: CGSize { _fittingSize }

    /// The natural size, as ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _fittingSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutSegments()
    }

    open override var isEnabled: Bool { didSet { _updateAppearance() } }

    // MARK: Tracking

    /// A value control's primary action is its value change, not a touch up.
    override var _sendsPrimaryActionOnTouchUp: Bool { false }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = _segmentIndex(at: touch.location(in: self))
        _dragsSelection = !isMomentary && index != nil && index == _selectedIndex
        _pressedIndex = _dragsSelection ? nil : index
        _updateAppearance()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if _dragsSelection {
            _dragSelection(to: point)
            return true
        }
        let index = isTouchInside ? _segmentIndex(at: point) : nil
        if index != _pressedIndex {
            _pressedIndex = index
            _updateAppearance()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if _dragsSelection {
            let target = isTouchInside ? _dragTarget : nil
            _dragTarget = nil
            _dragsSelection = false
            if let target { return _choose(target) }
            return _select(_selectedIndex, animated: true)
        }
        let index = touch.flatMap {
            bounds.contains($0.location(in: self)) ? _segmentIndex(at: $0.location(in: self)) : nil
        }
        _pressedIndex = nil
        if let index { _choose(index) } else { _updateAppearance() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        _pressedIndex = nil
        _dragsSelection = false
        if _dragTarget != nil {
            _dragTarget = nil
            _select(_selectedIndex, animated: true)
        }
        _updateAppearance()
    }
}
