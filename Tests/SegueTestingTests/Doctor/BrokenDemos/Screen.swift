#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A plain screen for the broken demos: a coloured view and one button along the bottom
/// (its centre is `Screen.button` on a 390 × 844 screen) that runs `onTap`.
class Screen: UIViewController {
    static let button = CGPoint(x: 195, y: 782)
    let color: UIColor
    var onTap: (() -> Void)?

    init(_ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let button = UIButton(frame: CGRect(x: 20, y: 760, width: 350, height: 44))
        button.backgroundColor = .white
        button.addAction(UIAction { [unowned self] _ in self.onTap?() }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// A home screen that presents `makeDetail()` with its button, through `delegate` and `style`;
/// the detail's button dismisses it.
final class PresentingHome: Screen {
    let makeDetail: () -> Screen
    let delegate: (any UIViewControllerTransitioningDelegate)?
    let style: UIModalPresentationStyle

    init(
        style: UIModalPresentationStyle, delegate: (any UIViewControllerTransitioningDelegate)?,
        detail: @escaping () -> Screen
    ) {
        makeDetail = detail
        self.delegate = delegate
        self.style = style
        super.init(.systemBlue)
        onTap = { [unowned self] in self.showDetail(animated: true) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showDetail(animated: Bool) {
        let detail = makeDetail()
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        detail.onTap = { [unowned detail] in detail.dismiss(animated: true) }
        present(detail, animated: animated)
    }
}
