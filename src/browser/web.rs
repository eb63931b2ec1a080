//! The browser interface in the browser.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;

pub use super::focus::{
    remember_focus, replace_address_soon, restore_focus, write_address_before_clicks,
};
pub use super::share::{can_share, copy, share};

pub(super) fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

/// This wasm's custom section `name` as the browser holds it: an `ArrayBuffer`, or `undefined`
/// if there is none.
fn custom_section(name: &str) -> wasm_bindgen::JsValue {
    let module: js_sys::WebAssembly::Module = wasm_bindgen::module().unchecked_into();
    js_sys::WebAssembly::Module::custom_sections(&module, name).get(0)
}

/// The bytes of this wasm's custom section `name` (none if it has no such section).
pub fn custom_section_bytes(name: &str) -> Vec<u8> {
    js_sys::Uint8Array::new(&custom_section(name)).to_vec()
}

/// Sets the document's title, unless it reads so already: a search keystroke keeps the view's
/// title, and each write is a message to the browser's tab strip and history.
pub fn set_title(title: &str) {
    if let Some(document) = document().filter(|d| d.title() != title) {
        document.set_title(title);
    }
}

/// The document's base URL, resolved by the browser ("https://host/quotes/"), less the origin:
/// trunk writes the deployment's sub-path into `<base href>`.
pub fn base_path() -> String {
    let base_and_origin = web_sys::window().and_then(|w| {
        let base = w.document()?.base_uri().ok()??;
        Some((base, w.location().origin().ok()?))
    });
    base_and_origin
        .as_ref()
        .and_then(|(base, origin)| base.strip_prefix(origin.as_str()))
        .unwrap_or("")
        .to_string()
}

pub fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// Lower-cases letters beyond ASCII and the core's fold table (Greek, Cyrillic, …) with the
/// browser's own Unicode tables, so the wasm carries none (see `quotes_core::search::Lowercase`).
/// Called once per such character when folding; English text has almost none.
pub fn lowercase(c: char, out: &mut String) {
    let mut utf8 = [0; 4];
    let lower = js_sys::JsString::from(&*c.encode_utf8(&mut utf8)).to_lower_case();
    out.push_str(&String::from(lower));
}

/// Once the current view is in the document, scrolls the element to the middle of the screen and
/// gives it focus.
pub fn reveal(element_id: String) {
    later(0, move || {
        let element = document()
            .and_then(|d| d.get_element_by_id(&element_id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(element) = element {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Center);
            element.scroll_into_view_with_scroll_into_view_options(&options);
            let _ = element.focus();
        }
    });
}

/// Calls `then` once the next two frames have been painted: two animation frames, then a task.
/// The static page's content has by then been painted and counted (its largest paint
/// recorded), so a copy drawn over it in the same place is not a new largest paint.
pub fn after_paint(then: impl FnOnce() + 'static) {
    fn next_frame(then: Box<dyn FnOnce()>) {
        let callback = wasm_bindgen::closure::Closure::once_into_js(then);
        let window = web_sys::window();
        let queued = window.is_some_and(|w| w.request_animation_frame(callback.unchecked_ref()).is_ok());
        if !queued {
            // No frames to wait for (no window): run now rather than never.
            let _ = callback.unchecked_ref::<js_sys::Function>().call0(&wasm_bindgen::JsValue::NULL);
        }
    }
    next_frame(Box::new(move || next_frame(Box::new(move || later(0, then)))));
}

/// Calls `then` after `ms` milliseconds. Boxed, as every callback handed to the browser here:
/// the JS closure glue is then compiled once, not once per caller (0.3 KB gzip in all).
pub fn later(ms: u32, then: impl FnOnce() + 'static) {
    let then: Box<dyn FnOnce()> = Box::new(then);
    gloo_timers::callback::Timeout::new(ms, then).forget();
}

/// The text field `input_id` of the current page, if there is one.
fn text_field(input_id: &str) -> Option<web_sys::HtmlInputElement> {
    document()?.get_element_by_id(input_id)?.dyn_into().ok()
}

/// Shows `value` in the text field `input_id`, unless it shows it already: the reader's own
/// typing is left as it is (writing an equal value would move the caret).
pub fn show_in_field(input_id: &str, value: &str) {
    if let Some(field) = text_field(input_id).filter(|f| f.value() != value) {
        field.set_value(value);
    }
}

/// What a reader typed into the static page's text field `input_id` before the app arrived, and
/// whether the field has focus: the app replaces that field with its own (`type_into_field`).
pub fn typed_before_the_app(input_id: &str) -> Option<(String, bool)> {
    let field = text_field(input_id)?;
    let focused = document()?
        .active_element()
        .is_some_and(|e| e.id() == input_id);
    Some((field.value(), focused)).filter(|(text, _)| !text.is_empty() || focused)
}

/// Types `text` into the app's field `input_id` as the reader would: the field's own input
/// handler then puts it in the URL, with whatever filters the URL holds, as for any keystroke.
/// With `focus` the field takes the focus, its caret after the text.
pub fn type_into_field(input_id: &str, text: &str, focus: bool) {
    let Some(field) = text_field(input_id) else {
        return;
    };
    if !text.is_empty() {
        field.set_value(text);
        if let Ok(input) = web_sys::Event::new("input") {
            let _ = field.dispatch_event(&input);
        }
    }
    if focus {
        let _ = field.focus();
    }
}

/// `/` anywhere on the page (outside a text field) focuses the field `input_id`, where there is one.
pub fn install_search_shortcut(input_id: &'static str) {
    let Some(document) = document() else {
        return;
    };
    // Not passive: the shortcut must stop the "/" from being typed into the field it focuses.
    EventListener::new_with_options(
        &document,
        "keydown",
        EventListenerOptions::enable_prevent_default(),
        move |event| {
            let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            let typing = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
            if event.key() != "/"
                || typing
                || event.ctrl_key()
                || event.meta_key()
                || event.alt_key()
            {
                return;
            }
            let input = self::document()
                .and_then(|d| d.get_element_by_id(input_id))
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(input) = input {
                event.prevent_default();
                let _ = input.focus();
            }
        },
    )
    .forget();
}
