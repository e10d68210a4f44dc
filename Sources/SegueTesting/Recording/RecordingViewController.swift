import Foundation
import OpenUIKit

/// A view controller that records its life into a `TransitionRecorder`: view loading,
/// appearance, layout (when `recordsLayout`), containment and size changes, each as
/// "name call(arguments)". Subclass it or use it as is in tests.
@MainActor
open class RecordingViewController: UIViewController {
    /// The name events start with.
    public let name: String
    /// Where events go.
    public let recorder: TransitionRecorder
    /// Whether `viewWillLayoutSubviews`/`viewDidLayoutSubviews` are recorded (off: they are frequent).
    public var recordsLayout = false

    /// Creates a controller named `name` that records into `recorder`.
    public init(_ name: String, _ recorder: TransitionRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        fatalError("RecordingViewController.init(coder:) is not supported")
    }

    private func record(_ call: String) { recorder.record("\(name) \(call)") }

    /// The name a controller has in events: its `name` when it records, else its type.
    public static func label(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingViewController)?.name ?? String(describing: type(of: controller))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear(animated: \(animated))")
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        record("viewIsAppearing(animated: \(animated))")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear(animated: \(animated))")
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear(animated: \(animated))")
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear(animated: \(animated))")
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if recordsLayout { record("viewWillLayoutSubviews") }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if recordsLayout { record("viewDidLayoutSubviews") }
    }

    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(Self.label(parent)))")
    }

    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(Self.label(parent)))")
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        record("viewWillTransition(to: \(size.width)x\(size.height))")
    }
}
