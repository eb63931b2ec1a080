//! The corpus: what the build extracts from the article files and what the app shows.
//!
//! Every string and list is a `Cow<'static, _>` so that one set of types serves both sides of
//! the build: the extractor fills them with owned values, and the app's `packed::unpack` fills
//! them with strings borrowed from the text it embeds, copying none. A quote's id is a `QuoteId`:
//! known, or derived from those borrowed strings when first read.

pub use crate::ids::QuoteId;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

pub type Text = Cow<'static, str>;
pub type List<T> = Cow<'static, [T]>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Corpus {
    pub articles: List<Article>,
    pub speakers: List<Speaker>,
    pub characters: List<Character>,
    /// In article order, then reading order within each article; each quote's segments in order.
    pub quotes: List<Quote>,
    /// Quote ids that were published once and now point at another quote (the link ledger).
    pub redirects: List<Redirect>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Article {
    pub id: Text,
    pub title: Text,
    pub outlet: Option<Text>,
    pub author: Option<Text>,
    pub date: Option<Text>,
    pub url: Option<Text>,
    /// The file name inside the articles folder.
    pub file: Text,
    /// The body as published, one entry per paragraph, headline lines included.
    pub paragraphs: List<Paragraph>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paragraph {
    /// Byte offset of the paragraph in the article file.
    pub start: u32,
    pub text: Text,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Speaker {
    pub id: Text,
    pub name: Text,
    /// The role as an article states it ("executive producer"), or "plays Sebastian" for cast.
    pub role: Option<Text>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    pub id: Text,
    pub name: Text,
    /// The actor the articles pair with this character, if any.
    pub actor: Option<Text>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quote {
    pub id: QuoteId,
    /// A speaker id.
    pub speaker: Text,
    /// An article id.
    pub article: Text,
    /// The quoted words, segments joined by a space.
    pub text: Text,
    pub segments: List<Segment>,
    /// Character ids the quote mentions.
    pub characters: List<Text>,
    /// Index into the article's paragraphs of the paragraph holding the quote.
    pub paragraph: u32,
}

/// One run of quoted words, between its quotation marks (the marks themselves excluded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Segment {
    /// Byte offsets in the article file.
    pub start: u32,
    pub end: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Redirect {
    pub from: Text,
    pub to: Text,
}

impl Corpus {
    pub fn article(&self, id: &str) -> Option<&Article> {
        self.articles.iter().find(|a| a.id == id)
    }

    pub fn speaker(&self, id: &str) -> Option<&Speaker> {
        self.speakers.iter().find(|s| s.id == id)
    }

    pub fn character(&self, id: &str) -> Option<&Character> {
        self.characters.iter().find(|c| c.id == id)
    }

    /// The name of the quote's speaker, or the speaker id if the speaker is missing.
    pub fn speaker_name<'c>(&'c self, quote: &'c Quote) -> &'c str {
        self.speaker(&quote.speaker)
            .map_or(quote.speaker.as_ref(), |s| s.name.as_ref())
    }

    pub fn quote(&self, id: &str) -> Option<&Quote> {
        self.quotes.iter().find(|q| q.id == id)
    }

    /// Resolves an id through the link ledger: a retired id answers with the quote it now points at.
    pub fn quote_or_redirect(&self, id: &str) -> Option<&Quote> {
        self.quote(id).or_else(|| {
            let target = self.redirects.iter().find(|r| r.from == id)?;
            self.quote(&target.to)
        })
    }

    /// The paragraph a quote stands in.
    pub fn context(&self, quote: &Quote) -> Option<&Paragraph> {
        self.article(&quote.article)?
            .paragraphs
            .get(quote.paragraph as usize)
    }

    pub fn quotes_by_speaker<'a>(&'a self, speaker: &'a str) -> impl Iterator<Item = &'a Quote> {
        self.quotes.iter().filter(move |q| q.speaker == speaker)
    }

    pub fn quotes_mentioning<'a>(&'a self, character: &'a str) -> impl Iterator<Item = &'a Quote> {
        self.quotes
            .iter()
            .filter(move |q| q.characters.iter().any(|c| c == character))
    }

    /// The speaker who plays a character, found by the actor's name.
    pub fn actor_of(&self, character: &Character) -> Option<&Speaker> {
        let actor = character.actor.as_deref()?;
        self.speakers.iter().find(|s| s.name == actor)
    }

    /// An empty corpus: what a renderer shows before a corpus is installed.
    pub const EMPTY: Corpus = Corpus {
        articles: Cow::Borrowed(&[]),
        speakers: Cow::Borrowed(&[]),
        characters: Cow::Borrowed(&[]),
        quotes: Cow::Borrowed(&[]),
        redirects: Cow::Borrowed(&[]),
    };

    pub fn quotes_in_article<'a>(&'a self, article: &'a str) -> impl Iterator<Item = &'a Quote> {
        self.article_quotes(article).iter()
    }
}

/// Each id's position in a list, the first where an id repeats, as the lookups by id
/// (`Corpus::speaker` and the others) find it: for building and packing, which look up every
/// quote's speaker, article and characters and must stay linear in the corpus's size.
pub(crate) fn positions_by_id<'c>(
    ids: impl Iterator<Item = &'c str>,
) -> std::collections::HashMap<&'c str, usize> {
    let mut positions = std::collections::HashMap::new();
    for (i, id) in ids.enumerate() {
        positions.entry(id).or_insert(i);
    }
    positions
}

/// `Corpus::quote_or_redirect` and `Corpus::article_quotes` answered in constant time, with the
/// same answers. For a renderer that looks up every quote in turn: the static site's build
/// writes a page per quote, and with the linear lookups that build took time in the square of
/// the collection's size. The app looks up one quote per navigation and keeps the linear ones.
pub struct QuoteLookup<'c> {
    corpus: &'c Corpus,
    quotes: std::collections::HashMap<&'c str, usize>,
    redirects: std::collections::HashMap<&'c str, usize>,
    /// Each article's first run of consecutive quotes, as `article_quotes` finds it.
    article_runs: std::collections::HashMap<&'c str, std::ops::Range<usize>>,
}

impl<'c> QuoteLookup<'c> {
    pub fn new(corpus: &'c Corpus) -> QuoteLookup<'c> {
        let mut article_runs = std::collections::HashMap::new();
        for (i, q) in corpus.quotes.iter().enumerate() {
            let run = article_runs.entry(q.article.as_ref()).or_insert(i..i);
            if run.end == i {
                run.end = i + 1;
            }
        }
        QuoteLookup {
            corpus,
            quotes: positions_by_id(corpus.quotes.iter().map(|q| q.id.as_ref())),
            redirects: positions_by_id(corpus.redirects.iter().map(|r| r.from.as_ref())),
            article_runs,
        }
    }

    pub fn quote(&self, id: &str) -> Option<&'c Quote> {
        self.quotes.get(id).map(|&i| &self.corpus.quotes[i])
    }

    pub fn quote_or_redirect(&self, id: &str) -> Option<&'c Quote> {
        self.quote(id).or_else(|| {
            let redirect = &self.corpus.redirects[*self.redirects.get(id)?];
            self.quote(&redirect.to)
        })
    }

    pub fn article_quotes(&self, article_id: &str) -> &'c [Quote] {
        match self.article_runs.get(article_id) {
            Some(run) => &self.corpus.quotes[run.clone()],
            None => &[],
        }
    }
}

/// A run of a paragraph: plain text, or one segment of a quote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece<'c> {
    pub text: &'c str,
    pub quote: Option<&'c Quote>,
    /// The quote's first segment (where its anchor goes).
    pub first_segment: bool,
}

impl Corpus {
    /// The quotes of one article: a run of the corpus, since quotes are stored in article order.
    /// Found once per article page, so that cutting its paragraphs does not scan every quote of
    /// the corpus for each paragraph (quadratic in the collection's size).
    pub fn article_quotes(&self, article_id: &str) -> &[Quote] {
        let start = self
            .quotes
            .iter()
            .position(|q| q.article == article_id)
            .unwrap_or(self.quotes.len());
        let len = self.quotes[start..]
            .iter()
            .take_while(|q| q.article == article_id)
            .count();
        &self.quotes[start..start + len]
    }

    /// A paragraph of an article cut into text and quoted segments, for rendering it with its
    /// quotes (`article_quotes`) marked; the app's article page and the static pages both use this.
    pub fn paragraph_pieces<'c>(
        article: &'c Article,
        article_quotes: &'c [Quote],
        index: usize,
    ) -> Vec<Piece<'c>> {
        let Some(paragraph) = article.paragraphs.get(index) else {
            return Vec::new();
        };
        let text: &'c str = &paragraph.text;
        let start = paragraph.start as usize;
        let mut pieces = Vec::new();
        let mut at = 0;
        let end = start + text.len();
        let inside = move |s: &Segment| start <= s.start as usize && s.end as usize <= end;
        // Quotes are stored in reading order, and their segments too: no sorting needed. A quote
        // of several paragraphs has segments in each.
        let quotes = article_quotes
            .iter()
            .filter(|q| q.paragraph as usize <= index && q.segments.iter().any(inside));
        for quote in quotes {
            for (k, segment) in quote.segments.iter().enumerate() {
                if !inside(segment) {
                    continue;
                }
                let s = (segment.start as usize).saturating_sub(start);
                let e = (segment.end as usize).saturating_sub(start);
                let (Some(before), Some(words)) = (text.get(at..s), text.get(s..e)) else {
                    continue;
                };
                if !before.is_empty() {
                    pieces.push(Piece {
                        text: before,
                        quote: None,
                        first_segment: false,
                    });
                }
                pieces.push(Piece {
                    text: words,
                    quote: Some(quote),
                    first_segment: k == 0,
                });
                at = e;
            }
        }
        if let Some(rest) = text.get(at..).filter(|r| !r.is_empty()) {
            pieces.push(Piece {
                text: rest,
                quote: None,
                first_segment: false,
            });
        }
        pieces
    }

    /// “…” — Amy B. Harris, TV Guide: how a quote is copied and previewed.
    pub fn citation(&self, quote: &Quote, max_chars: usize) -> String {
        let speaker = self.speaker_name(quote);
        let words = truncate(&quote.text, max_chars);
        match self
            .article(&quote.article)
            .map(|a| a.outlet.as_deref().unwrap_or(a.title.as_ref()))
        {
            Some(source) => format!("“{words}” — {speaker}, {source}"),
            None => format!("“{words}” — {speaker}"),
        }
    }

    /// “It's one of those breakups…” — Austin Butler: a quote page's title.
    pub fn quote_title(&self, quote: &Quote) -> String {
        let speaker = self.speaker_name(quote);
        format!("“{}” — {speaker}", truncate(&quote.text, 60))
    }
}

/// "1 quote", "2 quotes": every count of quotes a page shows.
pub fn quote_count(n: usize) -> String {
    counted(n, "quote", "quotes")
}

/// `n` and the noun for it: "1 interview", "3 interviews", "10,000 quotes".
pub fn counted(n: usize, one: &str, many: &str) -> String {
    let mut text = grouped(n);
    text.push(' ');
    text.push_str(if n == 1 { one } else { many });
    text
}

/// A number as English prose writes it, its thousands grouped: "10,000", not "10000", which a
/// reader has to count the digits of. Every number of quotes, options or pages the views show.
pub fn grouped(n: usize) -> String {
    match n {
        0..1000 => n.to_string(),
        _ => format!("{},{:03}", grouped(n / 1000), n % 1000),
    }
}

/// At most `max` characters, with an ellipsis when cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max).collect();
    format!("{}…", cut.trim_end())
}

impl Article {
    /// "TV Guide · Sydney Bucksbaum": the byline shown under a quote.
    pub fn byline(&self) -> String {
        [self.outlet.as_deref(), self.author.as_deref()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

#[cfg(test)]
mod tests {
    use crate::corpus::{build, InputFile};

    #[test]
    fn paragraphs_cut_into_text_and_quote_segments_and_citations() {
        let text = "---\ntitle: T\noutlet: TV Guide\n---\nT\n\n“One two three,” Jane Doe says. “Four five.” The end.\n";
        let c = build(
            &[InputFile {
                name: "a.txt".into(),
                text: text.into(),
            }],
            None,
            None,
        )
        .unwrap();
        let article = &c.articles[0];
        let pieces = crate::Corpus::paragraph_pieces(article, c.article_quotes(&article.id), 1);
        let shown: Vec<(&str, bool, bool)> = pieces
            .iter()
            .map(|p| (p.text, p.quote.is_some(), p.first_segment))
            .collect();
        assert_eq!(
            shown,
            [
                ("“", false, false),
                ("One two three,", true, true),
                ("” Jane Doe says. “", false, false),
                ("Four five.", true, false),
                ("” The end.", false, false)
            ]
        );
        assert_eq!(
            pieces.iter().map(|p| p.text).collect::<String>(),
            article.paragraphs[1].text,
            "nothing lost"
        );
        let q = &c.quotes[0];
        assert_eq!(
            c.citation(q, 200),
            "“One two three, Four five.” — Jane Doe, TV Guide"
        );
        assert_eq!(
            c.citation(q, 7),
            "“One two…” — Jane Doe, TV Guide",
            "shortened words, whole attribution"
        );
    }

    #[test]
    fn the_quick_lookups_answer_as_the_corpus_does() {
        let files = [
            InputFile {
                name: "a.txt".into(),
                text: "---\ntitle: A\n---\nA\n\n“One,” Jane Doe says.\n\n“Two,” she said.\n".into(),
            },
            InputFile {
                name: "b.txt".into(),
                text: "---\ntitle: B\n---\nB\n\n“Three,” Ann Lee says.\n".into(),
            },
        ];
        let mut c = build(&files, None, None).unwrap();
        assert_eq!(c.quotes.len(), 3);
        let retired = super::Redirect {
            from: "retired-id".into(),
            to: c.quotes[2].id.to_string().into(),
        };
        c.redirects.to_mut().push(retired);
        let lookup = super::QuoteLookup::new(&c);
        let ids = c.quotes.iter().map(|q| q.id.as_ref());
        for id in ids.chain(["retired-id", "no-such-id", ""]) {
            assert_eq!(
                lookup.quote_or_redirect(id),
                c.quote_or_redirect(id),
                "{id}"
            );
        }
        assert_eq!(lookup.quote_or_redirect("retired-id"), Some(&c.quotes[2]));
        for article in c
            .articles
            .iter()
            .map(|a| a.id.as_ref())
            .chain(["no-such-article"])
        {
            assert_eq!(
                lookup.article_quotes(article),
                c.article_quotes(article),
                "{article}"
            );
        }
        assert_eq!(lookup.article_quotes(&c.articles[0].id).len(), 2);
    }

    #[test]
    fn counts_group_their_thousands() {
        use super::{counted, grouped, quote_count};
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(10_005), "10,005");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(quote_count(10_000), "10,000 quotes");
        assert_eq!(counted(1, "person", "people"), "1 person");
    }

    proptest::proptest! {
        /// The same digits, in groups of three from the right (zeros kept inside a group).
        #[test]
        fn grouping_keeps_the_digits_in_threes(n in proptest::prelude::any::<usize>()) {
            let text = super::grouped(n);
            proptest::prop_assert_eq!(text.replace(',', ""), n.to_string());
            let groups: Vec<&str> = text.split(',').collect();
            proptest::prop_assert!((1..=3).contains(&groups[0].len()));
            proptest::prop_assert!(groups[1..].iter().all(|g| g.len() == 3));
        }
    }
}
