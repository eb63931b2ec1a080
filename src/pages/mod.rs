pub(crate) mod article;
mod character;
mod home;
mod not_found;
mod profile;
mod quote;
mod speaker;

pub use article::ArticlePage;
pub use character::CharacterPage;
pub use home::HomePage;
pub use not_found::NotFound;
pub use quote::QuotePage;
pub use speaker::SpeakerPage;
