use gloo_events::{EventListener, EventListenerOptions};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

pub const SEARCH_INPUT_ID: &str = "search";

/// The search field. Its value is the URL's `q`; typing replaces the history entry (a search
/// is one view, not one view per letter). `/` anywhere focuses it, Escape clears it.
#[component]
pub fn SearchBox(
    value: impl Fn() -> String + Copy + Send + Sync + 'static,
    on_change: impl Fn(String) + Clone + 'static,
) -> impl IntoView {
    let on_input = {
        let on_change = on_change.clone();
        move |ev: leptos::ev::Event| on_change(event_target_value(&ev))
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" && !untrack(value).is_empty() {
            ev.prevent_default();
            on_change(String::new());
        }
    };
    view! {
        <div class="search" role="search">
            <label for=SEARCH_INPUT_ID>"Search quotes"</label>
            <input
                id=SEARCH_INPUT_ID
                type="search"
                autocomplete="off"
                spellcheck="false"
                placeholder="Words or a \"phrase\""
                aria-keyshortcuts="/"
                prop:value=value
                on:input=on_input
                on:keydown=on_keydown
            />
            <span class="hint" aria-hidden="true">
                "Press " <kbd>"/"</kbd> " to search, " <kbd>"Esc"</kbd> " to clear"
            </span>
        </div>
    }
}

/// `/` anywhere on the page (outside a text field) focuses the search field, where there is one.
pub fn install_search_shortcut() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // Not passive: the shortcut must stop the "/" from being typed into the field it focuses.
    EventListener::new_with_options(
        &document,
        "keydown",
        EventListenerOptions::enable_prevent_default(),
        |event| {
            let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            let typing = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
            if event.key() != "/"
                || typing
                || event.ctrl_key()
                || event.meta_key()
                || event.alt_key()
            {
                return;
            }
            let input = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(SEARCH_INPUT_ID))
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(input) = input {
                event.prevent_default();
                let _ = input.focus();
            }
        },
    )
    .forget();
}
