import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Layout passes, autoresizing by mask against hand-computed frames, and sizing defaults.
@MainActor
@Suite struct UIViewLayoutTests {
    @Test func setNeedsLayoutThenLayoutIfNeededLaysOutOnce() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder)
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        recorder.reset()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(recorder.events.isEmpty, "setNeedsLayout only marks")
        view.layoutIfNeeded()
        expectEqual(recorder.events, ["v layoutSubviews"])
        view.layoutIfNeeded()
        host.advance(by: 1.0 / 60)
        #expect(recorder.events == ["v layoutSubviews"], "nothing left to lay out")
    }

    @Test func layoutIfNeededOnAParentLaysOutItsDirtySubtreeTopDown() {
        let recorder = EventRecorder()
        let parent = RecordingView("p", recorder)
        let child = RecordingView("c", recorder)
        let other = RecordingView("o", recorder)
        parent.addSubview(child)
        parent.addSubview(other)
        parent.layoutIfNeeded()
        recorder.reset()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        expectEqual(recorder.events, ["p layoutSubviews", "c layoutSubviews"])
    }

    @Test func aSizeChangeLaysOutAtTheNextFrame() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        recorder.reset()
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        #expect(recorder.events.isEmpty, "not synchronously")
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["v layoutSubviews"])
        view.bounds.size = CGSize(width: 130, height: 90)
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["v layoutSubviews", "v layoutSubviews"])
    }

    @Test func movingWithoutResizingDoesNotLayOut() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        recorder.reset()
        view.center = CGPoint(x: 200, y: 300)
        view.frame.origin = CGPoint(x: 5, y: 6)
        host.advance(by: 1.0 / 60)
        #expect(recorder.events.isEmpty)
    }

    /// The frame of a (20, 10, 100, 50) subview with `mask` after its 200 × 100 superview
    /// becomes `newSize`.
    func resized(
        _ mask: UIView.AutoresizingMask, to newSize: CGSize = CGSize(width: 300, height: 150),
        autoresizes: Bool = true
    ) -> CGRect {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        superview.autoresizesSubviews = autoresizes
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        superview.frame.size = newSize
        return subview.frame
    }

    @Test func autoresizingWidthAxis() {
        // Margins before: left 20, width 100, right 80; the superview grows by 100.
        expectEqual(resized([]), CGRect(x: 20, y: 10, width: 100, height: 50))
        expectEqual(resized(.flexibleWidth), CGRect(x: 20, y: 10, width: 200, height: 50))
        expectEqual(resized(.flexibleLeftMargin), CGRect(x: 120, y: 10, width: 100, height: 50))
        expectEqual(resized(.flexibleRightMargin), CGRect(x: 20, y: 10, width: 100, height: 50))
        // left and right share 100 as 20 : 80
        #expect(
            isClose(resized([.flexibleLeftMargin, .flexibleRightMargin]), CGRect(x: 40, y: 10, width: 100, height: 50)))
        // all three share 100 as 20 : 100 : 80
        #expect(
            isClose(
                resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]),
                CGRect(x: 30, y: 10, width: 150, height: 50)))
        // width and right share as 100 : 80
        #expect(
            isClose(
                resized([.flexibleWidth, .flexibleRightMargin]),
                CGRect(x: 20, y: 10, width: 100 + 10000.0 / 180, height: 50), tolerance: 1e-9))
        // left and width share as 20 : 100
        #expect(
            isClose(
                resized([.flexibleLeftMargin, .flexibleWidth]),
                CGRect(x: 20 + 2000.0 / 120, y: 10, width: 100 + 10000.0 / 120, height: 50), tolerance: 1e-9))
    }

    @Test func autoresizingHeightAxis() {
        // Margins before: top 10, height 50, bottom 40; the superview grows by 50.
        expectEqual(resized(.flexibleHeight), CGRect(x: 20, y: 10, width: 100, height: 100))
        expectEqual(resized(.flexibleTopMargin), CGRect(x: 20, y: 60, width: 100, height: 50))
        expectEqual(resized(.flexibleBottomMargin), CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(
            isClose(resized([.flexibleTopMargin, .flexibleBottomMargin]), CGRect(x: 20, y: 20, width: 100, height: 50)))
        #expect(
            isClose(
                resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]),
                CGRect(x: 20, y: 15, width: 100, height: 75)))
        // both axes at once
        #expect(isClose(resized([.flexibleWidth, .flexibleHeight]), CGRect(x: 20, y: 10, width: 200, height: 100)))
    }

    @Test func everyMaskCombinationAgainstAnIndependentFormula() {
        // All 64 masks, each axis computed as: flexible parts share the change in proportion to
        // their current lengths (20, 100, 80 across; 10, 50, 40 down).
        func axis(_ lead: Bool, _ size: Bool, _ trail: Bool, _ parts: (Double, Double, Double), _ delta: Double) -> (
            Double, Double
        ) {
            let total = (lead ? parts.0 : 0) + (size ? parts.1 : 0) + (trail ? parts.2 : 0)
            guard total > 0 else { return (parts.0, parts.1) }
            return (parts.0 + (lead ? delta * parts.0 / total : 0), parts.1 + (size ? delta * parts.1 / total : 0))
        }
        for raw in 0..<64 {
            let mask = UIView.AutoresizingMask(rawValue: UInt(raw))
            let (x, w) = axis(raw & 1 != 0, raw & 2 != 0, raw & 4 != 0, (20, 100, 80), 100)
            let (y, h) = axis(raw & 8 != 0, raw & 16 != 0, raw & 32 != 0, (10, 50, 40), 50)
            #expect(isClose(resized(mask), CGRect(x: x, y: y, width: w, height: h), tolerance: 1e-9), "mask \(raw)")
        }
    }

    @Test func shrinkingAndGrowingBackRestoresTheFrame() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight]
        superview.addSubview(subview)
        superview.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        // 20 : 100 : 80 share −100 ⇒ −10, −50; height takes all −20
        #expect(isClose(subview.frame, CGRect(x: 10, y: 10, width: 50, height: 30)))
        superview.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(isClose(subview.frame, CGRect(x: 20, y: 10, width: 100, height: 50)))
    }

    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        #expect(
            resized([.flexibleLeftMargin, .flexibleWidth, .flexibleHeight], autoresizes: false)
                == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test func autoresizingReachesGrandchildrenThroughResizedChildren() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let grandchild = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        grandchild.autoresizingMask = .flexibleLeftMargin
        root.addSubview(child)
        child.addSubview(grandchild)
        root.frame.size = CGSize(width: 400, height: 100)
        expectEqual(child.frame, CGRect(x: 0, y: 0, width: 400, height: 100))
        expectEqual(grandchild.frame, CGRect(x: 350, y: 0, width: 50, height: 50))
    }

    @Test func sizingDefaults() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(view.sizeThatFits(CGSize(width: 7, height: 9)), CGSize(width: 100, height: 50))
        view.sizeToFit()
        expectEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(view.intrinsicContentSize, CGSize(width: -1, height: -1))
        expectEqual(UIView.noIntrinsicMetric, -1)
    }

    @Test func sizeToFitAsksSizeThatFitsWithTheBoundsSizeAndKeepsTheOrigin() {
        final class Fitting: UIView {
            var asked: [CGSize] = []
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                asked.append(size)
                return CGSize(width: 30, height: 40)
            }
        }
        let view = Fitting(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.sizeToFit()
        expectEqual(view.asked, [CGSize(width: 100, height: 50)])
        expectEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }
}
