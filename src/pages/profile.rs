use crate::components::QuoteCard;
use crate::{app_only, static_only};
use leptos::prelude::*;
use quotes_core::explore::PAGE_SIZE;
use quotes_core::model::{grouped, Quote};

/// The quotes of a speaker's or a character's page: how many, and their cards.
///
/// A profile, not a browser: in the app, past one page of cards the explorer (which pages and
/// filters) takes over. A static page cannot filter (its host ignores the query string), so it
/// lists them all and leaves out the links into the explorer.
pub fn profile_quotes(
    count_line: String,
    explorer: String,
    quotes: Vec<&'static Quote>,
) -> impl IntoView {
    let rest: Vec<_> = quotes.iter().skip(PAGE_SIZE).copied().collect();
    let total = quotes.len();
    let more = (!rest.is_empty()).then(|| {
        let explorer = explorer.clone();
        (
            static_only(move || {
                view! { <div class="cards" data-only="static">{rest.into_iter().map(|q| view! { <QuoteCard quote=q /> }).collect_view()}</div> }
            }),
            app_only(move || {
                view! { <p class="more-link" data-only="app"><a href=explorer>{format!("All {} quotes in the explorer", grouped(total))}</a></p> }
            }),
        )
    });
    view! {
        <p class="result-count">
            {count_line}
            {app_only(move || view! { <span data-only="app">" · " <a href=explorer>"Search and filter these quotes"</a></span> })}
        </p>
        <div class="cards">
            {quotes.into_iter().take(PAGE_SIZE).map(|q| view! { <QuoteCard quote=q /> }).collect_view()}
        </div>
        {more}
    }
}
