use crate::corpus::corpus;
use crate::links;
use crate::{render_mode, RenderMode};
use leptos::prelude::*;
use quotes_core::explore::Results;
use quotes_core::model::quote_count;
use quotes_core::url_state::{Facet, Filters, UrlState};

fn option_label(facet: Facet, id: &str) -> String {
    let data = corpus();
    match facet {
        Facet::Speaker => data.speaker(id).map(|s| s.name.to_string()),
        Facet::Article => data.article(id).map(|a| a.title.to_string()),
        Facet::Character => data.character(id).map(|c| c.name.to_string()),
    }
    .unwrap_or_else(|| id.to_string())
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

/// One filter as a list of links, "All" first, each with the number of quotes it would show.
/// Links, not buttons: each choice is a view with its own URL and history entry.
#[component]
pub fn FilterGroup(
    facet: Facet,
    title: &'static str,
    state: Memo<UrlState>,
    results: Memo<Results>,
) -> impl IntoView {
    let param = facet.param();
    let option = move |id: Option<String>, label: String, count: usize| {
        let (selected, href) = state.with(|s| {
            (
                s.filters.get(facet) == id.as_deref(),
                option_href(facet, &s.filters, id.as_deref()),
            )
        });
        let dom_id = format!("filter-{param}-{}", id.as_deref().unwrap_or("all"));
        view! {
            <li>
                <a
                    id=dom_id
                    href=href
                    data-noscroll=""
                    class:empty=count == 0
                    aria-current=if selected { Some("true") } else { None }
                >
                    <span class="label">{label}</span>
                    <span class="count" aria-label=quote_count(count)>{count}</span>
                </a>
            </li>
        }
    };
    view! {
        <nav class=format!("filter filter-{param}") aria-label=format!("Filter by {}", title.to_ascii_lowercase())>
            <h2>{title}</h2>
            <ul>
                {move || {
                    results.with(|r| {
                        r.facets.iter().find(|c| c.facet == facet).map(|c| {
                            let all = option(None, "All".to_string(), c.all);
                            let rest = c
                                .options
                                .iter()
                                .map(|(id, n)| option(Some(id.clone()), option_label(facet, id), *n))
                                .collect_view();
                            (all, rest)
                        })
                    })
                }}
            </ul>
        </nav>
    }
}
