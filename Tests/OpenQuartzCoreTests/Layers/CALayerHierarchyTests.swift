import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// The layer tree: adding, inserting, replacing and removing sublayers, masks, and bad edits
/// that are reported and ignored instead of corrupting the tree.
@Suite struct CALayerHierarchyTests {
    private func layer(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    /// A parent with sublayers a, b, c.
    private func abc() -> (parent: CALayer, a: CALayer, b: CALayer, c: CALayer) {
        let parent = layer("parent")
        let a = layer("a")
        let b = layer("b")
        let c = layer("c")
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.addSublayer(c)
        return (parent, a, b, c)
    }

    @Test func addSublayerAppendsAtTheFront() {
        _ = EngineFixture()
        let (parent, a, b, c) = abc()
        #expect(names(parent) == ["a", "b", "c"])  // back to front
        #expect(a.superlayer === parent && b.superlayer === parent && c.superlayer === parent)
        parent.addSublayer(a)  // already a sublayer: moves to the front
        expectEqual(names(parent), ["b", "c", "a"])
    }

    @Test func sublayersIsNilWhenEmpty() {
        _ = EngineFixture()
        let (parent, a, b, c) = abc()
        a.removeFromSuperlayer()
        b.removeFromSuperlayer()
        c.removeFromSuperlayer()
        expectEqual(parent.sublayers, nil)
    }

    @Test func insertAtIndex() {
        _ = EngineFixture()
        let (parent, _, _, _) = abc()
        parent.insertSublayer(layer("x"), at: 0)
        expectEqual(names(parent), ["x", "a", "b", "c"])
        parent.insertSublayer(layer("y"), at: 2)
        expectEqual(names(parent), ["x", "a", "y", "b", "c"])
        parent.insertSublayer(layer("z"), at: 5)
        expectEqual(names(parent), ["x", "a", "y", "b", "c", "z"])
    }

    @Test func insertAtAnIndexPastTheEndAppends() {
        _ = EngineFixture()
        let (parent, _, _, _) = abc()
        parent.insertSublayer(layer("x"), at: 99)
        parent.insertSublayer(layer("y"), at: .max)
        expectEqual(names(parent), ["a", "b", "c", "x", "y"])
    }

    @Test func insertMovesASiblingWithinTheSameParent() {
        _ = EngineFixture()
        let (parent, a, _, c) = abc()
        parent.insertSublayer(c, at: 0)
        expectEqual(names(parent), ["c", "a", "b"])
        parent.insertSublayer(c, at: 3)
        expectEqual(names(parent), ["a", "b", "c"])
        #expect(a.superlayer === parent)
    }

    @Test func insertBelowAndAbove() {
        _ = EngineFixture()
        let (parent, a, b, c) = abc()
        parent.insertSublayer(layer("x"), below: b)
        expectEqual(names(parent), ["a", "x", "b", "c"])
        parent.insertSublayer(layer("y"), above: b)
        expectEqual(names(parent), ["a", "x", "b", "y", "c"])
        parent.insertSublayer(layer("z"), above: c)
        expectEqual(names(parent), ["a", "x", "b", "y", "c", "z"])
        parent.insertSublayer(layer("w"), below: a)
        expectEqual(names(parent), ["w", "a", "x", "b", "y", "c", "z"])
    }

    @Test func insertBelowOrAboveASiblingMovesAnExistingSublayer() {
        _ = EngineFixture()
        let (parent, a, _, c) = abc()
        parent.insertSublayer(c, below: a)
        expectEqual(names(parent), ["c", "a", "b"])
        parent.insertSublayer(c, above: a)
        expectEqual(names(parent), ["a", "c", "b"])
    }

    @Test func insertBelowOrAboveNilOrAStrangerNeverCrashes() {
        _ = EngineFixture()
        let (parent, _, _, _) = abc()
        let stranger = layer("stranger")
        parent.insertSublayer(layer("x"), below: nil)
        parent.insertSublayer(layer("y"), above: nil)
        parent.insertSublayer(layer("v"), below: stranger)
        parent.insertSublayer(layer("w"), above: stranger)
        // Below nothing: at the back; above nothing: at the front.
        expectEqual(names(parent), ["v", "x", "a", "b", "c", "y", "w"])
        expectEqual(stranger.superlayer, nil)
    }

    @Test func replaceSublayer() {
        _ = EngineFixture()
        let (parent, a, b, _) = abc()
        let d = layer("d")
        parent.replaceSublayer(b, with: d)
        expectEqual(names(parent), ["a", "d", "c"])
        expectEqual(b.superlayer, nil)
        #expect(d.superlayer === parent)
        let other = layer("other")
        let e = layer("e")
        other.addSublayer(e)
        parent.replaceSublayer(a, with: e)  // e leaves its old parent
        expectEqual(names(parent), ["e", "d", "c"])
        expectEqual(other.sublayers, nil)
        #expect(e.superlayer === parent)
    }

    @Test func replacingALayerThatIsNotASublayerIsReportedAndIgnored() {
        let fixture = EngineFixture()
        let (parent, _, _, _) = abc()
        let stranger = layer("stranger")
        let d = layer("d")
        parent.replaceSublayer(stranger, with: d)
        expectEqual(names(parent), ["a", "b", "c"])
        expectEqual(d.superlayer, nil)
        #expect(fixture.engine.reports.contains { $0.contains("replaceSublayer") })
    }

    @Test func replacingWithAnAncestorIsReportedAndLeavesTheTreeAlone() {
        let fixture = EngineFixture()
        let (parent, _, b, _) = abc()
        let root = layer("root")
        root.addSublayer(parent)
        parent.replaceSublayer(b, with: root)  // would put root beneath itself
        expectEqual(names(parent), ["a", "b", "c"])
        #expect(b.superlayer === parent)
        expectEqual(root.superlayer, nil)
        #expect(parent.superlayer === root)
        #expect(!fixture.engine.reports.isEmpty)
    }

    @Test func removeFromSuperlayer() {
        _ = EngineFixture()
        let (parent, a, b, c) = abc()
        b.removeFromSuperlayer()
        expectEqual(names(parent), ["a", "c"])
        expectEqual(b.superlayer, nil)
        b.removeFromSuperlayer()  // no superlayer: nothing happens
        parent.removeFromSuperlayer()
        expectEqual(names(parent), ["a", "c"])
        #expect(a.superlayer === parent && c.superlayer === parent)
    }

    @Test func removingAParentKeepsItsSubtree() {
        _ = EngineFixture()
        let root = layer("root")
        let (parent, a, _, _) = abc()
        let leaf = layer("leaf")
        a.addSublayer(leaf)
        root.addSublayer(parent)
        parent.removeFromSuperlayer()
        expectEqual(root.sublayers, nil)
        #expect(leaf.superlayer === a)
        #expect(a.superlayer === parent)
    }

    @Test func settingSublayersReplacesThemAll() {
        _ = EngineFixture()
        let (parent, a, b, c) = abc()
        let x = layer("x")
        let y = layer("y")
        parent.sublayers = [x, b, y]
        expectEqual(names(parent), ["x", "b", "y"])
        #expect(a.superlayer == nil && c.superlayer == nil)
        #expect(x.superlayer === parent && b.superlayer === parent && y.superlayer === parent)
        parent.sublayers = nil
        expectEqual(parent.sublayers, nil)
        #expect(x.superlayer == nil && b.superlayer == nil)
        parent.sublayers = []
        expectEqual(parent.sublayers, nil)
    }

    @Test func settingSublayersTakesLayersFromOtherParentsAndIgnoresDuplicates() {
        _ = EngineFixture()
        let (parent, a, _, _) = abc()
        let other = layer("other")
        other.sublayers = [a, a]
        expectEqual(names(other), ["a"])
        expectEqual(names(parent), ["b", "c"])
        #expect(a.superlayer === other)
    }

    @Test func movingALayerBetweenParents() {
        _ = EngineFixture()
        let p1 = layer("p1")
        let p2 = layer("p2")
        let child = layer("child")
        p1.addSublayer(child)
        p2.insertSublayer(child, at: 0)
        expectEqual(p1.sublayers, nil)
        expectEqual(names(p2), ["child"])
        #expect(child.superlayer === p2)
    }

    @Test func insertingALayerIntoItselfOrItsDescendantIsReportedAndIgnored() {
        let fixture = EngineFixture()
        let a = layer("a")
        let b = layer("b")
        let c = layer("c")
        a.addSublayer(b)
        b.addSublayer(c)
        c.addSublayer(a)
        a.addSublayer(a)
        b.insertSublayer(a, at: 0)
        c.insertSublayer(b, above: nil)
        a.sublayers = [a]
        expectEqual(a.superlayer, nil)
        #expect(b.superlayer === a && c.superlayer === b)
        expectEqual(names(b), ["c"])
        expectEqual(c.sublayers, nil)
        #expect(fixture.engine.reports.filter { $0.contains("own descendant") }.count >= 4)
    }

    @Test func aMaskHasNoSuperlayerAndIsNotASublayer() {
        _ = EngineFixture()
        let owner = layer("owner")
        let mask = layer("mask")
        owner.mask = mask
        #expect(owner.mask === mask)
        expectEqual(mask.superlayer, nil)
        expectEqual(owner.sublayers, nil)
    }

    @Test func settingASublayerAsAMaskTakesItOutOfTheSublayers() {
        _ = EngineFixture()
        let (parent, _, b, _) = abc()
        parent.mask = b
        expectEqual(names(parent), ["a", "c"])
        expectEqual(b.superlayer, nil)
        #expect(parent.mask === b)
    }

    @Test func replacingAMaskReleasesTheOldOne() {
        _ = EngineFixture()
        let owner = layer("owner")
        let m1 = layer("m1")
        let m2 = layer("m2")
        owner.mask = m1
        owner.mask = m2
        #expect(owner.mask === m2)
        let other = layer("other")
        other.mask = m1  // m1 is free to mask another layer …
        #expect(other.mask === m1)
        #expect(owner.mask === m2)  // … without touching its old owner
        owner.mask = nil
        expectEqual(owner.mask, nil)
        other.mask = m2
        #expect(other.mask === m2)
    }

    @Test func oneMaskServesOneLayer() {
        _ = EngineFixture()
        let first = layer("first")
        let second = layer("second")
        let mask = layer("mask")
        first.mask = mask
        second.mask = mask
        #expect(second.mask === mask)
        expectEqual(first.mask, nil)
    }

    @Test func aMaskAddedAsASublayerLeavesTheMask() {
        _ = EngineFixture()
        let owner = layer("owner")
        let mask = layer("mask")
        let parent = layer("parent")
        owner.mask = mask
        parent.addSublayer(mask)
        expectEqual(owner.mask, nil)
        #expect(mask.superlayer === parent)
    }

    @Test func removeFromSuperlayerOnAMaskClearsTheMask() {  // CALayer.h: works for sublayers and masks
        _ = EngineFixture()
        let owner = layer("owner")
        let mask = layer("mask")
        owner.mask = mask
        mask.removeFromSuperlayer()
        expectEqual(owner.mask, nil)
    }

    @Test func maskingALayerWithItselfOrAnAncestorIsReportedAndIgnored() {
        let fixture = EngineFixture()
        let root = layer("root")
        let child = layer("child")
        root.addSublayer(child)
        child.mask = child
        child.mask = root
        expectEqual(child.mask, nil)
        expectEqual(root.superlayer, nil)
        #expect(child.superlayer === root)
        expectEqual(fixture.engine.reports.count, 2)
        // The tree is still a tree: converting walks to the root and stops.
        expectEqual(child.convert(CGPoint.zero, to: nil), .zero)
    }

    @Test func aMasksOwnerCannotBeInsertedBeneathTheMask() {
        let fixture = EngineFixture()
        let owner = layer("owner")
        let mask = layer("mask")
        owner.mask = mask
        mask.addSublayer(owner)
        expectEqual(mask.sublayers, nil)
        expectEqual(owner.superlayer, nil)
        #expect(!fixture.engine.reports.isEmpty)
    }

    @Test func editsInsideLayoutDoNotCorruptTheTree() {
        final class Reparenting: CALayerDelegate {
            let target: CALayer
            var done = false
            init(target: CALayer) { self.target = target }
            func layoutSublayers(of layer: CALayer) {
                guard !done else { return }
                done = true
                layer.sublayers?.first?.removeFromSuperlayer()
                layer.addSublayer(target)
            }
        }
        let fixture = EngineFixture()
        let (parent, a, _, _) = abc()
        let x = layer("x")
        let delegate = Reparenting(target: x)
        parent.delegate = delegate
        parent.setNeedsLayout()
        fixture.frame()
        expectEqual(names(parent), ["b", "c", "x"])
        expectEqual(a.superlayer, nil)
    }
}
