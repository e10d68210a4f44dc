import Foundation
import OpenUIKit
import SegueTesting

/// Finds what an alert draws the way a UI test does: by the text of its labels.
@MainActor
enum AlertProbe {
    /// The label showing `text` inside `view`, if any.
    static func label(_ text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text, !label.isHidden { return label }
        for subview in view.subviews {
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }

    /// The window frame of the button whose title is `title` (its label's superview).
    static func buttonFrame(_ title: String, in alert: UIViewController) -> CGRect? {
        guard let label = label(title, in: alert.view), let button = label.superview else { return nil }
        return button.convert(button.bounds, to: nil)
    }

    /// Taps the centre of the button titled `title`, then lets everything settle.
    static func tap(_ title: String, in alert: UIViewController, host: HeadlessHost) {
        guard let frame = buttonFrame(title, in: alert) else { return }
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// A host showing a plain white root controller.
    static func stage(
        size: CGSize = CGSize(width: 390, height: 844),
        safeArea: UIEdgeInsets = .zero
    ) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(screenSize: size, safeAreaInsets: safeArea)
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        host.advance(by: 1.0 / 60)
        return (host, root)
    }
}
