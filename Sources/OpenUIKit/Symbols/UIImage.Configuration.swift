import Foundation

extension UIImage {
    /// An object that contains the specific traits to associate with an image.
    ///
    /// The base of ``SymbolConfiguration``. A configuration is immutable: the `with…` and
    /// ``applying(_:)`` methods return new ones.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits associated with the image configuration.
        ///
        /// A symbol made with a configuration that has traits resolves its text style for
        /// them (the main screen's when nil).
        public let traitCollection: UITraitCollection?

        init(_traitCollection traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// Returns a configuration object that applies the specified configuration values on
        /// top of the current object's values.
        ///
        /// A value `otherConfiguration` specifies wins; one it leaves unspecified keeps the
        /// receiver's. `nil` returns an equal copy.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            _merged(with: otherConfiguration) as! Self
        }

        /// Returns a new configuration object with the specified traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            _copy(traitCollection: traitCollection) as! Self
        }

        /// A copy of the configuration.
        public func copy(with zone: NSZone? = nil) -> Any { _copy(traitCollection: traitCollection) }

        /// The configuration with `other`'s specified values on top (subclasses merge theirs).
        func _merged(with other: UIImage.Configuration?) -> UIImage.Configuration {
            guard let other else { return _copy(traitCollection: traitCollection) }
            if type(of: other) != UIImage.Configuration.self {
                // A richer configuration on top of a plain one: it keeps its values and takes
                // the receiver's traits where it has none.
                return other._copy(traitCollection: other.traitCollection ?? traitCollection)
            }
            return _copy(traitCollection: other.traitCollection ?? traitCollection)
        }

        /// A copy with `traitCollection`.
        func _copy(traitCollection: UITraitCollection?) -> UIImage.Configuration {
            UIImage.Configuration(_traitCollection: traitCollection)
        }
    }
}
