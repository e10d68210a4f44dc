import Foundation
import OpenUIKit

/// The operations that overlap transitions the way the outside fuzzer's random use did
/// (issues 29 and 32): presentations in a navigation controller's context, flicks,
/// controllers moved between containers, interactive stack replacements, huge geometry and
/// dismissals asked of a controller other than the presenter.
extension SoakRun {
    func applyOverlapping(_ operation: SoakOperation) {
        switch operation {
        case .presentInContext(let tab, let over, let animated):
            guard let navigation = navigations[soakIndex: tab], navigation.presentedViewController == nil,
                navigation.viewIfLoaded?.window != nil
            else { return }
            let presented = makeController()
            presented.modalPresentationStyle = over ? .overCurrentContext : .currentContext
            presented.modalTransitionStyle = .crossDissolve
            navigation.present(presented, animated: animated)
        case .flick(let fromX, let fromY, let toX, let toY, let frames):
            host.drag(
                from: CGPoint(x: fromX, y: fromY), to: CGPoint(x: toX, y: toY),
                duration: Double(max(frames, 1)) / Double(host.framesPerSecond))
        case .moveTop(let from, let to, let animated):
            guard let source = navigations[soakIndex: from], let target = navigations[soakIndex: to], source !== target,
                source.viewControllers.count > 1, let moved = source.topViewController
            else { return }
            target.setViewControllers(target.viewControllers + [moved], animated: animated)
        case .replaceStack(let tab, let rotation, let animator, let interactive):
            guard let navigation = navigations[soakIndex: tab] else { return }
            configure(navigation.delegate, animator: animator, interactive: interactive)
            var stack = navigation.viewControllers
            let shift = stack.isEmpty ? 0 : rotation % stack.count
            stack = Array(stack[shift...] + stack[..<shift])
            navigation.setViewControllers([makeController()] + stack.dropFirst() + [makeController()], animated: true)
        case .hugeGeometry(let kind):
            applyHugeGeometry(kind)
        case .dismissFrom(let who, let animated):
            dismissFrom(who, animated: animated)
        default:
            break
        }
    }

    private func applyHugeGeometry(_ kind: Int) {
        guard let leaf = visibleLeaf as? _SoakViewController else { return }
        let drawing = leaf.drawing
        let huge = CGFloat.greatestFiniteMagnitude / 4
        switch kind {
        case 0: drawing.bounds = CGRect(x: 0, y: 0, width: huge, height: huge)
        case 1: drawing.frame = CGRect(x: 0, y: 0, width: 40, height: huge)
        case 2: drawing.transform = CGAffineTransform(scaleX: huge, y: huge)
        case 3: drawing.center = CGPoint(x: huge, y: -huge)
        default:
            drawing.transform = .identity
            drawing.frame = _SoakViewController.drawingFrame
        }
        drawing.setNeedsDisplay()
    }

    private func dismissFrom(_ who: Int, animated: Bool) {
        let controller: UIViewController?
        switch who {
        case 0: controller = tabs
        case 1: controller = topmostPresented
        case 2: controller = (topmostPresented as? UINavigationController)?.topViewController
        default: controller = navigations.first?.topViewController
        }
        controller?.dismiss(animated: animated)
    }
}
