//
//  UIViewController+Drawer.swift
//  DrawerKit
//

import OpenUIKit
import OpenCoreGraphics

private var drawerTransitionsKey: UInt8 = 0

extension UIViewController {
    /// UIKit holds a transitioning delegate weakly, so the presenting controller keeps it
    /// alive as an associated object until the drawer is dismissed.
    var drawerTransitions: DrawerTransitioningDelegate? {
        get {
            return objc_getAssociatedObject(self, &drawerTransitionsKey) as? DrawerTransitioningDelegate
        }
        set {
            objc_setAssociatedObject(self, &drawerTransitionsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// Presents `drawer` from the bottom of the screen; drag it down to dismiss it.
    public func presentDrawer(_ drawer: UIViewController, delegate: DrawerDelegate? = nil, animated: Bool = true) {
        let transitions = DrawerTransitioningDelegate(delegate: delegate)
        drawerTransitions = transitions
        drawer.modalPresentationStyle = .custom
        drawer.transitioningDelegate = transitions
        present(drawer, animated: animated, completion: nil)
    }
}
