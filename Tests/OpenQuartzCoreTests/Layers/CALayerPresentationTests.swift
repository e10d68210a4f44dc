import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Model and presentation layers (UIKitBehaviour #149): when a presentation exists, how it relates to its
/// model, the presentation tree it belongs to (QuartzCore docs for `presentation()`: its
/// `sublayers`, `mask` and `superlayer` are presentation-tree objects, and read-only methods
/// such as `hitTest(_:)` query the presentation tree), and the one-pass tree snapshot.
@Suite struct CALayerPresentationTests {
    /// A 300 × 300 root at (10, 10) with a 50 × 50 child whose model position is (225, 25) and
    /// which slides there from (25, 25) over 1 s (linear), started at t = 100.
    private func slidingChild(_ fixture: EngineFixture) -> (root: CALayer, child: CALayer) {
        let root = fixture.committedLayer(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        let child = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSublayer(child)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        child.position = CGPoint(x: 225, y: 25)
        CATransaction.commit()
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = CGPoint(x: 25, y: 25)
        slide.duration = 1
        child.add(slide, forKey: "slide")
        fixture.frame()
        return (root, child)
    }

    @Test func noPresentationBeforeTheFirstCommit() {  // UIKitBehaviour #149
        let fixture = EngineFixture()
        let layer = CALayer()
        expectEqual(layer.presentation(), nil)
        fixture.frame()
        #expect(layer.presentation() != nil)
    }

    @Test func anExplicitCommitAlsoCommitsNewLayers() {  // UIKitBehaviour #149
        _ = EngineFixture()
        CATransaction.begin()
        let layer = CALayer()
        expectEqual(layer.presentation(), nil)
        CATransaction.commit()
        #expect(layer.presentation() != nil)
    }

    @Test func modelAndPresentationPointAtEachOther() {
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        let presentation = layer.presentation()!
        #expect(presentation !== layer)
        #expect(presentation.model() === layer)
        #expect(layer.model() === layer)
        #expect(presentation.presentation() === presentation)
    }

    @Test func thePresentationHoldsInFlightValuesAndTheModelTheTarget() {  // UIKitBehaviour #149
        let fixture = EngineFixture(time: 100)
        let (root, child) = slidingChild(fixture)
        fixture.clock.set(to: 100.5)
        #expect(child.superlayer === root)
        expectEqual(child.position, CGPoint(x: 225, y: 25))
        #expect(isClose(child.presentation()!.position, CGPoint(x: 125, y: 25)))
        #expect(isClose(child.presentation()!.frame, CGRect(x: 100, y: 0, width: 50, height: 50)))
    }

    @Test func changingAPresentationDoesNotTouchTheModel() {
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        let presentation = layer.presentation()!
        presentation.opacity = 0.25
        expectEqual(presentation.opacity, 0.25)
        expectEqual(layer.opacity, 1)
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func presentationLayersRefuseAnimations() {
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        let presentation = layer.presentation()!
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        presentation.add(fade, forKey: "fade")
        #expect(fixture.engine.reports.contains { $0.contains("presentation layer") })
        expectEqual(presentation.animationKeys(), nil)
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func presentationSublayersArePresentations() {
        let fixture = EngineFixture(time: 100)
        let (root, child) = slidingChild(fixture)
        let other = fixture.committedLayer()
        root.addSublayer(other)
        fixture.clock.set(to: 100.5)
        let presentation = root.presentation()!
        let sublayers = presentation.sublayers ?? []
        expectEqual(sublayers.count, 2)
        #expect(sublayers.first?.model() === child)
        #expect(sublayers.last?.model() === other)
        #expect(sublayers.allSatisfy { $0.presentation() === $0 })
        #expect(isClose(sublayers.first!.position, CGPoint(x: 125, y: 25)))
        expectEqual(fixture.committedLayer().presentation()!.sublayers, nil)
    }

    @Test func aPresentationsSuperlayerIsInThePresentationTree() {
        let fixture = EngineFixture(time: 100)
        let (root, child) = slidingChild(fixture)
        let rootPresentation = root.presentation()!
        let sub = rootPresentation.sublayers!.first!
        #expect(sub.superlayer === rootPresentation)
        let direct = child.presentation()!
        let parent = direct.superlayer
        #expect(parent != nil)
        #expect(parent?.model() === root)
        #expect(parent?.presentation() === parent)
        expectEqual(rootPresentation.superlayer, nil)
    }

    @Test func aPresentationsMaskIsInThePresentationTree() {
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        let mask = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.mask = mask
        let presentationMask = layer.presentation()!.mask
        #expect(presentationMask != nil && presentationMask !== mask)
        #expect(presentationMask?.model() === mask)
        #expect(presentationMask?.presentation() === presentationMask)
        expectEqual(presentationMask?.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(fixture.committedLayer().presentation()!.mask, nil)
    }

    @Test func hitTestingAPresentationFindsLayersWhereTheyAreOnScreen() {
        let fixture = EngineFixture(time: 100)
        let (root, child) = slidingChild(fixture)
        fixture.clock.set(to: 100.5)  // the child is drawn at x 100 … 150 of the root
        let point = CGPoint(x: 10 + 125, y: 10 + 25)  // in the root's superlayer space
        #expect(root.hitTest(point) === root)  // the model child is at x 200 … 250
        let hit = root.presentation()!.hitTest(point)
        #expect(hit?.model() === child)
        #expect(hit?.presentation() === hit)
    }

    @Test func convertingFromAPresentationUsesThePresentationTree() {
        let fixture = EngineFixture(time: 100)
        let (root, child) = slidingChild(fixture)
        fixture.clock.set(to: 100.5)
        #expect(isClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 210, y: 10)))
        #expect(isClose(child.presentation()!.convert(CGPoint.zero, to: nil), CGPoint(x: 110, y: 10)))
        #expect(isClose(child.presentation()!.convert(CGPoint.zero, to: root), CGPoint(x: 100, y: 0)))
        #expect(isClose(root.presentation()!.sublayers![0].convert(CGPoint.zero, to: nil), CGPoint(x: 110, y: 10)))
    }

    // MARK: Tree snapshot

    /// root (mask m) → [a → [a1], b], with a1 sliding x 0 → 100 over 1 s from t = 100.
    private func snapshotTree(_ fixture: EngineFixture) -> [String: CALayer] {
        var layers: [String: CALayer] = [:]
        for name in ["root", "m", "a", "a1", "b"] {
            let layer = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            layer.name = name
            layers[name] = layer
        }
        layers["root"]!.mask = layers["m"]!
        layers["root"]!.addSublayer(layers["a"]!)
        layers["root"]!.addSublayer(layers["b"]!)
        layers["a"]!.addSublayer(layers["a1"]!)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        layers["a1"]!.add(slide, forKey: "slide")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        layers["root"]!.add(fade, forKey: "fade")
        fixture.frame()
        return layers
    }

    @Test func snapshotNodesAreDepthFirstWithMasksFirst() {
        let fixture = EngineFixture(time: 100)
        let layers = snapshotTree(fixture)
        let snapshot = layers["root"]!.presentationSnapshot()
        expectEqual(snapshot.mediaTime, 100)
        expectEqual(snapshot.nodes.count, 5)
        expectEqual(snapshot.nodes.map(\.parent), [nil, 0, 0, 2, 0])
        expectEqual(snapshot.nodes.map(\.isMask), [false, true, false, false, false])
    }

    @Test func snapshotValuesEqualThePresentations() {
        let fixture = EngineFixture(time: 100)
        let layers = snapshotTree(fixture)
        let order = ["root", "m", "a", "a1", "b"]
        for t in [100.0, 100.25, 100.5, 100.999] {
            fixture.clock.set(to: t)
            let snapshot = layers["root"]!.presentationSnapshot(atMediaTime: t)
            for (node, name) in zip(snapshot.nodes, order) {
                let p = layers[name]!.presentation()!
                #expect(node.position == p.position, "\(name) at \(t)")
                #expect(node.opacity == p.opacity, "\(name) at \(t)")
                #expect(node.frame == p.frame, "\(name) at \(t)")
                expectEqual(node.transform, p.transform)
            }
        }
        fixture.clock.set(to: 100.5)
        #expect(isClose(layers["root"]!.presentationSnapshot().nodes[3].position.x, 50))
    }

    @Test func aSubtreeSnapshotSeesItsAncestorsTime() {  // UIKitBehaviour #138
        let fixture = EngineFixture(time: 100)
        let layers = snapshotTree(fixture)
        let root = layers["root"]!
        root.speed = 0
        root.timeOffset = 100.25  // root time frozen at 100.25: a1 a quarter through
        fixture.clock.set(to: 107)
        let snapshot = layers["a"]!.presentationSnapshot()
        expectEqual(snapshot.nodes.count, 2)
        expectEqual(snapshot.nodes.map(\.parent), [nil, 0])
        #expect(isClose(snapshot.nodes[1].position.x, 25))
        expectEqual(snapshot.nodes[1].position, layers["a1"]!.presentation()!.position)
        expectEqual(snapshot.nodes[1].localTime, layers["a1"]!.convertTime(CACurrentMediaTime(), from: nil))
    }
}
