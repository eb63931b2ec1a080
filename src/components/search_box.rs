use crate::app::{after_render, on_input};
use crate::browser;
use leptos::prelude::*;

pub const SEARCH_INPUT_ID: &str = "search";

/// The search field: a GET form, so that without JavaScript it still asks for `?q=`. In the app
/// it shows the URL's `q` (written by an effect: as a reactive property it cost the wasm 1.2 KB
/// gzip more) and typing replaces the history entry (a search is one view, not
/// one view per letter); `/` anywhere focuses it (`browser::install_search_shortcut`), Escape
/// clears it.
#[component]
pub fn SearchBox(
    value: impl Fn() -> String + Copy + Send + Sync + 'static,
    on_change: impl Fn(String) + Clone + 'static,
) -> impl IntoView {
    let on_input = on_input(on_change.clone());
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        // The form is for readers without a script; here the results follow the typing.
        "Enter" => ev.prevent_default(),
        "Escape" if !untrack(value).is_empty() => {
            ev.prevent_default();
            on_change(String::new());
        }
        _ => {}
    };
    after_render(move || browser::show_in_field(SEARCH_INPUT_ID, &value()));
    view! {
        // "./" is the home page: relative URLs resolve against `<base href>`, the site's root.
        <form class="search" role="search" method="get" action="./">
            <label for=SEARCH_INPUT_ID>"Search quotes"</label>
            <input
                id=SEARCH_INPUT_ID
                name="q"
                type="search"
                autocomplete="off"
                spellcheck="false"
                placeholder="Words or a \"phrase\""
                aria-keyshortcuts="/"
                on:input=on_input
                on:keydown=on_keydown
            />
            <span class="hint" aria-hidden="true">
                "Press " <kbd>"/"</kbd> " to search, " <kbd>"Esc"</kbd> " to clear"
            </span>
        </form>
    }
}
