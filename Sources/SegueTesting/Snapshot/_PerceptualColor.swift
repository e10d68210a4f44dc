import Foundation

/// Perceptual colour distance between two premultiplied RGBA pixels: CIE ΔE 1994 (graphic arts
/// weights) in CIELAB, each pixel composited over white and taken as sRGB with a D65 white.
enum _PerceptualColor {
    /// ΔE 1994 between the pixels starting at byte `index` of `e` and `f` (0…~100).
    static func deltaE94(_ e: UnsafeBufferPointer<UInt8>, _ f: UnsafeBufferPointer<UInt8>, _ index: Int) -> Double {
        let a = lab(e, index)
        let b = lab(f, index)
        let dL = a.l - b.l
        let c1 = (a.a * a.a + a.b * a.b).squareRoot()
        let c2 = (b.a * b.a + b.b * b.b).squareRoot()
        let dC = c1 - c2
        let da = a.a - b.a
        let db = a.b - b.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// The CIELAB coordinates of a premultiplied pixel over white.
    static func lab(_ p: UnsafeBufferPointer<UInt8>, _ index: Int) -> (l: Double, a: Double, b: Double) {
        let white = 255 - Int(p[index + 3])
        let r = linear(Int(p[index]) + white)
        let g = linear(Int(p[index + 1]) + white)
        let b = linear(Int(p[index + 2]) + white)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func linear(_ byte: Int) -> Double {
        let c = Double(min(byte, 255)) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
    }
}
