import Foundation

/// How a sheet is laid out in its container.
enum _SheetShape {
    /// A compact-width phone: full width, resting at its detents, the presenter stepping back.
    case card
    /// A compact height, not edge-attached: the full height at its detents.
    case fullHeight
    /// A compact height, edge-attached: a narrower card at the bottom edge, at its detents.
    case edgeAttached
    /// A form sheet in a regular width: a centred card.
    case formCard
    /// A page sheet in a regular width: a tall card of the readable width.
    case pageCard
    /// Adapted to a full-screen style: the container's bounds.
    case adapted

    /// Whether the sheet rests at its detents in this shape.
    var usesDetents: Bool { self == .card || self == .fullHeight || self == .edgeAttached }
}

/// A detent resolved in a container: its identifier and the sheet's frame height at it.
struct _ResolvedDetent: Equatable {
    let identifier: UISheetPresentationController.Detent.Identifier
    let height: CGFloat
}
