use crate::app::{after_render, use_title};
use crate::browser;
use crate::corpus::{article_quotes, quote_or_redirect};
use crate::links;
use leptos::either::EitherOf3;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use quotes_core::model::{quote_count, Article, Quote};
use quotes_core::Corpus;

/// A paragraph as published, with each quoted segment linked to its quote and the `current`
/// quote marked.
pub(crate) fn paragraph_view(
    article: &'static Article,
    article_quotes: &'static [Quote],
    index: usize,
    current: Option<String>,
) -> impl IntoView {
    let pieces = Corpus::paragraph_pieces(article, article_quotes, index)
        .into_iter()
        .map(|piece| {
            let Some(quote) = piece.quote else { return EitherOf3::A(piece.text) };
            let id: &'static str = &quote.id;
            let anchor = piece.first_segment.then(|| format!("quote-{id}"));
            if current.as_deref() == Some(id) {
                EitherOf3::B(view! { <mark class="quoted current" id=anchor tabindex="-1" data-quote-id=id>{piece.text}</mark> })
            } else {
                EitherOf3::C(view! { <a class="quoted" id=anchor href=links::quote(id) data-quote-id=id>{piece.text}</a> })
            }
        })
        .collect_view();
    view! { <p>{pieces}</p> }
}

/// An article as published, every quote in it linked, and the one in `?quote=` marked.
#[component]
pub fn ArticlePage(article: &'static Article) -> impl IntoView {
    let query = use_query_map();
    use_title(article.title.to_string());
    let article_quotes = article_quotes(&article.id);
    let quote_count = quote_count(article_quotes.len());
    // Only the text and its note follow `?quote=`: a reactive block is rebuild code in the wasm
    // for everything inside it.
    let text = move || {
        let wanted = query.with(|q| q.get("quote"));
        let current = wanted
            .as_deref()
            .and_then(quote_or_redirect)
            .filter(|q| q.article == article.id)
            .map(|q| q.id.to_string());
        let note = match (&wanted, &current) {
            (Some(w), None) => Some(format!(
                "The quote “{w}” is not in this article; here is the whole article."
            )),
            _ => None,
        };
        if let Some(id) = current.clone() {
            // Bring the quote into view once it is in the document.
            after_render(move || browser::reveal(format!("quote-{id}")));
        }
        (
            note.map(|n| view! { <p class="notes" role="note">{n}</p> }),
            view! {
                <div class="article-text">
                    {(0..article.paragraphs.len()).map(|i| paragraph_view(article, article_quotes, i, current.clone())).collect_view()}
                </div>
            },
        )
    };
    view! {
        <article class="article-page">
            <header>
                <h1>{article.title.as_ref()}</h1>
                <p class="byline">
                    {article.byline()}
                    {article.date.as_deref().map(|d| view! { " · " <time>{d}</time> })}
                </p>
                <p class="result-count">
                    {format!("{quote_count} marked")}
                    {article.url.as_deref().map(|u| view! { " · " <a href=u.to_string() rel="external noopener">"Original article"</a> })}
                </p>
            </header>
            {text}
        </article>
    }
}
