#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Runs a closure each time a gesture recognizer changes state: a target–action pair on
/// Apple's UIKit, a handler on Segue's (which has no selectors, docs/Deviations.md). The only
/// place the library's source differs between the two.
@MainActor
final class _GestureAction: NSObject {
    private let handler: @MainActor (UIGestureRecognizer) -> Void
    #if !canImport(UIKit)
    private var target: UIGestureRecognizer.Target?
    #endif
    private weak var recognizer: UIGestureRecognizer?

    /// Adds `handler` to `recognizer`'s targets; it stays until ``remove()`` or the action is freed.
    init(on recognizer: UIGestureRecognizer, handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.handler = handler
        self.recognizer = recognizer
        super.init()
        #if canImport(UIKit)
        recognizer.addTarget(self, action: #selector(fire(_:)))
        #else
        target = recognizer.addTarget { [weak self] gesture in self?.fire(gesture) }
        #endif
    }

    #if canImport(UIKit)
    @objc private func fire(_ recognizer: UIGestureRecognizer) { handler(recognizer) }
    #else
    private func fire(_ recognizer: UIGestureRecognizer) { handler(recognizer) }
    #endif

    /// Stops running the handler.
    func remove() {
        #if canImport(UIKit)
        recognizer?.removeTarget(self, action: #selector(fire(_:)))
        #else
        if let target { recognizer?.removeTarget(target) }
        target = nil
        #endif
    }
}
