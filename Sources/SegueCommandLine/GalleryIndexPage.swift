/// The gallery's `index.html`: every demo with its summary and its source code, and every
/// scenario's animation in a player — a slider that scrubs through the frames, a play/pause
/// button and a slow-motion toggle — with its name, duration, frame count and contact sheet.
///
/// A self-contained page (inline style and script, no dependencies), with paths relative to
/// the gallery folder, so the folder can be opened from disk or served as is. Without script
/// each player shows the scenario's animated PNG. The query `?frame=F` (F from 0 to 1) stops
/// every player at that fraction of its frames and `?slow=1` starts in slow motion: links
/// (and the browser test) use them to show a given moment.
struct GalleryIndexPage {
    /// One demo on the page.
    struct Section {
        var name: String
        var summary: String
        /// The demo's source files (see ``DemoSources``); none when they are not on this machine.
        var sources: [DemoSources.File]
        /// The rendered scenarios.
        var entries: [GalleryCommand.Entry]
    }

    /// The settings the gallery was rendered with.
    let settings: RenderSettings
    /// The demos, in order.
    let sections: [Section]

    /// The page.
    var html: String {
        let width = formatSignificant(Double(settings.size.width))
        let height = formatSignificant(Double(settings.size.height))
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Segue gallery</title>
            <style>
            \(Self.style(frameWidth: width))
            </style>
            </head>
            <body>
            <h1>Segue gallery</h1>
            <p class="summary">Every demo's scenarios, rendered headlessly at \(width)×\(height) points, \
            scale \(formatSignificant(Double(settings.scale))), \(settings.framesPerSecond) fps, beside the demo's code. \
            Drag a slider to scrub through a scenario's frames; tick <em>slow motion</em> to play it ten times slower.</p>

            """
        if sections.isEmpty { out += "<p>The gallery has no demos.</p>\n" }
        for section in sections {
            out += "<section id=\"\(Self.escape(GalleryCatalog.slug(section.name)))\">\n"
            out += "<h2>\(Self.escape(section.name))</h2>\n<p class=\"summary\">\(Self.escape(section.summary))</p>\n"
            out += "<div class=\"demo\">\n<div class=\"scenarios\">\n"
            if section.entries.isEmpty { out += "<p>No scenarios.</p>\n" }
            for entry in section.entries { out += player(entry) }
            out += "</div>\n" + code(section.sources) + "</div>\n</section>\n"
        }
        out += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// A scenario's player: the animated PNG (replaced frame by frame by the script), the
    /// controls and the caption.
    private func player(_ entry: GalleryCommand.Entry) -> String {
        let name = Self.escape(entry.scenario)
        let count = entry.result.frameCount
        let facts = "\(formatFixed(entry.result.duration, 3)) s · \(count) frames"
        return """
            <figure class="player" data-folder="\(Self.escape(entry.framesPath))" data-frames="\(count)" \
            data-fps="\(settings.framesPerSecond)">
            <img class="frame" src="\(Self.escape(entry.animationPath))" alt="\(name)">
            <div class="controls"><button class="play" type="button">Pause</button>\
            <input class="scrubber" type="range" min="0" max="\(max(count - 1, 0))" value="0" aria-label="frame of \(name)">\
            <label><input class="slow" type="checkbox"> slow motion</label></div>
            <output class="position">frame 1 of \(count)</output>
            <figcaption><strong>\(name)</strong><br>\(facts) · <a href="\(Self.escape(entry.animationPath))">animated PNG</a> · \
            <a href="\(Self.escape(entry.sheetPath))">contact sheet</a></figcaption>
            </figure>

            """
    }

    /// The demo's source files, the first open.
    private func code(_ files: [DemoSources.File]) -> String {
        guard !files.isEmpty else {
            return
                "<div class=\"code\"><p class=\"summary\">The demo's source files are not on this machine.</p></div>\n"
        }
        var out = "<div class=\"code\">\n"
        for (index, file) in files.enumerated() {
            out += "<details\(index == 0 ? " open" : "")><summary>\(Self.escape(file.path))</summary>"
            out += "<pre><code>\(Self.escape(file.text))</code></pre></details>\n"
        }
        return out + "</div>\n"
    }

    /// `text` with HTML's special characters escaped, for text and attribute values alike.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
