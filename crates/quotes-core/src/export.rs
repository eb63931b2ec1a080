//! The corpus as JSON, for `quotes export` and the site's `/quotes.json`. The schema is
//! documented in the README; fields are only ever added.

use crate::model::{Article, Corpus, Segment};
use serde::Serialize;

#[derive(Serialize)]
struct Export<'c> {
    articles: Vec<ExportArticle<'c>>,
    speakers: Vec<ExportSpeaker<'c>>,
    characters: Vec<ExportCharacter<'c>>,
    quotes: Vec<ExportQuote<'c>>,
    redirects: Vec<ExportRedirect<'c>>,
}

#[derive(Serialize)]
struct ExportArticle<'c> {
    id: &'c str,
    title: &'c str,
    outlet: Option<&'c str>,
    author: Option<&'c str>,
    date: Option<&'c str>,
    url: Option<&'c str>,
    file: &'c str,
}

#[derive(Serialize)]
struct ExportSpeaker<'c> {
    id: &'c str,
    name: &'c str,
    role: Option<&'c str>,
    quotes: usize,
}

#[derive(Serialize)]
struct ExportCharacter<'c> {
    id: &'c str,
    name: &'c str,
    actor: Option<&'c str>,
}

#[derive(Serialize)]
struct ExportQuote<'c> {
    id: &'c str,
    speaker: &'c str,
    article: &'c str,
    text: &'c str,
    segments: &'c [Segment],
    characters: Vec<&'c str>,
    /// The paragraph the quote stands in, as published.
    context: &'c str,
}

#[derive(Serialize)]
struct ExportRedirect<'c> {
    from: &'c str,
    to: &'c str,
}

fn article(a: &Article) -> ExportArticle<'_> {
    ExportArticle {
        id: &a.id,
        title: &a.title,
        outlet: a.outlet.as_deref(),
        author: a.author.as_deref(),
        date: a.date.as_deref(),
        url: a.url.as_deref(),
        file: &a.file,
    }
}

pub fn to_json(corpus: &Corpus) -> String {
    let export = Export {
        articles: corpus.articles.iter().map(article).collect(),
        speakers: corpus
            .speakers
            .iter()
            .map(|s| ExportSpeaker {
                id: &s.id,
                name: &s.name,
                role: s.role.as_deref(),
                quotes: corpus.quotes_by_speaker(&s.id).count(),
            })
            .collect(),
        characters: corpus
            .characters
            .iter()
            .map(|c| ExportCharacter {
                id: &c.id,
                name: &c.name,
                actor: c.actor.as_deref(),
            })
            .collect(),
        quotes: corpus
            .quotes
            .iter()
            .map(|q| ExportQuote {
                id: &q.id,
                speaker: &q.speaker,
                article: &q.article,
                text: &q.text,
                segments: &q.segments,
                characters: q.characters.iter().map(|c| c.as_ref()).collect(),
                context: corpus.context(q).map_or("", |p| p.text.as_ref()),
            })
            .collect(),
        redirects: corpus
            .redirects
            .iter()
            .map(|r| ExportRedirect {
                from: &r.from,
                to: &r.to,
            })
            .collect(),
    };
    serde_json::to_string_pretty(&export)
        .unwrap_or_else(|e| format!("{{\"error\": {:?}}}", e.to_string()))
}
