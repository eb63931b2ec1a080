//! Copy and share. The Web Share API takes a dictionary, built here from a serde struct with
//! serde-wasm-bindgen, with the quote's picture added as a file where the browser takes files.
//! Both APIs answer with a promise; the callbacks report success or refusal (no permission,
//! insecure context, the reader cancelled), and every caller shows a fallback.

use super::ShareData;
use wasm_bindgen::closure::Closure;
use js_sys::futures::JsFuture;
use wasm_bindgen::{JsCast, JsValue};

fn navigator() -> Option<web_sys::Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// Calls `done(true)` once the promise resolves, `done(false)` if it rejects or never started.
/// `done` comes as a trait object: each caller's closure type would otherwise compile its own
/// pair of JS callbacks.
fn settle(promise: Option<js_sys::Promise>, done: std::rc::Rc<dyn Fn(bool)>) {
    let Some(promise) = promise else {
        return done(false);
    };
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
    settle(navigator().map(|n| n.clipboard().write_text(text)), std::rc::Rc::new(done));
}

/// Whether the browser's navigator has the method `name`.
fn navigator_has(name: &str) -> bool {
    navigator().is_some_and(|n| js_sys::Reflect::has(&n, &JsValue::from_str(name)).unwrap_or(false))
}

/// Whether this browser offers the system share sheet.
pub fn can_share() -> bool {
    navigator_has("share")
}

/// The picture at `url` as a PNG file named after its last path segment, or `None` if it could
/// not be fetched.
async fn picture_file(url: &str) -> Option<web_sys::File> {
    let response = web_sys::window()?.fetch_with_str(url);
    let response: web_sys::Response = JsFuture::from(response).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let blob = JsFuture::from(response.blob().ok()?).await.ok()?;
    let options = web_sys::FilePropertyBag::new();
    options.set_type("image/png");
    let name = url.rsplit('/').next().unwrap_or("quote.png");
    web_sys::File::new_with_blob_sequence_and_options(&js_sys::Array::of1(&blob), name, &options)
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

/// Opens the system share sheet, then tells `done` whether something was shared. With `picture`
/// (the quote's preview image), the picture goes along as a file where the browser can share
/// files (`navigator.canShare`, on phones); elsewhere the link and text alone. The sheet opens
/// once the picture has arrived: a tap's permission to open it lasts a few seconds (Chromium: 5),
/// and the picture is at most 100 KB.
pub fn share(data: &ShareData, picture: Option<String>, done: impl Fn(bool) + 'static) {
    let Ok(data) = serde_wasm_bindgen::to_value(data) else {
        return done(false);
    };
    leptos::task::spawn_local(async move {
        // Only a browser that can say whether it takes files downloads the picture.
        let file = match picture.filter(|_| navigator_has("canShare")) {
            Some(url) => picture_file(&url).await,
            None => None,
        };
        if let Some(file) = file {
            let files = JsValue::from_str("files");
            let _ = js_sys::Reflect::set(&data, &files, &js_sys::Array::of1(&file));
            let can = call_navigator("canShare", &data).is_some_and(|can| can.is_truthy());
            if !can {
                let _ = js_sys::Reflect::delete_property(data.unchecked_ref::<js_sys::Object>(), &files);
            }
        }
        let promise = call_navigator("share", &data).and_then(|p| p.dyn_into().ok());
        settle(promise, std::rc::Rc::new(done));
    });
}
