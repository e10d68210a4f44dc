import Foundation

/// A Core Foundation array, as Core Graphics' gradient initializer takes its colors.
///
/// - Note: Differs from Apple platforms: Linux has no `CFArray`, so Segue spells it `[Any]`.
///   Code such as `CGGradient(colorsSpace: nil, colors: [a, b] as CFArray, locations: nil)`
///   compiles unchanged, and a plain `[CGColor]` is accepted too.
public typealias CFArray = [Any]

/// A smooth transition between colors, for axial and radial gradient fills.
///
/// A gradient has a color space, one or more colors and a location in `0...1` for each. Draw
/// it with ``CGContext/drawLinearGradient(_:start:end:options:)`` or
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``:
/// the locations are then mapped onto the points you give. Between two locations the color
/// components are interpolated linearly, unpremultiplied, in the gradient's color space (the
/// drawn pixels are premultiplied, as all of a context's pixels are); before the first location
/// the first color holds, after the last one the last color. Gradients are immutable.
///
/// - Note: Differs from Core Graphics: there is no color management, so colors are not
///   converted between RGB spaces (every RGB space is sRGB); in a gray gradient an RGB color
///   becomes the gray level `0.299 r + 0.587 g + 0.114 b`. Components are clamped into `0...1`.
public final class CGGradient: Sendable {
    /// One color stop: a location and unpremultiplied components in `0...1`.
    package struct Stop: Sendable, Equatable {
        package var location: Double
        package var red: Double, green: Double, blue: Double, alpha: Double

        /// Creates a stop.
        package init(location: Double, red: Double, green: Double, blue: Double, alpha: Double) {
            self.location = location
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// The stops, sorted by location (equal locations keep their order: a hard edge).
    package let _stops: [Stop]
    /// The space the colors are interpolated in (`nil`: the colors' own, RGB).
    let _space: CGColorSpace?

    /// Creates a gradient from color objects and their locations.
    ///
    /// `colors` must be a non-empty array of `CGColor`s (`[CGColor]` or `[…] as CFArray`).
    /// `locations` gives one value in `0...1` per color; `nil` spaces the colors evenly, the
    /// first at 0 and the last at 1 (a single color sits at 0). Locations need not be sorted:
    /// the stops are sorted, stably. Returns `nil` (with a logged message) when `colors` is
    /// empty or holds something other than a `CGColor`, or when a location is NaN; infinite
    /// locations are clamped into `0...1`. With a gray `space`, RGB colors are converted to
    /// gray levels.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else {
            _coreGraphicsLog("CGGradientCreateWithColors: colors must be a non-empty array of CGColor.")
            return nil
        }
        let components = cgColors.map { color -> [Double] in
            let c = color._sRGBA
            return [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
        }
        self.init(_space: space, rgba: components, locations: locations)
    }

    /// Creates a gradient from color components in `space` and their locations.
    ///
    /// `components` holds `count` colors, each with the space's number of components plus
    /// alpha (`[r, g, b, a, r, g, b, a, …]` for RGB, `[gray, a, …]` for gray); `locations`, when
    /// not `nil`, holds `count` values. Components are clamped into `0...1` (NaN becomes 0).
    /// Returns `nil` (with a logged message) when `count` is not positive or a location is NaN.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else {
            _coreGraphicsLog("CGGradientCreateWithColorComponents: count must be positive.")
            return nil
        }
        let gray = space.model == .monochrome
        let stride = gray ? 2 : 4
        let rgba = (0..<count).map { i -> [Double] in
            let base = components + i * stride
            let c = (0..<stride).map { Double(_unit(base[$0])) }
            return gray ? [c[0], c[0], c[0], c[1]] : c
        }
        self.init(_space: space, rgba: rgba, locations: locations)
    }

    /// Creates a gradient from unpremultiplied sRGB colors (each `[r, g, b, a]`) and optional
    /// locations, one per color.
    private convenience init?(_space space: CGColorSpace?, rgba: [[Double]], locations: UnsafePointer<CGFloat>?) {
        let places = locations.map { pointer in (0..<rgba.count).map { Double(pointer[$0]) } }
        let gray = space?.model == .monochrome
        let colors = rgba.map { c -> [Double] in
            guard gray, c[0] != c[1] || c[1] != c[2] else { return c.map { Swift.min(Swift.max($0, 0), 1) } }
            let level = Swift.min(Swift.max(0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2], 0), 1)
            return [level, level, level, Swift.min(Swift.max(c[3], 0), 1)]
        }
        guard let stops = Self._stops(colors: colors, locations: places) else {
            _coreGraphicsLog("CGGradientCreate: a location is NaN.")
            return nil
        }
        self.init(_stops: stops, space: space)
    }

    /// Creates a gradient from stops that are already sorted and valid.
    package init(_stops stops: [Stop], space: CGColorSpace?) {
        _stops = stops
        _space = space
    }

    /// Sorted stops for unpremultiplied colors and optional locations (evenly spaced when
    /// `nil`), or `nil` when a location is NaN. Infinite locations are clamped into `0...1`.
    package static func _stops(colors: [[Double]], locations: [Double]?) -> [Stop]? {
        let n = colors.count
        guard n > 0 else { return nil }
        var stops: [Stop] = []
        stops.reserveCapacity(n)
        for (i, c) in colors.enumerated() {
            let place = locations?[i] ?? (n == 1 ? 0 : Double(i) / Double(n - 1))
            guard !place.isNaN else { return nil }
            stops.append(
                Stop(location: Swift.min(Swift.max(place, 0), 1), red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
        // A stable sort: equal locations keep the given order.
        return stops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
    }

    /// The unpremultiplied color at location `t` (held at the first and last stops).
    package func _color(at t: Double) -> Stop {
        let stops = _stops
        guard t > stops[0].location else { return stops[0] }
        guard t < stops[stops.count - 1].location else { return stops[stops.count - 1] }
        var i = 1
        while stops[i].location < t { i += 1 }
        // stops[i − 1].location < t ≤ stops[i].location: exactly at a hard edge the earlier of
        // its two stops shows, just past it the later one.
        let a = stops[i - 1]
        let b = stops[i]
        let f = (t - a.location) / (b.location - a.location)
        return Stop(
            location: t, red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}
