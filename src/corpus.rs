//! The corpus the views show, and its search index.
//!
//! In the browser it is compiled in: build.rs writes it as `'static` Rust. Natively the static
//! site's build loads it from the articles folder and installs it here before rendering, so the
//! renderer is not rebuilt when an article changes.

use quotes_core::explore::SearchIndex;
use quotes_core::Corpus;
use std::sync::OnceLock;

#[cfg(target_arch = "wasm32")]
include!(concat!(env!("OUT_DIR"), "/corpus.rs"));

#[cfg(target_arch = "wasm32")]
pub fn corpus() -> &'static Corpus {
    &CORPUS
}

#[cfg(not(target_arch = "wasm32"))]
static INSTALLED: OnceLock<&'static Corpus> = OnceLock::new();

/// Natively: the corpus installed by `install`, or an empty one.
#[cfg(not(target_arch = "wasm32"))]
pub fn corpus() -> &'static Corpus {
    static EMPTY: Corpus = Corpus::EMPTY;
    INSTALLED.get().copied().unwrap_or(&EMPTY)
}

/// Makes `corpus` the one every native render shows. The first call wins: a process renders
/// one site.
#[cfg(not(target_arch = "wasm32"))]
pub fn install(corpus: Corpus) -> &'static Corpus {
    INSTALLED.get_or_init(|| Box::leak(Box::new(corpus)))
}

/// Folding every quote once is the only start-up cost of search, so it waits for the first search.
pub fn search_index() -> &'static SearchIndex {
    static INDEX: OnceLock<SearchIndex> = OnceLock::new();
    INDEX.get_or_init(|| SearchIndex::new(corpus(), crate::browser::lowercase))
}
