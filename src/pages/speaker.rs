use super::profile::profile_quotes;
use crate::app::use_title;
use crate::corpus::corpus;
use crate::links;
use leptos::prelude::*;
use quotes_core::model::{quote_count, Speaker};
use quotes_core::url_state::{Facet, Filters};

/// Everything one person said. Like every page, a plain view: it reads no signal (the path
/// picks it, and a new path renders a new page), and a reactive closure would cost its own
/// render effect in the wasm.
#[component]
pub fn SpeakerPage(speaker: &'static Speaker) -> impl IntoView {
    use_title(speaker.name.to_string());
    let quotes: Vec<_> = corpus().quotes_by_speaker(&speaker.id).collect();
    let explorer = links::home(&Filters::default().with(Facet::Speaker, Some(&speaker.id)));
    view! {
        <section class="speaker-page">
            <h1>{speaker.name.as_ref()}</h1>
            <p class="role">{speaker.role.as_deref()}</p>
            {profile_quotes(quote_count(quotes.len()), explorer, quotes)}
        </section>
    }
}
