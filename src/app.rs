use crate::links;
use crate::pages::{ArticlePage, HomePage, NotFound, QuotePage, SpeakerPage};
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_location;
use leptos_router::path;

#[component]
pub fn App() -> impl IntoView {
    crate::focus::remember_focus();
    crate::components::install_search_shortcut();
    view! {
        <Router base=links::base()>
            <a class="skip-link" href="#main">"Skip to content"</a>
            <header class="site-header">
                <a class="site-name" href=links::home(&Default::default())>"Quote Explorer"</a>
            </header>
            <main id="main" tabindex="-1" data-app="ready">
                <Routes fallback=|| view! { <NotFound /> }>
                    <Route path=path!("/") view=HomePage />
                    <Route path=path!("/index.html") view=HomePage />
                    <Route path=path!("/speaker/:id") view=SpeakerPage />
                    <Route path=path!("/article/:id") view=ArticlePage />
                    <Route path=path!("/quote/:id") view=QuotePage />
                </Routes>
            </main>
            <FocusFollowsHistory />
        </Router>
    }
}

/// On every change of view, gives focus back to where the reader left it on that view.
#[component]
fn FocusFollowsHistory() -> impl IntoView {
    let location = use_location();
    Effect::new(move |_| {
        location.pathname.track();
        location.search.track();
        crate::focus::restore_focus();
    });
}

/// Sets the document title; every page calls it with what it shows.
pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(&format!("{title} · Quote Explorer"));
    }
}
