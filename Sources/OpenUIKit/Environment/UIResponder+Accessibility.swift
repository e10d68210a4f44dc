import Foundation

/// What an element was given through the accessibility properties (nil: the default).
final class _AccessibilityStorage {
    var isElement: Bool?
    var label: String??
    var hint: String?
    var value: String??
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var elements: [Any]?
    var viewIsModal = false
    var elementsHidden = false
    var frame: CGRect?
    var language: String?
    var groupsChildren = false
}

/// The defaults of the accessibility properties, as UIKit's views answer them.
extension UIResponder {
    var _accessibilityStorage: _AccessibilityStorage {
        if let storage = _accessibility { return storage }
        let storage = _AccessibilityStorage()
        _accessibility = storage
        return storage
    }

    /// Labels, buttons and enabled controls are elements; other views and objects are not.
    var _defaultIsAccessibilityElement: Bool {
        self is UILabel || self is UIButton
    }

    /// A label's text; a button's title (or its image's accessibility label); nil otherwise.
    var _defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let button = self as? UIButton { return button.title(for: button.state) ?? button.titleLabel?.text }
        return nil
    }

    /// Labels are static text and buttons buttons (not enabled when disabled); image views images.
    var _defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if self is UILabel { traits.insert(.staticText) }
        if self is UIButton { traits.insert(.button) }
        if self is UIImageView { traits.insert(.image) }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// A view's frame in screen coordinates (through its window); `.zero` for other objects.
    var _defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        if let window = view.window {
            return window.convert(view.bounds, from: view).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        }
        return view.convert(view.bounds, to: nil)
    }
}
