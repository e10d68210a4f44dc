import Testing
import OpenCoreGraphics

@Suite struct CGAffineTransformTests {
    @Test func identityIsUnitMatrix() {
        let t = CGAffineTransform.identity
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }
}
