import Foundation

/// A context menu's preview: the view (a snapshot of it) or the configuration's preview
/// controller's view, on a rounded platter over the dimmed screen (UIKitBehaviour #295).
@MainActor
final class _ContextMenuPreview: UIView {
    /// The controller whose view is the preview, if the configuration gave one.
    let controller: UIViewController?
    /// Called when the preview is tapped.
    var onTap: (() -> Void)?

    /// A preview of `view` (in its window's coordinates), or of `controller`'s view in the
    /// size it prefers, centred on `view`.
    init(for view: UIView, controller: UIViewController?) {
        self.controller = controller
        let source = view.convert(view.bounds, to: nil)
        var frame = source
        if let controller {
            let preferred = controller.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0 ? preferred : source.size
            frame = CGRect(
                x: source.midX - size.width / 2, y: source.midY - size.height / 2, width: size.width,
                height: size.height)
        }
        super.init(frame: frame)
        layer.cornerRadius = _MenuMetrics.cornerRadius
        clipsToBounds = true
        let content: UIView? = controller?.view ?? view.snapshotView(afterScreenUpdates: false)
        if let content {
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(content)
        }
    }

    required init?(coder: NSCoder) {
        _unimplemented("_ContextMenuPreview.init(coder:)")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        bounds.contains(point) ? self : nil
    }

    /// Touches on the preview stay here (the container behind would take them as outside).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
