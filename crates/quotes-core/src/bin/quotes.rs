//! `quotes`: the tool for people who add articles.
//!
//! quotes extract FILE…   quotes of any plain-text article, as JSON
//! quotes export          the whole corpus as JSON (the site's /quotes.json)
//! quotes check           validate the data folder and print what was extracted
//! quotes ledger          add the corpus's new quote ids to the ledger of published links
//! quotes site [DIST]     trunk's post-build step: boot script out of the HTML, /quotes.json

use quotes_core::article::ArticleFile;
use quotes_core::corpus::{Sources, ARTICLES_DIR_ENV};
use quotes_core::extract::extract;
use quotes_core::ledger::Ledger;
use quotes_core::{Corpus, SourceError};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage:
  quotes extract FILE…   print the quotes of plain-text articles as JSON (metadata header optional)
  quotes export          print the corpus of the data folder as JSON
  quotes check           validate the data folder and print a table of what was extracted
  quotes ledger          append the corpus's unpublished quote ids to the ledger
  quotes site [DIST] [--origin URL]
                         post-build step: static pages, sitemap, /quotes.json in DIST
                         (default $TRUNK_STAGING_DIR); URL is the site's origin for canonical
                         and preview links (default $QUOTES_SITE_ORIGIN or the dev server)

The data folder is data/articles, or the folder in $QUOTES_ARTICLES_DIR; overrides.txt and
ledger.txt are read from beside it.";

/// `writeln!` into a String (which cannot fail).
macro_rules! outln {
    ($out:expr) => { $out.push('\n') };
    ($out:expr, $($arg:tt)*) => {{ $out.push_str(&format!($($arg)*)); $out.push('\n'); }};
}

/// Writes to stdout; a reader that went away (`quotes check | head`) is not an error.
fn emit(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("extract") if args.len() > 1 => extract_files(&args[1..]),
        Some("export") => load().map(|c| emit(&format!("{}\n", quotes_core::export::to_json(&c)))),
        Some("check") => load().map(|c| print_table(&c)),
        Some("ledger") => update_ledger(),
        Some("site") => build_site(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(errors) => {
            for e in &errors {
                eprintln!("error: {e}");
            }
            eprintln!("{} problem(s) found", errors.len());
            ExitCode::FAILURE
        }
    }
}

fn sources() -> Sources {
    Sources::from_env(&std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")))
}

fn load() -> Result<Corpus, Vec<SourceError>> {
    sources().load()
}

#[derive(Serialize)]
struct ExtractedFile {
    file: String,
    title: String,
    quotes: Vec<ExtractedQuote>,
}

#[derive(Serialize)]
struct ExtractedQuote {
    text: String,
    speaker: String,
    segments: Vec<ExtractedSegment>,
}

#[derive(Serialize)]
struct ExtractedSegment {
    start: usize,
    end: usize,
    line: usize,
}

fn extract_files(paths: &[String]) -> Result<(), Vec<SourceError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for path in paths {
        let parsed = std::fs::read_to_string(path)
            .map_err(|e| SourceError::new(path.clone(), 0, format!("cannot read: {e}")))
            .and_then(|text| ArticleFile::parse(path, &text))
            .and_then(|article| extract(&article, &[]).map(|x| (article, x)));
        match parsed {
            Ok((article, x)) => out.push(ExtractedFile {
                file: path.clone(),
                title: article.title(),
                quotes: x
                    .quotes
                    .iter()
                    .map(|q| ExtractedQuote {
                        text: q
                            .segments
                            .iter()
                            .map(|s| &article.source[s.clone()])
                            .collect::<Vec<_>>()
                            .join(" "),
                        speaker: q.speaker.clone(),
                        segments: q
                            .segments
                            .iter()
                            .map(|s| ExtractedSegment {
                                start: s.start,
                                end: s.end,
                                line: article.line_of(s.start),
                            })
                            .collect(),
                    })
                    .collect(),
            }),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    match serde_json::to_string_pretty(&out) {
        Ok(json) => emit(&format!("{json}\n")),
        Err(e) => return Err(vec![SourceError::new("output", 0, e.to_string())]),
    }
    Ok(())
}

fn print_table(corpus: &Corpus) {
    let mut out = String::new();
    let dir = sources().articles_dir;
    outln!(
        out,
        "{} articles, {} speakers, {} characters, {} quotes ({ARTICLES_DIR_ENV}={})\n",
        corpus.articles.len(),
        corpus.speakers.len(),
        corpus.characters.len(),
        corpus.quotes.len(),
        dir.display()
    );
    for article in corpus.articles.iter() {
        let quotes: Vec<_> = corpus.quotes_in_article(&article.id).collect();
        outln!(out, "{}  [{}]  {}", article.file, article.id, article.title);
        outln!(
            out,
            "    outlet: {}   author: {}   quotes: {}",
            article.outlet.as_deref().unwrap_or("-"),
            article.author.as_deref().unwrap_or("-"),
            quotes.len()
        );
        for q in quotes {
            let speaker = corpus.speaker_name(q);
            let words: String = q.text.chars().take(70).collect();
            let more = if q.text.chars().count() > 70 {
                "…"
            } else {
                ""
            };
            outln!(out, "    {}  {:<18} “{words}{more}”", q.id, speaker);
        }
        outln!(out);
    }
    outln!(out, "Speakers:");
    for s in corpus.speakers.iter() {
        outln!(
            out,
            "    {:<20} {:<28} {} quotes",
            s.id,
            s.role.as_deref().unwrap_or("-"),
            corpus.quotes_by_speaker(&s.id).count()
        );
    }
    outln!(out, "Characters:");
    for c in corpus.characters.iter() {
        let n = corpus
            .quotes
            .iter()
            .filter(|q| q.characters.contains(&c.id))
            .count();
        outln!(
            out,
            "    {:<20} played by {:<20} mentioned in {n} quotes",
            c.name,
            c.actor.as_deref().unwrap_or("-")
        );
    }
    let unpublished = ledger_of(&sources().ledger)
        .map(|l| l.unpublished(&corpus.quotes).len())
        .unwrap_or(0);
    if unpublished > 0 {
        outln!(out, "\n{unpublished} quote ids are not in the ledger yet: run `quotes ledger` when you publish.");
    }
    emit(&out);
}

fn ledger_of(path: &Path) -> Result<Ledger, Vec<SourceError>> {
    let name = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(text) => Ledger::parse(&name, &text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Ledger::default()),
        Err(e) => Err(vec![SourceError::new(name, 0, e.to_string())]),
    }
}

fn update_ledger() -> Result<(), Vec<SourceError>> {
    let corpus = load()?;
    let path = sources().ledger;
    let ledger = ledger_of(&path)?;
    let new = ledger.unpublished(&corpus.quotes);
    let mut text = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        "# Every quote id ever published, one per line. Never delete a line: when a quote leaves the\n# corpus, keep its link working by writing `OLD-ID -> NEW-ID`. The build checks this file.\n".to_string()
    });
    if !text.ends_with('\n') && !text.is_empty() {
        text.push('\n');
    }
    for id in &new {
        text.push_str(id);
        text.push('\n');
    }
    std::fs::write(&path, text).map_err(|e| {
        vec![SourceError::new(
            path.display().to_string(),
            0,
            e.to_string(),
        )]
    })?;
    println!("{} new id(s) added to {}", new.len(), path.display());
    Ok(())
}

fn build_site(args: &[String]) -> Result<(), Vec<SourceError>> {
    let usage = || {
        vec![SourceError::new(
            "quotes site",
            0,
            "usage: quotes site [DIST] [--origin https://your.site]",
        )]
    };
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
    // trunk tells its hooks the deployment path (Trunk.toml `public_url`, or --public-url).
    let base = std::env::var("TRUNK_PUBLIC_URL").unwrap_or_else(|_| "/".to_string());
    let corpus = load()?;
    let site = quotes_core::site::Deployment::new(&origin, &base);
    let pages = quotes_core::site::write_site(&dist, &site, &corpus)
        .map_err(|e| vec![SourceError::new(dist.display().to_string(), 0, e)])?;
    eprintln!("quotes site: wrote {pages} files for {}", site.absolute(""));
    Ok(())
}

/// Where canonical and preview links point when no origin is configured: the dev server.
const DEFAULT_ORIGIN: &str = "http://127.0.0.1:8080";
