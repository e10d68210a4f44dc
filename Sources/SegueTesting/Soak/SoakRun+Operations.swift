import Foundation
import OpenUIKit

/// How the soak applies each operation: through UIKit's public API only, skipping what UIKit
/// documents as a programmer error (pushing a controller twice, presenting one twice).
extension SoakRun {
    /// The controller presented last (on top of every other), if any.
    var topmostPresented: UIViewController? {
        var top: UIViewController? = tabs.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// The visible leaf controller: the topmost presented one's, else the selected tab's.
    var visibleLeaf: UIViewController? {
        var controller: UIViewController? = topmostPresented ?? tabs
        while let current = controller {
            if let navigation = current as? UINavigationController {
                controller = navigation.topViewController
                continue
            }
            if let tabs = current as? UITabBarController {
                controller = tabs.selectedViewController
                continue
            }
            return current
        }
        return nil
    }

    func apply(_ operation: SoakOperation) {
        switch operation {
        case .push(let tab, let animated, let animator, let interactive, let alongside):
            guard let navigation = navigations[soakIndex: tab] else { return }
            configure(navigation.delegate, animator: animator, interactive: interactive && animated)
            navigation.pushViewController(makeController(alongside: alongside), animated: animated)
        case .pop(let tab, let animated, let toRoot):
            guard let navigation = navigations[soakIndex: tab] else { return }
            if toRoot {
                navigation.popToRootViewController(animated: animated)
            } else {
                navigation.popViewController(animated: animated)
            }
        case .setStack(let tab, let rotation, let added, let animated):
            guard let navigation = navigations[soakIndex: tab] else { return }
            var stack = navigation.viewControllers
            let shift = stack.isEmpty ? 0 : rotation % stack.count
            stack = Array(stack[shift...] + stack[..<shift])
            for _ in 0..<added { stack.append(makeController()) }
            navigation.setViewControllers(stack, animated: animated)
        case .selectTab(let index):
            tabs.selectedIndex = index
        case .present(let style, let animated, let animator, let interactive, let wrapped):
            present(style: style, animated: animated, animator: animator, interactive: interactive, wrapped: wrapped)
        case .dismiss(let animated):
            (topmostPresented?.presentingViewController ?? tabs).dismiss(animated: animated)
        case .pushOnPresented(let animated):
            guard let navigation = topmostPresented as? UINavigationController else { return }
            navigation.pushViewController(makeController(), animated: animated)
        case .interact(let step):
            guard let interaction = interactions.last else { return }
            switch step {
            case .update(let value): interaction.update(CGFloat(value))
            // Kept afterwards: ignored before its transition starts, the call must not lose it.
            case .finish: interaction.finish()
            case .cancel: interaction.cancel()
            }
        case .property(let step):
            applyPropertyStep(step)
        case .advance(let frames):
            host.advance(by: Double(frames) / Double(host.framesPerSecond))
        case .tap(let x, let y):
            host.tap(at: CGPoint(x: x, y: y))
        case .resize(let width, let height):
            host.resize(to: CGSize(width: width, height: height))
        case .settle:
            break  // `perform` settles and checks
        case .presentInContext, .flick, .moveTop, .replaceStack, .hugeGeometry, .dismissFrom:
            applyOverlapping(operation)
        }
    }

    func configure(_ delegate: AnyObject?, animator: SoakOperation.Animator, interactive: Bool) {
        guard let delegate = delegate as? _SoakTransitionDelegate else { return }
        delegate.animator = animator
        delegate.interactive = interactive && animator != .builtIn
    }

    func present(
        style: SoakOperation.Style, animated: Bool, animator: SoakOperation.Animator,
        interactive: Bool, wrapped: Bool
    ) {
        let presenter = topmostPresented ?? tabs
        guard presenter.presentedViewController == nil else { return }
        let content = makeController()
        let presented: UIViewController
        if wrapped {
            let navigation = UINavigationController(rootViewController: content)
            watched.add(navigation, "a presented navigation controller")
            presented = navigation
        } else {
            presented = content
        }
        switch style {
        case .fullScreen: presented.modalPresentationStyle = .fullScreen
        case .overFullScreen: presented.modalPresentationStyle = .overFullScreen
        case .custom: presented.modalPresentationStyle = .custom
        case .pageSheet: presented.modalPresentationStyle = .pageSheet
        case .flip:
            presented.modalPresentationStyle = .fullScreen
            presented.modalTransitionStyle = .flipHorizontal
        }
        let delegate = makeDelegate()
        configure(delegate, animator: animator, interactive: interactive && animated)
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: animated)
    }

    private func applyPropertyStep(_ step: SoakOperation.PropertyStep) {
        if let animator = standalone, animator.state == .inactive, step != .scrub { standalone = nil }
        switch step {
        case .startSpring, .startDegenerateSpring, .startCubic:
            if let animator = standalone {
                if animator.state == .active, !animator.isRunning { animator.startAnimation() }
                return
            }
            guard let leaf = visibleLeaf as? _SoakViewController else { return }
            let probe = leaf.probe
            let target = probe.center.x > 100 ? 40.0 : 200.0
            let timing: any UITimingCurveProvider
            switch step {
            case .startSpring: timing = UISpringTimingParameters(dampingRatio: 0.6)
            case .startDegenerateSpring:
                timing = UISpringTimingParameters(
                    mass: 1, stiffness: 100, damping: 0, initialVelocity: CGVector(dx: -1, dy: 0))
            default: timing = UICubicTimingParameters(animationCurve: .easeOut)
            }
            let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: timing)
            animator.addAnimations { probe.center.x = target }
            watched.add(animator, "a standalone property animator")
            standalone = animator
            animator.startAnimation()
        case .pause:
            if let animator = standalone, animator.state == .active { animator.pauseAnimation() }
        case .stop:
            if let animator = standalone, animator.state == .active {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .current)
                standalone = nil
            }
        case .scrub:
            if let animator = standalone, animator.state != .stopped, !animator.isRunning {
                animator.fractionComplete = 0.3
            }
        case .reverse:
            if let animator = standalone, animator.state == .active { animator.isReversed.toggle() }
        case .continueAnimation:
            if let animator = standalone, animator.state == .active, !animator.isRunning {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
            }
        }
    }
}

extension Array {
    subscript(soakIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
