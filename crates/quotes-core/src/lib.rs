//! Quote Explorer's core: article files in, attributed quotations out, and everything the app
//! computes that does not need a browser (ids, search, URL state, filter counts).
//! Nothing here depends on the web; it is tested natively with `cargo test`.

pub mod article;
pub mod corpus;
pub mod error;
pub mod eval;
pub mod explore;
pub mod export;
pub mod extract;
pub mod ids;
pub mod interview;
pub mod ledger;
pub mod model;
pub mod overrides;
pub mod packed;
pub mod people;
pub mod search;
pub mod text;
pub mod url_state;

pub use error::SourceError;
pub use model::Corpus;
