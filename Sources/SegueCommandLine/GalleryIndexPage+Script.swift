extension GalleryIndexPage {
    /// The page's style sheet; frames are shown `frameWidth` CSS pixels wide (the points of
    /// the rendered screen), at most a quarter of the window.
    static func style(frameWidth: String) -> String {
        """
        body { font: 15px/1.4 system-ui, sans-serif; background: #1c1c1e; color: #f2f2f7; margin: 2em; }
        h1 { font-size: 1.6em; } h2 { margin: 1.6em 0 0.2em; } a { color: #64d2ff; }
        .summary { color: #aeaeb2; margin: 0 0 1em; }
        .demo { display: flex; gap: 2em; align-items: flex-start; }
        .scenarios { display: flex; flex-wrap: wrap; gap: 1.5em; flex: 0 1 auto; max-width: 60%; }
        .player { margin: 0; width: \(frameWidth)px; max-width: 25vw; }
        .player img { width: 100%; height: auto; border-radius: 6px; display: block; }
        .controls { display: flex; flex-wrap: wrap; gap: 0.4em 0.6em; align-items: center; margin-top: 0.4em; }
        .controls .scrubber { flex: 1; min-width: 4em; }
        .controls label { white-space: nowrap; color: #aeaeb2; font-size: 0.9em; }
        .position { color: #aeaeb2; font-size: 0.85em; font-variant-numeric: tabular-nums; }
        figcaption { color: #aeaeb2; font-size: 0.9em; margin-top: 0.3em; }
        .code { flex: 1 1 0; min-width: 0; }
        .code summary { cursor: pointer; color: #64d2ff; font: 13px ui-monospace, monospace; margin: 0.2em 0; }
        .code pre { background: #2c2c2e; border-radius: 6px; padding: 0.8em; margin: 0.3em 0 0.8em;
                    max-height: 34em; overflow: auto; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; }
        """
    }

    /// The players' script: each shows its scenario's frame files (`frame-0000.png`, … in the
    /// scenario's folder) at the frame rate, or ten times slower, while it is on screen (timers
    /// rather than animation frames, which headless browsers do not run); the
    /// slider pauses and scrubs; the last frame is held half a second before the loop
    /// restarts. `?frame=F` pauses every player at fraction F of its frames, `?slow=1` ticks
    /// every slow-motion box.
    static let script = """
        (function () {
          "use strict";
          var query = new URLSearchParams(window.location.search);
          var fraction = query.has("frame") ? Math.min(Math.max(Number(query.get("frame")) || 0, 0), 1) : null;
          document.querySelectorAll(".player").forEach(function (player) {
            var count = Number(player.dataset.frames), fps = Number(player.dataset.fps) || 60;
            var img = player.querySelector("img.frame"), scrubber = player.querySelector(".scrubber");
            var button = player.querySelector(".play"), slow = player.querySelector(".slow");
            var position = player.querySelector(".position");
            if (!(count > 0)) { button.disabled = true; scrubber.disabled = true; return; }
            var frame = 0, playing = fraction === null, visible = false, last = null, carried = 0, held = 0;
            function fileName(index) { return player.dataset.folder + "/frame-" + String(index).padStart(4, "0") + ".png"; }
            function show(index) {
              frame = Math.min(Math.max(index, 0), count - 1);
              img.setAttribute("src", fileName(frame));
              scrubber.value = String(frame);
              player.dataset.frame = String(frame);
              position.textContent = "frame " + (frame + 1) + " of " + count + " · " + (frame / fps).toFixed(3) + " s";
            }
            function setPlaying(value) {
              playing = value; last = null; carried = 0;
              button.textContent = value ? "Pause" : "Play";
            }
            function tick() {
              var now = window.performance.now();
              if (playing && visible) {
                if (last !== null) {
                  carried += (now - last) / 1000 * fps / (slow.checked ? 10 : 1);
                  while (carried >= 1) {
                    carried -= 1;
                    if (frame < count - 1) { show(frame + 1); }
                    else if (++held > fps / 2) { held = 0; show(0); }
                  }
                }
                last = now;
              } else {
                last = null;
              }
              window.setTimeout(tick, 1000 / fps);
            }
            scrubber.addEventListener("input", function () { setPlaying(false); show(Number(scrubber.value)); });
            button.addEventListener("click", function () { setPlaying(!playing); });
            slow.addEventListener("change", function () { last = null; carried = 0; });
            slow.checked = query.get("slow") === "1";
            if ("IntersectionObserver" in window) {
              new IntersectionObserver(function (entries) { visible = entries[0].isIntersecting; }).observe(player);
            } else {
              visible = true;
            }
            setPlaying(playing);
            show(fraction === null ? 0 : Math.round(fraction * (count - 1)));
            tick();
          });
        })();

        """
}
