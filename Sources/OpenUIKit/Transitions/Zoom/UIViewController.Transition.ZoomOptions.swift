import Foundation

extension UIViewController.Transition {
    /// Options of a zoom transition: when its interactive dismissal may begin, which part of the
    /// zoomed view lines up with the source view, and how the screen behind is dimmed.
    @MainActor
    public final class ZoomOptions: NSObject, @preconcurrency NSCopying {
        /// Asked when a gesture would begin dismissing the zoomed controller interactively; its
        /// answer decides. `context.willBegin` says what the system would do without the
        /// closure (UIKitBehaviour #398).
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?

        /// The rectangle, in the zoomed controller's view, that lines up with the source view
        /// at the start of a zoom in and the end of a zoom out. Nil (the closure, or its
        /// answer) means the whole view (UIKitBehaviour #396).
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?

        /// The colour over the source controller while the zoomed one covers it; a black at
        /// 20 % opacity when nil (UIKitBehaviour #399).
        public var dimmingColor: UIColor?

        /// A blur over the source controller while the zoomed one covers it, in place of the
        /// dimming colour; none when nil.
        public var dimmingVisualEffect: UIBlurEffect?

        /// Options with every value unset.
        public override init() {
            super.init()
        }

        /// A copy with the same closures and values.
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = ZoomOptions()
            copy.interactiveDismissShouldBegin = interactiveDismissShouldBegin
            copy.alignmentRectProvider = alignmentRectProvider
            copy.dimmingColor = dimmingColor
            copy.dimmingVisualEffect = dimmingVisualEffect
            return copy
        }

        /// What `interactiveDismissShouldBegin` is told.
        @MainActor
        public final class InteractionContext: NSObject {
            /// Where the touch is, in the zoomed controller's view.
            public let location: CGPoint
            /// How fast the touch moves, in points per second.
            public let velocity: CGVector
            /// Whether the dismissal would begin if the closure were not set.
            public let willBegin: Bool

            init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                self.location = location
                self.velocity = velocity
                self.willBegin = willBegin
                super.init()
            }
        }

        /// What `alignmentRectProvider` is told.
        @MainActor
        public final class AlignmentRectContext: NSObject {
            /// The view the zoom starts from or ends in.
            public let sourceView: UIView
            /// The controller that zooms.
            public let zoomedViewController: UIViewController

            init(sourceView: UIView, zoomedViewController: UIViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
                super.init()
            }
        }
    }
}
