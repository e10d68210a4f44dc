import Foundation

/// A window scene's status bar: its frame, style and visibility, as the view controllers last
/// asked for them.
///
/// The style and visibility are resolved from the key window's root view controller through
/// the controllers presented over it that capture the status bar (full-screen presentations,
/// and others with `modalPresentationCapturesStatusBarAppearance`) and through
/// `childForStatusBarStyle` / `childForStatusBarHidden` (UIKitBehaviour #248); a sheet that
/// steps the deciding controller back turns the content light (UIKitBehaviour #456). They are
/// resolved again when a controller calls `setNeedsStatusBarAppearanceUpdate()`, when a
/// presentation or dismissal starts (alongside its animation) or is cancelled, when a
/// window's root changes and when the interface rotates; an update inside an animation block
/// animates with it.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene
    private var resolved: _StatusBarAppearance?
    /// The status bar a host draws (see `_StatusBarView`), made on first use.
    package private(set) lazy var _view = _StatusBarView()

    init(_scene scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The style of the status bar's content.
    open var statusBarStyle: UIStatusBarStyle { appearance.style }

    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { appearance.isHidden }

    /// The status bar's frame in the screen's coordinates; `.zero` while it is hidden.
    open var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: Self.height)
    }

    /// The status bar's height when shown: the host's top safe-area inset, at least 20 points
    /// (UIKitBehaviour #248).
    static var height: CGFloat { max(UIApplication._shared._screenSafeAreaInsets.top, 20) }

    private var appearance: _StatusBarAppearance {
        if let resolved { return resolved }
        let now = _StatusBarAppearance.resolve(in: scene)
        resolved = now
        lastFrame = statusBarFrame
        return now
    }

    /// The status bar's view, made when a host first draws it (so hosts that do not draw
    /// make no views), showing the current appearance.
    var _viewForDrawing: _StatusBarView {
        if !viewIsMade {
            viewIsMade = true
            UIView.performWithoutAnimation {
                _view.show(appearance, screenWidth: scene.screen.bounds.width, height: Self.height)
            }
        }
        return _view
    }
    private var viewIsMade = false
    /// The frame when the appearance was last resolved.
    private var lastFrame = CGRect.zero

    /// Resolves the appearance again and shows it: animated when called inside an animation
    /// block, with the update animation the controller deciding visibility asks for.
    func _update() {
        let oldFrame = resolved == nil ? nil : lastFrame
        resolved = _StatusBarAppearance.resolve(in: scene)
        lastFrame = statusBarFrame
        if viewIsMade { _view.show(appearance, screenWidth: scene.screen.bounds.width, height: Self.height) }
        if let oldFrame, oldFrame != lastFrame {
            UIApplication._shared._statusBarFrameDidChange(from: oldFrame, to: lastFrame)
        }
    }
}

/// What the status bar shows: its style, visibility and the animation of a visibility change.
struct _StatusBarAppearance: Equatable {
    var style: UIStatusBarStyle
    var isHidden: Bool
    var animation: UIStatusBarAnimation

    /// The appearance the key window's controllers ask for (UIKitBehaviour #248).
    @MainActor static func resolve(in scene: UIWindowScene) -> _StatusBarAppearance {
        let window = scene.keyWindow ?? scene.windows.first { !$0.isHidden }
        guard let root = window?.rootViewController else {
            return _StatusBarAppearance(style: .default, isHidden: landscapePhone, animation: .fade)
        }
        let styleController = root._statusBarController(following: \.childForStatusBarStyle)
        let hiddenController = root._statusBarController(following: \.childForStatusBarHidden)
        // A sheet stepping the deciding controller back shows light content (UIKitBehaviour #456).
        let style =
            sheetTurnsLight(over: root, decider: styleController)
            ? .lightContent : styleController.preferredStatusBarStyle
        return _StatusBarAppearance(
            style: style,
            isHidden: hiddenController.prefersStatusBarHidden || landscapePhone,
            animation: hiddenController.preferredStatusBarUpdateAnimation)
    }

    /// An iPhone hides the status bar in landscape.
    @MainActor private static var landscapePhone: Bool {
        UIDevice.current.userInterfaceIdiom == .phone
            && UIApplication._shared._environment.interfaceOrientation.isLandscape
    }
}
