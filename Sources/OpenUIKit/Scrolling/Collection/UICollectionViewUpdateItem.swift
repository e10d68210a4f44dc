import Foundation

/// One change of a batch update, as the layout sees it in `prepare(forCollectionViewUpdates:)`.
///
/// A section change has an index path whose item is `NSNotFound`, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What happened to the element.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The element's index path before the update (nil for inserts).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update (nil for deletes).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What happened.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
