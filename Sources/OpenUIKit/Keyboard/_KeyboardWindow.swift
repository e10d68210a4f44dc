import Foundation

/// The window the simulated keyboard is drawn in, above every application window, as iOS
/// shows its keyboard in a window of its own.
///
/// It holds the first responder's input view (the drawn system keyboard, `_KeyboardView`, or
/// the responder's `inputView`) with its `inputAccessoryView` on top. It is not listed in
/// `UIApplication.windows` and never becomes key.
@MainActor
final class _KeyboardWindow: UIWindow {
    /// The drawn system keyboard, made once.
    let keyboardView = _KeyboardView()
    /// The view shown as the keyboard now: `keyboardView` or a custom input view.
    private(set) var inputContentView: UIView?
    /// The accessory view shown above it, if any.
    private(set) var accessoryView: UIView?

    /// The level iOS's keyboard window has: above alerts and the status bar.
    static let keyboardLevel = UIWindow.Level(10_000_000)

    init() {
        super.init(frame: .zero)
        UIApplication.shared._windows.removeAll { $0 === self }
        windowLevel = _KeyboardWindow.keyboardLevel
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { _unimplemented("_KeyboardWindow.init(coder:)") }

    /// The keyboard window never becomes key.
    override func makeKey() {}

    /// Shows `responder`'s input view and accessory view (or the system keyboard).
    func showInput(of responder: UIResponder, screenWidth: CGFloat) {
        let input = responder.inputView ?? keyboardView
        let accessory = responder.inputAccessoryView
        if inputContentView !== input { inputContentView?.removeFromSuperview() }
        if accessoryView !== accessory { accessoryView?.removeFromSuperview() }
        inputContentView = input
        accessoryView = accessory
        if input === keyboardView { keyboardView.configure(for: responder) }
        if input.superview !== self { addSubview(input) }
        if let accessory, accessory.superview !== self { addSubview(accessory) }
        setNeedsLayout()
    }

    /// The keyboard's whole height: the accessory view's and the input view's.
    func contentHeight(screenSize: CGSize) -> CGFloat {
        inputHeight(screenSize: screenSize) + accessoryHeight
    }

    /// The accessory view's height: its frame's, else its intrinsic height, else 0.
    private var accessoryHeight: CGFloat {
        guard let accessoryView else { return 0 }
        return _KeyboardWindow.height(of: accessoryView) ?? 0
    }

    /// The input view's height: the system keyboard's for the screen, or a custom view's own.
    private func inputHeight(screenSize: CGSize) -> CGFloat {
        guard let inputContentView, inputContentView !== keyboardView else {
            return keyboardView.metrics(screenSize: screenSize).height
        }
        return _KeyboardWindow.height(of: inputContentView)
            ?? _KeyboardMetrics(screenSize: screenSize, showsPredictiveBar: false).height
    }

    /// A custom view's height: its frame's when positive, else its intrinsic height when it has one.
    private static func height(of view: UIView) -> CGFloat? {
        if view.frame.height > 0, view.frame.height.isFinite { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 && intrinsic.isFinite ? intrinsic : nil
    }

    /// The accessory view across the top, the input view below it.
    override func layoutSubviews() {
        super.layoutSubviews()
        let accessory = accessoryHeight
        accessoryView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: accessory)
        inputContentView?.frame = CGRect(
            x: 0, y: accessory, width: bounds.width, height: max(bounds.height - accessory, 0))
    }
}
