use crate::app::on_input;
use crate::browser;
use crate::corpus::corpus;
use crate::links;
use crate::{app_only, by_mode, render_mode, RenderMode};
use leptos::prelude::*;
use quotes_core::explore::{option_count, option_id, option_index, top_options, Results};
use quotes_core::search::fold_with;
use quotes_core::model::{grouped, quote_count};
use quotes_core::url_state::{Facet, Filters, UrlState};

/// What the explorer's URL asks for and what it finds, as its filters read them. One memo, not
/// two: the results follow from the state, and each memo type is code of its own in the wasm.
#[derive(Clone, PartialEq)]
pub struct Explorer {
    pub state: UrlState,
    pub results: Results,
}

fn option_label(facet: Facet, index: usize) -> String {
    let data = corpus();
    match facet {
        Facet::Speaker => data.speakers.get(index).map(|s| s.name.to_string()),
        Facet::Article => data.articles.get(index).map(|a| a.title.to_string()),
        Facet::Character => data.characters.get(index).map(|c| c.name.to_string()),
    }
    .unwrap_or_default()
}

/// Where an option leads: in the app, the explorer with that filter set; on a static page, whose
/// host ignores the query string, the option's own page.
fn option_href(facet: Facet, filters: &Filters, id: Option<&str>) -> String {
    match (render_mode(), id) {
        (RenderMode::App, _) => links::home(&filters.with(facet, id)),
        (RenderMode::Static, None) => links::home(&Filters::default()),
        (RenderMode::Static, Some(id)) => match facet {
            Facet::Speaker => links::speaker(id),
            Facet::Article => links::article(id),
            Facet::Character => links::character(id),
        },
    }
}

/// Options a filter shows before asking for typing: enough for the usual collection to show
/// all of them, few enough that a view with hundreds of speakers stays quick to render, to load
/// and to scan.
pub const OPTIONS_SHOWN: usize = 8;

/// One filter as a list of links, "All" first, each with the number of quotes it would show.
/// Links, not buttons: each choice is a view with its own URL and history entry. With more
/// options than `OPTIONS_SHOWN`, both show the most frequent and the app a box to find the rest
/// by name. A static page says how many it leaves out, as it does for cards: listing them all
/// made the home page of 10,000 quotes 239 KB of HTML instead of 45, and its first paint
/// later; crawlers reach every page through the sitemap.
#[component]
pub fn FilterGroup(
    facet: Facet,
    title: &'static str,
    explorer: Memo<Explorer>,
) -> impl IntoView {
    let param = facet.param();
    let total = option_count(corpus(), facet);
    let many = total > OPTIONS_SHOWN;
    let find = RwSignal::new(String::new());
    let option = move |filters: &Filters, id: Option<&str>, label: String, count: usize| {
        let selected = filters.get(facet) == id;
        let href = option_href(facet, filters, id);
        let dom_id = format!("filter-{param}-{}", id.unwrap_or("all"));
        view! {
            <li>
                <a
                    id=dom_id
                    href=href
                    data-noscroll=""
                    // Plain strings rather than a class toggle and an optional attribute: the
                    // wasm then needs no code for those two kinds of attribute.
                    class=if count == 0 { "empty" } else { "" }
                    aria-current=if selected { "true" } else { "false" }
                >
                    <span class="label">{label}</span>
                    <span class="count" aria-label=quote_count(count)>{grouped(count)}</span>
                </a>
            </li>
        }
    };
    let noun = title.to_ascii_lowercase();
    let find_noun = noun.clone();
    let find_box = many.then(|| {
        app_only(move || {
            let placeholder = format!("Find a{} {find_noun} ({})", if find_noun.starts_with('a') { "n" } else { "" }, grouped(total));
            view! {
                <input
                    type="search"
                    class="filter-find"
                    data-only="app"
                    aria-label=placeholder.clone()
                    placeholder=placeholder
                    autocomplete="off"
                    spellcheck="false"
                    on:input=on_input(move |text| find.set(text))
                />
            }
        })
    });
    view! {
        <nav class=format!("filter filter-{param}") aria-label=format!("Filter by {}", title.to_ascii_lowercase())>
            <h2>{title}</h2>
            {find_box}
            <ul>
                {move || {
                    explorer.with(|Explorer { state: s, results: r }| {
                        r.facets.iter().find(|c| c.facet == facet).map(|c| {
                            let data = corpus();
                            let selected = s.filters.get(facet).and_then(|id| option_index(data, facet, id));
                            let (shown, more, unknown) = find.with(|typed| {
                                let find = fold_with(typed.trim(), browser::lowercase);
                                let named = |i| find.is_empty() || fold_with(&option_label(facet, i), browser::lowercase).contains(&find);
                                let (shown, more) = top_options(&c.counts, selected, named, OPTIONS_SHOWN);
                                // A chosen option stays listed whatever is typed: it is no match.
                                let unknown = (!find.is_empty() && !shown.iter().any(|&i| named(i))).then(|| typed.trim().to_string());
                                (shown, more, unknown)
                            });
                            // "All" first, then the options: one list of one kind of item.
                            let options = std::iter::once(option(&s.filters, None, "All".to_string(), c.all))
                                .chain(shown.into_iter().map(|i| option(&s.filters, option_id(data, facet, i), option_label(facet, i), c.counts.get(i).copied().unwrap_or(0))))
                                .collect_view();
                            let more = (more > 0 || unknown.is_some()).then(|| {
                                let note = match unknown {
                                    Some(typed) => format!("No {noun} is named “{typed}”"),
                                    None => format!("{} more: type to find them", grouped(more)),
                                };
                                by_mode(
                                    move || view! { <li class="more" data-only="app">{note}</li> },
                                    move || view! { <li class="more" data-only="static">{format!("{more} more, found by typing with JavaScript on")}</li> },
                                )
                            });
                            (options, more)
                        })
                    })
                }}
            </ul>
        </nav>
    }
}
