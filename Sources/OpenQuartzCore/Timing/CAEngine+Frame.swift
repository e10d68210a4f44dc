import Foundation

/// The work of one frame: animation start and stop callbacks, removal of finished animations,
/// completion blocks, and the layout and display passes of a commit.
extension CAEngine {
    /// Delivers stops, starts and finishes due at media time `now`, then runs the completion
    /// blocks of transactions whose animations have all ended.
    func processAnimations(at now: CFTimeInterval) {
        let stops = pendingStops
        pendingStops = []
        var callbacks: [() -> Void] = stops.map { stop in
            { stop.animation.delegate?.animationDidStop(stop.animation, finished: stop.finished) }
        }
        for layer in animatedLayers.layers where !layer._animationEventsAreDone {
            guard let layerTime = layer._animationTime(fromMedia: now) else { continue }
            for attached in layer._attached where attached.isCommitted && !attached.didFinish {
                let animation = attached.animation
                let timing = animation._timing
                let active = attached.timing(atLayerTime: layerTime).elapsedTime(fromParent: layerTime)
                if !attached.didStart && active >= 0 {
                    attached.didStart = true
                    callbacks.append { animation.delegate?.animationDidStart(animation) }
                }
                if active >= timing.activeDuration {
                    attached.didFinish = true
                    attached.end()
                    if animation.isRemovedOnCompletion {
                        layer._attached.removeAll { $0 === attached }
                        attached.layer = nil
                    }
                    callbacks.append { animation.delegate?.animationDidStop(animation, finished: true) }
                }
            }
            layer._animationEventsAreDone = layer._attached.allSatisfy { attached in
                attached.isCommitted && attached.didStart && !attached.animation._timing.activeDuration.isFinite
            }
        }
        // Layers without animations leave; layers whose animations all run for ever settle.
        animatedLayers.prune { layer in
            if layer._attached.isEmpty { return false }
            if layer._animationEventsAreDone {
                settledLayers.insert(layer)
                return false
            }
            return true
        }
        for callback in callbacks { callback() }
        runFinishedCompletionBlocks()
    }

    /// Runs, in commit order, the completion blocks whose animations have all ended.
    private func runFinishedCompletionBlocks() {
        let ready = completionGroups.filter { $0.remaining <= 0 }
        guard !ready.isEmpty else { return }
        completionGroups.removeAll { $0.remaining <= 0 }
        for group in ready { group.block() }
    }

    /// Returns a settled layer whose animations changed to the layers visited each frame.
    func unsettle(_ layer: CALayer) {
        settledLayers.remove(layer)
        animatedLayers.insert(layer)
    }

    /// Queues the stop of a removed or replaced animation for the next frame.
    func stopLater(_ attached: _AttachedAnimation, finished: Bool) {
        if !attached.didFinish {
            pendingStops.append(_AnimationStopEvent(animation: attached.animation, finished: finished))
        }
        attached.didFinish = true
        attached.end()
        attached.layer = nil
    }

    /// The commit's layout pass (from each root that has a layer needing layout) and display pass.
    func layoutAndDisplayPendingLayers() {
        var guardCount = 0
        while !layersNeedingLayout.isEmpty && guardCount < 100 {
            guardCount += 1
            let layers = layersNeedingLayout.removeAll()
            var roots: [CALayer] = []
            for layer in layers where !roots.contains(where: { $0 === layer._root }) { roots.append(layer._root) }
            for root in roots { root._layoutTreeIfNeeded() }
        }
        let displaying = layersNeedingDisplay.removeAll()
        for layer in displaying { layer.displayIfNeeded() }
    }

    /// Fires the display links that are due at media time `now`.
    func fireDisplayLinks(at now: CFTimeInterval) {
        displayLinks.removeAll { !$0._isValid }
        for link in displayLinks where !link.isPaused {
            link._fire(at: now, framesPerSecond: maximumFramesPerSecond, frame: frameCount)
        }
    }
}
