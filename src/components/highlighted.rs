use leptos::either::Either;
use leptos::prelude::*;
use quotes_core::search::split_highlights;
use std::ops::Range;

/// Text with some ranges wrapped in `<mark>`, built as DOM text nodes: article text is never parsed as HTML.
#[component]
pub fn Highlighted(text: &'static str, ranges: Vec<Range<usize>>) -> impl IntoView {
    split_highlights(text, &ranges)
        .into_iter()
        .map(|(piece, marked)| {
            if marked {
                Either::Left(view! { <mark>{piece}</mark> })
            } else {
                Either::Right(piece)
            }
        })
        .collect_view()
}
