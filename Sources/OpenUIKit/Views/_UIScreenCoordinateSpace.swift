import Foundation

/// A screen's coordinate space: points on the screen, origin at its top left — as the
/// interface is turned (`coordinateSpace`), or as the screen is held upright
/// (`fixedCoordinateSpace`, UIKitBehaviour #455).
///
/// Screen space is the space in which windows are placed: the space above every window's
/// layer. A view outside any window is taken to lie in it as its hierarchy's root lies. The
/// space converts to and from another by letting the other convert from or to it; the fixed
/// space first turns its values into the interface's orientation.
final class _UIScreenCoordinateSpace: UICoordinateSpace {
    /// The screen (which owns this space).
    unowned let screen: UIScreen
    /// Whether this is the screen's fixed, portrait-up space.
    let isFixed: Bool

    init(screen: UIScreen, isFixed: Bool = false) {
        self.screen = screen
        self.isFixed = isFixed
    }

    var bounds: CGRect {
        guard isFixed, turn.isLandscape else { return screen.bounds }
        return CGRect(x: 0, y: 0, width: screen.bounds.height, height: screen.bounds.width)
    }

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

    /// How the interface is turned against the fixed space (portrait for any other screen).
    private var turn: UIInterfaceOrientation {
        screen === UIScreen._main ? UIApplication._shared._environment.interfaceOrientation : .portrait
    }

    /// A value of this space in the interface's orientation.
    private func inInterface<Value: _CoordinateSpaceValue>(_ value: Value) -> Value {
        guard isFixed else { return value }
        let size = screen.bounds.size  // the interface's
        switch turn {
        case .portrait, .unknown: return value
        case .portraitUpsideDown: return value._mapped { CGPoint(x: size.width - $0.x, y: size.height - $0.y) }
        case .landscapeLeft: return value._mapped { CGPoint(x: size.width - $0.y, y: $0.x) }
        case .landscapeRight: return value._mapped { CGPoint(x: $0.y, y: size.height - $0.x) }
        }
    }

    /// A value in the interface's orientation, in this space.
    private func fromInterface<Value: _CoordinateSpaceValue>(_ value: Value) -> Value {
        guard isFixed else { return value }
        let size = screen.bounds.size  // the interface's
        switch turn {
        case .portrait, .unknown: return value
        case .portraitUpsideDown: return value._mapped { CGPoint(x: size.width - $0.x, y: size.height - $0.y) }
        case .landscapeLeft: return value._mapped { CGPoint(x: $0.y, y: size.width - $0.x) }
        case .landscapeRight: return value._mapped { CGPoint(x: size.height - $0.y, y: $0.x) }
        }
    }

    private func _convert<Value: _CoordinateSpaceValue>(_ value: Value, to space: any UICoordinateSpace) -> Value {
        let turned = inInterface(value)
        if let other = space as? _UIScreenCoordinateSpace { return other.fromInterface(turned) }
        return turned._converted(into: space, from: screen.coordinateSpace)
    }

    private func _convert<Value: _CoordinateSpaceValue>(_ value: Value, from space: any UICoordinateSpace) -> Value {
        if let other = space as? _UIScreenCoordinateSpace { return fromInterface(other.inInterface(value)) }
        return fromInterface(value._converted(outOf: space, to: screen.coordinateSpace))
    }
}
