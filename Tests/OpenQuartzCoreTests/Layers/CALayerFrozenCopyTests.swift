import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Frozen copies (what `snapshotView` shows) made and freed within one turn.
@Suite struct CALayerFrozenCopyTests {
    @Test func aFrozenCopyFreedBeforeTheCommitLeavesNothingBehind() {
        let fixture = EngineFixture()
        let original = fixture.committedLayer()
        original.addSublayer(CALayer())
        CATransaction.flush()
        fixture.frame()
        do {
            let copy = original._frozenCopy(atMediaTime: fixture.clock.currentTime)
            expectEqual(copy.sublayers?.count, 1)
        }
        // The copy is gone; the engine must hold no reference to it (it once kept a dangling
        // one, which crashed the next commit).
        #expect(fixture.engine.uncommittedLayers.isEmpty)
        let later = CALayer()
        later.opacity = 0.5
        CATransaction.flush()
        fixture.frame()
        #expect(later._isCommitted)
        #expect(fixture.engine.uncommittedLayers.isEmpty)
    }
}
