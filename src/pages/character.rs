use super::profile::profile_quotes;
use crate::app::use_title;
use crate::corpus::corpus;
use crate::links;
use leptos::either::Either;
use leptos::prelude::*;
use quotes_core::model::{quote_count, Character};
use quotes_core::url_state::{Facet, Filters};

/// A character of the show: who plays them, and every quote that mentions them. The page a
/// character filter links to where there is no script to filter (a static host ignores queries).
#[component]
pub fn CharacterPage(character: &'static Character) -> impl IntoView {
    use_title(character.name.to_string());
    let quotes: Vec<_> = corpus().quotes_mentioning(&character.id).collect();
    let played_by = character.actor.as_deref().map(|actor| {
        let name = match corpus().actor_of(character) {
            Some(speaker) => Either::Left(view! { <a href=links::speaker(&speaker.id)>{actor}</a> }),
            None => Either::Right(actor),
        };
        view! { <p class="role">"Played by " {name}</p> }
    });
    let count_line = format!(
        "{} mentioning {}",
        quote_count(quotes.len()),
        character.name
    );
    let explorer = links::home(&Filters::default().with(Facet::Character, Some(&character.id)));
    view! {
        <section class="speaker-page character-page">
            <h1>{character.name.as_ref()}</h1>
            {played_by}
            {profile_quotes(count_line, explorer, quotes)}
        </section>
    }
}
