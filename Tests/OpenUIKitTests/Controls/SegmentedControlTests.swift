import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UISegmentedControl: segments, selection by tap with the sliding indicator, actions,
/// momentary, disabled segments and widths (UIKitBehaviour #273, #274).
@MainActor
@Suite struct SegmentedControlTests {
    /// The centre of segment `index` of `control`, on screen.
    private func segmentCenter(_ control: UISegmentedControl, _ index: Int) -> CGPoint {
        let width = control.bounds.width / CGFloat(control.numberOfSegments)
        return ControlProbe.point(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), in: control)
    }

    @Test func itemsMakeSegments() throws {
        let pixels = [UInt8](repeating: 255, count: 4 * 16 * 16)
        let image = UIImage(
            cgImage: try #require(CGImage(width: 16, height: 16, premultipliedRGBA: pixels)), scale: 1, orientation: .up
        )
        let control = UISegmentedControl(items: ["Day", "Week", image, 42])
        expectEqual(control.numberOfSegments, 3)
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        expectEqual(UISegmentedControl.noSegment, -1)
        expectEqual(control.titleForSegment(at: 1), "Week")
        #expect(control.imageForSegment(at: 2) === image)
        expectEqual(control.titleForSegment(at: 7), nil)
        let size = control.intrinsicContentSize
        expectEqual(size.height, 32)
        expectEqual(control.frame.size, size)
        let week = ("Week" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)])
            .width.rounded(.up)
        expectEqual(size.width, 3 * (week + 24))
    }

    @Test func aTapSelectsASegmentAndTheIndicatorSlides() throws {
        let host = ControlProbe.stage()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 0
        ControlProbe.place(control, in: host, size: CGSize(width: 300, height: 32))
        let log = ControlProbe.log(control) { $0.selectedSegmentIndex }
        let indicator = try #require(control.subviews.first { $0.layer.cornerRadius == 7 })
        expectEqual(indicator.frame, CGRect(x: 2, y: 2, width: 96, height: 28))
        host.tap(at: segmentCenter(control, 2))
        expectEqual(control.selectedSegmentIndex, 2)
        expectEqual(log.values, [2])
        host.advance(by: 0.05)
        let midway = try #require(indicator.layer.presentation()).frame.minX
        #expect(midway > 2 && midway < 202, "\(midway)")
        host.runUntilIdle()
        expectEqual(indicator.frame.minX, 202)
        // The selected segment again: no event.
        host.tap(at: segmentCenter(control, 2))
        expectEqual(log.values, [2])
        // Selecting in code sends nothing.
        control.selectedSegmentIndex = 1
        expectEqual(log.values, [2])
    }

    @Test func actionsRunForTheirSegments() {
        var ran: [String] = []
        let control = UISegmentedControl(
            frame: .zero,
            actions: [
                UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in ran.append("list") },
                UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { action in
                    ran.append("grid \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
                }
            ])
        let host = ControlProbe.host(control, size: CGSize(width: 200, height: 32))
        expectEqual(control.numberOfSegments, 2)
        expectEqual(control.titleForSegment(at: 1), "Grid")
        expectEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")), 1)
        expectEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("map")), UISegmentedControl.noSegment)
        host.tap(at: segmentCenter(control, 1))
        expectEqual(ran, ["grid 1"])
        control.insertSegment(action: UIAction(title: "Map") { _ in ran.append("map") }, at: 0, animated: false)
        expectEqual(control.selectedSegmentIndex, 2)
        expectEqual(control.actionForSegment(at: 0)?.title, "Map")
    }

    @Test func insertingAndRemovingKeepTheSelectedSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        let host = ControlProbe.host(control)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: true)
        expectEqual(control.selectedSegmentIndex, 2)
        expectEqual(control.titleForSegment(at: 2), "B")
        control.insertSegment(withTitle: "end", at: 99, animated: false)
        expectEqual(control.titleForSegment(at: 4), "end")
        control.removeSegment(at: 0, animated: true)
        expectEqual(control.selectedSegmentIndex, 1)
        control.removeSegment(at: 1, animated: false)
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.setTitle("A2", forSegmentAt: 0)
        expectEqual(control.titleForSegment(at: 0), "A2")
        control.selectedSegmentIndex = 7
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        #expect(host.reports.contains { $0.contains("UISegmentedControl.selectedSegmentIndex: ignored 7") })
        control.setTitle("x", forSegmentAt: 9)
        #expect(host.reports.contains { $0.contains("setTitle(_:forSegmentAt:): ignored segment 9") })
        control.removeAllSegments()
        expectEqual(control.numberOfSegments, 0)
        host.runUntilIdle()
    }

    @Test func aDisabledSegmentIgnoresTaps() {
        let control = UISegmentedControl(items: ["On", "Off"])
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 1)
        let host = ControlProbe.host(control, size: CGSize(width: 200, height: 32))
        #expect(!control.isEnabledForSegment(at: 1))
        host.tap(at: segmentCenter(control, 1))
        expectEqual(control.selectedSegmentIndex, 0)
    }

    @Test func aMomentaryControlReportsEveryTapAndKeepsNoIndicator() throws {
        let control = UISegmentedControl(items: ["−", "+"])
        control.isMomentary = true
        let host = ControlProbe.host(control, size: CGSize(width: 200, height: 32))
        let log = ControlProbe.log(control) { $0.selectedSegmentIndex }
        host.tap(at: segmentCenter(control, 1))
        host.tap(at: segmentCenter(control, 1))
        host.runUntilIdle()
        expectEqual(log.values, [1, 1])
        let indicator = try #require(control.subviews.first { $0.layer.cornerRadius == 7 })
        expectEqual(indicator.alpha, 0)
    }

    @Test func widthsFollowContentWhenApportioned() {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        control.apportionsSegmentWidthsByContent = true
        let natural = control.intrinsicContentSize.width
        control.setWidth(50, forSegmentAt: 0)
        expectEqual(control.widthForSegment(at: 0), 50)
        control.setWidth(-1, forSegmentAt: 0)
        expectEqual(control.widthForSegment(at: 0), 50)
        control.setWidth(0, forSegmentAt: 0)
        expectEqual(control.intrinsicContentSize.width, natural)
        let host = ControlProbe.host(control)
        let labels = control.subviews.compactMap { $0 as? UILabel }
        expectEqual(labels.count, 2)
        #expect(labels[1].center.x - labels[0].center.x > natural / 2 - 10)
        host.runUntilIdle()
    }

    @Test(arguments: [false, true])
    func theIndicatorIsWhiteOrGreyOrTheTint(dark: Bool) {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 0
        let host = ControlProbe.host(
            control, at: CGPoint(x: 40, y: 100), size: CGSize(width: 200, height: 32), dark: dark)
        expectEqual(ControlPixels.rgb(host.render(), x: 46, y: 105), (dark ? [99, 99, 102] : [255, 255, 255]))
        control.selectedSegmentTintColor = .systemYellow
        host.runUntilIdle()
        let yellow = UIColor.systemYellow.resolvedColor(with: control.traitCollection).cgColor.components!.prefix(3).map
        { Int(($0 * 255).rounded()) }
        expectEqual(ControlPixels.rgb(host.render(), x: 46, y: 105), yellow)
    }

    @Test func draggingTheSelectionCarriesTheIndicator() throws {
        let host = ControlProbe.stage()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 0
        ControlProbe.place(control, in: host, size: CGSize(width: 300, height: 32))
        let log = ControlProbe.log(control) { $0.selectedSegmentIndex }
        let indicator = try #require(control.subviews.first { $0.layer.cornerRadius == 7 })
        var midDrag: (index: Int, indicatorX: CGFloat)?
        let path = FingerPath.line(from: segmentCenter(control, 0), to: segmentCenter(control, 2), duration: 0.2)
            .holding(for: 0.4)
        let start = host.now
        host.perform([path]) {
            if midDrag == nil, host.now > start + 0.5 { midDrag = (control.selectedSegmentIndex, indicator.frame.minX) }
        }
        #expect(midDrag?.index == 0, "the selection changes only at the release")
        expectEqual(midDrag?.indicatorX, 202)
        expectEqual(control.selectedSegmentIndex, 2)
        expectEqual(log.values, [2])
        // A drag off the control and released there puts the indicator back.
        host.drag(from: segmentCenter(control, 2), to: CGPoint(x: 100, y: 600), duration: 0.3)
        host.runUntilIdle()
        #expect(control.selectedSegmentIndex == 2 && indicator.frame.minX == 202)
        expectEqual(log.values, [2])
    }

    @Test func aTapWhileTheIndicatorSlidesRedirectsIt() throws {
        let host = ControlProbe.stage()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 0
        ControlProbe.place(control, in: host, size: CGSize(width: 300, height: 32))
        let log = ControlProbe.log(control) { $0.selectedSegmentIndex }
        let indicator = try #require(control.subviews.first { $0.layer.cornerRadius == 7 })
        host.tap(at: segmentCenter(control, 2))
        host.advance(by: 0.05)
        host.tap(at: segmentCenter(control, 1))
        host.advance(by: 0.05)
        let x = try #require(indicator.layer.presentation()).frame.minX
        #expect(x > 2 && x < 202, "\(x)")
        host.runUntilIdle()
        expectEqual(indicator.frame.minX, 102)
        expectEqual(log.values, [2, 1])
    }
}
