import OpenUIKit

/// A tracked controller that may queue an alongside animation and completion in
/// `viewWillAppear`, as apps do to fade their chrome with a transition.
@MainActor
final class _SoakViewController: TrackedViewController {
    let queuesAlongside: Bool
    let probe = UIView(frame: CGRect(x: 20, y: 120, width: 40, height: 40))
    /// A view that draws its content, for huge geometry (issue 32).
    let drawing = _SoakDrawingView(frame: _SoakViewController.drawingFrame)
    static let drawingFrame = CGRect(x: 80, y: 120, width: 40, height: 40)

    init(_ name: String, queuesAlongside: Bool) {
        self.queuesAlongside = queuesAlongside
        super.init(name)
    }

    required init?(coder: NSCoder) {
        _programmerError("_SoakViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(probe)
        view.addSubview(drawing)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard queuesAlongside else { return }
        transitionCoordinator?.animate(
            alongsideTransition: { [weak self] _ in
                self?.probe.alpha = 0.5
            },
            completion: { [weak self] context in
                self?.probe.alpha = context.isCancelled ? 1 : 0.8
            })
    }
}

/// A view that draws a disc, as apps' custom views draw.
@MainActor
final class _SoakDrawingView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}
