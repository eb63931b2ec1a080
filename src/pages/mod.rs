pub(crate) mod article;
mod home;
mod not_found;
mod quote;
mod speaker;

pub use article::ArticlePage;
pub use home::HomePage;
pub use not_found::NotFound;
pub use quote::QuotePage;
pub use speaker::SpeakerPage;
