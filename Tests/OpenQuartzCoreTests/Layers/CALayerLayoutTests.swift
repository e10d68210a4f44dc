import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Layout and display bookkeeping: what `setNeedsLayout()` and `setNeedsDisplay()` schedule for
/// the next commit, and the order layout runs in.
///
/// A delegate implementing `display(_:)` observes when display happens; drawing into a backing
/// store is pinned by `CALayerDisplayTests`.
@Suite struct CALayerLayoutTests {
    /// Records `layout NAME` and `display NAME`.
    final class Recorder: CALayerDelegate {
        let events = EventRecorder()
        var onLayout: ((CALayer) -> Void)?
        func layoutSublayers(of layer: CALayer) {
            events.record("layout \(layer.name ?? "?")")
            onLayout?(layer)
        }
        func display(_ layer: CALayer) {
            events.record("display \(layer.name ?? "?")")
        }
    }

    /// parent → child → grandchild, all with `delegate`, laid out once and with the log cleared.
    private func tree(_ fixture: EngineFixture, _ delegate: Recorder) -> (CALayer, CALayer, CALayer) {
        let parent = CALayer()
        let child = CALayer()
        let grandchild = CALayer()
        for (layer, name) in [(parent, "parent"), (child, "child"), (grandchild, "grandchild")] {
            layer.name = name
            layer.delegate = delegate
        }
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        fixture.frame()
        delegate.events.reset()
        return (parent, child, grandchild)
    }

    @Test func setNeedsLayoutLaysOutAtTheNextCommit() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, _, _) = tree(fixture, delegate)
        #expect(!parent.needsLayout())
        parent.setNeedsLayout()
        #expect(parent.needsLayout())
        #expect(delegate.events.events.isEmpty)
        fixture.frame()
        expectEqual(delegate.events.events, ["layout parent"])
        #expect(!parent.needsLayout())
        fixture.frame()
        expectEqual(delegate.events.events, ["layout parent"])
    }

    @Test func layoutRunsTopDown() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, child, grandchild) = tree(fixture, delegate)
        grandchild.setNeedsLayout()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        fixture.frame()
        expectEqual(delegate.events.events, ["layout parent", "layout child", "layout grandchild"])
    }

    @Test func onlyMarkedLayersAreLaidOut() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, _, grandchild) = tree(fixture, delegate)
        grandchild.setNeedsLayout()
        fixture.frame()
        expectEqual(delegate.events.events, ["layout grandchild"])
        withExtendedLifetime(parent) {}  // keep the tree whole
    }

    @Test func layoutIfNeededLaysOutNow() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, child, _) = tree(fixture, delegate)
        child.setNeedsLayout()
        child.layoutIfNeeded()
        expectEqual(delegate.events.events, ["layout child"])
        #expect(!child.needsLayout())
        fixture.frame()
        expectEqual(delegate.events.events, ["layout child"])
        child.layoutIfNeeded()  // nothing to do
        expectEqual(delegate.events.events, ["layout child"])
        withExtendedLifetime(parent) {}  // keep the tree whole
    }

    @Test func layoutIfNeededStartsAtTheHighestAncestorThatNeedsIt() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, child, grandchild) = tree(fixture, delegate)
        parent.setNeedsLayout()
        grandchild.setNeedsLayout()
        child.layoutIfNeeded()
        expectEqual(delegate.events.events, ["layout parent", "layout grandchild"])
    }

    @Test func changingTheBoundsSizeMarksLayout() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, child, _) = tree(fixture, delegate)
        child.position = CGPoint(x: 40, y: 40)
        #expect(!child.needsLayout())
        child.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(child.needsLayout())
        fixture.frame()
        expectEqual(delegate.events.events, ["layout child"])
        child.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(child.needsLayout())
        withExtendedLifetime(parent) {}  // keep the tree whole
    }

    @Test func addingOrRemovingASublayerMarksTheParent() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, child, _) = tree(fixture, delegate)
        parent.addSublayer(CALayer())
        #expect(parent.needsLayout())
        fixture.frame()
        child.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }

    @Test func sublayersMarkedDuringLayoutAreLaidOutInTheSameCommit() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, child, _) = tree(fixture, delegate)
        delegate.onLayout = { layer in
            if layer === parent { child.bounds = CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: 10) }
        }
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        fixture.frame()
        expectEqual(delegate.events.events, ["layout parent", "layout child"])
        expectEqual(child.bounds.width, 100)
        #expect(!child.needsLayout())
    }

    @Test func changesMadeDuringLayoutAnimateFromThatCommit() {  // UIKitBehaviour #108e
        let fixture = EngineFixture(time: 100)
        let parent = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSublayer(child)
        fixture.frame()
        let delegate = Recorder()
        delegate.onLayout = { _ in child.position = CGPoint(x: 105, y: 5) }
        parent.delegate = delegate
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        parent.setNeedsLayout()
        fixture.advance(1)  // the layout runs in this frame's commit, at t = 101
        expectEqual(child.position, CGPoint(x: 105, y: 5))
        expectEqual(child.animation(forKey: "position")?.beginTime, 101)
        fixture.clock.advance(by: 0.125)
        #expect(isClose(child.presentation()!.position, CGPoint(x: 55, y: 5)))
    }

    @Test func aSubclassCanOverrideLayoutSublayers() {
        final class Stacking: CALayer {
            override func layoutSublayers() {
                var y: CGFloat = 0
                for sublayer in sublayers ?? [] {
                    sublayer.frame = CGRect(x: 0, y: y, width: bounds.width, height: 20)
                    y += 20
                }
            }
        }
        let fixture = EngineFixture()
        let stack = Stacking()
        stack.bounds = CGRect(x: 0, y: 0, width: 80, height: 100)
        let a = CALayer()
        let b = CALayer()
        stack.sublayers = [a, b]
        fixture.frame()
        expectEqual(a.frame, CGRect(x: 0, y: 0, width: 80, height: 20))
        expectEqual(b.frame, CGRect(x: 0, y: 20, width: 80, height: 20))
    }

    @Test func presentationLayersIgnoreLayoutRequests() {
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        let presentation = layer.presentation()!
        presentation.setNeedsLayout()
        presentation.setNeedsDisplay()
        #expect(!presentation.needsLayout())
        #expect(!presentation.needsDisplay())
        fixture.frame()
    }

    // MARK: Display

    @Test func aNewLayerDoesNotNeedDisplay() {
        _ = EngineFixture()
        #expect(!CALayer().needsDisplay())
        expectEqual(CALayer.needsDisplay(forKey: "opacity"), false)
    }

    @Test func setNeedsDisplayDisplaysAtTheNextCommit() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, child, _) = tree(fixture, delegate)
        child.setNeedsDisplay()
        #expect(child.needsDisplay())
        #expect(delegate.events.events.isEmpty)
        fixture.frame()
        expectEqual(delegate.events.events, ["display child"])
        #expect(!child.needsDisplay())
        fixture.frame()
        expectEqual(delegate.events.events, ["display child"])
        withExtendedLifetime(parent) {}  // keep the tree whole
    }

    @Test func setNeedsDisplayInRectMarksTheLayer() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, _, _) = tree(fixture, delegate)
        parent.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(parent.needsDisplay())
        parent.displayIfNeeded()
        expectEqual(delegate.events.events, ["display parent"])
        #expect(!parent.needsDisplay())
        parent.displayIfNeeded()
        expectEqual(delegate.events.events, ["display parent"])
    }

    @Test func layoutRunsBeforeDisplay() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, _, _) = tree(fixture, delegate)
        parent.setNeedsDisplay()
        parent.setNeedsLayout()
        fixture.frame()
        expectEqual(delegate.events.events, ["layout parent", "display parent"])
    }

    @Test func needsDisplayOnBoundsChangeMarksOnSizeChangesOnly() {
        let fixture = EngineFixture()
        let delegate = Recorder()
        let (parent, _, _) = tree(fixture, delegate)
        parent.needsDisplayOnBoundsChange = true
        parent.position = CGPoint(x: 10, y: 10)
        #expect(!parent.needsDisplay())
        parent.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(parent.needsDisplay())
        fixture.frame()
        expectEqual(delegate.events.events, ["layout parent", "display parent"])
    }
}
