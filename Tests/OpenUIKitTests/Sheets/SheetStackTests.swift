import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Page sheets as iOS 13+ draws them: the presenter steps back, sheets stack, and a regular
/// width shows form and page cards (UIKitBehaviour #368, #369, #373–#375, #377).
@MainActor
@Suite struct SheetStackTests {
    @Test func thePresenterStepsBackBehindALargeSheet() {  // UIKitBehaviour #373
        let stage = SheetStage()
        let b = UIViewController()
        stage.root.present(b, animated: true)
        stage.host.advance(by: 0.2)
        let midway = stage.root.view.layer.presentation()?.affineTransform().a ?? 1
        #expect(midway < 1 && midway > 0.92, "stepping back alongside: \(midway)")
        stage.host.runUntilIdle()
        let t = stage.root.view.transform
        #expect(abs(t.a - 0.92) < 1e-9 && abs(t.d - 0.92) < 1e-9, "16 points narrower on each side")
        #expect(abs(stage.root.view.frame.minY - 47) < 1e-9, "its top at the top safe-area inset")
        #expect(abs(stage.root.view.layer.cornerRadius - 10 / 0.92) < 1e-9, "10 points on screen")
        b.dismiss(animated: true)
        stage.host.runUntilIdle()
        expectEqual(stage.root.view.transform, .identity)
        expectEqual(stage.root.view.layer.cornerRadius, 0)
        expectEqual(stage.root.view.clipsToBounds, false)
    }

    @Test func aSheetOverASheetStacks() throws {  // UIKitBehaviour #374
        let stage = SheetStage()
        let b = UINavigationController(rootViewController: UIViewController())
        stage.present(b)
        let c = UIViewController()
        b.present(c, animated: true)
        stage.host.runUntilIdle()
        #expect(abs(b.view.transform.a - 0.92) < 1e-9)
        #expect(abs(b.view.frame.minY - 47) < 1e-6, "the first sheet rises 10 points as it steps back")
        expectEqual(c.view.frame, CGRect(x: 0, y: 57, width: 400, height: 743))
        #expect(abs(stage.root.view.transform.a - 0.92) < 1e-9, "the root stays stepped back")
        stage.host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.3)
        stage.host.runUntilIdle()
        #expect(b.presentedViewController == nil, "swiped away")
        expectEqual(b.view.transform, .identity)
        expectEqual(b.view.frame, CGRect(x: 0, y: 57, width: 400, height: 743))
        stage.host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.3)
        stage.host.runUntilIdle()
        expectEqual(stage.root.presentedViewController, nil)
        expectEqual(stage.root.view.transform, .identity)
    }

    @Test func dismissingTheBottomSheetTakesTheStackAndRestoresEveryPresenter() {  // UIKitBehaviour #374
        let stage = SheetStage()
        let b = UIViewController()
        stage.present(b)
        let c = UIViewController()
        b.present(c, animated: true)
        stage.host.runUntilIdle()
        stage.root.dismiss(animated: true)
        stage.host.runUntilIdle()
        expectEqual(stage.root.view.transform, .identity)
        expectEqual(b.view.transform, .identity)
    }

    @Test func regularWidthFormAndPageSheets() {  // UIKitBehaviour #368, #369
        let stage = SheetStage(size: CGSize(width: 1024, height: 768), insets: .zero)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        stage.present(form)
        expectEqual(form.view.frame, CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(form.view.layer.maskedCorners.contains(.layerMinXMaxYCorner), "every corner rounded")
        #expect(stage.root.view.transform == .identity, "no step back in a regular width")
        form.preferredContentSize = CGSize(width: 400, height: 300)
        stage.host.runUntilIdle()
        expectEqual(form.view.frame, CGRect(x: 312, y: 234, width: 400, height: 300))
        form.dismiss(animated: false)
        stage.host.runUntilIdle()
        let page = UIViewController()
        #expect(page.modalPresentationStyle == .pageSheet, ".automatic is a page sheet")
        stage.present(page)
        expectEqual(page.view.frame, CGRect(x: 160, y: 30, width: 704, height: 738))
    }

    @Test func prefersPageSizingChoosesThePageOrTheFormCard() throws {  // UIKitBehaviour #443
        let stage = SheetStage(size: CGSize(width: 1024, height: 768), insets: .zero)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        let formSheet = try #require(form.sheetPresentationController)
        #expect(!formSheet.prefersPageSizing, "a form sheet sizes itself as a form")
        formSheet.prefersPageSizing = true
        stage.present(form)
        #expect(form.view.frame == CGRect(x: 160, y: 30, width: 704, height: 738), "a form sheet with page sizing")
        formSheet.prefersPageSizing = false
        stage.host.runUntilIdle()
        #expect(
            form.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620), "changed while shown: laid out again")
        form.dismiss(animated: false)
        stage.host.runUntilIdle()
        let page = UIViewController()
        page.preferredContentSize = CGSize(width: 400, height: 300)
        let pageSheet = try #require(page.sheetPresentationController)
        #expect(pageSheet.prefersPageSizing, "a page sheet sizes itself as a page")
        pageSheet.prefersPageSizing = false
        stage.present(page)
        #expect(page.view.frame == CGRect(x: 312, y: 234, width: 400, height: 300), "a page sheet with form sizing")
    }

    @Test func aPopoverAdaptsToItsConfiguredSheet() throws {  // UIKitBehaviour #377
        let stage = SheetStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        stage.root.view.addSubview(button)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        let spy = SheetDelegateSpy()
        popover.delegate = spy
        let sheet = popover.adaptiveSheetPresentationController
        sheet.detents = [.medium()]
        sheet.prefersGrabberVisible = true
        #expect(popover.adaptiveSheetPresentationController === sheet)
        stage.present(content)
        expectEqual(content.view.frame, CGRect(x: 0, y: 411.5, width: 400, height: 388.5))
        #expect(content.presentationController === popover)
        stage.host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 760), duration: 0.3)
        stage.host.runUntilIdle()
        expectEqual(stage.root.presentedViewController, nil)
        expectEqual(spy.events, ["shouldDismiss", "willDismiss", "didDismiss"])
    }
}
