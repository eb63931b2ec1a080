//! The browser interface when there is no browser: rendering the static pages at build time.

use super::ShareData;

pub fn set_title(_title: &str) {}

/// The deployment's path prefix: natively, the renderer sets it (`links::set_base`).
pub fn base_path() -> String {
    String::new()
}

pub fn origin() -> String {
    String::new()
}

/// Lower-cases with Rust's own Unicode tables, which cost nothing here.
pub fn lowercase(c: char, out: &mut String) {
    out.extend(c.to_lowercase());
}

pub fn copy(_text: &str, done: impl Fn(bool) + 'static) {
    done(false);
}

pub fn can_share() -> bool {
    false
}

pub fn share(_data: &ShareData, _url: String, done: impl Fn(bool) + 'static) {
    done(false);
}

pub fn later(_ms: u32, _then: impl FnOnce() + 'static) {}

pub fn after_paint(_then: impl FnOnce() + 'static) {}

pub fn reveal(_element_id: String) {}

pub fn remember_focus() {}

pub fn restore_focus() {}

pub fn replace_address_soon(_url: String) {}

pub fn write_address_before_clicks() {}

pub fn show_in_field(_input_id: &str, _value: &str) {}

pub fn install_search_shortcut(_input_id: &'static str) {}

pub fn typed_before_the_app(_input_id: &str) -> Option<(String, bool)> {
    None
}

pub fn type_into_field(_input_id: &str, _text: &str, _focus: bool) {}
