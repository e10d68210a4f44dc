import Foundation

/// A pan that starts near an edge of the screen: the recognizer behind edge swipes such as
/// an interactive "back" or dismissal.
///
/// The first touch must go down within `_edgeRegion` (20 pt) of one of `edges` of the screen
/// (its window's screen: the window's base space) — strictly closer than 20 pt — or the
/// recognizer fails at once. It begins, as a pan does, once the touch has moved 10 pt, and
/// only if that movement points away from such an edge at least as much as along it (within
/// 45° of straight inwards); otherwise it fails. From then on it reports translation and
/// velocity like any pan. With no edges (the default) it never begins.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to a listed edge, in points, the touch must go down.
    static let _edgeRegion: CGFloat = 20

    /// The edges from which the gesture may start; none by default.
    open var edges: UIRectEdge = []

    /// The listed edges the first touch went down near.
    var _startEdges: UIRectEdge = []

    /// Creates a screen-edge pan recognizer with no edges and no handler.
    public override init() {
        super.init()
    }

    /// Notes the listed edges the first touch went down near; fails when there are none.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirstTouch = _touchesSinceReset.count == touches.count
        super.touchesBegan(touches, with: event)
        guard isFirstTouch, state == .possible, let touch = touches.first else { return }
        _startEdges = _edges(near: touch)
        if _startEdges.isEmpty { state = .failed }
    }

    /// Forgets the starting edges.
    open override func reset() {
        super.reset()
        _startEdges = []
    }

    /// Begins only when the movement so far points inwards from an edge the touch started at.
    override func _shouldBeginPanning() -> Bool {
        let dx = _movement.x
        let dy = _movement.y
        let candidates: [(UIRectEdge, inward: CGFloat, along: CGFloat)] = [
            (.left, dx, dy), (.right, -dx, dy), (.top, dy, dx), (.bottom, -dy, dx)
        ]
        return candidates.contains { edge, inward, along in
            _startEdges.contains(edge) && inward > 0 && inward >= abs(along)
        }
    }

    /// The listed edges of the screen within `_edgeRegion` of `touch`'s location.
    private func _edges(near touch: UITouch) -> UIRectEdge {
        guard let window = touch.window else { return [] }
        let point = window.layer.convert(touch.location(in: nil), to: nil)
        let screen = window.screen.bounds
        let region = UIScreenEdgePanGestureRecognizer._edgeRegion
        var near: UIRectEdge = []
        if point.x - screen.minX < region { near.insert(.left) }
        if screen.maxX - point.x < region { near.insert(.right) }
        if point.y - screen.minY < region { near.insert(.top) }
        if screen.maxY - point.y < region { near.insert(.bottom) }
        return near.intersection(edges)
    }
}
