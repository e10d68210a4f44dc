// Popovers as apps write them, compiled in Swift 5 mode: a colour picker kept as a popover on
// an iPhone by its presenter's delegate conformance (in an extension), sized in viewDidLoad,
// choosing a colour through a callback; and an iPad "More" action sheet anchored to its button.
import OpenUIKit
import SegueTesting
import Testing

final class ColorPickerViewController: UIViewController {
    var onPick: ((UIColor) -> Void)?
    let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        preferredContentSize = CGSize(width: 180, height: 60)
        for (index, color) in colors.enumerated() {
            let swatch = UIButton(
                primaryAction: UIAction { [weak self] _ in
                    self?.onPick?(color)
                    self?.dismiss(animated: true, completion: nil)
                })
            swatch.backgroundColor = color
            swatch.frame = CGRect(x: 10 + CGFloat(index) * 56, y: 8, width: 48, height: 44)
            view.addSubview(swatch)
        }
    }
}

final class CanvasViewController: UIViewController {
    let colorButton = UIButton(type: .system)
    var picked: UIColor?
    var dismissedByTapOutside = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        colorButton.setTitle("Colour", for: .normal)
        colorButton.frame = CGRect(x: view.bounds.width - 100, y: 60, width: 80, height: 44)
        colorButton.addAction(UIAction { [weak self] _ in self?.showColors() }, for: .touchUpInside)
        view.addSubview(colorButton)
    }

    func showColors() {
        let picker = ColorPickerViewController()
        picker.modalPresentationStyle = .popover
        picker.onPick = { [weak self] color in self?.picked = color }
        if let popover = picker.popoverPresentationController {
            popover.sourceView = colorButton
            popover.sourceRect = colorButton.bounds
            popover.permittedArrowDirections = .up
            popover.delegate = self
        }
        present(picker, animated: true, completion: nil)
    }
}

extension CanvasViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissedByTapOutside += 1
    }
}

@MainActor
@Suite struct PopoverSwiftFiveClientTests {
    @Test func aColourPickerStaysAPopoverOnAPhoneAndPicks() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let canvas = CanvasViewController()
        host.window.rootViewController = canvas
        host.runUntilIdle()
        host.tap(at: CGPoint(x: canvas.colorButton.frame.midX, y: canvas.colorButton.frame.midY))
        host.runUntilIdle()
        let picker = try #require(canvas.presentedViewController as? ColorPickerViewController)
        #expect(picker.popoverPresentationController?.arrowDirection == .up)
        let frame = picker.view.convert(picker.view.bounds, to: nil)
        #expect(frame.size == CGSize(width: 180, height: 60))
        #expect(frame.maxX <= 380, "kept inside the margin")

        // Tapping a swatch picks and dismisses; a dismissal in code is not the user's.
        let green = picker.view.subviews[1]
        host.tap(at: green.convert(CGPoint(x: 24, y: 22), to: nil))
        host.runUntilIdle()
        #expect(canvas.picked == .systemGreen)
        #expect(canvas.presentedViewController == nil)
        #expect(canvas.dismissedByTapOutside == 0)

        // Open again and tap outside: dismissed, and the delegate is told.
        canvas.showColors()
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 100, y: 600))
        host.runUntilIdle()
        #expect(canvas.presentedViewController == nil)
        #expect(canvas.dismissedByTapOutside == 1)
    }

    @Test func aMoreActionSheetIsAnchoredToItsButtonOnAnIPad() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 1024, height: 1366), scale: 1)
        let canvas = CanvasViewController()
        host.window.rootViewController = canvas
        host.runUntilIdle()
        var chosen: String?
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default, handler: { _ in chosen = "duplicate" }))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        sheet.popoverPresentationController?.sourceView = canvas.colorButton
        canvas.present(sheet, animated: true, completion: nil)
        host.runUntilIdle()
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame.minY == canvas.colorButton.frame.maxY + 13, "below the button, under its arrow")
        #expect(frame.maxX <= 1014)
        host.tap(at: CGPoint(x: frame.midX, y: frame.maxY - 20))
        host.runUntilIdle()
        #expect(chosen == "duplicate")
    }
}
