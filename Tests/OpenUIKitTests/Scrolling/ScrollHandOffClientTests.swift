import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The sheet libraries' pattern (PanModal, FloatingPanel style), written as client code: a
/// pan on the sheet recognizes together with the scroll view's pan; while the list is at its
/// top a downward drag moves the sheet (the list is held at the top), otherwise the list
/// scrolls and the sheet stays.
@MainActor
final class SheetHandOff: NSObject, UIGestureRecognizerDelegate, UIScrollViewDelegate {
    let sheet: UIView
    let scrollView: UIScrollView
    let restingY: CGFloat
    var sheetOffset: CGFloat = 0
    var dismissed = false

    init(sheet: UIView, scrollView: UIScrollView) {
        self.sheet = sheet
        self.scrollView = scrollView
        self.restingY = sheet.frame.minY
        super.init()
        let pan = UIPanGestureRecognizer { [weak self] in self?.didPan($0 as! UIPanGestureRecognizer) }
        pan.delegate = self
        sheet.addGestureRecognizer(pan)
        scrollView.delegate = self
    }

    private var listIsAtTop: Bool { scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top }

    func didPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: sheet.superview)
        switch pan.state {
        case .changed:
            if listIsAtTop && (translation.y > 0 || sheetOffset > 0) {
                sheetOffset = max(0, sheetOffset + translation.y)
                sheet.frame.origin.y = restingY + sheetOffset
            }
            pan.setTranslation(.zero, in: sheet.superview)
        case .ended, .cancelled:
            if sheetOffset > 150 { dismissed = true }
            sheetOffset = 0
            sheet.frame.origin.y = restingY
        default:
            break
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // Hold the list at its top while the sheet follows the finger.
        if sheetOffset > 0 || (scrollView.isTracking && scrollView.contentOffset.y < 0) {
            scrollView.contentOffset.y = 0
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === scrollView.panGestureRecognizer
    }
}

@MainActor
@Suite struct ScrollHandOffClientTests {
    func makeSheet(_ host: HeadlessHost) -> SheetHandOff {
        let sheet = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 644))
        let list = UIScrollView(frame: sheet.bounds)
        list.contentSize = CGSize(width: 390, height: 3000)
        sheet.addSubview(list)
        host.window.addSubview(sheet)
        host.runFrame()
        return SheetHandOff(sheet: sheet, scrollView: list)
    }

    @Test func aDownwardDragOnAListAtItsTopMovesTheSheet() {
        let host = HeadlessHost()
        let handOff = makeSheet(host)
        var lowest: CGFloat = 0
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 700), duration: 0.4) {
            lowest = max(lowest, handOff.sheet.frame.minY)
            #expect(handOff.scrollView.contentOffset.y == 0, "the list is held at its top")
        }
        #expect(lowest > 200 + 250, "the sheet followed the finger")
        #expect(handOff.dismissed)
        host.runUntilIdle()
        expectEqual(handOff.scrollView.contentOffset.y, 0)
    }

    @Test func aScrolledListScrollsAndTheSheetStays() {
        let host = HeadlessHost()
        let handOff = makeSheet(host)
        handOff.scrollView.contentOffset = CGPoint(x: 0, y: 600)
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600), duration: 0.4).released(
                    .still)))
        expectEqual(handOff.sheet.frame.minY, 200)
        #expect(
            abs(handOff.scrollView.contentOffset.y - (600 - (200 - 400.0 / 24))) < 1e-6,
            "the pan began on the second 8.33 pt move")
        #expect(!handOff.dismissed)
        // an upward drag scrolls the list, never the sheet
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.4)
        host.runUntilIdle()
        expectEqual(handOff.sheet.frame.minY, 200)
        #expect(handOff.scrollView.contentOffset.y > 600)
    }

    // UIKitBehaviour #184
    @Test func aHorizontalPanThatRequiresTheListsPanToFailWinsSidewaysDrags() {
        let host = HeadlessHost()
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UIScrollView(frame: sheet.bounds)
        list.contentSize = CGSize(width: 390, height: 3000)
        sheet.addSubview(list)
        host.window.addSubview(sheet)
        var states: [String] = []
        let swipe = UIPanGestureRecognizer { states.append("\($0.state)") }
        swipe.require(toFail: list.panGestureRecognizer)
        sheet.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(states.first == "began", "the list cannot scroll sideways, so its pan failed")
        expectEqual(list.contentOffset, .zero)
        states = []
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(states.isEmpty, "a vertical drag is the list's")
        #expect(list.contentOffset.y > 0)
    }
}
