//! Focus follows history: each view remembers which element had focus when it was left, so
//! Back and Forward return the reader to the very control they were on, not to the page top.
//! And the address bar follows a search once the reader pauses (`replace_address_soon`).

use gloo_events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

thread_local! {
    /// (URL path and query, id of the element last focused on that view). A short list: one
    /// entry per view visited in this tab.
    static LAST_FOCUS: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    /// The address waiting to be written, the address the bar showed when it began to wait, and
    /// the number of the latest keystroke that asked (`replace_address_soon`).
    static WAITING_ADDRESS: RefCell<(Option<(String, String)>, u32)> = const { RefCell::new((None, 0)) };
}

/// How long the reader pauses before a search's address is written.
const TYPING_PAUSE_MS: u32 = 300;

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
    let Some(document) = super::web::document() else {
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
        let element = super::web::document()
            .and_then(|d| d.get_element_by_id(&id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(element) = element {
            let _ = element.focus();
        }
    });
}

/// Puts `url` in the address bar, replacing the current entry, once the reader has paused typing
/// for `TYPING_PAUSE_MS`. The view follows the router's URL at once; only the bar waits. Written
/// at each keystroke, the new address cost ~5 ms of a keystroke's ~7 ms of script on two cores
/// and put its frame 4 ms later (shipped collection, median of 10 alternating loads), though
/// `replaceState` itself takes ~0.5 ms: the browser's own work on a new address is the rest.
pub fn replace_address_soon(url: String) {
    let keystroke = WAITING_ADDRESS.with(|w| {
        let (waiting, keystroke) = &mut *w.borrow_mut();
        let shown = match waiting.take() {
            Some((_, shown)) => shown,
            None => current_view().unwrap_or_default(),
        };
        *waiting = Some((url, shown));
        *keystroke = keystroke.wrapping_add(1);
        *keystroke
    });
    super::web::later(TYPING_PAUSE_MS, move || {
        if WAITING_ADDRESS.with(|w| w.borrow().1) == keystroke {
            write_waiting_address();
        }
    });
}

/// Writes the address waiting to be written, now. Before a click (which may leave the view), so
/// that history keeps the search; dropped if the bar has moved on meanwhile (Back), where it
/// would overwrite another entry.
pub fn write_waiting_address() {
    let Some((url, shown)) = WAITING_ADDRESS.with(|w| w.borrow_mut().0.take()) else {
        return;
    };
    if current_view().as_deref() != Some(shown.as_str()) {
        return;
    }
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// A click may leave the view (a link, a filter): the waiting address is written first.
pub fn write_address_before_clicks() {
    let Some(document) = super::web::document() else {
        return;
    };
    let capture = gloo_events::EventListenerOptions::run_in_capture_phase();
    EventListener::new_with_options(&document, "click", capture, |_| write_waiting_address())
        .forget();
}
