//! What differs between the app and the static pages, declared once.

/// How a view is being rendered.
///
/// The static pages are the same components rendered at build time, read without JavaScript and
/// by link-preview crawlers. They differ from the app in these ways only, each marked in the
/// markup with `data-only="app"` or `data-only="static"` (the end-to-end drift test removes those
/// elements and then requires the two copies of every page to match):
/// - no `data-app="ready"` on `<main>`, so the stylesheet hides the copy, share and save buttons
///   there (`visibility`: their room is kept, so the app's copy lands where the static one was);
/// - the home page's "Show more" button becomes a line saying how many quotes are left;
/// - a speaker or character page lists every card instead of one page of them, and leaves out
///   its links into the explorer (whose filters live in the query string, which a static host
///   ignores);
/// - filter options link to the speaker's, character's or article's own page instead of a
///   filtered explorer (an `href`, not an element: the test compares elements and text);
/// - a filter with more options than `OPTIONS_SHOWN` shows the most quoted in both; the app adds
///   a box to find the others, and each says in its own words how many are left;
/// - on a phone the filters follow the cards behind a `#filters` link, where the app has a
///   button that opens them above the cards;
/// - on a site built without preview pictures (`QUOTES_PREVIEWS=off`) the static cards leave out
///   "Save image", which the app's cards carry hidden by CSS (`links::previews`);
/// - schema.org microdata (`microdata`, and `<meta itemprop>` names) is on the static pages only,
///   for the crawlers that read them.
///
/// The search box is a GET form in both modes, keyboard hint included (it is `aria-hidden`, and
/// leaving it out would move the field when the app takes over).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenderMode {
    App,
    Static,
}

/// In the browser the mode is a constant, so the static-only branches compile away.
#[cfg(target_arch = "wasm32")]
pub fn render_mode() -> RenderMode {
    RenderMode::App
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    static MODE: std::cell::Cell<RenderMode> = const { std::cell::Cell::new(RenderMode::Static) };
}

/// Natively the renderer chooses, for the page it is rendering on this thread.
#[cfg(not(target_arch = "wasm32"))]
pub fn render_mode() -> RenderMode {
    MODE.with(std::cell::Cell::get)
}

#[cfg(not(target_arch = "wasm32"))]
pub fn set_render_mode(mode: RenderMode) {
    MODE.with(|m| m.set(mode));
}

/// The view for the current mode. In the browser only `app` is ever compiled in: a view type
/// that could also be the static one would carry that markup's code in the wasm.
#[cfg(target_arch = "wasm32")]
pub fn by_mode<A: leptos::prelude::IntoView, S: leptos::prelude::IntoView>(
    app: impl FnOnce() -> A,
    _static: impl FnOnce() -> S,
) -> impl leptos::prelude::IntoView {
    app()
}

#[cfg(not(target_arch = "wasm32"))]
pub fn by_mode<A: leptos::prelude::IntoView, S: leptos::prelude::IntoView>(
    app: impl FnOnce() -> A,
    static_view: impl FnOnce() -> S,
) -> impl leptos::prelude::IntoView {
    use leptos::either::Either;
    match render_mode() {
        RenderMode::App => Either::Left(app()),
        RenderMode::Static => Either::Right(static_view()),
    }
}

/// A view the app shows and the static pages leave out.
pub fn app_only<A: leptos::prelude::IntoView>(
    app: impl FnOnce() -> A,
) -> impl leptos::prelude::IntoView {
    by_mode(app, || ())
}

/// A view the static pages show and the app leaves out.
pub fn static_only<S: leptos::prelude::IntoView>(
    static_view: impl FnOnce() -> S,
) -> impl leptos::prelude::IntoView {
    by_mode(|| (), static_view)
}

/// An attribute value only the app writes, as `data-app="ready"`. (A constant in the browser,
/// where an optional attribute would cost code.)
#[cfg(target_arch = "wasm32")]
pub fn app_attribute(value: &'static str) -> &'static str {
    value
}

#[cfg(not(target_arch = "wasm32"))]
pub fn app_attribute(value: &'static str) -> Option<&'static str> {
    (render_mode() == RenderMode::App).then_some(value)
}

/// A microdata (schema.org) attribute value. Microdata is for the crawlers that read the static
/// pages; in the app nobody reads it, so there it is no attribute at all, and no code.
#[cfg(target_arch = "wasm32")]
pub fn microdata(_value: &'static str) {}

#[cfg(not(target_arch = "wasm32"))]
pub fn microdata(value: &'static str) -> Option<&'static str> {
    let in_scope = leptos::prelude::use_context::<MicrodataScope>().is_some();
    (render_mode() == RenderMode::Static && in_scope).then_some(value)
}

/// Marks the views below as ones that carry microdata: a quote's own page, not every card of
/// the home page, whose HTML is part of the first load.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy)]
struct MicrodataScope;

#[cfg(not(target_arch = "wasm32"))]
pub fn microdata_scope() {
    leptos::prelude::provide_context(MicrodataScope);
}

#[cfg(target_arch = "wasm32")]
pub fn microdata_scope() {}

/// An element that exists only to carry microdata (`<meta itemprop>`), where `microdata` writes it.
#[cfg(target_arch = "wasm32")]
pub fn microdata_view<V: leptos::prelude::IntoView>(_view: impl FnOnce() -> V) {}

#[cfg(not(target_arch = "wasm32"))]
pub fn microdata_view<V: leptos::prelude::IntoView>(
    view: impl FnOnce() -> V,
) -> impl leptos::prelude::IntoView {
    microdata("").map(|_| view())
}
