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
    leptos::mount::mount_to_body(app::App);
}
