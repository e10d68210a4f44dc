import Foundation

/// An object that prepares for and performs the visual transition between two view controllers.
///
/// Without storyboards, segues are registered in code with
/// ``UIViewController/registerSegue(withIdentifier:kind:destination:)`` (a Segue extension);
/// ``UIViewController/performSegue(withIdentifier:sender:)`` makes the segue object, calls the
/// source's `prepare(for:sender:)`, then ``perform()`` (UIKitBehaviour #288). A subclass
/// overrides ``perform()`` to run its own transition — for example setting a
/// `transitioningDelegate` on the destination and presenting it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let _identifier: String?
    private let _source: UIViewController
    private let _destination: UIViewController
    private var _performHandler: (() -> Void)?

    /// Creates and initializes a storyboard segue object.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        _identifier = identifier
        _source = source
        _destination = destination
        super.init()
    }

    /// Creates a storyboard segue that runs `performHandler` to perform its transition.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        _performHandler = performHandler
    }

    /// The identifier for the segue object.
    open var identifier: String? { _identifier }

    /// The source view controller for the segue.
    open var source: UIViewController { _source }

    /// The destination view controller for the segue.
    open var destination: UIViewController { _destination }

    /// Performs the visual transition for the segue.
    ///
    /// The default runs the perform handler, if the segue has one, and otherwise does nothing
    /// (UIKitBehaviour #287). The segues registered with a kind (`.show`, `.presentModally`…)
    /// are internal subclasses that show, push or present the destination.
    open func perform() {
        _performHandler?()
    }

    /// A description naming the identifier and both controllers.
    open override var description: String {
        "<\(Swift.type(of: self)): identifier = \(_identifier.map { "'\($0)'" } ?? "nil"), source = \(Swift.type(of: _source)), destination = \(Swift.type(of: _destination))>"
    }
}

/// An object that encapsulates information about an unwind segue.
///
/// Handed to ``UIViewController/allowedChildrenForUnwinding(from:)`` while UIKit looks for an
/// unwind's destination.
///
/// - Note: Differs from UIKit: ``unwindAction`` is the action's name (a `String`), as Swift on
///   Linux has no selectors.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The view controller that initiated the unwind.
    public let source: UIViewController
    /// The name of the unwind action, such as `"unwindToList:"`.
    public let unwindAction: String
    /// The object that triggered the unwind.
    public let sender: Any?

    init(source: UIViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
