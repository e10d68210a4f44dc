/// How an associated value is held by the object it is associated with.
///
/// The raw values are the Objective-C runtime's. Every policy is atomic here: the association
/// table is guarded by one lock, so the `_NONATOMIC` policies behave as their atomic twins.
///
/// - Note: Differs from Apple: `OBJC_ASSOCIATION_ASSIGN` holds a class instance weakly (reading
///   it after it is deallocated gives nil instead of a dangling pointer) and keeps a value of a
///   value type (Apple's runtime would hold a released box).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference to a class instance; a value type is kept as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not made atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), not made atomically; values that do not copy are retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, made atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`), made atomically; values that do not copy are retained.
    case OBJC_ASSOCIATION_COPY = 771
}
