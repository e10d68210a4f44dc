import Foundation

/// A screen's coordinate space: points on the screen, origin at its top left.
///
/// Screen space is the space in which windows are placed: the space above every window's
/// layer. A view outside any window is taken to lie in it as its hierarchy's root lies. The
/// space converts to and from another by letting the other convert from or to it.
final class _UIScreenCoordinateSpace: UICoordinateSpace {
    /// The screen (which owns this space).
    unowned let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
    }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        _convert(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        _convert(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        _convert(rect, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        _convert(rect, from: coordinateSpace)
    }

    /// Screen spaces never rotate, so every screen space converts to another as the identity.
    private func _convert<Value: _CoordinateSpaceValue>(_ value: Value, to space: any UICoordinateSpace) -> Value {
        space is _UIScreenCoordinateSpace ? value : value._converted(into: space, from: self)
    }

    private func _convert<Value: _CoordinateSpaceValue>(_ value: Value, from space: any UICoordinateSpace) -> Value {
        space is _UIScreenCoordinateSpace ? value : value._converted(outOf: space, to: self)
    }
}
