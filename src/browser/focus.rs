//! Focus follows history: each view remembers which element had focus when it was left, so
//! Back and Forward return the reader to the very control they were on, not to the page top.

use gloo_events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

thread_local! {
    /// (URL path and query, id of the element last focused on that view). A short list: one
    /// entry per view visited in this tab.
    static LAST_FOCUS: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

fn current_view() -> Option<String> {
    let location = web_sys::window()?.location();
    Some(format!(
        "{}{}",
        location.pathname().ok()?,
        location.search().ok()?
    ))
}

/// Starts remembering focus. Elements without an id are not remembered.
pub fn remember_focus() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    EventListener::new(&document, "focusin", |event| {
        let id = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .map(|e| e.id())
            .filter(|id| !id.is_empty());
        if let (Some(id), Some(view)) = (id, current_view()) {
            LAST_FOCUS.with(|f| {
                let mut views = f.borrow_mut();
                match views.iter_mut().find(|(v, _)| *v == view) {
                    Some(entry) => entry.1 = id,
                    None => views.push((view, id)),
                }
            });
        }
    })
    .forget();
}

/// After the view for the current URL has rendered, puts focus back where it was on this view.
pub fn restore_focus() {
    super::web::later(0, || {
        let Some(view) = current_view() else { return };
        let Some(id) = LAST_FOCUS.with(|f| {
            f.borrow()
                .iter()
                .find(|(v, _)| *v == view)
                .map(|(_, id)| id.clone())
        }) else {
            return;
        };
        let element = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(element) = element {
            let _ = element.focus();
        }
    });
}
