//! The build side of the data, kept apart from the pure core: reading the articles folder with
//! its overrides and ledger (`sources`), and writing the packed corpus the app embeds
//! (`embed`). The app's build script depends on this crate, so it holds nothing else: the
//! static site lives in `quotes-site`, and changing it does not rebuild the wasm.

pub mod embed;
pub mod sources;

pub use sources::{Sources, ARTICLES_DIR_ENV};
