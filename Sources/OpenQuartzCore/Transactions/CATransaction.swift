import Foundation

/// Groups layer changes into atomic updates and sets how their implicit animations run.
///
/// Every thread has an implicit transaction, opened by the first layer change and committed by
/// the engine's next frame (`CAEngine.runFrame()`). Explicit transactions (`begin()` …
/// `commit()`) nest, inside the implicit one when it is open; settings not made in a transaction
/// come from the one enclosing it. A transaction's completion block runs once every animation
/// added within it (including nested transactions) has finished or been removed — at the
/// frame after its commit when it added none.
open class CATransaction: NSObject {
    /// Opens a new explicit transaction.
    open class func begin() {
        CAEngine.current.transactionStack.append(_TransactionFrame(isImplicit: false))
    }

    /// Commits the innermost explicit transaction. Without one this reports a misuse and does nothing.
    open class func commit() {
        let engine = CAEngine.current
        guard let top = engine.transactionStack.last, !top.isImplicit else {
            engine.report("CATransaction.commit(): no explicit transaction is open (commit without begin); ignored")
            return
        }
        engine.commitTop()
    }

    /// Commits the implicit transaction now, if no explicit transaction is open.
    open class func flush() {
        CAEngine.current.commitImplicitTransaction()
    }

    /// Acquires the transaction lock (a recursive lock; the engine itself is per thread).
    open class func lock() { _transactionLock.lock() }

    /// Releases the transaction lock.
    open class func unlock() { _transactionLock.unlock() }

    /// The duration given to animations added in this transaction with a duration of 0 (default 0.25 s).
    open class func animationDuration() -> CFTimeInterval {
        CAEngine.current.setting(\.animationDuration) ?? 0.25
    }

    /// Sets `animationDuration()` for this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        CAEngine.current.openTransaction().animationDuration = dur
    }

    /// The timing function of implicit animations in this transaction (nil: the `.default` curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        CAEngine.current.setting(\.animationTimingFunction) ?? nil
    }

    /// Sets `animationTimingFunction()` for this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        CAEngine.current.openTransaction().animationTimingFunction = .some(function)
    }

    /// Whether property changes in this transaction skip their actions (default false).
    open class func disableActions() -> Bool {
        CAEngine.current.setting(\.disableActions) ?? false
    }

    /// Sets `disableActions()` for this transaction.
    open class func setDisableActions(_ flag: Bool) {
        CAEngine.current.openTransaction().disableActions = flag
    }

    /// The block run when every animation added in this transaction has ended.
    open class func completionBlock() -> (() -> Void)? {
        CAEngine.current.transactionStack.last?.completionBlock
    }

    /// Sets this transaction's completion block.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        CAEngine.current.openTransaction().completionBlock = block
    }

    /// The value stored under `key` in this transaction or an enclosing one.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionCompletionBlock: return completionBlock()
        default:
            return CAEngine.current.transactionStack.reversed().lazy.compactMap { $0.values[key] }.first
        }
    }

    /// Stores `anObject` under `key` in this transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: setAnimationDuration((anObject as? Double) ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionDisableActions: setDisableActions((anObject as? Bool) ?? false)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: CAEngine.current.openTransaction().values[key] = anObject
        }
    }
}

/// The transaction key of `animationDuration()`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of `disableActions()`.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of `animationTimingFunction()`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of `completionBlock()`.
public let kCATransactionCompletionBlock = "completionBlock"

private let _transactionLock = NSRecursiveLock()
