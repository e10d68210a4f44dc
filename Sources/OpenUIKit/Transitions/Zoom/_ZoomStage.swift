import Foundation

/// The views a zoom transition puts in the container, and the two states it animates between.
///
/// From back to front: the other controller's view, the dimming (a colour, or a blur when the
/// options ask for one), and a drag view holding the clip, which clips the zoomed view to the
/// source's frame and corner radius and shows a snapshot of the source over it that fades as
/// the zoomed view grows. The source view itself is hidden while the transition runs
/// (UIKitBehaviour #396). The drag view only moves with a finger during an interactive dismissal.
@MainActor
final class _ZoomStage {
    let zoomedView: UIView
    let geometry: _ZoomGeometry
    let clip = UIView()
    let dragView = UIView()
    private let dimming: UIView
    private let dimmingEffect: UIBlurEffect?
    private let snapshot: UIView?
    private weak var sourceView: UIView?
    private let sourceWasHidden: Bool

    /// Builds the stage in `container` over `otherView`, with the zoomed view at its expanded end.
    init(
        container: UIView, zoomedView: UIView, otherView: UIView?, geometry: _ZoomGeometry,
        sourceView: UIView?, options: UIViewController.Transition.ZoomOptions?
    ) {
        self.zoomedView = zoomedView
        self.geometry = geometry
        self.sourceView = sourceView
        sourceWasHidden = sourceView?.isHidden ?? false
        snapshot = geometry.fades ? nil : sourceView?.snapshotView(afterScreenUpdates: false)
        dimmingEffect = options?.dimmingVisualEffect
        if dimmingEffect != nil {
            dimming = UIVisualEffectView(effect: nil)
        } else {
            dimming = UIView()
            dimming.backgroundColor = options?.dimmingColor ?? UIColor(white: 0, alpha: 0.2)
        }
        dimming.frame = container.bounds
        dimming.isUserInteractionEnabled = false
        dragView.frame = container.bounds
        clip.clipsToBounds = true
        // The zoomed view (a container's child, resizing with it) keeps its size while the
        // clip's bounds animate: only its transform scales it.
        clip.autoresizesSubviews = false
        clip.frame = geometry.expanded

        if let otherView, otherView.superview !== container { container.insertSubview(otherView, at: 0) }
        if let otherView {
            container.insertSubview(dimming, aboveSubview: otherView)
        } else {
            container.insertSubview(dimming, at: 0)
        }
        container.addSubview(dragView)
        dragView.addSubview(clip)
        zoomedView.transform = .identity
        zoomedView.bounds = CGRect(origin: .zero, size: geometry.expanded.size)
        zoomedView.center = geometry.expandedCenter
        clip.addSubview(zoomedView)
        if let snapshot { clip.addSubview(snapshot) }
        sourceView?.isHidden = true
    }

    /// Puts every animated value at its expanded or collapsed end (inside an animation block,
    /// animates them there).
    func apply(expanded: Bool) {
        let frame = expanded ? geometry.expanded : geometry.collapsed
        clip.frame = frame
        if let snapshot {
            // The picture of the source keeps its size and covers the alignment rectangle as it
            // is shown: the source's frame collapsed, the rectangle in the zoomed view expanded.
            let size = snapshot.bounds.size
            let align = geometry.alignment
            let scale = expanded ? max(align.width / max(size.width, 1), align.height / max(size.height, 1)) : 1
            snapshot.center =
                expanded ? CGPoint(x: align.midX, y: align.midY) : CGPoint(x: frame.width / 2, y: frame.height / 2)
            snapshot.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        clip.layer.cornerRadius = expanded ? 0 : geometry.collapsedCornerRadius
        zoomedView.transform =
            expanded
            ? .identity
            : CGAffineTransform(scaleX: geometry.collapsedScale, y: geometry.collapsedScale)
        zoomedView.center = expanded ? geometry.expandedCenter : geometry.collapsedCenter
        snapshot?.alpha = expanded ? 0 : 1
        if geometry.fades { clip.alpha = expanded ? 1 : 0 }
        if let effectView = dimming as? UIVisualEffectView {
            effectView.effect = expanded ? dimmingEffect : nil
        } else {
            dimming.alpha = expanded ? 1 : 0
        }
    }

    /// Takes the stage down. The zoomed view goes back into the container at its frame when
    /// it stays shown, and leaves it otherwise; the source view is shown again.
    func tearDown(zoomedViewStays: Bool) {
        let container = dragView.superview
        zoomedView.transform = .identity
        zoomedView.alpha = 1
        if zoomedViewStays, let container {
            zoomedView.frame = geometry.expanded
            container.insertSubview(zoomedView, aboveSubview: dragView)
        } else {
            zoomedView.removeFromSuperview()
        }
        snapshot?.removeFromSuperview()
        dimming.removeFromSuperview()
        clip.removeFromSuperview()
        dragView.removeFromSuperview()
        sourceView?.isHidden = sourceWasHidden
    }
}
