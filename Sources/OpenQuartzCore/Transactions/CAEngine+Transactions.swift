import Foundation

/// Transactions and commits.
extension CAEngine {
    /// The innermost open transaction, opening the implicit one when none is open.
    func openTransaction() -> _TransactionFrame {
        if let top = transactionStack.last { return top }
        let implicit = _TransactionFrame(isImplicit: true)
        transactionStack.append(implicit)
        return implicit
    }

    /// A setting from the innermost transaction that made it.
    func setting<Value>(_ keyPath: KeyPath<_TransactionFrame, Value?>) -> Value? {
        for frame in transactionStack.reversed() {
            if let value = frame[keyPath: keyPath] { return value }
        }
        return nil
    }

    /// Commits the implicit transaction when it is the only one open.
    func commitImplicitTransaction() {
        guard let bottom = transactionStack.first else { return }
        guard transactionStack.count == 1, bottom.isImplicit else {
            if transactionStack.contains(where: { !$0.isImplicit }) {
                report(
                    "CATransaction: an explicit transaction is still open at the end of a frame (begin without commit)")
            }
            return
        }
        commitTop()
    }

    /// Pops and commits the innermost transaction: registers its completion block, hands its
    /// animations to the enclosing transaction, or — for the outermost — lays out, displays and
    /// fixes begin times at the commit time.
    func commitTop() {
        if transactionStack.count == 1 { layoutAndDisplayPendingLayers() }
        let frame = transactionStack.removeLast()
        if let block = frame.completionBlock {
            let waiting = frame.animations.filter { !$0.hasEnded }
            let group = _CompletionGroup(block: block, remaining: waiting.count)
            for attached in waiting { attached.completionGroups.append(group) }
            completionGroups.append(group)
        }
        if let parent = transactionStack.last {
            parent.animations.append(contentsOf: frame.animations)
            return
        }
        let now = clock.currentTime
        for attached in frame.animations where !attached.isCommitted {
            if attached.beginsAtCommit, let layer = attached.layer {
                attached.animation.beginTime = layer._localTime(fromMedia: now)
            }
            attached.isCommitted = true
            if let layer = attached.layer { layer._programsAreCurrent = false }
        }
        for entry in uncommittedLayers { entry.layer._isCommitted = true }
        uncommittedLayers = []
    }

    /// Records a new animation with the open transaction and the frame loop.
    func animationAdded(_ attached: _AttachedAnimation, to layer: CALayer) {
        attached.layer = layer
        adopt(layer)
        openTransaction().animations.append(attached)
        animatedLayers.insert(layer)
    }

    /// Records a new layer: it is committed (and can animate implicitly) with the current transaction.
    func registerNewLayer(_ layer: CALayer) {
        adopt(layer)
        uncommittedLayers.append(_LayerReference(layer: layer))
        _ = openTransaction()
    }

    /// Marks a layer made in this turn as committed at once (frozen copies): it leaves the list
    /// of layers waiting for the commit, so that freeing it before the commit leaves no
    /// reference behind.
    func markCommitted(_ layer: CALayer) {
        layer._isCommitted = true
        if let index = uncommittedLayers.lastIndex(where: { $0.layer === layer }) {
            uncommittedLayers.remove(at: index)
        }
    }

    /// Reports a misuse or bad input that Core Animation only logs: the message goes to
    /// `reportHandler` (standard error by default) and is kept in `reports`.
    public func report(_ message: String) {
        reports.append(message)
        if reports.count > 1000 { reports.removeFirst(reports.count - 1000) }
        reportHandler(message)
    }

    /// Removes every reference the engine holds to a layer that is deallocating.
    func forget(_ layer: CALayer) {
        animatedLayers.remove(layer)
        settledLayers.remove(layer)
        layersNeedingLayout.remove(layer)
        layersNeedingDisplay.remove(layer)
        if !layer._isCommitted { uncommittedLayers.removeAll { $0.layer === layer } }
    }
}
