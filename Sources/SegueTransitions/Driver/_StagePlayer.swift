#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Puts one ``TransitionStage`` on screen and moves it: the two screens in their order, the
/// dimming or blur between them, each screen's anchor, mask and states.
///
/// `reversed` plays the stage backwards: every state goes from its end to its start.
@MainActor
struct _StagePlayer {
    let stage: TransitionStage
    let reversed: Bool
    /// The views the stage added (dimming, blur, masks), removed when the transition ends.
    private(set) var decorations: [UIView] = []
    private var dimmingView: UIView?
    private var blurView: UIVisualEffectView?

    init(stage: TransitionStage, reversed: Bool) {
        self.stage = stage
        self.reversed = reversed
    }

    /// Orders the screens and decorations in `container` and sets every starting state.
    mutating func prepare(leaving: UIView?, arriving: UIView?, in container: UIView) {
        let top = stage.arrivingOnTop ? arriving : leaving
        let bottom = stage.arrivingOnTop ? leaving : arriving
        if let bottom, bottom.superview !== container { container.insertSubview(bottom, at: 0) }
        if let top { container.addSubview(top) }
        if let bottom, let top { container.insertSubview(bottom, belowSubview: top) }
        if let dimming = stage.dimming {
            let view = UIView(frame: stage.bounds)
            view.backgroundColor = .black
            view.alpha = reversed ? dimming.end : dimming.start
            insertDecoration(view, below: top, in: container)
            dimmingView = view
        }
        if let blur = stage.blur {
            let view = UIVisualEffectView(
                effect: (reversed ? blur.end : blur.start) ? UIBlurEffect(style: .regular) : nil)
            view.frame = stage.bounds
            insertDecoration(view, below: top, in: container)
            blurView = view
        }
        if let leaving { place(leaving, motion: stage.leaving) }
        if let arriving { place(arriving, motion: stage.arriving) }
    }

    /// Sets every final state (inside the property animator's animations).
    func animate(leaving: UIView?, arriving: UIView?) {
        if let leaving { apply(stage.leaving, to: leaving, atEnd: true) }
        if let arriving { apply(stage.arriving, to: arriving, atEnd: true) }
        if let dimming = stage.dimming { dimmingView?.alpha = reversed ? dimming.start : dimming.end }
        if let blur = stage.blur {
            blurView?.effect = (reversed ? blur.start : blur.end) ? UIBlurEffect(style: .regular) : nil
        }
    }

    /// Removes the dimming, blur and masks.
    func removeDecorations() {
        for view in decorations { view.removeFromSuperview() }
    }

    private mutating func insertDecoration(_ view: UIView, below top: UIView?, in container: UIView) {
        view.isUserInteractionEnabled = false
        if let top, top.superview === container {
            container.insertSubview(view, belowSubview: top)
        } else {
            container.addSubview(view)
        }
        decorations.append(view)
    }

    /// Sets the anchor (keeping the frame), the back-face rule, a reveal mask, and the starting state.
    private mutating func place(_ view: UIView, motion: TransitionStage.ViewMotion) {
        let frame = view.frame
        view.layer.anchorPoint = motion.anchorPoint
        view.center = CGPoint(
            x: frame.minX + frame.width * motion.anchorPoint.x,
            y: frame.minY + frame.height * motion.anchorPoint.y)
        view.layer.isDoubleSided = motion.showsBack
        if motion.start.revealRadius != nil || motion.end.revealRadius != nil {
            let mask = UIView()
            mask.backgroundColor = .black
            view.mask = mask
        }
        apply(motion, to: view, atEnd: false)
    }

    /// Applies the motion's state at the start (`atEnd` false) or end of this playback.
    private func apply(_ motion: TransitionStage.ViewMotion, to view: UIView, atEnd: Bool) {
        let state = atEnd != reversed ? motion.end : motion.start
        view.transform3D = state.transform
        view.alpha = state.alpha
        if let radius = state.cornerRadius { view.layer.cornerRadius = radius }
        if let mask = view.mask, let radius = state.revealRadius {
            // The circle's centre in the view's own (untransformed) coordinates.
            let frame = CGRect(
                origin: CGPoint(
                    x: view.center.x - view.bounds.width * view.layer.anchorPoint.x,
                    y: view.center.y - view.bounds.height * view.layer.anchorPoint.y),
                size: view.bounds.size)
            let center = CGPoint(x: motion.revealCenter.x - frame.minX, y: motion.revealCenter.y - frame.minY)
            let r = max(radius, 0)
            mask.frame = CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
            mask.layer.cornerRadius = r
        }
    }
}
