import Foundation

/// Where a gradient's locations lie, in the gradient's own coordinates (user space for
/// `CGContext`, a layer's unit square for `CAGradientLayer`).
package enum _GradientGeometry: Sendable, Equatable {
    /// Location 0 on the line through `start` perpendicular to `end − start`, 1 through `end`.
    case axial(start: CGPoint, end: CGPoint)
    /// Core Graphics' two-circle gradient: location `t` is the circle whose centre and radius
    /// are interpolated from the start circle to the end circle; a point takes the largest `t`
    /// whose circle passes through it with a radius ≥ 0.
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    /// Location = the angle around `center` from the direction `direction`, as a fraction of a
    /// turn, growing towards +y.
    case conic(center: CGPoint, direction: CGPoint)
}

/// A gradient ready to shade raster pixels: the colors of 1024 evenly spaced locations,
/// premultiplied in the target's layout, and the map from raster pixels to locations.
///
/// The one evaluation of gradients, shared by `CGContext`'s gradient drawing and the layer
/// renderer (`_CompositeScene`). Each pixel is shaded at its centre; pixels the gradient does
/// not reach (outside the band or cone and not extended) come out as 0 and are reported.
struct _GradientShader {
    /// How many locations the table holds.
    static let tableSize = 1024

    /// The colors at locations `i / (tableSize − 1)`, premultiplied, in the target's layout.
    let table: [UInt32]
    /// Whether every color of the table is opaque.
    let opaque: Bool
    /// Raster space (pixel centres at `x + 0.5`) to gradient space.
    let toGradient: _PlaneMap
    let geometry: Geometry
    let extendsBefore: Bool
    let extendsAfter: Bool

    /// The geometry reduced to what each pixel needs.
    enum Geometry {
        /// `t = (p − start)·axis` with `axis = (end − start) / |end − start|²`.
        case axial(start: (Double, Double), axis: (Double, Double))
        /// The two circles (see ``_RadialSolver``).
        case radial(_RadialSolver)
        /// A radial gradient growing from a point: `t = |p − center| / radius` (every
        /// `CAGradientLayer` radial gradient, and the common Core Graphics one).
        case circle(center: (Double, Double), inverseRadius: Double)
        /// The centre and the angle of location 0.
        case conic(center: (Double, Double), zero: Double)
    }

    /// Prepares `gradient` over `geometry` for a target in `layout`, its colors' alpha times
    /// `alpha`; `nil` when the geometry has no extent (equal axial points, a radial gradient
    /// whose circles are one circle or points, non-finite values) or the map is not finite.
    init?(
        _ gradient: CGGradient, geometry: _GradientGeometry, toGradient: _PlaneMap, options: CGGradientDrawingOptions,
        alpha: Double, layout: _PixelLayout
    ) {
        guard toGradient.isFinite else { return nil }
        switch geometry {
        case .axial(let s, let e):
            let dx = Double(e.x - s.x)
            let dy = Double(e.y - s.y)
            let length2 = dx * dx + dy * dy
            guard length2 > 0, length2.isFinite, s.x.isFinite, s.y.isFinite else { return nil }
            self.geometry = .axial(start: (Double(s.x), Double(s.y)), axis: (dx / length2, dy / length2))
        case .radial(let c0, let r0, let c1, let r1):
            let values = [c0.x, c0.y, r0, c1.x, c1.y, r1].map(Double.init)
            guard values.allSatisfy(\.isFinite), r0 >= 0, r1 >= 0 else { return nil }
            let cd = (Double(c1.x - c0.x), Double(c1.y - c0.y))
            let dr = Double(r1 - r0)
            guard cd.0 != 0 || cd.1 != 0 || dr != 0 else { return nil }
            if cd == (0, 0), r0 == 0 {
                self.geometry = .circle(center: (Double(c0.x), Double(c0.y)), inverseRadius: 1 / dr)
            } else {
                self.geometry = .radial(
                    _RadialSolver(
                        c0: (Double(c0.x), Double(c0.y)), r0: Double(r0), cd: cd, dr: dr,
                        before: options.contains(.drawsBeforeStartLocation),
                        after: options.contains(.drawsAfterEndLocation)))
            }
        case .conic(let c, let d):
            guard c.x.isFinite, c.y.isFinite, d.x.isFinite, d.y.isFinite else { return nil }
            // Without a direction (start and end points equal), location 0 points along +x.
            self.geometry = .conic(center: (Double(c.x), Double(c.y)), zero: atan2(Double(d.y), Double(d.x)))
        }
        self.toGradient = toGradient
        extendsBefore = options.contains(.drawsBeforeStartLocation)
        extendsAfter = options.contains(.drawsAfterEndLocation)
        let extra = Swift.min(Swift.max(alpha.isNaN ? 0 : alpha, 0), 1)
        var table = [UInt32](repeating: 0, count: Self.tableSize)
        var opaque = true
        for i in 0..<Self.tableSize {
            let c = gradient._color(at: Double(i) / Double(Self.tableSize - 1))
            let a = c.alpha * extra
            let alphaByte = UInt8((a * 255).rounded())
            opaque = opaque && alphaByte == 255
            func byte(_ v: Double) -> UInt8 { UInt8((v * a * 255).rounded()) }
            table[i] = layout.pack(red: byte(c.red), green: byte(c.green), blue: byte(c.blue), alpha: alphaByte)
        }
        self.table = table
        self.opaque = opaque
    }

    /// Whether every pixel gets a color (no pixel is left out as beyond the gradient).
    var coversPlane: Bool {
        guard extendsBefore, extendsAfter else { return false }
        switch geometry {
        case .axial, .conic, .circle: return true
        // Concentric or nested circles growing outwards fill the plane.
        case .radial(let r): return r.dr > 0 && (r.cdx * r.cdx + r.cdy * r.cdy).squareRoot() <= r.dr
        }
    }

    /// The location of every pixel of raster row `y` when it is the same along the row (an
    /// affine axial gradient whose isolines are horizontal in raster space: a vertical
    /// gradient on an upright layer), else `nil`.
    func rowLocation(_ y: Int) -> Double? {
        guard toGradient.isAffine, case .axial(let s, let axis) = geometry else { return nil }
        // d t / d x in raster space.
        guard toGradient.m11 * axis.0 + toGradient.m12 * axis.1 == 0 else { return nil }
        let p = toGradient.homogeneous(0.5, Double(y) + 0.5)
        return (p.x - s.0) * axis.0 + (p.y - s.1) * axis.1
    }

    /// The table color at location `t`, or `nil` when `t` lies outside the gradient.
    @inline(__always)
    func color(at t: Double) -> UInt32? {
        if t < 0 {
            guard extendsBefore else { return nil }
            return table[0]
        }
        if t > 1 {
            guard extendsAfter else { return nil }
            return table[Self.tableSize - 1]
        }
        guard !t.isNaN else { return nil }
        return table[Int(t * Double(Self.tableSize - 1) + 0.5)]
    }

    /// Writes the colors of raster row `y`, columns `x0 ..< x0 + count`, to `out`; pixels
    /// outside the gradient get 0, and 0 in `reached` (255 for the others) when it is given.
    /// Returns how many pixels were outside.
    @discardableResult
    func shade(
        row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
        reached: UnsafeMutablePointer<UInt8>? = nil
    ) -> Int {
        let m = toGradient
        switch geometry {
        case .axial(let s, let axis):
            if m.isAffine {
                // The location grows by a constant step along the row.
                let p = m.homogeneous(Double(x0) + 0.5, Double(y) + 0.5)
                let t0 = (p.x - s.0) * axis.0 + (p.y - s.1) * axis.1
                let dt = m.m11 * axis.0 + m.m12 * axis.1
                return fill(count, out, reached) { i in t0 + Double(i) * dt }
            }
            return walk(row: y, x0: x0, count: count, out, reached) { px, py in
                (px - s.0) * axis.0 + (py - s.1) * axis.1
            }
        case .radial(let solver):
            return walk(row: y, x0: x0, count: count, out, reached) { px, py in solver.location(px, py) }
        case .circle(let c, let inverseRadius):
            return walk(row: y, x0: x0, count: count, out, reached) { px, py in
                let dx = px - c.0
                let dy = py - c.1
                return (dx * dx + dy * dy).squareRoot() * inverseRadius
            }
        case .conic(let c, let zero):
            // Four pixels at a time: the angle's long chain of dependent steps then overlaps.
            let h = m.homogeneous(Double(x0) + 0.5, Double(y) + 0.5)
            let affine = m.isAffine
            let perTurn = 1 / (2 * Double.pi)
            return fill(count, out, reached) { start, n, places in
                var j = 0
                while j < n {
                    let i = SIMD4<Double>(0, 1, 2, 3) + Double(start + j)
                    var px = h.x + i * m.m11
                    var py = h.y + i * m.m12
                    var behind = SIMDMask<SIMD4<Int64>>(repeating: false)
                    if !affine {
                        let w = h.w + i * m.m13
                        behind = w .<= 0
                        px /= w
                        py /= w
                    }
                    // The difference of two angles in [−π, π], as a fraction of a turn in [0, 1).
                    var turn = (Self.fastAtan2(py - c.1, px - c.0) - zero) * perTurn
                    turn.replace(with: turn + 1, where: turn .< 0)
                    turn.replace(with: turn - 1, where: turn .>= 1)
                    turn.replace(with: .nan, where: behind)
                    // `places` holds 64 values, so the last group of four always fits.
                    UnsafeMutableRawPointer(places + j).storeBytes(of: turn, as: SIMD4<Double>.self)
                    j += 4
                }
            }
        }
    }

    /// ``fill(_:_:_:location:)`` with the location of each pixel's centre mapped into gradient
    /// space (points behind the eye of a perspective map are outside).
    @inline(__always)
    private func walk(
        row y: Int, x0: Int, count: Int, _ out: UnsafeMutablePointer<UInt32>, _ reached: UnsafeMutablePointer<UInt8>?,
        location: (Double, Double) -> Double
    ) -> Int {
        let m = toGradient
        let h = m.homogeneous(Double(x0) + 0.5, Double(y) + 0.5)
        if m.isAffine {
            return fill(count, out, reached) { i in location(h.x + Double(i) * m.m11, h.y + Double(i) * m.m12) }
        }
        return fill(count, out, reached) { i in
            let w = h.w + Double(i) * m.m13
            guard w > 0 else { return .nan }
            return location((h.x + Double(i) * m.m11) / w, (h.y + Double(i) * m.m12) / w)
        }
    }

    /// Writes the color at `location(i)` to `out[i]` for `i` in `0 ..< count` (see
    /// ``shade(row:x0:count:into:reached:)``) and returns how many were outside.
    @inline(__always)
    private func fill(
        _ count: Int, _ out: UnsafeMutablePointer<UInt32>, _ reached: UnsafeMutablePointer<UInt8>?,
        location: (Int) -> Double
    ) -> Int {
        fill(count, out, reached) { start, n, places in
            for j in 0..<n { places[j] = location(start + j) }
        }
    }

    /// Writes the colors of pixels `0 ..< count` to `out` (see
    /// ``shade(row:x0:count:into:reached:)``) and returns how many were outside;
    /// `locations(start, n, places)` writes the locations of pixels `start ..< start + n`
    /// (`n ≤ 64`) to `places`, which has room for 64.
    ///
    /// Locations are worked out 64 at a time before any is looked up, so that the square
    /// roots and divisions of neighbouring pixels overlap.
    @inline(__always)
    private func fill(
        _ count: Int, _ out: UnsafeMutablePointer<UInt32>, _ reached: UnsafeMutablePointer<UInt8>?,
        locations: (Int, Int, UnsafeMutablePointer<Double>) -> Void
    ) -> Int {
        let scale = Double(Self.tableSize - 1)
        let first = table[0]
        let last = table[Self.tableSize - 1]
        let before = extendsBefore
        let after = extendsAfter
        return table.withUnsafeBufferPointer { colors in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 64) { places in
                var missing = 0
                var start = 0
                while start < count {
                    let n = Swift.min(64, count - start)
                    locations(start, n, places.baseAddress!)
                    for j in 0..<n {
                        let t = places[j]
                        let i = start + j
                        var color: UInt32 = 0
                        var inside = true
                        if t >= 0 && t <= 1 {
                            color = colors[Int(t * scale + 0.5)]
                        } else if t < 0 && before {
                            color = first
                        } else if t > 1 && after {
                            color = last
                        } else {
                            inside = false  // beyond an end that is not extended, or NaN
                            missing += 1
                        }
                        out[i] = color
                        reached?[i] = inside ? 255 : 0
                    }
                    start += n
                }
                return missing
            }
        }
    }

    /// `atan2(y, x)` of four points within 1.2e-5 radians, several times faster than the C
    /// library's (0 at the origin).
    @inline(__always)
    static func fastAtan2(_ y: SIMD4<Double>, _ x: SIMD4<Double>) -> SIMD4<Double> {
        // Selections rather than the generic `pointwiseMax`, which is not inlined.
        let ax = x.replacing(with: -x, where: x .< 0)
        let ay = y.replacing(with: -y, where: y .< 0)
        let steep = ay .> ax
        let big = ax.replacing(with: ay, where: steep)
        let small = ay.replacing(with: ax, where: steep)
        var z = small / big
        z.replace(with: 0, where: .!(big .> 0))
        let z2 = z * z
        // A minimax polynomial for atan on [0, 1].
        var p: SIMD4<Double> = z2 * 0.020_835_1 - 0.085_133_0
        p = p * z2 + 0.180_141_0
        p = p * z2 - 0.330_299_5
        p = p * z2 + 0.999_866_0
        var r = z * p
        r.replace(with: Double.pi / 2 - r, where: steep)
        r.replace(with: Double.pi - r, where: x .< 0)
        r.replace(with: -r, where: y .< 0)
        return r
    }
}
