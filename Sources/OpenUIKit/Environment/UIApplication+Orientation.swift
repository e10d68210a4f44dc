import Foundation

/// A turn of the interface from one orientation to another.
struct _InterfaceRotation {
    let from: UIInterfaceOrientation
    let to: UIInterfaceOrientation
    /// Whether the turn animates (a host's rotation does; a change of the supported
    /// orientations while nothing shows does too).
    var animated = true

    /// How far the interface turns on the physical screen, clockwise positive, in (-π, π].
    var angle: CGFloat {
        var turn = to.rotationFromPortrait - from.rotationFromPortrait
        while turn <= -.pi { turn += 2 * .pi }
        while turn > .pi { turn -= 2 * .pi }
        return turn
    }

    /// 0.4 s per quarter turn (UIKitBehaviour #246).
    var duration: TimeInterval { animated ? 0.4 * Double((abs(angle) / (.pi / 2)).rounded()) : 0 }
}

/// The interface's orientation: which controller decides it, and rotating it.
extension UIApplication {
    /// The controller whose supported orientations decide the interface's: the key window's
    /// root, or the topmost controller presented full screen over it and not being dismissed
    /// (UIKitBehaviour #247).
    var _orientationController: UIViewController? {
        let scene = _windowScene
        guard var controller = (scene.keyWindow ?? scene.windows.first { !$0.isHidden })?.rootViewController else {
            return nil
        }
        while let presented = controller._presentedViewController
            ?? controller._children.lazy.compactMap(\.presentedViewController).first,
            !presented._isBeingDismissed
        {
            if presented.modalPresentationStyle == .fullScreen { controller = presented } else { break }
        }
        return controller
    }

    /// The orientations the interface may take now.
    var _supportedInterfaceOrientations: UIInterfaceOrientationMask {
        let supported =
            _orientationController?.supportedInterfaceOrientations
            ?? (UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown)
        if supported.isEmpty {
            UIView._report(
                "supportedInterfaceOrientations: \(type(of: _orientationController!)) supports no orientation; portrait is used"
            )
            return .portrait
        }
        return supported
    }

    /// Turns the interface to `orientation`: the screen takes the new size (width and height
    /// swap between portrait and landscape) and the windows turn, with the size transition
    /// coordinator's animation (UIKitBehaviour #246).
    func _rotateInterface(to orientation: UIInterfaceOrientation, animated: Bool = true) {
        let environment = _environment
        let old = environment.interfaceOrientation
        guard orientation != .unknown, orientation != old, !_WindowSizeChange.isInProgress else { return }
        let bounds = UIScreen._main.bounds.size
        let size =
            old.isLandscape == orientation.isLandscape ? bounds : CGSize(width: bounds.height, height: bounds.width)
        let center = NotificationCenter.default
        center.post(
            name: UIApplication.willChangeStatusBarOrientationNotification, object: self,
            userInfo: [UIApplication.statusBarOrientationUserInfoKey: NSNumber(value: orientation.rawValue)])
        environment.interfaceOrientation = orientation
        _screenDidChange(
            to: size, scale: nil, rotation: _InterfaceRotation(from: old, to: orientation, animated: animated))
        UIView.performWithoutAnimation { _statusBarAppearanceMayHaveChanged() }
        center.post(
            name: UIApplication.didChangeStatusBarOrientationNotification, object: self,
            userInfo: [UIApplication.statusBarOrientationUserInfoKey: NSNumber(value: old.rawValue)])
    }

    /// The device turned to `deviceOrientation`: the interface follows when the deciding
    /// controller supports that orientation and allows autorotation (UIKitBehaviour #247).
    package func _deviceDidRotate(to deviceOrientation: UIDeviceOrientation) {
        UIDevice.current._setOrientation(deviceOrientation)
        guard let target = UIInterfaceOrientation(deviceOrientation) else { return }
        guard _supportedInterfaceOrientations.contains(target.mask), _orientationController?.shouldAutorotate ?? true
        else { return }
        _rotateInterface(to: target)
    }

    /// Rotates the interface when the deciding controller no longer supports its orientation,
    /// or now supports the device's: to the device's orientation if supported, else the
    /// controller's preferred orientation for presentation.
    func _interfaceOrientationMayHaveChanged() {
        let supported = _supportedInterfaceOrientations
        let current = _environment.interfaceOrientation
        if let device = UIInterfaceOrientation(UIDevice.current.orientation), device != current,
            supported.contains(device.mask), _orientationController?.shouldAutorotate ?? true
        {
            return _rotateInterface(to: device)
        }
        guard !supported.contains(current.mask) else { return }
        let preferred = _orientationController?.preferredInterfaceOrientationForPresentation ?? .portrait
        _rotateInterface(to: supported.contains(preferred.mask) ? preferred : supported.orientations.first ?? .portrait)
    }
}

extension UIViewController {
    /// The interface's orientation when this controller supports it, else the first it supports.
    var _defaultPresentationOrientation: UIInterfaceOrientation {
        let current = UIApplication._shared._environment.interfaceOrientation
        let supported = supportedInterfaceOrientations
        return supported.contains(current.mask) ? current : supported.orientations.first ?? .portrait
    }

    func _setNeedsUpdateOfSupportedInterfaceOrientations() {
        UIApplication._shared._interfaceOrientationMayHaveChanged()
    }

    /// Rotates the interface to the device's orientation when the deciding controller now
    /// allows it.
    @available(iOS, deprecated: 16.0, message: "Use UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()")
    public static func attemptRotationToDeviceOrientation() {
        UIApplication._shared._interfaceOrientationMayHaveChanged()
    }
}
