import Foundation

/// Where a zoom transition's view is at its two ends, in the container's coordinates
/// (UIKitBehaviour #396, #397).
///
/// Expanded, the zoomed view fills its controller's frame. Collapsed, it is clipped to the
/// source view's frame with the source's corner radius, scaled so that its alignment rectangle
/// covers the source (aspect fill) and centred on it. Without a usable source (none, out of the
/// window, empty or non-finite), it collapses to half its size around the middle of its frame
/// and fades out.
struct _ZoomGeometry {
    /// The zoomed controller's frame.
    let expanded: CGRect
    /// The clipping frame at the collapsed end.
    let collapsed: CGRect
    /// The clip's corner radius at the collapsed end.
    let collapsedCornerRadius: CGFloat
    /// The zoomed view's scale at the collapsed end.
    let collapsedScale: CGFloat
    /// The zoomed view's centre, in the clip's coordinates, at the collapsed end.
    let collapsedCenter: CGPoint
    /// Whether there is no source view, so the zoomed view fades at the collapsed end.
    let fades: Bool
    /// The rectangle of the zoomed view that lines up with the source (its own coordinates).
    let alignment: CGRect

    /// The geometry for a zoomed view of frame `expanded`, a source frame `source` (nil
    /// without one), the source's corner radius and an alignment rectangle in the zoomed view.
    init(expanded proposed: CGRect, source: CGRect?, sourceCornerRadius: CGFloat, alignment: CGRect?) {
        let expanded = Self.isUsable(proposed) ? proposed : CGRect(x: 0, y: 0, width: 1, height: 1)
        self.expanded = expanded
        let bounds = CGRect(origin: .zero, size: expanded.size)
        let align = alignment.flatMap { Self.isUsable($0) ? $0 : nil } ?? bounds
        self.alignment = align
        if let source, Self.isUsable(source) {
            collapsed = source
            collapsedCornerRadius = sourceCornerRadius.isFinite ? max(sourceCornerRadius, 0) : 0
            fades = false
        } else {
            collapsed = expanded.insetBy(dx: expanded.width / 4, dy: expanded.height / 4)
            collapsedCornerRadius = 0
            fades = true
        }
        let scale = max(collapsed.width / align.width, collapsed.height / align.height)
        collapsedScale = scale
        collapsedCenter = CGPoint(
            x: collapsed.width / 2 + scale * (bounds.midX - align.midX),
            y: collapsed.height / 2 + scale * (bounds.midY - align.midY))
    }

    /// The zoomed view's centre, in the clip's coordinates, at the expanded end.
    var expandedCenter: CGPoint { CGPoint(x: expanded.width / 2, y: expanded.height / 2) }

    /// The clip's frame a fraction `progress` of the way from expanded (0) to collapsed (1).
    func clipFrame(collapsing progress: CGFloat) -> CGRect {
        let t = min(max(progress.isFinite ? progress : 0, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return CGRect(
            x: mix(expanded.minX, collapsed.minX), y: mix(expanded.minY, collapsed.minY),
            width: mix(expanded.width, collapsed.width), height: mix(expanded.height, collapsed.height))
    }

    /// Where `point` of the zoomed view (in its own coordinates) is, in the container, a
    /// fraction `progress` of the way from expanded to collapsed (every value moves linearly
    /// while scrubbed).
    func contentPoint(_ point: CGPoint, collapsing progress: CGFloat) -> CGPoint {
        let t = min(max(progress.isFinite ? progress : 0, 0), 1)
        let clip = clipFrame(collapsing: t)
        let scale = 1 + (collapsedScale - 1) * t
        let center = CGPoint(
            x: expandedCenter.x + (collapsedCenter.x - expandedCenter.x) * t,
            y: expandedCenter.y + (collapsedCenter.y - expandedCenter.y) * t)
        return CGPoint(
            x: clip.minX + center.x + scale * (point.x - expanded.width / 2),
            y: clip.minY + center.y + scale * (point.y - expanded.height / 2))
    }

    /// The point of the zoomed view (its own coordinates) shown at `point` of the container, a
    /// fraction `progress` of the way from expanded to collapsed: the inverse of
    /// ``contentPoint(_:collapsing:)``.
    func zoomedPoint(at point: CGPoint, collapsing progress: CGFloat) -> CGPoint {
        let origin = contentPoint(.zero, collapsing: progress)
        let unit = contentPoint(CGPoint(x: 1, y: 1), collapsing: progress)
        let scale = max(unit.x - origin.x, .leastNormalMagnitude)
        return CGPoint(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
    }

    /// A rectangle with a positive width and height (not negative ones) and values of a plausible size (below 10⁸ points:
    /// `CGRect.infinite`, `CGRect.null` and non-finite values do not count).
    static func isUsable(_ rect: CGRect) -> Bool {
        let limit: CGFloat = 1e8
        return !rect.isNull && rect.size.width > 0 && rect.size.height > 0 && rect.size.width < limit
            && rect.size.height < limit
            && abs(rect.origin.x) < limit && abs(rect.origin.y) < limit
    }
}
