use crate::app::use_title;
use crate::links;
use leptos::prelude::*;
use quotes_core::url_state::Filters;

/// A helpful dead end: says what was not found, and offers search and the way home.
#[component]
pub fn NotFound(#[prop(optional, into)] message: Option<String>) -> impl IntoView {
    use_title("Not found".to_string());
    view! {
        <section class="not-found">
            <h1>"We couldn’t find that"</h1>
            <p>{message.unwrap_or_else(|| "There is no page at this address. It may have been mistyped.".to_string())}</p>
            <form class="search" role="search" method="get" action=links::home(&Filters::default())>
                <label for="not-found-search">"Search all quotes"</label>
                <input id="not-found-search" name="q" type="search" autocomplete="off" />
                <button type="submit">"Search"</button>
            </form>
            <p>
                <a href=links::home(&Filters::default())>"Browse all quotes"</a>
            </p>
        </section>
    }
}
