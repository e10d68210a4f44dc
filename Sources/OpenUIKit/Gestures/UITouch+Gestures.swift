import Foundation

extension UITouch {
    /// The gesture recognizers receiving the touch (collected when it began, the hit view's
    /// first); nil when there are none. Recognizers that ignored the touch, or were reset
    /// since, are no longer listed.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let recognizers = _gestureDelivery.recognizers
        return recognizers.isEmpty ? nil : recognizers
    }
}

extension UIEvent {
    /// The touches of the event (changed or stationary) that are delivered to `gesture`.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(
            (_touchList + _otherTouches).filter { touch in
                touch._gestureDelivery.recognizers.contains { $0 === gesture }
            })
    }
}
