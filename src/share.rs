//! Copy and share. The Web Share API takes a dictionary, built here from a serde struct with
//! serde-wasm-bindgen; the clipboard may be refused, and every caller shows a fallback then.

use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

#[derive(Serialize)]
pub struct ShareData {
    pub title: String,
    pub text: String,
    pub url: String,
}

fn navigator() -> Option<web_sys::Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// Writes text to the clipboard; `Err` when the browser refuses (no permission, insecure context).
pub async fn copy(text: &str) -> Result<(), ()> {
    let clipboard = navigator().map(|n| n.clipboard()).ok_or(())?;
    let promise = clipboard.write_text(text);
    JsFuture::from(promise).await.map(|_| ()).map_err(|_| ())
}

/// Whether this browser offers the system share sheet.
pub fn can_share() -> bool {
    navigator()
        .is_some_and(|n| js_sys::Reflect::has(&n, &JsValue::from_str("share")).unwrap_or(false))
}

/// Opens the system share sheet. `Err` when it is missing or the reader cancels it.
pub async fn share(data: &ShareData) -> Result<(), ()> {
    let navigator = navigator().ok_or(())?;
    let data = serde_wasm_bindgen::to_value(data).map_err(|_| ())?;
    let share = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")).map_err(|_| ())?;
    let share: js_sys::Function = share.dyn_into().map_err(|_| ())?;
    let promise: js_sys::Promise = share
        .call1(&navigator, &data)
        .map_err(|_| ())?
        .dyn_into()
        .map_err(|_| ())?;
    JsFuture::from(promise).await.map(|_| ()).map_err(|_| ())
}
