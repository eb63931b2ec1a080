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
    INDEX.get_or_init(|| SearchIndex::new(&CORPUS, browser_lowercase))
}

/// Lower-cases letters beyond ASCII and the core's fold table (Greek, Cyrillic, …) with the
/// browser's own Unicode tables, so the wasm carries none (see `quotes_core::search::Lowercase`).
/// Called once per such character when folding; English text has almost none.
fn browser_lowercase(c: char, out: &mut String) {
    let mut utf8 = [0; 4];
    let lower = js_sys::JsString::from(&*c.encode_utf8(&mut utf8)).to_lower_case();
    out.push_str(&String::from(lower));
}
