import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics
@testable import OpenQuartzCore

/// A renderer kept from frame to frame, with its shortcuts — occlusion culling, translucent
/// contents drawn pixel for pixel without interpolation, the background as the scene's first
/// shape — against a fresh renderer for every frame with those shortcuts off and the
/// background filled into the context first: every frame of a scrolling, changing "table"
/// of layers must come out byte for byte the same, whatever changed since the frame before
/// (contents, bounds, `contentsScale`, background color, corner radius, mask, shadow, hidden).
@Suite @BackgroundLane struct CARendererFrameReuseTests {
    typealias F = RenderFixture

    /// The scene: a white list of rows, each an opaque row background with a "label" of
    /// translucent contents at 2× and a thin separator.
    private struct Table {
        let root: CALayer
        let content: CALayer
        var rows: [CALayer] = []
        var labels: [CALayer] = []
    }

    private func makeTable() -> Table {
        let root = F.layer(CGRect(x: 0, y: 0, width: 60, height: 90), F.rgb(1, 1, 1))
        let content = F.layer(CGRect(x: 0, y: 0, width: 60, height: 90), nil, in: root)
        var table = Table(root: root, content: content)
        for i in 0..<8 {
            let row = F.layer(CGRect(x: 0, y: Double(i) * 22, width: 60, height: 22), F.rgb(1, 1, 1), in: content)
            let label = F.layer(CGRect(x: 8, y: 4, width: 40, height: 12), nil, in: row) { layer in
                layer.contents = F.textPicture(width: 80, height: 24, seed: i)
                layer.contentsScale = 2
            }
            _ = F.layer(CGRect(x: 8, y: 21.5, width: 52, height: 0.5), F.rgb(0.8, 0.8, 0.82), in: row)
            table.rows.append(row)
            table.labels.append(label)
        }
        return table
    }

    /// What changes before frame `frame` (besides the scroll).
    private func change(_ table: Table, frame: Int) {
        F.withoutActions {
            let row = table.rows[frame % table.rows.count]
            let label = table.labels[frame % table.labels.count]
            switch frame % 9 {
            case 0: label.contents = F.textPicture(width: 80, height: 24, seed: frame)
            case 1: label.bounds.size.width = 40 + Double(frame % 3)
            case 2: label.contentsScale = frame % 2 == 0 ? 1 : 2
            case 3: row.backgroundColor = F.rgb(0.9, 0.95, 1, frame % 2 == 0 ? 1 : 0.6)
            case 4: row.cornerRadius = Double(frame % 4) * 2
            case 5:
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 30, height: 22)
                mask.backgroundColor = F.rgb(0, 0, 0)
                mask.cornerRadius = 6
                row.mask = row.mask == nil ? mask : nil
            case 6:
                label.shadowOpacity = label.shadowOpacity == 0 ? 0.5 : 0
                label.shadowRadius = 2
                label.shadowOffset = CGSize(width: 0, height: 1)
            case 7: label.isHidden.toggle()
            default: row.opacity = row.opacity == 1 ? 0.7 : 1
            }
        }
    }

    /// Renders `root` showing its 60 × 90 points at 2× with a fresh renderer and none of the
    /// shortcuts, over black filled into the context.
    private func reference(_ root: CALayer) -> [UInt8] {
        let context = F.context(width: 120, height: 180, background: F.rgb(0, 0, 0))
        let renderer = CARenderer(cgContext: context)
        renderer.scene.cullsOccludedEntries = false
        renderer.scene.blendsTranslatedImages = false
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 60, height: 90)
        F.frame(renderer)
        return Array(context.makeImage()!._premultipliedRGBA)
    }

    @Test(arguments: [0.0, 0.5, 0.25])
    func keptRendererMatchesFreshReferenceEveryFrame(scrollStep: Double) {
        let engine = EngineFixture()
        _ = engine
        let table = makeTable()
        let context = F.context(width: 120, height: 180, background: nil)
        let kept = CARenderer(cgContext: context)
        kept._backgroundColor = F.rgb(0, 0, 0)
        kept.layer = table.root
        kept.bounds = CGRect(x: 0, y: 0, width: 60, height: 90)
        var storage: [UInt8] = []
        var previous: (image: CGImage, bytes: [UInt8])?
        for frame in 0..<27 {
            // Whole points, half points (whole pixels at 2×) or quarter points (interpolated).
            F.withoutActions { table.content.position.y = 45 - Double(frame) * (3 + scrollStep) }
            change(table, frame: frame)
            F.frame(kept)
            let image = context.makeImage(reusing: &storage)!
            let bytes = Array(image._premultipliedRGBA)
            let expected = reference(table.root)
            let differing = stride(from: 0, to: bytes.count, by: 4).filter {
                bytes[$0..<($0 + 4)] != expected[$0..<($0 + 4)]
            }
            #expect(
                differing.isEmpty,
                "frame \(frame): \(differing.count) pixels differ, first at byte \(differing.first ?? -1)")
            // An image kept past the next frame keeps its pixels.
            if let previous { #expect(Array(previous.image._premultipliedRGBA) == previous.bytes) }
            previous = (image, bytes)
        }
        // The shortcuts were taken: the rows' opaque backgrounds hid the root's.
        #expect(!kept.scene.occluders.isEmpty)
    }

    /// A kept renderer holds nothing of a layer once a frame without it has been rendered:
    /// memory stays bounded by what is on screen.
    @Test func aRemovedLayersContentsAreReleasedByTheNextFrame() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 20, height: 20), F.rgb(1, 1, 1))
        let context = F.context(width: 40, height: 40, background: nil)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.bounds = root.bounds
        weak var released: CGImage?
        do {
            let picture = F.textPicture(width: 16, height: 16, seed: 1)
            released = picture
            let label = F.layer(CGRect(x: 2, y: 2, width: 8, height: 8), nil, in: root) { $0.contents = picture }
            F.frame(renderer)
            F.withoutActions {
                label.removeFromSuperlayer()
                label.contents = nil
            }
        }
        #expect(released != nil, "the last frame's display list still refers to it")
        F.frame(renderer)
        #expect(released == nil)
    }

    @Test func backgroundColorFillsAnEmptyOrDegenerateFrame() {
        let engine = EngineFixture()
        _ = engine
        let context = F.context(width: 4, height: 4, background: F.rgb(1, 1, 1))
        let renderer = CARenderer(cgContext: context)
        renderer._backgroundColor = F.rgb(0, 0, 1)
        renderer.layer = F.layer(CGRect(x: 0, y: 0, width: 4, height: 4), F.rgb(1, 0, 0))
        renderer.bounds = .zero
        F.frame(renderer)
        expectEqual(F.pixel(context.makeImage()!, 2, 2), [0, 0, 255, 255])
        // Outside a frame nothing is drawn.
        context.setFillColor(F.rgb(1, 1, 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        renderer.render()
        expectEqual(F.pixel(context.makeImage()!, 2, 2), [255, 255, 255, 255])
    }
}
