import Foundation

extension UIViewController {
    /// How a segue registered in code shows its destination: the kinds a storyboard offers.
    ///
    /// A Segue extension: on iOS a storyboard stores each segue's kind (UIKitBehaviour #287).
    public enum SegueKind {
        /// Show: ``UIViewController/show(_:sender:)`` — a push inside a navigation controller,
        /// else a modal presentation.
        case show
        /// Show Detail: ``UIViewController/showDetailViewController(_:sender:)``.
        case showDetail
        /// Present Modally: `present(_:animated:completion:)`, animated.
        case presentModally
        /// Custom: the closure makes the segue (usually a `UIStoryboardSegue` subclass) from
        /// the identifier, the source and the new destination; its `perform()` runs the transition.
        case custom(@MainActor (String, UIViewController, UIViewController) -> UIStoryboardSegue)
    }
}

/// A segue registered on a source controller.
enum _RegisteredSegue {
    /// A segue to a new destination each time it is performed.
    case forward(UIViewController.SegueKind, destination: @MainActor () -> UIViewController)
    /// An unwind segue that runs `action` on the controller that handles it.
    case unwind(action: String)
}

/// A controller's segues and unwind actions, kept beside it (an associated object, so that
/// controllers without segues carry nothing).
@MainActor
final class _SegueRegistry {
    /// The segues registered in code, by identifier (storyboards' job on iOS).
    var segues: [String: _RegisteredSegue] = [:]
    /// The unwind actions the controller handles, by action name.
    var unwindActions: [String: _UnwindAction] = [:]
}

extension UIViewController {
    nonisolated(unsafe) private static var _segueRegistryKey: UInt8 = 0

    /// The controller's registry, made on first use when `create` is true.
    func _segueRegistry(create: Bool) -> _SegueRegistry? {
        if let registry = objc_getAssociatedObject(self, &UIViewController._segueRegistryKey) as? _SegueRegistry {
            return registry
        }
        guard create else { return nil }
        let registry = _SegueRegistry()
        objc_setAssociatedObject(
            self, &UIViewController._segueRegistryKey, registry, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return registry
    }

    /// The segues registered in code, by identifier.
    var _registeredSegues: [String: _RegisteredSegue] {
        get { _segueRegistry(create: false)?.segues ?? [:] }
        set { _segueRegistry(create: true)?.segues = newValue }
    }

    /// The unwind actions this controller handles, by action name.
    var _unwindActions: [String: _UnwindAction] {
        get { _segueRegistry(create: false)?.unwindActions ?? [:] }
        set { _segueRegistry(create: true)?.unwindActions = newValue }
    }
}

/// An unwind action a controller handles: the handler plays the action method.
@MainActor
final class _UnwindAction {
    let handler: @MainActor (UIStoryboardSegue) -> Void

    init(_ handler: @escaping @MainActor (UIStoryboardSegue) -> Void) {
        self.handler = handler
    }
}

/// The built-in segue kinds.
@MainActor
final class _KindSegue: UIStoryboardSegue {
    let kind: UIViewController.SegueKind

    init(kind: UIViewController.SegueKind, identifier: String, source: UIViewController, destination: UIViewController)
    {
        self.kind = kind
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        switch kind {
        case .show: source.show(destination, sender: nil)
        case .showDetail: source.showDetailViewController(destination, sender: nil)
        case .presentModally: source.present(destination, animated: true)
        case .custom: super.perform()
        }
    }
}

/// An unwind segue: `perform()` brings the destination back (UIKitBehaviour #290).
@MainActor
final class _UnwindSegue: UIStoryboardSegue {
    override func perform() {
        UIViewController._unwind(self)
    }
}
