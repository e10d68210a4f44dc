import Foundation

/// The equations the engine adds by itself: the host's size, autoresizing masks turned into
/// constraints, and intrinsic content sizes with hugging and compression resistance.
extension _LayoutEngine {
    /// The host's size equals its bounds size (UIKit's `UIView-Encapsulated-Layout-…`).
    func encapsulatedSizeEquations(_ record: _LayoutItemRecord, _ view: UIView) -> [_SystemEquation] {
        [NSLayoutConstraint.Axis.horizontal, .vertical].map { axis in
            let length = record.variables(axis).length
            let current: @MainActor () -> Double = { [weak view] in
                guard let view else { return 0 }
                return -Double(axis == .horizontal ? view.bounds.width : view.bounds.height)
            }
            let name = axis == .horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
            return _SystemEquation(
                equation: _LayoutEquation(length + current(), .equal, priority: 1000),
                text: "<NSLayoutConstraint '\(name)' \(length.name) == \(-current())>", currentConstant: current)
        }
    }

    /// A view that translates its autoresizing mask: along each axis its origin and length
    /// follow the superview's length exactly as springs and struts move them (a fixed mask
    /// pins the current frame).
    func autoresizingEquations(_ record: _LayoutItemRecord, _ view: UIView) -> [_SystemEquation] {
        let frame = view._untransformedFrame
        let superview = view._superview
        let container = superview?.bounds.size ?? .zero
        let mask = view.autoresizingMask
        var result: [_SystemEquation] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            let origin = Double(horizontal ? frame.minX : frame.minY)
            let length = Double(horizontal ? frame.width : frame.height)
            let total = Double(horizontal ? container.width : container.height)
            let flexible =
                horizontal
                ? [
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ]
                : [
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ]
            let parts = [max(origin, 0), max(length, 0), max(total - origin - length, 0)]
            let flexibleTotal = zip(flexible, parts).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
            let count = Double(flexible.filter { $0 }.count)
            func share(_ index: Int) -> Double {
                guard flexible[index] else { return 0 }
                return flexibleTotal > 0 ? parts[index] / flexibleTotal : 1 / count
            }
            let (originVariable, lengthVariable) = record.variables(axis)
            let tag = "h=\(Self.maskCode(flexible))"
            for (index, variable, value) in [(0, originVariable, origin), (1, lengthVariable, length)] {
                let fraction = share(index)
                var expression = _LinearExpression(variable) - value
                if fraction != 0, let superview {
                    // value + fraction × (superview length − current superview length)
                    expression =
                        expression - self.record(for: superview).variables(axis).length * fraction
                        + fraction * total
                }
                var current: (@MainActor () -> Double)?
                if fraction == 0 {
                    current = { [weak view] in
                        guard let view else { return -value }
                        let now = view._untransformedFrame
                        let isOrigin = index == 0
                        return -Double(
                            horizontal ? (isOrigin ? now.minX : now.width) : (isOrigin ? now.minY : now.height))
                    }
                }
                result.append(
                    _SystemEquation(
                        equation: _LayoutEquation(expression, .equal, priority: 1000),
                        text: "<NSAutoresizingMaskLayoutConstraint \(tag) \(variable.name) == \(value)>",
                        currentConstant: current))
            }
        }
        return result
    }

    static func maskCode(_ flexible: [Bool]) -> String {
        flexible.map { $0 ? "&" : "-" }.joined()
    }

    /// Hugging (`length ≤ intrinsic`) and compression resistance (`length ≥ intrinsic`) on each
    /// axis with an intrinsic metric.
    func contentSizeEquations(_ record: _LayoutItemRecord, _ view: UIView) -> [_SystemEquation] {
        let size = view._engineIntrinsicSize(forWidth: nil)
        record.intrinsicSize = size
        record.intrinsicWidthUsed = nil
        var result: [_SystemEquation] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = Double(axis == .horizontal ? size.width : size.height)
            guard value >= 0, value.isFinite else { continue }
            let length = record.variables(axis).length
            let current: @MainActor () -> Double = { [weak record] in
                guard let size = record?.intrinsicSize else { return -value }
                return -Double(axis == .horizontal ? size.width : size.height)
            }
            let hugging = view.contentHuggingPriority(for: axis).rawValue
            let resistance = view.contentCompressionResistancePriority(for: axis).rawValue
            result.append(
                _SystemEquation(
                    equation: _LayoutEquation(length - value, .lessThanOrEqual, priority: hugging),
                    text: "<NSContentSizeLayoutConstraint \(length.name) <= \(value) Hug:\(Int(hugging))>",
                    currentConstant: current))
            result.append(
                _SystemEquation(
                    equation: _LayoutEquation(length - value, .greaterThanOrEqual, priority: resistance),
                    text:
                        "<NSContentSizeLayoutConstraint \(length.name) >= \(value) CompressionResistance:\(Int(resistance))>",
                    currentConstant: current))
        }
        return result
    }

    /// Multi-line labels without a preferred width wrap at the width the engine gives them:
    /// after a solve, their intrinsic heights are recomputed for that width (UIKit's second
    /// layout pass). Returns whether any changed.
    func refreshMultilineLabels() -> Bool {
        var changed = false
        for record in records.values {
            guard let label = record.item as? UILabel, label._wrapsAtEngineWidth, !record.systemEquations.isEmpty,
                label !== host || isScratch
            else { continue }
            let width = CGFloat(record.width.value)
            guard width > 0, record.intrinsicWidthUsed != width else { continue }
            record.intrinsicWidthUsed = width
            let size = label._engineIntrinsicSize(forWidth: width)
            guard size.height != record.intrinsicSize?.height else { continue }
            record.intrinsicSize = CGSize(width: record.intrinsicSize?.width ?? size.width, height: size.height)
            refreshConstants(of: record)
            changed = true
        }
        return changed
    }

    /// After a view's frame, bounds or centre changed outside the engine: pinned frames and
    /// the host's size follow.
    func geometryDidChange(of view: UIView, record: _LayoutItemRecord) {
        if view === host || view.autoresizingMask.isEmpty || !view.translatesAutoresizingMaskIntoConstraints {
            refreshConstants(of: record)
        } else {
            rebuildSystemEquations(of: record)
        }
        if needsSolve { setNeedsSolve(near: view) }
    }

    /// The intrinsic size changed: the content-size constants follow (or the equations are
    /// rebuilt when an axis gained or lost its metric).
    func intrinsicSizeDidChange(of view: UIView, record: _LayoutItemRecord) {
        guard view === host || !view.translatesAutoresizingMaskIntoConstraints else { return }
        let size = view._engineIntrinsicSize(forWidth: nil)
        let old = record.intrinsicSize ?? CGSize(width: -1, height: -1)
        if (size.width >= 0) != (old.width >= 0) || (size.height >= 0) != (old.height >= 0) {
            rebuildSystemEquations(of: record)
            return
        }
        record.intrinsicSize = size
        record.intrinsicWidthUsed = nil
        refreshConstants(of: record)
        setNeedsSolve(near: view._superview ?? view)
    }
}

extension UIView {
    /// The frame ignoring the transform: the bounds size placed by the position and anchor point.
    var _untransformedFrame: CGRect {
        let size = _layer.bounds.size
        let anchor = _layer.anchorPoint
        let position = _layer.position
        return CGRect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
            width: size.width, height: size.height)
    }

    /// The intrinsic size the engine uses (a label wrapping at `width` when asked).
    func _engineIntrinsicSize(forWidth width: CGFloat?) -> CGSize {
        if let width, let label = self as? UILabel, label._wrapsAtEngineWidth {
            return label.sizeThatFits(CGSize(width: width, height: 0))
        }
        return intrinsicContentSize
    }
}
