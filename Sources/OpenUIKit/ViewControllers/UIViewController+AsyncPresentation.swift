import Foundation

/// The `async` forms of presenting and dismissing.
///
/// Apple's SDK imports `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// a second time as `async` methods that return when the completion would have run (after
/// the transition ends). As there, inside an `async` function these overloads are chosen, so
/// the calls need `await`.
///
/// - Note: Segue addition: if another host attaches (a new `HeadlessHost`) before the
///   completion runs, the call returns at once instead of waiting forever (see
///   `UIApplication.attach(_:)`).
extension UIViewController {
    /// Presents `viewControllerToPresent` and returns once the presentation has ended.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool) async {
        await UIApplication.shared._awaitCompletion("UIViewController.present(_:animated:)", abandonedValue: ()) {
            done in
            present(viewControllerToPresent, animated: flag) { done(()) }
        }
    }

    /// Dismisses the controller this one presented (or this one) and returns once the
    /// dismissal has ended.
    public func dismiss(animated flag: Bool) async {
        await UIApplication.shared._awaitCompletion("UIViewController.dismiss(animated:)", abandonedValue: ()) { done in
            dismiss(animated: flag) { done(()) }
        }
    }
}
