//! Scoring the extractor against articles annotated by hand.
//!
//! An annotation sits beside its article (`NAME.txt` → `NAME.expected`), one expected quote a
//! line, in reading order:
//!
//! ```text
//! # speaker | opening words of the quote, as written
//! Celine Moreau | We wanted small rooms again
//! a person close to the production | There were three different scripts
//! ```
//!
//! An expected quote is found when an extracted quote contains its opening words (compared
//! without case, punctuation or the kind of apostrophe); its speaker is right when the names are
//! the same without case. An extracted quote that matches no expected one is a false quote.

use crate::error::SourceError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    pub speaker: String,
    pub words: String,
    pub line: usize,
}

/// One quote as the extractor gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extracted {
    pub speaker: Option<String>,
    pub text: String,
}

pub fn parse_expected(file: &str, text: &str) -> Result<Vec<Expected>, SourceError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((speaker, words)) = line.split_once('|') else {
            return Err(SourceError::new(
                file,
                i + 1,
                "expected `SPEAKER | OPENING WORDS OF THE QUOTE`",
            ));
        };
        let (speaker, words) = (speaker.trim(), words.trim());
        if speaker.is_empty() || normalize(words).is_empty() {
            return Err(SourceError::new(
                file,
                i + 1,
                "the speaker and the quote's words must not be empty",
            ));
        }
        out.push(Expected {
            speaker: speaker.to_string(),
            words: words.to_string(),
            line: i + 1,
        });
    }
    Ok(out)
}

/// Lower case, letters and digits only, single spaces: "Don’t stop," → "dont stop".
pub fn normalize(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter(|c| !matches!(c, '\'' | '’' | '‘'))
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_lowercase().next().unwrap_or(c)
            } else {
                ' '
            }
        })
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub expected: usize,
    pub found: usize,
    pub speaker_right: usize,
    pub false_quotes: usize,
    /// What went wrong, one line each, for a person to read.
    pub mistakes: Vec<String>,
}

impl Score {
    pub fn add(&mut self, other: Score) {
        self.expected += other.expected;
        self.found += other.found;
        self.speaker_right += other.speaker_right;
        self.false_quotes += other.false_quotes;
        self.mistakes.extend(other.mistakes);
    }
}

pub fn score(file: &str, expected: &[Expected], extracted: &[Extracted]) -> Score {
    let texts: Vec<String> = extracted.iter().map(|q| normalize(&q.text)).collect();
    let mut used = vec![false; extracted.len()];
    let mut s = Score {
        expected: expected.len(),
        ..Score::default()
    };
    for e in expected {
        let words = normalize(&e.words);
        let hit = (0..extracted.len()).find(|&i| !used[i] && texts[i].contains(&words));
        let Some(i) = hit else {
            s.mistakes
                .push(format!("{file}:{}: missed “{}”", e.line, e.words));
            continue;
        };
        used[i] = true;
        s.found += 1;
        let got = extracted[i].speaker.as_deref().unwrap_or("(none)");
        if got.to_lowercase() == e.speaker.to_lowercase() {
            s.speaker_right += 1;
        } else {
            s.mistakes.push(format!(
                "{file}:{}: “{}” is {}'s, extracted as {got}'s",
                e.line, e.words, e.speaker
            ));
        }
    }
    for (q, _) in extracted.iter().zip(&used).filter(|(_, used)| !**used) {
        s.false_quotes += 1;
        let words: String = q.text.chars().take(60).collect();
        s.mistakes.push(format!("{file}: false quote “{words}”"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn extracted(speaker: Option<&str>, text: &str) -> Extracted {
        Extracted {
            speaker: speaker.map(str::to_string),
            text: text.to_string(),
        }
    }

    #[test]
    fn found_right_wrong_missed_and_false() {
        let expected = parse_expected(
            "a.expected",
            "# comment\nJo March | We don’t start\nan insider | The sets alone\nAmy | Never extracted\n",
        )
        .unwrap();
        let got = [
            extracted(Some("Jo March"), "We don't start in May, | or June."),
            extracted(Some("Jo March"), "The sets alone cost more."),
            extracted(None, "A song title"),
        ];
        let s = score("a.txt", &expected, &got);
        assert_eq!(
            (s.expected, s.found, s.speaker_right, s.false_quotes),
            (3, 2, 1, 1)
        );
        assert_eq!(s.mistakes.len(), 3, "{:?}", s.mistakes);
        assert!(parse_expected("b.expected", "no bar here\n").is_err());
    }
}
