import Foundation

/// A coordinate system that converts points and rectangles to and from other coordinate
/// systems: a view's bounds, or a screen.
///
/// `UIView` conforms (its space is its bounds); `UIScreen.coordinateSpace` and
/// `UIScreen.fixedCoordinateSpace` are the screen's. Converting between any two of them goes
/// through their common layer tree, or through screen space for views in different windows,
/// and follows every transform on the way; a converted rectangle is the bounding box of the
/// converted corners.
///
/// - Note: Differs from UIKit: the protocol is class-bound rather than refining
///   `NSObjectProtocol` (not needed without the Objective-C runtime). A coordinate space of
///   your own must implement its conversions to and from views or the screen's space itself;
///   Segue's spaces convert to yours by asking yours to convert from screen space.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// Converts `point` from the receiver's coordinate space to `coordinateSpace`'s.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint

    /// Converts `point` from `coordinateSpace`'s coordinate space to the receiver's.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint

    /// Converts `rect` from the receiver's coordinate space to `coordinateSpace`'s.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect

    /// Converts `rect` from `coordinateSpace`'s coordinate space to the receiver's.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect

    /// The bounds of the coordinate space.
    var bounds: CGRect { get }
}
