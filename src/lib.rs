//! Quote Explorer's view: a thin Leptos layer over `quotes_core`, rendered two ways from the same
//! components. In the browser (`csr`, src/main.rs) it is the app; at build time (`ssr`,
//! crates/quotes-site) it writes the static pages. Data flows one way: article files → build →
//! embedded corpus → URL state → view.
//!
//! Rendering is pure: everything that touches the browser (title, clipboard, share sheet, focus,
//! scrolling) goes through `browser`, called from effects and event handlers only, so every
//! component also renders natively.

// The modules are listed in modules.rs, which src/main.rs includes too (see there). The wasm
// build compiles them there only: as a library for wasm32 they were a second copy of the app,
// with its corpus, compiled on every article change and linked into nothing.
#[cfg(not(target_arch = "wasm32"))]
include!("modules.rs");
