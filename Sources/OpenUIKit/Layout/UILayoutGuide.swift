import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// or a region (the safe area, the margins) other views align to.
///
/// Add a guide to a view with `addLayoutGuide(_:)`, then constrain its anchors like a view's.
/// Its `layoutFrame` is in its owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    weak var _owningView: UIView?
    /// For the system's guides: how the engine places them in their owning view.
    var _systemPlacement: _GuidePlacement?

    /// Creates a guide that belongs to no view yet.
    public override init() { super.init() }

    /// A name for debugging; the system's guides have names such as `UIViewSafeAreaLayoutGuide`.
    open var identifier = ""

    /// The view that owns the guide (set by `addLayoutGuide(_:)`).
    open weak var owningView: UIView? {
        get { _owningView }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { _owningView?.removeLayoutGuide(self) }
        }
    }

    /// The guide's frame in its owning view's coordinates, as the engine solved it; `.zero`
    /// before it takes part in layout.
    open var layoutFrame: CGRect {
        guard let owner = _owningView, let engine = owner._layoutEngine,
            let record = engine.records[ObjectIdentifier(self)]
        else { return .zero }
        engine.solveIfNeeded()
        return record.rect
    }

    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .right) }
    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .trailing) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .centerY) }

    /// UIKit's description: class, identifier and frame.
    open override var description: String {
        MainActor.assumeIsolated { _description }
    }

    var _description: String {
        "<\(type(of: self)): \(_LayoutDescriber.address(self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(_owningView.map { _LayoutDescriber.name(of: $0) } ?? "nil")>"
    }
}

/// Where a system guide sits in its owning view: inset from the owner's edges by amounts the
/// engine re-reads at each solve (the safe area, the margins), or the readable width.
@MainActor
struct _GuidePlacement {
    /// The insets from the owner's bounds.
    let insets: @MainActor (UIView) -> UIEdgeInsets
    /// For the readable-content guide: the widest the guide may be (centred in the insets).
    var maximumWidth: CGFloat?
    /// For the keyboard guide: the guide spans the owner's width and sits on its bottom edge,
    /// `insets.bottom` high.
    var sitsOnBottomEdge = false
    /// The priority of the size equations (a scroll view's content guide sizes weakly, so
    /// that constraints on it can set the content size).
    var sizePriority: Float = 1000

    /// The equations that place `guide` in `owner`.
    func equations(_ guide: _LayoutItemRecord, _ ownerRecord: _LayoutItemRecord, _ owner: UIView) -> [_SystemEquation] {
        let insets = self.insets
        func value(_ pick: @escaping (UIEdgeInsets) -> CGFloat) -> @MainActor () -> Double {
            { [weak owner] in owner.map { Double(pick(insets($0))) } ?? 0 }
        }
        let left = value(\.left)
        let top = value(\.top)
        let horizontal = value { $0.left + $0.right }
        let vertical = value { $0.top + $0.bottom }
        let label = "'\(guide.minX.name.split(separator: ".").first ?? "")'"
        if sitsOnBottomEdge {
            let height = value(\.bottom)
            return [
                system(guide.height - height(), label + ".height == bottom inset", constant: { -height() }),
                system(
                    guide.minY + guide.height - ownerRecord.height, label + ".bottom == owner.bottom", constant: { 0 }),
                system(_LinearExpression(guide.minX), label + ".minX == 0", constant: { 0 }),
                system(guide.width - ownerRecord.width, label + ".width == owner.width", constant: { 0 })
            ]
        }
        var result = [
            system(guide.minY - top(), label + ".minY == top inset", constant: { -top() }),
            system(
                guide.height - ownerRecord.height + vertical(), label + ".height == owner.height - insets",
                priority: sizePriority, constant: { vertical() })
        ]
        if let maximumWidth {
            let available = _LinearExpression(ownerRecord.width) - horizontal()
            result += [
                _SystemEquation(
                    equation: _LayoutEquation(guide.width - Double(maximumWidth), .lessThanOrEqual, priority: 1000),
                    text: label + ".width <= \(maximumWidth)", currentConstant: nil),
                system(
                    guide.width - available, label + ".width <= available", relation: .lessThanOrEqual,
                    constant: { horizontal() }),
                system(
                    guide.width - available, label + ".width == available @999", priority: 999,
                    constant: { horizontal() }),
                system(
                    guide.minX * 2 + guide.width - ownerRecord.width - left() * 2 + horizontal(),
                    label + ".centerX == available centerX", constant: { horizontal() - 2 * left() })
            ]
        } else {
            result += [
                system(guide.minX - left(), label + ".minX == left inset", constant: { -left() }),
                system(
                    guide.width - ownerRecord.width + horizontal(), label + ".width == owner.width - insets",
                    priority: sizePriority, constant: { horizontal() })
            ]
        }
        return result
    }

    private func system(
        _ expression: _LinearExpression, _ text: String, relation: _LayoutRelation = .equal,
        priority: Float = 1000, constant: @escaping @MainActor () -> Double
    ) -> _SystemEquation {
        _SystemEquation(
            equation: _LayoutEquation(expression, relation, priority: priority),
            text: "<NSLayoutConstraint \(text)>", currentConstant: constant)
    }
}
