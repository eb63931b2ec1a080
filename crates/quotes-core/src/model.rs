//! The corpus: what the build extracts from the article files and what the app shows.
//!
//! Every string and list is a `Cow<'static, _>` so that one set of types serves both sides of
//! the build: the extractor fills them with owned values, and `codegen` writes them out as
//! `'static` borrowed data that the app embeds with no parsing at start-up.

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
    pub id: Text,
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
