import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGVectorTests {
    @Test func initializersStoreComponents() {
        #expect(CGVector().dx == 0 && CGVector().dy == 0)
        let fromCGFloat = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        #expect(fromCGFloat.dx == 1.5 && fromCGFloat.dy == -2)
        let fromDouble = CGVector(dx: 0.25, dy: 4.0)
        #expect(fromDouble.dx == 0.25 && fromDouble.dy == 4)
        let fromInt = CGVector(dx: 3, dy: -7)
        #expect(fromInt.dx == 3 && fromInt.dy == -7)
        expectEqual(CGVector.zero, CGVector(dx: 0, dy: 0))
    }

    @Test func hashableDistinguishesComponents() {
        let set: Set<CGVector> = [CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), CGVector(dx: 2, dy: 1)]
        expectEqual(set.count, 2)
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
    }

    @Test func codableUsesAnArrayOfTwoComponents() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
        expectEqual(String(decoding: data, as: UTF8.self), "[1.5,-2]")
        try expectEqual(JSONDecoder().decode(CGVector.self, from: data), CGVector(dx: 1.5, dy: -2))
    }
}
