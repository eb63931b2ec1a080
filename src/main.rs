//! Quote Explorer in the browser: mounts the app over the static page's content.
//!
//! The binary compiles the app's modules itself instead of linking `quote_explorer` (the library
//! that quotes-site renders natively): measured, linking the library made the first load 2.4 KB
//! gzip larger, though LTO sees the same code either way.

// Started by wasm-bindgen (`start` below), not through Rust's `main`: that brings the runtime's
// start-up and exit code, which a page never uses (0.2 KB gzip of the first load).
#![no_main]

include!("modules.rs");

// talc rather than the default dlmalloc: see Cargo.toml.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen::prelude::wasm_bindgen(start)]
fn main() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    // Document-wide listeners: the browser's side of the app, outside any component.
    browser::remember_focus();
    browser::write_address_before_clicks();
    browser::install_search_shortcut(components::SEARCH_INPUT_ID);
    // Unpacking and the first render are separate tasks: at 10,000 quotes each takes tens of
    // milliseconds, and one task of both would hold off a tap or a keystroke for their sum.
    corpus::corpus();
    browser::later(0, || {
        let typed = browser::typed_before_the_app(components::SEARCH_INPUT_ID);
        remove_static_content();
        leptos::mount::mount_to_body(App);
        if let Some((text, focused)) = typed {
            browser::type_into_field(components::SEARCH_INPUT_ID, &text, focused);
        }
        browser::after_paint(prepare_search);
    });
}

/// Quotes folded for searching per task once the first view has painted: ~4 ms of first-tier
/// wasm each at 10,000 quotes, well under the 50 ms that makes a long task even at Lighthouse's
/// 4× CPU slowdown. Not fewer: each task queues the next with a zero timeout, which browsers
/// hold for 4 ms from the fifth nested one on, time in which nothing is folded (in 20 slices
/// of 500, 10,000 quotes waited ~60 ms in all; a keystroke 60 ms after the app answered came
/// to its frame in 55 ms, now 40).
const QUOTES_FOLDED_PER_TASK: usize = 2500;

/// Folds the quotes for searching, a slice per task, then searches them once: neither the first
/// paint nor a reader's first keystroke waits for the folding, nor for the search code itself
/// (the browser compiles a wasm function on its first call: 167 of them, 7 ms, were compiled in
/// the first keystroke).
fn prepare_search() {
    if !corpus::fold_for_search(QUOTES_FOLDED_PER_TASK) {
        browser::later(0, prepare_search);
        return;
    }
    let data = corpus::corpus();
    let filters = quotes_core::url_state::Filters::default().with_q("the");
    let results = quotes_core::explore::run(data, corpus::facets(), &filters, corpus::search_index);
    if let Some(&first) = results.matches.first() {
        corpus::search_index().highlights(&results.query, &data.quotes[first].text);
    }
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
