import Foundation

@testable import OpenQuartzCore

/// A slow, obviously correct renderer for flat layers under 3-D transforms, written
/// independently of `CARenderer`: every pixel is split into `samples × samples` points, each
/// point is mapped back into every layer's plane with the inverse of its flattened matrix
/// (checked forward to be in front of the eye at every level), tested against the layer's
/// exact rounded rectangle, and the pixel's coverage is the fraction inside. Color is the
/// background color, or the contents image sampled bilinearly in floating point at the pixel
/// centre's preimage (edge texels repeated), blended source-over in floating point.
///
/// Supports what the random agreement tests use: a root with sublayers (one level, drawn in
/// order), `transform`, `anchorPoint`, the root's `sublayerTransform`, `cornerRadius`,
/// `backgroundColor`, `contents` (resize gravity), `opacity`, and `CAGradientLayer`s of every
/// type (see ``gradientColor(_:_:_:)``), drawn over their background; and the root's shadow
/// without `shadowPath` (see ``castShadow(_:width:height:)``).
struct ReferenceLayerRenderer {
    let samples: Int

    /// A 3×3 matrix (row vectors), rows m[0..2].
    typealias Matrix = [[Double]]

    /// The flattened map of `layer` into its superlayer's plane as a 3×3 matrix: the 4×4
    /// chain anchor⁻¹ · transform · position · (parent sublayer transform about its anchor),
    /// keeping rows and columns x, y and w.
    static func flattened(_ layer: CALayer) -> Matrix {
        let b = layer.bounds
        let a = layer.anchorPoint
        let ax = Double(b.minX + a.x * b.width)
        let ay = Double(b.minY + a.y * b.height)
        var m = CATransform3DMakeTranslation(CGFloat(-ax), CGFloat(-ay), -layer.anchorPointZ)
        m = CATransform3DConcat(m, layer.transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
        if let parent = layer.superlayer {
            let pb = parent.bounds
            let pa = parent.anchorPoint
            let px = pb.minX + pa.x * pb.width
            let py = pb.minY + pa.y * pb.height
            var s = CATransform3DMakeTranslation(-px, -py, -parent.anchorPointZ)
            s = CATransform3DConcat(s, parent.sublayerTransform)
            s = CATransform3DConcat(s, CATransform3DMakeTranslation(px, py, parent.anchorPointZ))
            m = CATransform3DConcat(m, s)
        }
        return [
            [Double(m.m11), Double(m.m12), Double(m.m14)],
            [Double(m.m21), Double(m.m22), Double(m.m24)],
            [Double(m.m41), Double(m.m42), Double(m.m44)]
        ]
    }

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    /// The inverse by Gauss–Jordan elimination with partial pivoting (nil when singular).
    static func inverse(_ m: Matrix) -> Matrix? {
        var a = m.enumerated().map { i, row in row + (0..<3).map { $0 == i ? 1.0 : 0.0 } }
        for c in 0..<3 {
            let p = (c..<3).max { abs(a[$0][c]) < abs(a[$1][c]) }!
            guard abs(a[p][c]) > 1e-300 else { return nil }
            a.swapAt(c, p)
            let d = a[c][c]
            a[c] = a[c].map { $0 / d }
            for r in 0..<3 where r != c {
                let f = a[r][c]
                a[r] = zip(a[r], a[c]).map { $0 - f * $1 }
            }
        }
        return a.map { Array($0[3...]) }
    }

    /// A matrix's nine entries as stored values, for the per-sample loop: reading nested
    /// arrays there made debug builds of the tests several times slower.
    struct Entries {
        let m00, m01, m02, m10, m11, m12, m20, m21, m22: Double

        init(_ m: Matrix) {
            (m00, m01, m02) = (m[0][0], m[0][1], m[0][2])
            (m10, m11, m12) = (m[1][0], m[1][1], m[1][2])
            (m20, m21, m22) = (m[2][0], m[2][1], m[2][2])
        }
    }

    static func apply(_ p: (Double, Double), _ m: Entries) -> (Double, Double, Double) {
        (p.0 * m.m00 + p.1 * m.m10 + m.m20, p.0 * m.m01 + p.1 * m.m11 + m.m21, p.0 * m.m02 + p.1 * m.m12 + m.m22)
    }

    /// Whether `(x, y)` lies in the rounded rectangle `r` with corner radius `radius`.
    static func inside(_ x: Double, _ y: Double, _ r: CGRect, _ radius: Double) -> Bool {
        let x0 = Double(r.minX)
        let x1 = Double(r.maxX)
        let y0 = Double(r.minY)
        let y1 = Double(r.maxY)
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
        let rr = min(radius, (x1 - x0) / 2, (y1 - y0) / 2)
        guard rr > 0 else { return true }
        let cx = min(max(x, x0 + rr), x1 - rr)
        let cy = min(max(y, y0 + rr), y1 - rr)
        return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= rr * rr
    }

    /// Bilinear sample of premultiplied RGBA in 0…1 at image pixel coordinates `(u, v)`.
    static func sample(_ image: CGImage, _ u: Double, _ v: Double) -> [Double] {
        let x = u - 0.5
        let y = v - 0.5
        let fx = x.rounded(.down)
        let fy = y.rounded(.down)
        let tx = x - fx
        let ty = y - fy
        func texel(_ i: Int, _ j: Int) -> [Double] {
            let ci = min(max(i, 0), image.width - 1)
            let cj = min(max(j, 0), image.height - 1)
            let o = (cj * image.width + ci) * 4
            return (0..<4).map { Double(image._premultipliedRGBA[o + $0]) / 255 }
        }
        let i = Int(fx)
        let j = Int(fy)
        let a = texel(i, j)
        let b = texel(i + 1, j)
        let c = texel(i, j + 1)
        let d = texel(i + 1, j + 1)
        return (0..<4).map { k in
            (a[k] * (1 - tx) + b[k] * tx) * (1 - ty) + (c[k] * (1 - tx) + d[k] * tx) * ty
        }
    }

    /// The premultiplied color of a gradient layer at unit coordinates `(u, v)`, straight from
    /// Core Animation's definitions: axial = the projection onto start → end; radial = the
    /// elliptical distance from the start point over the ellipse reaching the end point;
    /// conic = the angle from the start → end direction, growing towards +y, in turns. The
    /// location is clamped to 0…1 and the colors are interpolated unpremultiplied between
    /// stops (evenly spaced, or at `locations`).
    static func gradientColor(_ layer: CAGradientLayer, _ u: Double, _ v: Double) -> [Double]? {
        guard let colors = layer.colors as? [CGColor], !colors.isEmpty else { return nil }
        let sx = Double(layer.startPoint.x)
        let sy = Double(layer.startPoint.y)
        let ex = Double(layer.endPoint.x)
        let ey = Double(layer.endPoint.y)
        var t: Double
        switch layer.type {
        case .radial:
            let a = (u - sx) / abs(ex - sx)
            let b = (v - sy) / abs(ey - sy)
            t = (a * a + b * b).squareRoot()
        case .conic:
            let turn = (atan2(v - sy, u - sx) - atan2(ey - sy, ex - sx)) / (2 * Double.pi)
            t = turn - turn.rounded(.down)
        default:
            t = ((u - sx) * (ex - sx) + (v - sy) * (ey - sy)) / ((ex - sx) * (ex - sx) + (ey - sy) * (ey - sy))
        }
        t = min(max(t, 0), 1)
        let n = colors.count
        let places =
            layer.locations?.count == n
            ? layer.locations!.map(\.doubleValue) : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        func rgba(_ c: CGColor) -> [Double] {
            let k = c.components!.map { Double($0) }
            return k.count == 2 ? [k[0], k[0], k[0], k[1]] : k
        }
        var color = rgba(colors[n - 1])
        if t <= places[0] {
            color = rgba(colors[0])
        } else if let i = places.firstIndex(where: { $0 >= t }) {
            let f = (t - places[i - 1]) / (places[i] - places[i - 1])
            let a = rgba(colors[i - 1])
            let b = rgba(colors[i])
            color = (0..<4).map { a[$0] + (b[$0] - a[$0]) * f }
        }
        return [color[0] * color[3], color[1] * color[3], color[2] * color[3], color[3]]
    }

    /// Renders `root` (filling a `width × height` bitmap, one pixel per point) over white.
    /// Returns premultiplied RGBA in 0…1, row-major.
    func render(_ root: CALayer, width: Int, height: Int) -> [[Double]] {
        var out = Array(repeating: [1.0, 1.0, 1.0, 1.0], count: width * height)
        if let shadow = castShadow(root, width: width, height: height) {
            for i in out.indices { out[i] = (0..<4).map { k in shadow[i][k] + out[i][k] * (1 - shadow[i][3]) } }
        }
        composite(root, into: &out, width: width, height: height)
        return out
    }

    /// The root's shadow without `shadowPath` (premultiplied RGBA), straight from Core
    /// Animation's definition: the alpha of everything the root draws over a transparent
    /// bitmap, moved by `shadowOffset` (whole points), convolved with a sampled Gaussian of
    /// σ = `shadowRadius` / 2 (to 5σ, normalized), times `shadowColor`'s alpha and
    /// `shadowOpacity`. The root must be untransformed at the origin.
    func castShadow(_ root: CALayer, width: Int, height: Int) -> [[Double]]? {
        guard root.shadowOpacity > 0, root.shadowPath == nil, let color = root.shadowColor?.components,
            color.count == 4
        else { return nil }
        var content = Array(repeating: [0.0, 0.0, 0.0, 0.0], count: width * height)
        composite(root, into: &content, width: width, height: height)
        let dx = Int(root.shadowOffset.width.rounded())
        let dy = Int(root.shadowOffset.height.rounded())
        let sigma = Double(max(root.shadowRadius, 0)) / 2
        let reach = Int((5 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { sigma > 0 ? exp(-Double($0 * $0) / (2 * sigma * sigma)) : 1 }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        func alpha(_ x: Int, _ y: Int) -> Double {
            x >= 0 && x < width && y >= 0 && y < height ? content[y * width + x][3] : 0
        }
        // Rows, then columns (the moved alpha outside the bitmap counts too).
        let pad = reach + abs(dx) + abs(dy)
        var rows = Array(repeating: 0.0, count: width * (height + 2 * pad))
        for y in -pad..<(height + pad) {
            for x in 0..<width {
                var sum = 0.0
                for (k, w) in kernel.enumerated() { sum += w * alpha(x - dx + k - reach, y - dy) }
                rows[(y + pad) * width + x] = sum
            }
        }
        let strength = Double(color[3]) * Double(min(root.shadowOpacity, 1))
        return (0..<(width * height)).map { i in
            let x = i % width
            let y = i / width
            var sum = 0.0
            for (k, w) in kernel.enumerated() { sum += w * rows[(y + k - reach + pad) * width + x] }
            let a = sum * strength
            return [Double(color[0]) * a, Double(color[1]) * a, Double(color[2]) * a, a]
        }
    }

    /// Composites what `root` and its sublayers draw over `out`.
    func composite(_ root: CALayer, into out: inout [[Double]], width: Int, height: Int) {
        var layers: [CALayer] = [root]
        layers += root.sublayers ?? []
        for layer in layers {
            // Root: its own map into the bitmap (its superlayer space is the bitmap's).
            let ownMatrix = Self.flattened(layer)
            let totalMatrix = layer === root ? ownMatrix : Self.multiply(ownMatrix, Self.flattened(root))
            guard let backMatrix = Self.inverse(totalMatrix) else { continue }
            let own = Entries(ownMatrix)
            let total = Entries(totalMatrix)
            let back = Entries(backMatrix)
            let alpha = Double(layer.opacity)
            // Corner radius rounds the background; contents only under masksToBounds.
            let radius = layer.contents == nil || layer.masksToBounds ? Double(layer.cornerRadius) : 0
            let bounds = layer.bounds
            for py in 0..<height {
                for px in 0..<width {
                    var hits = 0
                    for sy in 0..<samples {
                        for sx in 0..<samples {
                            let x = Double(px) + (Double(sx) + 0.5) / Double(samples)
                            let y = Double(py) + (Double(sy) + 0.5) / Double(samples)
                            let h = Self.apply((x, y), back)
                            guard h.2 != 0 else { continue }
                            let local = (h.0 / h.2, h.1 / h.2)
                            // In front of the eye at every flattening.
                            let first = Self.apply(local, own)
                            guard first.2 > 0 else { continue }
                            if layer !== root {
                                let second = Self.apply(local, total)
                                guard second.2 > 0 else { continue }
                            }
                            if Self.inside(local.0, local.1, bounds, radius) { hits += 1 }
                        }
                    }
                    guard hits > 0 else { continue }
                    let coverage = Double(hits) / Double(samples * samples)
                    // What the layer paints at the pixel centre's preimage, back to front.
                    var paints: [[Double]] = []
                    let h = Self.apply((Double(px) + 0.5, Double(py) + 0.5), back)
                    let local = (h.0 / h.2, h.1 / h.2)
                    if let image = layer.contents as? CGImage {
                        let u = (local.0 - Double(bounds.minX)) / Double(bounds.width) * Double(image.width)
                        let v = (local.1 - Double(bounds.minY)) / Double(bounds.height) * Double(image.height)
                        paints.append(Self.sample(image, u, v))
                    } else if let c = layer.backgroundColor, let k = c.components, k.count == 4 {
                        paints.append([k[0] * k[3], k[1] * k[3], k[2] * k[3], k[3]].map { Double($0) })
                    }
                    if let gradient = layer as? CAGradientLayer {
                        let u = (local.0 - Double(bounds.minX)) / Double(bounds.width)
                        let v = (local.1 - Double(bounds.minY)) / Double(bounds.height)
                        if let color = Self.gradientColor(gradient, u, v) { paints.append(color) }
                    }
                    let weight = coverage * alpha
                    let i = py * width + px
                    for color in paints {
                        out[i] = (0..<4).map { k in color[k] * weight + out[i][k] * (1 - color[3] * weight) }
                    }
                }
            }
        }
    }
}
