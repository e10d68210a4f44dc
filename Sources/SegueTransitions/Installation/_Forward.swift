#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Calls on the app's own delegates, which the library's delegates forward to.
///
/// UIKit's delegate methods are optional (`delegate.method?(…)`); Segue's are requirements with
/// defaults (docs/Deviations.md), so the two spellings differ and live only here.
@MainActor
enum _Forward {
    // MARK: Transitioning delegate

    static func animationController(
        _ delegate: (any UIViewControllerTransitioningDelegate)?, forPresented presented: UIViewController,
        presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if canImport(UIKit)
        delegate?.animationController?(forPresented: presented, presenting: presenting, source: source)
        #else
        delegate?.animationController(forPresented: presented, presenting: presenting, source: source)
        #endif
    }

    static func animationController(
        _ delegate: (any UIViewControllerTransitioningDelegate)?,
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if canImport(UIKit)
        delegate?.animationController?(forDismissed: dismissed)
        #else
        delegate?.animationController(forDismissed: dismissed)
        #endif
    }

    static func interactionControllerForPresentation(
        _ delegate: (any UIViewControllerTransitioningDelegate)?,
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        #if canImport(UIKit)
        delegate?.interactionControllerForPresentation?(using: animator)
        #else
        delegate?.interactionControllerForPresentation(using: animator)
        #endif
    }

    static func interactionControllerForDismissal(
        _ delegate: (any UIViewControllerTransitioningDelegate)?,
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        #if canImport(UIKit)
        delegate?.interactionControllerForDismissal?(using: animator)
        #else
        delegate?.interactionControllerForDismissal(using: animator)
        #endif
    }

    static func presentationController(
        _ delegate: (any UIViewControllerTransitioningDelegate)?, forPresented presented: UIViewController,
        presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        #if canImport(UIKit)
        delegate?.presentationController?(forPresented: presented, presenting: presenting, source: source)
        #else
        delegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
        #endif
    }

    // MARK: Navigation controller delegate

    static func willShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
    ) {
        #if canImport(UIKit)
        delegate?.navigationController?(navigation, willShow: controller, animated: animated)
        #else
        delegate?.navigationController(navigation, willShow: controller, animated: animated)
        #endif
    }

    static func didShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
    ) {
        #if canImport(UIKit)
        delegate?.navigationController?(navigation, didShow: controller, animated: animated)
        #else
        delegate?.navigationController(navigation, didShow: controller, animated: animated)
        #endif
    }

    static func animationController(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        for operation: UINavigationController.Operation, from: UIViewController,
        to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if canImport(UIKit)
        delegate?.navigationController?(navigation, animationControllerFor: operation, from: from, to: to)
        #else
        delegate?.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
        #endif
    }

    static func interactionController(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        for animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        #if canImport(UIKit)
        delegate?.navigationController?(navigation, interactionControllerFor: animator)
        #else
        delegate?.navigationController(navigation, interactionControllerFor: animator)
        #endif
    }

    // MARK: Tab bar controller delegate

    static func shouldSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ controller: UIViewController
    ) -> Bool {
        #if canImport(UIKit)
        delegate?.tabBarController?(tabs, shouldSelect: controller) ?? true
        #else
        delegate?.tabBarController(tabs, shouldSelect: controller) ?? true
        #endif
    }

    static func didSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController, _ controller: UIViewController
    ) {
        #if canImport(UIKit)
        delegate?.tabBarController?(tabs, didSelect: controller)
        #else
        delegate?.tabBarController(tabs, didSelect: controller)
        #endif
    }

    static func animationController(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if canImport(UIKit)
        delegate?.tabBarController?(tabs, animationControllerForTransitionFrom: from, to: to)
        #else
        delegate?.tabBarController(tabs, animationControllerForTransitionFrom: from, to: to)
        #endif
    }

    static func interactionController(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        for animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        #if canImport(UIKit)
        delegate?.tabBarController?(tabs, interactionControllerFor: animator)
        #else
        delegate?.tabBarController(tabs, interactionControllerFor: animator)
        #endif
    }
}
