//! Free-text search: case-, accent- and apostrophe-insensitive, with "quoted phrases".
//!
//! Matching runs on a folded copy of the text; a map from folded to original offsets turns
//! matches back into ranges of the text as published, which the view highlights.

use std::ops::Range;

/// Characters that fold to something other than their lower case, sorted by char for binary
/// search: typographic punctuation made plain, accents removed, ligatures spelled out.
/// (A table rather than a `match`: it is data, a fraction of the size in the wasm.)
const FOLDS: &[(char, &str)] = &[
    ('´', "'"),
    ('À', "a"),
    ('Á', "a"),
    ('Â', "a"),
    ('Ã', "a"),
    ('Ä', "a"),
    ('Å', "a"),
    ('Æ', "ae"),
    ('Ç', "c"),
    ('È', "e"),
    ('É', "e"),
    ('Ê', "e"),
    ('Ë', "e"),
    ('Ì', "i"),
    ('Í', "i"),
    ('Î', "i"),
    ('Ï', "i"),
    ('Ñ', "n"),
    ('Ò', "o"),
    ('Ó', "o"),
    ('Ô', "o"),
    ('Õ', "o"),
    ('Ö', "o"),
    ('Ø', "o"),
    ('Ù', "u"),
    ('Ú', "u"),
    ('Û', "u"),
    ('Ü', "u"),
    ('Ý', "y"),
    ('ß', "ss"),
    ('à', "a"),
    ('á', "a"),
    ('â', "a"),
    ('ã', "a"),
    ('ä', "a"),
    ('å', "a"),
    ('æ', "ae"),
    ('ç', "c"),
    ('è', "e"),
    ('é', "e"),
    ('ê', "e"),
    ('ë', "e"),
    ('ì', "i"),
    ('í', "i"),
    ('î', "i"),
    ('ï', "i"),
    ('ñ', "n"),
    ('ò', "o"),
    ('ó', "o"),
    ('ô', "o"),
    ('õ', "o"),
    ('ö', "o"),
    ('ø', "o"),
    ('ù', "u"),
    ('ú', "u"),
    ('û', "u"),
    ('ü', "u"),
    ('ý', "y"),
    ('ÿ', "y"),
    ('Ā', "a"),
    ('ā', "a"),
    ('Ă', "a"),
    ('ă', "a"),
    ('Ą', "a"),
    ('ą', "a"),
    ('Ć', "c"),
    ('ć', "c"),
    ('Č', "c"),
    ('č', "c"),
    ('Ď', "d"),
    ('ď', "d"),
    ('Đ', "d"),
    ('đ', "d"),
    ('Ē', "e"),
    ('ē', "e"),
    ('Ė', "e"),
    ('ė', "e"),
    ('Ę', "e"),
    ('ę', "e"),
    ('Ě', "e"),
    ('ě', "e"),
    ('Ğ', "g"),
    ('ğ', "g"),
    ('Ī', "i"),
    ('ī', "i"),
    ('Į', "i"),
    ('į', "i"),
    ('İ', "i"),
    ('ı', "i"),
    ('Ľ', "l"),
    ('ľ', "l"),
    ('Ł', "l"),
    ('ł', "l"),
    ('Ń', "n"),
    ('ń', "n"),
    ('Ň', "n"),
    ('ň', "n"),
    ('Ō', "o"),
    ('ō', "o"),
    ('Ő', "o"),
    ('ő', "o"),
    ('Œ', "oe"),
    ('œ', "oe"),
    ('Ř', "r"),
    ('ř', "r"),
    ('Ś', "s"),
    ('ś', "s"),
    ('Ş', "s"),
    ('ş', "s"),
    ('Š', "s"),
    ('š', "s"),
    ('Ţ', "t"),
    ('ţ', "t"),
    ('Ť', "t"),
    ('ť', "t"),
    ('Ū', "u"),
    ('ū', "u"),
    ('Ů', "u"),
    ('ů', "u"),
    ('Ű', "u"),
    ('ű', "u"),
    ('Ų', "u"),
    ('ų', "u"),
    ('Ÿ', "y"),
    ('Ź', "z"),
    ('ź', "z"),
    ('Ż', "z"),
    ('ż', "z"),
    ('Ž', "z"),
    ('ž', "z"),
    ('ʼ', "'"),
    ('‐', "-"),
    ('‑', "-"),
    ('–', "-"),
    ('—', "-"),
    ('‘', "'"),
    ('’', "'"),
    ('“', "\""),
    ('”', "\""),
    ('„', "\""),
    ('′', "'"),
    ('″', "\""),
];

/// Lower-cases one character that is neither ASCII nor in `FOLDS` (Greek, Cyrillic, …),
/// appending the result. Native code uses Rust's Unicode tables ([`unicode_lowercase`]); the
/// browser app passes the browser's own `toLowerCase`, which keeps about 18 KB (gzip 7 KB) of
/// case tables out of the wasm.
pub type Lowercase = fn(char, &mut String);

/// [`Lowercase`] by Rust's Unicode tables.
pub fn unicode_lowercase(c: char, out: &mut String) {
    out.extend(c.to_lowercase());
}

/// Folds one character for matching: lower case, accents removed, typographic punctuation made
/// plain, white space made a single space.
fn fold_char(c: char, lowercase: Lowercase, out: &mut String) {
    if c.is_ascii() {
        out.push(fold_ascii(c as u8));
    } else if let Ok(i) = FOLDS.binary_search_by_key(&c, |&(from, _)| from) {
        out.push_str(FOLDS[i].1);
    } else if c.is_whitespace() {
        out.push(' ');
    } else {
        lowercase(c, out);
    }
}

/// An ASCII character folded: lower case, white space a single space.
fn fold_ascii(b: u8) -> char {
    if b.is_ascii_whitespace() {
        ' '
    } else {
        char::from(b.to_ascii_lowercase())
    }
}

/// The folded form of a text, for ids and comparisons.
pub fn fold(text: &str) -> String {
    fold_with(text, unicode_lowercase)
}

/// The folded form of a text, with the given lower-casing. Runs of ASCII, most of any text,
/// are copied and lower-cased whole rather than pushed a character at a time: in the browser's
/// first-tier wasm, which does not inline, that was a call per byte, and the app folds every
/// quote before its first search.
pub fn fold_with(text: &str, lowercase: Lowercase) -> String {
    let mut folded = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        // A run ends at the first character that lower-casing alone would not fold: anything
        // outside ASCII, or white space other than a plain space. `fold_char` takes that one.
        let run_len = rest
            .bytes()
            .position(|b| !b.is_ascii() || (b.is_ascii_whitespace() && b != b' '))
            .unwrap_or(rest.len());
        let (run, after) = rest.split_at(run_len);
        let start = folded.len();
        folded.push_str(run);
        folded[start..].make_ascii_lowercase();
        let mut chars = after.chars();
        if let Some(c) = chars.next() {
            fold_char(c, lowercase, &mut folded);
        }
        rest = chars.as_str();
    }
    folded
}

/// A text folded for matching, remembering where each folded byte came from.
#[derive(Clone, Debug)]
pub struct FoldedText {
    pub folded: String,
    /// For each folded char, (its byte offset in `folded`, the byte offset of its source char).
    origins: Vec<(usize, usize)>,
    original_len: usize,
}

impl FoldedText {
    pub fn new(text: &str, lowercase: Lowercase) -> FoldedText {
        let mut folded = String::with_capacity(text.len());
        let mut origins = Vec::with_capacity(text.len());
        for (at, c) in text.char_indices() {
            let before = folded.len();
            fold_char(c, lowercase, &mut folded);
            for (offset, _) in folded[before..].char_indices() {
                origins.push((before + offset, at));
            }
        }
        FoldedText {
            folded,
            origins,
            original_len: text.len(),
        }
    }

    /// Maps a folded byte range back to the original text (covering whole source characters).
    fn original_range(&self, range: Range<usize>) -> Range<usize> {
        let start = self.origin_of(range.start);
        let end = self
            .origins
            .iter()
            .find(|(folded, origin)| *folded >= range.end && *origin >= start)
            .map_or(self.original_len, |&(_, origin)| origin);
        start..end.max(start)
    }

    fn origin_of(&self, folded_offset: usize) -> usize {
        match self
            .origins
            .binary_search_by_key(&folded_offset, |&(f, _)| f)
        {
            Ok(i) => self.origins[i].1,
            Err(i) => self.origins.get(i).map_or(self.original_len, |&(_, o)| o),
        }
    }
}

/// A parsed search box: every term must match (words as substrings, "phrases" as phrases).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    pub terms: Vec<String>,
}

impl Query {
    /// Parses the search box, folding it as the searched text is folded (see [`Lowercase`]).
    pub fn parse(input: &str, lowercase: Lowercase) -> Query {
        let folded = FoldedText::new(input, lowercase).folded;
        let mut terms = Vec::new();
        let mut rest = folded.as_str();
        while let Some(open) = rest.find('"') {
            terms.extend(rest[..open].split_whitespace().map(str::to_string));
            let after = &rest[open + 1..];
            let close = after.find('"').unwrap_or(after.len());
            let phrase = after[..close]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            if !phrase.is_empty() {
                terms.push(phrase);
            }
            rest = after.get(close + 1..).unwrap_or("");
        }
        terms.extend(rest.split_whitespace().map(str::to_string));
        terms.retain(|t| !t.is_empty());
        terms.dedup();
        Query { terms }
    }

    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// Whether every term occurs in the folded text. Phrases match across any run of white space.
    pub fn matches(&self, folded: &str) -> bool {
        self.terms
            .iter()
            .all(|term| find_term(folded, term).next().is_some())
    }

    /// The ranges of the original text to highlight: every occurrence of every term, merged.
    pub fn highlights(&self, text: &FoldedText) -> Vec<Range<usize>> {
        let mut ranges: Vec<Range<usize>> = self
            .terms
            .iter()
            .flat_map(|term| find_term(&text.folded, term).collect::<Vec<_>>())
            .map(|r| text.original_range(r))
            .collect();
        // Few ranges per quote: an insertion merge keeps a general sort out of the wasm.
        let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
        for r in ranges.drain(..) {
            let at = merged.partition_point(|m| m.start < r.start);
            merged.insert(at, r);
        }
        let mut out: Vec<Range<usize>> = Vec::with_capacity(merged.len());
        for r in merged {
            match out.last_mut() {
                Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
                _ => out.push(r),
            }
        }
        out
    }
}

/// Occurrences of a term in folded text; white space in the term matches any run of white space
/// (folded text keeps each source space, so "a  b" in an article still matches the phrase "a b").
fn find_term<'a>(haystack: &'a str, term: &'a str) -> impl Iterator<Item = Range<usize>> + 'a {
    let (first, rest) = term.split_once(' ').unwrap_or((term, ""));
    let text = haystack.as_bytes();
    let mut from = 0;
    std::iter::from_fn(move || {
        while from < text.len() {
            let start = find_at(text, first.as_bytes(), from)?;
            let mut end = start + first.len();
            // The needle starts with a whole character, so it can only be found at one: the
            // next place to look is the next byte.
            from = start + 1;
            let phrase_follows = rest.is_empty()
                || rest.split(' ').all(|word| {
                    let after = &text[end..];
                    let gap = after.iter().take_while(|&&b| b == b' ').count();
                    let found = gap > 0 && after[gap..].starts_with(word.as_bytes());
                    end += gap + word.len();
                    found
                });
            if phrase_follows {
                return Some(start..end);
            }
        }
        None
    })
}

/// Where `needle` first starts at or after `from`: a scan for its first byte, then a comparison.
/// std's `str::find` prepares a two-way searcher at each call, once per quote and keystroke,
/// which profiled as a fifth of a search over 10,000 quotes in the browser's first-tier wasm.
fn find_at(text: &[u8], needle: &[u8], mut from: usize) -> Option<usize> {
    let Some(&first) = needle.first() else {
        return (from <= text.len()).then_some(from);
    };
    loop {
        from += text.get(from..)?.iter().position(|&b| b == first)?;
        if text[from..].starts_with(needle) {
            return Some(from);
        }
        from += 1;
    }
}

/// A text cut for showing its highlights: runs of plain text each followed by a highlighted
/// piece, then the plain rest (each run a text node and a `<mark>` in the view). Ranges out of
/// order, overlapping what came before, or not on character boundaries are left out: the pieces
/// always join back into the text.
pub fn marked_runs<'t>(
    text: &'t str,
    ranges: &[Range<usize>],
) -> (Vec<(&'t str, &'t str)>, &'t str) {
    let mut runs = Vec::with_capacity(ranges.len());
    let mut at = 0;
    for r in ranges {
        let (start, end) = (r.start.clamp(at, text.len()), r.end.min(text.len()));
        if start >= end || !text.is_char_boundary(start) || !text.is_char_boundary(end) {
            continue;
        }
        runs.push((&text[at..start], &text[start..end]));
        at = end;
    }
    (runs, &text[at..])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hits(query: &str, text: &str) -> Vec<String> {
        let folded = FoldedText::new(text, unicode_lowercase);
        Query::parse(query, unicode_lowercase)
            .highlights(&folded)
            .into_iter()
            .map(|r| text[r].to_string())
            .collect()
    }

    #[test]
    fn plain_ascii_folds_as_the_general_path_does() {
        for text in ["Don't\tSTOP\nnow, OK?", "", "a  b"] {
            assert_eq!(fold(text), FoldedText::new(text, unicode_lowercase).folded);
        }
    }

    proptest::proptest! {
        /// Folding a run of ASCII at once gives what folding each character does, whatever the
        /// mix: speakers', articles' and characters' ids are slugs of folded names, and a
        /// published link never changes.
        #[test]
        fn folding_runs_is_folding_each_character(text in "([a-zA-Z0-9 ,.'’“”\t\n\r\u{a0}éÉŒß∑Σ]{0,6}){0,10}") {
            let by_character: String = {
                let mut out = String::new();
                for c in text.chars() {
                    fold_char(c, unicode_lowercase, &mut out);
                }
                out
            };
            proptest::prop_assert_eq!(fold(&text), by_character);
        }

        /// A term is found wherever it starts at a character and each of its words follows the
        /// one before after some spaces: the same places as looking at every character in turn.
        #[test]
        fn a_term_is_found_wherever_it_starts(
            text in "[ab’é ]{0,40}",
            term in "[ab’é]{1,3}( [ab’é]{1,2}){0,2}",
        ) {
            let words: Vec<&str> = term.split(' ').collect();
            let mut expected = Vec::new();
            for (start, _) in text.char_indices() {
                let mut end = start;
                let follows = words.iter().enumerate().all(|(i, word)| {
                    let gap = text[end..].len() - text[end..].trim_start_matches(' ').len();
                    let found = (i == 0 || gap > 0) && text[end + gap..].starts_with(word);
                    end += gap + word.len();
                    found && (i > 0 || gap == 0)
                });
                if follows {
                    expected.push(start..end);
                }
            }
            proptest::prop_assert_eq!(find_term(&text, &term).collect::<Vec<_>>(), expected);
        }
    }

    #[test]
    fn case_accents_and_apostrophes_do_not_matter() {
        assert_eq!(hits("DON'T", "I don’t think so"), ["don’t"]);
        assert_eq!(hits("don’t", "I DON'T think so"), ["DON'T"]);
        assert_eq!(hits("renee", "Renée said"), ["Renée"]);
        assert_eq!(hits("café", "the CAFE"), ["CAFE"]);
    }

    #[test]
    fn every_word_must_match_but_in_any_order() {
        let text = fold("Carrie is a little bit wiser");
        assert!(Query::parse("wiser carrie", unicode_lowercase).matches(&text));
        assert!(!Query::parse("wiser sebastian", unicode_lowercase).matches(&text));
        assert!(
            Query::parse("", unicode_lowercase).matches(&text),
            "an empty query matches everything"
        );
    }

    #[test]
    fn quoted_phrases_match_as_phrases() {
        let text = fold("a little bit wiser, a little  bit more");
        assert!(Query::parse("\"little bit wiser\"", unicode_lowercase).matches(&text));
        assert!(!Query::parse("\"bit little\"", unicode_lowercase).matches(&text));
        assert_eq!(hits("“little bit”", "a little  bit more"), ["little  bit"]);
        assert_eq!(
            Query::parse("\"unclosed phrase", unicode_lowercase).terms,
            ["unclosed phrase"]
        );
    }

    #[test]
    fn letters_beyond_latin_fold_by_the_given_lowercase() {
        assert_eq!(hits("ΚΑΛΗΜΕΡΑ", "Καλημερα κόσμε"), ["Καλημερα"]);
        assert_eq!(hits("москва", "МОСКВА"), ["МОСКВА"]);
        fn unchanged(c: char, out: &mut String) {
            out.push(c);
        }
        let text = fold_with("Καλημερα", unchanged);
        assert!(!Query::parse("ΚΑΛΗΜΕΡΑ", unchanged).matches(&text));
        assert!(
            Query::parse("Hello", unchanged).matches(&fold_with("HELLO", unchanged)),
            "ASCII never depends on it"
        );
    }

    #[test]
    fn the_fold_table_is_sorted_for_binary_search() {
        assert!(FOLDS.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(fold("ŒUVRE Æsir"), "oeuvre aesir");
        assert_eq!(fold("Straße\u{a0}ΣΑ"), "strasse σα");
    }

    #[test]
    fn highlights_merge_and_cut_into_runs() {
        let text = "Carrie and Carrie, too";
        let ranges = Query::parse("car carrie", unicode_lowercase)
            .highlights(&FoldedText::new(text, unicode_lowercase));
        assert_eq!(ranges, [0..6, 11..17]);
        assert_eq!(
            marked_runs(text, &ranges),
            (vec![("", "Carrie"), (" and ", "Carrie")], ", too")
        );
        assert_eq!(marked_runs(text, &[]), (vec![], text));
    }
}
