import Foundation

/// Geometry: validated setters, autoresizing, the safe area and coordinate targets.
extension UIView {
    /// Reports bad input the way UIKit logs it, through the engine's report channel.
    static func _report(_ message: String) {
        CAEngine.current.report(message)
    }

    func _setFrame(_ newValue: CGRect) {
        guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
            newValue.size.width.isFinite, newValue.size.height.isFinite
        else {
            UIView._report("UIView.frame: ignored a non-finite frame \(newValue)")
            return
        }
        let oldSize = _layer.bounds.size
        _layer.frame = newValue
        _boundsSizeDidChange(from: oldSize)
        _geometryDidChangeForLayout()
        _updateSafeAreaInsets(boundsChanged: _layer.bounds.size != oldSize)
    }

    func _setBounds(_ newValue: CGRect) {
        guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
            newValue.size.width.isFinite, newValue.size.height.isFinite
        else {
            UIView._report("UIView.bounds: ignored non-finite bounds \(newValue)")
            return
        }
        let oldSize = _layer.bounds.size
        _layer.bounds = newValue
        _boundsSizeDidChange(from: oldSize)
        _geometryDidChangeForLayout()
        _updateSafeAreaInsets(boundsChanged: true)
    }

    func _setCenter(_ newValue: CGPoint) {
        guard newValue.x.isFinite, newValue.y.isFinite else {
            UIView._report("UIView.center: ignored a non-finite center \(newValue)")
            return
        }
        _layer.position = newValue
        _geometryDidChangeForLayout()
        _updateSafeAreaInsets()
    }

    func _setTransform(_ newValue: CATransform3D, name: String) {
        let entries = [
            newValue.m11, newValue.m12, newValue.m13, newValue.m14,
            newValue.m21, newValue.m22, newValue.m23, newValue.m24,
            newValue.m31, newValue.m32, newValue.m33, newValue.m34,
            newValue.m41, newValue.m42, newValue.m43, newValue.m44
        ]
        guard entries.allSatisfy(\.isFinite) else {
            UIView._report("UIView.\(name): ignored a transform with non-finite entries")
            return
        }
        _layer.transform = newValue
    }

    func _setAlpha(_ newValue: CGFloat) {
        guard newValue.isFinite else {
            UIView._report("UIView.alpha: ignored a non-finite alpha \(newValue)")
            return
        }
        _layer.opacity = Float(min(max(newValue, 0), 1))
    }

    /// After a size change: autoresizes the subviews and asks for layout.
    func _boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = _layer.bounds.size
        guard newSize != oldSize else { return }
        _sizeDidChangeForDrawing(from: oldSize, to: newSize)
        if autoresizesSubviews {
            for subview in _subviews {
                subview._autoresize(superviewSizeFrom: oldSize, to: newSize)
            }
        }
        setNeedsLayout()
    }

    /// Applies the autoresizing mask for a superview size change from `old` to `new`.
    ///
    /// Along each axis the change is shared by the flexible parts (leading margin, size,
    /// trailing margin) in proportion to their current lengths, or equally when those are all
    /// zero — the springs-and-struts rule of UIKit and AppKit.
    func _autoresize(superviewSizeFrom old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        self.frame = _autoresizedFrame(frame, superviewSizeFrom: old, to: new)
    }

    /// Where the autoresizing mask moves `frame` (in the superview) when the superview's size
    /// changes from `old` to `new`.
    func _autoresizedFrame(_ frame: CGRect, superviewSizeFrom old: CGSize, to new: CGSize) -> CGRect {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return frame }
        let (x, width) = UIView._resize(
            origin: frame.minX, length: frame.width, container: old.width, delta: new.width - old.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, height) = UIView._resize(
            origin: frame.minY, length: frame.height, container: old.height, delta: new.height - old.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// One axis of autoresizing: the new origin and length.
    static func _resize(
        origin: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat,
        flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (origin, length) }
        let parts = [
            (flexibleLeading, max(origin, 0)), (flexibleLength, max(length, 0)),
            (flexibleTrailing, max(container - origin - length, 0))
        ]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(0), length + share(1))
    }

    func _contentModeDidChange() {
        _layer.contentsGravity = contentMode._contentsGravity
        _layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }

    func _tintColorDidChangeInTree() {
        tintColorDidChange()
        for subview in _subviews where subview._tintColor == nil { subview._tintColorDidChangeInTree() }
    }

    /// The system tint colour: systemBlue (dynamic), made once.
    static var _defaultTintColor: UIColor { _systemTintColor }

    /// The coordinate space of the screen the view is on (the main screen outside a window).
    var _screenSpace: any UICoordinateSpace { (window?.screen ?? UIScreen.main).coordinateSpace }

    /// Converts `value` from the receiver's coordinates to `space`'s: straight through the
    /// layer trees for a view or the screen, through screen space for any other space.
    func _convert<Value: _CoordinateSpaceValue>(_ value: Value, to space: any UICoordinateSpace) -> Value {
        switch space {
        case let view as UIView: return value._converted(from: _layer, to: view._layer)
        case let screen as _UIScreenCoordinateSpace where !screen.isFixed:
            return value._converted(from: _layer, to: nil)
        default: return value._converted(from: _layer, to: nil)._converted(into: space, from: _screenSpace)
        }
    }

    /// Converts `value` from `space`'s coordinates to the receiver's.
    func _convert<Value: _CoordinateSpaceValue>(_ value: Value, from space: any UICoordinateSpace) -> Value {
        switch space {
        case let view as UIView: return value._converted(to: _layer, from: view._layer)
        case let screen as _UIScreenCoordinateSpace where !screen.isFixed:
            return value._converted(to: _layer, from: nil)
        default: return value._converted(outOf: space, to: _screenSpace)._converted(to: _layer, from: nil)
        }
    }

    /// The layer a conversion targets: the view's; for nil, the receiver's window's (UIKit's
    /// "window base coordinates"), or the base space of the layer tree when it has no window.
    func _targetLayer(_ view: UIView?) -> CALayer? {
        view?._layer ?? window?._layer
    }
}

/// The system tint colour, made once: a colour is immutable, and every view without a tint
/// of its own up its tree reads it.
private let _systemTintColor: UIColor = .systemBlue
