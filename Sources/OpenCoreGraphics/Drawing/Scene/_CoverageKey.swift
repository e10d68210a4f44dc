import Foundation

/// What a rasterized shape's coverage is made from: the outline (a path's elements copied,
/// so that a path changed later is a different key), the map to raster space and the near
/// planes. Two equal keys rasterize to the same runs in the same raster box, so a scene
/// can take last frame's runs instead of rasterizing again (``_CompositeScene/makeCoverage``).
struct _CoverageKey: Hashable {
    let shape: _SceneShape
    /// The path's elements for a path or stroke, empty otherwise.
    let elements: [_PathElement]
    let map: _PlaneMap
    let planes: [_NearPlane]

    init(_ shape: _SceneShape, map: _PlaneMap, planes: [_NearPlane]) {
        self.shape = shape
        switch shape {
        case .path(let path, _), .stroke(let path, _): elements = path._storage.elements
        default: elements = []
        }
        self.map = map
        self.planes = planes
    }

    static func == (a: _CoverageKey, b: _CoverageKey) -> Bool {
        guard a.map == b.map, a.planes == b.planes, a.elements == b.elements else { return false }
        switch (a.shape, b.shape) {
        case (.rect(let r), .rect(let s)):
            return r == s
        case (.roundedRect(let r, let k), .roundedRect(let s, let l)):
            return r == s && k == l
        case (.border(let r, let k, let w), .border(let s, let l, let v)):
            return r == s && k == l && w == v
        case (.path(_, let evenOdd), .path(_, let other)):
            return evenOdd == other
        case (.stroke(_, let style), .stroke(_, let other)):
            return style.width == other.width && style.cap == other.cap && style.join == other.join
                && style.miterLimit == other.miterLimit && style.dashes == other.dashes
                && style.dashPhase == other.dashPhase && style.start == other.start && style.end == other.end
        default:
            return false
        }
    }

    func hash(into hasher: inout Hasher) {
        // Each entry on its own: an array literal here would allocate for every shape of every frame.
        hasher.combine(map.m11)
        hasher.combine(map.m12)
        hasher.combine(map.m13)
        hasher.combine(map.m21)
        hasher.combine(map.m22)
        hasher.combine(map.m23)
        hasher.combine(map.m31)
        hasher.combine(map.m32)
        hasher.combine(map.m33)
        hasher.combine(planes.count)
        hasher.combine(elements.count)
        switch shape {
        case .rect(let r), .roundedRect(let r, _), .border(let r, _, _):
            hasher.combine(Double(r.minX))
            hasher.combine(Double(r.minY))
            hasher.combine(Double(r.width))
            hasher.combine(Double(r.height))
        case .path, .stroke:
            hasher.combine(elements.first)
            hasher.combine(elements.last)
        }
    }
}
