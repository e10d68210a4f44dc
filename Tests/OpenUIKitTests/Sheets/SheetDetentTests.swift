import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Detents, their resolution and the sheet's look (UIKitBehaviour #352–#359, #370, #371).
@MainActor
@Suite struct SheetDetentTests {
    @Test func sheetPresentationControllerExistsOnlyForSheetStyles() {  // UIKitBehaviour #352
        let automatic = UIViewController()
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(automatic.sheetPresentationController != nil)
        #expect(form.sheetPresentationController != nil)
        expectEqual(full.sheetPresentationController, nil)
        let stage = SheetStage()
        let sheet = automatic.sheetPresentationController
        stage.present(automatic)
        #expect(automatic.sheetPresentationController === sheet, "the one configured before is the one presenting")
        #expect(automatic.presentationController === sheet)
    }

    @Test func aMediumLargeSheetRestsAtMediumThenLarge() {  // UIKitBehaviour #353, #357
        let stage = SheetStage()
        let list = UINavigationController(rootViewController: UITableViewController())
        list.sheetPresentationController?.detents = [.medium(), .large()]
        stage.present(list)
        #expect(
            list.view.frame == CGRect(x: 0, y: 800 - 388.5, width: 400, height: 388.5),
            "the smallest: 354.5 + the 34-point bottom inset")
        list.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(list.view.frame == CGRect(x: 0, y: 57, width: 400, height: 743), "set outside animateChanges: at once")
        expectEqual(list.sheetPresentationController?.selectedDetentIdentifier, .large)
    }

    @Test func animateChangesMovesTheSheetWithASpringAndTellsNoDelegate() {  // UIKitBehaviour #362, #363
        let stage = SheetStage()
        let b = UIViewController()
        let spy = SheetDelegateSpy()
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.delegate = spy
        stage.present(b)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(b.view.frame.minY == 57, "the model value is the end")
        stage.host.advance(by: 0.1)
        let midway = stage.shownFrame(b).minY
        #expect(midway > 57 && midway < 411.5, "on its way: \(midway)")
        stage.host.runUntilIdle()
        expectEqual(stage.shownFrame(b).minY, 57)
        #expect(spy.events.isEmpty, "code changes are not reported")
    }

    @Test func customDetentsResolveInTheContainersContext() throws {  // UIKitBehaviour #354
        let stage = SheetStage()
        let b = UIViewController()
        var seen: (CGFloat, UIUserInterfaceSizeClass)?
        var fraction: CGFloat = 0.25
        let small = UISheetPresentationController.Detent.Identifier("small")
        b.sheetPresentationController?.detents = [
            .custom(identifier: small) { context in
                seen = (context.maximumDetentValue, context.containerTraitCollection.horizontalSizeClass)
                return context.maximumDetentValue * fraction
            }, .large()
        ]
        stage.present(b)
        let context = try #require(seen)
        expectEqual(context.0, 709)
        expectEqual(context.1, .compact)
        expectEqual(b.view.frame.height, (709 * 0.25 + 34) as CGFloat)
        fraction = 0.5
        b.sheetPresentationController?.invalidateDetents()
        #expect(b.view.frame.height == (709 * 0.5 + 34) as CGFloat, "resolved again")
        let detent = UISheetPresentationController.Detent.custom { _ in 120 }
        #expect(
            detent.identifier != UISheetPresentationController.Detent.custom { _ in 120 }.identifier,
            "unique identifiers")
        expectEqual(UISheetPresentationController.Detent.large().identifier, .large)
        expectEqual(UISheetPresentationController.Detent.medium().identifier.rawValue, "com.apple.UIKit.medium")
    }

    @Test func badDetentValuesHaveDefinedOutcomes() {  // UIKitBehaviour #356
        let stage = SheetStage()
        let b = UIViewController()
        let sheet = b.sheetPresentationController!
        sheet.detents = [.custom(identifier: .init("nan")) { _ in .nan }]
        stage.present(b)
        #expect(b.view.frame.height == 743, "a NaN detent is inactive: no active detent means large")
        #expect(stage.host.reports.contains { $0.contains("nan") && $0.contains("inactive") })
        sheet.detents = [.custom(identifier: .init("negative")) { _ in -50 }, .large()]
        #expect(b.view.frame.height == 34, "a negative value counts as 0 (plus the bottom inset)")
        sheet.detents = [.custom(identifier: .init("huge")) { _ in 1e9 }]
        #expect(b.view.frame.height == 743, "clamped to the largest value")
        sheet.detents = []
        #expect(b.view.frame.height == 743, "no detents: large")
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .init("not-there")
        #expect(b.view.frame.height == 388.5, "an unknown selection: the smallest")
    }

    @Test func undimmedDetentLetsThePresenterTakeTouches() throws {  // UIKitBehaviour #358
        let stage = SheetStage()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        stage.root.view.addSubview(button)
        let b = UIViewController()
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        stage.present(b)
        let dimming = try #require(b.view.superview?.subviews.first)
        expectEqual(dimming.alpha, 0)
        #expect(stage.root.view.transform == .identity, "no step back below the large detent")
        stage.host.tap(at: CGPoint(x: 100, y: 130))
        stage.host.runUntilIdle()
        #expect(taps == 1, "the presenter took the tap")
        #expect(b.presentingViewController === stage.root)
        sheet.selectedDetentIdentifier = .large
        expectEqual(dimming.alpha, 1)
        stage.host.tap(at: CGPoint(x: 100, y: 30))
        stage.host.runUntilIdle()
        expectEqual(taps, 1)
        #expect(b.presentingViewController == nil, "a tap on the dimmed presenter dismisses")
    }

    @Test func grabberAndCornerRadius() throws {  // UIKitBehaviour #370, #371
        let stage = SheetStage()
        let b = UIViewController()
        let sheet = b.sheetPresentationController!
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 24
        stage.present(b)
        let grabber = try #require(b.view.subviews.last)
        expectEqual(grabber.frame, CGRect(x: 182, y: 5, width: 36, height: 5))
        expectEqual(grabber.layer.cornerRadius, 2.5)
        expectEqual(b.view.layer.cornerRadius, 24)
        sheet.preferredCornerRadius = .nan
        #expect(b.view.layer.cornerRadius == 10, "a NaN radius is the system's")
        sheet.prefersGrabberVisible = false
        expectEqual(grabber.superview, nil)
    }
}
