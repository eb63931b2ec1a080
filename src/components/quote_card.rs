use super::{Highlighted, ShareActions};
use crate::corpus::corpus;
use crate::links;
use leptos::prelude::*;
use quotes_core::model::Quote;
use std::ops::Range;

/// One quote: the words as published, who said them, where, and what to do with it.
#[component]
pub fn QuoteCard(
    quote: &'static Quote,
    /// Ranges of the text to mark, from the search; the card is rebuilt when they change.
    #[prop(optional)]
    highlights: Vec<Range<usize>>,
) -> impl IntoView {
    view! {
        <article class="card" data-quote-id=quote.id.as_ref()>
            <blockquote class="quote-text">
                <p>
                    <Highlighted text=quote.text.as_ref() ranges=highlights />
                </p>
            </blockquote>
            <Attribution quote=quote />
            <div class="card-actions">
                <a href=links::quote_in_context(&quote.article, &quote.id)>"Read in context"</a>
                <a href=links::quote(&quote.id)>"Open quote"</a>
                <ShareActions quote=quote />
            </div>
        </article>
    }
}

/// "— Amy B. Harris, executive producer · Title · TV Guide"
#[component]
pub fn Attribution(quote: &'static Quote) -> impl IntoView {
    let data = corpus();
    let speaker = data.speaker(&quote.speaker);
    let article = data.article(&quote.article);
    view! {
        <footer class="attribution">
            <p class="speaker">
                <a href=links::speaker(&quote.speaker)>
                    {data.speaker_name(quote)}
                </a>
                {speaker
                    .and_then(|s| s.role.as_deref())
                    .map(|role| view! { <span class="role">{role}</span> })}
            </p>
            {article
                .map(|a| {
                    view! {
                        <p class="source">
                            <cite>
                                <a href=links::article(&a.id)>{a.title.as_ref()}</a>
                            </cite>
                            {(!a.byline().is_empty()).then(|| view! { <span class="byline">{a.byline()}</span> })}
                        </p>
                    }
                })}
        </footer>
    }
}
