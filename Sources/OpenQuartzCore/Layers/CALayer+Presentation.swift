import Foundation

/// Evaluating the presentation: model values with the running animations applied at an instant.
extension CALayer {
    /// The layer's property values at media time `time`, with its animations applied in the
    /// order they were added (each non-additive animation replaces the value below it, an
    /// additive one adds to it).
    func _presentationProperties(atMediaTime time: CFTimeInterval) -> _LayerProperties {
        guard !_attached.isEmpty, let layerTime = _animationTime(fromMedia: time) else { return _props }
        return _presentationProperties(atLayerTime: layerTime)
    }

    /// The layer's property values when its own local time is `layerTime`.
    @inline(__always)
    func _presentationProperties(atLayerTime layerTime: CFTimeInterval) -> _LayerProperties {
        var props = _props
        _applyAnimations(to: &props, layerTime: layerTime)
        return props
    }

    /// Applies the animations, in the order they were added, to `props` at `layerTime`.
    @inline(__always)
    func _applyAnimations(to props: inout _LayerProperties, layerTime: CFTimeInterval) {
        _compileProgramsIfNeeded()
        _programStore.withBuffers { store in
            _programs.withUnsafeBufferPointer { programs in
                for index in programs.indices { programs[index].apply(to: &props, layerTime: layerTime, store: store) }
            }
        }
    }

    /// Compiles the attached animations into `_programs` when they changed since the last time.
    @inline(__always)
    func _compileProgramsIfNeeded() {
        if !_programsAreCurrent {
            var store = _ProgramStore()
            _programs = _attached.map { _AnimationProgram($0, store: &store) }
            _programStore = store
            _programsAreCurrent = true
        }
    }
}
