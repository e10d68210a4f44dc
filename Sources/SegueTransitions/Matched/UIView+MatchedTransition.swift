#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A value kept on a view or controller through an associated object.
final class _AssociatedBox<Value>: NSObject {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension UIView {
    /// The identifier that matches this view with a view of the other screen during a
    /// catalogue transition (UIKitBehaviour #420).
    ///
    /// When a presentation, dismissal, push, pop or tab switch played by a ``SegueTransition``
    /// starts, every visible view of the leaving screen whose identifier a visible view of the
    /// arriving screen also has flies to it: its frame, corner radius, background colour and
    /// alpha animate from the one to the other, and the two views' contents cross-fade as
    /// snapshots. Both real views are hidden while their stand-in flies and shown again when
    /// the transition ends, completed or cancelled.
    ///
    /// ```swift
    /// cell.photoView.transitionID = "photo-\(photo.id)"
    /// detail.photoView.transitionID = "photo-\(photo.id)"
    /// ```
    ///
    /// nil (the default) matches nothing. For views inside cells that are reused, set
    /// `UIViewController.matchedViewProvider` instead, or as well.
    public var transitionID: String? {
        get { (_AssociatedKeys.value(of: self, &_AssociatedKeys.transitionID) as _AssociatedBox<String>?)?.value }
        set { _AssociatedKeys.set(newValue.map(_AssociatedBox.init), on: self, &_AssociatedKeys.transitionID) }
    }

    /// How this view moves during a catalogue transition when it is not matched
    /// (UIKitBehaviour #425): on the arriving screen the modifiers give its starting state and
    /// it animates to how it is; on the leaving screen it animates from how it is to that
    /// state.
    ///
    /// ```swift
    /// titleLabel.transitionModifiers = [.fade, .translate(x: 0, y: 40)]
    /// ```
    ///
    /// Modifiers of a screen's own root view are ignored: the transition moves the screen.
    /// On a matched view only ``TransitionModifier/arc(_:)``, ``TransitionModifier/zPosition(_:)``,
    /// ``TransitionModifier/delay(_:)`` and the cascades apply.
    public var transitionModifiers: [TransitionModifier] {
        get {
            (_AssociatedKeys.value(of: self, &_AssociatedKeys.transitionModifiers)
                as _AssociatedBox<[TransitionModifier]>?)?.value ?? []
        }
        set {
            _AssociatedKeys.set(
                newValue.isEmpty ? nil : _AssociatedBox(newValue), on: self, &_AssociatedKeys.transitionModifiers)
        }
    }
}

extension UIViewController {
    /// Finds the view of this screen that has a given transition identifier, for views that
    /// `UIView.transitionID` cannot name ahead of time, such as a cell's image view
    /// (UIKitBehaviour #421).
    ///
    /// The library asks when a transition starts, for each identifier the other screen has
    /// that no visible view of this screen carries; return nil when the view is not on screen.
    ///
    /// ```swift
    /// grid.matchedViewProvider = { [unowned grid] id in
    ///     grid.indexPath(forPhotoID: id).flatMap { grid.collectionView.cellForItem(at: $0) }
    /// }
    /// ```
    ///
    /// The controllers asked are the two of the transition and their children.
    public var matchedViewProvider: (@MainActor (String) -> UIView?)? {
        get {
            (_AssociatedKeys.value(of: self, &_AssociatedKeys.matchedViewProvider)
                as _AssociatedBox<@MainActor (String) -> UIView?>?)?.value
        }
        set { _AssociatedKeys.set(newValue.map(_AssociatedBox.init), on: self, &_AssociatedKeys.matchedViewProvider) }
    }
}
