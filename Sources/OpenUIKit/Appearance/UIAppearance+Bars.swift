import Foundation

// The four proxy methods of `UIAppearance`, for the bars: once per Segue class with appearance-marked
// properties, each returning that class so the class's own properties can be set on the
// proxy. Swift picks the most specific extension for a class and its subclasses; `self` is
// the class the method is called on, so `MyLabel.appearance()` customises `MyLabel`s only.

extension UIAppearance where Self: UINavigationBar {
    /// The proxy that customises navigation bars of this class (and its subclasses).
    public static func appearance() -> UINavigationBar {
        _AppearanceProxies.proxy(of: self) { UINavigationBar(frame: .zero) }
    }

    /// The proxy that customises navigation bars of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UINavigationBar
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UINavigationBar(frame: .zero) }
    }

    /// The proxy that customises navigation bars of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UINavigationBar {
        _AppearanceProxies.proxy(of: self, traits: trait) { UINavigationBar(frame: .zero) }
    }

    /// The proxy that customises navigation bars of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UINavigationBar {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UINavigationBar(frame: .zero) }
    }
}

extension UIAppearance where Self: UIToolbar {
    /// The proxy that customises toolbars of this class (and its subclasses).
    public static func appearance() -> UIToolbar {
        _AppearanceProxies.proxy(of: self) { UIToolbar(frame: .zero) }
    }

    /// The proxy that customises toolbars of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIToolbar
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIToolbar(frame: .zero) }
    }

    /// The proxy that customises toolbars of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIToolbar {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIToolbar(frame: .zero) }
    }

    /// The proxy that customises toolbars of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIToolbar {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIToolbar(frame: .zero) }
    }
}

extension UIAppearance where Self: UITabBar {
    /// The proxy that customises tab bars of this class (and its subclasses).
    public static func appearance() -> UITabBar {
        _AppearanceProxies.proxy(of: self) { UITabBar(frame: .zero) }
    }

    /// The proxy that customises tab bars of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITabBar
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UITabBar(frame: .zero) }
    }

    /// The proxy that customises tab bars of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UITabBar {
        _AppearanceProxies.proxy(of: self, traits: trait) { UITabBar(frame: .zero) }
    }

    /// The proxy that customises tab bars of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITabBar {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UITabBar(frame: .zero) }
    }
}

extension UIAppearance where Self: UIBarItem {
    /// The proxy that customises bar items of this class (and its subclasses).
    public static func appearance() -> UIBarItem {
        _AppearanceProxies.proxy(of: self) { UIBarButtonItem() }
    }

    /// The proxy that customises bar items of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIBarItem
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIBarButtonItem() }
    }

    /// The proxy that customises bar items of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIBarItem {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIBarButtonItem() }
    }

    /// The proxy that customises bar items of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIBarItem {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIBarButtonItem() }
    }
}

extension UIAppearance where Self: UIBarButtonItem {
    /// The proxy that customises bar button items of this class (and its subclasses).
    public static func appearance() -> UIBarButtonItem {
        _AppearanceProxies.proxy(of: self) { UIBarButtonItem() }
    }

    /// The proxy that customises bar button items of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIBarButtonItem
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIBarButtonItem() }
    }

    /// The proxy that customises bar button items of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIBarButtonItem {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIBarButtonItem() }
    }

    /// The proxy that customises bar button items of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIBarButtonItem {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIBarButtonItem() }
    }
}

extension UIAppearance where Self: UITabBarItem {
    /// The proxy that customises tab bar items of this class (and its subclasses).
    public static func appearance() -> UITabBarItem {
        _AppearanceProxies.proxy(of: self) { UITabBarItem() }
    }

    /// The proxy that customises tab bar items of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITabBarItem
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UITabBarItem() }
    }

    /// The proxy that customises tab bar items of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UITabBarItem {
        _AppearanceProxies.proxy(of: self, traits: trait) { UITabBarItem() }
    }

    /// The proxy that customises tab bar items of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITabBarItem {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UITabBarItem() }
    }
}
