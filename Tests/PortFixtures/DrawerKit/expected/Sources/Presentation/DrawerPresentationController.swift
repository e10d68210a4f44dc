import OpenUIKit

private var configurationContext = 0

class DrawerPresentationController: UIPresentationController {
    weak var drawerDelegate: DrawerDelegate?
    weak var interactionController: DrawerInteractionController?
    let configuration = DrawerConfiguration.shared

    private var keyboardHeight: CGFloat = 0
    private let handleView = DrawerHandleView()

    lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 1)
        view.alpha = 0
        return view
    }()

    lazy var closeButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.addAction(UIAction { [weak self] action in self?.closeTapped(action.sender as! UIButton) }, for: .touchUpInside)
        return button
    }()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                               queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                               queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillHide(notification) } }
        for keyPath in DrawerConfiguration.observedKeyPaths {
            configuration.addObserver(self, forKeyPath: keyPath, options: [.new], context: &configurationContext)
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
        for keyPath in DrawerConfiguration.observedKeyPaths {
            configuration.removeObserver(self, forKeyPath: keyPath, context: &configurationContext)
        }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * configuration.heightFraction).rounded()
        return CGRect(x: 0, y: bounds.height - height - keyboardHeight, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)

        let pan = VerticalPanGestureRecognizer { [weak interactionController] recognizer in interactionController?.handlePan(recognizer as! VerticalPanGestureRecognizer) }
        pan.delegate = self
        presentedViewController.view.addGestureRecognizer(pan)
        interactionController?.drawer = presentedViewController
        interactionController?.delegate = drawerDelegate

        presentedViewController.view.layer.cornerRadius = configuration.cornerRadius
        presentedViewController.view.addSubview(handleView)
        presentedViewController.view.addSubview(closeButton)

        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = self.configuration.dimmingAlpha
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        handleView.startHinting()
        // The hint stops by itself after a moment.
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) { self.stopHinting() }
    }

    override func dismissalTransitionWillBegin() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        let bounds = presentedViewController.view.bounds
        handleView.frame = CGRect(x: (bounds.width - 36) / 2, y: 6, width: 36, height: 5)
        closeButton.frame = CGRect(x: bounds.width - 72, y: 8, width: 64, height: 32)
    }

    // MARK: - Actions

    func closeTapped(_ sender: UIButton) {
        presentedViewController.dismiss(animated: true, completion: nil)
    }

    func stopHinting() {
        handleView.stopHinting()
    }

    func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        keyboardHeight = frame.height
        relayout(notification)
    }

    func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        relayout(notification)
    }

    private func relayout(_ notification: Notification) {
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
        UIView.animate(withDuration: duration) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }

    // MARK: - Configuration changes

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &configurationContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if keyPath == "cornerRadius" {
            presentedViewController.view.layer.cornerRadius = configuration.cornerRadius
        } else {
            containerView?.setNeedsLayout()
        }
    }
}

// MARK: - UIGestureRecognizerDelegate

extension DrawerPresentationController: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // Ask the delegate first, if it wants to know, that a drag is starting.
        if let delegate = drawerDelegate {
            delegate.drawerWillBeginDragging(presentedViewController)
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return otherGestureRecognizer.view is UIScrollView
    }
}
