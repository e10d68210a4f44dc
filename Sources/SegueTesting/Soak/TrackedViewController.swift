import Foundation
import OpenUIKit

/// A view controller that checks its own appearance callbacks: they must alternate (will-appear,
/// did-appear, will-disappear, did-disappear, with will-appear → will-disappear → did-disappear
/// allowed for a cancelled appearance and its mirror), and once the application is idle it must
/// be shown exactly when its view is in a window — the checks of ``AppearanceBalance``.
///
/// Used by the soak (``SoakRun``) and by regression tests of appearance faults.
@MainActor
open class TrackedViewController: UIViewController {
    /// Where the controller is in its appearance cycle, as its callbacks said.
    public typealias Phase = AppearanceBalance.Phase

    /// A name for messages.
    public let name: String
    /// The controller's callbacks, checked as they come.
    public private(set) var balance: AppearanceBalance
    /// The phase the last callback put the controller in.
    public var phase: Phase { balance.phase }
    /// Callbacks that came out of order, as messages.
    public var problems: [String] { balance.problems }
    /// Every appearance callback, in order ("willAppear", "didAppear", "willDisappear", "didDisappear").
    public var callbacks: [String] { balance.callbacks }

    /// Creates a controller named `name`.
    public init(_ name: String) {
        self.name = name
        balance = AppearanceBalance(name: name)
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _programmerError("TrackedViewController.init(coder:) is not supported")
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        balance.record("willAppear")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        balance.record("didAppear")
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        balance.record("willDisappear")
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        balance.record("didDisappear")
    }

    /// What is wrong once the application is idle: a callback out of order, an appearance or
    /// disappearance left half done, or a phase that disagrees with the view being in a window
    /// (nil when all is well; ``AppearanceBalance/idleProblem(viewInWindow:)``).
    public func idleProblem() -> String? {
        balance.idleProblem(viewInWindow: viewIfLoaded?.window != nil)
    }
}
