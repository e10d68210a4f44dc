import Foundation

extension UIGestureRecognizer {
    /// A handler added with `init(handler:)` or `addTarget(handler:)`; pass it to
    /// `removeTarget(_:)` to remove it.
    ///
    /// - Note: Differs from UIKit: targets are objects with selectors there.
    @MainActor
    public final class Target {
        let _handler: @MainActor (UIGestureRecognizer) -> Void

        init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
            _handler = handler
        }
    }
}
