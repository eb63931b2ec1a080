//! Build-time extraction: the article files become `'static` data compiled into the app.
//! A malformed article stops the build here, with its file and line.

use quotes_build::{Sources, ARTICLES_DIR_ENV};
use std::path::PathBuf;

fn main() {
    // `cfg(previews)`: the site has a preview image per page (QUOTES_PREVIEWS=off: not).
    println!("cargo::rustc-check-cfg=cfg(previews)");
    println!("cargo::rerun-if-env-changed=QUOTES_PREVIEWS");
    if std::env::var("QUOTES_PREVIEWS").as_deref() != Ok("off") {
        println!("cargo::rustc-cfg=previews");
    }
    // Only the wasm embeds the corpus; natively the static site's build loads it at run time.
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() != Ok("wasm32") {
        println!("cargo::rerun-if-changed=build.rs");
        return;
    }
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let sources = Sources::from_env(&root);
    println!("cargo::rerun-if-env-changed={ARTICLES_DIR_ENV}");
    // The data folder holds the articles, the overrides and the ledger: any change rebuilds.
    let data_dir = sources
        .articles_dir
        .parent()
        .map_or(sources.articles_dir.clone(), PathBuf::from);
    println!("cargo::rerun-if-changed={}", data_dir.display());
    match sources.load_reviewed() {
        Ok(quotes_core::corpus::Built { corpus, review }) => {
            // Never a refused build for one hard quote: a warning with file:line and the
            // overrides.txt line that would settle it (`quotes check --strict` makes them errors).
            for note in review {
                for (i, line) in note.to_string().lines().enumerate() {
                    let prefix = if i == 0 { "needs review: " } else { "" };
                    println!("cargo::warning={prefix}{line}");
                }
            }
            let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
            if let Err(e) = quotes_build::embed::write_embedded(&corpus, &out) {
                println!(
                    "cargo::error=cannot write the corpus into {}: {e}",
                    out.display()
                );
            }
        }
        Err(errors) => {
            for e in errors {
                println!("cargo::error={e}");
            }
        }
    }
}
