//! Copy and share. The Web Share API takes a dictionary, built here from a serde struct with
//! serde-wasm-bindgen. Both APIs answer with a promise; the callbacks report success or refusal
//! (no permission, insecure context, the reader cancelled), and every caller shows a fallback.

use super::ShareData;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

fn navigator() -> Option<web_sys::Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// Calls `done(true)` once the promise resolves, `done(false)` if it rejects or never started.
fn settle(promise: Option<js_sys::Promise>, done: impl Fn(bool) + 'static) {
    let Some(promise) = promise else {
        return done(false);
    };
    let done = std::rc::Rc::new(done);
    let on_error = done.clone();
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |_| done(true));
    let err = Closure::<dyn FnMut(JsValue)>::new(move |_| on_error(false));
    let _ = promise.then2(&ok, &err);
    // A settled promise calls one of them once; the pair is freed with the page (a few bytes a click).
    ok.forget();
    err.forget();
}

/// Writes text to the clipboard, then tells `done` whether the browser allowed it.
pub fn copy(text: &str, done: impl Fn(bool) + 'static) {
    settle(navigator().map(|n| n.clipboard().write_text(text)), done);
}

/// Whether this browser offers the system share sheet.
pub fn can_share() -> bool {
    navigator()
        .is_some_and(|n| js_sys::Reflect::has(&n, &JsValue::from_str("share")).unwrap_or(false))
}

/// Opens the system share sheet, then tells `done` whether something was shared.
pub fn share(data: &ShareData, done: impl Fn(bool) + 'static) {
    let promise = (|| {
        let navigator = navigator()?;
        let data = serde_wasm_bindgen::to_value(data).ok()?;
        let share: js_sys::Function = js_sys::Reflect::get(&navigator, &JsValue::from_str("share"))
            .ok()?
            .dyn_into()
            .ok()?;
        share
            .call1(&navigator, &data)
            .ok()?
            .dyn_into::<js_sys::Promise>()
            .ok()
    })();
    settle(promise, done);
}
