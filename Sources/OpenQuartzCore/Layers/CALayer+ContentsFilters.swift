import Foundation

/// Filtering and rasterization settings: how `contents` is resampled, and whether the layer
/// is cached as a bitmap.
///
/// - Note: Differs from Core Animation: these are declared in an extension, so subclasses
///   cannot override them (Apple's are `open`).
extension CALayer {
    /// The filter used when `contents` is drawn larger than its pixels (default `.linear`).
    ///
    /// `.nearest` keeps hard pixel edges; `.trilinear` draws as `.linear`.
    public var magnificationFilter: CALayerContentsFilter {
        get { _props.magnificationFilter }
        set { _props.magnificationFilter = newValue }
    }

    /// The filter used when `contents` is drawn smaller than its pixels (default `.linear`).
    ///
    /// `.nearest` picks one pixel per sample; `.trilinear` draws as `.linear` (Segue builds no
    /// mipmaps).
    public var minificationFilter: CALayerContentsFilter {
        get { _props.minificationFilter }
        set { _props.minificationFilter = newValue }
    }

    /// The bias added to the mipmap level chosen by `.trilinear` minification (default 0).
    ///
    /// Stored only: Segue builds no mipmaps.
    public var minificationFilterBias: Float {
        get { _props.minificationFilterBias }
        set { _props.minificationFilterBias = newValue }
    }

    /// Whether the layer and its sublayers are rendered into a cached bitmap before being
    /// composited (default `false`).
    ///
    /// Stored only: Segue renders every frame from the tree, so the result is the same as
    /// without rasterization (Core Animation's cache is an optimisation, apart from edge
    /// resampling when the bitmap is scaled).
    public var shouldRasterize: Bool {
        get { _props.shouldRasterize }
        set { _props.shouldRasterize = newValue }
    }

    /// The scale at which a rasterized layer's bitmap is made, relative to its coordinate space
    /// (default 1).
    ///
    /// Stored only, as ``shouldRasterize``.
    public var rasterizationScale: CGFloat {
        get { _props.rasterizationScale }
        set { _props.rasterizationScale = newValue }
    }
}
