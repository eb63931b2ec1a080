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
fn check_fails_on_a_malformed_article_and_lists_hard_quotes_under_needs_review() {
    let dir = temp_dir("check");
    std::fs::write(
        dir.join("articles/001_ok.txt"),
        "Fine\n\n“All good here,” Jo March says.\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("articles/002_bad.txt"),
        "---\ntitle: T\nurl: javascript:alert(1)\n---\nText.\n",
    )
    .unwrap();
    let (ok, _, stderr) = quotes(&["check"], Some(&dir.join("articles")));
    assert!(!ok);
    assert!(
        stderr.contains("002_bad.txt:3: header url"),
        "a malformed article fails naming its file and line: {stderr}"
    );
    // A quote nobody can attribute is kept and listed, never a refused build.
    std::fs::write(
        dir.join("articles/002_bad.txt"),
        "Title\n\nText.\n\n“Never closed, and nobody says who said it.\n",
    )
    .unwrap();
    let (ok, stdout, stderr) = quotes(&["check"], Some(&dir.join("articles")));
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("1 articles, 2 speakers, 0 characters, 2 quotes")
            || stdout.contains("2 articles, 2 speakers, 0 characters, 2 quotes"),
        "{stdout}"
    );
    assert!(stdout.contains("Needs review (2):"), "{stdout}");
    assert!(
        stdout.contains("002_bad.txt:5: a quotation mark opened here is never closed"),
        "{stdout}"
    );
    assert!(
        stdout.contains("002_bad.txt | Never closed, and nobody says who | speaker: NAME"),
        "{stdout}"
    );
    assert!(stdout.contains("Unattributed"), "{stdout}");
    let (ok, _, stderr) = quotes(&["check", "--strict"], Some(&dir.join("articles")));
    assert!(!ok, "--strict fails on what needs review");
    assert!(stderr.contains("002_bad.txt:5:"), "{stderr}");
    // An interview whose questions lost their labels gives no quotes, and says so.
    std::fs::write(
        dir.join("articles/003_unlabelled.txt"),
        "Talking to Ada\n\nWhat do you want to tell us?\n\nEverything.\n\nWhy now?\n\nIt was time.\n",
    )
    .unwrap();
    let (ok, stdout, stderr) = quotes(&["check"], Some(&dir.join("articles")));
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Needs review (3):"), "{stdout}");
    assert!(
        stdout.contains("003_unlabelled.txt:1: no quotes found in this article")
            && stdout.contains("label each turn"),
        "{stdout}"
    );
}

#[test]
fn extract_keeps_an_undecided_quote_with_a_null_speaker_and_names_each_rule() {
    let dir = temp_dir("undecided");
    let file = dir.join("hard.txt");
    let text = "A headline\n\n“Nobody knows who said this, and that is fine.”\n\nThe room went quiet.\n\nTalking to us on Monday, Celine Moreau smiled. “We wanted small rooms,” she says.\n";
    std::fs::write(&file, text).unwrap();
    let path = file.to_str().unwrap();
    let (ok, stdout, stderr) = quotes(&["extract", path], None);
    assert!(ok, "exit 0 with an undecided quote: {stderr}");
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let quotes_out = json[0]["quotes"].as_array().unwrap();
    assert_eq!(quotes_out.len(), 2);
    assert!(quotes_out[0]["speaker"].is_null());
    assert_eq!(quotes_out[0]["rule"], "none");
    assert_eq!(quotes_out[1]["speaker"], "Celine Moreau");
    assert_eq!(quotes_out[1]["rule"], "after");
    assert!(stderr.contains("hard.txt:3: no speaker found"), "{stderr}");
    let (ok, _, stderr) = quotes(&["extract", "--strict", path], None);
    assert!(!ok, "--strict makes an undecided quote an error");
    assert!(stderr.contains("hard.txt:3:"), "{stderr}");
}

#[test]
fn score_reads_annotated_articles_and_prints_the_three_figures() {
    let devset = Path::new(env!("CARGO_MANIFEST_DIR")).join("../quotes-core/tests/devset");
    let (ok, stdout, stderr) = quotes(&["score", devset.to_str().unwrap()], None);
    assert!(ok, "{stderr}");
    let last = stdout.lines().last().unwrap_or_default();
    let numbers: Vec<usize> = last
        .split_whitespace()
        .filter_map(|n| n.trim_end_matches([',', ':']).parse().ok())
        .collect();
    // "28 articles, 125 expected quotes: 125 found (100.0%), 125 with the right speaker (100.0%), 0 false quotes"
    let [articles, expected, found, right, false_quotes] = numbers[..] else {
        panic!("unexpected summary: {last}");
    };
    assert!(articles >= 15 && expected >= 80, "{last}");
    // A floor under today's figures, so a change that breaks attribution fails here.
    assert!(found * 100 >= expected * 95, "{last}");
    assert!(right * 100 >= expected * 90, "{last}");
    assert!(false_quotes <= 2, "{last}");
}
