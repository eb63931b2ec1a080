//! `quotes-site`: trunk's post-build step, and a window onto the static renderer.
//!
//! quotes-site [DIST] [--origin URL]   write the static site into DIST (default $TRUNK_STAGING_DIR)
//! quotes-site render URL              print what a static page shows under <body> at URL

use quote_explorer::RenderMode;
use quotes_build::Sources;
use quotes_core::corpus::Built;
use quotes_core::{Corpus, SourceError};
use quotes_site::preview::Previews;
use quotes_site::Deployment;
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage:
  quotes-site [DIST] [--origin URL]
                 append the corpus to the app's wasm in DIST (default $TRUNK_STAGING_DIR) and
                 write the static pages, sitemap and /quotes.json there; URL is the site's
                 origin for canonical and preview links (default $QUOTES_SITE_ORIGIN or the dev
                 server)
  quotes-site render [--app] URL
                 print the markup under <body> of the page at URL (a path under the base, with
                 its query: \"/?speaker=ID\"), as the static pages render it, or with --app as
                 the app first renders it

The deployment's base path is $TRUNK_PUBLIC_URL (set by trunk), else \"/\". The articles folder
is data/articles, or the folder in $QUOTES_ARTICLES_DIR. Each quote, speaker and article page
gets a preview image, cached by content in $QUOTES_PREVIEW_CACHE (default target/previews);
QUOTES_PREVIEWS=off uses the site-wide image instead, and no card links to a picture (the
pages are marked html[data-previews=\"off\"] for the app).";

/// Where canonical and preview links point when no origin is configured: the dev server.
const DEFAULT_ORIGIN: &str = "http://127.0.0.1:8080";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some("render") => render(&args[1..]),
        _ => build_site(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(errors) => {
            for e in errors {
                eprintln!("{e}");
            }
            ExitCode::FAILURE
        }
    }
}

fn usage() -> Vec<SourceError> {
    vec![SourceError::new("quotes-site", 0, USAGE)]
}

/// The corpus from the articles folder, installed for the components, and the base they link
/// under. A malformed article stops the build here, with its file and line; a quote the rules
/// could not settle is a warning, never a refused build (`quotes check --strict` makes it one).
fn prepare(base: &str) -> Result<&'static Corpus, Vec<SourceError>> {
    let root = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let Built { corpus, review } = Sources::from_env(&root).load_reviewed()?;
    for note in review {
        eprintln!("quotes-site: needs review: {note}");
    }
    quote_explorer::links::set_base(base);
    quote_explorer::links::set_previews(previews_drawn());
    Ok(quote_explorer::corpus::install(corpus))
}

fn deployment_base() -> String {
    // trunk tells its hooks the deployment path (Trunk.toml `public_url`, or --public-url).
    std::env::var("TRUNK_PUBLIC_URL").unwrap_or_else(|_| "/".to_string())
}

/// Whether each page gets its own preview picture (`QUOTES_PREVIEWS=off` turns them off, for
/// very large collections).
fn previews_drawn() -> bool {
    std::env::var("QUOTES_PREVIEWS").as_deref() != Ok("off")
}

fn render(args: &[String]) -> Result<(), Vec<SourceError>> {
    let (mode, url) = match args {
        [flag, url] if flag == "--app" => (RenderMode::App, url),
        [url] => (RenderMode::Static, url),
        _ => return Err(usage()),
    };
    prepare(&deployment_base())?;
    let html = quote_explorer::render::render_body(url, mode);
    // A reader that went away (`| head`) is not an error.
    let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), html.as_bytes());
    Ok(())
}

fn build_site(args: &[String]) -> Result<(), Vec<SourceError>> {
    let mut dist = std::env::var_os("TRUNK_STAGING_DIR").map(PathBuf::from);
    let mut origin =
        std::env::var("QUOTES_SITE_ORIGIN").unwrap_or_else(|_| DEFAULT_ORIGIN.to_string());
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--origin" => origin = rest.next().ok_or_else(usage)?.clone(),
            other if !other.starts_with('-') => dist = Some(PathBuf::from(other)),
            _ => return Err(usage()),
        }
    }
    let dist = dist.ok_or_else(usage)?;
    let base = deployment_base();
    let corpus = prepare(&base)?;
    let site = Deployment::new(&origin, &base);
    let started = std::time::Instant::now();
    let mut previews = previews_drawn().then(|| {
        let cache = std::env::var_os("QUOTES_PREVIEW_CACHE")
            .map_or_else(|| PathBuf::from("target/previews"), PathBuf::from);
        Previews::new(cache)
    });
    let pages = quotes_site::write_site(&dist, &site, corpus, previews.as_mut())
        .map_err(|e| vec![SourceError::new(dist.display().to_string(), 0, e)])?;
    eprintln!(
        "quotes-site: wrote {pages} files for {} in {:.2} s",
        site.absolute(""),
        started.elapsed().as_secs_f64()
    );
    if let Some(p) = previews {
        let seconds = p.drawing.as_secs_f64();
        eprintln!(
            "quotes-site: preview images: {} drawn in {seconds:.1} s ({:.0}/s), {} unchanged (cache), {:.1} KB in all",
            p.drawn,
            p.drawn as f64 / seconds.max(1e-9),
            p.reused,
            p.bytes as f64 / 1024.0
        );
    }
    Ok(())
}
