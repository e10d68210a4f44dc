import Foundation

/// `systemLayoutSizeFitting`: the view's size from its own constraints, solved apart from the
/// hierarchy it is in.
extension UIView {
    /// Solves the constraints installed in the receiver's tree in a scratch engine whose host
    /// (the receiver) is free to size itself, pulled towards `target` at the given priorities.
    ///
    /// The receiver's own autoresizing frame and its constraints to views outside are ignored,
    /// as UIKit computes a fitting size from the view's content. With no constraints the
    /// receiver's intrinsic size (or current size) answers.
    func _systemLayoutSize(fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let root = _hierarchyRoot
        if root._layoutState?.subtreeNeedsUpdateConstraints == true { root._updateConstraintsPass() }
        let engine = _LayoutEngine(host: self, isScratch: true)
        let record = engine.record(for: self)
        var constraints: [NSLayoutConstraint] = []
        _visitSubtree { constraints += $0._installedConstraints }
        for constraint in constraints { engine.install(constraint) }
        let pulls: [(NSLayoutConstraint.Axis, CGFloat, UILayoutPriority)] = [
            (.horizontal, target.width, horizontal), (.vertical, target.height, vertical)
        ]
        for (axis, value, priority) in pulls where value.isFinite {
            let length = record.variables(axis).length
            let clamped = min(max(priority.rawValue, 1), 1000)
            try? engine.solver.add(_LayoutEquation(length - Double(value), .equal, priority: clamped))
            try? engine.solver.add(_LayoutEquation(_LinearExpression(length), .greaterThanOrEqual, priority: 1000))
        }
        engine.needsSolve = true
        engine.solveIfNeeded()
        return CGSize(width: record.width.value, height: record.height.value)
    }
}

extension UIView {
    /// The value of an intrinsic size dimension that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// A size that asks for the smallest possible layout.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// A size that asks for the largest possible layout.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
