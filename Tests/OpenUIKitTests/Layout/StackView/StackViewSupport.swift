import Foundation
import OpenUIKit

/// A view with a given intrinsic size (a stand-in for labels and images, with exact numbers).
final class SizedBox: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A 300 × 400 root (no window) holding a stack pinned at (10, 20) with the given size; a nil
/// dimension is left free (the stack sizes itself along it).
@MainActor
func pinnedStack(
    _ views: [UIView], width: CGFloat?, height: CGFloat?,
    configure: (UIStackView) -> Void = { _ in }
) -> (root: UIView, stack: UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    configure(stack)
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, stack)
}

/// Three boxes of intrinsic sizes 50 × 20, 60 × 30 and 70 × 40.
@MainActor
func threeBoxes() -> [SizedBox] { [SizedBox(50, 20), SizedBox(60, 30), SizedBox(70, 40)] }
