import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// `CGGradient`'s initializers: colors, components, locations and bad input.
@Suite struct CGGradientTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func colorsWithoutLocationsAreSpacedEvenly() throws {
        // Written the way iOS code writes it: a Swift array bridged with `as CFArray`.
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [Self.red, Self.blue, Self.red] as CFArray,
                locations: nil))
        expectEqual(gradient._stops.map(\.location), [0, 0.5, 1])
        expectEqual(gradient._stops[1].blue, 1)
        // A plain `[CGColor]` and a nil space are accepted too.
        let plain: [CGColor] = [Self.red]
        let single = try #require(CGGradient(colorsSpace: nil, colors: plain, locations: nil))
        expectEqual(single._stops.map(\.location), [0])
        expectEqual(single._color(at: 0.7).red, 1)
    }

    @Test func locationsAreSortedAndClamped() throws {
        let locations: [CGFloat] = [1, -.infinity, 0.25]
        let gradient = try #require(
            CGGradient(
                colorsSpace: nil, colors: [Self.red, Self.blue, CGColor(gray: 0.5, alpha: 1)] as CFArray,
                locations: locations))
        expectEqual(gradient._stops.map(\.location), [0, 0.25, 1])
        #expect(gradient._stops[0].blue == 1)  // the blue one was at −∞
        expectEqual(gradient._stops[2].red, 1)
        // Halfway between the stops at 0.25 (gray 0.5) and 1 (red).
        let c = gradient._color(at: 0.625)
        #expect(abs(c.red - 0.75) < 1e-12 && abs(c.green - 0.25) < 1e-12)
    }

    @Test func componentsInRGBAndGray() throws {
        let rgb: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let gradient = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: rgb, locations: [0.2, 0.8], count: 2))
        expectEqual(gradient._stops.map(\.location), [0.2, 0.8])
        expectEqual(gradient._stops[1].alpha, 0.5)
        let gray: [CGFloat] = [0, 1, 2, .nan]
        let grays = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: gray, locations: nil, count: 2))
        #expect(grays._stops[0].red == 0 && grays._stops[0].alpha == 1)
        // Out-of-range components are clamped; NaN becomes 0.
        #expect(grays._stops[1].green == 1 && grays._stops[1].alpha == 0)
    }

    @Test func aGrayGradientTurnsRGBColorsGray() throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceGray(), colors: [Self.red] as CFArray, locations: nil))
        let stop = gradient._stops[0]
        #expect(abs(stop.red - 0.299) < 1e-9 && stop.green == stop.red && stop.blue == stop.red)
    }

    @Test func badInputGivesNil() {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [Self.red, "red"] as CFArray, locations: nil) == nil)
        let nan: [CGFloat] = [0, .nan]
        #expect(CGGradient(colorsSpace: nil, colors: [Self.red, Self.blue] as CFArray, locations: nan) == nil)
        let components: [CGFloat] = [1, 0, 0, 1]
        #expect(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 0) == nil
        )
    }

    @Test func drawingOptionsHaveCoreGraphicsValues() {
        expectEqual(CGGradientDrawingOptions.drawsBeforeStartLocation.rawValue, 1)
        expectEqual(CGGradientDrawingOptions.drawsAfterEndLocation.rawValue, 2)
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        expectEqual(both.rawValue, 3)
    }
}
