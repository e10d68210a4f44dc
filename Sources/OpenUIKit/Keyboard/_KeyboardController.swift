import Foundation

/// The simulated keyboard: it comes up while a text input is first responder and goes down
/// when none is, and tells the application as iOS does.
///
/// A responder that takes keyboard input (`UIKeyInput`, or one with an `inputView`) brings it
/// up when it becomes first responder; when it resigns and no other takes over, it goes down
/// (UIKitBehaviour #229). Each move is one animation of 0.25 s on the keyboard's curve (7),
/// and the notifications are posted inside that animation block, so layout changes an
/// observer makes there animate with the keyboard, as on iOS: will-change-frame, then
/// will-show or will-hide; after the animation, did-change-frame, then did-show or did-hide
/// (UIKitBehaviour #233, #234). Keyboard layout guides follow in the same block.
///
/// The keyboard is drawn in a window of its own above the application's windows
/// (`_KeyboardWindow`), not listed in `UIApplication.windows`; hosts draw it over the key
/// window and send touches inside it to it.
@MainActor
final class _KeyboardController {
    /// The keyboard of the running application.
    static var current: _KeyboardController { UIApplication._shared._session.keyboard }

    /// The keyboard's frame on screen (or where it is moving to); nil while it is down.
    private(set) var frame: CGRect?
    /// The window the keyboard is drawn in, made when it first comes up.
    private(set) var window: _KeyboardWindow?
    /// Above zero while one responder hands first-responder status to another (the keyboard
    /// stays up in between).
    private var handOvers = 0
    /// Whether `UIView.endEditing(true)` is forcing the first responder out.
    private(set) var isForcingResignation = false

    /// Runs `body` (the current first responder resigning for another) without taking the
    /// keyboard down in between.
    func whileHandingOver(_ body: () -> Bool) -> Bool {
        handOvers += 1
        defer { handOvers -= 1 }
        return body()
    }

    /// Makes `responder` stop being first responder even if it refuses (`endEditing(true)`).
    func forceResign(_ responder: UIResponder) {
        isForcingResignation = true
        defer { isForcingResignation = false }
        if !responder.resignFirstResponder(), UIApplication._firstResponder === responder {
            UIApplication._firstResponder = nil
            responder._didResignFirstResponder()
            firstResponderDidChange()
        }
    }

    /// Brings the keyboard up, changes it, or takes it down for the current first responder.
    func firstResponderDidChange() {
        guard handOvers == 0 else { return }
        if let responder = UIApplication._firstResponder, _KeyboardController.takesKeyboardInput(responder) {
            show(for: responder)
        } else if frame != nil {
            hide()
        }
    }

    /// Whether `responder` brings the keyboard up when it is first responder.
    static func takesKeyboardInput(_ responder: UIResponder) -> Bool {
        responder is UIKeyInput || responder.inputView != nil
    }

    /// The keyboard window when it is on screen and contains `location` (screen points).
    func windowForTouch(at location: CGPoint) -> UIWindow? {
        guard let window, frame != nil, !window.isHidden, window.frame.contains(location) else { return nil }
        return window
    }

    /// The height `view`'s keyboard layout guide has now: the part of the view the keyboard
    /// covers, or the bottom safe-area inset (when the guide uses it) with the keyboard down.
    func keyboardGuideHeight(in view: UIView) -> CGFloat {
        let guide = view._layoutState?.keyboardLayoutGuide as? UIKeyboardLayoutGuide
        guard let frame, view.window != nil else {
            return guide?.usesBottomSafeArea == false ? 0 : view.safeAreaInsets.bottom
        }
        let top = view.convert(CGPoint(x: 0, y: frame.minY), from: nil).y
        return min(max(view.bounds.maxY - top, 0), view.bounds.height)
    }

    // MARK: Moving

    private func show(for responder: UIResponder) {
        let screen = UIScreen.main.bounds.size
        let window = window ?? makeWindow()
        window.showInput(of: responder, screenWidth: screen.width)
        let height = window.contentHeight(screenSize: screen)
        let end = _KeyboardMetrics.shownFrame(screenSize: screen, height: height)
        let begin = frame ?? _KeyboardMetrics.hiddenFrame(screenSize: screen, height: height)
        frame = end
        move(window, from: begin, to: end, showing: true)
    }

    private func hide() {
        guard let window, let begin = frame else { return }
        let end = _KeyboardMetrics.hiddenFrame(screenSize: UIScreen.main.bounds.size, height: begin.height)
        frame = nil
        move(window, from: begin, to: end, showing: false)
    }

    private func makeWindow() -> _KeyboardWindow {
        let made = _KeyboardWindow()
        window = made
        return made
    }

    /// Animates the keyboard from `begin` to `end`, posting the notifications in the block.
    private func move(_ window: _KeyboardWindow, from begin: CGRect, to end: CGRect, showing: Bool) {
        UIView.performWithoutAnimation {
            window.isHidden = false
            if window.frame != begin { window.frame = begin }
            window.layoutIfNeeded()
        }
        let info = _KeyboardController.userInfo(begin: begin, end: end)
        let center = NotificationCenter.default
        let options: UIView.AnimationOptions = [
            UIView.AnimationOptions(rawValue: UInt(_KeyboardMetrics.animationCurveRawValue) << 16),
            .overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions, .beginFromCurrentState
        ]
        UIView.animate(
            withDuration: _KeyboardMetrics.animationDuration, delay: 0, options: options,
            animations: {
                center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
                center.post(
                    name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
                window.frame = end
                self.refreshKeyboardLayoutGuides()
            },
            completion: { [weak self] _ in
                center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
                center.post(
                    name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
                if !showing, self?.frame == nil { window.isHidden = true }
            })
    }

    /// The notifications' `userInfo`, typed as on iOS (UIKitBehaviour #233).
    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: _KeyboardMetrics.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: _KeyboardMetrics.animationCurveRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            UIResponder.keyboardCenterBeginUserInfoKey: NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY)),
            UIResponder.keyboardCenterEndUserInfoKey: NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY)),
            UIResponder.keyboardBoundsUserInfoKey: NSValue(cgRect: CGRect(origin: .zero, size: end.size))
        ]
    }

    /// Re-solves every keyboard layout guide in the visible windows and lays the windows out
    /// (inside the keyboard's animation block, so the new frames animate with it).
    private func refreshKeyboardLayoutGuides() {
        for window in UIApplication.shared._windows where !window.isHidden {
            guard _markKeyboardGuides(in: window) else { continue }
            window.layoutIfNeeded()
        }
    }

    /// Marks the engines of the views under `view` that have a keyboard guide; returns whether any has.
    private func _markKeyboardGuides(in view: UIView) -> Bool {
        var found = false
        if view._layoutState?.keyboardLayoutGuide != nil {
            view._layoutEngine?.setNeedsSolve(near: view)
            view.setNeedsLayout()
            found = true
        }
        for subview in view._subviews where _markKeyboardGuides(in: subview) { found = true }
        return found
    }
}
