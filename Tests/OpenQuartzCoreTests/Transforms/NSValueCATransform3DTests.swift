import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// `NSValue(caTransform3D:)` and `caTransform3DValue` (QuartzCore's `NSValue` additions).
@Suite struct NSValueCATransform3DTests {
    private let perspective: CATransform3D = {
        var t = CATransform3DMakeRotation(0.7, 0.3, 1, 0.2)
        t.m34 = -1 / 500
        return CATransform3DTranslate(t, 12.5, -3, 40)
    }()

    @Test func roundTripsExactly() {
        let value = NSValue(caTransform3D: perspective)
        expectEqual(value.caTransform3DValue, perspective)
        expectEqual(String(cString: value.objCType), "{CATransform3D=dddddddddddddddd}")
    }

    @Test func getValueCopiesTheSixteenEntriesRowByRow() {
        let value = NSValue(caTransform3D: perspective)
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
        let p = perspective
        #expect(
            entries
                == [
                    p.m11, p.m12, p.m13, p.m14, p.m21, p.m22, p.m23, p.m24,
                    p.m31, p.m32, p.m33, p.m34, p.m41, p.m42, p.m43, p.m44
                ].map(Double.init))
    }

    @Test func equalTransformsGiveEqualValuesWithEqualHashes() {
        let a = NSValue(caTransform3D: perspective)
        let b = NSValue(caTransform3D: perspective)
        #expect(a !== b)
        #expect(a.isEqual(b))
        expectEqual(a, b)
        expectEqual(a.hash, b.hash)
        expectEqual(Set([a, b]).count, 1)
        #expect(a != NSValue(caTransform3D: CATransform3DIdentity))
        // Contents compare as numbers: 0 equals −0 (and hashes alike) …
        var negativeZero = CATransform3DIdentity
        negativeZero.m41 = -0.0
        expectEqual(NSValue(caTransform3D: negativeZero), NSValue(caTransform3D: CATransform3DIdentity))
        expectEqual(NSValue(caTransform3D: negativeZero).hash, NSValue(caTransform3D: CATransform3DIdentity).hash)
        // … and a transform holding NaN equals only its own value.
        var nan = CATransform3DIdentity
        nan.m11 = .nan
        let nanValue = NSValue(caTransform3D: nan)
        #expect(nanValue.isEqual(nanValue))
        #expect(!nanValue.isEqual(NSValue(caTransform3D: nan)))
        #expect(nanValue.caTransform3DValue.m11.isNaN)
    }

    @Test func aValueOfAnotherKindReadsAsTheZeroMatrixAndIsReported() {
        let fixture = EngineFixture()
        let point = NSValue(point: CGPoint(x: 1, y: 2))
        expectEqual(point.caTransform3DValue, CATransform3D())
        expectEqual(fixture.engine.reports.last?.contains("caTransform3DValue"), true)
        expectEqual(fixture.engine.reports.last?.contains("{CGPoint=dd}"), true)
        expectEqual(NSNumber(value: 3).caTransform3DValue, CATransform3D())
        #expect(!NSValue(caTransform3D: CATransform3DIdentity).isEqual(NSValue(point: .zero)))
        #expect(!NSValue(point: .zero).isEqual(NSValue(caTransform3D: CATransform3DIdentity)))
    }
}
