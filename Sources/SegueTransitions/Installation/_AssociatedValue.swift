#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Keys of the objects the library keeps on controllers (`objc_setAssociatedObject`).
@MainActor
enum _AssociatedKeys {
    nonisolated(unsafe) static var modal: UInt8 = 0
    nonisolated(unsafe) static var navigation: UInt8 = 0
    nonisolated(unsafe) static var tab: UInt8 = 0
    nonisolated(unsafe) static var oneCall: UInt8 = 0
    nonisolated(unsafe) static var transitionID: UInt8 = 0
    nonisolated(unsafe) static var transitionModifiers: UInt8 = 0
    nonisolated(unsafe) static var matchedViewProvider: UInt8 = 0

    /// The object kept on `owner` under `key`.
    static func value<T>(of owner: AnyObject, _ key: UnsafeRawPointer) -> T? {
        objc_getAssociatedObject(owner, key) as? T
    }

    /// Keeps `value` on `owner` under `key` (strongly), or forgets it when nil.
    static func set(_ value: AnyObject?, on owner: AnyObject, _ key: UnsafeRawPointer) {
        objc_setAssociatedObject(owner, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
