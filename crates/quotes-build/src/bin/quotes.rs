//! `quotes`: the tool for people who add articles.
//!
//! quotes extract FILE…   quotes of any plain-text article, as JSON (`--strict`: undecided is an error)
//! quotes export          the whole corpus as JSON (the site's /quotes.json)
//! quotes check           validate the data folder, print what was extracted and what needs review
//! quotes score DIR…      score the extractor on articles annotated by hand (NAME.expected)
//! quotes ledger          add the corpus's new quote ids to the ledger of published links

use quotes_build::{Sources, ARTICLES_DIR_ENV};
use quotes_core::article::ArticleFile;
use quotes_core::corpus::Built;
use quotes_core::eval::{parse_expected, score, Extracted, Score};
use quotes_core::extract::extract;
use quotes_core::ledger::Ledger;
use quotes_core::{Corpus, SourceError};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage:
  quotes extract [--strict] FILE…
                         print the quotes of plain-text articles as JSON (metadata header
                         optional); a quote with no decided speaker has \"speaker\": null and a
                         note on stderr; --strict makes that an error
  quotes export          print the corpus of the data folder as JSON
  quotes check [--strict]
                         validate the data folder and print a table of what was extracted,
                         then what needs review; --strict fails if anything does
  quotes score DIR…      score the extractor on annotated articles (NAME.txt + NAME.expected):
                         quotes found, speakers right, false quotes
  quotes ledger          append the corpus's unpublished quote ids to the ledger

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
        Some("check") => check(args.get(1).is_some_and(|a| a == "--strict")),
        Some("score") if args.len() > 1 => score_folders(&args[1..]),
        Some("ledger") => update_ledger(),
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
    /// `null` when no rule could decide.
    speaker: Option<String>,
    /// The rule that decided the speaker (see the extract module's comment).
    rule: &'static str,
    segments: Vec<ExtractedSegment>,
}

#[derive(Serialize)]
struct ExtractedSegment {
    start: usize,
    end: usize,
    line: usize,
}

/// The quotes of one article file as the extractor gives them, with its review notes.
fn extracted_file(path: &str) -> Result<(ExtractedFile, Vec<SourceError>), SourceError> {
    let article = std::fs::read_to_string(path)
        .map_err(|e| SourceError::new(path, 0, format!("cannot read: {e}")))
        .and_then(|text| ArticleFile::parse(path, &text))?;
    let x = extract(&article, &[]);
    let lines = quotes_core::error::LineIndex::new(&article.source);
    let quotes = x
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
            rule: q.rule,
            segments: q
                .segments
                .iter()
                .map(|s| ExtractedSegment {
                    start: s.start,
                    end: s.end,
                    line: lines.line(s.start),
                })
                .collect(),
        })
        .collect();
    let file = ExtractedFile {
        file: path.to_string(),
        title: article.title(),
        quotes,
    };
    Ok((file, x.review))
}

fn extract_files(args: &[String]) -> Result<(), Vec<SourceError>> {
    let strict = args.iter().any(|a| a == "--strict");
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let mut review = Vec::new();
    for path in args.iter().filter(|a| *a != "--strict") {
        match extracted_file(path) {
            Ok((file, notes)) => {
                out.push(file);
                review.extend(notes);
            }
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
    if strict && !review.is_empty() {
        return Err(review);
    }
    for note in &review {
        eprintln!("review: {note}");
    }
    Ok(())
}

fn check(strict: bool) -> Result<(), Vec<SourceError>> {
    let Built { corpus, review } = sources().load_reviewed()?;
    print_table(&corpus);
    if review.is_empty() {
        emit("\nNeeds review: nothing.\n");
        return Ok(());
    }
    let mut out = format!("\nNeeds review ({}):\n", review.len());
    for note in &review {
        outln!(out, "    {note}");
    }
    emit(&out);
    if strict {
        return Err(review);
    }
    Ok(())
}

/// Scores every annotated article (a `.txt` with a `.expected` beside it) in the folders.
fn score_folders(dirs: &[String]) -> Result<(), Vec<SourceError>> {
    let mut total = Score::default();
    let mut files = 0;
    let mut errors = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            errors.push(SourceError::new(dir, 0, "cannot read this folder"));
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "expected"))
            .collect();
        paths.sort();
        for expected_path in paths {
            let shown = expected_path.display().to_string();
            let name = expected_path.with_extension("txt").display().to_string();
            let result = std::fs::read_to_string(&expected_path)
                .map_err(|e| SourceError::new(&shown, 0, format!("cannot read: {e}")))
                .and_then(|t| parse_expected(&shown, &t))
                .and_then(|expected| Ok((expected, extracted_file(&name)?.0)));
            match result {
                Ok((expected, file)) => {
                    let got: Vec<Extracted> = file
                        .quotes
                        .into_iter()
                        .map(|q| Extracted {
                            speaker: q.speaker,
                            text: q.text,
                        })
                        .collect();
                    total.add(score(&name, &expected, &got));
                    files += 1;
                }
                Err(e) => errors.push(e),
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut out = String::new();
    for m in &total.mistakes {
        outln!(out, "  {m}");
    }
    let pct = |n: usize| 100.0 * n as f64 / total.expected.max(1) as f64;
    outln!(
        out,
        "{files} articles, {} expected quotes: {} found ({:.1}%), {} with the right speaker ({:.1}%), {} false quotes",
        total.expected,
        total.found,
        pct(total.found),
        total.speaker_right,
        pct(total.speaker_right),
        total.false_quotes
    );
    emit(&out);
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
