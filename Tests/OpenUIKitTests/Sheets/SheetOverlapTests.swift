import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Touches and requests that overlap a sheet's transitions and drags (UIKitBehaviour #378, #379).
@MainActor
@Suite struct SheetOverlapTests {
    private func sheetController(_ spy: SheetDelegateSpy) -> UIViewController {
        let b = UIViewController()
        b.sheetPresentationController?.detents = [.medium(), .large()]
        b.sheetPresentationController?.delegate = spy
        return b
    }

    @Test func aTapOnTheDimmingViewDuringThePresentationDoesNothing() {  // UIKitBehaviour #378
        let stage = SheetStage()
        let spy = SheetDelegateSpy()
        let b = sheetController(spy)
        stage.root.present(b, animated: true)
        stage.host.advance(by: 0.1)
        stage.host.tap(at: CGPoint(x: 200, y: 100))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === b)
        #expect(spy.events.isEmpty)
        expectEqual(b.view.frame.minY, 411.5)
    }

    @Test func aDragStartedDuringThePresentationIsIgnored() {  // UIKitBehaviour #378
        let stage = SheetStage()
        let spy = SheetDelegateSpy()
        let b = sheetController(spy)
        stage.root.present(b, animated: true)
        stage.host.advance(by: 0.25)
        stage.host.drag(from: CGPoint(x: 200, y: 650), to: CGPoint(x: 200, y: 300), duration: 0.5)
        stage.host.runUntilIdle()
        expectEqual(b.sheetPresentationController?.selectedDetentIdentifier, nil)
        expectEqual(b.view.frame.minY, 411.5)
        #expect(spy.events.isEmpty)
    }

    @Test func animateChangesDuringADragLeavesTheSheetToTheFinger() {  // UIKitBehaviour #379
        let stage = SheetStage()
        let spy = SheetDelegateSpy()
        let b = sheetController(spy)
        stage.present(b)
        let sheet = b.sheetPresentationController!
        var frame = 0
        var tops: [CGFloat] = []
        stage.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 550), duration: 1) {
            frame += 1
            if frame == 20 { sheet.animateChanges { sheet.selectedDetentIdentifier = .large } }
            if frame > 20 && frame < 60 { tops.append(b.view.frame.minY) }
        }
        #expect(zip(tops, tops.dropFirst()).allSatisfy { abs($1 - $0 + 50.0 / 60) < 1e-6 }, "still under the finger")
        stage.host.runUntilIdle()
        #expect(b.view.frame.minY == 411.5, "the release chose medium")
        #expect(spy.events == ["didChangeDetent(com.apple.UIKit.medium)"], "from the large detent code selected")
    }

    @Test func dismissDuringADragWins() {  // UIKitBehaviour #379
        let stage = SheetStage()
        let spy = SheetDelegateSpy()
        let b = sheetController(spy)
        stage.present(b)
        var frame = 0
        stage.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.5) {
            frame += 1
            if frame == 10 { b.dismiss(animated: true) }
        }
        stage.host.runUntilIdle()
        expectEqual(stage.root.presentedViewController, nil)
        #expect(spy.events.isEmpty, "a dismissal by code tells the delegate nothing")
        expectEqual(stage.root.view.transform, .identity)
    }
}
