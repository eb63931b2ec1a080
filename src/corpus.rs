//! The corpus compiled in by build.rs, and the search index built from it on first use.

use quotes_core::explore::SearchIndex;
use quotes_core::Corpus;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/corpus.rs"));

pub fn corpus() -> &'static Corpus {
    &CORPUS
}

/// Folding every quote once is the only start-up cost of search, so it waits for the first search.
pub fn search_index() -> &'static SearchIndex {
    static INDEX: OnceLock<SearchIndex> = OnceLock::new();
    INDEX.get_or_init(|| SearchIndex::new(&CORPUS))
}
