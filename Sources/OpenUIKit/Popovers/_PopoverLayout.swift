import Foundation

/// Where a popover goes (UIKitBehaviour #263): the direction its arrow points, the frame of
/// its content, and the arrow's tip — all in the container's coordinates.
///
/// The popover stays inside the container's safe area inset by the layout margins. Directions
/// are tried in the order up, down, left, right (arrow up first: the popover below its
/// source); the first permitted one with room for the whole content (at least 200 points tall without
/// a preferred height) wins. When none has room,
/// the permitted direction with the largest space wins and the content shrinks to fit it. With
/// no permitted direction the popover has no arrow and is centred on the source.
struct _PopoverLayout: Equatable {
    /// The height of the arrow, from its base on the popover's edge to its tip.
    static let arrowHeight: CGFloat = 13
    /// The width of the arrow's base.
    static let arrowBase: CGFloat = 36
    /// The popover's corner radius.
    static let cornerRadius: CGFloat = 13
    /// The content width used when the presented controller prefers none.
    static let defaultWidth: CGFloat = 320
    /// The room a popover without a preferred height needs for a direction to count as fitting.
    static let minimumDefaultHeight: CGFloat = 200

    /// The direction the arrow points, or `.unknown` for a popover without one.
    var arrowDirection: UIPopoverArrowDirection
    /// The panel's frame without the arrow: the presented controller's view and, with a
    /// background view class, its content insets around it.
    var contentFrame: CGRect
    /// The arrow's tip, on the source's edge; nil without an arrow.
    var arrowTip: CGPoint?
    /// The arrow's size and the content insets (the background view class's, or the system's).
    var metrics = _PopoverArrowMetrics.system

    /// The frame of the whole popover: the content and its arrow.
    var frame: CGRect {
        let height = metrics.arrowHeight
        switch arrowDirection {
        case .up:
            return CGRect(
                x: contentFrame.minX, y: contentFrame.minY - height, width: contentFrame.width,
                height: contentFrame.height + height)
        case .down:
            return CGRect(
                x: contentFrame.minX, y: contentFrame.minY, width: contentFrame.width,
                height: contentFrame.height + height)
        case .left:
            return CGRect(
                x: contentFrame.minX - height, y: contentFrame.minY, width: contentFrame.width + height,
                height: contentFrame.height)
        case .right:
            return CGRect(
                x: contentFrame.minX, y: contentFrame.minY, width: contentFrame.width + height,
                height: contentFrame.height)
        default: return contentFrame
        }
    }

    /// Lays out a popover of `preferredSize` (zero parts take the defaults: 320 points wide,
    /// as tall as the room allows) pointing at `source` inside `area`.
    static func resolve(
        source: CGRect, area: CGRect, preferredSize: CGSize,
        permitted: UIPopoverArrowDirection, canOverlapSource: Bool = false,
        metrics: _PopoverArrowMetrics = .system
    ) -> _PopoverLayout {
        let source = source.standardized
        let insets = metrics.contentInsets
        let preferredSize = CGSize(
            width: preferredSize.width > 0 ? preferredSize.width + insets.left + insets.right : 0,
            height: preferredSize.height > 0 ? preferredSize.height + insets.top + insets.bottom : 0)
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let candidates = order.filter { permitted.contains($0) && permitted != .unknown }
        guard !candidates.isEmpty else {
            var layout = centred(on: source, area: area, preferredSize: preferredSize)
            layout.metrics = metrics
            return layout
        }
        let rooms = candidates.map {
            (
                direction: $0,
                room: room(
                    for: $0, source: source, area: area, canOverlapSource: canOverlapSource, gap: metrics.arrowHeight)
            )
        }
        let needed = CGSize(
            width: preferredSize.width > 0 ? preferredSize.width : defaultWidth,
            height: preferredSize.height > 0 ? preferredSize.height : minimumDefaultHeight)
        let fitting = rooms.first { needed.width <= $0.room.width + 0.5 && needed.height <= $0.room.height + 0.5 }
        let chosen = fitting ?? rooms.max { $0.room.width * $0.room.height < $1.room.width * $1.room.height }!
        return place(
            chosen.direction, source: source, room: chosen.room, size: size(preferredSize, in: chosen.room),
            metrics: metrics)
    }

    /// The space the content may take when the arrow points `direction`.
    static func room(
        for direction: UIPopoverArrowDirection, source: CGRect, area: CGRect,
        canOverlapSource: Bool, gap: CGFloat = _PopoverLayout.arrowHeight
    ) -> CGRect {
        var room = area
        switch direction {
        case .up:
            room.origin.y = max(area.minY, (canOverlapSource ? source.midY : source.maxY) + gap)
            room.size.height = area.maxY - room.minY
        case .down: room.size.height = min(area.maxY, (canOverlapSource ? source.midY : source.minY) - gap) - area.minY
        case .left:
            room.origin.x = max(area.minX, (canOverlapSource ? source.midX : source.maxX) + gap)
            room.size.width = area.maxX - room.minX
        default: room.size.width = min(area.maxX, (canOverlapSource ? source.midX : source.minX) - gap) - area.minX
        }
        room.size.width = max(room.width, 0)
        room.size.height = max(room.height, 0)
        return room
    }

    /// The content's size in `room`: the preferred size (defaults for zero parts), clamped.
    static func size(_ preferred: CGSize, in room: CGRect) -> CGSize {
        let width = preferred.width > 0 ? preferred.width : defaultWidth
        let height = preferred.height > 0 ? preferred.height : room.height
        return CGSize(width: min(width, room.width), height: min(height, room.height))
    }

    private static func place(
        _ direction: UIPopoverArrowDirection, source: CGRect, room: CGRect, size: CGSize,
        metrics: _PopoverArrowMetrics
    ) -> _PopoverLayout {
        let arrowHeight = metrics.arrowHeight
        let vertical = direction == .up || direction == .down
        var frame = CGRect(origin: .zero, size: size)
        var tip = CGPoint.zero
        // The arrow's base stays clear of the rounded corners.
        let inset = cornerRadius + metrics.arrowBase / 2
        if vertical {
            frame.origin.x = clamp(source.midX - size.width / 2, room.minX, room.maxX - size.width)
            frame.origin.y = direction == .up ? room.minY : room.maxY - size.height
            let edge = direction == .up ? frame.minY - arrowHeight : frame.maxY + arrowHeight
            tip = CGPoint(x: clamp(source.midX, frame.minX + inset, frame.maxX - inset), y: edge)
        } else {
            frame.origin.y = clamp(source.midY - size.height / 2, room.minY, room.maxY - size.height)
            frame.origin.x = direction == .left ? room.minX : room.maxX - size.width
            let edge = direction == .left ? frame.minX - arrowHeight : frame.maxX + arrowHeight
            tip = CGPoint(x: edge, y: clamp(source.midY, frame.minY + inset, frame.maxY - inset))
        }
        return _PopoverLayout(arrowDirection: direction, contentFrame: frame, arrowTip: tip, metrics: metrics)
    }

    private static func centred(on source: CGRect, area: CGRect, preferredSize: CGSize) -> _PopoverLayout {
        let size = size(preferredSize, in: area)
        let x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
        let y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
        return _PopoverLayout(
            arrowDirection: .unknown, contentFrame: CGRect(origin: CGPoint(x: x, y: y), size: size), arrowTip: nil)
    }

    /// `value` kept within `low...high` (`low` wins when the range is empty).
    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(value, high))
    }
}
