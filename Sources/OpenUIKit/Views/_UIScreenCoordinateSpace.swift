import Foundation

/// A screen's coordinate space: points on the screen, origin at its top left.
///
/// Screen space is the space in which windows are placed: the space above every window's
/// layer. A view outside any window is taken to lie in it as its hierarchy's root lies.
final class _UIScreenCoordinateSpace: UICoordinateSpace {
    /// The screen (which owns this space).
    unowned let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
    }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        switch coordinateSpace {
        case let view as UIView: return view._layer.convert(point, from: nil)
        case is _UIScreenCoordinateSpace: return point
        default: return coordinateSpace.convert(point, from: self)
        }
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        switch coordinateSpace {
        case let view as UIView: return view._layer.convert(point, to: nil)
        case is _UIScreenCoordinateSpace: return point
        default: return coordinateSpace.convert(point, to: self)
        }
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case let view as UIView: return view._layer.convert(rect, from: nil)
        case is _UIScreenCoordinateSpace: return rect
        default: return coordinateSpace.convert(rect, from: self)
        }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case let view as UIView: return view._layer.convert(rect, to: nil)
        case is _UIScreenCoordinateSpace: return rect
        default: return coordinateSpace.convert(rect, to: self)
        }
    }
}
