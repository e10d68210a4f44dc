import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// What alerts and action sheets look like, light and dark, against snapshots in
/// `__Snapshots__/AlertPictureTests/` (UIKitBehaviour #257, #258).
@MainActor
@Suite struct AlertPictureTests {
    /// A host showing a white screen with a blue band, so that the dimming and the panel's
    /// translucency show.
    private func stage(dark: Bool, safeArea: UIEdgeInsets = .zero) -> (HeadlessHost, UIViewController) {
        let (host, root) = AlertProbe.stage(safeArea: safeArea)
        if dark { host.userInterfaceStyle = .dark }
        root.view.backgroundColor = .systemBackground
        let band = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 120))
        band.backgroundColor = .systemBlue
        root.view.addSubview(band)
        host.runUntilIdle()
        return (host, root)
    }

    /// The red, green and blue of a pixel (y down).
    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image._premultipliedRGBA[((y * image.width + x) * 4)...]
        return pixel.prefix(3).map(Int.init)
    }

    private func confirmation(_ style: UIAlertController.Style) -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete Draft?", message: "This draft will be deleted. This action cannot be undone.",
            preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        if style == .actionSheet { alert.addAction(UIAlertAction(title: "Save Draft", style: .default)) }
        return alert
    }

    @Test(arguments: [false, true])
    func anAlert(dark: Bool) {
        let (host, root) = stage(dark: dark)
        root.present(confirmation(.alert), animated: true)
        host.runUntilIdle()
        let image = host.render()
        let dimmed = rgb(image, 20, 20)
        #expect(dark ? dimmed.allSatisfy { $0 < 10 } : dimmed.allSatisfy { $0 > 195 && $0 < 215 }, "\(dimmed)")
        expectSnapshot(of: image, named: dark ? "alert-dark" : "alert-light", tolerance: 3)
    }

    @Test(arguments: [false, true])
    func anActionSheet(dark: Bool) {
        let (host, root) = stage(dark: dark, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        root.present(confirmation(.actionSheet), animated: true)
        host.runUntilIdle()
        expectSnapshot(of: host.render(), named: dark ? "sheet-dark" : "sheet-light", tolerance: 3)
    }

    @Test func aLoginAlertAboveTheKeyboard() {
        let (host, root) = stage(dark: false)
        let alert = UIAlertController(
            title: "Sign In", message: "Enter your Apple Account password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Email" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        let ok = UIAlertAction(title: "Sign In", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        alert.preferredAction = ok
        root.present(alert, animated: true)
        host.runUntilIdle()
        host.type("ann@example.com")
        expectSnapshot(of: host.render(), named: "login-keyboard", tolerance: 3)
    }

    @Test func theMiddleOfAnAlertsPresentation() {
        let (host, root) = stage(dark: false)
        root.present(confirmation(.alert), animated: true)
        host.advance(by: 1.0 / 60 + 0.08)
        expectSnapshot(of: host.render(), named: "alert-presenting", tolerance: 3)
    }
}
