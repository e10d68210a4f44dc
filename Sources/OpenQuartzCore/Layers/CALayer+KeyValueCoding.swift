import Foundation

/// Key-value coding: layers answer their properties by key and key path (`position.x`,
/// `transform.rotation.z`, …) and store any other key, as Core Animation layers do.
extension CALayer {
    /// The names of non-animatable properties readable by key.
    private func _plainValue(forKey key: String) -> Any?? {
        switch key {
        case "name": return .some(name)
        case "frame": return .some(frame)
        case "maskedCorners": return .some(maskedCorners)
        case "cornerCurve": return .some(cornerCurve)
        case "contentsGravity": return .some(contentsGravity)
        case "allowsGroupOpacity": return .some(allowsGroupOpacity)
        case "opaque": return .some(isOpaque)
        case "speed": return .some(speed)
        case "beginTime": return .some(beginTime)
        case "timeOffset": return .some(timeOffset)
        case "duration": return .some(duration)
        default: return nil
        }
    }

    /// Reads a property, a struct field of one, or a stored custom value.
    func _value(forKeyPath keyPath: String) -> Any? {
        if let path = _ResolvedKeyPath(keyPath), path.property.belongs(to: self) { return path.get(_props).anyValue }
        if let plain = _plainValue(forKey: keyPath) { return plain }
        return _customValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
    }

    /// Writes a property (running its action), a struct field of one, or a custom value.
    ///
    /// A value of the wrong type for a property is reported and ignored.
    func _setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let path = _ResolvedKeyPath(keyPath) {
            guard path.property.belongs(to: self) else {
                _customValues[keyPath] = value
                return
            }
            guard let converted = path.kind.convert(value) else {
                CAEngine.current.report(
                    "CALayer.setValue(_:forKeyPath:): \"\(keyPath)\" was given \(path.kind.misfit(value)); ignored")
                return
            }
            _change(path.property) { path.set(converted, in: &$0) }
            return
        }
        switch (keyPath, value) {
        case ("name", let v): name = v as? String
        case ("frame", let v as CGRect): frame = v
        case ("frame", let v as NSValue) where !(v is NSNumber):
            guard let rect = v._segueUnboxed(as: CGRect.self, objCType: _ObjCTypeEncoding.cgRect, zero: .zero) else {
                CAEngine.current.report(
                    "CALayer.setValue(_:forKeyPath:): \"frame\" was given \(v._segueKindDescription); ignored")
                return
            }
            frame = rect
        case ("speed", let v as Float): speed = v
        case ("timeOffset", let v as Double): timeOffset = v
        case ("beginTime", let v as Double): beginTime = v
        default: _customValues[keyPath] = value
        }
    }
}
