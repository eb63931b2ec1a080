//! Every URL the views write. The site may live under a sub-path (`/quotes/`): in the browser it
//! comes from `<base href>`, which trunk writes at build time; natively the static site's build
//! sets it. Page URLs end in a slash, as the static pages do (`quote/ID/index.html`), so the
//! app's links and the canonical links are one and the same on every static host.

use quotes_core::url_state::{
    article_path, character_path, preview_image_path, quote_in_context_path, quote_path,
    speaker_path, Filters,
};

/// The deployment's path prefix without a trailing slash: "" at the root, "/quotes" under a sub-path.
#[cfg(target_arch = "wasm32")]
pub fn base() -> &'static str {
    static BASE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    BASE.get_or_init(|| crate::browser::base_path().trim_end_matches('/').to_string())
}

#[cfg(not(target_arch = "wasm32"))]
static BASE: std::sync::RwLock<&'static str> = std::sync::RwLock::new("");

#[cfg(not(target_arch = "wasm32"))]
pub fn base() -> &'static str {
    BASE.read().map_or("", |b| *b)
}

/// Natively: the path prefix the static pages are written for ("/" or "/quotes/").
#[cfg(not(target_arch = "wasm32"))]
pub fn set_base(base: &str) {
    let base: &'static str = Box::leak(base.trim_end_matches('/').to_string().into_boxed_str());
    if let Ok(mut b) = BASE.write() {
        *b = base;
    }
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

pub fn character(id: &str) -> String {
    format!("{}/{}", base(), character_path(id))
}

pub fn quote_in_context(article: &str, quote: &str) -> String {
    format!("{}/{}", base(), quote_in_context_path(article, quote))
}

pub fn quote(id: &str) -> String {
    format!("{}/{}", base(), quote_path(id))
}

/// Whether the build draws a preview image per page (`QUOTES_PREVIEWS=off` turns it off, for
/// very large collections): the static site's build reads the setting. The app need not know
/// it: a site without pictures hides their links by CSS (`html[data-previews="off"]`).
#[cfg(not(target_arch = "wasm32"))]
pub fn previews_enabled() -> bool {
    std::env::var("QUOTES_PREVIEWS").as_deref() != Ok("off")
}

/// A quote's preview image: its words as a picture, for saving and sharing.
pub fn quote_image(id: &str) -> String {
    format!("{}/{}", base(), preview_image_path(&quote_path(id)))
}

/// The absolute, canonical URL of a quote, for copying and sharing.
pub fn quote_absolute(id: &str) -> String {
    format!("{}{}", crate::browser::origin(), quote(id))
}
