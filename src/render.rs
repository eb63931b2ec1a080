//! The static pages' content, rendered natively at build time by the same components as the app
//! (`ssr`). crates/quotes-site puts each into the built `index.html` with its head tags.

use crate::{mode, App, RenderMode};
use leptos::prelude::*;
use leptos_router::location::RequestUrl;

/// The HTML the app renders under `<body>` for `url` (a path under the base, with its query:
/// "/quotes/quote/ID/"), as a reader without JavaScript should see it in `mode`.
/// `links::set_base` and `corpus::install` come first.
pub fn render_body(url: &str, render_mode: RenderMode) -> String {
    mode::set_render_mode(render_mode);
    let owner = Owner::new();
    let html = owner.with(|| {
        provide_context(RequestUrl::new(url));
        view! { <App /> }.to_html()
    });
    owner.unset();
    html
}
