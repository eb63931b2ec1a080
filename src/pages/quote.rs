use super::article::paragraph_view;
use crate::app::{after_render, use_title};
use crate::components::{Attribution, QuoteCard, ShareActions, QUOTATION};
use crate::{microdata, microdata_scope};
use crate::corpus::{article_quotes, corpus};
use crate::links;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;
use quotes_core::model::Quote;

/// One quote on its own: the page a shared link opens. `requested` is the id in the URL, which
/// the ledger may have retired in favour of `quote`.
#[component]
pub fn QuotePage(quote: &'static Quote, requested: String) -> impl IntoView {
    if quote.id.as_str() != requested {
        // Show the successor under its own canonical URL.
        let navigate = use_navigate();
        after_render(move || {
            navigate(
                &links::quote(&quote.id),
                NavigateOptions {
                    resolve: false,
                    replace: true,
                    ..Default::default()
                },
            )
        });
    }
    quote_view(quote)
}

fn quote_view(quote: &'static Quote) -> impl IntoView {
    microdata_scope();
    let speaker_name = corpus().speaker_name(quote);
    use_title(corpus().quote_title(quote));
    // The paragraph around the quote, with the quote marked, as on the article page.
    let context = corpus().article(&quote.article).map(|article| {
        paragraph_view(
            article,
            article_quotes(&article.id),
            quote.paragraph as usize,
            Some(quote.id.to_string()),
        )
    });
    let more: Vec<_> = corpus()
        .quotes_by_speaker(&quote.speaker)
        .filter(|q| q.id != quote.id)
        .take(3)
        .collect();
    let more = (!more.is_empty()).then(|| {
        view! {
            <section class="more" aria-labelledby="more-heading">
                <h2 id="more-heading">{format!("More from {speaker_name}")}</h2>
                <div class="cards">{more.into_iter().map(|q| view! { <QuoteCard quote=q /> }).collect_view()}</div>
            </section>
        }
    });
    view! {
        <article class="quote-page" data-quote-id=quote.id.as_ref() itemscope=microdata("") itemtype=microdata(QUOTATION)>
            <h1 class="visually-hidden">{format!("Quote by {speaker_name}")}</h1>
            <blockquote class="quote-text large">
                <p itemprop=microdata("text")>{quote.text.as_ref()}</p>
            </blockquote>
            <Attribution quote=quote />
            <div class="card-actions">
                <a href=links::quote_in_context(&quote.article, &quote.id)>"Read in context"</a>
                <a href=links::speaker(&quote.speaker)>{format!("All quotes by {speaker_name}")}</a>
                <ShareActions quote=quote />
            </div>
            <section class="context" aria-labelledby="context-heading">
                <h2 id="context-heading">"In the article"</h2>
                {context}
            </section>
        </article>
        {more}
    }
}
