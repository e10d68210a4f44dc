// Temporary stand-ins until the OpenCoreGraphics geometry branch lands; deleted on merge.
import Foundation
public final class CGColor: @unchecked Sendable {
    public let components: [CGFloat]?
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public var alpha: CGFloat { components![3] }
}
public class CGPath: @unchecked Sendable { public init() {} }
public class CGMutablePath: CGPath {}
public final class CGImage: @unchecked Sendable { public init() {} }
