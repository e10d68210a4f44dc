/// The gallery's `index.html`: every demo with its summary, and every scenario's animation
/// and contact sheet with its name, duration and frame count.
///
/// A self-contained page (inline style, no script), with paths relative to the gallery
/// folder, so the folder can be opened from disk or served as is.
struct GalleryIndexPage {
    /// The settings the gallery was rendered with.
    let settings: RenderSettings
    /// The demos, in order: name, summary and rendered scenarios.
    let sections: [(name: String, summary: String, entries: [GalleryCommand.Entry])]

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
            body { font: 15px/1.4 system-ui, sans-serif; background: #1c1c1e; color: #f2f2f7; margin: 2em; }
            h1 { font-size: 1.6em; } h2 { margin: 1.6em 0 0.2em; } a { color: #64d2ff; }
            .summary { color: #aeaeb2; margin: 0 0 1em; }
            .scenario { display: flex; gap: 1.5em; align-items: flex-start; margin: 0 0 2em; }
            .scenario figure { margin: 0; }
            .animation img { width: \(width)px; max-width: 40vw; height: auto; border-radius: 6px; }
            .sheet img { width: 100%; height: auto; }
            .sheet { flex: 1; }
            figcaption { color: #aeaeb2; font-size: 0.9em; margin-top: 0.3em; }
            </style>
            </head>
            <body>
            <h1>Segue gallery</h1>
            <p class="summary">Every demo's scenarios, rendered headlessly at \(width)×\(height) points, \
            scale \(formatSignificant(Double(settings.scale))), \(settings.framesPerSecond) fps.</p>

            """
        if sections.isEmpty { out += "<p>The gallery has no demos.</p>\n" }
        for section in sections {
            out += "<section id=\"\(Self.escape(GalleryCatalog.slug(section.name)))\">\n"
            out += "<h2>\(Self.escape(section.name))</h2>\n<p class=\"summary\">\(Self.escape(section.summary))</p>\n"
            if section.entries.isEmpty { out += "<p>No scenarios.</p>\n" }
            for entry in section.entries {
                let name = Self.escape(entry.scenario)
                let facts = "\(formatFixed(entry.result.duration, 3)) s · \(entry.result.frameCount) frames"
                out += """
                    <div class="scenario">
                    <figure class="animation"><img src="\(Self.escape(entry.animationPath))" alt="\(name)">\
                    <figcaption><strong>\(name)</strong><br>\(facts)</figcaption></figure>
                    <figure class="sheet"><a href="\(Self.escape(entry.sheetPath))"><img src="\(Self.escape(entry.sheetPath))" \
                    alt="\(name): contact sheet"></a><figcaption>0, 25, 50, 75 and 100 % of \(name)</figcaption></figure>
                    </div>

                    """
            }
            out += "</section>\n"
        }
        out += "</body>\n</html>\n"
        return out
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
