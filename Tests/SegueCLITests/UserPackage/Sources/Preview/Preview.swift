import FadeKit
import SegueCommandLine

@main @MainActor struct Preview {
    static func main() { SegueCommandLine.main(demos: [FadePushDemo(), CardDemo(), PortedCardDemo()]) }
}
