//! The `quotes` command as people who add articles use it.

use std::path::{Path, PathBuf};
use std::process::Command;

fn quotes(args: &[&str], articles_dir: Option<&Path>) -> (bool, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_quotes"));
    command
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."));
    if let Some(dir) = articles_dir {
        command.env("QUOTES_ARTICLES_DIR", dir);
    }
    let out = command.output().expect("the quotes binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("quotes-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("articles")).unwrap();
    dir
}

#[test]
fn extract_reads_any_plain_text_article_and_gives_offsets() {
    let dir = temp_dir("extract");
    let file = dir.join("interview.txt");
    let text = "A headline\n\n“We start shooting in May,” the director, Jo March, tells Variety. “It will be cold.”\n";
    std::fs::write(&file, text).unwrap();
    let (ok, stdout, stderr) = quotes(&["extract", file.to_str().unwrap()], None);
    assert!(ok, "{stderr}");
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let quote = &json[0]["quotes"][0];
    assert_eq!(quote["text"], "We start shooting in May, It will be cold.");
    assert_eq!(quote["speaker"], "Jo March");
    let start = quote["segments"][0]["start"].as_u64().unwrap() as usize;
    let end = quote["segments"][0]["end"].as_u64().unwrap() as usize;
    assert_eq!(&text[start..end], "We start shooting in May,");
    assert_eq!(quote["segments"][1]["line"], 3);
}

#[test]
fn export_prints_the_documented_schema() {
    let (ok, stdout, stderr) = quotes(&["export"], None);
    assert!(ok, "{stderr}");
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    for key in ["id", "title", "outlet", "author"] {
        assert!(json["articles"][0].get(key).is_some(), "articles[].{key}");
    }
    for key in ["id", "name", "role"] {
        assert!(json["speakers"][0].get(key).is_some(), "speakers[].{key}");
    }
    for key in [
        "id",
        "speaker",
        "article",
        "text",
        "segments",
        "characters",
        "context",
    ] {
        assert!(json["quotes"][0].get(key).is_some(), "quotes[].{key}");
    }
}

#[test]
fn check_fails_on_a_malformed_article_naming_file_and_line() {
    let dir = temp_dir("check");
    std::fs::write(
        dir.join("articles/001_ok.txt"),
        "Fine\n\n“All good here,” Jo March says.\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("articles/002_bad.txt"),
        "Title\n\nText.\n\n“Never closed, says nobody.\n",
    )
    .unwrap();
    let (ok, _, stderr) = quotes(&["check"], Some(&dir.join("articles")));
    assert!(!ok);
    assert!(
        stderr.contains("002_bad.txt:5: quotation mark opened here is never closed"),
        "{stderr}"
    );
    std::fs::remove_file(dir.join("articles/002_bad.txt")).unwrap();
    let (ok, stdout, stderr) = quotes(&["check"], Some(&dir.join("articles")));
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("1 articles, 1 speakers, 0 characters, 1 quotes"),
        "{stdout}"
    );
    assert!(stdout.contains("Jo March"));
}
