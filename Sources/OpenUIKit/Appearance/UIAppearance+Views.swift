import Foundation

// The four proxy methods of `UIAppearance`, for the views: once per Segue class with appearance-marked
// properties, each returning that class so the class's own properties can be set on the
// proxy. Swift picks the most specific extension for a class and its subclasses; `self` is
// the class the method is called on, so `MyLabel.appearance()` customises `MyLabel`s only.

extension UIAppearance where Self: UIView {
    /// The proxy that customises every view of this class (and its subclasses).
    public static func appearance() -> UIView {
        _AppearanceProxies.proxy(of: self) { UIView(frame: .zero) }
    }

    /// The proxy that customises every view of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIView(frame: .zero) }
    }

    /// The proxy that customises every view of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIView {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIView(frame: .zero) }
    }

    /// The proxy that customises every view of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIView {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIView(frame: .zero) }
    }
}

extension UIAppearance where Self: UILabel {
    /// The proxy that customises labels of this class (and its subclasses).
    public static func appearance() -> UILabel {
        _AppearanceProxies.proxy(of: self) { UILabel(frame: .zero) }
    }

    /// The proxy that customises labels of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UILabel
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UILabel(frame: .zero) }
    }

    /// The proxy that customises labels of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UILabel {
        _AppearanceProxies.proxy(of: self, traits: trait) { UILabel(frame: .zero) }
    }

    /// The proxy that customises labels of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UILabel {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UILabel(frame: .zero) }
    }
}

extension UIAppearance where Self: UITableView {
    /// The proxy that customises table views of this class (and its subclasses).
    public static func appearance() -> UITableView {
        _AppearanceProxies.proxy(of: self) { UITableView(frame: .zero, style: .plain) }
    }

    /// The proxy that customises table views of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITableView
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UITableView(frame: .zero, style: .plain) }
    }

    /// The proxy that customises table views of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UITableView {
        _AppearanceProxies.proxy(of: self, traits: trait) { UITableView(frame: .zero, style: .plain) }
    }

    /// The proxy that customises table views of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITableView {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) {
            UITableView(frame: .zero, style: .plain)
        }
    }
}

extension UIAppearance where Self: UITableViewCell {
    /// The proxy that customises table view cells of this class (and its subclasses).
    public static func appearance() -> UITableViewCell {
        _AppearanceProxies.proxy(of: self) { UITableViewCell(style: .default, reuseIdentifier: nil) }
    }

    /// The proxy that customises table view cells of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITableViewCell
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// The proxy that customises table view cells of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UITableViewCell {
        _AppearanceProxies.proxy(of: self, traits: trait) { UITableViewCell(style: .default, reuseIdentifier: nil) }
    }

    /// The proxy that customises table view cells of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITableViewCell {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
}

extension UIAppearance where Self: UITextField {
    /// The proxy that customises text fields of this class (and its subclasses).
    public static func appearance() -> UITextField {
        _AppearanceProxies.proxy(of: self) { UITextField(frame: .zero) }
    }

    /// The proxy that customises text fields of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITextField
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UITextField(frame: .zero) }
    }

    /// The proxy that customises text fields of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UITextField {
        _AppearanceProxies.proxy(of: self, traits: trait) { UITextField(frame: .zero) }
    }

    /// The proxy that customises text fields of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITextField {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UITextField(frame: .zero) }
    }
}

extension UIAppearance where Self: UITextView {
    /// The proxy that customises text views of this class (and its subclasses).
    public static func appearance() -> UITextView {
        _AppearanceProxies.proxy(of: self) { UITextView(frame: .zero) }
    }

    /// The proxy that customises text views of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITextView
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UITextView(frame: .zero) }
    }

    /// The proxy that customises text views of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UITextView {
        _AppearanceProxies.proxy(of: self, traits: trait) { UITextView(frame: .zero) }
    }

    /// The proxy that customises text views of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITextView {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UITextView(frame: .zero) }
    }
}

extension UIAppearance where Self: UIImageView {
    /// The proxy that customises image views of this class (and its subclasses).
    public static func appearance() -> UIImageView {
        _AppearanceProxies.proxy(of: self) { UIImageView(frame: .zero) }
    }

    /// The proxy that customises image views of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIImageView
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIImageView(frame: .zero) }
    }

    /// The proxy that customises image views of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIImageView {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIImageView(frame: .zero) }
    }

    /// The proxy that customises image views of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIImageView {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIImageView(frame: .zero) }
    }
}
