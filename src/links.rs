//! Every URL the app writes. The site may live under a sub-path (`/quotes/`): trunk writes it
//! into `<base href>` at build time, and everything here is relative to it. Page URLs end in a
//! slash, as the static pages do (`quote/ID/index.html`), so the app's links and the canonical
//! links are one and the same on every static host.

use quotes_core::url_state::Filters;
use std::sync::OnceLock;

/// The deployment's path prefix without a trailing slash: "" at the root, "/quotes" under a sub-path.
pub fn base() -> &'static str {
    static BASE: OnceLock<String> = OnceLock::new();
    BASE.get_or_init(|| {
        let href = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.base_uri().ok().flatten())
            .unwrap_or_default();
        // "https://host/quotes/" → "/quotes"
        let path = href.splitn(4, '/').nth(3).unwrap_or("");
        let path = path
            .split(['?', '#'])
            .next()
            .unwrap_or("")
            .trim_end_matches('/');
        if path.is_empty() {
            String::new()
        } else {
            format!("/{path}")
        }
    })
}

pub fn home(filters: &Filters) -> String {
    format!("{}/{}", base(), filters.to_query())
}

pub fn speaker(id: &str) -> String {
    format!("{}/speaker/{id}/", base())
}

pub fn article(id: &str) -> String {
    format!("{}/article/{id}/", base())
}

pub fn quote_in_context(article: &str, quote: &str) -> String {
    format!("{}/article/{article}/?quote={quote}", base())
}

pub fn quote(id: &str) -> String {
    format!("{}/quote/{id}/", base())
}

/// The absolute, canonical URL of a quote, for copying and sharing.
pub fn quote_absolute(id: &str) -> String {
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    format!("{origin}{}", quote(id))
}
