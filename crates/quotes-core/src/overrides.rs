//! Reviewed corrections for the rare quote the rules get wrong, one per line:
//!
//! ```text
//! # FILE | START OF THE QUOTED WORDS | ACTION
//! 002_7c2e7e68cdf6a012.txt | It's one of those breakups | speaker: Austin Butler
//! 001_00d8dc52ef7859b0.txt | other people | not a quote
//! ```
//!
//! An override that no longer matches a quoted passage fails the build, so corrections cannot
//! silently go stale when an article changes.

use crate::error::SourceError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OverrideAction {
    Speaker(String),
    NotAQuote,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Override {
    pub file: String,
    pub words: String,
    pub action: OverrideAction,
    pub line: usize,
}

impl Override {
    /// Whether this override is about the quoted words `inner` of `file`.
    pub fn matches(&self, file: &str, inner: &str) -> bool {
        let normalized: String = inner.split_whitespace().collect::<Vec<_>>().join(" ");
        self.file == file && normalized.starts_with(&self.words)
    }
}

pub fn parse_overrides(file: &str, source: &str) -> Result<Vec<Override>, SourceError> {
    let mut out = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        let [article, words, action] = parts[..] else {
            return Err(SourceError::new(
                file,
                line_no,
                "expected `FILE | START OF THE QUOTED WORDS | ACTION`",
            ));
        };
        if article.is_empty() || words.is_empty() {
            return Err(SourceError::new(
                file,
                line_no,
                "the file and the quoted words must not be empty",
            ));
        }
        let action = if action == "not a quote" {
            OverrideAction::NotAQuote
        } else if let Some(name) = action
            .strip_prefix("speaker:")
            .map(str::trim)
            .filter(|n| !n.is_empty())
        {
            OverrideAction::Speaker(name.to_string())
        } else {
            return Err(SourceError::new(
                file,
                line_no,
                format!("unknown action {action:?}: use `speaker: Full Name` or `not a quote`"),
            ));
        };
        let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
        out.push(Override {
            file: article.to_string(),
            words,
            action,
            line: line_no,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_actions_and_rejects_nonsense_with_the_line() {
        let o = parse_overrides(
            "o.txt",
            "# c\na.txt | It is | speaker: Jane Doe\n\nb.txt | Virgin  Tour | not a quote\n",
        )
        .unwrap();
        assert_eq!(o[0].action, OverrideAction::Speaker("Jane Doe".into()));
        assert_eq!((o[1].words.as_str(), o[1].line), ("Virgin Tour", 4));
        assert!(o[1].matches("b.txt", "Virgin\nTour"));
        let err = parse_overrides("o.txt", "a.txt | x | delete it").unwrap_err();
        assert_eq!(err.line, 1);
        assert!(parse_overrides("o.txt", "only two | parts").is_err());
    }
}
