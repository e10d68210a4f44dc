import Foundation

extension UISheetPresentationController {
    /// A height at which a sheet naturally rests (UIKitBehaviour #352–#354).
    ///
    /// `.large()` is the full height, `.medium()` about half of it (inactive in a compact
    /// height), `.custom(identifier:resolver:)` whatever its resolver answers. A value is a
    /// height inside the sheet's safe area: the bottom safe-area inset comes on top of it.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// A detent's identity: what `selectedDetentIdentifier` and
        /// `largestUndimmedDetentIdentifier` name.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            /// Creates an identifier from its raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from its raw value.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        let _resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            _resolver = resolver
            super.init()
        }

        /// The share of the largest height the medium detent takes (UNCONFIRMED, UIKitBehaviour #353).
        static let mediumFraction: CGFloat = 0.5

        /// The system detent at about half the full height; inactive in a compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : context.maximumDetentValue * mediumFraction
            }
        }

        /// The system detent at the full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes from the context (nil: inactive there).
        /// Without an identifier, a unique one is made.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("com.segue.custom." + UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive there.
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            _resolver(context)
        }

        open override var description: String { "<UISheetPresentationController.Detent: \(identifier.rawValue)>" }
    }
}
