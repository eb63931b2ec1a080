//! The corpus the views show, and its search index.
//!
//! In the browser it travels in the wasm: the build appends it packed (`quotes_core::packed`) as
//! custom sections of the compiled app, and the first call copies them out and unpacks them,
//! every string borrowed from that copy. Natively the static site's build loads it from the
//! articles folder and installs it here before rendering, so the renderer is not rebuilt when an
//! article changes.

use quotes_core::explore::{Facets, IndexBuilder, SearchIndex};
use quotes_core::model::Quote;
use quotes_core::Corpus;
use std::sync::OnceLock;

/// The corpus and its facets: what the build appended to this wasm as two custom sections,
/// copied out once. A wasm without them (built but not finished by `quotes-site`) shows an empty
/// collection; so would a damaged one, a bug that a round-trip test guards against, shown as an
/// empty collection rather than a broken page.
#[cfg(target_arch = "wasm32")]
fn unpacked() -> &'static (Corpus, Facets) {
    use quotes_core::packed::{NUMBERS_SECTION, TEXT_SECTION};
    static UNPACKED: OnceLock<(Corpus, Facets)> = OnceLock::new();
    UNPACKED.get_or_init(|| {
        let text = crate::browser::custom_section_bytes(TEXT_SECTION);
        // SAFETY: the text is UTF-8. It is part of this wasm, the one file that also holds the
        // code running here, and the build wrote it from a `&str` (`quotes_build::embed`, its
        // round trip tested): text that is part of the program, checked when the program is
        // built, as `include_str!` text is. Checking it again at every start measured 65 ms at
        // 10,000 quotes through the browser's `TextDecoder`, and Rust's own check cost the first
        // load 0.3 KB gzip of code, over the app's budget.
        let text: &'static str = unsafe { String::from_utf8_unchecked(text) }.leak();
        let numbers = crate::browser::custom_section_bytes(NUMBERS_SECTION);
        quotes_core::packed::unpack(text, &numbers).unwrap_or((Corpus::EMPTY, Facets::default()))
    })
}

#[cfg(target_arch = "wasm32")]
pub fn corpus() -> &'static Corpus {
    &unpacked().0
}

/// Each quote's speaker, article and characters as positions: what filtering and counting use.
#[cfg(target_arch = "wasm32")]
pub fn facets() -> &'static Facets {
    &unpacked().1
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

/// Each quote's speaker, article and characters as positions: what filtering and counting use.
#[cfg(not(target_arch = "wasm32"))]
pub fn facets() -> &'static Facets {
    static FACETS: OnceLock<Facets> = OnceLock::new();
    FACETS.get_or_init(|| Facets::new(corpus()))
}

/// The quote a URL's id names, through the link ledger (`Corpus::quote_or_redirect`).
pub fn quote_or_redirect(id: &str) -> Option<&'static Quote> {
    #[cfg(target_arch = "wasm32")]
    return corpus().quote_or_redirect(id);
    #[cfg(not(target_arch = "wasm32"))]
    return lookup().quote_or_redirect(id);
}

/// An article's quotes, in reading order (`Corpus::article_quotes`).
pub fn article_quotes(article_id: &str) -> &'static [Quote] {
    #[cfg(target_arch = "wasm32")]
    return corpus().article_quotes(article_id);
    #[cfg(not(target_arch = "wasm32"))]
    return lookup().article_quotes(article_id);
}

/// Natively the static site renders every quote's page, each looking its quote up: by index,
/// or the build would take time in the square of the collection's size. The browser looks up
/// one quote per navigation, and the index would be code and start-up time in the wasm.
#[cfg(not(target_arch = "wasm32"))]
fn lookup() -> &'static quotes_core::model::QuoteLookup<'static> {
    static LOOKUP: OnceLock<quotes_core::model::QuoteLookup<'static>> = OnceLock::new();
    LOOKUP.get_or_init(|| quotes_core::model::QuoteLookup::new(corpus()))
}

static SEARCH_INDEX: OnceLock<SearchIndex> = OnceLock::new();

thread_local! {
    static FOLDING: std::cell::RefCell<Option<IndexBuilder>> = const { std::cell::RefCell::new(None) };
}

/// Every quote folded for searching. `main` folds it in slices once the first view has painted
/// (`fold_for_search`), so neither that paint nor the first keystroke waits for all of it; a
/// search that comes first finishes what is left.
pub fn search_index() -> &'static SearchIndex {
    SEARCH_INDEX.get_or_init(|| {
        let started = FOLDING.with(|folding| folding.borrow_mut().take());
        started
            .unwrap_or_else(|| IndexBuilder::new(crate::browser::lowercase))
            .finish(corpus())
    })
}

/// Folds up to `quotes` more quotes for searching; true once the index is complete.
pub fn fold_for_search(quotes: usize) -> bool {
    if SEARCH_INDEX.get().is_some() {
        return true;
    }
    FOLDING.with(|folding| {
        folding
            .borrow_mut()
            .get_or_insert_with(|| IndexBuilder::new(crate::browser::lowercase))
            .fold_more(corpus(), quotes)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use quotes_core::corpus::{build, InputFile};
    use quotes_core::explore::run;
    use quotes_core::url_state::Filters;

    /// The handover between `fold_for_search`, a slice at a time after the first paint, and a
    /// reader's search that comes before the last slice (the only test in this crate: it
    /// installs the process's corpus).
    #[test]
    fn a_search_during_the_folding_finds_the_quotes_not_yet_folded() {
        let text = "Title\n\n“First answer, on the record,” Jane Doe says.\n\n“Second answer, off the cuff,” Jane Doe says.\n\n“Third answer, once again,” Tom Ray says.\n";
        let articles = [InputFile {
            name: "a.txt".into(),
            text: text.into(),
        }];
        let data = install(build(&articles, None, None).expect("the test article builds"));
        assert_eq!(data.quotes.len(), 3);
        assert!(!fold_for_search(1), "one of three quotes folded");
        // Only the last quote says "again": the search must fold it before searching.
        let again = Filters::default().with_q("again");
        let found = run(corpus(), facets(), &again, search_index).matches;
        assert_eq!(found, [2]);
        assert!(fold_for_search(1), "the search completed the index");
    }
}
