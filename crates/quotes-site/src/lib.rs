//! The static site (`quotes-site`, trunk's post-build step).
//!
//! - Moves trunk's inline boot script into a file, so the Content-Security-Policy needs no
//!   'unsafe-inline'.
//! - Writes a real HTML page for the home page and every quote, speaker, character and article,
//!   and `404.html`. Each page is the built `index.html` (same CSP, CSS and boot script) with its
//!   own head tags (title, description, canonical link, Open Graph, Twitter), and under `<body>`,
//!   inside `<div data-static>`, what the app's own components render for that URL in
//!   `RenderMode::Static`: readable with JavaScript off and by link-preview crawlers. The app
//!   removes that element as it mounts and renders the same markup in its place.
//! - Writes a redirect page at the old address of every id the ledger retires, `sitemap.xml` and
//!   `/quotes.json`.
//!
//! All markup is Leptos's, escaping included: page content from the app's components, head tags
//! and redirect pages from `view!` here.

pub mod preview;

use leptos::prelude::*;
use leptos::tachys::html::attribute::custom::custom_attribute;
use preview::{Preview, Previews};
use quote_explorer::render::render_body;
use quote_explorer::RenderMode;
use quotes_core::export::to_json;
use quotes_core::model::{counted, quote_count, truncate, Article, Character, Quote, Speaker};
use quotes_core::url_state::{
    article_path, character_path, preview_image_path, quote_path, speaker_path,
};
use quotes_core::Corpus;
use std::fmt::Write;
use std::path::Path;

/// Where the site is deployed: `origin` ("https://quotes.example.org") and `base` ("/" or
/// "/quotes/"). Absolute URLs (canonical, Open Graph, sitemap) need both.
#[derive(Clone, Debug)]
pub struct Deployment {
    pub origin: String,
    pub base: String,
}

impl Deployment {
    pub fn new(origin: &str, base: &str) -> Deployment {
        let base = format!("/{}/", base.trim_matches('/')).replace("//", "/");
        Deployment {
            origin: origin.trim_end_matches('/').to_string(),
            base,
        }
    }

    /// A site path ("quote/ID/") as an absolute path under the base.
    pub fn path(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub fn absolute(&self, path: &str) -> String {
        format!("{}{}", self.origin, self.path(path))
    }
}

/// trunk writes one inline `<script type="module">` that boots the wasm. Returns the page with
/// that script replaced by a reference to `boot_href`, and the script's body; `None` when there
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

/// Content first, then the app: the static page is complete, so the wasm is fetched once it has
/// painted rather than beside it. This drops trunk's wasm preload link from the page;
/// `boot_after_first_paint` makes the boot script wait. The page's largest paint is then its
/// static content, even for Lighthouse, whose simulated largest paint waits for every request
/// that ended before the observed one: a wasm fetched beside the page often ends first.
pub fn without_wasm_preload(page: &str) -> String {
    page.match_indices("<link rel=\"preload\"")
        .find_map(|(at, _)| {
            let end = at + page[at..].find('>')? + 1;
            page[at..end]
                .contains("type=\"application/wasm\"")
                .then(|| format!("{}{}", &page[..at], &page[end..]))
        })
        .unwrap_or_else(|| page.to_string())
}

/// The boot script, made to start the wasm once the first contentful paint has been reported
/// (a frame is not enough: a paint is counted when it is presented, later; and a first paint of
/// the background alone, which an inline stylesheet allows, is not the content's). A hidden tab
/// paints nothing, and a browser without paint timing says nothing: those start at once, and a
/// page that never paints within two seconds starts anyway.
pub fn boot_after_first_paint(boot: &str) -> String {
    let wait = "await new Promise((go) => {\n  \
        setTimeout(go, 2000);\n  \
        if (document.visibilityState !== 'visible' || !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return go();\n  \
        new PerformanceObserver((paints, seen) => { if (paints.getEntriesByName('first-contentful-paint').length) { seen.disconnect(); go(); } }).observe({ type: 'paint', buffered: true });\n\
        });\n";
    match boot.find("const wasm = await init(") {
        Some(at) => format!("{}{wait}{}", &boot[..at], &boot[at..]),
        None => boot.to_string(),
    }
}

/// The first `<script>` tag with no `src`: inline code, which the Content-Security-Policy blocks.
pub fn inline_script(html: &str) -> Option<&str> {
    html.match_indices("<script")
        .map(|(at, _)| &html[at..html[at..].find('>').map_or(html.len(), |end| at + end + 1)])
        .find(|tag| !tag.contains(" src="))
}

/// A short content hash for cache-busting file names.
pub fn content_hash(text: &str) -> String {
    quotes_core::ids::content_hash(text.as_bytes())[..8].to_string()
}

/// Appends the corpus to the app's wasm in `dist` (`quotes_build::embed`), renames the wasm after
/// its new content, so that a browser never keeps one collection's file for another, and returns
/// `template` (the built index.html) naming the new file. A `dist` without a wasm (a static site
/// alone) is left as it is.
pub fn embed_corpus(dist: &Path, template: &str, corpus: &Corpus) -> Result<String, String> {
    // No page preloads the wasm (content first: `without_wasm_preload`), so trunk's link, with
    // the old file's name and integrity hash, goes.
    let template = without_wasm_preload(template);
    let error = |e: std::io::Error| format!("{}: {e}", dist.display());
    let mut wasm_files = Vec::new();
    for entry in std::fs::read_dir(dist).map_err(error)? {
        let name = entry
            .map_err(error)?
            .file_name()
            .to_string_lossy()
            .into_owned();
        if name.ends_with("_bg.wasm") {
            wasm_files.push(name);
        }
    }
    let old_name = match wasm_files.as_slice() {
        [] => return Ok(template),
        [one] => one,
        _ => {
            return Err(format!(
                "{}: more than one app wasm: {}",
                dist.display(),
                wasm_files.join(", ")
            ))
        }
    };
    // A site finished before has its boot script, which names the wasm, in a file of its own
    // named after its content: renaming the wasm now would leave that file behind.
    if !template.contains(old_name.as_str()) {
        return Err(format!(
            "{}: this site was finished by quotes-site already (the page no longer names \
             {old_name}); build it again with trunk",
            dist.display()
        ));
    }
    let old_path = dist.join(old_name);
    let code = std::fs::read(&old_path).map_err(|e| format!("{}: {e}", old_path.display()))?;
    let wasm = quotes_build::embed::with_corpus(&code, corpus);
    let stem = old_name.trim_end_matches("_bg.wasm");
    let prefix = stem.rsplit_once('-').map_or(stem, |(prefix, _)| prefix);
    let new_name = format!("{prefix}-{}_bg.wasm", quotes_core::ids::content_hash(&wasm));
    let new_path = dist.join(&new_name);
    std::fs::write(&new_path, &wasm).map_err(|e| format!("{}: {e}", new_path.display()))?;
    if new_name != *old_name {
        std::fs::remove_file(&old_path).map_err(|e| format!("{}: {e}", old_path.display()))?;
    }
    Ok(template.replace(old_name.as_str(), &new_name))
}

/// What one static page says about itself, for `<head>`.
pub struct PageMeta {
    /// The page's own title: `<title>` adds the site's name, Open Graph has `og:site_name`.
    pub title: String,
    pub description: String,
    /// Site path of the page ("quote/ID/"), for the canonical link and the app's route.
    pub path: String,
    pub og_type: &'static str,
    /// What the page's own preview image shows; `None`: the site-wide image.
    pub preview: Option<Preview>,
    /// The image's text alternative.
    pub image_alt: String,
}

/// The site-wide preview image and its text alternative.
const SITE_IMAGE: &str = "og-image.png";
const SITE_IMAGE_ALT: &str = "Quote Explorer";

impl PageMeta {
    pub fn quote(corpus: &Corpus, quote: &Quote) -> PageMeta {
        PageMeta {
            title: corpus.quote_title(quote),
            description: corpus.citation(quote, 200),
            path: quote_path(&quote.id),
            og_type: "article",
            preview: Some(Preview::quote(corpus, quote)),
            // The quote with its attribution, as a screen reader should hear the picture.
            image_alt: corpus.citation(quote, 420),
        }
    }

    pub fn speaker(corpus: &Corpus, speaker: &Speaker) -> PageMeta {
        let count = quote_count(corpus.quotes_by_speaker(&speaker.id).count());
        let role = speaker
            .role
            .as_deref()
            .map(|r| format!(", {r},"))
            .unwrap_or_default();
        PageMeta {
            title: speaker.name.to_string(),
            description: format!(
                "{count} by {}{role} from interviews, exactly as published.",
                speaker.name
            ),
            path: speaker_path(&speaker.id),
            og_type: "profile",
            preview: Some(Preview::speaker(corpus, speaker)),
            image_alt: format!("{}: {count} from interviews", speaker.name),
        }
    }

    pub fn character(corpus: &Corpus, character: &Character) -> PageMeta {
        let count = quote_count(corpus.quotes_mentioning(&character.id).count());
        let actor = character
            .actor
            .as_deref()
            .map(|a| format!(" (played by {a})"))
            .unwrap_or_default();
        PageMeta {
            title: character.name.to_string(),
            description: format!(
                "{count} from interviews mentioning {}{actor}.",
                character.name
            ),
            path: character_path(&character.id),
            og_type: "website",
            preview: None,
            image_alt: SITE_IMAGE_ALT.into(),
        }
    }

    pub fn article(corpus: &Corpus, article: &Article) -> PageMeta {
        let count = quote_count(corpus.quotes_in_article(&article.id).count());
        let outlet = article
            .outlet
            .as_deref()
            .map(|o| format!(" ({o})"))
            .unwrap_or_default();
        PageMeta {
            title: article.title.to_string(),
            description: format!("{count} from “{}”{outlet}, as published.", article.title),
            path: article_path(&article.id),
            og_type: "article",
            preview: Some(Preview::article(corpus, article)),
            image_alt: format!("“{}”{outlet}: {count} marked", article.title),
        }
    }

    pub fn home(corpus: &Corpus) -> PageMeta {
        PageMeta {
            title: "All quotes".into(),
            description: format!(
                "{} from {}, exactly as published.",
                quote_count(corpus.quotes.len()),
                counted(corpus.articles.len(), "interview", "interviews")
            ),
            path: String::new(),
            og_type: "website",
            preview: None,
            image_alt: SITE_IMAGE_ALT.into(),
        }
    }

    /// The page's preview image, if it has its own and previews are drawn.
    pub fn image_path(&self, previews: bool) -> Option<String> {
        (previews && self.preview.is_some()).then(|| preview_image_path(&self.path))
    }

    pub fn not_found() -> PageMeta {
        PageMeta {
            title: "Not found".into(),
            description: "There is no page at this address.".into(),
            path: "404.html".into(),
            og_type: "website",
            preview: None,
            image_alt: SITE_IMAGE_ALT.into(),
        }
    }
}

/// An Open Graph tag: `<meta property=… content=…>` (`property` is RDFa, not an HTML attribute
/// the `view!` macro knows).
fn og(property: &'static str, content: impl Into<String>) -> impl IntoView {
    leptos::html::meta()
        .add_any_attr(custom_attribute("property", property))
        .content(content.into())
}

/// The page's head tags, in place of the template's `<title>`.
fn head_tags(site: &Deployment, meta: &PageMeta, previews: bool) -> String {
    let title = quote_explorer::document_title(&meta.title);
    let description = truncate(&meta.description, 300);
    let url = site.absolute(&meta.path);
    let (image, alt) = match meta.image_path(previews) {
        Some(path) => (site.absolute(&path), meta.image_alt.clone()),
        None => (site.absolute(SITE_IMAGE), SITE_IMAGE_ALT.to_string()),
    };
    view! {
        <title>{title}</title>
        <meta name="description" content=description.clone() />
        <link rel="canonical" href=url.clone() />
        {og("og:site_name", "Quote Explorer")}
        {og("og:type", meta.og_type)}
        {og("og:title", meta.title.clone())}
        {og("og:description", description.clone())}
        {og("og:url", url)}
        {og("og:image", image.clone())}
        // The site-wide og-image.png has the previews' size too.
        {og("og:image:width", preview::WIDTH.to_string())}
        {og("og:image:height", preview::HEIGHT.to_string())}
        {og("og:image:alt", alt.clone())}
        // X reads the title, description and image from Open Graph; it needs only the card type
        // and the image's alt text of its own.
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content=alt />
    }
    .to_html()
}

/// The template with this page's head tags, and the app's static rendering of `meta.path` under
/// `<body>` ("404.html" is a path no route claims: the not-found page).
pub fn render_page(template: &str, site: &Deployment, meta: &PageMeta, previews: bool) -> String {
    let body = render_body(&site.path(&meta.path), RenderMode::Static)
        // Leptos marks text boundaries for hydration with empty comments, and writes an empty
        // class for `class:x=false`; a page that is never hydrated needs neither, and the home
        // page's HTML is part of the first load.
        .replace("<!>", "")
        .replace(" class=\"\"", "");
    fill_template(template, &head_tags(site, meta, previews), &body)
}

/// The first paint waits for the static content's last element (`<link rel="expect">`,
/// Chromium): with the stylesheet inline, nothing else held it, and the browser painted the
/// top of a page still being parsed. The boot script starts the wasm after the first paint; the
/// rest of the page, painted after that, was a new largest paint for Lighthouse to wait for.
const END_OF_CONTENT: &str = "end-of-content";

fn fill_template(template: &str, head: &str, body: &str) -> String {
    let mut page = match (template.find("<title>"), template.find("</title>")) {
        (Some(a), Some(b)) if a < b => {
            format!(
                "{}{head}<link rel=\"expect\" href=\"#{END_OF_CONTENT}\" blocking=\"render\">{}",
                &template[..a],
                &template[b + "</title>".len()..]
            )
        }
        _ => template.to_string(),
    };
    // The template's generic description gives way to the page's own.
    if let Some(start) = page.find("<meta name=\"description\" content=\"Browse") {
        if let Some(len) = page[start..].find("/>") {
            page.replace_range(start..start + len + 2, "");
        }
    }
    page.replacen(
        "<body>",
        &format!("<body>\n    <div data-static>{body}<span id=\"{END_OF_CONTENT}\"></span></div>"),
        1,
    )
}

/// The address of the template's `<link rel="icon">`: the site's icon, written once in
/// index.html (a data URL; see ARCHITECTURE, "The icon travels with the page").
pub fn icon_href(template: &str) -> Option<&str> {
    let tag_start = template.find("<link rel=\"icon\"")?;
    let tag = &template[tag_start..tag_start + template[tag_start..].find('>')?];
    let href_start = tag.find("href=\"")? + "href=\"".len();
    Some(&tag[href_start..href_start + tag[href_start..].find('"')?])
}

/// The page at a retired quote id: sends readers and crawlers on to the quote that replaced it.
/// `icon` is the site's icon (`icon_href`).
pub fn redirect_page(site: &Deployment, to: &str, icon: Option<&str>) -> String {
    // Readers follow a path (any host serving the site works); crawlers read the canonical URL.
    let path = site.path(&quote_path(to));
    let canonical = site.absolute(&quote_path(to));
    let head = view! {
        <meta charset="utf-8" />
        <meta http-equiv="refresh" content=format!("0; url={path}") />
        <link rel="canonical" href=canonical.clone() />
        <meta name="robots" content="noindex" />
        // Its own icon, or the browser asks for /favicon.ico, which the site does not have.
        {icon.map(|href| view! { <link rel="icon" href=href.to_string() /> })}
        <title>{quote_explorer::document_title("Moved")}</title>
    }
    .to_html();
    let body =
        view! { <p>"This quote has a new address: " <a href=path>{canonical}</a></p> }.to_html();
    format!("<!DOCTYPE html>\n<html lang=\"en\"><head>{head}</head><body>{body}</body></html>\n")
}

/// Every page's address, for search engines.
pub fn sitemap(corpus: &Corpus, site: &Deployment) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for path in page_paths(corpus) {
        let url = site.absolute(&path);
        let _ = writeln!(
            out,
            "  <url><loc>{}</loc></url>",
            html_escape::encode_text(&url)
        );
    }
    out.push_str("</urlset>\n");
    out
}

fn page_paths(corpus: &Corpus) -> impl Iterator<Item = String> + '_ {
    std::iter::once(String::new())
        .chain(corpus.articles.iter().map(|a| article_path(&a.id)))
        .chain(corpus.speakers.iter().map(|s| speaker_path(&s.id)))
        .chain(corpus.characters.iter().map(|c| character_path(&c.id)))
        .chain(corpus.quotes.iter().map(|q| quote_path(&q.id)))
}

fn write_file(dist: &Path, name: &str, text: &str) -> Result<(), String> {
    let path = dist.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Does `work` for every item, on as many threads as the machine has cores, each thread with
/// its own `state` (returned, one per thread). A thread that meets an error stops taking items;
/// the others finish theirs, and the call returns an error.
pub(crate) fn on_every_core<T: Sync, S: Send>(
    items: &[T],
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, &T) -> Result<(), String> + Sync,
) -> Result<Vec<S>, String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = state();
                    while let Some(item) =
                        items.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                    {
                        work(&mut mine, item)?;
                    }
                    Ok(mine)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err("a worker thread panicked".into()))
            })
            .collect()
    })
}

/// Every page's head: the home page, then each article, speaker, character and quote.
pub fn page_metas(corpus: &Corpus) -> Vec<PageMeta> {
    std::iter::once(PageMeta::home(corpus))
        .chain(corpus.articles.iter().map(|a| PageMeta::article(corpus, a)))
        .chain(corpus.speakers.iter().map(|s| PageMeta::speaker(corpus, s)))
        .chain(
            corpus
                .characters
                .iter()
                .map(|c| PageMeta::character(corpus, c)),
        )
        .chain(corpus.quotes.iter().map(|q| PageMeta::quote(corpus, q)))
        .collect()
}

/// Finishes the built site in `dist` (trunk's staging folder). The corpus must be the one
/// `quote_explorer::corpus::install` was given, and `links::set_base` the deployment's base.
/// With `previews`, each quote, speaker and article page gets its own preview image.
pub fn write_site(
    dist: &Path,
    site: &Deployment,
    corpus: &Corpus,
    previews: Option<&mut Previews>,
) -> Result<usize, String> {
    let index_path = dist.join("index.html");
    let template = std::fs::read_to_string(&index_path)
        .map_err(|e| format!("{}: {e}", index_path.display()))?;
    let mut template = embed_corpus(dist, &template, corpus)?;
    let drawing = previews.is_some();
    // The static cards link to pictures only where there are some; the mark below hides the
    // app's links (CSS).
    quote_explorer::links::set_previews(drawing);
    if !drawing {
        template = template.replacen("<html", "<html data-previews=\"off\"", 1);
    }
    // The files besides the pages, written last.
    let mut files: Vec<(String, String)> = Vec::new();
    if let Some((_, body)) = externalize_boot_script(&template, "") {
        let body = boot_after_first_paint(&body);
        let name = format!("boot-{}.js", content_hash(&body));
        if let Some((page, _)) = externalize_boot_script(&template, &site.path(&name)) {
            files.push((name, format!("{body}\n")));
            template = page;
        }
    }
    if let Some(tag) = inline_script(&template) {
        return Err(format!(
            "{}: inline script `{tag}` left in the page; the Content-Security-Policy would block it \
             (is trunk's HTML minified? `quotes-site` expects its boot script as `<script type=\"module\">`)",
            index_path.display()
        ));
    }
    let metas = page_metas(corpus);
    // Pages are independent: rendered and written on every core.
    on_every_core(
        &metas,
        || (),
        |(), meta| {
            write_file(
                dist,
                &format!("{}index.html", meta.path),
                &render_page(&template, site, meta, drawing),
            )
        },
    )?;
    let pages = metas.len();
    let images: Vec<_> = metas
        .into_iter()
        .filter_map(|meta| {
            let path = dist.join(meta.image_path(drawing)?);
            Some((meta.preview?, path))
        })
        .collect();
    if let Some(previews) = previews {
        previews.write_all(images)?;
    }
    files.push((
        "404.html".into(),
        render_page(&template, site, &PageMeta::not_found(), drawing),
    ));
    for redirect in corpus.redirects.iter() {
        files.push((
            format!("{}index.html", quote_path(&redirect.from)),
            redirect_page(site, &redirect.to, icon_href(&template)),
        ));
    }
    files.push(("sitemap.xml".into(), sitemap(corpus, site)));
    files.push(("quotes.json".into(), to_json(corpus)));
    for (name, text) in &files {
        write_file(dist, name, text)?;
    }
    Ok(pages + files.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inline_script_is_found_wherever_it_is() {
        assert_eq!(
            inline_script("<head><script type=\"module\" src=\"/b.js\"></script></head>"),
            None
        );
        assert_eq!(
            inline_script("<script src=\"/a.js\"></script><script type=module>go()</script>"),
            Some("<script type=module>")
        );
    }

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

    #[test]
    fn the_wasm_waits_for_the_first_paint() {
        let page = "<link rel=\"modulepreload\" href=\"/a.js\"><link rel=\"preload\" href=\"/a_bg.wasm\" as=\"fetch\" type=\"application/wasm\"><link rel=\"stylesheet\" href=\"/m.css\">";
        let boot =
            "import init from '/a.js';\nconst wasm = await init({ module_or_path: '/a_bg.wasm' });";
        let (page, boot) = (without_wasm_preload(page), boot_after_first_paint(boot));
        assert_eq!(
            page,
            "<link rel=\"modulepreload\" href=\"/a.js\"><link rel=\"stylesheet\" href=\"/m.css\">"
        );
        let wait = boot.find("PerformanceObserver").unwrap();
        assert!(wait < boot.find("await init(").unwrap());
    }

    /// The corpus goes into the wasm, whose name follows its content: another collection is
    /// another file, and finishing the same site again changes nothing.
    #[test]
    fn the_corpus_goes_into_the_wasm_and_its_name_follows() {
        let dist = std::env::temp_dir().join(format!("quotes-site-embed-{}", std::process::id()));
        std::fs::create_dir_all(&dist).unwrap();
        let code: &[u8] = b"\0asm\x01\0\0\0";
        std::fs::write(dist.join("app-0123_bg.wasm"), code).unwrap();
        let template = "<link rel=\"preload\" href=\"/app-0123_bg.wasm\" as=\"fetch\" type=\"application/wasm\" integrity=\"sha384-x\"><script type=\"module\">await init({ module_or_path: '/app-0123_bg.wasm' });</script>";
        let article = |words: &str| quotes_core::corpus::InputFile {
            name: "a.txt".into(),
            text: format!("---\ntitle: T\n---\nT\n\n“{words},” Jane Doe says.\n"),
        };
        let corpus = |words| quotes_core::corpus::build(&[article(words)], None, None).unwrap();
        let wasm_files = || {
            let mut names: Vec<String> = std::fs::read_dir(&dist)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        };
        let first = embed_corpus(&dist, template, &corpus("Walt is brave")).unwrap();
        let [name] = &wasm_files()[..] else {
            panic!("{:?}", wasm_files())
        };
        assert!(
            name.starts_with("app-") && name.ends_with("_bg.wasm") && name != "app-0123_bg.wasm"
        );
        assert_eq!(
            first,
            format!(
                "<script type=\"module\">await init({{ module_or_path: '/{name}' }});</script>"
            )
        );
        let wasm = std::fs::read(dist.join(name)).unwrap();
        assert!(wasm.starts_with(code));
        let text = quotes_build::embed::custom_section(&wasm, quotes_core::packed::TEXT_SECTION);
        assert!(text.is_some_and(|t| t.windows(13).any(|w| w == b"Walt is brave")));
        // The same again: the same file.
        let again = embed_corpus(&dist, &first, &corpus("Walt is brave")).unwrap();
        assert_eq!((again, wasm_files()), (first.clone(), vec![name.clone()]));
        // Another collection: another name.
        let other = embed_corpus(&dist, &first, &corpus("Carrie is kind")).unwrap();
        assert_ne!(wasm_files(), vec![name.clone()]);
        assert_eq!(wasm_files().len(), 1);
        assert!(other.contains(&wasm_files()[0]));
        // A page whose boot script has become a file no longer names the wasm: that site was
        // finished, and renaming its wasm would break it.
        let finished = "<script type=\"module\" src=\"/boot-1234.js\"></script>";
        let refused = embed_corpus(&dist, finished, &corpus("Walt is brave"));
        assert!(refused.is_err_and(|e| e.contains("build it again with trunk")));
        assert!(other.contains(&wasm_files()[0]), "nothing changed");
        let _ = std::fs::remove_dir_all(&dist);
    }
}
