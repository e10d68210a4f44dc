import Foundation

/// The methods a container of content (a view controller or a presentation controller) uses
/// to hear about size changes of its children and its own view.
///
/// Class-bound, as in UIKit, so instances compare with `===`.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }

    /// A child container's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

    /// A child container's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)

    /// The size to give `container` when the receiver's size is `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize

    /// The container's view is about to change to `size`; `coordinator` runs alongside animations.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)

    /// The container's traits are about to change to `newCollection`.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
