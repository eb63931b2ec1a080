mod filters;
mod highlighted;
mod quote_card;
mod search_box;
mod share_actions;

pub use filters::{Explorer, FilterGroup};
pub use highlighted::Highlighted;
pub use quote_card::{Attribution, QuoteCard, QUOTATION};
pub use search_box::{SearchBox, SEARCH_INPUT_ID};
pub use share_actions::ShareActions;
