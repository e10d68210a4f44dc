import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Popovers drawn by an app's `UIPopoverBackgroundView` subclass, written the way apps write
/// one (UIKitBehaviour #438, #439).
@MainActor
@Suite struct PopoverBackgroundViewTests {
    /// An orange panel with a wide blunt arrow, drawn with shape layers that follow
    /// `arrowDirection` and `arrowOffset`.
    class OrangeBackground: UIPopoverBackgroundView {
        private var offset: CGFloat = 0
        private var direction: UIPopoverArrowDirection = .any
        let panel = CAShapeLayer()
        var layouts = 0

        override class func arrowBase() -> CGFloat { 44 }
        override class func arrowHeight() -> CGFloat { 20 }
        override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }

        override var arrowOffset: CGFloat {
            get { offset }
            set {
                offset = newValue
                setNeedsLayout()
            }
        }
        override var arrowDirection: UIPopoverArrowDirection {
            get { direction }
            set {
                direction = newValue
                setNeedsLayout()
            }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            panel.fillColor = UIColor.systemOrange.cgColor
            layer.addSublayer(panel)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            let height = Self.arrowHeight()
            let half = Self.arrowBase() / 2
            var body = bounds
            let path = CGMutablePath()
            switch arrowDirection {
            case .up:
                body.origin.y += height
                body.size.height -= height
                let x = bounds.midX + arrowOffset
                path.addLines(between: [
                    CGPoint(x: x - half, y: body.minY), CGPoint(x: x, y: 0), CGPoint(x: x + half, y: body.minY)
                ])
            case .down:
                body.size.height -= height
                let x = bounds.midX + arrowOffset
                path.addLines(between: [
                    CGPoint(x: x - half, y: body.maxY), CGPoint(x: x, y: bounds.maxY),
                    CGPoint(x: x + half, y: body.maxY)
                ])
            case .left:
                body.origin.x += height
                body.size.width -= height
                let y = bounds.midY + arrowOffset
                path.addLines(between: [
                    CGPoint(x: body.minX, y: y - half), CGPoint(x: 0, y: y), CGPoint(x: body.minX, y: y + half)
                ])
            default:
                body.size.width -= height
                let y = bounds.midY + arrowOffset
                path.addLines(between: [
                    CGPoint(x: body.maxX, y: y - half), CGPoint(x: bounds.maxX, y: y),
                    CGPoint(x: body.maxX, y: y + half)
                ])
            }
            path.addRoundedRect(in: body, cornerWidth: 6, cornerHeight: 6)
            panel.frame = bounds
            panel.path = path
        }
    }

    /// A flat background that wants no default content look.
    final class FlatBackground: OrangeBackground {
        override class var wantsDefaultContentAppearance: Bool { false }
    }

    /// A background class whose metrics are nonsense.
    final class BrokenBackground: OrangeBackground {
        override class func arrowHeight() -> CGFloat { .nan }
        override class func contentViewInsets() -> UIEdgeInsets {
            UIEdgeInsets(top: -5, left: .infinity, bottom: 4, right: 4)
        }
    }

    /// A background class that counts how often the popover asks for its metrics.
    final class CountingBackground: OrangeBackground {
        static var asks = 0
        override class func contentViewInsets() -> UIEdgeInsets {
            asks += 1
            return super.contentViewInsets()
        }
    }

    static func present(
        _ backgroundClass: UIPopoverBackgroundView.Type, permitted: UIPopoverArrowDirection = .any,
        size: CGSize = CGSize(width: 600, height: 500)
    ) throws -> (HeadlessHost, UIViewController, UIPopoverPresentationController) {
        let (host, root, button) = PopoverPresentationTests.stage(size: size)
        root.view.backgroundColor = .systemGroupedBackground
        let content = PopoverPresentationTests.content(CGSize(width: 260, height: 160))
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 220, height: 30))
        label.text = "Sort by date"
        content.view.addSubview(label)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        popover.permittedArrowDirections = permitted
        popover.popoverBackgroundViewClass = backgroundClass
        root.present(content, animated: true)
        host.runUntilIdle()
        return (host, content, popover)
    }

    @Test func theBackgroundViewFramesTheContentAndKnowsWhereTheArrowIs() throws {
        let (_, content, popover) = try Self.present(OrangeBackground.self)
        let panel = try #require(popover.presentedView)
        let background = try #require(panel.subviews.first as? OrangeBackground)
        expectEqual(popover.arrowDirection, .up)
        expectEqual(background.arrowDirection, .up)
        expectEqual(background.frame, panel.bounds)
        #expect(panel.frame.size == CGSize(width: 276, height: 196), "content, insets and the arrow")
        let contentFrame = content.view.convert(content.view.bounds, to: panel)
        expectEqual(contentFrame, CGRect(x: 8, y: 28, width: 260, height: 160))
        // The button's centre, 80 points across the 600-point screen, in the background's terms.
        let buttonMidX: CGFloat = 80
        let expected = buttonMidX - panel.frame.minX - panel.bounds.midX
        #expect(abs(background.arrowOffset - max(expected, -panel.bounds.midX + 13 + 22)) < 0.5)
        #expect(background.layouts > 0)
    }

    @Test func everyArrowDirectionReachesTheBackground() throws {
        for direction in [UIPopoverArrowDirection.down, .left, .right] {
            let (host, root, _) = PopoverPresentationTests.stage(size: CGSize(width: 800, height: 700))
            let anchor = UIView(frame: CGRect(x: 370, y: 320, width: 60, height: 60))
            root.view.addSubview(anchor)
            let content = PopoverPresentationTests.content(CGSize(width: 200, height: 120))
            let popover = try #require(content.popoverPresentationController)
            popover.sourceView = anchor
            popover.permittedArrowDirections = direction
            popover.popoverBackgroundViewClass = OrangeBackground.self
            root.present(content, animated: true)
            host.runUntilIdle()
            let background = try #require(popover.presentedView?.subviews.first as? OrangeBackground)
            expectEqual(background.arrowDirection, direction)
            #expect(abs(background.arrowOffset) < 0.5, "\(direction): centred on the anchor")
        }
    }

    @Test func withoutTheDefaultLookTheContentIsSquareAndUnshadowed() throws {
        let (_, _, popover) = try Self.present(FlatBackground.self)
        let panel = try #require(popover.presentedView)
        let background = try #require(panel.subviews.first as? FlatBackground)
        expectEqual(panel.subviews[1].layer.cornerRadius, 0)
        #expect(background.layer.shadowOpacity == 0 && panel.layer.shadowOpacity == 0)
        let (_, _, standard) = try Self.present(OrangeBackground.self)
        #expect(
            standard.presentedView?.subviews.first?.layer.shadowOpacity ?? 0 > 0, "the background view casts the shadow"
        )
    }

    @Test func nonsenseMetricsCountAsZero() throws {
        let (_, content, popover) = try Self.present(BrokenBackground.self)
        let panel = try #require(popover.presentedView)
        #expect(panel.frame.size == CGSize(width: 264, height: 164), "no arrow height, insets of 0, 0, 4, 4")
        expectEqual(content.view.convert(content.view.bounds, to: panel).origin, .zero)
    }

    @Test func aTapOutsideStillDismisses() throws {
        let (host, content, _) = try Self.present(OrangeBackground.self)
        host.tap(at: CGPoint(x: 500, y: 420))
        host.runUntilIdle()
        expectEqual(content.presentingViewController, nil)
    }

    @Test(arguments: [false, true])
    func anOrangePopover(dark: Bool) throws {
        let (host, _, _) = try Self.present(OrangeBackground.self)
        if dark { host.userInterfaceStyle = .dark }
        host.runUntilIdle()
        expectSnapshot(of: host.render(), named: dark ? "orange-popover-dark" : "orange-popover-light", tolerance: 3)
    }

    @Test func aResizeMovesTheArrowAndTheMetricsAreAskedOnce() throws {
        CountingBackground.asks = 0
        let (host, root, button) = PopoverPresentationTests.stage(size: CGSize(width: 600, height: 500))
        let content = PopoverPresentationTests.content(CGSize(width: 260, height: 160))
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        popover.popoverBackgroundViewClass = CountingBackground.self
        root.present(content, animated: true)
        host.advance(by: 0.05)
        host.tap(at: CGPoint(x: 500, y: 420))
        host.runUntilIdle()
        #expect(content.presentingViewController === root, "a tap during the presentation transition is ignored")
        let background = try #require(popover.presentedView?.subviews.first as? CountingBackground)
        let before = background.arrowOffset
        button.frame.origin.x = 400
        host.resize(to: CGSize(width: 800, height: 500))
        host.runUntilIdle()
        #expect(popover.presentedView?.subviews.first === background, "one instance for the popover's life")
        #expect(background.arrowOffset != before)
        let tipX = popover.presentedView!.frame.midX + background.arrowOffset
        #expect(abs(tipX - button.frame.midX) < 0.5, "the arrow still points at the moved button")
        expectEqual(CountingBackground.asks, 1)
    }
}
