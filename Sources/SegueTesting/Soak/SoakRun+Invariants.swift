import Foundation
import OpenUIKit

/// Settling and the invariants the soak checks after each settle (see ``SoakRun``).
extension SoakRun {
    /// The longest a settle waits for the application to go idle, in seconds of media time.
    static let idleLimit: CFTimeInterval = 30

    /// Reports that a misuse made on purpose produces (UIKit logs the same ones); any other
    /// report is a failure.
    static let expectedReports = [
        "already presenting", "while a presentation is in progress", "not in the window hierarchy",
        "while a presentation or dismiss is in progress", "already in flight", "non-finite",
        "called again by", "transitionDuration(using:) returned nan", "UISpringTimingParameters:",
        "no longer in a window", "transitionDuration(using:) returned -1", "backing store is too large",
        "gives a NaN bounds or position"
    ]

    /// Ends what a user's finger would end, then runs frames until nothing is left to do.
    func settle() {
        let deadline = host.now + Self.idleLimit
        repeat {
            // The finger lifts: finish() every frame until idle, since an interaction controller
            // may be vended before its transition starts (a finish() before the start is
            // ignored, as in UIKit) and one vended while settling must end too.
            for interaction in interactions { interaction.finish() }
            if let animator = standalone, animator.state == .active, !animator.isRunning { animator.startAnimation() }
            if UIApplication.shared._isIdle { break }
            host.runFrame()
        } while host.now < deadline
        interactions = []
    }

    /// The first broken invariant, or nil.
    func check() -> String? {
        let busy = UIApplication.shared.busyReasons
        if !busy.isEmpty { return "still busy after \(Self.idleLimit) s: \(busy.joined(separator: "; "))" }
        let reports = host.reports
        for report in reports.dropFirst(reportsSeen) where !Self.expectedReports.contains(where: report.contains) {
            return "unexpected report: \(report)"
        }
        reportsSeen = reports.count
        for delegate in delegates where !delegate.wrongDidShow.isEmpty {
            return "a navigation delegate was told didShow \(delegate.wrongDidShow[0])"
        }
        let controllers = allControllers()
        for container in controllers {
            let listed: [UIViewController]? =
                (container as? UINavigationController)?.viewControllers
                ?? (container as? UITabBarController)?.viewControllers
            if let listed, !listed.elementsEqual(container.children, by: ===) {
                return
                    "\(type(of: container)).children \(names(container.children)) differ from viewControllers \(names(listed))"
            }
            for child in container.children where child.parent !== container {
                return "\(names([child])) is a child of \(type(of: container)) but its parent is another"
            }
        }
        let visible = expectedVisible()
        for case let tracked as TrackedViewController in controllers {
            if let problem = tracked.idleProblem() { return problem }
            let inWindow = tracked.viewIfLoaded?.window != nil
            let shouldShow = visible.contains { $0 === tracked }
            if inWindow != shouldShow {
                return
                    "\(tracked.name) is \(inWindow ? "" : "not ")in the window, but the containers say it is \(shouldShow ? "" : "not ")visible"
            }
        }
        return nil
    }

    /// Every controller reachable from the window's root: children and presented controllers.
    func allControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            guard !found.contains(where: { $0 === controller }) else { return }
            found.append(controller)
            for child in controller.children { visit(child) }
            if let navigation = controller as? UINavigationController { navigation.viewControllers.forEach(visit) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = host.window.rootViewController { visit(root) }
        return found
    }

    /// The leaf controllers the containers and presentations say are on screen.
    func expectedVisible() -> [UIViewController] {
        func leaves(_ controller: UIViewController) -> [UIViewController] {
            if let navigation = controller as? UINavigationController {
                // A presentation in the navigation controller's context shows in its place
                // (`.currentContext`) or over it.
                if let presented = navigation.presentedViewController,
                    presented.presentingViewController === navigation,
                    presented.modalPresentationStyle == .currentContext
                        || presented.modalPresentationStyle == .overCurrentContext
                {
                    let covered = presented.modalPresentationStyle == .currentContext
                    return [navigation] + (covered ? [] : navigation.topViewController.map(leaves) ?? [])
                        + leaves(presented)
                }
                return [navigation] + (navigation.topViewController.map(leaves) ?? [])
            }
            if let tabs = controller as? UITabBarController {
                return [tabs] + (tabs.selectedViewController.map(leaves) ?? [])
            }
            return [controller]
        }
        guard let root = host.window.rootViewController else { return [] }
        // One layer per presentation level; a full-screen presentation removes its presenter's
        // views only (those of a level its presenter left in place stay).
        var layers = [leaves(root)]
        var current = root
        while let presented = current.presentedViewController, presented !== current {
            if presented.modalPresentationStyle == .fullScreen { layers[layers.count - 1] = [] }
            layers.append(leaves(presented))
            current = presented
        }
        return layers.flatMap { $0 }
    }

    /// Dismisses everything, stops the standalone animator and takes the root out of the window.
    func tearDown(step: Int) -> Failure? {
        if let animator = standalone, animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
        standalone = nil
        if tabs.presentedViewController != nil { tabs.dismiss(animated: false) }
        settle()
        // Presentations in a navigation controller's context, as an app dismisses them before
        // it replaces its root (UIKit does not dismiss them for it).
        // One at a time, as an app waits for each: a second dismissal in the same turn is refused.
        for navigation in navigations where navigation.presentedViewController?.presentingViewController === navigation
        {
            navigation.dismiss(animated: false)
            settle()
        }
        if let message = check() { return Failure(step: step, message: "before teardown: " + message) }
        host.window.rootViewController = nil
        settle()
        return nil
    }

    private func names(_ controllers: [UIViewController]) -> String {
        "["
            + controllers.map { ($0 as? TrackedViewController)?.name ?? String(describing: type(of: $0)) }.joined(
                separator: ", ") + "]"
    }
}
