//! The explorer's query over the corpus: which quotes match the filters and the search, and how
//! many each filter option would leave given the other active filters.

use crate::model::{Corpus, Quote};
use crate::search::{FoldedText, Lowercase, Query};
use crate::url_state::{Facet, Filters};

/// Cards a view shows at once: the explorer's page ("Show more" adds as many), the cards of the
/// static home page, and the most a speaker page lists. Keeps a 10,000-quote corpus instant.
pub const PAGE_SIZE: usize = 50;

/// The corpus prepared for searching: each quote's text folded once, and the lower-casing that
/// folded it, so that queries are folded the same way.
pub struct SearchIndex {
    folded: Vec<FoldedText>,
    lowercase: Lowercase,
}

impl SearchIndex {
    pub fn new(corpus: &Corpus, lowercase: Lowercase) -> SearchIndex {
        SearchIndex {
            folded: corpus
                .quotes
                .iter()
                .map(|q| FoldedText::new(&q.text, lowercase))
                .collect(),
            lowercase,
        }
    }

    /// Parses a search box for this index.
    pub fn query(&self, input: &str) -> Query {
        Query::parse(input, self.lowercase)
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

/// The result of a query: matching quote indexes in corpus order, the option counts, and the
/// parsed search (for highlighting what matched).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Results {
    pub matches: Vec<usize>,
    pub facets: Vec<FacetCounts>,
    pub query: Query,
}

/// Runs the filters and the search. `index` is only called when there is text to search, so
/// browsing never pays for building the search index.
pub fn run<'i>(
    corpus: &Corpus,
    filters: &Filters,
    index: impl FnOnce() -> &'i SearchIndex,
) -> Results {
    let (query, text_ok): (Query, Vec<bool>) = if filters.q.trim().is_empty() {
        (Query::default(), vec![true; corpus.quotes.len()])
    } else {
        let index = index();
        let query = index.query(&filters.q);
        let text_ok = (0..corpus.quotes.len())
            .map(|i| index.folded(i).is_some_and(|f| query.matches(f)))
            .collect();
        (query, text_ok)
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
    Results {
        matches,
        facets,
        query,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::{build, InputFile};
    use crate::search::unicode_lowercase;

    fn corpus() -> Corpus {
        let a = "Walt (Brendan Dooling) and Carrie (AnnaSophia Robb).\n\n“Walt is brave, truly,” Jane Doe says.\n\n“Carrie café talk, yes,” Jane Doe says.\n";
        let b = "B\n\n“Walt again, of course,” Tom Ray says.\n";
        build(
            &[
                InputFile {
                    name: "a.txt".into(),
                    text: a.into(),
                },
                InputFile {
                    name: "b.txt".into(),
                    text: b.into(),
                },
            ],
            None,
            None,
        )
        .unwrap()
    }

    fn counts(results: &Results, facet: Facet) -> Vec<(String, usize)> {
        results
            .facets
            .iter()
            .find(|f| f.facet == facet)
            .unwrap()
            .options
            .clone()
    }

    #[test]
    fn filters_combine_and_each_count_keeps_the_other_filters() {
        let c = corpus();
        let index = SearchIndex::new(&c, unicode_lowercase);
        let walt = Filters {
            character: Some("walt".into()),
            ..Default::default()
        };
        let r = run(&c, &walt, || &index);
        assert_eq!(r.matches, [0, 2]);
        assert_eq!(
            counts(&r, Facet::Speaker),
            [("jane-doe".to_string(), 1), ("tom-ray".to_string(), 1)]
        );
        // The character counts ignore the character filter itself but keep the speaker filter.
        let r = run(
            &c,
            &Filters {
                speaker: Some("jane-doe".into()),
                ..walt
            },
            || &index,
        );
        assert_eq!(r.matches, [0]);
        assert_eq!(
            counts(&r, Facet::Character),
            [("carrie".to_string(), 1), ("walt".to_string(), 1)]
        );
        assert_eq!(
            r.facets
                .iter()
                .find(|f| f.facet == Facet::Character)
                .unwrap()
                .all,
            2
        );
    }

    #[test]
    fn search_runs_only_when_there_is_text_and_ignores_accents() {
        let c = corpus();
        let index = SearchIndex::new(&c, unicode_lowercase);
        let r = run(&c, &Filters::default(), || -> &SearchIndex {
            panic!("browsing must not build the index")
        });
        assert_eq!(r.matches.len(), 3);
        let r = run(
            &c,
            &Filters {
                q: "CAFE".into(),
                ..Default::default()
            },
            || &index,
        );
        assert_eq!(r.matches, [1]);
    }
}
