import Foundation
import Synchronization

extension UITraitCollection {
    /// The trait collection dynamic colours resolve with when none is given: per thread.
    ///
    /// UIKit sets it around the calls where a view draws or reacts to its traits; so does
    /// Segue, around `draw(_:)`, `traitCollectionDidChange(_:)` and trait-change handlers.
    /// Unset, it is the main screen's trait collection (`UIScreen.main.traitCollection`).
    /// Setting it changes it for the current thread only.
    public class var current: UITraitCollection {
        get { Thread.current.threadDictionary[_currentKey] as? UITraitCollection ?? _screenTraits }
        set { Thread.current.threadDictionary[_currentKey] = newValue }
    }

    /// Makes the receiver `current` while `actions` runs, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[UITraitCollection._currentKey]
        dictionary[UITraitCollection._currentKey] = self
        defer { dictionary[UITraitCollection._currentKey] = previous }
        try actions()
    }

    private static let _currentKey = "org.segue.UITraitCollection.current"

    /// The main screen's trait collection, readable from any thread (what `current` falls back to).
    static var _screenTraits: UITraitCollection {
        get { _screenTraitsStorage.withLock { $0 } }
        set { _screenTraitsStorage.withLock { $0 = newValue } }
    }

    private static let _screenTraitsStorage = Mutex(
        UITraitCollection(
            _values: _TraitValues(
                userInterfaceStyle: .light, horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1,
                userInterfaceIdiom: .phone, layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
                accessibilityContrast: .normal, legibilityWeight: .regular, userInterfaceLevel: .base)))
}
