use super::{Highlighted, ShareActions};
use crate::corpus::corpus;
use crate::links;
use crate::{microdata, microdata_view};
use leptos::prelude::*;
use quotes_core::model::Quote;
use std::ops::Range;

/// One quote: the words as published, who said them, where, and what to do with it. Marked up
/// as a schema.org `Quotation` (microdata), so search engines tell the quote from the page.
#[component]
pub fn QuoteCard(
    quote: &'static Quote,
    /// Ranges of the text to mark, from the search; the card is rebuilt when they change.
    #[prop(optional)]
    highlights: Vec<Range<usize>>,
) -> impl IntoView {
    view! {
        <article class="card" data-quote-id=quote.id.as_ref() itemscope=microdata("") itemtype=microdata(QUOTATION)>
            <blockquote class="quote-text">
                <p itemprop=microdata("text")>
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

pub const QUOTATION: &str = "https://schema.org/Quotation";

/// "— Amy B. Harris, executive producer · Title · TV Guide": the quotation's `creator` and the
/// article it `isPartOf`.
#[component]
pub fn Attribution(quote: &'static Quote) -> impl IntoView {
    let data = corpus();
    let speaker = data.speaker(&quote.speaker);
    let article = data.article(&quote.article);
    view! {
        <footer class="attribution">
            <p class="speaker" itemprop=microdata("creator") itemscope=microdata("") itemtype=microdata("https://schema.org/Person")>
                <a href=links::speaker(&quote.speaker) itemprop=microdata("url")>
                    {data.speaker_name(quote)}
                </a>
                {microdata_view(move || view! { <meta itemprop="name" content=data.speaker_name(quote) data-only="static" /> })}
                {speaker
                    .and_then(|s| s.role.as_deref())
                    .map(|role| view! { <span class="role" itemprop=microdata("jobTitle")>{role}</span> })}
            </p>
            {article
                .map(|a| {
                    view! {
                        <p class="source" itemprop=microdata("isPartOf") itemscope=microdata("") itemtype=microdata("https://schema.org/Article")>
                            <cite>
                                <a href=links::article(&a.id) itemprop=microdata("url")>{a.title.as_ref()}</a>
                            </cite>
                            {microdata_view(move || view! { <meta itemprop="name" content=a.title.as_ref() data-only="static" /> })}
                            {(!a.byline().is_empty()).then(|| view! { <span class="byline">{a.byline()}</span> })}
                        </p>
                    }
                })}
        </footer>
    }
}
