import Testing
import OpenQuartzCore

@Suite struct CATransform3DTests {
    @Test func identityIsUnitMatrix() {  // spec #146
        let t = CATransform3DIdentity
        #expect(t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m44 == 1 && t.m41 == 0)
    }
}
