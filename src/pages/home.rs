use crate::app::{after_render, document_title, on_click};
use crate::browser;
use crate::components::{Explorer, FilterGroup, QuoteCard, SearchBox};
use crate::corpus::{corpus, facets, search_index};
use crate::links;
use crate::by_mode;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use leptos_router::location::{BrowserUrl, LocationProvider};
use quotes_core::model::{counted, grouped, quote_count};
use quotes_core::explore::{run, PAGE_SIZE};
use quotes_core::url_state::{parse_query, Facet, Filters};

/// The view's title: "Quotes by …", "… about …", "… from …", "… matching a search". The
/// search's words stay out of it: the title would change at every keystroke, and each write is a
/// message to the browser, ~1.6 ms of a keystroke's ~8 ms of script (over the shipped
/// collection, later keystrokes to the next frame: 22.9 → 21.1 ms on average).
fn title_for(filters: &Filters) -> String {
    let data = corpus();
    let mut title = String::from("Quotes");
    if let Some(s) = filters.speaker.as_deref().and_then(|id| data.speaker(id)) {
        title += &format!(" by {}", s.name);
    }
    if let Some(c) = filters
        .character
        .as_deref()
        .and_then(|id| data.character(id))
    {
        title += &format!(" about {}", c.name);
    }
    if let Some(a) = filters.article.as_deref().and_then(|id| data.article(id)) {
        title += &format!(" from {}", a.outlet.as_deref().unwrap_or(&a.title));
    }
    if !filters.q.is_empty() {
        title += " matching a search";
    }
    if title == "Quotes" {
        return "All quotes".to_string();
    }
    title
}

fn filters_label(active: usize) -> String {
    match active {
        0 => "Filters".to_string(),
        n => format!("Filters ({n} on)"),
    }
}

/// The explorer: every quote as a card, filtered by what the URL says.
#[component]
pub fn HomePage() -> impl IntoView {
    let query = use_query_map();
    let explorer = Memo::new(move |_| {
        let state =
            query.with(|q| parse_query(q.into_iter().map(|(k, v)| (k.as_ref(), v)), corpus()));
        let results = run(corpus(), facets(), &state.filters, search_index);
        Explorer { state, results }
    });
    let shown = RwSignal::new(PAGE_SIZE);
    // On a phone the filters wait behind a button, so that the cards come first.
    let filters_open = RwSignal::new(false);
    // A new view starts at its first page of cards, under its own title, with the filters put
    // away (the choice made is what the reader wants to see).
    after_render(move || {
        // Only when they differ: setting a signal notifies its readers even with the same value,
        // and the results block would render every card a second time after each keystroke.
        if shown.get_untracked() != PAGE_SIZE {
            shown.set(PAGE_SIZE);
        }
        if filters_open.get_untracked() {
            filters_open.set(false);
        }
        browser::set_title(&document_title(&explorer.with(|Explorer { state: s, .. }| title_for(&s.filters))));
    });
    // The view follows the search at once, through the router's URL; the address bar once the
    // reader pauses (`browser::replace_address_soon`). A search replaces its history entry: it is
    // one view, not one view per letter.
    let address = use_context::<BrowserUrl>();
    let on_search = move |q: String| {
        let url = links::home(&explorer.with_untracked(|Explorer { state: s, .. }| s.filters.with_q(&q)));
        if let (Some(address), Ok(parsed)) = (&address, BrowserUrl::parse(&url)) {
            address.as_url().set(parsed);
            browser::replace_address_soon(url);
        }
    };
    let total = corpus().quotes.len();
    let count_text = move |n: usize| {
        match (n, n == total) {
            (1, _) => "1 quote".to_string(),
            (n, true) => format!("All {} quotes", grouped(n)),
            (n, false) => format!("{} of {} quotes", grouped(n), grouped(total)),
        }
    };
    let data = corpus();
    view! {
        <div class="explorer">
            <section class="intro">
                <h1>"What they said"</h1>
                <p class="lede">
                    {format!(
                        "{} from {} with {}, exactly as published.",
                        quote_count(data.quotes.len()),
                        counted(data.articles.len(), "interview", "interviews"),
                        counted(data.speakers.len(), "person", "people"),
                    )}
                </p>
            </section>
            <SearchBox value=move || explorer.with(|Explorer { state: s, .. }| s.filters.q.clone()) on_change=on_search />
            {by_mode(
                // One reactive block, its attributes plain strings: a reactive attribute and a
                // reactive text of their own cost the wasm 1 KB more.
                move || move || {
                    let label = filters_label(explorer.with(|Explorer { state: s, .. }| s.filters.active()));
                    view! {
                        <button
                            type="button"
                            class="filters-toggle"
                            data-only="app"
                            aria-controls="filters"
                            aria-expanded=if filters_open.get() { "true" } else { "false" }
                            on:click=on_click(move || filters_open.update(|open| *open = !*open))
                        >
                            {label}
                        </button>
                    }
                },
                // Without a script the filters follow the cards; the link is the one tap.
                || view! { <a class="filters-toggle" data-only="static" href="#filters">"Filters"</a> },
            )}
            <div class="layout">
                <aside class="filters" id="filters" aria-label="Filters">
                    <FilterGroup facet=Facet::Speaker title="Speaker" explorer=explorer />
                    <FilterGroup facet=Facet::Character title="Character" explorer=explorer />
                    <FilterGroup facet=Facet::Article title="Article" explorer=explorer />
                </aside>
                <section class="results" aria-labelledby="result-count">
                    // One reactive block for the results: the URL's notes, the count, the "no
                    // results" note, the cards and "Show more" change together, and one block is
                    // one render effect in the wasm where there were five.
                    {move || {
                        explorer.with(|Explorer { state, results: r }| {
                            // What the URL asked for that could not be followed, above the count.
                            // One paragraph: a list of them cost the wasm 0.8 KB more.
                            let notes = (!state.notes.is_empty()).then(|| {
                                view! { <p class="notes" role="note">{state.notes.join(" ")}</p> }
                            });
                            let no_results = r.matches.is_empty().then(|| {
                                view! {
                                    <div class="no-results">
                                        <p>"No quotes match these filters."</p>
                                        <a id="clear-filters" href=links::home(&Filters::default())>"Clear all filters"</a>
                                    </div>
                                }
                            });
                            let cards = r
                                .matches
                                .iter()
                                .take(shown.get())
                                .map(|&index| {
                                    let quote = &corpus().quotes[index];
                                    // Browsing never asks for the search index.
                                    let highlights = if r.query.is_empty() {
                                        Vec::new()
                                    } else {
                                        search_index().highlights(&r.query, &quote.text)
                                    };
                                    view! { <QuoteCard quote=quote highlights=highlights /> }
                                })
                                .collect_view();
                            let left = r.matches.len().saturating_sub(shown.get());
                            let show_more = (left > 0).then(|| by_mode(
                                move || view! {
                                    <button type="button" class="show-more" data-only="app" on:click=on_click(move || shown.update(|n| *n += PAGE_SIZE))>
                                        {format!("Show more ({} left)", grouped(left))}
                                    </button>
                                },
                                move || view! {
                                    <p class="result-count" data-only="static">
                                        {format!("…and {} more, searchable with JavaScript on.", grouped(left))}
                                    </p>
                                },
                            ));
                            (
                                notes,
                                view! { <p id="result-count" class="result-count" role="status" aria-live="polite">{count_text(r.matches.len())}</p> },
                                no_results,
                                view! { <div class="cards">{cards}</div> },
                                show_more,
                            )
                        })
                    }}
                </section>
            </div>
        </div>
    }
}
