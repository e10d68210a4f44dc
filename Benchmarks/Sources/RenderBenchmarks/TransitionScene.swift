import Foundation
import OpenQuartzCore

/// The layer tree of "the transition frame", in points (393 × 852 at 3×).
struct TransitionScene {
    enum Variant: String, CaseIterable {
        case affine = "(a) affine"
        case perspective = "(b) perspective"
        case shadow = "(c) affine + shadow"
        case axialGradient = "(d) full-screen axial gradient"
        case radialGradient = "(e) full-screen radial gradient"
        case conicGradient = "(f) full-screen conic gradient"
        case sublayerShadow = "(g) (a) with the card in a shadow-casting wrapper"
        case opaqueSublayerShadow = "(h) (g) with an opaque card"
        case picture = "(i) one opaque full-screen picture"
        case backdropBlur = "(j) (i) under a 390 × 844 pt backdrop blur (systemMaterial: 30 pt, ×1.8, white at 0.7)"
    }

    let root: CALayer

    /// `picture` is the full-screen picture of (i) and (j) (made here when nil; pass one to
    /// share it between scenes measured side by side).
    init(variant: Variant, picture: CGImage? = nil) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let size = CGSize(width: 393, height: 852)
        root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        if let type = variant.gradientType {
            // One opaque gradient layer over the whole screen, diagonal so that every pixel is
            // shaded (a vertical axial gradient is one color per row).
            let gradient = CAGradientLayer()
            gradient.frame = root.bounds
            gradient.type = type
            gradient.colors = [
                CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1),
                CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            ]
            gradient.startPoint = type == .axial ? .zero : CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            root.addSublayer(gradient)
            return
        }
        let from = CALayer()
        from.frame = root.bounds
        from.contents = picture ?? Self.picture(width: 1179, height: 2556, seed: 1)
        from.contentsScale = 3
        from.isOpaque = true
        root.addSublayer(from)
        if variant == .picture || variant == .backdropBlur {
            guard variant == .backdropBlur else { return }
            // A visual effect view's layer: the backdrop filter's keys (Segue's private ones).
            let backdrop = CALayer()
            backdrop.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            backdrop.setValue(30, forKey: "_backdropRadius")
            backdrop.setValue(1.8, forKey: "_backdropSaturation")
            backdrop.setValue(CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.7), forKey: "_backdropTintColor")
            root.addSublayer(backdrop)
            return
        }
        let dim = CALayer()
        dim.frame = root.bounds
        dim.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        root.addSublayer(dim)
        let toFrame = CGRect(x: 0, y: size.height - 2200.0 / 3, width: size.width, height: 2200.0 / 3)
        let transform: CATransform3D
        switch variant {
        case .affine, .shadow, .axialGradient, .radialGradient, .conicGradient, .sublayerShadow, .opaqueSublayerShadow,
            .picture, .backdropBlur:
            transform = CATransform3DConcat(
                CATransform3DMakeScale(0.9, 0.9, 1), CATransform3DMakeTranslation(0, -20, 0))
        case .perspective:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), perspective)
        }
        if variant == .shadow {
            // The shadow comes from a layer of its own below (a clipping layer clips its shadow).
            let shadow = CALayer()
            shadow.frame = toFrame
            shadow.transform = transform
            shadow.shadowPath = CGPath(
                roundedRect: CGRect(origin: .zero, size: toFrame.size), cornerWidth: 36, cornerHeight: 36,
                transform: nil)
            shadow.shadowOpacity = 0.5
            shadow.shadowRadius = 20
            shadow.shadowOffset = CGSize(width: 0, height: 4)
            shadow.opacity = 0.9
            root.addSublayer(shadow)
        }
        let to = CALayer()
        to.frame = toFrame
        to.transform = transform
        to.contents = Self.picture(width: 1179, height: 2200, seed: 2)
        to.contentsScale = 3
        to.cornerRadius = 36
        to.masksToBounds = true
        to.opacity = 0.9
        if variant == .sublayerShadow || variant == .opaqueSublayerShadow {
            // Apple's CustomTransitions pattern: a clear wrapper casts the shadow of its
            // rounded, clipping sublayer (no shadowPath).
            let wrapper = CALayer()
            wrapper.frame = toFrame
            wrapper.transform = transform
            wrapper.shadowOpacity = 0.44
            wrapper.shadowRadius = 13
            wrapper.shadowOffset = CGSize(width: 0, height: -6)
            to.transform = CATransform3DIdentity
            to.frame = wrapper.bounds
            if variant == .opaqueSublayerShadow { to.opacity = 1 }
            wrapper.addSublayer(to)
            root.addSublayer(wrapper)
            return
        }
        root.addSublayer(to)
    }

    /// An opaque picture with gradients and stripes (so that filtering does real work).
    static func picture(width: Int, height: Int, seed: Int) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                bytes[i] = UInt8((x * 255) / width)
                bytes[i + 1] = UInt8((y * 255) / height)
                bytes[i + 2] = ((x / 24 + y / 24 + seed) % 2 == 0) ? 220 : 60
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }
}

extension TransitionScene.Variant {
    /// The gradient layer's type for the gradient variants, nil for the transition frame.
    var gradientType: CAGradientLayerType? {
        switch self {
        case .axialGradient: .axial
        case .radialGradient: .radial
        case .conicGradient: .conic
        default: nil
        }
    }
}
