import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The gallery's home screen: one row per demo, in a scroll view (the list outgrows a phone's
/// height); tapping a row presents the demo full screen.
///
/// Used by `segue demo` with no demo named. A demo is closed by dismissing it (Escape in the
/// X11 window), which brings the menu back.
public final class GalleryMenuViewController: UIViewController {
    /// The demos listed, in order.
    public let demos: [any TransitionDemo]
    private var rows: [_GalleryMenuRow] = []
    /// The scroll view that holds the heading, the hint and the rows.
    let scrollView = UIScrollView()
    private let heading = UILabel()
    private let hint = UILabel()

    /// A menu of `demos` (the whole gallery by default).
    public init(demos: [any TransitionDemo] = Gallery.demos) {
        self.demos = demos
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("GalleryMenuViewController is not archived") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        heading.text = "Segue gallery"
        heading.font = .boldSystemFont(ofSize: 30)
        hint.text = "Click a transition; Escape goes back."
        hint.font = .systemFont(ofSize: 15)
        hint.textColor = .secondaryLabel
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(heading)
        scrollView.addSubview(hint)
        for (index, demo) in demos.enumerated() {
            let row = _GalleryMenuRow(name: demo.name, summary: demo.summary)
            row.addAction(UIAction { [unowned self] _ in self.showDemo(at: index) }, for: .touchUpInside)
            scrollView.addSubview(row)
            rows.append(row)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        scrollView.frame = view.bounds
        heading.frame = CGRect(x: 20, y: 24, width: width - 40, height: 40)
        hint.frame = CGRect(x: 20, y: 64, width: width - 40, height: 22)
        for (index, row) in rows.enumerated() { row.frame = Self.rowFrame(index, width: width) }
        scrollView.contentSize = CGSize(width: width, height: Self.rowFrame(rows.count, width: width).minY + 8)
    }

    /// The frame of row `index` in the scroll view's content, `width` points wide (in the
    /// window too, unscrolled).
    public static func rowFrame(_ index: Int, width: CGFloat) -> CGRect {
        CGRect(x: 16, y: 98 + CGFloat(index) * 80, width: width - 32, height: 72)
    }

    /// Presents demo `index` full screen.
    public func showDemo(at index: Int, animated: Bool = true) {
        guard demos.indices.contains(index), presentedViewController == nil else { return }
        let root = demos[index].makeRootViewController()
        root.modalPresentationStyle = .fullScreen
        present(root, animated: animated)
    }
}
