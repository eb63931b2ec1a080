use crate::links;
use crate::pages::{ArticlePage, HomePage, NotFound, QuotePage, SpeakerPage};
use leptos::either::EitherOf5;
use leptos::prelude::*;
use leptos_router::components::Router;
use leptos_router::hooks::use_location;
use leptos_router::location::{BrowserUrl, LocationProvider};
use quotes_core::url_state::Route;

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
                <CurrentPage />
            </main>
        </Router>
    }
}

/// Picks the page for the URL's path. Matching is `Route::parse` in the core (tested natively);
/// leptos_router provides the location, history and link handling around it.
#[component]
fn CurrentPage() -> impl IntoView {
    let location = use_location();
    let provider = use_context::<BrowserUrl>();
    // Runs after each new view has rendered.
    Effect::new(move |_| {
        location.pathname.track();
        location.search.track();
        // leptos_router writes a new path to the address bar only once the routes say the page is
        // ready (its own <Routes> does this); matching is ours, so we say it.
        if let Some(provider) = &provider {
            provider.ready_to_complete();
        }
        // Give focus back to where the reader left it on this view.
        crate::focus::restore_focus();
    });
    // `pathname` is a memo: the page is rebuilt when the path changes, not when the query does.
    move || match location
        .pathname
        .with(|path| Route::parse(path, links::base()))
    {
        Route::Home => EitherOf5::A(view! { <HomePage /> }),
        Route::Speaker(id) => EitherOf5::B(view! { <SpeakerPage id=id /> }),
        Route::Article(id) => EitherOf5::C(view! { <ArticlePage id=id /> }),
        Route::Quote(id) => EitherOf5::D(view! { <QuotePage id=id /> }),
        Route::NotFound => EitherOf5::E(view! { <NotFound /> }),
    }
}

/// Sets the document title; every page calls it with what it shows.
pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(&format!("{title} · Quote Explorer"));
    }
}
