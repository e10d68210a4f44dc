import Foundation
import Synchronization

/// The display: its size in points and its scale (pixels per point).
///
/// The host (a headless host in tests, a window system live) sets the main screen's bounds
/// and scale; `UIScreen.main` starts as 390 × 844 points at scale 1.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The main screen.
    public static var main: UIScreen { _main }

    /// The attached host's screen (replaced by `UIApplication.attach(_:)`).
    static var _main: UIScreen { UIApplication._shared._session.mainScreen }

    /// Publishes the scale of a new main screen to other threads (`_mainScale`).
    static func _mainDidChange() {
        _mainScaleBits.store(Double(_main._scale).bitPattern, ordering: .relaxed)
        _main._publishTraits()
    }

    /// The main screen's scale, readable from any thread (UIKit's image renderer formats,
    /// which are not tied to the main actor, default to it).
    nonisolated static var _mainScale: CGFloat { CGFloat(Double(bitPattern: _mainScaleBits.load(ordering: .relaxed))) }

    private nonisolated static let _mainScaleBits = Atomic<UInt64>(Double(1).bitPattern)

    var _bounds: CGRect
    var _scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        _bounds = bounds
        _scale = scale
        super.init()
    }

    /// Changes the screen's size and scale in place (the host's display changed), keeping the
    /// object, so `UIScreen.main` and every window's `screen` stay the same screen.
    func _update(bounds: CGRect, scale: CGFloat) {
        _bounds = bounds
        _scale = scale
        if self === UIScreen._main { UIScreen._mainScaleBits.store(Double(scale).bitPattern, ordering: .relaxed) }
        _publishTraits()
    }

    /// The screen's rectangle in points.
    open var bounds: CGRect { _bounds }

    /// Pixels per point.
    open var scale: CGFloat { _scale }

    /// Pixels per point of the physical display (the same as `scale` here).
    open var nativeScale: CGFloat { _scale }

    /// The screen's rectangle in pixels, in the portrait-up orientation: it does not turn
    /// with the interface (UIKitBehaviour #246).
    open var nativeBounds: CGRect {
        let turned = self === UIScreen._main && UIApplication._shared._environment.interfaceOrientation.isLandscape
        let size = turned ? CGSize(width: _bounds.height, height: _bounds.width) : _bounds.size
        return CGRect(x: 0, y: 0, width: size.width * _scale, height: size.height * _scale)
    }

    /// The screen's coordinate space: points on the screen, origin at its top left.
    ///
    /// Converting a view's points to it gives where they are on the screen, through every
    /// transform of the view and its ancestors and the window's place on the screen.
    ///
    /// This space follows the interface orientation: its bounds turn with
    /// `HeadlessHost.rotate(to:)`.
    open var coordinateSpace: any UICoordinateSpace { _coordinateSpace }

    /// The screen's coordinate space in its fixed, portrait-up orientation: its bounds and
    /// points stay where they are on the glass when the interface turns (UIKitBehaviour #455).
    open var fixedCoordinateSpace: any UICoordinateSpace { _fixedCoordinateSpace }

    private lazy var _coordinateSpace = _UIScreenCoordinateSpace(screen: self)
    private lazy var _fixedCoordinateSpace = _UIScreenCoordinateSpace(screen: self, isFixed: true)

    /// The display's maximum refresh rate.
    open var maximumFramesPerSecond: Int { CAEngine.current.maximumFramesPerSecond }

    // MARK: Traits

    /// The system settings the host sets (see `UIScreen+Traits`, `UIApplication+SystemTraits`).
    var _systemTraits = UIScreen._defaultSystemTraits
}
