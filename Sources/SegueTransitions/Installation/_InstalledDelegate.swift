#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A delegate the library puts in front of the app's on a controller, for one of the one-line
/// properties (`modalTransition`, `navigationTransition`, `tabTransition`).
@MainActor
protocol _InstalledDelegate: AnyObject {
    /// The transition played.
    var transition: SegueTransition { get set }
    /// Becomes the controller's delegate, keeping the one it has as the app's (unless it is this one).
    func install()
    /// Gives the controller back the app's delegate and removes the library's gestures.
    func uninstall()
}

extension _AssociatedKeys {
    /// The transition of the delegate kept on `owner` under `key`.
    static func transition<D: _InstalledDelegate>(of owner: AnyObject, _ key: UnsafeRawPointer, as type: D.Type)
        -> SegueTransition?
    {
        (value(of: owner, key) as D?)?.transition
    }

    /// Sets the transition of `owner`'s delegate under `key`: makes and installs the delegate for
    /// a first transition, installs it again (taking in a delegate the app set meanwhile) for a
    /// new one, and uninstalls and forgets it for nil.
    static func setTransition<D: _InstalledDelegate>(
        _ transition: SegueTransition?, of owner: AnyObject, _ key: UnsafeRawPointer,
        make: (SegueTransition) -> D
    ) {
        let current: D? = value(of: owner, key)
        guard let transition else {
            current?.uninstall()
            set(nil, on: owner, key)
            return
        }
        let delegate = current ?? make(transition)
        delegate.transition = transition
        delegate.install()
        set(delegate, on: owner, key)
    }
}
