//! The explorer's query over the corpus: which quotes match the filters and the search, and how
//! many each filter option would leave given the other active filters.

use crate::model::{positions_by_id, Corpus};
use crate::search::{fold_with, FoldedText, Lowercase, Query};
use crate::url_state::{Facet, Filters};

/// Cards a view shows at once: the explorer's page ("Show more" adds as many), the cards of the
/// static home page, and the most a speaker page lists. Keeps a 10,000-quote corpus instant.
pub const PAGE_SIZE: usize = 50;

/// The corpus prepared for searching: each quote's text folded once, and the lower-casing that
/// folded it, so that queries are folded the same way. Where a match lies in the text as
/// published is worked out only for the quotes on screen (`highlights`).
pub struct SearchIndex {
    folded: Vec<String>,
    lowercase: Lowercase,
}

impl SearchIndex {
    pub fn new(corpus: &Corpus, lowercase: Lowercase) -> SearchIndex {
        IndexBuilder::new(lowercase).finish(corpus)
    }

    /// Parses a search box for this index.
    pub fn query(&self, input: &str) -> Query {
        Query::parse(input, self.lowercase)
    }

    pub fn folded(&self, index: usize) -> Option<&str> {
        self.folded.get(index).map(String::as_str)
    }

    /// The ranges of `text` (a quote's words) to highlight for `query`.
    pub fn highlights(&self, query: &Query, text: &str) -> Vec<std::ops::Range<usize>> {
        query.highlights(&FoldedText::new(text, self.lowercase))
    }
}

/// A [`SearchIndex`] folded a slice of quotes at a time. Folding 10,000 quotes took the
/// browser's first-tier wasm ~25 ms (~15 since ASCII is folded by runs), which in one task held
/// off input long enough to cost the home page its Lighthouse performance of 100 (97–98: total
/// blocking time, at 4× CPU slowdown); the app folds in slices between other work and finishes
/// at once when a search comes first.
pub struct IndexBuilder {
    folded: Vec<String>,
    lowercase: Lowercase,
}

impl IndexBuilder {
    pub fn new(lowercase: Lowercase) -> IndexBuilder {
        IndexBuilder {
            folded: Vec::new(),
            lowercase,
        }
    }

    /// Folds up to `quotes` more of the corpus's quotes, in order; true once all are folded.
    pub fn fold_more(&mut self, corpus: &Corpus, quotes: usize) -> bool {
        let remaining = corpus.quotes.get(self.folded.len()..).unwrap_or_default();
        let lowercase = self.lowercase;
        self.folded.extend(
            remaining
                .iter()
                .take(quotes)
                .map(|q| fold_with(&q.text, lowercase)),
        );
        self.folded.len() >= corpus.quotes.len()
    }

    /// The index, with whatever was not folded yet folded now.
    pub fn finish(mut self, corpus: &Corpus) -> SearchIndex {
        self.fold_more(corpus, usize::MAX);
        SearchIndex {
            folded: self.folded,
            lowercase: self.lowercase,
        }
    }
}

/// Each quote's speaker, article and characters as positions in the corpus's lists, found once,
/// so that filtering and counting compare numbers: one pass over the quotes per query, however
/// many options a filter has. The app gets them from `packed::unpack`, which reads them as
/// positions; natively `Facets::new` looks the ids up.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Facets {
    speaker: Vec<u32>,
    article: Vec<u32>,
    /// The characters of quote `i` are `characters[character_starts[i]..character_starts[i + 1]]`.
    character_starts: Vec<u32>,
    characters: Vec<u32>,
}

/// A reference to no option (a dangling id): matches no filter value.
pub(crate) const NONE: u32 = u32::MAX;

impl Facets {
    pub fn new(corpus: &Corpus) -> Facets {
        use std::collections::HashMap;
        let speakers = positions_by_id(corpus.speakers.iter().map(|s| s.id.as_ref()));
        let articles = positions_by_id(corpus.articles.iter().map(|a| a.id.as_ref()));
        let characters = positions_by_id(corpus.characters.iter().map(|c| c.id.as_ref()));
        let mut facets = Facets::with_capacity(corpus.quotes.len());
        for q in corpus.quotes.iter() {
            let find =
                |map: &HashMap<&str, usize>, id: &str| map.get(id).map_or(NONE, |&i| i as u32);
            facets.push(
                find(&speakers, &q.speaker),
                find(&articles, &q.article),
                q.characters.iter().map(|c| find(&characters, c)),
            );
        }
        facets
    }

    pub(crate) fn with_capacity(quotes: usize) -> Facets {
        let mut character_starts = Vec::with_capacity(quotes + 1);
        character_starts.push(0);
        Facets {
            speaker: Vec::with_capacity(quotes),
            article: Vec::with_capacity(quotes),
            character_starts,
            characters: Vec::new(),
        }
    }

    /// The next quote's positions (`NONE` for an id the corpus lacks).
    pub(crate) fn push(
        &mut self,
        speaker: u32,
        article: u32,
        characters: impl Iterator<Item = u32>,
    ) {
        self.speaker.push(speaker);
        self.article.push(article);
        self.characters.extend(characters);
        self.character_starts.push(self.characters.len() as u32);
    }

    /// The options quote `quote` has in `facet`.
    fn values(&self, quote: usize, facet: Facet) -> &[u32] {
        match facet {
            Facet::Speaker => std::slice::from_ref(&self.speaker[quote]),
            Facet::Article => std::slice::from_ref(&self.article[quote]),
            Facet::Character => {
                let from = self.character_starts[quote] as usize;
                let to = self.character_starts[quote + 1] as usize;
                &self.characters[from..to]
            }
        }
    }
}

/// How many options a facet has: the corpus's speakers, articles or characters.
pub fn option_count(corpus: &Corpus, facet: Facet) -> usize {
    match facet {
        Facet::Speaker => corpus.speakers.len(),
        Facet::Article => corpus.articles.len(),
        Facet::Character => corpus.characters.len(),
    }
}

/// The id of a facet's option by its position in the corpus's list.
pub fn option_id(corpus: &Corpus, facet: Facet, index: usize) -> Option<&str> {
    match facet {
        Facet::Speaker => corpus.speakers.get(index).map(|s| s.id.as_ref()),
        Facet::Article => corpus.articles.get(index).map(|a| a.id.as_ref()),
        Facet::Character => corpus.characters.get(index).map(|c| c.id.as_ref()),
    }
}

/// The position of a facet's option by its id.
pub fn option_index(corpus: &Corpus, facet: Facet, id: &str) -> Option<usize> {
    (0..option_count(corpus, facet)).find(|&i| option_id(corpus, facet, i) == Some(id))
}

/// The quotes and option counts of one facet, given the other active filters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FacetCounts {
    pub facet: Facet,
    /// Quotes shown when this facet is set to "All".
    pub all: usize,
    /// Quotes shown when an option is chosen, by the option's position in the corpus's list
    /// (`option_id`).
    pub counts: Vec<usize>,
}

/// The options a filter shows, as positions: those `wanted` (all, or the ones whose name holds
/// what the reader typed), most quotes first and corpus order among equals, at most `limit`;
/// then the `chosen` one, first, if it was not among them. Also how many wanted ones were left
/// out. Insertion into a short list: no general sort in the wasm.
pub fn top_options(
    counts: &[usize],
    chosen: Option<usize>,
    wanted: impl Fn(usize) -> bool,
    limit: usize,
) -> (Vec<usize>, usize) {
    let mut top: Vec<usize> = Vec::with_capacity(limit + 1);
    let mut left_out = 0;
    for i in (0..counts.len()).filter(|&i| wanted(i)) {
        let at = top.partition_point(|&t| counts[t] >= counts[i]);
        top.insert(at, i);
        if top.len() > limit {
            top.pop();
            left_out += 1;
        }
    }
    if let Some(chosen) = chosen.filter(|c| !top.contains(c)) {
        top.insert(0, chosen);
    }
    (top, left_out)
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
/// browsing never needs the search index.
pub fn run<'i>(
    corpus: &Corpus,
    facets: &Facets,
    filters: &Filters,
    index: impl FnOnce() -> &'i SearchIndex,
) -> Results {
    let n = corpus.quotes.len().min(facets.speaker.len());
    let index = (!filters.q.trim().is_empty()).then(index);
    let query = index.map_or_else(Query::default, |index| index.query(&filters.q));
    // Each active filter as the position of its option (NONE for an id the corpus lacks).
    let wanted = Facet::ALL.map(|facet| {
        filters
            .get(facet)
            .map(|id| option_index(corpus, facet, id).map_or(NONE, |p| p as u32))
    });
    // One pass over the quotes: which active filters each one fails, as a bit per facet, decides
    // both whether it matches and which facets' counts it adds to (a facet's counts ignore its
    // own filter). The browser first runs it as first-tier compiled wasm, where a pass per facet
    // cost the app's start-up ~15 ms more at 10,000 quotes.
    let mut matches = Vec::new();
    let mut counts = Facet::ALL.map(|facet| vec![0; option_count(corpus, facet)]);
    let mut all = [0; 3];
    for i in 0..n {
        if index.is_some_and(|index| !index.folded(i).is_some_and(|f| query.matches(f))) {
            continue;
        }
        let mut failed = 0u8;
        for (bit, (facet, want)) in Facet::ALL.into_iter().zip(wanted).enumerate() {
            if want.is_some_and(|w| !facets.values(i, facet).contains(&w)) {
                failed |= 1 << bit;
            }
        }
        if failed == 0 {
            matches.push(i);
        }
        for (bit, facet) in Facet::ALL.into_iter().enumerate() {
            // Counted for this facet when every other facet's filter passes.
            if failed & !(1 << bit) == 0 {
                all[bit] += 1;
                for &v in facets.values(i, facet) {
                    if let Some(c) = counts[bit].get_mut(v as usize) {
                        *c += 1;
                    }
                }
            }
        }
    }
    let facets = Facet::ALL
        .into_iter()
        .zip(counts)
        .zip(all)
        .map(|((facet, counts), all)| FacetCounts { facet, all, counts })
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

    fn counts(c: &Corpus, results: &Results, facet: Facet) -> Vec<(String, usize)> {
        let counts = &results
            .facets
            .iter()
            .find(|f| f.facet == facet)
            .unwrap()
            .counts;
        counts
            .iter()
            .enumerate()
            .map(|(i, n)| (option_id(c, facet, i).unwrap().to_string(), *n))
            .collect()
    }

    #[test]
    fn an_index_folded_in_slices_searches_as_one_folded_at_once() {
        let c = corpus();
        let whole = SearchIndex::new(&c, unicode_lowercase);
        let mut builder = IndexBuilder::new(unicode_lowercase);
        // Three quotes, two at a time: not done after the first slice, done after the second.
        assert!(!builder.fold_more(&c, 2));
        assert!(builder.fold_more(&c, 2));
        let sliced = builder.finish(&c);
        // A search that was partly folded when it came finishes the folding first.
        let mut started = IndexBuilder::new(unicode_lowercase);
        started.fold_more(&c, 1);
        let finished = started.finish(&c);
        // The last quote's word: a slice folded from the wrong place would miss it.
        let again = Filters::default().with_q("again");
        let facets = Facets::new(&c);
        let expected = run(&c, &facets, &again, || &whole).matches;
        assert_eq!(expected, [2]);
        assert_eq!(run(&c, &facets, &again, || &sliced).matches, expected);
        assert_eq!(run(&c, &facets, &again, || &finished).matches, expected);
    }

    #[test]
    fn filters_combine_and_each_count_keeps_the_other_filters() {
        let c = corpus();
        let index = SearchIndex::new(&c, unicode_lowercase);
        let facets = Facets::new(&c);
        let walt = Filters {
            character: Some("walt".into()),
            ..Default::default()
        };
        let r = run(&c, &facets, &walt, || &index);
        assert_eq!(r.matches, [0, 2]);
        assert_eq!(
            counts(&c, &r, Facet::Speaker),
            [("jane-doe".to_string(), 1), ("tom-ray".to_string(), 1)]
        );
        // The character counts ignore the character filter itself but keep the speaker filter.
        let r = run(
            &c,
            &facets,
            &Filters {
                speaker: Some("jane-doe".into()),
                ..walt
            },
            || &index,
        );
        assert_eq!(r.matches, [0]);
        assert_eq!(
            counts(&c, &r, Facet::Character),
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

    /// A corpus of `quotes` (speaker, article, characters as small numbers) over three
    /// speakers, two articles and three characters; "gone" names an id the corpus lacks.
    fn numbered(quotes: &[(u8, u8, Vec<u8>)]) -> Corpus {
        use crate::model::{Article, Character, Quote, Speaker};
        let text = |s: String| -> crate::model::Text { s.into() };
        let id = |prefix: &str, n: u8| text(format!("{prefix}{n}"));
        Corpus {
            articles: (0..2)
                .map(|n| Article {
                    id: id("a", n),
                    title: id("Title ", n),
                    outlet: None,
                    author: None,
                    date: None,
                    url: None,
                    file: id("a", n),
                    paragraphs: Vec::new().into(),
                })
                .collect::<Vec<_>>()
                .into(),
            speakers: (0..3)
                .map(|n| Speaker {
                    id: id("s", n),
                    name: id("S", n),
                    role: None,
                })
                .collect::<Vec<_>>()
                .into(),
            characters: (0..3)
                .map(|n| Character {
                    id: id("c", n),
                    name: id("C", n),
                    actor: None,
                })
                .collect::<Vec<_>>()
                .into(),
            quotes: quotes
                .iter()
                .enumerate()
                .map(|(i, (s, a, cs))| Quote {
                    id: id("q", i as u8).into(),
                    speaker: id("s", *s),
                    article: id("a", *a),
                    text: text(format!("words {i}")),
                    segments: Vec::new().into(),
                    characters: cs.iter().map(|&c| id("c", c)).collect::<Vec<_>>().into(),
                    paragraph: 0,
                })
                .collect::<Vec<_>>()
                .into(),
            redirects: Vec::new().into(),
        }
    }

    proptest::proptest! {
        /// The one-pass query agrees with the filters' plain meaning: a quote matches when it
        /// passes every active filter; an option's count is the quotes that would match were
        /// that option chosen in its facet, the other filters kept.
        #[test]
        fn results_follow_the_filters_meaning(
            quotes in proptest::collection::vec(
                // A quote names each character once.
                (0u8..3, 0u8..2, proptest::sample::subsequence(vec![0u8, 1, 2], 0..=3)),
                0..12,
            ),
            speaker in proptest::option::of(proptest::sample::select(vec!["s0", "s2", "gone"])),
            article in proptest::option::of(proptest::sample::select(vec!["a0", "a1", "gone"])),
            character in proptest::option::of(proptest::sample::select(vec!["c0", "c1", "gone"])),
        ) {
            let c = numbered(&quotes);
            let filters = Filters {
                speaker: speaker.map(String::from),
                article: article.map(String::from),
                character: character.map(String::from),
                ..Default::default()
            };
            let has = |q: &crate::model::Quote, facet: Facet, id: &str| match facet {
                Facet::Speaker => q.speaker == id,
                Facet::Article => q.article == id,
                Facet::Character => q.characters.iter().any(|c| c == id),
            };
            let passes = |q: &crate::model::Quote, f: &Filters| {
                Facet::ALL.into_iter().all(|facet| f.get(facet).is_none_or(|id| has(q, facet, id)))
            };
            let r = run(&c, &Facets::new(&c), &filters, || -> &SearchIndex {
                panic!("no text to search")
            });
            let expected: Vec<usize> =
                (0..c.quotes.len()).filter(|&i| passes(&c.quotes[i], &filters)).collect();
            proptest::prop_assert_eq!(&r.matches, &expected);
            for counted in &r.facets {
                let all = filters.with(counted.facet, None);
                let shown = c.quotes.iter().filter(|q| passes(q, &all)).count();
                proptest::prop_assert_eq!(counted.all, shown);
                for (i, &n) in counted.counts.iter().enumerate() {
                    let option = option_id(&c, counted.facet, i).unwrap_or_default();
                    let chosen = filters.with(counted.facet, Some(option));
                    let expected = c.quotes.iter().filter(|q| passes(q, &chosen)).count();
                    proptest::prop_assert_eq!(n, expected, "{:?} {}", counted.facet, option);
                }
            }
        }
    }

    #[test]
    fn top_options_are_the_most_quoted_and_keep_the_chosen_one() {
        let counts = [1, 5, 0, 5, 2, 9];
        let all = |_| true;
        assert_eq!(top_options(&counts, None, all, 3), (vec![5, 1, 3], 3));
        assert_eq!(
            top_options(&counts, Some(2), all, 3),
            (vec![2, 5, 1, 3], 3),
            "the chosen option stays in view, even with no quotes"
        );
        assert_eq!(top_options(&counts, Some(1), all, 3), (vec![5, 1, 3], 3));
        let even = |i: usize| i.is_multiple_of(2);
        assert_eq!(top_options(&counts, None, even, 3), (vec![4, 0, 2], 0));
        assert_eq!(top_options(&counts, None, all, 10).0, [5, 1, 3, 4, 0, 2]);
    }

    #[test]
    fn search_runs_only_when_there_is_text_and_ignores_accents() {
        let c = corpus();
        let index = SearchIndex::new(&c, unicode_lowercase);
        let facets = Facets::new(&c);
        let r = run(&c, &facets, &Filters::default(), || -> &SearchIndex {
            panic!("browsing must not build the index")
        });
        assert_eq!(r.matches.len(), 3);
        let r = run(
            &c,
            &facets,
            &Filters {
                q: "CAFE".into(),
                ..Default::default()
            },
            || &index,
        );
        assert_eq!(r.matches, [1]);
    }
}
