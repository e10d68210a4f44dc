// Status: partial — system spacing is 8 pt everywhere (UIKit varies it with the views and fonts); init(coder:) traps
import Foundation

/// A view that lays out a row or column of views with Auto Layout constraints it makes and
/// manages itself.
///
/// The views in `arrangedSubviews` are placed one after another along `axis`, sized along the
/// axis by `distribution`, placed across it by `alignment`, and separated by `spacing` (or a
/// custom spacing after a view). The stack expresses all of this as constraints installed on
/// itself (they show up in `constraints`, with identifiers starting "UISV-" as in UIKit), so
/// it works with the rest of Auto Layout: a stack pinned only by its position sizes itself to
/// its arranged views, and its arranged views may carry constraints of their own.
///
/// A hidden arranged view takes no space and no spacing; hiding or showing one inside an
/// animation block animates the other views into place (the hidden view collapses, and its
/// layer hides when the animation ends).
///
/// Arranged subviews are always subviews: adding one adds it as a subview if needed;
/// `removeArrangedSubview(_:)` keeps it as a subview; a view that leaves the stack
/// (`removeFromSuperview()`) is also removed from `arrangedSubviews`.
///
/// As in iOS 14 and later, the stack's layer is a plain `CALayer`, so its `backgroundColor`
/// (and the layer's border and corners) are drawn; before iOS 14 stack views did not render.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The custom spacing that means "use `spacing`" (`FLT_MAX`); as `spacing` it means 0.
    public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The custom spacing, or spacing, that means "the system spacing" (`FLT_MIN`): 8 points.
    public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    var _arrangedSubviews: [UIView] = []
    var _axis: NSLayoutConstraint.Axis = .horizontal
    var _distribution: Distribution = .fill
    var _alignment: Alignment = .fill
    var _spacing: CGFloat = 0
    var _customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var _isBaselineRelativeArrangement = false
    var _isLayoutMarginsRelativeArrangement = false
    /// The constraints and spacer guides the stack made for the current arrangement.
    var _arrangementConstraints: [NSLayoutConstraint] = []
    var _arrangementGuides: [UILayoutGuide] = []
    /// Whether the arrangement's constraints must be made again at the next update pass.
    var _needsArrangementUpdate = true

    /// Creates an empty horizontal stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creating stack views from archives is not supported: there are no nibs or storyboards.
    public required init(coder: NSCoder) {
        _unimplemented("UIStackView.init(coder:)")
    }

    /// Creates a horizontal stack view arranging `views` (each added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The stack makes its constraints in the update-constraints pass.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews (see UIStackView+Arrangement)

    /// The views the stack arranges, in order along its axis (a subset of `subviews`).
    open var arrangedSubviews: [UIView] { _arrangedSubviews }

    /// Adds `view` at the end of `arrangedSubviews`, adding it as a subview on top if it is
    /// not one already (an existing subview keeps its place in `subviews`).
    open func addArrangedSubview(_ view: UIView) {
        _insertArrangedSubview(view, at: _arrangedSubviews.count, appending: true)
    }

    /// Removes `view` from `arrangedSubviews`; it stays a subview (remove it from its
    /// superview too if it should go).
    open func removeArrangedSubview(_ view: UIView) { _removeArrangedSubview(view) }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex` (moving it there if it is
    /// arranged already), adding it as a subview if needed.
    ///
    /// An index beyond the end traps, as UIKit raises.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        _insertArrangedSubview(view, at: stackIndex, appending: false)
    }

    // MARK: Arrangement

    /// Whether the views form a row (`.horizontal`, the default) or a column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis {
        get { _axis }
        set {
            guard newValue != _axis else { return }
            _axis = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// How the views are sized and spaced along the axis; `.fill` by default.
    open var distribution: Distribution {
        get { _distribution }
        set {
            guard newValue != _distribution else { return }
            _distribution = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// How the views are placed across the axis; `.fill` by default.
    open var alignment: Alignment {
        get { _alignment }
        set {
            guard newValue != _alignment else { return }
            _alignment = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// The space between adjacent arranged views: exact for the fill distributions, a minimum
    /// for `.equalSpacing` and `.equalCentering`; 0 by default. Negative values overlap.
    ///
    /// `UIStackView.spacingUseSystem` asks for the system spacing (8 points between edges; from
    /// the fonts between baselines, see `isBaselineRelativeArrangement`); `spacingUseDefault`
    /// means 0. A non-finite value is reported and ignored.
    open var spacing: CGFloat {
        get { _spacing }
        set { _setSpacing(newValue) }
    }

    /// Sets the space after `arrangedSubview`, which overrides `spacing` there.
    ///
    /// `spacingUseDefault` goes back to `spacing`, `spacingUseSystem` asks for the system
    /// spacing. Ignored when the view is not arranged; kept while the view moves within the
    /// stack, forgotten when it leaves. A non-finite value is reported and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _setCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom space after `arrangedSubview`; `spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// In a vertical stack, whether spacing is measured from the last baseline of a view to
    /// the first baseline of the next; false by default. Ignored by horizontal stacks.
    ///
    /// As UIKit documents, the top view's first baseline and the bottom view's last baseline
    /// then also sit `spacing` inside the stack's top and bottom edges (or margins). A view
    /// without text has its top and bottom edges as baselines.
    open var isBaselineRelativeArrangement: Bool {
        get { _isBaselineRelativeArrangement }
        set {
            guard newValue != _isBaselineRelativeArrangement else { return }
            _isBaselineRelativeArrangement = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// Whether the views are arranged inside the stack's layout margins rather than its
    /// edges; false by default.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { _isLayoutMarginsRelativeArrangement }
        set {
            guard newValue != _isLayoutMarginsRelativeArrangement else { return }
            _isLayoutMarginsRelativeArrangement = newValue
            _setNeedsArrangementUpdate()
        }
    }

    // MARK: UIView

    /// Makes the arrangement's constraints when they are out of date, then UIView's pass.
    open override func updateConstraints() {
        _updateArrangementIfNeeded()
        super.updateConstraints()
    }

    /// A horizontal stack's tallest visible view's first baseline view; a vertical stack's
    /// first visible view's (the stack itself when none is visible).
    open override var forFirstBaselineLayout: UIView { _baselineView(first: true) }

    /// A horizontal stack's tallest visible view's last baseline view; a vertical stack's
    /// last visible view's (the stack itself when none is visible).
    open override var forLastBaselineLayout: UIView { _baselineView(first: false) }
}
