//! Small pieces of English text handling shared by extraction and attribution: words with their
//! offsets, sentence ends that are not fooled by initials and abbreviations, name-like words.

use std::ops::Range;

/// A word of running text: letters, digits and inner apostrophes, hyphens or periods.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word<'t> {
    pub text: &'t str,
    pub range: Range<usize>,
}

impl<'t> Word<'t> {
    /// The word without a possessive ending: "Sebastian’s" → "Sebastian", "Sims’" → "Sims".
    pub fn base(&self) -> &'t str {
        // "NASA'S Kathy Lueders": a possessive in capitals too.
        for suffix in ["’s", "'s", "’S", "'S", "’", "'"] {
            if let Some(base) = self.text.strip_suffix(suffix) {
                return base;
            }
        }
        self.text
    }

    pub fn is_possessive(&self) -> bool {
        self.base().len() != self.text.len()
    }

    pub fn is_capitalized(&self) -> bool {
        self.text.chars().next().is_some_and(char::is_uppercase)
    }

    /// "B." in "Amy B. Harris".
    pub fn is_initial(&self) -> bool {
        is_initial(self.text)
    }

    pub fn lower(&self) -> String {
        self.text.to_lowercase()
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
}

fn is_inner_joiner(c: char) -> bool {
    matches!(c, '\'' | '’' | '-' | '.')
}

/// Whether the `&` at `at` joins capitals into one word ("A&M", "AT&T", "R&B"): a capital or
/// two before it, since the word's `start`, and a capital right after it.
fn initials_joined_by_an_ampersand(text: &str, start: usize, at: usize) -> bool {
    let before = &text[start..at];
    let after = text[at + '&'.len_utf8()..].chars().next();
    (1..=2).contains(&before.len())
        && before.chars().all(|c| c.is_ascii_uppercase())
        && after.is_some_and(|c| c.is_ascii_uppercase())
}

/// Words of a text with byte ranges. A trailing period is kept only on initials ("B.").
pub fn words(text: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if !is_word_char(c) {
            continue;
        }
        let mut end = start + c.len_utf8();
        while let Some(&(at, next)) = chars.peek() {
            if is_word_char(next) {
                end = at + next.len_utf8();
                chars.next();
            } else if next == '&' && initials_joined_by_an_ampersand(text, start, at) {
                // "Texas A&M", "AT&T": initials an ampersand joins are one word.
                end = at + next.len_utf8();
                chars.next();
            } else if is_inner_joiner(next) {
                // Keep a joiner only when a word character follows it, or it is an initial's period
                // or a possessive apostrophe ("Sims’").
                let after = text[at + next.len_utf8()..].chars().next();
                let initial = next == '.'
                    && (end - start == c.len_utf8() && c.is_uppercase()
                        || is_dotted_initials(&text[start..end]));
                let possessive = matches!(next, '\'' | '’') && text[start..end].ends_with('s');
                // ("Amsterdam.Lampard": two sentences, two words.)
                let glued = next == '.' && glued_sentences(text, at);
                if (after.is_some_and(is_word_char) || initial || possessive) && !glued {
                    end = at + next.len_utf8();
                    chars.next();
                } else {
                    break;
                }
            } else {
                break;
            }
        }
        let word = text[start..end].trim_end_matches('-');
        out.push(Word {
            text: word,
            range: start..start + word.len(),
        });
    }
    out
}

/// Abbreviations whose full stop ends no sentence: the titles and the months below, and these.
const ABBREVIATIONS: [&str; 11] = [
    "jr", "sr", "st", "vs", "no", "p.m", "a.m", "etc",
    // "Interviewed Ellen Holly, a.k.a. Carla Gray.": another name, and examples.
    "a.k.a", "i.e", "e.g",
];

/// Words that open a sentence and never go on one: after "p.m." they say the sentence ended.
const SENTENCE_OPENERS: [&str; 14] = [
    "here", "there", "the", "he", "she", "it", "they", "we", "i", "this", "that", "but", "his",
    "her",
];

/// Titles written short before a name: "Dr. Stanley Hazen", "Sen. Ruth Abara". Their full stop
/// ends no sentence, and they are no part of the name.
const ABBREVIATED_TITLES: [&str; 22] = [
    "mr", "mrs", "ms", "dr", "prof", "rev", "sen", "rep", "gov", "lt", "sgt", "capt", "maj",
    // An army's ranks: "said Col. Andrew Talmadge", "Spc. Rich Calbri", "Lt. Gen. Stephen Lanza".
    "col", "gen", "spc", "pfc", "pvt", "cpl", "adm", "cmdr", "brig",
];

/// Words written before a name that are no part of it: the abbreviated titles, and these
/// ("Miss Ada Kwame", "Hon. Colin Reyes"); the full stop, where written, is not in the word.
const OTHER_HONORIFICS: [&str; 6] = ["miss", "mx", "hon", "shri", "sri", "smt"];

pub fn is_honorific(word: &str) -> bool {
    let w = word.trim_end_matches('.').to_lowercase();
    ABBREVIATED_TITLES.contains(&w.as_str()) || OTHER_HONORIFICS.contains(&w.as_str())
}

/// A name without the honorifics before it: "Mr McMahon" → "McMahon". A name that is nothing
/// but honorifics stays as written.
pub fn without_honorifics(name: &str) -> &str {
    let mut rest = name;
    while let Some((first, tail)) = rest.split_once(' ') {
        if !is_honorific(first) {
            break;
        }
        rest = tail.trim_start();
    }
    rest
}

/// The lowercase words inside Arabic, Dutch, German, Spanish, Portuguese, Italian and French
/// names: "Ahmed al Saffar", "Robin van Persie", "Ana de Armas". Part of a name only between two
/// capitalized name words.
const NAME_PARTICLES: [&str; 18] = [
    "al", "el", "bin", "ibn", "van", "von", "de", "da", "del", "della", "di", "du", "dos", "das",
    "der", "den", "ter", "le",
];

pub fn is_name_particle(word: &str) -> bool {
    NAME_PARTICLES.contains(&word)
}

/// "Amsterdam.Lampard", "Chelsea.\"We've": a full stop at `at` between a word of three
/// lowercase letters or more and a capitalized word, with no space: two sentences run
/// together, as pages print them once their spaces are lost ("chelseafc.com", "U.S.", "J.R.R."
/// and "8/7c" are none).
pub fn glued_sentences(text: &str, at: usize) -> bool {
    let before = text[..at].chars().rev().take(3);
    let lowercase_word = before.clone().count() == 3 && before.clone().all(char::is_lowercase);
    let mut after = text[at + 1..].trim_start_matches(['”', '"', '“']).chars();
    lowercase_word
        && after.next().is_some_and(char::is_uppercase)
        && after
            .next()
            .is_some_and(|c| c.is_lowercase() || c == '\'' || c == '’')
}

/// Whether the `.`, `!`, `?` or `…` at `at` ends a sentence.
pub fn ends_sentence(text: &str, at: usize) -> bool {
    let Some(c) = text[at..].chars().next() else {
        return false;
    };
    if !matches!(c, '.' | '!' | '?' | '…') {
        return false;
    }
    let rest = &text[at + c.len_utf8()..];
    let next = rest
        .trim_start_matches(['”', '"', '’', '\'', ')'])
        .chars()
        .next();
    if next.is_some_and(|n| !n.is_whitespace()) {
        // "…in Amsterdam.Lampard, who…": a page that lost the space after a full stop.
        return c == '.' && glued_sentences(text, at); // not "8/7c", "p.m.", "Zap2it.com"
    }
    // "told E! News on Monday": a network's name, a capital and its exclamation mark.
    if c == '!' {
        let mut before = text[..at].chars().rev();
        let one_capital = before.next().is_some_and(|b| b.is_ascii_uppercase())
            && before.next().is_none_or(|b| !b.is_alphanumeric());
        return !one_capital;
    }
    if c == '.' {
        let before = &text[..at];
        // "(R-Ky.)", "(Calif.)": an abbreviation closing a short aside (looked for only in the
        // few characters before, so that a text of many ".)" stays linear).
        let short_aside = rest.starts_with(')')
            && before
                .char_indices()
                .rev()
                .take(10)
                .take_while(|&(_, ch)| !ch.is_whitespace())
                .any(|(_, ch)| ch == '(');
        if short_aside {
            return false;
        }
        let word_start = before
            .rfind(|ch: char| ch.is_whitespace() || ch == '(')
            .map_or(0, |i| {
                i + before[i..].chars().next().map_or(1, char::len_utf8)
            });
        let word = &before[word_start..];
        // "Juul CEO K.C. Crosthwaite": initials before a name end no sentence.
        let initials_before_a_name =
            is_dotted_initials(word) && rest.trim_start().starts_with(char::is_uppercase);
        let single_capital = (word.chars().count() == 1 && word.chars().all(char::is_uppercase))
            || initials_before_a_name;
        let word = word.to_lowercase();
        // "…at 9:40 p.m.  Here is his speech:": a time or an "etc." ends the sentence where
        // the next word can only open one ("at 9 p.m. Tuesday" goes on).
        let opens_a_sentence = || {
            let next: String = rest
                .trim_start()
                .chars()
                .take_while(|ch| ch.is_alphabetic())
                .collect();
            next.starts_with(char::is_uppercase)
                && SENTENCE_OPENERS.contains(&next.to_lowercase().as_str())
        };
        let ends_at_a_time = matches!(word.as_str(), "p.m" | "a.m" | "etc") && opens_a_sentence();
        let abbreviation = !ends_at_a_time
            && (ABBREVIATIONS.contains(&word.as_str())
                || ABBREVIATED_TITLES.contains(&word.as_str())
                || MONTH_ABBREVIATIONS.contains(&word.as_str()));
        if single_capital || abbreviation {
            return false;
        }
    }
    true
}

/// Byte offset just past the end of the sentence that contains `from`, or the text's length.
pub fn sentence_end(text: &str, from: usize) -> usize {
    sentence_end_before(text, from, text.len())
}

/// What opens a list's item on a page: "• 'We're going to make some history together today.'".
pub const LIST_BULLETS: [char; 5] = ['•', '◦', '▪', '‣', '●'];

/// [`sentence_end`], looking no further than `limit`: `limit` if the sentence runs past it. For
/// callers that would cut there anyway, so that a paragraph of many quotes and no full stop
/// stays linear.
pub fn sentence_end_before(text: &str, from: usize, limit: usize) -> usize {
    let limit = limit.min(text.len());
    if from >= limit {
        return from.max(limit);
    }
    for (i, c) in text[from..limit].char_indices() {
        let at = from + i;
        // "…,” his agent tells CNN\n  • He is best known for “Gandhi”": a list's next bullet
        // starts a sentence of its own, full stop or not.
        if c == '\n'
            && text[at + 1..]
                .trim_start_matches([' ', '\t'])
                .starts_with(LIST_BULLETS)
        {
            return at;
        }
        if ends_sentence(text, at) {
            let mut end = at + c.len_utf8();
            // Closing marks after the terminator belong to the sentence.
            for ch in text[end..].chars() {
                if matches!(ch, '”' | '"' | '’' | '\'' | ')') {
                    end += ch.len_utf8();
                } else {
                    break;
                }
            }
            return end.min(limit);
        }
    }
    limit
}

/// "1. What was…", "12) How…": a line that opens with an item's number, as a numbered list's do.
pub(crate) fn opens_a_numbered_item(line: &str) -> bool {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    (1..=3).contains(&digits)
        && line[digits..]
            .strip_prefix(['.', ')', ':'])
            .is_some_and(|rest| rest.starts_with(' '))
}

/// Byte offset where the last sentence of `text` begins.
pub fn last_sentence_start(text: &str) -> usize {
    let trimmed = text.trim_end();
    let mut start = 0;
    for (i, _) in trimmed.char_indices() {
        if i + 1 < trimmed.len() && ends_sentence(trimmed, i) {
            start = sentence_end(trimmed, i);
        }
    }
    start + (trimmed[start..].len() - trimmed[start..].trim_start().len())
}

/// Capitalized words that start sentences or titles but are never part of a person's name.
const NOT_NAME_WORDS: &[&str] = &[
    "a",
    "an",
    // "Another Twitter user, Kelly, asked": a determiner opening a sentence.
    "another",
    "and",
    "are",
    "as",
    "at",
    "but",
    "by",
    "click",
    "for",
    "from",
    "he",
    "her",
    "his",
    "how",
    "i",
    "if",
    "in",
    "is",
    "it",
    "its",
    "like",
    "meanwhile",
    // "Afterwards we talked to…", "Recently Judith Abbott shepherded…": a sentence's first
    // adverb, capitalized.
    "afterwards",
    "afterward",
    "recently",
    "currently",
    "previously",
    "eventually",
    "finally",
    "suddenly",
    "initially",
    "ultimately",
    "yesterday",
    "later",
    // "Same with Jones, and his family: “…”": a sentence's first word, no one's name.
    "same",
    // "Others in the room began yelling, saying, “…”": people not named, as stated.
    "others",
    // "Rockets Vs. Wizards": two teams a match set against each other, no one's name.
    "vs",
    "versus",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "of",
    "on",
    "one",
    "or",
    "our",
    "photo",
    "photos",
    "posted",
    "regardless",
    "related",
    "season",
    "she",
    "so",
    "someone",
    "somebody",
    "none",
    "nobody",
    "nothing",
    "everything",
    "anything",
    "something",
    // "Well Joe had been travelling": a spoken answer's first word glues onto a name; so does
    // a question's greeting ("Hi Kvik, congratulations!").
    "well",
    "hi",
    "hello",
    "hey",
    // "Thanks Dana.": an answer's thanks to its moderator.
    "thanks",
    "congratulations",
    "yeah",
    "oh",
    "okay",
    "wow",
    // "Opening statement:", "Closing remarks:": press-conference headings, never a first name.
    "opening",
    "closing",
    "everyone",
    "everybody",
    "anyone",
    "neither",
    "both",
    "each",
    "speaking",
    "the",
    "they",
    "this",
    "tune",
    // "Via FastCo:", as a page credits the interview it quotes.
    "via",
    "we",
    "what",
    "when",
    "all",
    "then",
    "last",
    "title",
    "plus",
    "even",
    "only",
    "every",
    "both",
    "there",
    "here",
    "that",
    "these",
    "those",
    "yes",
    "not",
    "now",
    "later",
    "after",
    "before",
    "while",
    "because",
    "since",
    "with",
    "about",
    "why",
    "who",
    "where",
    "which",
    "you",
    "your",
    "my",
    "me",
    "us",
    "them",
    "their",
    "him",
    "asked",
    // Degrees after a name: "Bradley Gelfand PhD" is Bradley Gelfand.
    "phd",
    "md",
    "msc",
    "mba",
    "dds",
    "pharmd",
    // "I'm Jeff Morgan": the speaker's own "I", never part of the name after it.
    "i'm",
    "i’m",
    "i've",
    "i’ve",
    "i'll",
    "i’ll",
    "i'd",
    "i’d",
    // Prepositions capitalized in a headline: "Residents Shook Up Over Neighborhood Murder".
    "over",
    "under",
    "against",
    "amid",
    "across",
    "into",
    "onto",
    "through",
    "without",
    "within",
    "between",
    "among",
    "toward",
    "towards",
    "upon",
    "behind",
    "beyond",
    "beneath",
    "underneath",
    "beside",
    "alongside",
    "despite",
    "inside",
    "outside",
    "quoting",
    "speaking",
    "talking",
    "according",
    "still",
    "just",
    "also",
    "ahead",
    "backstage",
    "during",
    "tickets",
    // "…, Mobile Innovation And More Chen added": a headline's "More" glues onto the name after it.
    "more",
    "most",
];

/// The longest nickname, in bytes, that `without_nickname_marks` reads inside a name.
const NICKNAME_BYTES: usize = 24;

/// `text` with the marks around a nickname inside a name blanked out, byte for byte: in
/// `Barry "Butch" Wilmore` or `Earvin “Magic” Johnson` the marks quote no one; so are an
/// editor's square brackets around a first name put into a name, `Mr. [Antonio] Guterres`.
/// `None` when there is none.
pub fn without_nickname_marks(text: &str) -> Option<String> {
    let capitalized = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    let mut out: Option<String> = None;
    for (open_at, open) in text.char_indices() {
        let close = match open {
            '"' => '"',
            '“' => '”',
            '[' => ']',
            _ => continue,
        };
        let inner_from = open_at + open.len_utf8();
        // (A nickname is a few words: its close is looked for that far only, so a paragraph of
        // many marks, or of brackets never closed, is read in linear time.)
        let Some(inner_len) =
            head(&text[inner_from..], NICKNAME_BYTES + close.len_utf8()).find(close)
        else {
            continue;
        };
        let inner = &text[inner_from..inner_from + inner_len];
        let after_close = inner_from + inner_len + close.len_utf8();
        let before = text[..open_at].strip_suffix(' ').unwrap_or("");
        let name_before = before.rsplit(' ').next().unwrap_or("");
        let name_after = text[after_close..]
            .strip_prefix(' ')
            .and_then(|rest| rest.split(' ').next())
            .unwrap_or("");
        let nickname = !inner.is_empty()
            && inner.len() <= NICKNAME_BYTES
            && inner.split(' ').count() <= 2
            && inner
                .split(' ')
                .all(|w| capitalized(w) && w.chars().all(|c| c.is_alphabetic() || c == '.'));
        // ("Mr. [Antonio] Guterres": after an honorific, with its full stop.)
        let name_before_bare = match open {
            '[' => name_before.strip_suffix('.').unwrap_or(name_before),
            _ => name_before,
        };
        let between_names = capitalized(name_before_bare)
            && name_before_bare.chars().all(char::is_alphabetic)
            && capitalized(name_after)
            && name_after.chars().next().is_some_and(char::is_alphabetic);
        if nickname && between_names {
            let blanked = out.get_or_insert_with(|| text.to_string());
            let close_at = inner_from + inner_len;
            blanked.replace_range(open_at..inner_from, &" ".repeat(open.len_utf8()));
            blanked.replace_range(close_at..after_close, &" ".repeat(close.len_utf8()));
            // `Tarik “Tarik” Celik`: a handle that only says the first name again is left out
            // whole, or the name would say it twice.
            if inner == name_before {
                blanked.replace_range(inner_from..close_at, &" ".repeat(inner_len));
            }
        }
    }
    out
}

/// "1st", "22nd", "3rd", "10th": a number written as an ordinal (in small letters).
pub fn is_numbered_ordinal(word: &str) -> bool {
    ["st", "nd", "rd", "th"].iter().any(|end| {
        word.strip_suffix(end)
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// The first `max` bytes of a text or fewer, cut at a character's start: the few words a rule
/// looks at next, read in the same time however long the text runs on.
pub fn head(text: &str, max: usize) -> &str {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// The last `max` bytes of a text or fewer, cut at a character's start: what a rule looks at
/// just before a place, read in the same time however long the text before it runs.
pub fn tail(text: &str, max: usize) -> &str {
    let mut start = text.len().saturating_sub(max);
    while !text.is_char_boundary(start) {
        start += 1;
    }
    &text[start..]
}

/// "K.C." of "K.C. Crosthwaite", with or without its last full stop: two or three capitals
/// joined by full stops, as a person's initials are written. Not the letters of a place or a
/// body ("U.S.", "D.C."), which end sentences and open no names.
pub fn is_dotted_initials(word: &str) -> bool {
    const PLACES_AND_BODIES: [&str; 9] = [
        "U.S", "U.K", "D.C", "L.A", "N.Y", "U.N", "E.U", "N.J", "U.S.A",
    ];
    let word = word.strip_suffix('.').unwrap_or(word);
    let letters: Vec<&str> = word.split('.').collect();
    (2..=3).contains(&letters.len())
        && letters.iter().all(|l| {
            let mut chars = l.chars();
            chars.next().is_some_and(|c| c.is_ascii_uppercase()) && chars.next().is_none()
        })
        && !PLACES_AND_BODIES.contains(&word)
}

/// "B." in "Amy B. Harris": a capital and a full stop.
pub fn is_initial(text: &str) -> bool {
    let mut chars = text.chars();
    matches!((chars.next(), chars.next(), chars.next()), (Some(c), Some('.'), None) if c.is_uppercase())
}

/// A capitalized word that could be part of a person's name.
/// Endings of adverbs no name has: "Visibly more relaxed, she…", "Understandably, the…".
const ADVERB_ENDINGS: [&str; 8] = [
    "ibly", "ably", "ously", "ically", "edly", "ively", "fully", "lessly",
];

/// Whether a word, in small letters, ends as an adverb that no name does ("visibly").
pub fn ends_like_an_adverb(lower: &str) -> bool {
    lower.len() > 5 && ADVERB_ENDINGS.iter().any(|ending| lower.ends_with(ending))
}

pub fn is_name_word(word: &Word<'_>) -> bool {
    if !word.is_capitalized() {
        return false;
    }
    let lower = word.base().to_lowercase();
    !NOT_NAME_WORDS.contains(&lower.as_str()) && !ends_like_an_adverb(&lower)
        // "Don’t be looking…", "Can't": a verb's contraction opening a sentence.
        && !word.text.ends_with("n’t")
        && !word.text.ends_with("n't")
        && word.base().chars().any(char::is_alphabetic)
        // "Demo-2", "F1": a mission or a car, never part of a name (unlike "Zap2it").
        && !word.base().ends_with(|c: char| c.is_ascii_digit())
        // "Cornell-bound Ellen", "London-based Ana Lind": where someone goes or lives, said of
        // them, is no part of their name.
        && !["-bound", "-based", "-born", "-raised"]
            .iter()
            .any(|end| lower.ends_with(end))
}

/// "PUBLIC HEARING Mayor Gibson announced": how many words of a run of capitalized words are
/// a heading in capitals that runs into a name written in small letters (none where the whole
/// run is in capitals, "SEN. MARCO RUBIO", or nothing follows it).
pub fn heading_in_capitals(run: &[Word<'_>]) -> usize {
    // ("K.C." of "K.C. Crosthwaite" is initials, no heading.)
    let in_capitals = |w: &Word<'_>| {
        w.base().chars().count() >= 3
            && !w.base().chars().any(char::is_lowercase)
            && !is_dotted_initials(w.text)
    };
    // "McCONNELL" is in capitals still; "McDonald" is not.
    let in_small_letters = |w: &Word<'_>| {
        let lower = w.base().chars().filter(|c| c.is_lowercase()).count();
        lower > w.base().chars().count() - lower
    };
    // Most runs fail at their first or last word: checked first, as names are read often.
    match (run.first(), run.last()) {
        (Some(first), Some(last)) if in_capitals(first) && in_small_letters(last) => {}
        _ => return 0,
    }
    let heading = run.iter().take_while(|w| in_capitals(w)).count();
    if run[heading..].iter().all(in_small_letters) {
        heading
    } else {
        0
    }
}

/// Whether two words of a name touch: only white space between them (names never run across
/// punctuation), or an honorific's full stop ("Dr. Stanley Hazen", "Chaplain Capt. Tim Gresham").
pub fn adjacent(text: &str, a: &Word<'_>, b: &Word<'_>) -> bool {
    text.get(a.range.end..b.range.start).is_some_and(|gap| {
        let gap = gap.trim();
        gap.is_empty() || (gap == "." && is_honorific(a.text) && a.is_capitalized())
    })
}

/// The months' names, which no person's name is ("March" in a heading, "May" in a date line).
pub const MONTH_NAMES: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// The months as dates cut them short.
const MONTH_ABBREVIATIONS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
];

/// "Jr.", "III": a generation's suffix after a name, no surname.
pub fn is_generation_suffix(word: &str) -> bool {
    matches!(
        word.trim_end_matches('.'),
        "Jr" | "Sr" | "II" | "III" | "IV"
    )
}

/// "Jan", "Sept.", "March": a month as dates write it.
pub fn is_month(word: &str) -> bool {
    let word = word.trim_end_matches('.').to_lowercase();
    MONTH_NAMES.contains(&word.as_str()) || MONTH_ABBREVIATIONS.contains(&word.as_str())
}

/// "Stuart James Jan 18, 2021": a month and then a number, which no name runs into.
pub fn opens_a_date(ws: &[Word<'_>], k: usize) -> bool {
    ws.get(k).is_some_and(|w| is_month(w.base()))
        && ws
            .get(k + 1)
            .is_some_and(|w| w.text.starts_with(|c: char| c.is_ascii_digit()))
}

/// "GREGOR TOWNSEND last night paid tribute…": a paragraph's first words set in capitals, as
/// British papers open a story, and a name among them. The run opens the text, has two or
/// three words, all in capitals, and small letters follow it. Some papers set the first word
/// only ("RALPH Hasenhuttl labelled it…"): a first name of three letters or more.
fn leads_in_capitals(text: &str, words: &[Word<'_>], i: usize, j: usize) -> bool {
    let in_capitals = |w: &Word<'_>| {
        w.base().chars().filter(|c| c.is_alphabetic()).count() >= 2
            && !w.base().chars().any(char::is_lowercase)
    };
    // (Read only for a run that opens the text: names are read often.)
    let first_word_only = || {
        words[i]
            .base()
            .chars()
            .filter(|c| c.is_alphabetic())
            .count()
            >= 3
            && words[i + 1..=j]
                .iter()
                .all(|w| w.base().chars().skip(1).any(char::is_lowercase))
    };
    i == 0
        && text.trim_start().starts_with(words[0].text)
        && (1..=2).contains(&(j - i))
        && in_capitals(&words[i])
        && (words[i + 1..=j].iter().all(in_capitals) || first_word_only())
        && words
            .get(j + 1)
            .is_some_and(|w| w.text.starts_with(char::is_lowercase))
}

/// "GREGOR TOWNSEND" → "Gregor Townsend", "JEAN-PAUL O'NEILL" → "Jean-Paul O'Neill".
fn capitalized_as_a_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut starts_a_part = true;
    for c in name.chars() {
        if starts_a_part {
            out.extend(c.to_uppercase());
        } else {
            out.extend(c.to_lowercase());
        }
        starts_a_part = !c.is_alphabetic();
    }
    out
}

/// "WItherspoonReese": two words a page glued together when it lost the line break between a
/// caption and its text ("…Reese WItherspoon" / "Reese Witherspoon covers…"): a capital after
/// five small letters or more ("McAdams", "DiCaprio" and "FitzGerald" are names). Such a word
/// is part of no name, so that no run spans the caption and the sentence.
fn glued_words(word: &str) -> bool {
    let mut small_run = 0;
    for c in word.chars() {
        if c.is_ascii_uppercase() && small_run >= 5 {
            return true;
        }
        small_run = if c.is_ascii_lowercase() {
            small_run + 1
        } else {
            0
        };
    }
    false
}

/// Runs of adjacent name words ("Amy B. Harris", "Lindsey Gort"), with their ranges, split at
/// any punctuation between words and ended after a possessive ("Molly Sims’ cougar") or at a
/// date ("Stuart James Jan 18").
pub fn name_runs(text: &str) -> Vec<(String, Range<usize>)> {
    let words = words(text);
    // ("Stephen Metcalfe Portrait Stephen Metcalfe": a parliament site's portrait, its caption
    // run into the name after it, ends the name.)
    let is_name_word =
        |w: &Word<'_>| is_name_word(w) && !glued_words(w.text) && w.text != "Portrait";
    let mut runs = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if !is_name_word(&words[i]) || opens_a_date(&words, i) {
            i += 1;
            continue;
        }
        // "PG= Participant\nG: Hello": a label opening the next line is no part of a name.
        let touching = |a: usize, b: usize| {
            let gap = &text[words[a].range.end..words[b].range.start];
            adjacent(text, &words[a], &words[b])
                && !(gap.contains('\n') && text[words[b].range.end..].starts_with(':'))
        };
        let mut j = i;
        loop {
            if j + 1 < words.len()
                && !words[j].is_possessive()
                && is_name_word(&words[j + 1])
                && touching(j, j + 1)
                && !opens_a_date(&words, j + 1)
            {
                j += 1;
            } else if j + 2 < words.len()
                && !words[j].is_possessive()
                && is_name_particle(words[j + 1].text)
                && is_name_word(&words[j + 2])
                && touching(j, j + 1)
                && touching(j + 1, j + 2)
            {
                j += 2;
            } else {
                break;
            }
        }
        let name = words[i..=j]
            .iter()
            .map(Word::base)
            .collect::<Vec<_>>()
            .join(" ");
        let name = if leads_in_capitals(text, &words, i, j) {
            capitalized_as_a_name(&name)
        } else {
            name
        };
        runs.push((name, words[i].range.start..words[j].range.end));
        i = j + 1;
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_head_is_cut_at_a_characters_start() {
        // A cut inside "€" once fell back to the whole text: read once per name, that made a
        // long paragraph quadratic.
        assert_eq!(head("ab€cd", 3), "ab");
        assert_eq!(head("ab€cd", 5), "ab€");
        assert_eq!(head("ab", 60), "ab");
    }

    #[test]
    fn a_tail_is_cut_at_a_characters_start() {
        assert_eq!(tail("ab€cd", 3), "cd");
        assert_eq!(tail("ab€cd", 5), "€cd");
        assert_eq!(tail("ab", 60), "ab");
    }

    #[test]
    fn words_keep_initials_contractions_and_possessives() {
        let w: Vec<&str> = words("Amy B. Harris’s “don’t” stop, Sims’ U.S. win.")
            .iter()
            .map(|w| w.text)
            .collect();
        assert_eq!(
            w,
            [
                "Amy",
                "B.",
                "Harris’s",
                "don’t",
                "stop",
                "Sims’",
                "U.S",
                "win"
            ]
        );
    }

    #[test]
    fn sentences_do_not_end_at_initials_or_abbreviations() {
        let t = "Amy B. Harris tells Zap2it. Next one.";
        assert_eq!(&t[..sentence_end(t, 0)], "Amy B. Harris tells Zap2it.");
        let t = "Friday, Oct. 25 at 8 p.m. ET on The CW. Then.";
        assert_eq!(
            &t[..sentence_end(t, 0)],
            "Friday, Oct. 25 at 8 p.m. ET on The CW."
        );
        assert_eq!(
            &"One. Two! Three"[last_sentence_start("One. Two! Three")..],
            "Three"
        );
        // A legislator's party and state end no sentence.
        let t = "Chairman Walter Brisk (R-Ky.) issued a statement. Then.";
        assert_eq!(
            &t[..sentence_end(t, 0)],
            "Chairman Walter Brisk (R-Ky.) issued a statement."
        );
        // A list's next bullet starts a sentence, full stop or not.
        let t = "• Voss “great,” her agent says\n  • Best known for “Harbour Lights”";
        assert_eq!(&t[..sentence_end(t, 0)], "• Voss “great,” her agent says");
        // Looking no further than a limit gives the same end, or the limit.
        let t = "“Yes,” she said. “No.” And then “maybe” for a while";
        for limit in 0..=t.len() {
            for from in (0..=limit).filter(|&i| t.is_char_boundary(i)) {
                if t.is_char_boundary(limit) {
                    assert_eq!(
                        sentence_end_before(t, from, limit),
                        sentence_end(t, from).min(limit),
                        "{from}..{limit}"
                    );
                }
            }
        }
    }

    #[test]
    fn name_runs_skip_sentence_words_and_split_at_possessives() {
        let names: Vec<String> = name_runs(
            "The fans of Molly Sims’ cougar met Amy B. Harris, and Chris Wood’s character.",
        )
        .into_iter()
        .map(|(n, _)| n)
        .collect();
        assert_eq!(names, ["Molly Sims", "Amy B. Harris", "Chris Wood"]);
        // Written for batch S: a transcript's key, "PG= Participant", then the line "G: Hello".
        let names: Vec<String> = name_runs("PG= Participant\nG: Hello, Ada\nMarsh.")
            .into_iter()
            .map(|(n, _)| n)
            .collect();
        assert_eq!(names, ["PG", "Participant", "G", "Ada Marsh"]);
    }

    #[test]
    fn a_name_in_a_storys_opening_capitals_is_written_as_a_name() {
        // Written after batch DQ: British papers set a story's first words in capitals.
        let runs =
            |text: &str| -> Vec<String> { name_runs(text).into_iter().map(|(n, _)| n).collect() };
        assert_eq!(
            runs("JEAN-PAUL O'NEILL last night praised his side."),
            ["Jean-Paul O'Neill"]
        );
        // Not a heading in capitals over a name, nor capitals with nothing after them.
        assert_eq!(
            runs("PUBLIC HEARING Mayor Gibson spoke."),
            ["PUBLIC HEARING Mayor Gibson"]
        );
        assert_eq!(runs("SEN. MARCO RUBIO"), ["SEN MARCO RUBIO"]);
        assert_eq!(runs("He met ANNA VOSS there."), ["ANNA VOSS"]);
    }
}
