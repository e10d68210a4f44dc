import FadeKit
import SegueTesting

let host = HeadlessHost()
let navigation = FadePushDemo().makeRootViewController() as! UINavigationController
host.window.rootViewController = navigation
_ = host.recordUntilIdle()  // settle the first screen
let next = UIViewController()
try host.recordUntilIdle { navigation.pushViewController(next, animated: true) }.writeAPNG(to: "push.png")
