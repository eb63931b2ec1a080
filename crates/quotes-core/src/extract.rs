//! From one article's text to attributed quotations.
//!
//! Three steps, each with its own rules:
//! 1. **Pairing**: find every run of text between double quotation marks, curly or straight.
//!    Single quotation marks only ever nest, so a wrong or missing closing single mark can never
//!    end a quote early.
//! 2. **Classifying**: a quoted run is speech when it opens a clause (start of paragraph or
//!    sentence, after a colon, after "Harris says,") and is either attributed or a real sentence
//!    (at least three words ending in punctuation). Titles ("Virgin Tour"), scare quotes
//!    (“other people”) and echoed words (“SATC.”) sit mid-sentence or are bare title-case words.
//! 3. **Attributing**, first rule that answers: the clause right after the quote (`,” Harris
//!    says.`), the clause right before it (`She added, “`), continuation of the quote just before in
//!    the paragraph, the sentence before it (`…, which Amy touched on. “I think…”`), the last
//!    speaker of the paragraph, the last speaker of the previous paragraph for a quote that opens
//!    a paragraph. Pronouns take the speaker just before. Short names resolve to the full name
//!    the article gives anywhere.

use crate::article::ArticleFile;
use crate::error::SourceError;
use crate::overrides::{Override, OverrideAction};
use crate::text::{
    ends_sentence, is_name_word, last_sentence_start, name_runs, sentence_end, words, Word,
};
use std::ops::Range;

/// Reporting verbs and phrases of interview journalism. Multi-word phrases are matched by their
/// first word followed by the rest ("points out", "told us").
pub const REPORTING_VERBS: [&str; 84] = [
    "says",
    "said",
    "say",
    "tells",
    "told",
    "adds",
    "added",
    "reveals",
    "revealed",
    "explains",
    "explained",
    "teases",
    "teased",
    "admits",
    "admitted",
    "jokes",
    "joked",
    "continues",
    "continued",
    "notes",
    "noted",
    "recalls",
    "recalled",
    "shares",
    "shared",
    "warns",
    "warned",
    "confirms",
    "confirmed",
    "insists",
    "insisted",
    "laughs",
    "laughed",
    "agrees",
    "agreed",
    "describes",
    "described",
    "promises",
    "promised",
    "hints",
    "hinted",
    "acknowledges",
    "acknowledged",
    "asks",
    "asked",
    "answers",
    "answered",
    "replies",
    "replied",
    "writes",
    "wrote",
    "quips",
    "quipped",
    "muses",
    "mused",
    "gushes",
    "gushed",
    "dishes",
    "dished",
    "previews",
    "previewed",
    "concedes",
    "conceded",
    "states",
    "stated",
    "remarks",
    "remarked",
    "elaborates",
    "elaborated",
    "divulges",
    "divulged",
    "reflects",
    "reflected",
    "teased",
    "offers",
    "offered",
    "points",
    "pointed",
    "opens",
    "opened",
    "spills",
    "spilled",
    "maintains",
    "maintained",
];

const PRONOUNS: [&str; 4] = ["he", "she", "they", "i"];

/// Lowercase words that may stand between a quote and its speaker's name without being a role.
const CLAUSE_WORDS: [&str; 16] = [
    "and", "but", "then", "so", "or", "as", "while", "when", "that", "which", "who", "the", "a",
    "an", "if", "because",
];

/// Words that may stand before a role noun in a role: "executive producer", "series creator".
const ROLE_MODIFIERS: [&str; 13] = [
    "executive",
    "co-executive",
    "supervising",
    "lead",
    "former",
    "series",
    "head",
    "staff",
    "guest",
    "story",
    "consulting",
    "creative",
    "original",
];

const ROLE_NOUNS: [&str; 22] = [
    "producer",
    "showrunner",
    "creator",
    "co-creator",
    "writer",
    "director",
    "star",
    "co-star",
    "actor",
    "actress",
    "author",
    "host",
    "editor",
    "president",
    "designer",
    "composer",
    "novelist",
    "executive",
    "coach",
    "founder",
    "ceo",
    "singer",
];

fn is_verb(word: &Word<'_>) -> bool {
    REPORTING_VERBS.contains(&word.lower().as_str())
}

fn is_pronoun(word: &Word<'_>) -> bool {
    PRONOUNS.contains(&word.lower().as_str())
}

fn is_adverb(word: &Word<'_>) -> bool {
    let w = word.lower();
    (w.ends_with("ly") && w.len() > 3)
        || matches!(w.as_str(), "also" | "later" | "then" | "now" | "once")
}

fn is_name_part(word: &Word<'_>) -> bool {
    is_name_word(word) || word.is_initial()
}

/// A run of quoted text in a paragraph; offsets are relative to the paragraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// Offset of the opening mark; `None` when the writer left it out at the paragraph's start.
    pub open: Option<usize>,
    /// The words between the marks.
    pub inner: Range<usize>,
    /// Offset just past the closing mark (the paragraph's end for a quote running on).
    pub close_end: usize,
    /// The quote runs on into the next paragraph, which opens with a fresh mark.
    pub runs_on: bool,
}

impl Span {
    fn start(&self) -> usize {
        self.open.unwrap_or(0)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Open,
    Close,
    Straight,
}

fn char_before(text: &str, at: usize) -> Option<char> {
    text[..at].chars().next_back()
}

fn char_after(text: &str, at: usize) -> Option<char> {
    let mut chars = text[at..].chars();
    chars.next();
    chars.next()
}

fn looks_opening(text: &str, at: usize) -> bool {
    char_before(text, at).is_none_or(|c| c.is_whitespace() || "([{—–-/".contains(c))
        && char_after(text, at).is_some_and(|c| !c.is_whitespace())
}

fn looks_closing(text: &str, at: usize) -> bool {
    char_before(text, at).is_some_and(|c| !c.is_whitespace())
        && char_after(text, at).is_none_or(|c| c.is_whitespace() || ",.;:!?)]—–-".contains(c))
}

/// Pairs the double quotation marks of a paragraph. `next_opens_with_mark`: the next paragraph
/// starts with an opening mark, so an unclosed quote here runs on into it (the convention for
/// quotes of several paragraphs).
pub fn pair_marks(text: &str, next_opens_with_mark: bool) -> Result<Vec<Span>, (usize, String)> {
    let mut spans = Vec::new();
    let mut open: Option<usize> = None;
    let mut seen_mark = false;
    for (at, c) in text.char_indices() {
        let mark = match c {
            '“' | '„' => Mark::Open,
            '”' => Mark::Close,
            '"' => Mark::Straight,
            _ => continue,
        };
        let len = c.len_utf8();
        match open {
            None => {
                let closes = match mark {
                    Mark::Open => false,
                    Mark::Close => !looks_opening(text, at),
                    Mark::Straight => looks_closing(text, at) && !looks_opening(text, at),
                };
                if !closes {
                    open = Some(at);
                } else if !seen_mark {
                    spans.push(Span {
                        open: None,
                        inner: 0..at,
                        close_end: at + len,
                        runs_on: false,
                    });
                } else {
                    return Err((
                        at,
                        "closing quotation mark with no opening mark before it".into(),
                    ));
                }
            }
            Some(o) => {
                let closes = match mark {
                    Mark::Close | Mark::Straight => true,
                    Mark::Open => looks_closing(text, at) && !looks_opening(text, at),
                };
                if !closes {
                    return Err((
                        o,
                        "quotation mark opened here is not closed before the next one opens".into(),
                    ));
                }
                let o_len = text[o..].chars().next().map_or(1, char::len_utf8);
                spans.push(Span {
                    open: Some(o),
                    inner: o + o_len..at,
                    close_end: at + len,
                    runs_on: false,
                });
                open = None;
            }
        }
        seen_mark = true;
    }
    if let Some(o) = open {
        if !next_opens_with_mark {
            return Err((
                o,
                "quotation mark opened here is never closed in its paragraph".into(),
            ));
        }
        let o_len = text[o..].chars().next().map_or(1, char::len_utf8);
        spans.push(Span {
            open: Some(o),
            inner: o + o_len..text.len(),
            close_end: text.len(),
            runs_on: true,
        });
    }
    Ok(spans)
}

/// Who a clause names as the speaker, before resolution to a full name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    Name(String),
    Pronoun,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribution {
    pub who: Who,
    /// The paragraph range of the attribution clause, which is never part of a quote.
    pub clause: Range<usize>,
    pub role: Option<String>,
    /// "tells Zap2it": the outlet the speaker talked to.
    pub outlet: Option<String>,
}

/// Whether only white space stands between two words: names never run across punctuation.
fn adjacent(text: &str, a: &Word<'_>, b: &Word<'_>) -> bool {
    text.get(a.range.end..b.range.start)
        .is_some_and(|gap| gap.trim().is_empty())
}

/// The name run starting at word `i`: returns (name, index after it).
fn name_at(text: &str, ws: &[Word<'_>], i: usize) -> Option<(String, usize)> {
    let mut j = i;
    while j < ws.len() && is_name_part(&ws[j]) && (j == i || adjacent(text, &ws[j - 1], &ws[j])) {
        j += 1;
        if ws[j - 1].is_possessive() {
            break;
        }
    }
    // A name ends in a real word, not an initial, and is not just an initial.
    if j == i || !is_name_word(&ws[j - 1]) {
        return None;
    }
    let name = ws[i..j]
        .iter()
        .map(Word::base)
        .collect::<Vec<_>>()
        .join(" ");
    Some((name, j))
}

/// The name run ending just before word `end`: returns (name, its first index).
fn name_before(text: &str, ws: &[Word<'_>], end: usize) -> Option<(String, usize)> {
    let mut i = end;
    while i > 0
        && is_name_part(&ws[i - 1])
        && !(i < end && (ws[i - 1].is_possessive() || !adjacent(text, &ws[i - 1], &ws[i])))
    {
        i -= 1;
    }
    if i == end || !is_name_word(&ws[end - 1]) {
        return None;
    }
    let name = ws[i..end]
        .iter()
        .map(Word::base)
        .collect::<Vec<_>>()
        .join(" ");
    Some((name, i))
}

fn outlet_after_verb(text: &str, ws: &[Word<'_>], verb: usize) -> Option<String> {
    if !matches!(ws[verb].lower().as_str(), "tells" | "told") {
        return None;
    }
    let (name, _) = name_at(text, ws, verb + 1)?;
    Some(name)
}

/// `,” Harris says.` / `,” executive producer Amy B. Harris tells Zap2it.` / `,” says Harris.` /
/// `,” she adds.` / `,” according to Harris.` The clause must start right after the closing mark.
fn attribution_after(text: &str, span: &Span, next_open: usize) -> Option<Attribution> {
    let start = span.close_end;
    let end = sentence_end(text, start).min(next_open);
    let clause = &text[start..end];
    let lead = clause.len()
        - clause
            .trim_start_matches(|c: char| c.is_whitespace() || ",—–-".contains(c))
            .len();
    let ws = words(clause);
    let first = ws.first()?;
    if first.range.start != lead {
        return None;
    }
    let at = |r: Range<usize>| start + r.start..start + r.end;
    let clause_range = start..end;
    // "she adds"
    if is_pronoun(first) && ws.get(1).is_some_and(is_verb) {
        return Some(Attribution {
            who: Who::Pronoun,
            clause: clause_range,
            role: None,
            outlet: outlet_after_verb(clause, &ws, 1),
        });
    }
    // "says (executive producer) Amy B. Harris" / "according to Harris"
    let after_verb = if is_verb(first) {
        Some(1)
    } else if first.lower() == "according" && ws.get(1).is_some_and(|w| w.lower() == "to") {
        Some(2)
    } else {
        None
    };
    if let Some(mut i) = after_verb {
        let role_start = i;
        while i < ws.len() && i - role_start < 3 && !ws[i].is_capitalized() && !is_verb(&ws[i]) {
            i += 1;
        }
        let role = (i > role_start)
            .then(|| text[at(ws[role_start].range.start..ws[i - 1].range.end)].to_string());
        if let Some((name, _)) = name_at(clause, &ws, i) {
            return Some(Attribution {
                who: Who::Name(name),
                clause: clause_range,
                role: role.as_deref().and_then(role_suffix),
                outlet: None,
            });
        }
        return None;
    }
    // "(executive producer) Amy B. Harris (later) tells"
    let mut i = 0;
    while i < ws.len()
        && i < 3
        && !ws[i].is_capitalized()
        && !is_verb(&ws[i])
        && !CLAUSE_WORDS.contains(&ws[i].lower().as_str())
    {
        i += 1;
    }
    let role = (i > 0).then(|| text[at(ws[0].range.start..ws[i - 1].range.end)].to_string());
    if let Some((name, mut j)) = name_at(clause, &ws, i) {
        if j < ws.len() && is_adverb(&ws[j]) {
            j += 1;
        }
        if ws.get(j).is_some_and(is_verb) {
            return Some(Attribution {
                who: Who::Name(name),
                clause: clause_range,
                role: role.as_deref().and_then(role_suffix),
                outlet: outlet_after_verb(clause, &ws, j),
            });
        }
    }
    appositive_attribution(clause).map(|(name, role)| Attribution {
        who: Who::Name(name),
        clause: clause_range,
        role: Some(role),
        outlet: None,
    })
}

/// An attribution with the role set off by commas, in either order:
/// `the director, Jo March, tells` / `Jo March, the show's director, said`.
/// Returns (name, role).
fn appositive_attribution(clause: &str) -> Option<(String, String)> {
    let chunks: Vec<&str> = clause.split(',').map(str::trim).collect();
    let [first, second, rest, ..] = chunks[..] else {
        return None;
    };
    let starts_with_verb = words(rest).first().is_some_and(is_verb);
    let as_name = |chunk: &str| {
        let ws = words(chunk);
        let (name, end) = name_at(chunk, &ws, 0)?;
        (end == ws.len()).then_some(name)
    };
    let as_role = |chunk: &str| {
        let ws = words(chunk);
        let lowercase =
            !ws.is_empty() && ws.len() <= 6 && !ws[0].is_capitalized() && !ws.iter().any(is_verb);
        let role = ["the ", "a ", "an "]
            .iter()
            .find_map(|a| chunk.strip_prefix(a))
            .unwrap_or(chunk);
        lowercase.then(|| role.to_string())
    };
    if !starts_with_verb {
        return None;
    }
    match (as_role(first), as_name(second)) {
        (Some(role), Some(name)) => Some((name, role)),
        _ => Some((as_name(first)?, as_role(second)?)),
    }
}

fn is_role(phrase: &str) -> bool {
    phrase
        .split_whitespace()
        .last()
        .is_some_and(|w| ROLE_NOUNS.contains(&w.to_lowercase().as_str()))
}

/// The role at the end of a phrase: "we met executive producer" → "executive producer".
fn role_suffix(phrase: &str) -> Option<String> {
    if !is_role(phrase) {
        return None;
    }
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let is_role_word = |w: &&&str| {
        let w = w.to_lowercase();
        ROLE_NOUNS.contains(&w.as_str()) || ROLE_MODIFIERS.contains(&w.as_str())
    };
    let start = words.len() - words.iter().rev().take_while(is_role_word).count();
    Some(words[start..].join(" "))
}

/// `She added, “` / `Harris says: “` / `says Harris, “` / `According to Harris, “`: the clause
/// ends at the opening mark with a comma or colon.
fn attribution_before(text: &str, from: usize, open: usize) -> Option<Attribution> {
    let before = &text[from..open];
    let trimmed = before.trim_end();
    if !trimmed.ends_with([',', ':']) {
        return None;
    }
    let sentence_start = from + last_sentence_start(trimmed);
    let clause = &text[sentence_start..from + trimmed.len()];
    let ws = words(clause);
    let n = ws.len();
    if n == 0 {
        return None;
    }
    let mut end = n;
    if is_adverb(&ws[end - 1]) && end > 1 {
        end -= 1;
    }
    let clause_range = sentence_start..open;
    if is_verb(&ws[end - 1]) {
        let verb = end - 1;
        if verb > 0 && is_pronoun(&ws[verb - 1]) {
            return Some(Attribution {
                who: Who::Pronoun,
                clause: clause_range,
                role: None,
                outlet: None,
            });
        }
        let (name, _) = name_before(clause, &ws, verb)?;
        return Some(Attribution {
            who: Who::Name(name),
            clause: clause_range,
            role: None,
            outlet: None,
        });
    }
    // "says Harris," / "according to Harris,"
    let (name, first) = name_before(clause, &ws, n)?;
    let introduced = first > 0
        && (is_verb(&ws[first - 1])
            || (first > 1
                && ws[first - 2].lower() == "according"
                && ws[first - 1].lower() == "to"));
    introduced.then_some(Attribution {
        who: Who::Name(name),
        clause: clause_range,
        role: None,
        outlet: None,
    })
}

/// The speaker named by the sentence before a quote that opens a sentence:
/// "Amy told JJJ that we’ll see… “They will…”", "…which Amy touched on. “I think…”".
/// A name followed by a reporting verb wins; else the last known speaker the sentence mentions.
fn attribution_from_context(sentence: &str, known: &dyn Fn(&str) -> Option<String>) -> Option<Who> {
    let ws = words(sentence);
    for (i, w) in ws.iter().enumerate() {
        if is_verb(w) && i > 0 {
            if let Some((name, _)) = name_before(sentence, &ws, i) {
                return Some(Who::Name(name));
            }
            if is_pronoun(&ws[i - 1]) {
                return Some(Who::Pronoun);
            }
        }
    }
    name_runs(sentence)
        .into_iter()
        .rev()
        .find_map(|(name, _)| known(&name))
        .map(Who::Name)
}

/// Whether the quoted run at `span` opens a clause: nothing but a sentence end, colon, comma of
/// an attribution, or an earlier quote stands between it and the start of its sentence.
fn opens_clause(text: &str, from: usize, span: &Span) -> bool {
    let before = text[from..span.start()].trim_end();
    if before.is_empty() {
        return true;
    }
    let last = before.len() - before.chars().next_back().map_or(0, char::len_utf8);
    before.ends_with([':', '—', '–']) || ends_sentence(before, last)
}

fn looks_like_a_sentence(inner: &str) -> bool {
    let trimmed = inner.trim_end();
    trimmed.split_whitespace().count() >= 3
        && trimmed.ends_with(['.', ',', '!', '?', '…', '—', '-', ':', ';'])
}

/// One quote before its speaker is resolved to a canonical full name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawQuote {
    /// The speaker as resolved within the article (full name where the article gives one).
    pub speaker: String,
    pub paragraph: usize,
    /// Byte ranges in the file of each quoted segment.
    pub segments: Vec<Range<usize>>,
    /// The line the quote starts on, for messages.
    pub line: usize,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArticleExtraction {
    pub quotes: Vec<RawQuote>,
    /// (speaker, role) as the article states it.
    pub roles: Vec<(String, String)>,
    /// (character, actor) from "Carrie (AnnaSophia Robb)" or "Maggie [Katie Findlay]".
    pub cast: Vec<(String, String)>,
    /// An outlet named in an attribution ("tells Zap2it").
    pub outlet: Option<String>,
    /// Every capitalized run of two or more words: the full names short names resolve to.
    pub full_names: Vec<String>,
    /// Indexes into the overrides that matched a quoted run of this article.
    pub used_overrides: Vec<usize>,
}

struct ParagraphSpans {
    spans: Vec<Span>,
    after: Vec<Option<Attribution>>,
    before: Vec<Option<Attribution>>,
}

/// Extracts the attributed quotations of one article.
pub fn extract(
    article: &ArticleFile,
    overrides: &[Override],
) -> Result<ArticleExtraction, SourceError> {
    let mut out = ArticleExtraction::default();
    let paragraphs = &article.paragraphs;
    for p in paragraphs {
        for (name, _) in name_runs(&p.text) {
            if name.contains(' ') && !out.full_names.contains(&name) {
                out.full_names.push(name);
            }
        }
        out.cast.extend(cast_pairs(&p.text));
    }

    // Pass 1: pair marks and read the explicit attributions, which also tells who speaks in this article.
    let mut per_paragraph = Vec::with_capacity(paragraphs.len());
    for (index, p) in paragraphs.iter().enumerate() {
        let next_opens = paragraphs
            .get(index + 1)
            .is_some_and(|n| n.text.trim_start().starts_with(['“', '"', '„']));
        let spans = pair_marks(&p.text, next_opens)
            .map_err(|(at, msg)| article.error_at(p.start + at, msg))?;
        let mut after = Vec::with_capacity(spans.len());
        let mut before = Vec::with_capacity(spans.len());
        for (k, span) in spans.iter().enumerate() {
            let next_open = spans.get(k + 1).map_or(p.text.len(), Span::start);
            let from = if k == 0 { 0 } else { spans[k - 1].close_end };
            after.push(attribution_after(&p.text, span, next_open));
            before.push(span.open.and_then(|o| attribution_before(&p.text, from, o)));
        }
        per_paragraph.push(ParagraphSpans {
            spans,
            after,
            before,
        });
    }
    let resolve = |name: &str| resolve_name(name, &out.full_names);
    let mut known_speakers: Vec<String> = Vec::new();
    for ps in &per_paragraph {
        for a in ps.after.iter().chain(&ps.before).flatten() {
            if let Who::Name(n) = &a.who {
                let full = resolve(n);
                if !known_speakers.contains(&full) {
                    known_speakers.push(full);
                }
            }
        }
    }
    let known = |name: &str| {
        let full = resolve(name);
        known_speakers.contains(&full).then_some(full)
    };

    // Pass 2: classify and attribute, in reading order so pronouns find the speaker before them.
    let mut last_speaker: Option<String> = None;
    let mut used_overrides = Vec::new();
    let mut roles = Vec::new();
    let mut outlet = None;
    let mut quotes: Vec<RawQuote> = Vec::new();
    let mut previous_paragraph_speaker: Option<String> = None;
    let mut previous_ran_on = false;
    for (index, (p, ps)) in paragraphs.iter().zip(&per_paragraph).enumerate() {
        let text = p.text.as_str();
        let mut paragraph_speaker: Option<String> = None;
        // The previous speech run of this paragraph and whether only its attribution followed it.
        let mut previous_run: Option<(usize, usize)> = None; // (index of quote, end of its attribution)
        for (k, span) in ps.spans.iter().enumerate() {
            let from = if k == 0 { 0 } else { ps.spans[k - 1].close_end };
            let inner = &text[span.inner.clone()];
            let override_hit = overrides
                .iter()
                .enumerate()
                .find(|(_, o)| o.matches(&article.file, inner));
            if let Some((i, o)) = override_hit {
                used_overrides.push(i);
                if o.action == OverrideAction::NotAQuote {
                    continue;
                }
            }
            let after = &ps.after[k];
            let before = &ps.before[k];
            let continues_previous_paragraph = k == 0
                && previous_ran_on
                && span
                    .open
                    .is_some_and(|o| o == text.len() - text.trim_start().len());
            let opens = opens_clause(text, from, span) || before.is_some();
            let merges_with_previous = previous_run.is_some_and(|(_, attribution_end)| {
                text[attribution_end..span.start()].trim().is_empty()
            });
            let speech = override_hit.is_some()
                || merges_with_previous
                || span.open.is_none()
                || continues_previous_paragraph
                || (opens
                    && (after.is_some()
                        || before.is_some()
                        || span.runs_on
                        || looks_like_a_sentence(inner)));
            if !speech {
                continue;
            }
            let line = article.line_of(p.start + span.inner.start);
            let words_of = || {
                let w: Vec<&str> = inner.split_whitespace().take(8).collect();
                w.join(" ")
            };
            let forced = override_hit.and_then(|(_, o)| match &o.action {
                OverrideAction::Speaker(name) => Some(Who::Name(name.clone())),
                OverrideAction::NotAQuote => None,
            });
            let who = forced
                .or_else(|| after.as_ref().map(|a| a.who.clone()))
                .or_else(|| before.as_ref().map(|a| a.who.clone()))
                .or_else(|| {
                    merges_with_previous
                        .then(|| Who::Name(paragraph_speaker.clone().unwrap_or_default()))
                })
                .or_else(|| {
                    let context = &text[from..span.start()];
                    let sentence = &context[last_sentence_start(context)..];
                    attribution_from_context(sentence, &known)
                })
                .or_else(|| paragraph_speaker.clone().map(Who::Name))
                .or_else(|| {
                    (span.start() == text.len() - text.trim_start().len()
                        || continues_previous_paragraph)
                        .then(|| previous_paragraph_speaker.clone().map(Who::Name))
                        .flatten()
                });
            let speaker = match who {
                Some(Who::Name(name)) if !name.is_empty() => resolve(&name),
                Some(Who::Pronoun) => last_speaker.clone().ok_or_else(|| {
                    article.error_at(p.start + span.inner.start, format!("cannot attribute the quote “{}…”: it is given to a pronoun, but no speaker is named before it (add an override)", words_of()))
                })?,
                _ => {
                    let what = if span.open.is_none() {
                        "this paragraph closes a quotation mark it never opened, and no speaker is named around it"
                    } else {
                        "no speaker is named before, after or around it"
                    };
                    return Err(article.error_at(
                        p.start + span.inner.start,
                        format!("cannot attribute the quote “{}…”: {what} (add an override, or `not a quote`)", words_of()),
                    ));
                }
            };
            for a in [after, before].into_iter().flatten() {
                if let (Some(role), Who::Name(n)) = (&a.role, &a.who) {
                    roles.push((resolve(n), role.clone()));
                }
                if outlet.is_none() {
                    outlet.clone_from(&a.outlet);
                }
            }
            let segment = p.start + trim_range(text, span.inner.clone()).start
                ..p.start + trim_range(text, span.inner.clone()).end;
            let attribution_end = after.as_ref().map_or(span.close_end, |a| a.clause.end);
            match previous_run {
                Some((q, _)) if merges_with_previous && quotes[q].speaker == speaker => {
                    quotes[q].segments.push(segment);
                    previous_run = Some((q, attribution_end));
                }
                _ => {
                    quotes.push(RawQuote {
                        speaker: speaker.clone(),
                        paragraph: index,
                        segments: vec![segment],
                        line,
                    });
                    previous_run = Some((quotes.len() - 1, attribution_end));
                }
            }
            last_speaker = Some(speaker.clone());
            paragraph_speaker = Some(speaker);
        }
        previous_ran_on = ps.spans.last().is_some_and(|s| s.runs_on);
        previous_paragraph_speaker = paragraph_speaker.or(if previous_ran_on {
            last_speaker.clone()
        } else {
            None
        });
    }
    for speaker in &known_speakers {
        roles.extend(
            stated_roles(article, speaker)
                .into_iter()
                .map(|r| (speaker.clone(), r)),
        );
    }
    out.quotes = quotes
        .into_iter()
        .filter(|q| q.segments.iter().any(|s| !s.is_empty()))
        .collect();
    out.roles = roles;
    out.outlet = outlet;
    out.used_overrides = used_overrides;
    Ok(out)
}

fn trim_range(text: &str, r: Range<usize>) -> Range<usize> {
    let slice = &text[r.clone()];
    let start = r.start + (slice.len() - slice.trim_start().len());
    let end = r.start + slice.trim_end().len();
    start..end.max(start)
}

/// Resolves a name as written to the fullest name the article gives for that person:
/// "Harris" and "Amy" → "Amy B. Harris"; "Amy Harris" → "Amy B. Harris".
pub fn resolve_name(name: &str, full_names: &[String]) -> String {
    let parts: Vec<&str> = name.split_whitespace().collect();
    let (Some(first), Some(last)) = (parts.first(), parts.last()) else {
        return name.to_string();
    };
    full_names
        .iter()
        .filter(|full| {
            let f: Vec<&str> = full.split_whitespace().collect();
            let (ff, fl) = (f[0], f[f.len() - 1]);
            f.len() > parts.len()
                && if parts.len() == 1 {
                    ff == *first || fl == *first
                } else {
                    ff == *first && fl == *last
                }
                || (f.len() == parts.len() && full.as_str() == name)
        })
        // A capitalized word that opens a sentence can glue onto a name ("Newcomer Lindsey Gort"):
        // a candidate that only adds leading words to another candidate is not a name of its own.
        .filter(|full| {
            !full_names.iter().any(|other| {
                other.len() < full.len()
                    && other.contains(' ')
                    && full.ends_with(&format!(" {other}"))
            })
        })
        .max_by_key(|full| (full.split_whitespace().count(), full.len()))
        .cloned()
        .unwrap_or_else(|| name.to_string())
}

/// Roles written before a speaker's name: "with executive producer Amy B. Harris".
fn stated_roles(article: &ArticleFile, speaker: &str) -> Vec<String> {
    let mut roles = Vec::new();
    for p in &article.paragraphs {
        for (at, _) in p.text.match_indices(speaker) {
            let ws = words(&p.text[..at]);
            let mut i = ws.len();
            while i > 0
                && ws.len() - i < 3
                && !ws[i - 1].is_capitalized()
                && !CLAUSE_WORDS.contains(&ws[i - 1].lower().as_str())
                && p.text[ws[i - 1].range.end..if i == ws.len() { at } else { ws[i].range.start }]
                    .trim()
                    .is_empty()
            {
                i -= 1;
            }
            if let Some(role) = ws
                .get(i)
                .and_then(|w| role_suffix(&p.text[w.range.start..at]))
            {
                roles.push(role);
            }
        }
    }
    roles
}

/// "Carrie (AnnaSophia Robb)", "Sebastian’s (Austin Butler)", "Maggie [Katie Findlay]".
pub fn cast_pairs(text: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for (at, open) in text.char_indices().filter(|(_, c)| matches!(c, '(' | '[')) {
        let close = if open == '(' { ')' } else { ']' };
        let Some(len) = text[at + 1..].find(close) else {
            continue;
        };
        let inner = &text[at + 1..at + 1 + len];
        let inner_words = words(inner);
        let is_full_name = (2..=4).contains(&inner_words.len())
            && inner_words.iter().all(is_name_part)
            && inner.trim() == inner;
        if !is_full_name {
            continue;
        }
        let before = &text[..at];
        if before.ends_with(|c: char| !c.is_whitespace()) {
            continue;
        }
        let ws = words(before);
        let Some(character) = ws.last() else { continue };
        let single = ws.len() < 2
            || !is_name_part(&ws[ws.len() - 2])
            || !before[ws[ws.len() - 2].range.end..character.range.start]
                .trim()
                .is_empty();
        if is_name_word(character) && single && before[character.range.end..].trim().is_empty() {
            pairs.push((character.base().to_string(), inner.to_string()));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn article(body: &str) -> ArticleFile {
        ArticleFile::parse("test.txt", &format!("Headline\n\n{body}\n")).unwrap()
    }

    fn quotes(body: &str) -> Vec<(String, String)> {
        let a = article(body);
        let x = extract(&a, &[]).unwrap_or_else(|e| panic!("{e}"));
        x.quotes
            .iter()
            .map(|q| {
                let text: Vec<&str> = q.segments.iter().map(|s| &a.source[s.clone()]).collect();
                (q.speaker.clone(), text.join(" | "))
            })
            .collect()
    }

    fn q(speaker: &str, text: &str) -> (String, String) {
        (speaker.to_string(), text.to_string())
    }

    #[test]
    fn curly_and_straight_quotes_with_attribution_after() {
        assert_eq!(
            quotes("“I love it,” Harris says."),
            [q("Harris", "I love it,")]
        );
        assert_eq!(
            quotes("\"I love it,\" Harris says."),
            [q("Harris", "I love it,")]
        );
    }

    #[test]
    fn interrupted_quote_is_one_quote_of_one_speaker() {
        assert_eq!(
            quotes("“I think so,” Harris says. “But not yet.” Then the writer goes on."),
            [q("Harris", "I think so, | But not yet.")]
        );
    }

    #[test]
    fn attribution_before_the_quote_and_pronouns() {
        assert_eq!(
            quotes("“First thing,” Jane Doe said.\n\nShe added, “Second thing.”"),
            [
                q("Jane Doe", "First thing,"),
                q("Jane Doe", "Second thing.")
            ]
        );
        assert_eq!(
            quotes("Harris says: “We will see.”"),
            [q("Harris", "We will see.")]
        );
        assert_eq!(
            quotes("According to Jane Doe, “it is over.”"),
            [q("Jane Doe", "it is over.")]
        );
    }

    #[test]
    fn reporting_verbs_and_phrases() {
        for verb in [
            "says",
            "said",
            "tells Zap2it",
            "told us",
            "adds",
            "reveals",
            "explains",
            "teases",
            "admits",
            "jokes",
            "continues",
        ] {
            assert_eq!(
                quotes(&format!("“Yes, it is true,” Harris {verb}.")),
                [q("Harris", "Yes, it is true,")],
                "{verb}"
            );
        }
        assert_eq!(
            quotes("“Yes, it is true,” says Harris."),
            [q("Harris", "Yes, it is true,")]
        );
        assert_eq!(
            quotes("“It is hard,” Amy told us when asked about the finale."),
            [q("Amy", "It is hard,")]
        );
    }

    #[test]
    fn short_names_resolve_to_the_full_name_given_anywhere() {
        let got = quotes("We met executive producer Amy B. Harris.\n\n“One two three,” Harris says.\n\n“Four five six,” Amy said.");
        assert_eq!(
            got,
            [
                q("Amy B. Harris", "One two three,"),
                q("Amy B. Harris", "Four five six,")
            ]
        );
        let got =
            quotes("Photo: AnnaSophia Robb and Austin Butler\n\n“It is over now,” Butler adds.");
        assert_eq!(got, [q("Austin Butler", "It is over now,")]);
    }

    #[test]
    fn appositive_roles_in_either_order() {
        assert_eq!(
            quotes("“We start in May,” the director, Jo March, tells Variety. “It will be cold.”"),
            [q("Jo March", "We start in May, | It will be cold.")]
        );
        assert_eq!(
            quotes("“We start in May,” Jo March, the show’s director, said."),
            [q("Jo March", "We start in May,")]
        );
        let a = article("“We start in May,” Jo March, the show’s director, said.");
        assert!(extract(&a, &[])
            .unwrap()
            .roles
            .contains(&("Jo March".into(), "show’s director".into())));
        // Commas alone do not make an attribution.
        assert!(extract(
            &article("“Yes, it is true,” later, in May, things changed."),
            &[]
        )
        .is_err());
    }

    #[test]
    fn attribution_in_the_sentence_before() {
        assert_eq!(
            quotes("“Hello there,” Amy said.\n\nThe show is about friendship, which Amy touched on. “I think it is, yes.”"),
            [q("Amy", "Hello there,"), q("Amy", "I think it is, yes.")]
        );
        assert_eq!(
            quotes("“Fine, then,” Amy said.\n\nMeanwhile, Maggie’s (Katie Findlay) story is rough, and Amy didn’t reassure us. “It gets worse first.”"),
            [q("Amy", "Fine, then,"), q("Amy", "It gets worse first.")]
        );
        assert_eq!(
            quotes("Amy told JJJ that we’ll see them again! “They will come later.”"),
            [q("Amy", "They will come later.")]
        );
    }

    #[test]
    fn missing_opening_mark_at_paragraph_start() {
        assert_eq!(
            quotes("We talked a lot about this,” executive producer Amy B. Harris tells Zap2it. “So there.”"),
            [q("Amy B. Harris", "We talked a lot about this, | So there.")]
        );
        let a =
            article("We talked a lot about this,” executive producer Amy B. Harris tells Zap2it.");
        let x = extract(&a, &[]).unwrap();
        assert_eq!(x.outlet.as_deref(), Some("Zap2it"));
        assert!(x
            .roles
            .contains(&("Amy B. Harris".into(), "executive producer".into())));
    }

    #[test]
    fn nested_single_quotes_stay_inside_even_with_a_wrong_closing_mark() {
        assert_eq!(
            quotes("“Our Samantha from ‘Sex and the City,‘ she’s free. And ‘I love you’ matters,” Harris says."),
            [q("Harris", "Our Samantha from ‘Sex and the City,‘ she’s free. And ‘I love you’ matters,")]
        );
    }

    #[test]
    fn titles_scare_quotes_and_echoes_are_not_quotes() {
        assert_eq!(
            quotes("She ditched him at Madonna's \"Virgin Tour\" kickoff party."),
            []
        );
        assert_eq!(
            quotes("These “other people” Harris is talking about include two."),
            []
        );
        assert_eq!(
            quotes("“The Carrie Diaries” Season 2 premieres Friday on The CW."),
            []
        );
        assert_eq!(
            quotes("It differs from what we’ve seen on “SATC.” “What I love is the armor,” Harris says."),
            [q("Harris", "What I love is the armor,")]
        );
    }

    #[test]
    fn paraphrase_is_never_part_of_a_quote() {
        let got = quotes(
            "Harris says that her attitude will differ. “I think she is wiser,” Harris says.",
        );
        assert_eq!(got, [q("Harris", "I think she is wiser,")]);
        assert_eq!(quotes("Harris says that the show will return."), []);
    }

    #[test]
    fn quote_of_several_paragraphs_runs_on() {
        assert_eq!(
            quotes("“First part of it,” Harris says. “And it goes on.\n\n“And on into this paragraph.”"),
            [q("Harris", "First part of it, | And it goes on."), q("Harris", "And on into this paragraph.")]
        );
    }

    #[test]
    fn unpairable_and_unattributable_quotes_fail_with_the_line() {
        let a = ArticleFile::parse(
            "bad.txt",
            "Title\n\nFine text.\n\n“This never closes, says nobody.\n",
        )
        .unwrap();
        let err = extract(&a, &[]).unwrap_err();
        assert_eq!((err.file.as_str(), err.line), ("bad.txt", 5));
        assert!(err.message.contains("never closed"), "{err}");
        let a = ArticleFile::parse("bad.txt", "Title\n\n“Somebody said these words.”\n").unwrap();
        let err = extract(&a, &[]).unwrap_err();
        assert_eq!(err.line, 3);
        assert!(err.message.contains("cannot attribute"), "{err}");
    }

    #[test]
    fn cast_pairs_in_parentheses_and_brackets() {
        assert_eq!(
            cast_pairs("about Carrie (AnnaSophia Robb) and Sebastian’s (Austin Butler) bond, and Maggie [Katie Findlay], AnnaSophia [Robb]"),
            [
                ("Carrie".to_string(), "AnnaSophia Robb".to_string()),
                ("Sebastian".to_string(), "Austin Butler".to_string()),
                ("Maggie".to_string(), "Katie Findlay".to_string())
            ]
        );
    }
}
