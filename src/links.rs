//! Every URL the app writes. The site may live under a sub-path (`/quotes/`): trunk writes it
//! into `<base href>` at build time, and everything here is relative to it. Page URLs end in a
//! slash, as the static pages do (`quote/ID/index.html`), so the app's links and the canonical
//! links are one and the same on every static host.

use quotes_core::url_state::{
    article_path, quote_in_context_path, quote_path, speaker_path, Filters,
};
use std::sync::OnceLock;

/// The deployment's path prefix without a trailing slash: "" at the root, "/quotes" under a sub-path.
pub fn base() -> &'static str {
    static BASE: OnceLock<String> = OnceLock::new();
    BASE.get_or_init(|| {
        // The document's base URL, resolved by the browser ("https://host/quotes/"), less the origin.
        let base_and_origin = web_sys::window().and_then(|w| {
            let base = w.document()?.base_uri().ok()??;
            Some((base, w.location().origin().ok()?))
        });
        let path = base_and_origin
            .as_ref()
            .and_then(|(base, origin)| base.strip_prefix(origin.as_str()))
            .unwrap_or("");
        path.trim_end_matches('/').to_string()
    })
}

pub fn home(filters: &Filters) -> String {
    format!("{}/{}", base(), filters.to_query())
}

pub fn speaker(id: &str) -> String {
    format!("{}/{}", base(), speaker_path(id))
}

pub fn article(id: &str) -> String {
    format!("{}/{}", base(), article_path(id))
}

pub fn quote_in_context(article: &str, quote: &str) -> String {
    format!("{}/{}", base(), quote_in_context_path(article, quote))
}

pub fn quote(id: &str) -> String {
    format!("{}/{}", base(), quote_path(id))
}

/// The absolute, canonical URL of a quote, for copying and sharing.
pub fn quote_absolute(id: &str) -> String {
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    format!("{origin}{}", quote(id))
}
