import Foundation

/// A menu on screen: the platter placed by its source view, its appearance and dismissal,
/// choosing rows, taps outside, and deferred elements loading (UIKitBehaviour #291–#294); for a
/// context menu, also the lifted preview over the dimmed screen (UIKitBehaviour #295).
///
/// The menu is shown in the source's window, above everything, by a container that catches
/// touches outside the platter (transparent for a button's menu, dimming for a context menu).
/// One menu shows at a time.
@MainActor
final class _MenuPresentation {
    /// The menu on screen, if any (one shown under an application since reset is forgotten).
    static var current: _MenuPresentation? {
        get { _current.flatMap { $0.engine === CAEngine.current ? $0 : nil } }
        set { _current = newValue }
    }
    private static var _current: _MenuPresentation?
    /// The engine of the application the menu was shown in.
    private weak var engine: CAEngine? = CAEngine.current

    private(set) var rootMenu: UIMenu
    /// The menu whose rows show: the root, or a submenu opened from it.
    private(set) var shownMenu: UIMenu
    weak var sourceView: UIView?
    /// The sender actions see (the source control).
    weak var sender: AnyObject?
    let container = _MenuContainerView()
    let menuView = _MenuView()
    private var loaded: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var loading: Set<ObjectIdentifier> = []
    private(set) var isDismissing = false
    /// Where the platter grows from, in the container's coordinates, and whether it hangs below the source.
    private var anchor = CGPoint.zero
    private var opensDownward = true
    private var sourceFrame = CGRect.zero
    /// A context menu's preview, and the animator whose extras run with the appearance.
    let preview: _ContextMenuPreview?
    private let animator: _ContextMenuAnimator?
    /// Whether showing the preview hid the source view (shown again after the dismissal).
    private var hidSource = false
    /// Called when the preview is tapped (a context menu's delegate hears it).
    var onPreviewTap: (() -> Void)?
    /// Called as the menu starts to go away, with the animator whose extras run with it.
    var onDismiss: ((_ContextMenuAnimator) -> Void)?

    private init(
        menu: UIMenu, source: UIView, sender: AnyObject?, preview: _ContextMenuPreview?, animator: _ContextMenuAnimator?
    ) {
        rootMenu = menu
        shownMenu = menu
        sourceView = source
        self.sender = sender
        self.preview = preview
        self.animator = animator
    }

    /// Shows `menu` by `source` (in its window), replacing any menu on screen; nil when the
    /// source is not in a window.
    @discardableResult
    static func present(
        _ menu: UIMenu, from source: UIView, sender: AnyObject?, animated: Bool = true,
        preview: _ContextMenuPreview? = nil, animator: _ContextMenuAnimator? = nil
    ) -> _MenuPresentation? {
        guard let window = source.window else {
            UIView._report("UIMenu: the menu's source \(type(of: source)) is not in a window; the menu is not shown")
            return nil
        }
        current?.dismiss(animated: false)
        let presentation = _MenuPresentation(
            menu: menu, source: source, sender: sender, preview: preview, animator: animator)
        current = presentation
        presentation.show(in: window, animated: animated)
        return presentation
    }

    private func show(in window: UIWindow, animated: Bool) {
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentation = self
        window.addSubview(container)
        if let preview {
            // The lifted preview takes the view's place: the view hides until the menu has gone.
            if let sourceView, !sourceView.isHidden {
                sourceView.isHidden = true
                hidSource = true
            }
            preview.frame = container.convert(preview.frame, from: nil)
            preview.onTap = { [weak self] in self?.onPreviewTap?() }
            container.addSubview(preview)
            sourceFrame = preview.frame
        } else if let sourceView {
            sourceFrame = sourceView.convert(sourceView.bounds, to: container)
        }
        container.addSubview(menuView)
        menuView.onChoose = { [unowned self] row in choose(row) }
        reload()
        if menuView.rows.isEmpty { menuView.isHidden = true }
        let dimming = preview == nil ? nil : _MenuMetrics.contextDimming
        guard animated else {
            container.backgroundColor = dimming
            return
        }
        let center = menuView.center
        let d = CGPoint(x: anchor.x - center.x, y: anchor.y - center.y)
        let scale = _MenuMetrics.initialScale
        menuView.transform = CGAffineTransform(translationX: d.x, y: d.y).scaledBy(x: scale, y: scale).translatedBy(
            x: -d.x, y: -d.y)
        menuView.alpha = 0
        preview?.transform = CGAffineTransform(
            scaleX: _MenuMetrics.previewInitialScale, y: _MenuMetrics.previewInitialScale)
        let extras = animator?.animations ?? []
        let completions = animator?.completions ?? []
        UIView.animate(
            withDuration: _MenuMetrics.appearDuration, delay: 0, usingSpringWithDamping: _MenuMetrics.appearDamping,
            initialSpringVelocity: 0, options: [.allowUserInteraction],
            animations: { [menuView, preview, container] in
                menuView.transform = .identity
                menuView.alpha = 1
                preview?.transform = .identity
                if let dimming { container.backgroundColor = dimming }
                for extra in extras { extra() }
            },
            completion: { _ in
                for completion in completions { completion() }
            })
    }

    /// Shows another root menu in place of the current one.
    func replaceRootMenu(_ menu: UIMenu) {
        let showingRoot = shownMenu === rootMenu
        rootMenu = menu
        if showingRoot { shownMenu = menu }
        reload()
        menuView.isHidden = menuView.rows.isEmpty
    }

    /// Rebuilds the rows (after a choice that keeps the menu, a submenu, or loaded elements)
    /// and places the platter.
    func reload() {
        for deferred in _MenuItem.deferredElements(of: shownMenu) where loaded[ObjectIdentifier(deferred)] == nil {
            let key = ObjectIdentifier(deferred)
            guard !loading.contains(key) else { continue }
            loading.insert(key)
            let phase = _LoadPhase()
            deferred._load { [weak self] elements in
                guard let self else { return }
                loaded[key] = elements
                loading.remove(key)
                if !phase.isSynchronous, !isDismissing { reload() }
            }
            phase.isSynchronous = false
        }
        menuView.show(_MenuItem.items(of: shownMenu, loaded: loaded))
        place()
    }

    /// Puts the platter below the source (above it when there is no room below), aligned with
    /// the source's leading edge on the left half of the window and its trailing edge on the
    /// right half, inside the safe area (UIKitBehaviour #292).
    private func place() {
        let safe = container.bounds.inset(by: container.safeAreaInsets).insetBy(
            dx: _MenuMetrics.screenMargin, dy: _MenuMetrics.screenMargin)
        let width = min(_MenuMetrics.width, safe.width)
        let below = safe.maxY - (sourceFrame.maxY + _MenuMetrics.sourceGap)
        let above = (sourceFrame.minY - _MenuMetrics.sourceGap) - safe.minY
        let height = menuView.contentHeight
        opensDownward = height <= below || below >= above
        let shownHeight = min(height, max(opensDownward ? below : above, 0))
        let leadingAligned = sourceFrame.midX <= container.bounds.midX
        var x = leadingAligned ? sourceFrame.minX : sourceFrame.maxX - width
        x = min(max(x, safe.minX), safe.maxX - width)
        let y =
            opensDownward
            ? sourceFrame.maxY + _MenuMetrics.sourceGap : sourceFrame.minY - _MenuMetrics.sourceGap - shownHeight
        let transform = menuView.transform
        menuView.transform = .identity
        menuView.frame = CGRect(x: x, y: y, width: width, height: shownHeight)
        menuView.transform = transform
        anchor = CGPoint(x: leadingAligned ? x : x + width, y: opensDownward ? y : y + shownHeight)
    }

    /// Runs the element of `row` (UIKitBehaviour #293).
    private func choose(_ row: _MenuRowView) {
        guard !isDismissing, case .element(let element, let owner, _) = row.item else { return }
        if let submenu = element as? UIMenu {
            shownMenu = submenu
            reload()
            return
        }
        if element is UICommand {
            _unimplemented("UICommand: choosing a command in a menu (Segue sends no actions along the responder chain)")
        }
        guard let action = element as? UIAction else { return }
        if owner.options.contains(.singleSelection) { owner._select(action) }
        if action.attributes.contains(.keepsMenuPresented) {
            action._perform(sender: sender)
            reload()
            return
        }
        dismiss(animated: true)
        action._perform(sender: sender)
    }

    /// Takes the menu off screen: back towards the source while fading out; a context menu's
    /// preview settles back onto its view and the dimming fades. `extra` is an animator whose
    /// animations and completions run with it (besides those the end's listener adds).
    func dismiss(animated: Bool, extra: _ContextMenuAnimator? = nil) {
        guard !isDismissing else { return }
        isDismissing = true
        if _MenuPresentation.current === self { _MenuPresentation.current = nil }
        let ending = _ContextMenuAnimator(previewViewController: preview?.controller)
        onDismiss?(ending)
        let extras = ending.animations + (extra?.animations ?? [])
        let completions = ending.completions + (extra?.completions ?? [])
        let container = container
        let menuView = menuView
        let preview = preview
        let revealed = hidSource ? sourceView : nil
        guard animated else {
            for extra in extras { extra() }
            container.removeFromSuperview()
            revealed?.isHidden = false
            for completion in completions { completion() }
            return
        }
        let center = menuView.center
        let d = CGPoint(x: anchor.x - center.x, y: anchor.y - center.y)
        let scale = _MenuMetrics.initialScale
        UIView.animate(
            withDuration: _MenuMetrics.dismissDuration, delay: 0, options: [.beginFromCurrentState, .curveEaseIn],
            animations: {
                menuView.transform = CGAffineTransform(translationX: d.x, y: d.y).scaledBy(x: scale, y: scale)
                    .translatedBy(x: -d.x, y: -d.y)
                menuView.alpha = 0
                preview?.alpha = 0
                container.backgroundColor = .clear
                for extra in extras { extra() }
            },
            completion: { _ in
                container.removeFromSuperview()
                revealed?.isHidden = false
                for completion in completions { completion() }
            })
    }

    /// Follows a finger that went down on the source and moves on: highlights the row under
    /// it, and chooses that row when the finger lifts there (UIKitBehaviour #293).
    func track(touchAt point: CGPoint, in view: UIView, ended: Bool) {
        guard !isDismissing else { return }
        let local = view.convert(point, to: menuView)
        menuView.highlight(at: local)
        if ended { menuView.chooseHighlighted() }
    }
}

/// The transparent view over the window while a menu shows: touches outside the platter
/// dismiss the menu and go no further (UIKitBehaviour #293).
@MainActor
final class _MenuContainerView: UIView {
    weak var presentation: _MenuPresentation?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let presentation, !presentation.isDismissing else { return nil }
        let inMenu = convert(point, to: presentation.menuView)
        if !presentation.menuView.isHidden, let hit = presentation.menuView.hitTest(inMenu, with: event) { return hit }
        if let preview = presentation.preview, let hit = preview.hitTest(convert(point, to: preview), with: event) {
            return hit
        }
        return self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.dismiss(animated: true)
    }
}

/// Whether a deferred element's provider is still inside the call that asked it.
@MainActor
private final class _LoadPhase {
    var isSynchronous = true
}
