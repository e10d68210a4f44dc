import Foundation

extension UIViewController {
    /// A transition a controller prefers when it is pushed or presented (iOS 18): the fluid zoom
    /// from a source view, or one of the built-in modal animations.
    ///
    /// Set it on the controller being shown, through ``UIViewController/preferredTransition``:
    ///
    /// ```swift
    /// detail.preferredTransition = .zoom { [weak self] context in
    ///     self?.thumbnail(for: (context.zoomedViewController as! DetailViewController).item)
    /// }
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    ///
    /// A navigation push or pop uses a zoom transition in place of the built-in slide; the other
    /// kinds leave pushes alone. A presentation uses any kind in place of `modalTransitionStyle`.
    /// A transitioning delegate's or navigation delegate's animator wins over the preferred
    /// transition (UIKitBehaviour #395).
    @MainActor
    public final class Transition: NSObject {
        /// What the transition does.
        enum Kind {
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// A zoom from the view `sourceViewProvider` returns to the pushed or presented
        /// controller's view, and back into it when the controller leaves.
        ///
        /// The provider is called when the controller is shown and again when it leaves, so it
        /// should find the view from a stable identifier (a model value), not capture it: a
        /// grid may have scrolled or reused its cells in between. When it returns nil, or a view
        /// that is not in a window, the controller zooms from (or into) the middle of the
        /// screen and fades (UIKitBehaviour #397).
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            Self(kind: .zoom(options: options?.copy() as? ZoomOptions, sourceViewProvider: sourceViewProvider))
        }

        /// The new view slides up from the bottom of the screen (`UIModalTransitionStyle.coverVertical`).
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The views cross-fade (`UIModalTransitionStyle.crossDissolve`).
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// The views flip about a vertical axis (`UIModalTransitionStyle.flipHorizontal`).
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// A corner of the current view curls up to reveal the new one (`UIModalTransitionStyle.partialCurl`).
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// The modal transition style this transition stands for, if it is not a zoom.
        var _modalTransitionStyle: UIModalTransitionStyle? {
            if case .modal(let style) = kind { return style }
            return nil
        }

        /// Whether this is a zoom transition.
        var _isZoom: Bool {
            if case .zoom = kind { return true }
            return false
        }

        /// The zoom's options, if this is a zoom transition.
        var _zoomOptions: ZoomOptions? {
            if case .zoom(let options, _) = kind { return options }
            return nil
        }

        /// Asks the zoom's provider for its source view.
        func _sourceView(source: UIViewController, zoomed: UIViewController) -> UIView? {
            guard case .zoom(_, let provider) = kind else { return nil }
            return provider(ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed))
        }

        /// What a zoom transition's source view provider is told.
        @MainActor
        public final class ZoomSourceViewProviderContext: NSObject {
            /// The controller the zoom starts from (the one pushing or presenting).
            public let sourceViewController: UIViewController
            /// The controller that zooms in (the one pushed or presented).
            public let zoomedViewController: UIViewController

            init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
                super.init()
            }
        }
    }
}

extension UIViewController {
    /// The built-in animation that presents and dismisses this controller: its preferred
    /// transition's when that is not a zoom, else `modalTransitionStyle` (UIKitBehaviour #395).
    var _preferredModalTransitionStyle: UIModalTransitionStyle {
        preferredTransition?._modalTransitionStyle ?? modalTransitionStyle
    }
}
