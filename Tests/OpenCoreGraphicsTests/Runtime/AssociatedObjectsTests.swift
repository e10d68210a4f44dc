import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

// Keys as real code declares them: globals and statics whose address is the key.
nonisolated(unsafe) private var badgeKey = 0
nonisolated(unsafe) private var tagKey: UInt8 = 0
nonisolated(unsafe) private let namedKey = UnsafeRawPointer(bitPattern: "segue.associated.named".hashValue | 1)!

/// A value that counts its deallocations.
private final class Tracked: @unchecked Sendable {
    nonisolated(unsafe) static var deallocations = 0
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { Tracked.deallocations += 1 }
}

private final class Plain {}
private final class Model: NSObject {
    nonisolated(unsafe) static var colorKey: UInt8 = 0
}
private final class Copyable: NSObject, NSCopying {
    var text: String
    init(_ text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Copyable(text) }
}

// Serialized: the deallocation counter and the table's size are process-wide.
@Suite(.serialized) struct AssociatedObjectsTests {
    @Test func aValueIsReadBackUnderItsKeyAndOnlyOnItsObject() {
        let object = Plain()
        let other = Plain()
        objc_setAssociatedObject(object, &badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(object, &tagKey, 7, .OBJC_ASSOCIATION_RETAIN)
        expectEqual(objc_getAssociatedObject(object, &badgeKey) as? String, "3")
        expectEqual(objc_getAssociatedObject(object, &tagKey) as? Int, 7)
        #expect(objc_getAssociatedObject(other, &badgeKey) == nil)
        objc_setAssociatedObject(object, &badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(object, &badgeKey) == nil)
        expectEqual(objc_getAssociatedObject(object, &tagKey) as? Int, 7)
        objc_removeAssociatedObjects(object)
        #expect(objc_getAssociatedObject(object, &tagKey) == nil)
    }

    @Test func staticKeysPointerKeysAndStringKeysAreDistinct() {
        let model = Model()
        objc_setAssociatedObject(model, &Model.colorKey, "red", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(model, namedKey, "named", .OBJC_ASSOCIATION_RETAIN)
        "segue.key".withCString { objc_setAssociatedObject(model, $0, "c string", .OBJC_ASSOCIATION_RETAIN) }
        expectEqual(objc_getAssociatedObject(model, &Model.colorKey) as? String, "red")
        expectEqual(objc_getAssociatedObject(model, namedKey) as? String, "named")
        objc_removeAssociatedObjects(model)
    }

    @Test func replacingAValueReleasesTheOldOne() {
        let object = Plain()
        let before = Tracked.deallocations
        objc_setAssociatedObject(object, &badgeKey, Tracked(1), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(object, &badgeKey, Tracked(2), .OBJC_ASSOCIATION_RETAIN)
        expectEqual(Tracked.deallocations, before + 1)
        expectEqual((objc_getAssociatedObject(object, &badgeKey) as? Tracked)?.id, 2)
        objc_removeAssociatedObjects(object)
        expectEqual(Tracked.deallocations, before + 2)
    }

    @Test func aRetainedValueIsReleasedWithItsObject() {
        let before = Tracked.deallocations
        var object: Model? = Model()
        weak var value: Tracked?
        do {
            let tracked = Tracked(1)
            value = tracked
            objc_setAssociatedObject(object!, &badgeKey, tracked, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(value != nil)
        object = nil
        _purgeDeallocatedAssociations()
        #expect(value == nil)
        expectEqual(Tracked.deallocations, before + 1)
    }

    @Test func assignHoldsAnObjectWeaklyAndCopyCopies() {
        let object = Plain()
        var target: Tracked? = Tracked(9)
        objc_setAssociatedObject(object, &badgeKey, target, .OBJC_ASSOCIATION_ASSIGN)
        #expect((objc_getAssociatedObject(object, &badgeKey) as? Tracked) === target)
        target = nil
        #expect(objc_getAssociatedObject(object, &badgeKey) == nil)

        let original = Copyable("a")
        objc_setAssociatedObject(object, &tagKey, original, .OBJC_ASSOCIATION_COPY)
        original.text = "b"
        let stored = objc_getAssociatedObject(object, &tagKey) as? Copyable
        #expect(stored !== original && stored?.text == "a")
        objc_removeAssociatedObjects(object)
    }

    @Test func aNilObjectReadsNilAndIgnoresWrites() {
        let missing: Plain? = nil
        objc_setAssociatedObject(missing as Any, &badgeKey, 1, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(missing as Any, &badgeKey) == nil)
        // An optional holding an object is the object.
        let present: Plain? = Plain()
        objc_setAssociatedObject(present as Any, &badgeKey, 1, .OBJC_ASSOCIATION_RETAIN)
        expectEqual(objc_getAssociatedObject(present!, &badgeKey) as? Int, 1)
        objc_removeAssociatedObjects(present!)
    }

    @Test func aClassObjectCanCarryValues() {
        objc_setAssociatedObject(Model.self, &badgeKey, "class", .OBJC_ASSOCIATION_RETAIN)
        expectEqual(objc_getAssociatedObject(Model.self, &badgeKey) as? String, "class")
        objc_removeAssociatedObjects(Model.self)
        #expect(objc_getAssociatedObject(Model.self, &badgeKey) == nil)
    }

    @Test func aValueTypeObjectTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            objc_setAssociatedObject(42, &badgeKey, 1, .OBJC_ASSOCIATION_RETAIN)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("objc_setAssociatedObject: Int is a value type"))
    }

    @Test func soak100kObjectsReleaseEveryValueAndEmptyTheTable() {
        _purgeDeallocatedAssociations()
        let baseline = _associatedObjectCount
        let before = Tracked.deallocations
        var peak = 0
        for index in 0..<100_000 {
            let object = index.isMultiple(of: 2) ? Plain() as AnyObject : Model()
            objc_setAssociatedObject(object, &badgeKey, Tracked(index), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(object, &tagKey, "\(index)", .OBJC_ASSOCIATION_COPY)
            peak = max(peak, _associatedObjectCount)
        }
        // The growth sweep keeps the table bounded while objects come and go…
        #expect(peak <= baseline + 2048)
        _purgeDeallocatedAssociations()
        // …and after a sweep every value of a deallocated object is gone.
        expectEqual(Tracked.deallocations, before + 100_000)
        // The table is shared with tests of other suites running in parallel (the transitions
        // library keeps its settings as associated values), so a few entries may come and go;
        // one of this test's 100,000 objects left behind per 1,000 would already show.
        #expect(abs(_associatedObjectCount - baseline) <= 100, "\(_associatedObjectCount) entries, \(baseline) before")
    }
}
