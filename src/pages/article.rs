use super::NotFound;
use crate::app::set_title;
use crate::corpus::corpus;
use crate::links;
use leptos::either::{Either, EitherOf3};
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use quotes_core::model::{Article, Paragraph};
use wasm_bindgen::JsCast;

/// A paragraph as published, with each quoted segment marked and linked to its quote.
pub(crate) fn paragraph_view(
    article: &'static Article,
    index: usize,
    paragraph: &'static Paragraph,
    current: Option<String>,
) -> impl IntoView {
    // Quotes are stored in reading order, segments too (a corpus invariant): no sorting here.
    let segments: Vec<(usize, usize, &'static str)> = corpus()
        .quotes
        .iter()
        .filter(|q| q.article == article.id && q.paragraph as usize == index)
        .flat_map(|q| {
            q.segments
                .iter()
                .map(move |s| (s.start as usize, s.end as usize, q.id.as_ref()))
        })
        .collect();
    let start = paragraph.start as usize;
    let text: &'static str = &paragraph.text;
    let mut pieces = Vec::new();
    let mut at = 0;
    let mut first_of_quote: Vec<&str> = Vec::new();
    for (s, e, id) in segments {
        let (s, e) = (
            s.saturating_sub(start).clamp(at, text.len()),
            e.saturating_sub(start).min(text.len()),
        );
        if s >= e || !text.is_char_boundary(s) || !text.is_char_boundary(e) {
            continue;
        }
        if s > at {
            pieces.push(EitherOf3::A(&text[at..s]));
        }
        let is_current = current.as_deref() == Some(id);
        let anchor = (!first_of_quote.contains(&id)).then(|| format!("quote-{id}"));
        first_of_quote.push(id);
        let words = &text[s..e];
        pieces.push(if is_current {
            EitherOf3::B(view! { <mark class="quoted current" id=anchor tabindex="-1" data-quote-id=id>{words}</mark> })
        } else {
            EitherOf3::C(view! {
                <a class="quoted" id=anchor href=links::quote(id) data-quote-id=id>{words}</a>
            })
        });
        at = e;
    }
    if at < text.len() {
        pieces.push(EitherOf3::A(&text[at..]));
    }
    view! { <p>{pieces}</p> }
}

#[component]
pub fn ArticlePage(id: String) -> impl IntoView {
    let query = use_query_map();
    move || {
        let Some(article) = corpus().article(&id) else {
            return Either::Right(
                view! { <NotFound message=format!("No article has the id “{id}”.") /> },
            );
        };
        set_title(&article.title);
        let wanted = query.with(|q| q.get("quote"));
        let current = wanted
            .as_deref()
            .and_then(|q| corpus().quote_or_redirect(q))
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
            gloo_timers::callback::Timeout::new(0, move || {
                let element = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id(&format!("quote-{id}")))
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(element) = element {
                    let options = web_sys::ScrollIntoViewOptions::new();
                    options.set_block(web_sys::ScrollLogicalPosition::Center);
                    element.scroll_into_view_with_scroll_into_view_options(&options);
                    let _ = element.focus();
                }
            })
            .forget();
        }
        let quote_count = corpus()
            .quotes
            .iter()
            .filter(|q| q.article == article.id)
            .count();
        Either::Left(view! {
            <article class="article-page">
                <header>
                    <h1>{article.title.as_ref()}</h1>
                    <p class="byline">
                        {article.byline()}
                        {article.date.as_deref().map(|d| view! { " · " <time>{d}</time> })}
                    </p>
                    <p class="result-count">
                        {format!("{quote_count} quotes marked")}
                        {article.url.as_deref().map(|u| view! { " · " <a href=u.to_string() rel="external noopener">"Original article"</a> })}
                    </p>
                </header>
                {note.map(|n| view! { <div class="notes" role="note"><p>{n}</p></div> })}
                <div class="article-text">
                    {article
                        .paragraphs
                        .iter()
                        .enumerate()
                        .map(|(i, p)| paragraph_view(article, i, p, current.clone()))
                        .collect_view()}
                </div>
            </article>
        })
    }
}
