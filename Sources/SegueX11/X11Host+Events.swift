import CX11
import Foundation
import OpenUIKit

extension X11Host {
    /// Handles every event the server has sent, without waiting; returns whether there was any.
    @discardableResult
    public func processEvents() -> Bool {
        var handled = false
        while XPending(connection.display) > 0 {
            var event = XEvent()
            XNextEvent(connection.display, &event)
            handle(&event)
            handled = true
        }
        return handled
    }

    /// Waits until the server has processed every request (including input injected by other
    /// clients before this call), then handles the events it sent.
    public func synchronizeAndProcessEvents() {
        connection.sync()
        processEvents()
    }

    private func handle(_ event: inout XEvent) {
        let arrival = realTime
        switch event.type {
        case ButtonPress where event.xbutton.button == UInt32(Button1):
            if debugger?.capturesPointer == true, !pointerDown {
                debugDragLocation = point(x: event.xbutton.x, y: event.xbutton.y)
                return
            }
            // The debugger's hint strip is not the screen: a press there reaches no view.
            guard Int(event.xbutton.y) < framebuffer.height else { return }
            pointerDown = true
            queue(.began, x: event.xbutton.x, y: event.xbutton.y, arrival: arrival)
        case MotionNotify where debugDragLocation != nil:
            debugDrag(to: point(x: event.xmotion.x, y: event.xmotion.y), arrival: arrival)
        case MotionNotify where pointerDown:
            queue(.moved, x: event.xmotion.x, y: event.xmotion.y, arrival: arrival)
        case ButtonRelease where event.xbutton.button == UInt32(Button1) && debugDragLocation != nil:
            debugDrag(to: point(x: event.xbutton.x, y: event.xbutton.y), arrival: arrival)
            debugDragLocation = nil
        case ButtonRelease where event.xbutton.button == UInt32(Button1) && pointerDown:
            pointerDown = false
            queue(.ended, x: event.xbutton.x, y: event.xbutton.y, arrival: arrival)
        case KeyPress:
            let keysym = XLookupKeysym(&event.xkey, 0)
            // Under run() the host's timeline is the real clock; frames run by hand keep their own.
            if let key = Self.debuggerKey(for: keysym),
                debugger?.press(key, atHostTime: running ? arrival : nil) == true
            {
                inputArrivals.append(arrival)
            } else if keysym == KeySym(XK_Escape) {
                inputArrivals.append(arrival)
                goBack()
            } else if typeKey(&event.xkey) {
                // A focused text field takes the key first, R included.
                inputArrivals.append(arrival)
            } else if keysym == KeySym(XK_r) || keysym == KeySym(XK_R) {
                inputArrivals.append(arrival)
                rotateDevice()
            }
        case Expose:
            forceRender = true
        case ConfigureNotify:
            let width = Int(event.xconfigure.width)
            let height = Int(event.xconfigure.height)
            if width != framebuffer.width || height != framebuffer.windowHeight {
                resize(toPixelWidth: width, height: height)
            }
        case ClientMessage:
            if Atom(event.xclient.data.l.0) == deleteWindowAtom { running = false }
        case DestroyNotify:
            running = false
        default:
            break
        }
    }

    private func queue(_ phase: UITouch.Phase, x: Int32, y: Int32, arrival: Double) {
        inputArrivals.append(arrival)
        UIApplication.shared.queueTouch(phase, at: point(x: x, y: y))
    }

    /// A window pixel in points.
    private func point(x: Int32, y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale) }

    /// Escape: pops the top navigation stack when it holds more than one screen, otherwise
    /// dismisses the top presented controller; does nothing on the root screen.
    public func goBack() {
        guard let root = window.rootViewController else { return }
        var top = root
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        let stack =
            (top as? UINavigationController)
            ?? ((top as? UITabBarController)?.selectedViewController as? UINavigationController)
        if let stack, stack.viewControllers.count > 1 {
            stack.popViewController(animated: true)
        } else if top !== root {
            top.presentingViewController?.dismiss(animated: true)
        }
    }

    /// The window now has `width × height` pixels: the screen takes them all but the debugger's
    /// hint strip, with a new image. A window no taller than the strip leaves the screen as it was.
    func resize(toPixelWidth width: Int, height: Int) {
        let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height - stripPixelHeight) / scale)
        guard replaceFramebuffer(screenSize: size, resizingWindow: false) else { return }
        configuration.screenSize = size
        applyScreenSize(size)
    }
}

extension X11Host {
    /// Gives the application the new screen size: the screen, the windows that filled it and
    /// `viewWillTransition(to:with:)` for their controllers.
    func applyScreenSize(_ size: CGSize) {
        UIApplication.shared.screenDidChangeSize(to: size)
    }
}
