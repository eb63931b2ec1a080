use crate::browser;
use crate::corpus::{corpus, quote_or_redirect};
use crate::links;
use crate::mode::app_attribute;
use crate::pages::{ArticlePage, CharacterPage, HomePage, NotFound, QuotePage, SpeakerPage};
use leptos::either::EitherOf6;
use leptos::prelude::*;
use leptos_router::components::Router;
use leptos_router::hooks::use_location;
use leptos_router::location::{BrowserUrl, LocationProvider};
use quotes_core::url_state::Route;

/// The whole page below `<body>`: skip link, header, and the current page in `<main>`.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <Router base=links::base()>
            <a class="skip-link" href="#main">"Skip to content"</a>
            <header class="site-header">
                <a class="site-name" href=links::home(&Default::default())>"Quote Explorer"</a>
            </header>
            // `data-app="ready"` tells scripts and tests that the app, not the static copy, shows.
            <main id="main" tabindex="-1" data-app=app_attribute("ready")>
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
    after_render(move || {
        location.pathname.track();
        location.search.track();
        // leptos_router writes a new path to the address bar only once the routes say the page is
        // ready (its own <Routes> does this); matching is ours, so we say it.
        if let Some(provider) = &provider {
            provider.ready_to_complete();
        }
        // Give focus back to where the reader left it on this view.
        browser::restore_focus();
    });
    // `pathname` is a memo: the page is rebuilt when the path changes, not when the query does.
    // An id that names nothing is a not-found page here, once, rather than in every page.
    move || {
        let data = corpus();
        let missing = |message: String| EitherOf6::F(view! { <NotFound message=message /> });
        match location
            .pathname
            .with(|path| Route::parse(path, links::base()))
        {
            Route::Home => EitherOf6::A(view! { <HomePage /> }),
            Route::Speaker(id) => match data.speaker(&id) {
                Some(speaker) => EitherOf6::B(view! { <SpeakerPage speaker=speaker /> }),
                None => missing(format!("No speaker has the id “{id}”.")),
            },
            Route::Article(id) => match data.article(&id) {
                Some(article) => EitherOf6::C(view! { <ArticlePage article=article /> }),
                None => missing(format!("No article has the id “{id}”.")),
            },
            Route::Quote(id) => match quote_or_redirect(&id) {
                Some(quote) => EitherOf6::D(view! { <QuotePage quote=quote requested=id /> }),
                None => missing(format!(
                    "There is no quote with the id “{id}”. The link may be mistyped or cut short."
                )),
            },
            Route::Character(id) => match data.character(&id) {
                Some(character) => EitherOf6::E(view! { <CharacterPage character=character /> }),
                None => missing(format!("No character has the id “{id}”.")),
            },
            Route::NotFound => EitherOf6::F(view! { <NotFound /> }),
        }
    }
}

/// The document title of a page titled `title`, in the app and on the static pages alike.
pub fn document_title(title: &str) -> String {
    format!("{title} · Quote Explorer")
}

/// Keeps the document title in step with what the page shows (an effect: the title belongs to
/// the browser, and the static pages write theirs into `<head>`).
pub fn use_title(title: String) {
    after_render(move || browser::set_title(&document_title(&title)));
}

/// Runs `effect` once the view is in the document, and again whenever a signal it reads changes;
/// never natively. Every side effect of the views goes through here: one boxed closure type means
/// one copy of the effect machinery in the wasm, where each closure passed to `Effect::new`
/// directly would compile its own.
pub fn after_render(effect: impl Fn() + 'static) {
    let effect: Box<dyn Fn()> = Box::new(effect);
    Effect::new(move |_| effect());
}

/// A click handler as one boxed type: every button's handler then shares one copy of the event
/// code in the wasm, where each closure type would compile its own.
pub fn on_click(handler: impl Fn() + 'static) -> Box<dyn FnMut(leptos::ev::MouseEvent)> {
    Box::new(move |_| handler())
}

/// An input handler given the field's new text, boxed for the same reason as `on_click`.
pub fn on_input(handler: impl Fn(String) + 'static) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(move |event| handler(event_target_value(&event)))
}
