import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics
@testable import OpenQuartzCore

/// A renderer that keeps the rows whose display list did not change (`_reusesUnchangedRows`)
/// against a fresh renderer for every frame: whatever changed since the frame before — one
/// row's contents, color, geometry, clip, mask, gradient, path, a group's opacity, an
/// overlay tree, or nothing — every frame must come out byte for byte the same, and a frame
/// where nothing changed must be known as one.
@Suite @BackgroundLane struct CARendererUnchangedRowsTests {
    typealias F = RenderFixture

    /// The scene: rows of a list (an opaque background each, a label of contents, a
    /// rounded badge clipping a child), a gradient, a shape layer, a translucent group, and
    /// an overlay tree drawn over it all.
    private struct Scene {
        let root = F.layer(CGRect(x: 0, y: 0, width: 60, height: 120), F.rgb(1, 1, 1))
        var rows: [CALayer] = []
        var labels: [CALayer] = []
        var badges: [CALayer] = []
        let gradient = CAGradientLayer()
        let shape = CAShapeLayer()
        let group = F.layer(CGRect(x: 30, y: 70, width: 24, height: 24), F.rgb(0.2, 0.6, 0.3))
        let overlay = F.layer(CGRect(x: 0, y: 0, width: 60, height: 8), F.rgb(0, 0, 0, 0.3))
        /// A clear layer clipping its child: changing its corners changes only the child's clip.
        let window = F.layer(CGRect(x: 32, y: 98, width: 20, height: 16), nil) { layer in
            layer.masksToBounds = true
            layer.cornerRadius = 6
        }
    }

    private func makeScene() -> Scene {
        var scene = Scene()
        for i in 0..<5 {
            let row = F.layer(CGRect(x: 0, y: Double(i) * 12, width: 60, height: 12), F.rgb(1, 1, 1), in: scene.root)
            let label = F.layer(CGRect(x: 4, y: 2, width: 30, height: 8), nil, in: row) { layer in
                layer.contents = F.textPicture(width: 60, height: 16, seed: i)
                layer.contentsScale = 2
            }
            let badge = F.layer(CGRect(x: 40, y: 2, width: 14, height: 8), F.rgb(0.9, 0.3, 0.2), in: row) { layer in
                layer.cornerRadius = 3
                layer.masksToBounds = true
            }
            _ = F.layer(CGRect(x: -3, y: 3, width: 10, height: 10), F.rgb(0.1, 0.1, 0.8, 0.8), in: badge)
            scene.rows.append(row)
            scene.labels.append(label)
            scene.badges.append(badge)
        }
        F.withoutActions {
            scene.gradient.frame = CGRect(x: 0, y: 62, width: 28, height: 20)
            scene.gradient.colors = [F.rgb(1, 0, 0), F.rgb(0, 0, 1, 0.5)]
            scene.root.addSublayer(scene.gradient)
            scene.shape.frame = CGRect(x: 0, y: 86, width: 28, height: 28)
            scene.shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 20), transform: nil)
            scene.shape.fillColor = F.rgb(0.5, 0.2, 0.7)
            scene.root.addSublayer(scene.shape)
            scene.group.opacity = 0.6
            _ = F.layer(CGRect(x: 6, y: 6, width: 20, height: 20), F.rgb(0.9, 0.9, 0.1), in: scene.group)
            scene.root.addSublayer(scene.group)
            _ = F.layer(CGRect(x: -4, y: 4, width: 30, height: 8), F.rgb(0.3, 0.3, 0.9), in: scene.window)
            scene.root.addSublayer(scene.window)
        }
        return scene
    }

    /// What changes before frame `frame` (nil: nothing).
    private func change(_ scene: Scene, frame: Int) {
        let i = frame % scene.rows.count
        F.withoutActions {
            switch frame % 14 {
            case 0: scene.labels[i].contents = F.textPicture(width: 60, height: 16, seed: frame)
            case 1: scene.labels[i].position.x += 0.25
            case 2: scene.rows[i].backgroundColor = F.rgb(0.9, 0.95, 1, frame % 2 == 0 ? 1 : 0.6)
            case 3: scene.badges[i].cornerRadius = Double(frame % 4)  // only the child's clip changes
            case 4: scene.gradient.colors = [F.rgb(0, 1, 0), F.rgb(1, 0, 1, Double(frame % 3) / 3)]
            case 5: scene.shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 18), transform: nil)
            case 6: scene.group.opacity = scene.group.opacity == 0.6 ? 0.8 : 0.6
            case 7: scene.overlay.opacity = scene.overlay.opacity == 1 ? 0.5 : 1
            case 8:
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 30, height: 12)
                mask.backgroundColor = F.rgb(0, 0, 0)
                mask.cornerRadius = 5
                scene.rows[i].mask = scene.rows[i].mask == nil ? mask : nil
            case 9: scene.rows[i].isHidden.toggle()
            case 10: scene.root.sublayerTransform = CATransform3DMakeTranslation(0, Double(frame % 2), 0)
            case 11: scene.window.cornerRadius = scene.window.cornerRadius == 6 ? 4 : 6
            default: break  // nothing changes
            }
        }
    }

    /// Renders the scene showing its 60 × 120 points at 2× with a fresh renderer, over black.
    private func reference(_ scene: Scene) -> [UInt8] {
        let context = F.context(width: 120, height: 240, background: nil)
        let renderer = CARenderer(cgContext: context)
        renderer._backgroundColor = F.rgb(0, 0, 0)
        renderer.layer = scene.root
        renderer._overlayLayers = [scene.overlay]
        renderer.bounds = CGRect(x: 0, y: 0, width: 60, height: 120)
        F.frame(renderer)
        return Array(context.makeImage()!._premultipliedRGBA)
    }

    @Test(arguments: [1, 2])
    func keptRowsMatchAFreshRenderEveryFrame(threads: Int) {
        let engine = EngineFixture()
        _ = engine
        let scene = makeScene()
        let context = F.context(width: 120, height: 240, background: nil)
        let kept = CARenderer(cgContext: context)
        kept._backgroundColor = F.rgb(0, 0, 0)
        kept._reusesUnchangedRows = true
        kept.maximumThreadCount = threads
        kept.layer = scene.root
        kept._overlayLayers = [scene.overlay]
        kept.bounds = CGRect(x: 0, y: 0, width: 60, height: 120)
        var previous: [UInt8] = []
        var unchangedFrames = 0
        for frame in 0..<40 {
            change(scene, frame: frame)
            let rowsDrawn = F.frame(kept)
            let bytes = Array(context.makeImage()!._premultipliedRGBA)
            let expected = reference(scene)
            let differing = stride(from: 0, to: bytes.count, by: 4).filter {
                bytes[$0..<($0 + 4)] != expected[$0..<($0 + 4)]
            }
            #expect(
                differing.isEmpty,
                "frame \(frame): \(differing.count) pixels differ, first at byte \(differing.first ?? -1)")
            // Known unchanged only when it is; every frame but the first is compared.
            if rowsDrawn.isEmpty {
                unchangedFrames += 1
                #expect(bytes == previous, "frame \(frame) was taken for unchanged")
            }
            if frame > 0, frame % 14 == 12 || frame % 14 == 13 { #expect(rowsDrawn.isEmpty, "frame \(frame)") }
            previous = bytes
        }
        #expect(unchangedFrames >= 6)
    }

    /// A change in one band of rows composites that band only; the others keep their pixels.
    @Test func onlyTheChangedBandIsComposited() {
        let engine = EngineFixture()
        _ = engine
        // 40 points tall at 2×: three bands of rows (32, 32 and 16).
        let root = F.layer(CGRect(x: 0, y: 0, width: 20, height: 40), F.rgb(1, 1, 1))
        let dot = F.layer(CGRect(x: 2, y: 2, width: 4, height: 4), F.rgb(1, 0, 0), in: root)
        let context = F.context(width: 40, height: 80, background: nil)
        let renderer = CARenderer(cgContext: context)
        renderer._backgroundColor = F.rgb(0, 0, 0)
        renderer._reusesUnchangedRows = true
        renderer.layer = root
        renderer.bounds = root.bounds
        F.frame(renderer)
        expectEqual(renderer.scene.changedBands(), nil)  // nothing to compare the first frame with
        F.withoutActions { dot.backgroundColor = F.rgb(0, 1, 0) }
        F.frame(renderer)
        expectEqual(F.pixel(context.makeImage()!, 6, 6), [0, 255, 0, 255])
        expectEqual(renderer.scene.changedBands(), [true, false, false])
        F.withoutActions { dot.position.y = 20 }  // from the first band to the second
        F.frame(renderer)
        expectEqual(renderer.scene.changedBands(), [true, true, false])
        expectEqual(F.pixel(context.makeImage()!, 6, 6), [255, 255, 255, 255])
        expectEqual(F.pixel(context.makeImage()!, 6, 40), [0, 255, 0, 255])
        #expect(F.frame(renderer).isEmpty)
        expectEqual(renderer.scene.changedBands(), [false, false, false])
        // After a frame filled without the display list (no area to show), the next is
        // composited whole again.
        renderer.bounds = .zero
        #expect(!F.frame(renderer).isEmpty)
        expectEqual(F.pixel(context.makeImage()!, 6, 40), [0, 0, 0, 255])
        renderer.bounds = root.bounds
        F.frame(renderer)
        expectEqual(renderer.scene.changedBands(), nil)
        expectEqual(F.pixel(context.makeImage()!, 6, 40), [0, 255, 0, 255])
    }
}
