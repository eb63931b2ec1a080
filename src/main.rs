//! Quote Explorer in the browser: a thin Leptos layer over `quotes_core`.
//! Data flows one way: article files → build.rs → embedded corpus → URL state → view.

mod app;
mod components;
mod corpus;
mod focus;
mod links;
mod pages;
mod share;

fn main() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    remove_static_content();
    leptos::mount::mount_to_body(app::App);
}

/// Static pages carry their content in `<div data-static>` for readers without JavaScript and
/// for link previews. The app renders the same view, so it removes that copy in the same task
/// as it mounts: no frame shows both, and none shows neither.
fn remove_static_content() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    while let Ok(Some(element)) = document.query_selector("[data-static]") {
        element.remove();
    }
}
