import Foundation

/// What a layout engine knows about one item (a view or a layout guide): its four unknowns
/// and the equations the system adds for it.
///
/// A view's `minX`/`minY` are its frame origin in its superview's bounds coordinates (with the
/// bounds origin ignored, so a scroll view's content offset does not move constrained
/// subviews, as in UIKit), `width`/`height` its bounds size. A guide's origin is in its owning
/// view's coordinates. Positions in any ancestor's coordinates are sums of these along the
/// path, so constraints between siblings and to the superview — the common case — touch only
/// the items' own unknowns.
@MainActor
final class _LayoutItemRecord {
    weak var item: AnyObject?
    let minX: _LayoutVariable
    let minY: _LayoutVariable
    let width: _LayoutVariable
    let height: _LayoutVariable
    /// Equations the system adds for the item (autoresizing, content size, guide placement),
    /// with a UIKit-style name for diagnostics.
    var systemEquations: [_SystemEquation] = []
    /// The intrinsic size the content-size equations were made from.
    var intrinsicSize: CGSize?
    /// The width a multi-line label's intrinsic height was computed for.
    var intrinsicWidthUsed: CGFloat?
    /// The rectangle last handed out (applied to a view's frame, or read as a guide's frame).
    var lastRect: CGRect?
    /// The engine that owns the record.
    weak var engine: _LayoutEngine?

    init(item: AnyObject, name: String) {
        self.item = item
        minX = _LayoutVariable("\(name).minX")
        minY = _LayoutVariable("\(name).minY")
        width = _LayoutVariable("\(name).width")
        height = _LayoutVariable("\(name).height")
    }

    var view: UIView? { item as? UIView }

    /// The solved rectangle.
    var rect: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }

    /// The variables of one axis: origin and length.
    func variables(_ axis: NSLayoutConstraint.Axis) -> (origin: _LayoutVariable, length: _LayoutVariable) {
        axis == .horizontal ? (minX, width) : (minY, height)
    }
}

/// An equation the engine adds on its own, with the name UIKit's logs give such constraints.
struct _SystemEquation {
    let equation: _LayoutEquation
    /// What it says, for logs: `<NSAutoresizingMaskLayoutConstraint UIView:0x….minX == 20>`.
    let text: String
    /// The constant the equation's expression should have now (it follows the item's frame,
    /// intrinsic size or insets); nil for equations that never change.
    let currentConstant: (@MainActor () -> Double)?
}

extension CGRect {
    /// The rectangle with each edge moved to the nearest pixel boundary (1 / `scale` points),
    /// as UIKit rounds the frames the engine solves: edges rather than sizes, so neighbours that
    /// touch keep touching (a 100 pt row of three equal views at 2× is 33.5 + 33 + 33.5).
    func _roundedToPixels(scale: CGFloat) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(origin.x)
        let minY = round(origin.y)
        return CGRect(
            x: minX, y: minY, width: round(origin.x + size.width) - minX,
            height: round(origin.y + size.height) - minY)
    }
}
