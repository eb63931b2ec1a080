use super::NotFound;
use crate::app::set_title;
use crate::components::QuoteCard;
use crate::corpus::corpus;
use crate::links;
use leptos::either::Either;
use leptos::prelude::*;
use quotes_core::explore::PAGE_SIZE;
use quotes_core::model::Speaker;
use quotes_core::url_state::Filters;

#[component]
pub fn SpeakerPage(id: String) -> impl IntoView {
    move || match corpus().speaker(&id) {
        Some(speaker) => Either::Left(speaker_view(speaker)),
        None => {
            Either::Right(view! { <NotFound message=format!("No speaker has the id “{id}”.") /> })
        }
    }
}

fn speaker_view(speaker: &'static Speaker) -> impl IntoView {
    set_title(&speaker.name);
    let quotes: Vec<_> = corpus().quotes_by_speaker(&speaker.id).collect();
    let count = match quotes.len() {
        1 => "1 quote".to_string(),
        n => format!("{n} quotes"),
    };
    let search_link = links::home(&Filters {
        speaker: Some(speaker.id.to_string()),
        ..Default::default()
    });
    // A profile, not a browser: past one page of cards, the explorer (which pages) takes over.
    let all_in_explorer = (quotes.len() > PAGE_SIZE).then(|| {
        view! { <p class="more-link"><a href=search_link.clone()>{format!("All {count} in the explorer")}</a></p> }
    });
    view! {
        <section class="speaker-page">
            <h1>{speaker.name.as_ref()}</h1>
            <p class="role">{speaker.role.as_deref()}</p>
            <p class="result-count">{count} " · " <a href=search_link>"Search and filter these quotes"</a></p>
            <div class="cards">
                {quotes.into_iter().take(PAGE_SIZE).map(|q| view! { <QuoteCard quote=q /> }).collect_view()}
            </div>
            {all_in_explorer}
        </section>
    }
}
