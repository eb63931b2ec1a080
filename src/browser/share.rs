//! Copy and share. The Web Share API takes a dictionary, built here from a serde struct with
//! serde-wasm-bindgen, with the quote's picture added as a file where the browser takes files.
//! Both APIs answer with a promise; the callbacks report success or refusal (no permission,
//! insecure context, the reader cancelled), and every caller shows a fallback. Promises are
//! followed with callbacks, not `async`: the share sheet's chain as a future cost the wasm
//! 0.6 KB gzip more.

use super::ShareData;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

fn navigator() -> Option<web_sys::Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// Calls `then` with the promise's value once it resolves, with `None` if it rejects or never
/// started. `then` comes as a trait object: each caller's closure type would otherwise compile
/// its own pair of JS callbacks.
fn settle(promise: Option<js_sys::Promise>, then: Rc<dyn Fn(Option<JsValue>)>) {
    let Some(promise) = promise else {
        return then(None);
    };
    let on_error = then.clone();
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |value| then(Some(value)));
    let err = Closure::<dyn FnMut(JsValue)>::new(move |_| on_error(None));
    let _ = promise.then2(&ok, &err);
    // A settled promise calls one of them once; the pair is freed with the page (a few bytes a click).
    ok.forget();
    err.forget();
}

/// Writes text to the clipboard, then tells `done` whether the browser allowed it.
pub fn copy(text: &str, done: impl Fn(bool) + 'static) {
    let written = navigator().map(|n| n.clipboard().write_text(text));
    settle(written, Rc::new(move |value| done(value.is_some())));
}

/// Whether the browser's navigator has the method `name`.
fn navigator_has(name: &str) -> bool {
    navigator().is_some_and(|n| js_sys::Reflect::has(&n, &JsValue::from_str(name)).unwrap_or(false))
}

/// Whether this browser offers the system share sheet.
pub fn can_share() -> bool {
    navigator_has("share")
}

/// A fetched picture's body as a PNG file named after its URL's last path segment.
fn picture_file(blob: &JsValue, url: &str) -> Option<web_sys::File> {
    let options = web_sys::FilePropertyBag::new();
    options.set_type("image/png");
    let name = url.rsplit('/').next().unwrap_or("quote.png");
    web_sys::File::new_with_blob_sequence_and_options(&js_sys::Array::of1(blob), name, &options)
        .ok()
}

/// Calls the navigator's method `name` with `data`, if the browser has it.
fn call_navigator(name: &str, data: &JsValue) -> Option<JsValue> {
    let navigator = navigator()?;
    let method: js_sys::Function = js_sys::Reflect::get(&navigator, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()?;
    method.call1(&navigator, data).ok()
}

/// Opens the system share sheet, then tells `done` whether something was shared. The picture at
/// `url` (the quote's preview image, where the site has one) goes along as a file where the
/// browser can share files (`navigator.canShare`, on phones); elsewhere the link and text alone.
/// The sheet opens once the picture has arrived or failed: a tap's permission to open it lasts a
/// few seconds (Chromium: 5), and the picture is at most 100 KB.
pub fn share(data: &ShareData, url: String, done: impl Fn(bool) + 'static) {
    let Ok(data) = serde_wasm_bindgen::to_value(data) else {
        return done(false);
    };
    let done: Rc<dyn Fn(Option<JsValue>)> = Rc::new(move |value| done(value.is_some()));
    let open_sheet = move |data: &JsValue| {
        settle(call_navigator("share", data).and_then(|p| p.dyn_into().ok()), done.clone());
    };
    // Only a browser that can say whether it takes files downloads the picture.
    if !navigator_has("canShare") {
        return open_sheet(&data);
    }
    let fetched = web_sys::window().map(|w| w.fetch_with_str(&url));
    settle(fetched, Rc::new(move |response| {
        let response: Option<web_sys::Response> = response.and_then(|r| r.dyn_into().ok());
        let blob = response.filter(web_sys::Response::ok).and_then(|r| r.blob().ok());
        let (data, url, open_sheet) = (data.clone(), url.clone(), open_sheet.clone());
        settle(blob, Rc::new(move |blob| {
            if let Some(file) = blob.and_then(|blob| picture_file(&blob, &url)) {
                let files = JsValue::from_str("files");
                let _ = js_sys::Reflect::set(&data, &files, &js_sys::Array::of1(&file));
                let can = call_navigator("canShare", &data).is_some_and(|can| can.is_truthy());
                if !can {
                    let _ = js_sys::Reflect::delete_property(data.unchecked_ref::<js_sys::Object>(), &files);
                }
            }
            open_sheet(&data);
        }));
    }));
}
