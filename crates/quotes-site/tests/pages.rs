//! The static pages as a crawler or a reader without JavaScript gets them: the app's components
//! rendered natively, inside the built `index.html` with each page's own head tags.

use quote_explorer::render::render_body;
use quote_explorer::RenderMode;
use quotes_core::corpus::{build, InputFile};
use quotes_core::explore::PAGE_SIZE;
use quotes_core::Corpus;
use quotes_site::{icon_href, redirect_page, render_page, sitemap, Deployment, PageMeta};
use std::sync::OnceLock;

const TEMPLATE: &str = "<html><head><title>Quote Explorer</title>\n<meta name=\"description\" content=\"Browse, search\" />\n<script type=\"module\" src=\"/boot.js\"></script></head><body>\n<noscript>x</noscript></body></html>";

/// Mark Many's quotes: more than a page of cards, and more than a thousand, so that counts show
/// their thousands grouped.
const MARK_MANY_QUOTES: usize = 1_003;

/// One corpus for the whole test binary: the renderer shows one installed corpus per process.
fn corpus() -> &'static Corpus {
    static CORPUS: OnceLock<&'static Corpus> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let said: String = (0..MARK_MANY_QUOTES)
            .map(|n| format!("“Answer number {n} is mine,” Mark Many says.\n\n"))
            .collect();
        let articles = [
            InputFile {
                name: "a.txt".into(),
                text: "---\ntitle: A <b>bold</b> title\noutlet: TV Guide\ndate: 2013-01-14\nurl: https://example.com/a\n---\nHeadline\n\n“It is <script>alert(1)</script> & more,” Jane Doe says.\n".into(),
            },
            InputFile {
                name: "b.txt".into(),
                text: format!("---\ntitle: Many answers\n---\nMany answers\n\n{said}"),
            },
        ];
        let corpus = build(&articles, None, None).unwrap_or_else(|e| panic!("{e:?}"));
        quote_explorer::links::set_base("/quotes/");
        quote_explorer::corpus::install(corpus)
    })
}

fn site() -> Deployment {
    Deployment::new("https://q.example/", "/quotes")
}

fn jane_quote() -> &'static quotes_core::model::Quote {
    let c = corpus();
    c.quotes
        .iter()
        .find(|q| q.text.starts_with("It is"))
        .expect("Jane's quote")
}

#[test]
fn a_quote_page_carries_the_quote_and_preview_tags_with_everything_escaped() {
    let c = corpus();
    let q = jane_quote();
    let page = render_page(TEMPLATE, &site(), &PageMeta::quote(c, q), true);
    assert!(page.contains("It is &lt;script&gt;alert(1)&lt;/script&gt; &amp; more,"));
    assert!(
        !page.contains("<script>alert"),
        "article text is never markup"
    );
    assert!(page.contains(&format!(
        "<link rel=\"canonical\" href=\"https://q.example/quotes/quote/{}/\">",
        q.id
    )));
    assert!(page.contains("<meta property=\"og:title\" content=\"“It is &lt;script&gt;"));
    assert!(page.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"));
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
    assert!(page.contains("<div data-static>"));
    assert!(
        !page.contains("data-app=\"ready\""),
        "only the app says it is ready"
    );
}

#[test]
fn static_pages_hide_what_needs_a_script_and_the_app_marks_it() {
    let q = jane_quote();
    let url = format!("/quotes/quote/{}/", q.id);
    let static_page = render_body(&url, RenderMode::Static);
    let app = render_body(&url, RenderMode::App);
    // The share buttons are in both, at the same place: a static page's `<main>` has no
    // `data-app`, so the stylesheet hides them there and keeps their room (see ShareActions).
    for page in [&static_page, &app] {
        assert!(page.contains("<span class=\"share-actions\">"));
        assert!(page.contains("<button type=\"button\">Copy link</button>"));
    }
    let css = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../style/main.css"))
        .unwrap_or_default();
    assert!(css.contains("main:not([data-app]) .share-actions {\n  visibility: hidden;"));
    assert!(app.contains(&format!(
        "<a href=\"/quotes/preview/quote/{}.png\" download=\"\">Save image</a>",
        q.id
    )));
    assert!(app.contains("data-app=\"ready\""));
    assert!(
        !app.contains("itemprop"),
        "microdata is for crawlers, on static pages"
    );
}

#[test]
fn a_quote_page_is_a_schema_org_quotation_with_its_creator_and_article() {
    let c = corpus();
    let q = jane_quote();
    let page = render_page(TEMPLATE, &site(), &PageMeta::quote(c, q), true);
    assert!(page.contains(&format!(
        "<article data-quote-id=\"{}\" itemscope=\"\" itemtype=\"https://schema.org/Quotation\" class=\"quote-page\">",
        q.id
    )));
    assert!(page.contains("<p itemprop=\"text\">It is &lt;script&gt;"));
    assert!(page.contains("<p itemprop=\"creator\" itemscope=\"\" itemtype=\"https://schema.org/Person\" class=\"speaker\">"));
    assert!(page.contains("<meta itemprop=\"name\" content=\"Jane Doe\" data-only=\"static\">"));
    assert!(page
        .contains("itemprop=\"isPartOf\" itemscope=\"\" itemtype=\"https://schema.org/Article\""));
    let home = render_page(TEMPLATE, &site(), &PageMeta::home(c), true);
    assert!(
        !home.contains("itemprop"),
        "the home page's first load carries none"
    );
}

#[test]
fn pages_with_their_own_preview_image_name_it_with_its_alt_text() {
    let c = corpus();
    let q = jane_quote();
    let page = render_page(TEMPLATE, &site(), &PageMeta::quote(c, q), true);
    assert!(page.contains(&format!(
        "<meta property=\"og:image\" content=\"https://q.example/quotes/preview/quote/{}.png\">",
        q.id
    )));
    assert!(page.contains("<meta property=\"og:image:alt\" content=\"“It is &lt;script&gt;alert(1)&lt;/script&gt; &amp; more,” — Jane Doe, TV Guide"));
    let off = render_page(TEMPLATE, &site(), &PageMeta::quote(c, q), false);
    assert!(
        off.contains("content=\"https://q.example/quotes/og-image.png\""),
        "previews off: the site-wide image"
    );
    let home = render_page(TEMPLATE, &site(), &PageMeta::home(c), true);
    assert!(home.contains("content=\"https://q.example/quotes/og-image.png\""));
}

#[test]
fn the_article_page_shows_its_date_and_original_link() {
    let c = corpus();
    let article = &c.articles[0];
    let page = render_page(TEMPLATE, &site(), &PageMeta::article(c, article), true);
    assert!(page.contains("<time>2013-01-14</time>"), "{page}");
    assert!(page.contains(
        "<a href=\"https://example.com/a\" rel=\"external noopener\">Original article</a>"
    ));
    assert!(page.contains("1 quote marked"), "one quote, singular");
}

#[test]
fn a_prolific_speaker_page_lists_every_card_without_a_script() {
    let c = corpus();
    let speaker = c
        .speakers
        .iter()
        .find(|s| s.name == "Mark Many")
        .expect("Mark Many");
    let page = render_page(TEMPLATE, &site(), &PageMeta::speaker(c, speaker), true);
    assert_eq!(page.matches("class=\"card\"").count(), MARK_MANY_QUOTES);
    assert!(
        !page.contains("?speaker="),
        "no link into the explorer, which a static host cannot filter"
    );
    let app = render_body(&format!("/quotes/speaker/{}/", speaker.id), RenderMode::App);
    assert_eq!(app.matches("class=\"card\"").count(), PAGE_SIZE);
    assert!(app.contains("All 1,003 quotes in the explorer"));
}

#[test]
fn the_home_page_filters_link_to_pages_that_exist_without_a_script() {
    let home = render_page(TEMPLATE, &site(), &PageMeta::home(corpus()), true);
    assert!(home.contains("href=\"/quotes/speaker/jane-doe/\""));
    assert!(
        !home.contains("?speaker="),
        "no query links on a static page"
    );
    assert!(home.contains("searchable with JavaScript on"));
    let app = render_body("/quotes/", RenderMode::App);
    assert!(app.contains("href=\"/quotes/?speaker=jane-doe\""));
    assert!(app.contains("Show more"));
}

#[test]
fn counts_past_a_thousand_group_their_digits() {
    let home = render_page(TEMPLATE, &site(), &PageMeta::home(corpus()), true);
    assert!(home.contains("1,004 quotes from 2 interviews with 2 people"));
    assert!(home.contains("<span aria-label=\"1,003 quotes\" class=\"count\">1,003</span>"));
    assert!(home.contains("…and 954 more, searchable with JavaScript on."));
    let app = render_body("/quotes/", RenderMode::App);
    assert!(app.contains("All 1,004 quotes"));
    assert!(app.contains("Show more (954 left)"));
}

#[test]
fn sitemap_and_redirects() {
    let c = corpus();
    let site = Deployment::new("https://q.example", "/");
    let map = sitemap(c, &site);
    assert!(map.contains(&format!(
        "<loc>https://q.example/quote/{}/</loc>",
        c.quotes[0].id
    )));
    assert!(map.contains("<loc>https://q.example/</loc>"));
    let page = redirect_page(&site, "new1", Some("data:image/png;base64,AAAA"));
    assert!(page.contains("content=\"0; url=/quote/new1/\""), "{page}");
    assert!(
        page.contains("<link rel=\"icon\" href=\"data:image/png;base64,AAAA\">"),
        "{page}"
    );
    assert!(page.contains("<link rel=\"canonical\" href=\"https://q.example/quote/new1/\">"));
}

/// Every page, redirects included, carries the icon in the page itself: typing a search replaces
/// the address, and Chromium then fetches the icon again, once per keystroke, unless it is there.
#[test]
fn the_site_icon_is_in_the_template() {
    let template = include_str!("../../../index.html");
    let icon = icon_href(template).expect("index.html names its icon");
    assert!(icon.starts_with("data:image/png;base64,"), "{icon}");
    assert_eq!(icon_href("<head><title>x</title></head>"), None);
}

#[test]
fn deployment_paths() {
    let root = Deployment::new("http://x", "/");
    assert_eq!(root.path("quote/a/"), "/quote/a/");
    let sub = Deployment::new("http://x/", "quotes/");
    assert_eq!(sub.absolute("quote/a/"), "http://x/quotes/quote/a/");
}
