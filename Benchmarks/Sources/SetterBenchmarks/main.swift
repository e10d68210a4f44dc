// The cost of the geometry and appearance setters that layout, animation and rendering call
// most: UIView.frame/bounds/center/alpha, CALayer.bounds/position — with no key-value observer
// (the common case, which must stay one cheap check) and with one.
//
//     swift run -c release SetterBenchmarks [--iterations N] [--repeats N] [--observed]
import Foundation
import OpenUIKit

var iterations = 200_000
var repeats = 7
var observed = false
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    switch flag {
    case "--iterations": iterations = Int(arguments.popFirst() ?? "") ?? iterations
    case "--repeats": repeats = Int(arguments.popFirst() ?? "") ?? repeats
    case "--observed": observed = true
    default:
        print("unknown argument \(flag)")
        exit(2)
    }
}

/// The median nanoseconds per call of `body` over `repeats` runs of `iterations` calls.
@MainActor func measure(_ name: String, _ body: (Int) -> Void) {
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<iterations { body(index) }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        samples.append(Double(elapsed) / Double(iterations))
    }
    samples.sort()
    print(String(format: "%-28@ %8.1f ns/set (min %.1f)", name as NSString, samples[samples.count / 2], samples[0]))
}

MainActor.assumeIsolated {
    CATransaction.setDisableActions(true)
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    superview.addSubview(view)
    let layer = CALayer()
    var keep: [Any] = []
    if observed {
        #if SEGUE_KVO
        keep.append(view.observe(\.frame) { _, _ in })
        keep.append(view.observe(\.bounds) { _, _ in })
        keep.append(view.observe(\.center) { _, _ in })
        keep.append(view.observe(\.alpha) { _, _ in })
        keep.append(layer.observe(\.bounds) { _, _ in })
        keep.append(layer.observe(\.position) { _, _ in })
        #endif
    }
    func f(_ i: Int) -> CGFloat { CGFloat(i & 1023) }
    measure("UIView.frame") { view.frame = CGRect(x: f($0), y: 0, width: 100, height: 100) }
    measure("UIView.bounds") { view.bounds = CGRect(x: 0, y: 0, width: 100 + f($0), height: 100) }
    measure("UIView.center") { view.center = CGPoint(x: f($0), y: 50) }
    measure("UIView.alpha") { view.alpha = f($0) / 1024 }
    measure("CALayer.bounds") { layer.bounds = CGRect(x: 0, y: 0, width: f($0), height: 10) }
    measure("CALayer.position") { layer.position = CGPoint(x: f($0), y: 1) }
    withExtendedLifetime(keep) {}
}
