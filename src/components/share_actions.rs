use crate::app::on_click;
use crate::by_mode;
use crate::browser::{self, ShareData};
use crate::corpus::corpus;
use crate::links;
use leptos::either::Either;
use leptos::prelude::*;
use leptos::tachys::html::attribute::custom::custom_attribute;
use quotes_core::model::Quote;

/// A link that downloads the quote's preview picture. `download` is written as a custom attribute:
/// the `data-` attributes already bring that type into the wasm, a typed `download` key would
/// add ~150 bytes. A site built without pictures (`QUOTES_PREVIEWS=off`): the static pages leave
/// it out, and CSS hides the app's (`links::previews`).
fn save_image_link(quote: &'static Quote) -> impl IntoView {
    leptos::html::a()
        .href(links::quote_image(&quote.id))
        .add_any_attr(custom_attribute("download", ""))
        .child("Save image")
}

#[derive(Clone, PartialEq)]
enum Feedback {
    None,
    Done(&'static str),
    /// The clipboard was refused: show the text, for copying by hand.
    CopyByHand(String),
}

/// Copy link, Copy quote, and Share where the browser has a share sheet. Each needs a script, so
/// a static page keeps them hidden (CSS: `main:not([data-app])`) but keeps their room: the app's
/// copy of the page then lands exactly where the static one was. One row lower, the app's copy of
/// a quote page's context paragraph measured a few pixels larger, and Chromium counted it as a
/// new largest paint (Lighthouse 97, LCP 2.5× FCP, on such quote pages).
#[component]
pub fn ShareActions(quote: &'static Quote) -> impl IntoView {
    let feedback = RwSignal::new(Feedback::None);
    let clear_later = move || browser::later(2500, move || feedback.set(Feedback::None));
    let copy = move |text: String, done: &'static str| {
        browser::copy(&text.clone(), move |copied| {
            if copied {
                feedback.set(Feedback::Done(done));
                clear_later();
            } else {
                feedback.set(Feedback::CopyByHand(text.clone()));
            }
        });
    };
    let share_it = move || {
        let data = ShareData {
            title: format!("Quote by {}", corpus().speaker_name(quote)),
            text: corpus().citation(quote, usize::MAX),
            url: links::quote_absolute(&quote.id),
        };
        // On a site without pictures the picture's download fails, and the sheet opens without.
        browser::share(&data, links::quote_image(&quote.id), move |shared| {
            if shared {
                feedback.set(Feedback::Done("Shared"));
                clear_later();
            }
        });
    };
    view! {
        <span class="share-actions">
        // The quote's preview picture, to keep or to post.
        {by_mode(
            move || save_image_link(quote),
            move || links::previews().then(|| save_image_link(quote)),
        )}
        <button type="button" on:click=on_click(move || copy(links::quote_absolute(&quote.id), "Link copied"))>
            "Copy link"
        </button>
        <button type="button" on:click=on_click(move || copy(corpus().citation(quote, usize::MAX), "Quote copied"))>
            "Copy quote"
        </button>
        {browser::can_share()
            .then(|| view! { <button type="button" on:click=on_click(share_it)>"Share…"</button> })}
        <span class="feedback" role="status">
            {move || match feedback.get() {
                Feedback::None => None,
                Feedback::Done(message) => Some(Either::Left(message)),
                // The text itself, selected whole by one click or tap (CSS `user-select: all`):
                // as a read-only field that selects itself on focus, it cost the wasm 1 KB more.
                Feedback::CopyByHand(text) => Some(Either::Right((
                    "Copying was blocked. Select and copy: ",
                    view! { <span class="copy-by-hand">{text}</span> },
                ))),
            }}
        </span>
        </span>
    }
}
