import Foundation

/// A menu element that loads its elements when the menu shows it.
///
/// While the provider has not called its completion, the menu shows a "Loading…" row; when it
/// does, the elements take the row's place (UIKitBehaviour #294). A cached element (made with
/// ``init(_:)``) asks its provider once and keeps the elements; an ``uncached(_:)`` one asks
/// each time a menu shows it.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider: called with a completion that takes the elements.
    let _provider: @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    /// Whether the elements are asked for each time.
    let _isUncached: Bool
    /// The elements a cached element loaded.
    var _cachedElements: [UIMenuElement]?

    init(
        _provider provider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void,
        uncached: Bool
    ) {
        _provider = provider
        _isUncached = uncached
        super.init(_title: "", subtitle: nil, image: nil)
    }

    /// Creates a deferred element whose elements are loaded once and cached.
    public convenience init(
        _ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    ) {
        self.init(_provider: elementProvider, uncached: false)
    }

    /// Creating elements from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIDeferredMenuElement.init(coder:)")
    }

    /// Returns a deferred element that asks its provider each time a menu shows it.
    public class func uncached(
        _ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(_provider: elementProvider, uncached: true)
    }

    /// Loads the elements: `deliver` gets them at once when cached, else when the provider
    /// completes (which may be during this call). A provider's later completions are ignored.
    func _load(_ deliver: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if !_isUncached, let cached = _cachedElements {
            deliver(cached)
            return
        }
        var delivered = false
        _provider { [weak self] elements in
            guard !delivered else { return }
            delivered = true
            if let self, !self._isUncached { self._cachedElements = elements }
            deliver(elements)
        }
    }
}
