//! The explorer's state lives in the query string, `?speaker=ID&article=ID&character=ID&q=TEXT`,
//! so every view is a link. Parsing never fails: whatever a stranger types becomes the nearest
//! sensible view, plus notes saying what was ignored.

use crate::model::Corpus;

pub const MAX_QUERY_CHARS: usize = 200;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filters {
    pub speaker: Option<String>,
    pub article: Option<String>,
    pub character: Option<String>,
    pub q: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Facet {
    Speaker,
    Article,
    Character,
}

impl Facet {
    pub const ALL: [Facet; 3] = [Facet::Speaker, Facet::Article, Facet::Character];

    pub fn param(self) -> &'static str {
        match self {
            Facet::Speaker => "speaker",
            Facet::Article => "article",
            Facet::Character => "character",
        }
    }
}

impl Filters {
    pub fn get(&self, facet: Facet) -> Option<&str> {
        match facet {
            Facet::Speaker => self.speaker.as_deref(),
            Facet::Article => self.article.as_deref(),
            Facet::Character => self.character.as_deref(),
        }
    }

    pub fn with(&self, facet: Facet, value: Option<&str>) -> Filters {
        let mut f = self.clone();
        let slot = match facet {
            Facet::Speaker => &mut f.speaker,
            Facet::Article => &mut f.article,
            Facet::Character => &mut f.character,
        };
        *slot = value.map(str::to_string);
        f
    }

    /// How many of the speaker, article and character filters are set.
    pub fn active(&self) -> usize {
        Facet::ALL
            .iter()
            .filter(|f| self.get(**f).is_some())
            .count()
    }

    pub fn with_q(&self, q: &str) -> Filters {
        Filters {
            q: q.to_string(),
            ..self.clone()
        }
    }

    pub fn is_empty(&self) -> bool {
        *self == Filters::default()
    }

    /// `?speaker=…&q=…` in a fixed order, or the empty string for no filters.
    pub fn to_query(&self) -> String {
        let mut parts = Vec::new();
        for facet in Facet::ALL {
            if let Some(v) = self.get(facet) {
                parts.push(format!("{}={}", facet.param(), encode(v)));
            }
        }
        if !self.q.is_empty() {
            parts.push(format!("q={}", encode(&self.q)));
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!("?{}", parts.join("&"))
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UrlState {
    pub filters: Filters,
    /// What was ignored and why, for a visible note.
    pub notes: Vec<String>,
}

/// Reads decoded query pairs against the corpus: unknown parameters and ids are dropped with a note.
pub fn parse_query<'a>(
    pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    corpus: &Corpus,
) -> UrlState {
    let mut state = UrlState::default();
    let mut seen: Vec<&str> = Vec::new();
    for (key, value) in pairs {
        let shown = shorten(key);
        if seen.contains(&key) {
            state.notes.push(format!(
                "“{shown}” was given more than once; the first one is used."
            ));
            continue;
        }
        seen.push(key);
        match key {
            "q" => {
                let q: String = value
                    .chars()
                    .filter(|c| !c.is_control())
                    .take(MAX_QUERY_CHARS)
                    .collect();
                if value.chars().count() > MAX_QUERY_CHARS {
                    state.notes.push(format!(
                        "The search was cut to its first {MAX_QUERY_CHARS} characters."
                    ));
                }
                state.filters.q = q;
            }
            "speaker" | "article" | "character" => {
                let value = value.trim();
                let facet = Facet::ALL
                    .into_iter()
                    .find(|f| f.param() == key)
                    .unwrap_or(Facet::Speaker);
                let known = match facet {
                    Facet::Speaker => corpus.speaker(value).is_some(),
                    Facet::Article => corpus.article(value).is_some(),
                    Facet::Character => corpus.character(value).is_some(),
                };
                if value.is_empty() {
                    continue;
                } else if known {
                    state.filters = state.filters.with(facet, Some(value));
                } else {
                    state.notes.push(format!(
                        "There is no {key} “{}”, so that filter was left out.",
                        shorten(value)
                    ));
                }
            }
            _ => state.notes.push(format!(
                "The link has an unknown setting “{shown}”, which was ignored."
            )),
        }
    }
    state
}

fn shorten(text: &str) -> String {
    let mut s: String = text.chars().filter(|c| !c.is_control()).take(40).collect();
    if text.chars().count() > 40 {
        s.push('…');
    }
    s
}

/// Percent-encodes a query value (as `encodeURIComponent` does, spaces as `%20`).
pub fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Corpus, Speaker};
    use std::borrow::Cow;

    fn corpus() -> Corpus {
        Corpus {
            articles: Cow::Borrowed(&[]),
            speakers: vec![Speaker {
                id: "amy".into(),
                name: "Amy".into(),
                role: None,
            }]
            .into(),
            characters: Cow::Borrowed(&[]),
            quotes: Cow::Borrowed(&[]),
            redirects: Cow::Borrowed(&[]),
        }
    }

    #[test]
    fn known_filters_round_trip_through_the_query_string() {
        let state = parse_query([("speaker", "amy"), ("q", "don’t stop & go")], &corpus());
        assert!(state.notes.is_empty());
        assert_eq!(
            state.filters.to_query(),
            "?speaker=amy&q=don%E2%80%99t%20stop%20%26%20go"
        );
        assert_eq!(Filters::default().to_query(), "");
    }

    #[test]
    fn anything_a_stranger_types_becomes_a_view_and_a_note() {
        let long = "x".repeat(500);
        let state = parse_query(
            [
                ("speaker", "nobody"),
                ("utm_source", "mail"),
                ("q", long.as_str()),
                ("q", "again"),
                ("article", ""),
            ],
            &corpus(),
        );
        assert_eq!(state.filters.speaker, None);
        assert_eq!(state.filters.q.len(), MAX_QUERY_CHARS);
        assert_eq!(state.notes.len(), 4, "{:?}", state.notes);
        assert!(state.notes[0].contains("no speaker “nobody”"));
    }
}

/// The view a path names. Matching is a pure function so that every URL a stranger can type
/// (trailing slashes, `index.html`, extra segments, junk) has a tested answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Speaker(String),
    Article(String),
    Quote(String),
    Character(String),
    NotFound,
}

impl Route {
    /// `path` is the URL's path; `base` the deployment prefix without trailing slash ("" or "/quotes").
    pub fn parse(path: &str, base: &str) -> Route {
        let Some(rest) = path.strip_prefix(base) else {
            return Route::NotFound;
        };
        if !rest.is_empty() && !rest.starts_with('/') {
            return Route::NotFound; // "/quotesX" is not under "/quotes"
        }
        let rest = rest.trim_start_matches('/');
        let rest = rest.strip_suffix("index.html").unwrap_or(rest);
        let segments: Vec<&str> = rest.split('/').filter(|s| !s.is_empty()).collect();
        match segments[..] {
            [] => Route::Home,
            ["speaker", id] => Route::Speaker(id.to_string()),
            ["article", id] => Route::Article(id.to_string()),
            ["quote", id] => Route::Quote(id.to_string()),
            ["character", id] => Route::Character(id.to_string()),
            _ => Route::NotFound,
        }
    }
}

/// The site path of each page, relative to the deployment base: the inverse of `Route::parse`.
/// Paths end in `/` because static hosts serve `quote/ID/index.html`. The app's links and the
/// static pages (their links, canonical URLs, file names and the sitemap) are all built here.
pub fn speaker_path(id: &str) -> String {
    format!("speaker/{id}/")
}

pub fn article_path(id: &str) -> String {
    format!("article/{id}/")
}

/// A character's page: who plays them and the quotes that mention them. Static pages link here
/// where the app filters by character, because a static host ignores the query string.
pub fn character_path(id: &str) -> String {
    format!("character/{id}/")
}

pub fn quote_path(id: &str) -> String {
    format!("quote/{id}/")
}

/// The link-preview image of a page ("quote/ID/" → "preview/quote/ID.png").
pub fn preview_image_path(page_path: &str) -> String {
    format!("preview/{}.png", page_path.trim_end_matches('/'))
}

/// An article with one of its quotes marked and brought into view: by the app (`?quote=`), and
/// without a script by the browser (the fragment names the quote's anchor, which CSS highlights).
pub fn quote_in_context_path(article: &str, quote: &str) -> String {
    format!("{}?quote={quote}#quote-{quote}", article_path(article))
}

#[cfg(test)]
mod route_tests {
    use super::*;

    #[test]
    fn page_paths_parse_back_to_their_page() {
        for base in ["", "/quotes"] {
            let at = |path: String| Route::parse(&format!("{base}/{path}"), base);
            assert_eq!(at(speaker_path("amy")), Route::Speaker("amy".into()));
            assert_eq!(at(article_path("a1")), Route::Article("a1".into()));
            assert_eq!(at(quote_path("q1")), Route::Quote("q1".into()));
            assert_eq!(at(character_path("c1")), Route::Character("c1".into()));
            assert_eq!(
                at(preview_image_path(&quote_path("q1"))),
                Route::NotFound,
                "an image is not a page"
            );
            assert_eq!(
                at(format!("{}index.html", quote_path("q1"))),
                Route::Quote("q1".into())
            );
        }
        assert_eq!(
            quote_in_context_path("a1", "q1"),
            "article/a1/?quote=q1#quote-q1"
        );
    }

    #[test]
    fn every_path_has_an_answer() {
        assert_eq!(Route::parse("/", ""), Route::Home);
        assert_eq!(Route::parse("", ""), Route::Home);
        assert_eq!(Route::parse("/index.html", ""), Route::Home);
        assert_eq!(Route::parse("/quote/abc", ""), Route::Quote("abc".into()));
        assert_eq!(
            Route::parse("/quote/abc/", ""),
            Route::Quote("abc".into()),
            "static hosts add a slash"
        );
        assert_eq!(
            Route::parse("/quote/abc/index.html", ""),
            Route::Quote("abc".into())
        );
        assert_eq!(
            Route::parse("/speaker/amy-b-harris", ""),
            Route::Speaker("amy-b-harris".into())
        );
        assert_eq!(Route::parse("/article/x", ""), Route::Article("x".into()));
        assert_eq!(Route::parse("/quote", ""), Route::NotFound);
        assert_eq!(Route::parse("/quote/a/b", ""), Route::NotFound);
        assert_eq!(Route::parse("/wp-admin.php", ""), Route::NotFound);
        assert_eq!(
            Route::parse("/quotes/quote/abc/", "/quotes"),
            Route::Quote("abc".into())
        );
        assert_eq!(Route::parse("/quotes", "/quotes"), Route::Home);
        assert_eq!(
            Route::parse("/quotesx/quote/abc", "/quotes"),
            Route::NotFound
        );
        assert_eq!(Route::parse("/quote/abc", "/quotes"), Route::NotFound);
    }
}
