import Foundation

/// The three `CAMediaTiming` values an interactive transition changes on the layers it scrubs
/// (speed, time offset, begin time), kept so that they can be given back.
struct _LayerTiming {
    let speed: Float
    let timeOffset: CFTimeInterval
    let beginTime: CFTimeInterval

    init(_ layer: CALayer) {
        speed = layer.speed
        timeOffset = layer.timeOffset
        beginTime = layer.beginTime
    }

    /// Gives `layer` these values back.
    func restore(_ layer: CALayer) {
        layer.speed = speed
        layer.timeOffset = timeOffset
        layer.beginTime = beginTime
    }
}
