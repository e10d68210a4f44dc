import Foundation
import OpenUIKit
import SegueTesting
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// A snapshot strategy for comparing views by their tree as text: ``SegueTesting/HierarchyDump``
    /// (type, frame, alpha, transform, hidden, clipping, background, layer-only sublayers).
    @MainActor public static var hierarchy: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in MainActor.assumeIsolated { HierarchyDump.text(of: view) } }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A snapshot strategy for comparing a controller's view tree as text (its view is loaded,
    /// given the screen's size when it is in no window, and laid out first).
    @MainActor public static var hierarchy: Snapshotting {
        Snapshotting<UIView, String>.hierarchy.pullback { controller in
            MainActor.assumeIsolated { _preparedView(of: controller, size: nil) }
        }
    }
}

extension Snapshotting where Value == HeadlessHost, Format == String {
    /// A snapshot strategy for comparing everything a headless host's window holds as text.
    @MainActor public static var hierarchy: Snapshotting {
        Snapshotting<UIView, String>.hierarchy.pullback { host in MainActor.assumeIsolated { host.window } }
    }
}
