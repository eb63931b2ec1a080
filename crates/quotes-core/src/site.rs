//! The post-build step of the static site (`quotes site`, trunk's post_build hook).
//!
//! - Moves trunk's inline boot script into a file, so the Content-Security-Policy needs no
//!   'unsafe-inline'.
//! - Writes `/quotes.json`, `sitemap.xml`, `404.html`, and a real HTML page for the home page and
//!   every quote, speaker and article. Each page is the built `index.html` (same CSP, CSS and
//!   boot script) with its own title, description, canonical link, Open Graph and Twitter tags,
//!   and its content in the markup the app renders, inside `<div data-static>`: readable with
//!   JavaScript off and by link-preview crawlers. The app removes that element as it mounts.
//! - Writes a redirect page at the old address of every id the ledger retires.

use crate::explore::PAGE_SIZE;
use crate::export::to_json;
use crate::model::{truncate, Article, Quote, Speaker};
use crate::url_state::{
    article_path, quote_in_context_path, quote_path, speaker_path, Facet, Filters,
};
use crate::Corpus;
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

/// Escapes text for HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
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

/// The first `<script>` tag with no `src`: inline code, which the Content-Security-Policy blocks.
pub fn inline_script(html: &str) -> Option<&str> {
    html.match_indices("<script")
        .map(|(at, _)| &html[at..html[at..].find('>').map_or(html.len(), |end| at + end + 1)])
        .find(|tag| !tag.contains(" src="))
}

/// A short content hash for cache-busting file names.
pub fn content_hash(text: &str) -> String {
    let id = crate::ids::quote_id("", text, 0);
    id[..8].to_string()
}

/// What one static page says about itself, for `<head>`.
pub struct PageMeta {
    /// The page's own title: `<title>` adds the site's name, Open Graph has `og:site_name`.
    pub title: String,
    pub description: String,
    /// Site path of the page ("quote/ID/"), for the canonical link.
    pub path: String,
    pub og_type: &'static str,
}

/// The template with this page's head tags and static body content filled in.
pub fn render_page(template: &str, site: &Deployment, meta: &PageMeta, body: &str) -> String {
    let title = escape(&format!("{} · Quote Explorer", meta.title));
    let og_title = escape(&meta.title);
    let description = escape(&truncate(&meta.description, 300));
    let url = escape(&site.absolute(&meta.path));
    let image = escape(&site.absolute("og-image.png"));
    let head = format!(
        "<title>{title}</title>\n    <meta name=\"description\" content=\"{description}\" />\n    \
         <link rel=\"canonical\" href=\"{url}\" />\n    \
         <meta property=\"og:site_name\" content=\"Quote Explorer\" />\n    \
         <meta property=\"og:type\" content=\"{og_type}\" />\n    \
         <meta property=\"og:title\" content=\"{og_title}\" />\n    \
         <meta property=\"og:description\" content=\"{description}\" />\n    \
         <meta property=\"og:url\" content=\"{url}\" />\n    \
         <meta property=\"og:image\" content=\"{image}\" />\n    \
         <meta property=\"og:image:width\" content=\"1200\" />\n    \
         <meta property=\"og:image:height\" content=\"630\" />\n    \
         <meta name=\"twitter:card\" content=\"summary_large_image\" />\n    \
         <meta name=\"twitter:title\" content=\"{og_title}\" />\n    \
         <meta name=\"twitter:description\" content=\"{description}\" />\n    \
         <meta name=\"twitter:image\" content=\"{image}\" />",
        og_type = meta.og_type,
    );
    let mut page =
        replace_between(template, "<title>", "</title>", "").replacen("<title></title>", &head, 1);
    // The template's generic description gives way to the page's own.
    if let Some(start) = page.find("<meta name=\"description\" content=\"Browse") {
        if let Some(len) = page[start..].find("/>") {
            page.replace_range(start..start + len + 2, "");
        }
    }
    let static_body = format!("<body>\n    <div data-static>{body}</div>");
    page.replacen("<body>", &static_body, 1)
}

fn replace_between(text: &str, open: &str, close: &str, with: &str) -> String {
    match (text.find(open), text.find(close)) {
        (Some(a), Some(b)) if a < b => format!("{}{open}{with}{}", &text[..a], &text[b..]),
        _ => text.to_string(),
    }
}

/// The page chrome the app also renders: skip link, header, and `<main>` around `content`.
fn chrome(site: &Deployment, content: &str) -> String {
    format!(
        "<a class=\"skip-link\" href=\"#main\">Skip to content</a><header class=\"site-header\">\
         <a class=\"site-name\" href=\"{home}\">Quote Explorer</a></header>\
         <main id=\"main\" tabindex=\"-1\">{content}</main>",
        home = site.path("")
    )
}

/// The attribution block of a card, as `QuoteCard` renders it.
fn attribution(corpus: &Corpus, site: &Deployment, quote: &Quote) -> String {
    let mut out = String::from("<footer class=\"attribution\"><p class=\"speaker\">");
    let _ = write!(
        out,
        "<a href=\"{}\">{}</a>",
        site.path(&speaker_path(&quote.speaker)),
        escape(corpus.speaker_name(quote))
    );
    if let Some(role) = corpus
        .speaker(&quote.speaker)
        .and_then(|s| s.role.as_deref())
    {
        let _ = write!(out, "<span class=\"role\">{}</span>", escape(role));
    }
    out.push_str("</p>");
    if let Some(a) = corpus.article(&quote.article) {
        let _ = write!(
            out,
            "<p class=\"source\"><cite><a href=\"{}\">{}</a></cite>",
            site.path(&article_path(&a.id)),
            escape(&a.title)
        );
        if !a.byline().is_empty() {
            let _ = write!(out, "<span class=\"byline\">{}</span>", escape(&a.byline()));
        }
        out.push_str("</p>");
    }
    out.push_str("</footer>");
    out
}

fn card(corpus: &Corpus, site: &Deployment, quote: &Quote) -> String {
    format!(
        "<article class=\"card\" data-quote-id=\"{id}\"><blockquote class=\"quote-text\"><p>{text}</p></blockquote>{attribution}\
         <div class=\"card-actions\"><a href=\"{context}\">Read in context</a><a href=\"{link}\">Open quote</a></div></article>",
        id = quote.id,
        text = escape(&quote.text),
        attribution = attribution(corpus, site, quote),
        context = site.path(&quote_in_context_path(&quote.article, &quote.id)),
        link = site.path(&quote_path(&quote.id)),
    )
}

pub fn quote_page(corpus: &Corpus, site: &Deployment, template: &str, quote: &Quote) -> String {
    let speaker = corpus.speaker_name(quote);
    let context = corpus.article(&quote.article).map_or(String::new(), |a| {
        paragraph_html(corpus, site, a, quote.paragraph as usize, Some(&quote.id))
    });
    let more: String = corpus
        .quotes_by_speaker(&quote.speaker)
        .filter(|q| q.id != quote.id)
        .take(3)
        .map(|q| card(corpus, site, q))
        .collect();
    let more = if more.is_empty() {
        more
    } else {
        format!(
            "<section class=\"more\" aria-labelledby=\"more-heading\"><h2 id=\"more-heading\">More from {}</h2><div class=\"cards\">{more}</div></section>",
            escape(speaker)
        )
    };
    let body = format!(
        "<article class=\"quote-page\" data-quote-id=\"{id}\"><h1 class=\"visually-hidden\">Quote by {speaker_html}</h1><blockquote class=\"quote-text large\"><p>{text}</p></blockquote>{attribution}\
         <div class=\"card-actions\"><a href=\"{context_link}\">Read in context</a><a href=\"{speaker_link}\">All quotes by {speaker_html}</a></div>\
         <section class=\"context\" aria-labelledby=\"context-heading\"><h2 id=\"context-heading\">In the article</h2>{context}</section></article>{more}",
        id = quote.id,
        text = escape(&quote.text),
        attribution = attribution(corpus, site, quote),
        context_link = site.path(&quote_in_context_path(&quote.article, &quote.id)),
        speaker_link = site.path(&speaker_path(&quote.speaker)),
        speaker_html = escape(speaker),
    );
    let meta = PageMeta {
        title: corpus.quote_title(quote),
        description: corpus.citation(quote, 200),
        path: quote_path(&quote.id),
        og_type: "article",
    };
    render_page(template, site, &meta, &chrome(site, &body))
}

pub fn speaker_page(
    corpus: &Corpus,
    site: &Deployment,
    template: &str,
    speaker: &Speaker,
) -> String {
    let quotes: Vec<&Quote> = corpus.quotes_by_speaker(&speaker.id).collect();
    let count = if quotes.len() == 1 {
        "1 quote".to_string()
    } else {
        format!("{} quotes", quotes.len())
    };
    let explorer = site.path(
        &Filters::default()
            .with(Facet::Speaker, Some(&speaker.id))
            .to_query(),
    );
    let all_in_explorer = if quotes.len() > PAGE_SIZE {
        format!(
            "<p class=\"more-link\"><a href=\"{}\">All {count} in the explorer</a></p>",
            escape(&explorer)
        )
    } else {
        String::new()
    };
    let body = format!(
        "<section class=\"speaker-page\"><h1>{name}</h1><p class=\"role\">{role}</p>\
         <p class=\"result-count\">{count} · <a href=\"{explorer}\">Search and filter these quotes</a></p>\
         <div class=\"cards\">{cards}</div>{all_in_explorer}</section>",
        name = escape(&speaker.name),
        role = escape(speaker.role.as_deref().unwrap_or("")),
        explorer = escape(&explorer),
        cards = quotes
            .iter()
            .take(PAGE_SIZE)
            .map(|q| card(corpus, site, q))
            .collect::<String>(),
    );
    let meta = PageMeta {
        title: speaker.name.to_string(),
        description: format!(
            "{count} by {}{} from interviews, exactly as published.",
            speaker.name,
            speaker
                .role
                .as_deref()
                .map(|r| format!(", {r},"))
                .unwrap_or_default()
        ),
        path: speaker_path(&speaker.id),
        og_type: "profile",
    };
    render_page(template, site, &meta, &chrome(site, &body))
}

/// One paragraph as published, each quoted segment linked to its quote; the `current` quote is
/// marked instead (the app's `paragraph_view` renders the same pieces).
fn paragraph_html(
    corpus: &Corpus,
    site: &Deployment,
    article: &Article,
    index: usize,
    current: Option<&str>,
) -> String {
    let mut out = String::from("<p>");
    for piece in corpus.paragraph_pieces(article, index) {
        let words = escape(piece.text);
        let Some(quote) = piece.quote else {
            out.push_str(&words);
            continue;
        };
        let anchor = if piece.first_segment {
            format!(" id=\"quote-{}\"", quote.id)
        } else {
            String::new()
        };
        if current == Some(quote.id.as_ref()) {
            let _ = write!(
                out,
                "<mark class=\"quoted current\"{anchor} data-quote-id=\"{}\">{words}</mark>",
                quote.id
            );
        } else {
            let href = site.path(&quote_path(&quote.id));
            let _ = write!(
                out,
                "<a class=\"quoted\"{anchor} href=\"{href}\" data-quote-id=\"{}\">{words}</a>",
                quote.id
            );
        }
    }
    out.push_str("</p>");
    out
}

pub fn article_page(
    corpus: &Corpus,
    site: &Deployment,
    template: &str,
    article: &Article,
) -> String {
    let text: String = (0..article.paragraphs.len())
        .map(|index| paragraph_html(corpus, site, article, index, None))
        .collect();
    let count = corpus.quotes_in_article(&article.id).count();
    let body = format!(
        "<article class=\"article-page\"><header><h1>{title}</h1><p class=\"byline\">{byline}</p><p class=\"result-count\">{count} quotes marked</p></header><div class=\"article-text\">{text}</div></article>",
        title = escape(&article.title),
        byline = escape(&article.byline()),
    );
    let meta = PageMeta {
        title: article.title.to_string(),
        description: format!(
            "{count} quotes from “{}”{}, as published.",
            article.title,
            article
                .outlet
                .as_deref()
                .map(|o| format!(" ({o})"))
                .unwrap_or_default()
        ),
        path: article_path(&article.id),
        og_type: "article",
    };
    render_page(template, site, &meta, &chrome(site, &body))
}

/// One filter group in the markup of the app's `FilterGroup`. Without JavaScript the options lead
/// to the speaker's or article's own page; with it, the app replaces them with its filter links.
fn filter_group(
    param: &str,
    title: &str,
    all: usize,
    options: Vec<(String, String, usize)>,
) -> String {
    let mut items = format!(
        "<li><a id=\"filter-{param}-all\" href=\"#main\" aria-current=\"true\"><span class=\"label\">All</span><span class=\"count\">{all}</span></a></li>"
    );
    for (href, label, count) in options {
        let _ = write!(
            items,
            "<li><a href=\"{href}\"><span class=\"label\">{}</span><span class=\"count\">{count}</span></a></li>",
            escape(&label)
        );
    }
    format!(
        "<nav class=\"filter filter-{param}\" aria-label=\"Filter by {lower}\"><h2>{title}</h2><ul>{items}</ul></nav>",
        lower = title.to_lowercase()
    )
}

/// The explorer's first view as the app renders it (intro, search, filters, cards), so that the
/// app's take-over changes nothing on screen. The search form works without JavaScript too.
pub fn home_page(corpus: &Corpus, site: &Deployment, template: &str) -> String {
    let cards: String = corpus
        .quotes
        .iter()
        .take(PAGE_SIZE)
        .map(|q| card(corpus, site, q))
        .collect();
    let count = |pred: &dyn Fn(&Quote) -> bool| corpus.quotes.iter().filter(|q| pred(q)).count();
    let speakers = corpus
        .speakers
        .iter()
        .map(|s| {
            (
                site.path(&speaker_path(&s.id)),
                s.name.to_string(),
                count(&|q| q.speaker == s.id),
            )
        })
        .collect();
    let characters = corpus
        .characters
        .iter()
        .map(|c| {
            (
                site.path(
                    &Filters::default()
                        .with(Facet::Character, Some(&c.id))
                        .to_query(),
                ),
                c.name.to_string(),
                count(&|q| q.characters.contains(&c.id)),
            )
        })
        .collect();
    let articles = corpus
        .articles
        .iter()
        .map(|a| {
            (
                site.path(&article_path(&a.id)),
                a.title.to_string(),
                count(&|q| q.article == a.id),
            )
        })
        .collect();
    let total = corpus.quotes.len();
    let summary = format!(
        "{total} quotes from {} interviews with {} people, exactly as published.",
        corpus.articles.len(),
        corpus.speakers.len()
    );
    let more = if total > PAGE_SIZE {
        format!(
            "<p class=\"result-count\">…and {} more, searchable with JavaScript on.</p>",
            total - PAGE_SIZE
        )
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"explorer\"><section class=\"intro\"><h1>What they said</h1><p class=\"lede\">{summary}</p></section>\
         <form class=\"search\" role=\"search\" method=\"get\" action=\"{home}\"><label for=\"search\">Search quotes</label>\
         <input id=\"search\" name=\"q\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"Words or a &quot;phrase&quot;\" />\
         <span class=\"hint\" aria-hidden=\"true\">Press <kbd>/</kbd> to search, <kbd>Esc</kbd> to clear</span></form>\
         <div class=\"layout\"><aside class=\"filters\" aria-label=\"Filters\">{speaker_filter}{character_filter}{article_filter}</aside>\
         <section class=\"results\"><p class=\"result-count\">All {total} quotes</p><div class=\"cards\">{cards}</div>{more}</section></div></div>",
        home = site.path(""),
        speaker_filter = filter_group("speaker", "Speaker", total, speakers),
        character_filter = filter_group("character", "Character", total, characters),
        article_filter = filter_group("article", "Article", total, articles),
    );
    let meta = PageMeta {
        title: "All quotes".into(),
        description: summary,
        path: String::new(),
        og_type: "website",
    };
    render_page(template, site, &meta, &chrome(site, &body))
}

pub fn not_found_page(site: &Deployment, template: &str) -> String {
    let body = format!(
        "<section class=\"not-found\"><h1>We couldn’t find that</h1><p>There is no page at this address. It may have been mistyped.</p>\
         <form class=\"search\" role=\"search\" method=\"get\" action=\"{home}\"><label for=\"not-found-search\">Search all quotes</label>\
         <input id=\"not-found-search\" name=\"q\" type=\"search\" autocomplete=\"off\" /><button type=\"submit\">Search</button></form>\
         <p><a href=\"{home}\">Browse all quotes</a></p></section>",
        home = site.path("")
    );
    let meta = PageMeta {
        title: "Not found".into(),
        description: "There is no page at this address.".into(),
        path: String::new(),
        og_type: "website",
    };
    render_page(template, site, &meta, &chrome(site, &body))
}

/// The page at a retired quote id: sends readers and crawlers on to the quote that replaced it.
pub fn redirect_page(site: &Deployment, to: &str) -> String {
    // Readers follow a path (any host serving the site works); crawlers read the canonical URL.
    let path = escape(&site.path(&quote_path(to)));
    let canonical = escape(&site.absolute(&quote_path(to)));
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\" />\
         <meta http-equiv=\"refresh\" content=\"0; url={path}\" /><link rel=\"canonical\" href=\"{canonical}\" />\
         <meta name=\"robots\" content=\"noindex\" /><title>Moved · Quote Explorer</title></head>\
         <body><p>This quote has a new address: <a href=\"{path}\">{canonical}</a></p></body></html>\n"
    )
}

pub fn sitemap(corpus: &Corpus, site: &Deployment) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    let paths = std::iter::once(String::new())
        .chain(corpus.articles.iter().map(|a| article_path(&a.id)))
        .chain(corpus.speakers.iter().map(|s| speaker_path(&s.id)))
        .chain(corpus.quotes.iter().map(|q| quote_path(&q.id)));
    for path in paths {
        let _ = writeln!(
            out,
            "  <url><loc>{}</loc></url>",
            escape(&site.absolute(&path))
        );
    }
    out.push_str("</urlset>\n");
    out
}

/// Finishes the built site in `dist` (trunk's staging folder).
pub fn write_site(dist: &Path, site: &Deployment, corpus: &Corpus) -> Result<usize, String> {
    let index_path = dist.join("index.html");
    let mut template = std::fs::read_to_string(&index_path)
        .map_err(|e| format!("{}: {e}", index_path.display()))?;
    let mut written = 0;
    let mut write = |name: &str, text: &str| {
        let path = dist.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        written += 1;
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    if let Some((_, body)) = externalize_boot_script(&template, "") {
        let name = format!("boot-{}.js", content_hash(&body));
        if let Some((page, body)) = externalize_boot_script(&template, &site.path(&name)) {
            write(&name, &format!("{body}\n"))?;
            template = page;
        }
    }
    if let Some(tag) = inline_script(&template) {
        return Err(format!(
            "{}: inline script `{tag}` left in the page; the Content-Security-Policy would block it \
             (is trunk's HTML minified? `quotes site` expects its boot script as `<script type=\"module\">`)",
            index_path.display()
        ));
    }
    write("index.html", &home_page(corpus, site, &template))?;
    write("404.html", &not_found_page(site, &template))?;
    for quote in corpus.quotes.iter() {
        write(
            &format!("{}index.html", quote_path(&quote.id)),
            &quote_page(corpus, site, &template, quote),
        )?;
    }
    for speaker in corpus.speakers.iter() {
        write(
            &format!("{}index.html", speaker_path(&speaker.id)),
            &speaker_page(corpus, site, &template, speaker),
        )?;
    }
    for article in corpus.articles.iter() {
        write(
            &format!("{}index.html", article_path(&article.id)),
            &article_page(corpus, site, &template, article),
        )?;
    }
    for redirect in corpus.redirects.iter() {
        write(
            &format!("{}index.html", quote_path(&redirect.from)),
            &redirect_page(site, &redirect.to),
        )?;
    }
    write("sitemap.xml", &sitemap(corpus, site))?;
    write("quotes.json", &to_json(corpus))?;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::{build, InputFile};

    const TEMPLATE: &str = "<html><head><title>Quote Explorer</title>\n<meta name=\"description\" content=\"Browse, search\" />\n<script type=\"module\">\nimport init from '/app.js';\n</script></head><body>\n<noscript>x</noscript></body></html>";

    fn corpus() -> Corpus {
        let article = InputFile {
            name: "a.txt".into(),
            text: "---\ntitle: A <b>bold</b> title\noutlet: TV Guide\n---\nHeadline\n\n“It is <script>alert(1)</script> & more,” Jane Doe says.\n".into(),
        };
        build(&[article], None, None).unwrap()
    }

    #[test]
    fn a_prolific_speaker_page_lists_one_page_of_cards_and_links_to_the_explorer() {
        let said: String = (0..PAGE_SIZE + 3)
            .map(|n| format!("“Answer number {n} is mine,” Jane Doe says.\n\n"))
            .collect();
        let article = InputFile {
            name: "a.txt".into(),
            text: format!("---\ntitle: Many answers\n---\nMany answers\n\n{said}"),
        };
        let c = build(&[article], None, None).unwrap();
        let site = Deployment::new("https://q.example/", "/");
        let speaker = &c.speakers[0];
        let page = speaker_page(&c, &site, TEMPLATE, speaker);
        assert_eq!(page.matches("<article class=\"card\"").count(), PAGE_SIZE);
        let link = format!(
            "<a href=\"/?speaker={}\">All {} quotes in the explorer</a>",
            speaker.id,
            PAGE_SIZE + 3
        );
        assert!(page.contains(&link), "{link}");
        let few = speaker_page(&corpus(), &site, TEMPLATE, &corpus().speakers[0]);
        assert!(
            !few.contains("in the explorer"),
            "no link when every card is on the page"
        );
    }

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
    fn quote_pages_carry_the_quote_and_preview_tags_with_everything_escaped() {
        let c = corpus();
        let site = Deployment::new("https://q.example/", "/quotes");
        let q = &c.quotes[0];
        let page = quote_page(&c, &site, TEMPLATE, q);
        assert!(page.contains("It is &lt;script&gt;alert(1)&lt;/script&gt; &amp; more,"));
        assert!(
            !page.contains("<script>alert"),
            "article text is never markup"
        );
        assert!(page.contains(&format!(
            "<link rel=\"canonical\" href=\"https://q.example/quotes/quote/{}/\" />",
            q.id
        )));
        assert!(page.contains("<meta property=\"og:title\" content=\"“It is &lt;script&gt;"));
        assert!(page.contains("<meta name=\"twitter:card\" content=\"summary_large_image\" />"));
        assert!(
            page.contains("— Jane Doe, TV Guide"),
            "the description is the citation"
        );
        assert_eq!(page.matches("<title>").count(), 1);
        assert!(
            !page.contains("Browse, search"),
            "the generic description gives way"
        );
        assert!(page.contains(&format!("data-quote-id=\"{}\"", q.id)));
        assert!(
            page.contains("href=\"/quotes/speaker/jane-doe/\""),
            "links live under the base path"
        );
    }

    #[test]
    fn deployment_paths() {
        let root = Deployment::new("http://x", "/");
        assert_eq!(root.path("quote/a/"), "/quote/a/");
        let sub = Deployment::new("http://x/", "quotes/");
        assert_eq!(sub.absolute("quote/a/"), "http://x/quotes/quote/a/");
    }

    #[test]
    fn sitemap_and_redirects() {
        let c = corpus();
        let site = Deployment::new("https://q.example", "/");
        let map = sitemap(&c, &site);
        assert!(map.contains(&format!(
            "<loc>https://q.example/quote/{}/</loc>",
            c.quotes[0].id
        )));
        assert!(map.contains("<loc>https://q.example/</loc>"));
        let page = redirect_page(&site, "new1");
        assert!(page.contains("content=\"0; url=/quote/new1/\""), "{page}");
        assert!(page.contains("<link rel=\"canonical\" href=\"https://q.example/quote/new1/\" />"));
    }
}
