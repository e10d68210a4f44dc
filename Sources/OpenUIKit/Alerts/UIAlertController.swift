import Foundation

/// A controller that shows an alert or an action sheet: a title, a message, text fields (alerts
/// only) and buttons for its actions. Present it with `present(_:animated:completion:)`; it
/// dismisses itself when the user chooses an action, then runs the action's handler
/// (UIKitBehaviour #253–#259).
///
/// Programmer errors that UIKit raises as exceptions trap with UIKit's message: a second
/// `.cancel` action, a text field on an action sheet, a `preferredAction` that is not one of
/// `actions` (UIKitBehaviour #254).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the controller shows.
    public enum Style: Int, @unchecked Sendable {
        /// A sheet of actions that slides up from the bottom of the screen.
        case actionSheet = 0
        /// A panel in the middle of the screen.
        case alert = 1
    }

    /// The style the controller was made with.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order they were added (the buttons' order follows UIKitBehaviour #255).
    open private(set) var actions: [UIAlertAction] = []
    /// The action the user is most likely to choose: drawn bold, and the one Return chooses.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                _require(
                    actions.contains(preferredAction),
                    "The -preferredAction of an alert controller must be one of its -actions (\(preferredAction.title ?? "nil") is not)"
                )
            }
            _contentDidChange()
        }
    }
    /// The text under the title.
    open var message: String? { didSet { _contentDidChange() } }
    /// The alert's title (also the controller's title).
    open override var title: String? { didSet { _contentDidChange() } }
    /// The text fields added with `addTextField(configurationHandler:)`, in order; nil when there
    /// are none (UIKitBehaviour #254).
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }
    var _textFields: [UITextField] = []
    /// The internal transitioning delegate, kept here because `transitioningDelegate` is weak.
    let _transitions = _AlertTransitioningDelegate()
    /// Whether an action was chosen and the alert is going away.
    var _isChoosing = false

    /// Creates an alert controller with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Creates an empty `.alert` controller (use `init(title:message:preferredStyle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = _transitions
    }

    /// Alert controllers cannot come from archives (there are no storyboards).
    public required init?(coder: NSCoder) {
        _unimplemented("UIAlertController.init(coder:)")
    }

    /// Adds an action; its button appears in the order UIKitBehaviour #255 describes.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            _require(
                !actions.contains { $0.style == .cancel },
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action._onChange = { [weak self] in self?._contentView?.restyleButtons() }
        _contentDidChange()
    }

    /// Adds a text field to an alert (not an action sheet), configured by the handler.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        _require(
            preferredStyle == .alert,
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        _AlertContentView.styleTextField(field)
        _textFields.append(field)
        configurationHandler?(field)
        _contentDidChange()
    }

    /// The alert's own view: the panel (alert) or the sheet (action sheet).
    open override func loadView() {
        view = _AlertContentView(controller: self)
    }

    var _contentView: _AlertContentView? { viewIfLoaded as? _AlertContentView }

    /// Whether the controller shows as a popover now (an action sheet on regular width).
    var _isInPopover: Bool { _presentationController is UIPopoverPresentationController }

    /// In a popover, the size of the action sheet's content (304 points wide); else the size set.
    open override var preferredContentSize: CGSize {
        get {
            guard _isInPopover else { return super.preferredContentSize }
            let width = _AlertContentView.popoverWidth
            return CGSize(width: width, height: (view as? _AlertContentView)?.arrange(width: width) ?? 0)
        }
        set { super.preferredContentSize = newValue }
    }

    /// A tap outside the popover an action sheet shows in chooses its cancel action, if any,
    /// else only dismisses (UIKitBehaviour #267).
    func _dismissFromOutside(completion: @escaping () -> Void) {
        if let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled, !_isChoosing {
            _isChoosing = true
            dismiss(animated: true) { [self] in
                _isChoosing = false
                cancel._handler?(cancel)
                completion()
            }
        } else {
            dismiss(animated: true, completion: completion)
        }
    }

    func _contentDidChange() {
        _contentView?.rebuild()
        _presentationController?.containerView?.setNeedsLayout()
    }

    /// The user chose `action` (a tap on its button, or a tap outside an action sheet with a
    /// cancel action): the alert dismisses, then the handler runs (UIKitBehaviour #256).
    func _choose(_ action: UIAlertAction) {
        guard action.isEnabled, !_isChoosing, presentingViewController != nil, !isBeingPresented else { return }
        _isChoosing = true
        dismiss(animated: true) { [self] in
            _isChoosing = false
            action._handler?(action)
        }
    }
}
