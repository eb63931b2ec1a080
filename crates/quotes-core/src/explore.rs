//! The explorer's query over the corpus: which quotes match the filters and the search, and how
//! many each filter option would leave given the other active filters.

use crate::model::{Corpus, Quote};
use crate::search::{FoldedText, Query};
use crate::url_state::{Facet, Filters};

/// The corpus prepared for searching: each quote's text folded once.
pub struct SearchIndex {
    folded: Vec<FoldedText>,
}

impl SearchIndex {
    pub fn new(corpus: &Corpus) -> SearchIndex {
        SearchIndex {
            folded: corpus
                .quotes
                .iter()
                .map(|q| FoldedText::new(&q.text))
                .collect(),
        }
    }

    pub fn folded(&self, index: usize) -> Option<&FoldedText> {
        self.folded.get(index)
    }
}

fn facet_value(quote: &Quote, facet: Facet, wanted: &str) -> bool {
    match facet {
        Facet::Speaker => quote.speaker == wanted,
        Facet::Article => quote.article == wanted,
        Facet::Character => quote.characters.iter().any(|c| c == wanted),
    }
}

/// The quotes and option counts of one facet, given the other active filters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FacetCounts {
    pub facet: Facet,
    /// Quotes shown when this facet is set to "All".
    pub all: usize,
    /// (option id, quotes shown when this option is chosen), in corpus order of the options.
    pub options: Vec<(String, usize)>,
}

/// The result of a query: matching quote indexes in corpus order, and the option counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Results {
    pub matches: Vec<usize>,
    pub facets: Vec<FacetCounts>,
}

/// Runs the filters and the search. `index` is only called when there is text to search, so
/// browsing never pays for building the search index.
pub fn run<'i>(
    corpus: &Corpus,
    filters: &Filters,
    index: impl FnOnce() -> &'i SearchIndex,
) -> Results {
    let query = Query::parse(&filters.q);
    let text_ok: Vec<bool> = if query.is_empty() {
        vec![true; corpus.quotes.len()]
    } else {
        let index = index();
        (0..corpus.quotes.len())
            .map(|i| index.folded(i).is_some_and(|f| query.matches(f)))
            .collect()
    };
    let passes = |quote: &Quote, skip: Option<Facet>| {
        Facet::ALL
            .into_iter()
            .filter(|f| Some(*f) != skip)
            .all(|f| {
                filters
                    .get(f)
                    .is_none_or(|want| facet_value(quote, f, want))
            })
    };
    let matches = corpus
        .quotes
        .iter()
        .enumerate()
        .filter(|(i, q)| text_ok[*i] && passes(q, None))
        .map(|(i, _)| i)
        .collect();
    let facets = Facet::ALL
        .into_iter()
        .map(|facet| {
            let options: Vec<&str> = match facet {
                Facet::Speaker => corpus.speakers.iter().map(|s| s.id.as_ref()).collect(),
                Facet::Article => corpus.articles.iter().map(|a| a.id.as_ref()).collect(),
                Facet::Character => corpus.characters.iter().map(|c| c.id.as_ref()).collect(),
            };
            let mut counts: Vec<(String, usize)> =
                options.iter().map(|o| (o.to_string(), 0)).collect();
            let mut all = 0;
            for (i, q) in corpus.quotes.iter().enumerate() {
                if !text_ok[i] || !passes(q, Some(facet)) {
                    continue;
                }
                all += 1;
                for (option, n) in counts.iter_mut() {
                    if facet_value(q, facet, option) {
                        *n += 1;
                    }
                }
            }
            FacetCounts {
                facet,
                all,
                options: counts,
            }
        })
        .collect();
    Results { matches, facets }
}
