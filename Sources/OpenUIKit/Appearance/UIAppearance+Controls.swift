import Foundation

// The four proxy methods of `UIAppearance`, for the controls: once per Segue class with appearance-marked
// properties, each returning that class so the class's own properties can be set on the
// proxy. Swift picks the most specific extension for a class and its subclasses; `self` is
// the class the method is called on, so `MyLabel.appearance()` customises `MyLabel`s only.

extension UIAppearance where Self: UIButton {
    /// The proxy that customises buttons of this class (and its subclasses).
    public static func appearance() -> UIButton {
        _AppearanceProxies.proxy(of: self) { UIButton(type: .custom) }
    }

    /// The proxy that customises buttons of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIButton
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIButton(type: .custom) }
    }

    /// The proxy that customises buttons of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIButton {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIButton(type: .custom) }
    }

    /// The proxy that customises buttons of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIButton {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIButton(type: .custom) }
    }
}

extension UIAppearance where Self: UISwitch {
    /// The proxy that customises switches of this class (and its subclasses).
    public static func appearance() -> UISwitch {
        _AppearanceProxies.proxy(of: self) { UISwitch(frame: .zero) }
    }

    /// The proxy that customises switches of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UISwitch
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UISwitch(frame: .zero) }
    }

    /// The proxy that customises switches of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UISwitch {
        _AppearanceProxies.proxy(of: self, traits: trait) { UISwitch(frame: .zero) }
    }

    /// The proxy that customises switches of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UISwitch {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UISwitch(frame: .zero) }
    }
}

extension UIAppearance where Self: UISlider {
    /// The proxy that customises sliders of this class (and its subclasses).
    public static func appearance() -> UISlider {
        _AppearanceProxies.proxy(of: self) { UISlider(frame: .zero) }
    }

    /// The proxy that customises sliders of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UISlider
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UISlider(frame: .zero) }
    }

    /// The proxy that customises sliders of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UISlider {
        _AppearanceProxies.proxy(of: self, traits: trait) { UISlider(frame: .zero) }
    }

    /// The proxy that customises sliders of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UISlider {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UISlider(frame: .zero) }
    }
}

extension UIAppearance where Self: UIStepper {
    /// The proxy that customises steppers of this class (and its subclasses).
    public static func appearance() -> UIStepper {
        _AppearanceProxies.proxy(of: self) { UIStepper(frame: .zero) }
    }

    /// The proxy that customises steppers of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIStepper
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIStepper(frame: .zero) }
    }

    /// The proxy that customises steppers of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIStepper {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIStepper(frame: .zero) }
    }

    /// The proxy that customises steppers of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIStepper {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIStepper(frame: .zero) }
    }
}

extension UIAppearance where Self: UIPageControl {
    /// The proxy that customises page controls of this class (and its subclasses).
    public static func appearance() -> UIPageControl {
        _AppearanceProxies.proxy(of: self) { UIPageControl(frame: .zero) }
    }

    /// The proxy that customises page controls of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIPageControl
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIPageControl(frame: .zero) }
    }

    /// The proxy that customises page controls of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIPageControl {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIPageControl(frame: .zero) }
    }

    /// The proxy that customises page controls of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIPageControl {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIPageControl(frame: .zero) }
    }
}

extension UIAppearance where Self: UIProgressView {
    /// The proxy that customises progress views of this class (and its subclasses).
    public static func appearance() -> UIProgressView {
        _AppearanceProxies.proxy(of: self) { UIProgressView(frame: .zero) }
    }

    /// The proxy that customises progress views of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIProgressView
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIProgressView(frame: .zero) }
    }

    /// The proxy that customises progress views of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIProgressView {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIProgressView(frame: .zero) }
    }

    /// The proxy that customises progress views of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIProgressView {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIProgressView(frame: .zero) }
    }
}

extension UIAppearance where Self: UISegmentedControl {
    /// The proxy that customises segmented controls of this class (and its subclasses).
    public static func appearance() -> UISegmentedControl {
        _AppearanceProxies.proxy(of: self) { UISegmentedControl(frame: .zero) }
    }

    /// The proxy that customises segmented controls of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UISegmentedControl
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UISegmentedControl(frame: .zero) }
    }

    /// The proxy that customises segmented controls of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UISegmentedControl {
        _AppearanceProxies.proxy(of: self, traits: trait) { UISegmentedControl(frame: .zero) }
    }

    /// The proxy that customises segmented controls of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UISegmentedControl {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) {
            UISegmentedControl(frame: .zero)
        }
    }
}

extension UIAppearance where Self: UIActivityIndicatorView {
    /// The proxy that customises activity indicators of this class (and its subclasses).
    public static func appearance() -> UIActivityIndicatorView {
        _AppearanceProxies.proxy(of: self) { UIActivityIndicatorView(frame: .zero) }
    }

    /// The proxy that customises activity indicators of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIActivityIndicatorView
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIActivityIndicatorView(frame: .zero) }
    }

    /// The proxy that customises activity indicators of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIActivityIndicatorView {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIActivityIndicatorView(frame: .zero) }
    }

    /// The proxy that customises activity indicators of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIActivityIndicatorView {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) {
            UIActivityIndicatorView(frame: .zero)
        }
    }
}

extension UIAppearance where Self: UIRefreshControl {
    /// The proxy that customises refresh controls of this class (and its subclasses).
    public static func appearance() -> UIRefreshControl {
        _AppearanceProxies.proxy(of: self) { UIRefreshControl() }
    }

    /// The proxy that customises refresh controls of this class inside instances of `containerTypes`
    /// (nearest container first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIRefreshControl
    {
        _AppearanceProxies.proxy(of: self, containers: containerTypes) { UIRefreshControl() }
    }

    /// The proxy that customises refresh controls of this class whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> UIRefreshControl {
        _AppearanceProxies.proxy(of: self, traits: trait) { UIRefreshControl() }
    }

    /// The proxy that customises refresh controls of this class with `trait`'s traits inside
    /// instances of `containerTypes`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIRefreshControl {
        _AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait) { UIRefreshControl() }
    }
}
