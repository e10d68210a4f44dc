import Foundation

/// One open transaction: its settings (nil when not set, so the enclosing transaction's apply)
/// and the animations added while it was innermost.
final class _TransactionFrame {
    let isImplicit: Bool
    var animationDuration: CFTimeInterval?
    var animationTimingFunction: CAMediaTimingFunction??
    var disableActions: Bool?
    var completionBlock: (() -> Void)?
    var values: [String: Any] = [:]
    var animations: [_AttachedAnimation] = []

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}
