use super::NotFound;
use crate::app::set_title;
use crate::components::QuoteCard;
use crate::corpus::corpus;
use crate::links;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use quotes_core::url_state::Filters;

#[component]
pub fn SpeakerPage() -> impl IntoView {
    let params = use_params_map();
    move || {
        let id = params.with(|p| p.get("id").unwrap_or_default());
        let Some(speaker) = corpus().speaker(&id) else {
            return view! { <NotFound message=format!("No speaker has the id “{id}”.") /> }
                .into_any();
        };
        set_title(&speaker.name);
        let quotes: Vec<_> = corpus().quotes_by_speaker(&speaker.id).collect();
        let filter_link = links::home(&Filters {
            speaker: Some(speaker.id.to_string()),
            ..Default::default()
        });
        view! {
            <section class="speaker-page">
                <h1>{speaker.name.as_ref()}</h1>
                {speaker.role.as_deref().map(|r| view! { <p class="role">{r}</p> })}
                <p class="result-count">
                    {match quotes.len() {
                        1 => "1 quote".to_string(),
                        n => format!("{n} quotes"),
                    }} " · " <a href=filter_link>"Search within these quotes"</a>
                </p>
                <div class="cards">
                    {quotes.into_iter().map(|q| view! { <QuoteCard quote=q highlights=Signal::stored(Vec::new()) /> }).collect_view()}
                </div>
            </section>
        }
        .into_any()
    }
}
