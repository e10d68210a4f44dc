import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Popovers on an iPhone, where they adapt, and action sheets, which become popovers on an iPad
/// (UIKitBehaviour #265, #267).
@MainActor
@Suite struct PopoverAdaptationTests {
    /// A delegate that keeps popovers on a phone, the way apps write it.
    final class KeepsPopover: NSObject, UIPopoverPresentationControllerDelegate {
        var traitAnswers = 0
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    /// A delegate that answers only in the trait-collection form.
    final class FullScreenWhenCompact: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: UIPresentationController,
            traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }
    }

    @Test func onAPhoneAPopoverBecomesASheetByDefault() throws {
        let (host, root, button) = PopoverPresentationTests.stage(size: CGSize(width: 390, height: 844))
        let content = PopoverPresentationTests.content()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(content.presentationController === popover, "the same controller manages the adapted presentation")
        expectEqual(popover.arrowDirection, .unknown)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.width == 390 && frame.minY == 34 && frame.maxY == 844, "the card sheet: \(frame)")
        expectEqual(content.view.layer.cornerRadius, 10)
        host.tap(at: CGPoint(x: 200, y: 10))
        host.runUntilIdle()
        #expect(
            root.presentedViewController == nil, "a tap on the sheet's dimming view dismisses it (UIKitBehaviour #359)")
    }

    @Test func aDelegateAnsweringNoneKeepsThePopoverOnAPhone() throws {
        let (host, root, button) = PopoverPresentationTests.stage(size: CGSize(width: 390, height: 844))
        let delegate = KeepsPopover()
        let content = PopoverPresentationTests.content(CGSize(width: 200, height: 120))
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        expectEqual(content.popoverPresentationController?.arrowDirection, .up)
        expectEqual(content.view.convert(content.view.bounds, to: nil).size, CGSize(width: 200, height: 120))
        host.tap(at: CGPoint(x: 300, y: 700))
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
    }

    @Test func aDelegateCanAdaptToFullScreen() throws {
        let (host, root, button) = PopoverPresentationTests.stage(size: CGSize(width: 390, height: 844))
        let delegate = FullScreenWhenCompact()
        let content = PopoverPresentationTests.content()
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        expectEqual(content.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.viewIfLoaded?.window == nil, "full screen removes the presenter's view")
        content.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.view.window != nil)
    }

    @Test func onAnIPadTheSameDelegateDoesNotAdapt() throws {
        let (host, root, button) = PopoverPresentationTests.stage()
        let delegate = FullScreenWhenCompact()
        let content = PopoverPresentationTests.content()
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        expectEqual(content.popoverPresentationController?.arrowDirection, .up)
    }

    @Test func anActionSheetIsAPopoverOnAnIPadWithoutItsCancelButton() throws {
        let (host, root, button) = PopoverPresentationTests.stage()
        var log: [String] = []
        let sheet = UIAlertController(title: nil, message: "Sort photos by", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Date", style: .default) { _ in log.append("date") })
        sheet.addAction(UIAlertAction(title: "Name", style: .default) { _ in log.append("name") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        let popover = try #require(sheet.popoverPresentationController, "apps anchor action sheets through it")
        popover.sourceView = button
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(sheet.presentationController === popover)
        expectEqual(popover.arrowDirection, .up)
        expectEqual(sheet.view.convert(sheet.view.bounds, to: nil).width, 304)
        #expect(AlertProbe.buttonFrame("Cancel", in: sheet) == nil, "no cancel button in a popover")
        #expect(AlertProbe.buttonFrame("Name", in: sheet) != nil)
        host.tap(at: CGPoint(x: 700, y: 900))
        host.runUntilIdle()
        #expect(log == ["cancel"], "a tap outside chooses the cancel action")
        expectEqual(root.presentedViewController, nil)

        sheet.popoverPresentationController?.sourceView = button  // anchored again, as apps do each time
        root.present(sheet, animated: true)
        host.runUntilIdle()
        AlertProbe.tap("Name", in: sheet, host: host)
        host.runUntilIdle()
        expectEqual(log, ["cancel", "name"])
    }

    @Test func anActionSheetOnAPhoneIsStillTheSlidingSheet() throws {
        let (host, root, button) = PopoverPresentationTests.stage(size: CGSize(width: 390, height: 844))
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = button
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(!(sheet.presentationController is UIPopoverPresentationController))
        #expect(AlertProbe.buttonFrame("Cancel", in: sheet) != nil)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil, "alerts have none")
    }
}
