// The app's modules: the crate root of both the library (src/lib.rs, what quotes-site renders
// natively) and the browser binary (src/main.rs). Only items, no inner attributes: `include!`.

mod app;
pub mod browser;
pub mod components;
pub mod corpus;
pub mod links;
pub mod mode;
mod pages;
#[cfg(feature = "ssr")]
pub mod render;

pub use app::{document_title, App};
pub use mode::{
    app_only, by_mode, microdata, microdata_scope, microdata_view, render_mode, static_only,
    RenderMode,
};
