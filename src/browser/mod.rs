//! Every call into the browser, behind one small interface, as leptos-use does: components call
//! these from effects and event handlers, never while rendering, and natively (the static
//! site's build) each is a no-op or a plain-Rust equivalent. So every component renders anywhere.

#[cfg(target_arch = "wasm32")]
mod focus;
#[cfg(target_arch = "wasm32")]
mod share;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

/// What the system share sheet is given.
#[cfg_attr(target_arch = "wasm32", derive(serde::Serialize))]
pub struct ShareData {
    pub title: String,
    pub text: String,
    pub url: String,
}
