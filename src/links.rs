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

#[cfg(not(target_arch = "wasm32"))]
static PREVIEWS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Whether the static pages being written have a preview picture per quote to link to. A site
/// built with `QUOTES_PREVIEWS=off` (for very large collections) has none, and its static cards
/// offer none to save. The app does not ask: such a site marks its pages
/// `html[data-previews="off"]` and CSS hides the app's links (asking the page cost the app's
/// first load 0.25 KB gzip, over its budget), so in the browser the static pages' branch that
/// calls this is compiled out (`by_mode`).
#[cfg(target_arch = "wasm32")]
pub fn previews() -> bool {
    true
}

#[cfg(not(target_arch = "wasm32"))]
pub fn previews() -> bool {
    PREVIEWS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Natively: the static site's build says whether it draws the pictures.
#[cfg(not(target_arch = "wasm32"))]
pub fn set_previews(drawn: bool) {
    PREVIEWS.store(drawn, std::sync::atomic::Ordering::Relaxed);
}

/// A quote's preview image: its words as a picture, for saving and sharing.
pub fn quote_image(id: &str) -> String {
    format!("{}/{}", base(), preview_image_path(&quote_path(id)))
}

/// The absolute, canonical URL of a quote, for copying and sharing.
pub fn quote_absolute(id: &str) -> String {
    format!("{}{}", crate::browser::origin(), quote(id))
}
