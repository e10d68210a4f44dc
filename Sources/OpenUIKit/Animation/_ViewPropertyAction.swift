import Foundation

/// The action a view hands its layer for a property change inside an animation block.
///
/// The layer runs it right after storing the new model value, so the action knows both ends:
/// the start value captured when the layer asked for the action and the new model value.
@MainActor
final class _ViewPropertyAction: @preconcurrency CAAction {
    let block: _ViewAnimationBlock
    let startValue: Any?

    init(block: _ViewAnimationBlock, startValue: Any?) {
        self.block = block
        self.startValue = startValue
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let endValue = layer.value(forKey: event)
        if let record = block.recordChange {
            record(layer, event, startValue, endValue)
            return
        }
        if let keyframes = block.keyframes {
            keyframes.record(layer: layer, key: event, from: startValue, to: endValue)
            return
        }
        // A property set to the value it animates from has nothing to animate: no animation, so
        // nothing holds up the block's completion or hit testing (UIKitBehaviour #268).
        if Self.isSame(startValue, endValue) { return }
        let animation = block.makeAnimation(keyPath: event, from: startValue, to: endValue, on: layer)
        block.add(animation, to: layer, forKey: event)
    }
}

extension _ViewPropertyAction {
    /// Whether two layer values are equal (values of types that are not `Equatable` never are).
    static func isSame(_ a: Any?, _ b: Any?) -> Bool {
        guard let a, let b, let equatable = a as? any Equatable else { return false }
        return equatable._isSameLayerValue(as: b)
    }
}

extension Equatable {
    fileprivate func _isSameLayerValue(as other: Any) -> Bool { (other as? Self) == self }
}

extension UIView {
    /// The layer keys a view animates inside an animation block; changes of other keys
    /// (`hidden`, `contents`, `masksToBounds`, …) apply at once, as in UIKit.
    static let _animatableLayerKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
        "shadowPath", "contentsRect", "contentsCenter", "anchorPoint", "zPosition", "sublayerTransform",
        "anchorPointZ",
        // A visual effect view's backdrop (Segue's private keys, see CALayer+Backdrop).
        "_backdropRadius", "_backdropSaturation", "_backdropTintColor"
    ]

    /// The layer delegate's action: an animation inside an animating block, no action otherwise.
    func _action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let block = UIView._animationStack.last, block.isAnimating,
            UIView._animatableLayerKeys.contains(event)
        else {
            return _noAction
        }
        if block.options.contains(.layoutSubviews), !block.changedViews.contains(where: { $0 === self }) {
            block.changedViews.append(self)
        }
        return _ViewPropertyAction(block: block, startValue: block.startValue(of: layer, forKey: event))
    }

    /// The layer delegate's layout: runs `layoutSubviews()`.
    func _layoutSublayers(of layer: CALayer) {
        guard layer === _layer else { return }
        let controller = _viewController
        _prepareConstraintBasedLayout()
        controller?._viewWillLayout()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}

/// The `NSNull` that tells a layer there is no action, made once: the layer only asks whether
/// the answer is an `NSNull` (UIKit answers with the one `NSNull` too).
@MainActor private let _noAction = NSNull()
