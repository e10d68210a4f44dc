#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension UITabBarController {
    /// The catalogue transition of this tab bar controller's switches; nil (the default) for
    /// UIKit's switch without animation.
    ///
    /// ```swift
    /// tabBarController.tabTransition = .slide(direction: .left)
    /// ```
    ///
    /// A switch to a later tab plays the transition forwards, to an earlier tab backwards.
    /// Setting it makes the library's delegate the tab bar controller's `delegate`, keeping
    /// yours (weakly): yours still hears `shouldSelect`/`didSelect`, and an animator it
    /// returns wins. Set your delegate before this property; one set afterwards replaces the
    /// library's until you set this property again or the next swipe between tabs begins.
    /// Setting nil gives your delegate back.
    ///
    /// A horizontal pan across the tab bar controller's view switches to the next or the
    /// previous tab, following the finger. With Reduce Motion on, the transition is a cross-fade.
    public var tabTransition: SegueTransition? {
        get { _AssociatedKeys.transition(of: self, &_AssociatedKeys.tab, as: _TabBarDelegate.self) }
        set {
            _AssociatedKeys.setTransition(newValue, of: self, &_AssociatedKeys.tab) {
                _TabBarDelegate(transition: $0, tabs: self)
            }
        }
    }
}
