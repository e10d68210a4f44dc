import OpenUIKit
import SegueTesting
import Testing

// Code written for iOS in the Swift 5 language mode: a settings screen with a switch, a slider,
// a segmented control and a stepper laid out with Auto Layout, presented modally; the values are
// changed in code while the presentation animates, then by touches once it is on screen.

final class SoundSettingsViewController: UIViewController {
    let muteSwitch = UISwitch()
    let volumeSlider = UISlider()
    let modePicker = UISegmentedControl(items: ["Speaker", "Headphones"])
    let repeatStepper = UIStepper()
    var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 10
        volumeSlider.value = 5
        volumeSlider.isContinuous = false
        modePicker.selectedSegmentIndex = 0
        repeatStepper.maximumValue = 3

        muteSwitch.addAction(
            UIAction { [weak self] action in
                let toggle = action.sender as! UISwitch
                self?.changes.append("mute \(toggle.isOn)")
            }, for: .valueChanged)
        volumeSlider.addAction(
            UIAction { [weak self] _ in
                guard let self = self else { return }
                self.changes.append("volume \(Int(self.volumeSlider.value.rounded()))")
            }, for: .valueChanged)
        modePicker.addAction(
            UIAction { [weak self] _ in
                guard let self = self else { return }
                self.changes.append(
                    "mode \(self.modePicker.titleForSegment(at: self.modePicker.selectedSegmentIndex) ?? "")")
            }, for: .valueChanged)
        repeatStepper.addAction(
            UIAction { [weak self] _ in
                guard let self = self else { return }
                self.changes.append("repeat \(Int(self.repeatStepper.value))")
            }, for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [muteSwitch, volumeSlider, modePicker, repeatStepper])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            volumeSlider.widthAnchor.constraint(equalTo: stack.widthAnchor)
        ])
    }
}

@MainActor @Test func settingsControlsDuringAndAfterAPresentation() throws {
    let host = HeadlessHost()
    let root = UIViewController()
    host.window.rootViewController = root
    host.runUntilIdle()
    let settings = SoundSettingsViewController()
    settings.modalPresentationStyle = .fullScreen
    root.present(settings, animated: true, completion: nil)
    host.advance(by: 0.15)
    // Changes in code while the presentation slides in: they show, and send nothing.
    settings.muteSwitch.setOn(true, animated: true)
    settings.volumeSlider.setValue(2, animated: true)
    host.runUntilIdle()
    #expect(settings.changes.isEmpty)
    #expect(settings.muteSwitch.isOn && settings.volumeSlider.value == 2)
    #expect(settings.muteSwitch.frame.size == CGSize(width: 51, height: 31))
    #expect(settings.volumeSlider.frame.width == 350)
    #expect(settings.modePicker.frame.height == 32)

    func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
    host.tap(at: center(settings.muteSwitch))
    // The thumb of a 350-point slider at 2 of 10 is centred 14 + 322 × 0.2 points in.
    let slider = settings.volumeSlider
    let thumb = slider.convert(CGPoint(x: 14 + 322 * 0.2, y: slider.bounds.midY), to: nil)
    host.drag(from: thumb, to: CGPoint(x: thumb.x + 322 * 0.6, y: thumb.y), duration: 0.3)
    let picker = settings.modePicker
    host.tap(at: picker.convert(CGPoint(x: picker.bounds.width * 0.75, y: 16), to: nil))
    let stepper = settings.repeatStepper
    for _ in 0..<5 { host.tap(at: stepper.convert(CGPoint(x: 80, y: 16), to: nil)) }
    host.runUntilIdle()
    #expect(settings.changes == ["mute false", "volume 8", "mode Headphones", "repeat 1", "repeat 2", "repeat 3"])
}

/// The common "tap anywhere to seek" slider: it overrides `beginTracking` to jump the thumb
/// to the touch, then drags as usual.
class TapToSeekSlider: UISlider {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let fraction = Float((touch.location(in: self).x - track.minX) / track.width)
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}

@MainActor @Test func aTapToSeekSliderJumpsToTheTap() {
    let host = HeadlessHost()
    let slider = TapToSeekSlider(frame: CGRect(x: 20, y: 200, width: 200, height: 31))
    var values: [Float] = []
    slider.addAction(UIAction { action in values.append((action.sender as! UISlider).value) }, for: .valueChanged)
    host.window.addSubview(slider)
    host.runUntilIdle()
    host.tap(at: CGPoint(x: 170, y: 215))
    host.runUntilIdle()
    #expect(slider.value == 0.75)
    #expect(values == [0.75])
}
