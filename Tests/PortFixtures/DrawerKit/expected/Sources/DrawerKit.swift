//
//  DrawerKit.swift
//  DrawerKit
//

import OpenUIKit

/// Told about a drawer's life and asked how it should feel. Every method is optional.
public protocol DrawerDelegate: AnyObject {
    /// How long the drawer takes to slide in or out, in seconds (0.3 when not answered).
    func drawerAnimationDuration(_ drawer: UIViewController) -> CGFloat
    /// The fraction of its height the drawer must be dragged down to be dismissed.
    func drawerDismissThreshold(_ drawer: UIViewController) -> CGFloat
    /// Told when the user starts dragging the drawer.
    func drawerWillBeginDragging(_ drawer: UIViewController)
    /// Told once the drawer has left the screen.
    func drawerDidDismiss(_ drawer: UIViewController)
}

public extension DrawerDelegate {
    func drawerAnimationDuration(_ drawer: UIViewController) -> CGFloat { 0.3 }
    func drawerDismissThreshold(_ drawer: UIViewController) -> CGFloat { 0.3 }
    func drawerWillBeginDragging(_ drawer: UIViewController) {}
    func drawerDidDismiss(_ drawer: UIViewController) {}
}

/// How drawers look. Observable, so a presented drawer follows changes.
public class DrawerConfiguration: NSObject {
    public static let shared = DrawerConfiguration()

    /// The drawer's height as a fraction of the container's.
    public var heightFraction: CGFloat = 0.5
    /// The radius of the drawer's top corners.
    public var cornerRadius: CGFloat = 12
    /// The dimming view's alpha once the drawer is up.
    public var dimmingAlpha: CGFloat = 0.4

    /// Key paths of the properties a presented drawer observes.
    static let observedKeyPaths = [
        "heightFraction",
        "cornerRadius",
    ]
}
