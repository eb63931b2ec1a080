//! The post-build step of the static site (`quotes site`, run by trunk's post_build hook):
//! moves trunk's inline boot script into a file so the Content-Security-Policy needs no
//! 'unsafe-inline', and writes `/quotes.json`.

use crate::export::to_json;
use crate::Corpus;
use std::path::Path;

/// trunk writes one inline `<script type="module">` that boots the wasm. Returns the page with
/// that script replaced by a reference to `boot_file`, and the script's body; `None` when there
/// is no inline module script (already moved).
pub fn externalize_boot_script(html: &str, boot_href: &str) -> Option<(String, String)> {
    let open_tag = "<script type=\"module\">";
    let start = html.find(open_tag)?;
    let body_start = start + open_tag.len();
    let end = body_start + html[body_start..].find("</script>")?;
    let body = html[body_start..end].trim().to_string();
    let page = format!(
        "{}<script type=\"module\" src=\"{boot_href}\"></script>{}",
        &html[..start],
        &html[end + "</script>".len()..]
    );
    Some((page, body))
}

/// A short content hash for cache-busting file names.
pub fn content_hash(text: &str) -> String {
    let id = crate::ids::quote_id("", text, 0);
    id[..8].to_string()
}

pub fn write_site(dist: &Path, public_url: &str, corpus: &Corpus) -> Result<(), String> {
    let index_path = dist.join("index.html");
    let html = std::fs::read_to_string(&index_path)
        .map_err(|e| format!("{}: {e}", index_path.display()))?;
    let write = |name: &str, text: &str| {
        let path = dist.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    let mut html = html;
    let base = if public_url.ends_with('/') {
        public_url.to_string()
    } else {
        format!("{public_url}/")
    };
    if let Some(placeholder) = externalize_boot_script(&html, "") {
        let name = format!("boot-{}.js", content_hash(&placeholder.1));
        if let Some((page, body)) = externalize_boot_script(&html, &format!("{base}{name}")) {
            write(&name, &format!("{body}\n"))?;
            html = page;
        }
    }
    write("index.html", &html)?;
    write("quotes.json", &to_json(corpus))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boot_script_moves_to_a_file() {
        let html = "<head><script type=\"module\">\nimport init from '/app.js';\nawait init();\n</script></head>";
        let (page, body) = externalize_boot_script(html, "/boot-1.js").unwrap();
        assert_eq!(
            page,
            "<head><script type=\"module\" src=\"/boot-1.js\"></script></head>"
        );
        assert!(body.starts_with("import init from '/app.js';"));
        assert_eq!(
            externalize_boot_script(&page, "/x.js"),
            None,
            "running twice changes nothing"
        );
    }
}
