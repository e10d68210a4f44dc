import Foundation

/// Where each column of an expanded split view goes in one display mode (UIKitBehaviour #315).
///
/// Sidebars tile from the primary edge in column order (primary, supplementary); hidden ones
/// wait just off that edge, next to the first visible one, so that showing them slides them in.
/// The secondary takes the rest beside tiled sidebars, the whole width under overlaid ones,
/// and keeps its one-sidebar width when two sidebars displace it (cropped at the far edge).
/// Overlay and displace modes dim the secondary.
struct _SplitLayout {
    var frames: [UISplitViewController.Column: CGRect] = [:]
    /// The columns on screen.
    var visible: [UISplitViewController.Column] = []
    /// Whether the secondary is dimmed (and a tap on it hides the sidebars).
    var dimsSecondary = false

    init(
        style: UISplitViewController.Style, mode: UISplitViewController.DisplayMode, bounds: CGRect,
        primaryWidth: CGFloat, supplementaryWidth: CGFloat, edge: UISplitViewController.PrimaryEdge
    ) {
        let sidebars: [UISplitViewController.Column] = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        let shown = Self.shownSidebars(style: style, mode: mode)
        let widths: [UISplitViewController.Column: CGFloat] = [
            .primary: primaryWidth, .supplementary: supplementaryWidth
        ]
        var x: CGFloat = 0
        for column in sidebars where shown.contains(column) {
            let width = widths[column] ?? 0
            frames[column] = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
        var hiddenEdge: CGFloat = 0
        for column in sidebars.reversed() where !shown.contains(column) {
            let width = widths[column] ?? 0
            hiddenEdge -= width
            frames[column] = CGRect(x: hiddenEdge, y: 0, width: width, height: bounds.height)
        }
        let secondary: CGRect
        switch mode {
        case .oneOverSecondary, .twoOverSecondary:
            secondary = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        case .twoDisplaceSecondary:
            secondary = CGRect(x: x, y: 0, width: max(bounds.width - supplementaryWidth, 0), height: bounds.height)
        default:
            secondary = CGRect(x: x, y: 0, width: max(bounds.width - x, 0), height: bounds.height)
        }
        frames[.secondary] = secondary
        dimsSecondary = [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode)
        visible = [.secondary] + sidebars.filter { shown.contains($0) }
        if edge == .trailing {
            for (column, frame) in frames {
                frames[column] = CGRect(
                    x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
        }
    }

    /// The sidebars a display mode shows.
    static func shownSidebars(style: UISplitViewController.Style, mode: UISplitViewController.DisplayMode)
        -> [UISplitViewController.Column]
    {
        switch mode {
        case .automatic, .secondaryOnly: []
        case .oneBesideSecondary, .oneOverSecondary: style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        }
    }

    /// The frames a fraction `progress` of the way from `from` to `to`.
    static func interpolated(from: _SplitLayout, to: _SplitLayout, progress: CGFloat) -> [UISplitViewController.Column:
        CGRect]
    {
        var frames: [UISplitViewController.Column: CGRect] = [:]
        for (column, end) in to.frames {
            let start = from.frames[column] ?? end
            frames[column] = CGRect(
                x: start.minX + (end.minX - start.minX) * progress,
                y: start.minY + (end.minY - start.minY) * progress,
                width: start.width + (end.width - start.width) * progress,
                height: start.height + (end.height - start.height) * progress)
        }
        return frames
    }
}
