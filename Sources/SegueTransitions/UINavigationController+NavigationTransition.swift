#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension UINavigationController {
    /// The catalogue transition of this navigation controller's animated pushes and pops; nil
    /// (the default) for UIKit's slide.
    ///
    /// ```swift
    /// navigationController.navigationTransition = .cube(direction: .left)
    /// ```
    ///
    /// A push plays the transition forwards, a pop backwards. Setting it makes the library's
    /// delegate the navigation controller's `delegate`, keeping yours (weakly, as UIKit does):
    /// yours still hears `willShow`/`didShow`, and an animator or interaction controller it
    /// returns wins. Set your delegate before this property; one set afterwards replaces the
    /// library's until you set this property again or the back swipe next begins (the library
    /// then takes your new delegate in). Setting nil gives your delegate back.
    ///
    /// The system back swipe (`interactivePopGestureRecognizer`) keeps working: it pops with
    /// this transition, following the finger. A finger on a running push or pop catches it.
    /// With Reduce Motion on, the transition is a cross-fade.
    public var navigationTransition: SegueTransition? {
        get { _AssociatedKeys.transition(of: self, &_AssociatedKeys.navigation, as: _NavigationDelegate.self) }
        set {
            _AssociatedKeys.setTransition(newValue, of: self, &_AssociatedKeys.navigation) {
                _NavigationDelegate(transition: $0, navigation: self)
            }
        }
    }
}
