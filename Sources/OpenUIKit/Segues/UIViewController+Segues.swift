import Foundation

/// Segues registered in code, performing them, and showing view controllers.
///
/// On iOS a storyboard holds a controller's segues; Segue has no storyboards, so a controller
/// registers them in code (a Segue extension, see docs/Deviations.md), usually in `viewDidLoad`:
///
/// ```swift
/// registerSegue(withIdentifier: "detail", kind: .show) { DetailViewController() }
/// ```
///
/// after which `performSegue(withIdentifier:sender:)` and `prepare(for:sender:)` work as in UIKit.
extension UIViewController {
    /// Registers a segue from this controller: `destination` makes a new destination each
    /// time the segue is performed, and `kind` says how it is shown.
    ///
    /// Registering an identifier again replaces its segue. A Segue extension standing in for a
    /// storyboard's segue (UIKitBehaviour #287).
    public func registerSegue(
        withIdentifier identifier: String, kind: SegueKind = .show,
        destination: @escaping @MainActor () -> UIViewController
    ) {
        _registeredSegues[identifier] = .forward(kind, destination: destination)
    }

    /// Registers an unwind segue from this controller: performing it finds the controller that
    /// handles `action` (see ``registerUnwindAction(_:handler:)``) and unwinds back to it.
    ///
    /// A Segue extension standing in for a storyboard's exit segue; `action` is the name of the
    /// unwind action, such as `"unwindToList:"` (UIKitBehaviour #290).
    public func registerUnwindSegue(withIdentifier identifier: String, action: String) {
        _registeredSegues[identifier] = .unwind(action: action)
    }

    /// Makes this controller handle the unwind action named `action`: the handler plays the
    /// part of the `@IBAction func unwindToList(_ segue: UIStoryboardSegue)` method.
    ///
    /// A Segue extension (no selectors on Linux). nil removes the action.
    public func registerUnwindAction(_ action: String, handler: (@MainActor (UIStoryboardSegue) -> Void)?) {
        _unwindActions[action] = handler.map(_UnwindAction.init)
    }

    /// Triggers a segue the way a storyboard connection from a control does: asks
    /// ``shouldPerformSegue(withIdentifier:sender:)`` first, and performs the segue only if it
    /// returns true. Returns whether the segue was performed.
    ///
    /// A Segue extension: wire it to a control with `addAction(_:for:)` (UIKitBehaviour #288).
    @discardableResult
    public func triggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        performSegue(withIdentifier: identifier, sender: sender)
        return true
    }

    func _performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registered = _registeredSegues[identifier] else {
            // UIKit raises this exception for an identifier the storyboard does not have.
            fatalError(
                "NSInvalidArgumentException: Receiver (\(Self._describe(self))) has no segue with identifier '\(identifier)'"
            )
        }
        switch registered {
        case .forward(let kind, let makeDestination):
            let destination = makeDestination()
            let segue: UIStoryboardSegue =
                if case .custom(let make) = kind {
                    make(identifier, self, destination)
                } else {
                    _KindSegue(kind: kind, identifier: identifier, source: self, destination: destination)
                }
            prepare(for: segue, sender: sender)
            segue.perform()
        case .unwind(let action):
            let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
            guard let destination = Self._unwindDestination(for: source) else {
                UIView._report(
                    "performSegue: no view controller handles the unwind action '\(action)' of segue '\(identifier)' from \(Self._describe(self)); nothing happens"
                )
                return
            }
            let segue = _UnwindSegue(identifier: identifier, source: self, destination: destination)
            prepare(for: segue, sender: sender)
            destination._unwindActions[action]?.handler(segue)
            segue.perform()
        }
    }

    func _show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else if let split = splitViewController {
            split._splitShow(vc, sender: sender, from: self)  // UIKitBehaviour #323
        } else {
            present(vc, animated: true)
        }
    }

    func _showDetail(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)  // UIKitBehaviour #323
        } else {
            present(vc, animated: true)
        }
    }
}
