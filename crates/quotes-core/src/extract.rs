//! From one article's text to attributed quotations. Never refuses an article: what it cannot
//! decide it reports in [`ArticleExtraction::review`], with the place to look, and the quote is
//! kept with no speaker.
//!
//! Three steps, each with its own rules:
//! 1. **Pairing** ([`pair_marks`]): find every run of text between quotation marks. The article's
//!    convention is read from the text: double marks (curly or straight) with single marks
//!    nested, or, when opening single marks outnumber opening double ones (British and Australian
//!    style), single marks with double ones nested; the lines that hold the headline are not
//!    counted (headlines quote in single marks whatever the body does, and so do captions:
//!    `'We lost it all,' said Jo Hale.` over a body in double marks). Apostrophes ("don’t",
//!    "the players’ union", "’90s") and inch marks (`5'9"`) are not marks; a mark glued to a
//!    sentence's end before a capital (`London?‘Everything!…’`) opens a quote, and so does a
//!    closing mark typed at a line's start while none is open (`said:⏎” If I…”`); a newswire's
//!    typewriter marks (two grave accents, then two apostrophes) pair as double marks. A mark that
//!    cannot be paired is a review note, and the rest of the paragraph is read as well as it can
//!    be. A page with no marks at all lost them in copying: there a sentence in the first person
//!    credited after one of its last two commas (`We are a service business, Brandt said.`) is
//!    paired as if marked, with the sentences after it that go on in the first or second
//!    person (`spans_of_lost_marks`).
//! 2. **Classifying**: a quoted run is speech when it opens a clause (start of paragraph or
//!    sentence, after a colon or dash or a heading in parentheses and a hyphen (`(Opening
//!    statement)- “…”`), after "Harris says,", after one adverb: `Apparently “…”`)
//!    and is either attributed or a real sentence (at least three words ending in punctuation,
//!    inside the marks or right after them: `“…enorme”.`). Titles ("Virgin Tour"), scare quotes
//!    (“other people”), song lists and echoed words (“SATC.”) sit mid-sentence or are bare
//!    title-case words; a few quoted words that the sentence goes on from (`to celebrate:
//!    “Harbor Lights” is the first…`) are a title, whatever introduced them. A whole sentence of
//!    six words or more quoted inside a sentence (`She told us to “Keep the gate shut and…”`)
//!    is speech too, unless it asks, is in a title's capitals, follows "like" or a comma; only
//!    its own attribution names its speaker.
//! 3. **Attributing**, first rule that answers; each quote records the rule's name (`rule`):
//!    - `override`: a line of `overrides.txt`;
//!    - `answer`: an answer of an interview written as a transcript ([`crate::interview`]),
//!      quoted whole from the word after its label, with no marks;
//!    - `after`: the clause right after the quote (`,” Harris says.`, `,” says a person close to
//!      the production.`, `,” the actress added.`, `,” they told us.`, `,” says Glasswing
//!      drummer Obi Ferrante.`: the person behind a band and a role); but where the quote closes
//!      its own sentence and a clause before it attributes it (`According to Hollis, “….”
//!      Ferrante agreed`), the name after it opens the next sentence, and `before` decides; `,”
//!      the message continued.` is whoever the quote before was by; past an aside of the
//!      writer's, a short credit that ends the sentence (`,” ahead of last year's pace, Gibbs
//!      said.`);
//!    - `headline`: a colon or dash then a name after it (`“I write best at night”: Nina Sol on…`,
//!      `“…” — Ruby Tanaka`, `“…” – Tessa Quill, Harbor Lights`, `“…” – Harbor's Tom Reyes
//!      after the defeat`), after a dash also the first person a longer credit names (`"…" --
//!      Expedition 8 crew member Michael Foale, speaking from…`);
//!    - `before`: the clause right before it (`She added, “`, `Oduya told us, “`, `Ines, who
//!      was in the front row, said “`, `According to one crew member, “`), or a colon introduction (`All Whitfield
//!      would say is: “`, `Her verdict on Holt: “`), or a reporting clause and a comma before a
//!      whole sentence (`Park wrote on Instagram, “…”`, `…, saying, “…”`), or a sentence whose
//!      speaker says or tells in its first words before four words or more after a comma
//!      (`Trump told moderator Neil Cavuto, “taxes too high…”`); an organisation or a
//!      plural role there (`The network said in a statement: “`, `the showrunners said`) speaks
//!      as stated; a bare label before a colon (`Rosa: “`) is a
//!      topic, not a speaker, unless that person speaks elsewhere in the article;
//!    - `credit-under`: a quote round-up's credit on the line under a quote that stands alone
//!      (`—Pirates manager Clint Hurdle, on…`, `–Towers`, `-Atlantis commander Christopher
//!      Ferguson just before launch.`), or without a dash (`Tomo Ohka, Red Sox pitcher, on his
//!      first win`) where the page is laid out that way: more name lines under a quote and over
//!      none (a list's last credit) than over a quote and under none (a sheet's first heading);
//!      the credit line is no one the next quote follows on from, and a dash whose name the page
//!      lost (`- Former .`) leaves its quote no one's;
//!    - `label`: a radio transcript's name in parentheses before the quote (`(Farnell) “…”`),
//!      someone the article names in full; a sound there (`(Sound of the crowd) “…”`) leaves
//!      the quote unattributed, whatever the rules below would say;
//!    - `introduced`: a paragraph under one that ends by introducing speech before a colon
//!      (`Kelly replied:`, `…, to which Berg said:`, a heading `Ada Lind on Growth:`, or one run
//!      into the paragraph of the words, `Tarik Celik on the emotions of winning: …`, a sentence
//!      whose subject talks about something, `Cook also discussed how…:`, `It said (emphasis
//!      ours):` after a sentence that opens with a company's name, or a line in any language
//!      that names one person in full), quoted, or in the first person without marks, as pages
//!      that lost their block quotes write;
//!    - `signed`: a letter quoted whole, then its sign-off (`“Love, Ellen.”`), where only a
//!      guess named anyone; or a paragraph without marks signed on the line under it (`-- Mike
//!      Berger, Salem`), as readers' answers and letters are printed (after a transcript's last answer,
//!      a signature is the blog's, under its whole post), or a post signed with its account's
//!      handle (`— Chico Fire Department (@ChicoFD) November 9, 2018`), its trailing tags and
//!      links left out;
//!    - `interrupted`: the second part of `“…,” Harris says. “…”`, and the next paragraph of a
//!      quote that runs on over several paragraphs (one quote);
//!    - `names-self`: a call that opens by giving its caller's full name (`“Station, this is
//!      Keith Cowing with Reston Communications, how do you hear me?”`);
//!    - `answer-to-question`: right after the writer's question to "you"
//!      (`Why?‘Being an actress is tough…’`) or a reporter's question in parentheses (`(Your
//!      reaction?) – “…”`, as press transcripts write), the person the title names;
//!    - `sentence-before`: the sentence before it names a speaker or has a person as subject
//!      (`…, which Amy touched on. “I think…”`, `Kerr only smiled. “You will…”`);
//!    - `beat`: for a quote that opens its paragraph with nothing said of it after, the person
//!      named as the subject of the sentence right after it (`“…” Martin stood and walked over
//!      to the whiteboard.`);
//!    - `same-paragraph`: an earlier speaker of the paragraph;
//!    - `heading`: for a quote opening a paragraph under a paragraph that only names a person
//!      before a colon (`Coach John Groce:`, then `On the team's effort:`), or names a person and
//!      what they are without one (`UCLA head coach Jim Mora`, `Craig Brown, former Scotland
//!      manager`), that person, as post-game quote sheets and pundits' roundups write;
//!    - `paragraph-before`: for a quote opening a paragraph, the subject of the previous
//!      paragraph's last sentence, or that paragraph's last speaker;
//!    - `interviewee`: before anyone in the article has spoken, a quote that opens its
//!      paragraph with nothing around it, or follows a topic label (`On fame: “…”`), is the
//!      person the title and the introduction name most, if the title names them, as roundups
//!      of one interview write;
//!    - `later`: quote-only paragraphs take the speaker of the attributed quote that follows them;
//!    - `pointed-back`: a quote-only paragraph no rule attributed, under one that opens by
//!      pointing back at it (`That is what head coach Pat Summitt had to say about…`);
//!    - `names-themselves`: a quote no rule attributed that opens on its speaker's full name
//!      (`“My name is Javier Bosso and I’m a 7th grader…`);
//!    - `main-speaker` / `last-speaker`: after narrative that names nobody, the article's main
//!      speaker so far; after another quote, its speaker.
//!
//!    Pronouns and definite roles ("the actress") resolve to the nearest compatible person the
//!    text names, subject first, across paragraph breaks ([`crate::people`]); "they" to people
//!    joined by "and", or to a spokesperson. Indefinite roles ("an insider") stay speakers as
//!    stated, never merged with a named person. Short names resolve to the full name the
//!    article gives.
//!
//! Everything is linear in the article's length: no step looks back further than a sentence,
//! and names are looked up by word.

use crate::article::ArticleFile;
use crate::interview::{self, TitledBy, Turn, TurnKind};
use crate::overrides::{Override, OverrideAction};
use crate::people::{
    gender_of_noun, is_anonymous_source, is_crowd_word, is_headline_verb, is_person_noun,
    is_plural_person_noun, is_public_role, is_title, is_title_word, looks_like_person,
    main_clause_start, name_with_title, relation_noun, role_phrase, subject_of,
    without_leading_titles, Gender, Kind, Names, People, Pronoun, Subject,
};
use crate::text::{
    adjacent, ends_sentence, heading_in_capitals, is_generation_suffix, is_name_particle,
    is_name_word, last_sentence_start, name_runs, opens_a_date, opens_a_numbered_item,
    sentence_end, sentence_end_before, tail, without_nickname_marks, words, Word,
};
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// Reporting verbs of interview journalism, as base forms; "-s" and "-ed" forms (and the
/// irregular ones listed) count too. Multi-word phrases match by their first word ("points
/// out", "told us").
const REPORTING_VERBS: &[&str] = &[
    "say",
    "said",
    "tell",
    "told",
    "add",
    "reveal",
    "explain",
    "tease",
    "admit",
    "confess",
    // "“…,” he mentioned.": a remark made in passing.
    "mention",
    // "The owner seems a little pushy at first, demanding, “Did you get my dog out?”".
    "demand",
    "joke",
    "continue",
    "note",
    "recall",
    "share",
    "warn",
    "confirm",
    "insist",
    "laugh",
    "agree",
    "describe",
    "promise",
    "hint",
    "acknowledge",
    "ask",
    "answer",
    "reply",
    "replies",
    "replied",
    "write",
    "wrote",
    "quip",
    "quipped",
    "muse",
    "gush",
    "dish",
    "preview",
    "concede",
    "state",
    "remark",
    "elaborate",
    "divulge",
    "reflect",
    "offer",
    "point",
    "spill",
    "maintain",
    "shout",
    "yell",
    "whisper",
    "exclaim",
    "argue",
    "claim",
    "observe",
    "caution",
    "predict",
    "announce",
    "declare",
    "stress",
    "protest",
    "recount",
    // "“…,” she reiterated. “…”": said again.
    "reiterate",
    "respond",
    "wonder",
    "smile",
    "shrug",
    "sigh",
    // "“The girls are just,” Crutcher paused and exhaled, “I don't even…”": a pause inside
    // what was said.
    "pause",
    "beam",
    "grin",
    "grinned",
    "chuckle",
    "counter",
    "offer",
    "suggest",
    "emphasize",
    "emphasise",
    "boast",
    "complain",
    "assure",
    "marvel",
    "swear",
    "swore",
    "sworn",
    "gasp",
    "cry",
    "cries",
    "cried",
    "begin",
    "began",
    // "“…” – starts So – “…”": how an answer opens.
    "start",
    "go",
    "goes",
    "went",
    "chime",
    "pipe",
    "interject",
    "conclude",
    "summarize",
    "summarise",
    "enthuse",
    "comment",
    "proclaim",
    // "In a statement, Spirit Airlines expressed, “…”"; "Yaa Gyasi raved about how "…"".
    "express",
    "rave",
    // "Marchers chant, “The people united will never be defeated,”": a crowd's words.
    "chant",
    // On social media: "she tweeted", "he captioned the post", "she posted".
    "tweet",
    "post",
    "caption",
];

/// Whether a word is a reporting verb: "says", "said", "added", "replied", "quipped"…
pub fn is_verb(word: &Word<'_>) -> bool {
    is_reporting_word(&word.lower())
}

/// `is_verb` for a word already in small letters.
pub(crate) fn is_reporting_word(w: &str) -> bool {
    REPORTING_VERBS.contains(&w)
        || [
            w.strip_suffix("es"),
            w.strip_suffix('s'),
            w.strip_suffix("ed"),
            w.strip_suffix('d'),
        ]
        .into_iter()
        .flatten()
        .any(|stem| stem.len() > 1 && REPORTING_VERBS.contains(&stem))
        || w.strip_suffix("ed").is_some_and(doubled_reporting_stem)
}

/// "goes", "went": a reporting verb only with a person before it (`and I went, “`); "as the
/// saying goes, “…”" introduces a proverb, not anyone's words.
fn is_go(word: &Word<'_>) -> bool {
    matches!(word.lower().as_str(), "go" | "goes" | "went" | "going")
}

/// "admitt" (from "admitted"), "quipp": a stem whose last consonant doubled before "-ed" or
/// "-ing".
fn doubled_reporting_stem(stem: &str) -> bool {
    let bytes = stem.as_bytes();
    bytes.len() > 2
        && bytes[bytes.len() - 1].is_ascii_alphabetic()
        && bytes[bytes.len() - 1] == bytes[bytes.len() - 2]
        && REPORTING_VERBS.contains(&&stem[..stem.len() - 1])
}

/// A reporting verb's present participle: "saying", "adding", "explaining", "noting". Only where
/// it ends the clause before a quote: elsewhere "promising" or "telling" are adjectives.
pub(crate) fn is_reporting_participle(word: &Word<'_>) -> bool {
    let w = word.lower();
    w.strip_suffix("ing").is_some_and(|stem| {
        stem.len() > 1
            && (REPORTING_VERBS.contains(&stem)
                || REPORTING_VERBS.contains(&&*format!("{stem}e"))
                || doubled_reporting_stem(stem))
    })
}

/// Words that may stand between a quote and its speaker's name without being a role.
const CLAUSE_WORDS: [&str; 16] = [
    "and", "but", "then", "so", "or", "as", "while", "when", "that", "which", "who", "the", "a",
    "an", "if", "because",
];

/// Nouns that end a stated role: "executive producer", "series creator", "lead singer".
const ROLE_NOUNS: [&str; 100] = [
    // "a union shop steward".
    "steward",
    "producer",
    "showrunner",
    "showrunners",
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
    // "Penn State HC Micah Shrewsberry": a head coach, as sports pages abbreviate one.
    "hc",
    // "Padres GM Kevin Towers": a general manager.
    "gm",
    "founder",
    "ceo",
    "singer",
    "singer-songwriter",
    "drummer",
    "bassist",
    "guitarist",
    "comedian",
    "spokesperson",
    "spokesman",
    "spokeswoman",
    "publicist",
    "representative",
    "rep",
    "manager",
    "agent",
    "official",
    "mayor",
    "governor",
    "senator",
    "chief",
    "commissioner",
    "minister",
    "chairman",
    "chairwoman",
    "superintendent",
    "councilman",
    "councilwoman",
    "captain",
    "songwriter",
    "vocalist",
    "frontman",
    "frontwoman",
    "keyboardist",
    "pianist",
    "rapper",
    "filmmaker",
    "screenwriter",
    "playwright",
    "choreographer",
    "cinematographer",
    "photographer",
    "chef",
    "curator",
    "anchor",
    "correspondent",
    "reporter",
    "journalist",
    "critic",
    "professor",
    "researcher",
    "analyst",
    "lawyer",
    "attorney",
    "teacher",
    "owner",
    // Sport: "Ex-Scotland international Pat Nevin", "Rovers striker Ada Kwame".
    "international",
    "defender",
    "midfielder",
    "striker",
    "goalkeeper",
    "winger",
    "quarterback",
    "pitcher",
    "commentator",
    "pundit",
    // Public service and science: "NASA Administrator Jim Bridenstine", "Crew 2 Mission
    // Specialist".
    "administrator",
    "astronaut",
    "specialist",
    "engineer",
    "scientist",
    "developer",
    "volunteer",
    // Motor racing's sheets: "Christian Horner, Team Principal", "Renault Sport F1 Support
    // Leader", "Chief Technical Officer", "Williams driver George Russell".
    "principal",
    "leader",
    "officer",
    "driver",
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

pub(crate) fn is_adverb(word: &Word<'_>) -> bool {
    let w = word.lower();
    // ("Her family said", "an ally said": nouns that end as adverbs do.)
    (w.ends_with("ly") && w.len() > 3 && !NOUNS_ENDING_IN_LY.contains(&w.as_str()))
        || matches!(
            w.as_str(),
            "also" | "later" | "then" | "now" | "once" | "simply" | "still" | "again" | "just"
        )
}

/// Nouns of people that end in "-ly", no adverbs.
const NOUNS_ENDING_IN_LY: [&str; 3] = ["family", "ally", "bully"];

fn is_modal(word: &Word<'_>) -> bool {
    matches!(
        word.lower().as_str(),
        "would"
            | "will"
            | "could"
            | "can"
            | "did"
            | "does"
            | "had"
            | "has"
            | "have"
            | "might"
            | "to"
            | "only"
            | "never"
            | "always"
            | "once"
            | "also"
            | "later"
    )
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

/// Which marks delimit quotations in an article; the other kind only nests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// “…” and "…", with ‘…’ nested: American style.
    Double,
    /// ‘…’ and '…', with “…” nested: British and Australian style.
    Single,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Open,
    Close,
    /// A straight mark, or a curly one that may be either: its place decides.
    Either,
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
    let after = char_after(text, at);
    // "Why?‘Being an actress…’": an answer set right after its question, with no space.
    let glued_to_a_sentence_end = char_before(text, at).is_some_and(|c| ".?!".contains(c))
        && after.is_some_and(char::is_uppercase);
    (glued_to_a_sentence_end
        || char_before(text, at).is_none_or(|c| c.is_whitespace() || "([{—–-/“‘\"'".contains(c)))
        && after.is_some_and(|c| !c.is_whitespace())
}

/// "The letter stated - “As part of…”": a hyphen between spaces, ending the words before a
/// quote, stands for a dash.
fn ends_in_spaced_hyphen(before: &str) -> bool {
    before
        .strip_suffix('-')
        .is_some_and(|b| b.ends_with(char::is_whitespace))
}

/// Whether the mark at `at` is the first thing on its line, past spaces.
fn opens_a_line(text: &str, at: usize) -> bool {
    text[..at]
        .trim_end_matches([' ', '\t'])
        .chars()
        .next_back()
        .is_none_or(|c| c == '\n')
}

/// Whether the straight mark at `at`, inside a quote, opens the next paragraph of it where a
/// page lost its paragraph breaks: glued between a full stop and a capital (`Chelsea."We've`),
/// and the next straight mark glued so too, as every paragraph of the quote but its last opens
/// (`…amicable."I want`). A mark after which none is glued closes (`happier."It caps a week…`).
fn lost_paragraph_break(text: &str, at: usize) -> bool {
    let glued = |at: usize| {
        char_before(text, at).is_some_and(|c| ".?!".contains(c))
            && char_after(text, at).is_some_and(char::is_uppercase)
    };
    glued(at)
        && text[at + 1..]
            .find('"')
            .is_some_and(|next| glued(at + 1 + next))
}

fn looks_closing(text: &str, at: usize) -> bool {
    char_before(text, at).is_some_and(|c| !c.is_whitespace())
        && char_after(text, at).is_none_or(|c| c.is_whitespace() || ",.;:!?)]—–-…”’\"'".contains(c))
}

/// `5'9"`, `6’2”`: a mark right after a digit measures something. Inside an open quote only
/// feet and inches do (`He is 5'9"`): `"We sold 5000" she said` closes its quote.
fn is_inch_mark(text: &str, at: usize, open: bool) -> bool {
    let before = &text[..at];
    let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return false;
    }
    let rest = &before[..before.len() - digits];
    !open
        || (rest.ends_with(['\'', '’'])
            && rest[..rest.len() - rest.chars().next_back().map_or(0, char::len_utf8)]
                .ends_with(|c: char| c.is_ascii_digit()))
}

/// Double quotations against opening single marks outside them: the more frequent kind
/// delimits quotes. Single marks nested in double quotes (American style) do not count.
pub fn convention_of(paragraphs: &[&str], headline: &str) -> Convention {
    let (mut double, mut single) = (0usize, 0usize);
    // Headlines quote in single marks whatever the body does ("'It's been unbelievable'"), and
    // pages repeat them (a breadcrumb, a standfirst): the lines that hold the headline say
    // nothing of the body's convention.
    let headline = headline.trim();
    let holds_headline = |line: &str| headline.len() > 12 && line.contains(headline);
    for text in paragraphs {
        let without_headline;
        let text = if holds_headline(text) {
            without_headline = text
                .lines()
                .filter(|line| !holds_headline(line))
                .collect::<Vec<_>>()
                .join("\n");
            without_headline.as_str()
        } else {
            text
        };
        let (spans, _) = pair_marks(text, false, Convention::Double);
        double += spans.len();
        let mut inside = spans.iter().map(|s| s.start()..s.close_end).peekable();
        for (at, c) in text.char_indices() {
            while inside.peek().is_some_and(|r| r.end <= at) {
                inside.next();
            }
            if inside.peek().is_some_and(|r| r.contains(&at)) {
                continue;
            }
            let opens = match c {
                // ("Adele‘s December cover story": a left mark typed for an apostrophe opens
                // nothing.)
                '‘' => !char_before(text, at).is_some_and(char::is_alphanumeric),
                '\'' => looks_opening(text, at),
                _ => false,
            };
            if opens && char_after(text, at).is_some_and(char::is_alphabetic) {
                single += 1;
            }
        }
    }
    if single > double {
        Convention::Single
    } else {
        Convention::Double
    }
}

/// What a character is in a paragraph under a convention, given whether a quote is open.
fn mark_at(text: &str, at: usize, c: char, convention: Convention, open: bool) -> Option<Mark> {
    match convention {
        Convention::Double => match c {
            // (`…because that’s really important, “ Weigenent said.`: an opening mark with a
            // space after it, where a quote is open, was typed for the closing one.)
            '“' if open && char_after(text, at).is_some_and(char::is_whitespace) => {
                Some(Mark::Close)
            }
            // « … »: French guillemets, as double marks.
            '“' | '„' | '«' => Some(Mark::Open),
            '»' => Some(Mark::Close),
            // ``Genesis'' and ``We are very pleased…,'' said Mr. Cao: a newswire's typewriter
            // marks, two grave accents to open and two apostrophes to close.
            '`' if text[at + 1..].starts_with('`') || text[..at].ends_with('`') => Some(Mark::Open),
            '\'' if text[at + 1..].starts_with('\'')
                && char_before(text, at).is_some_and(|b| !b.is_whitespace() && b != '\'') =>
            {
                Some(Mark::Close)
            }
            // ''It's rounded off…,'' Radcliffe said: the same typewriter marks, two apostrophes
            // to open too; and ''I kept saying, 'Tomorrow is my day,' '' she said, where a space
            // keeps the nested quote's mark apart from the two that close.
            '\'' if text[at + 1..].starts_with('\'') && !text[..at].ends_with('\'') => {
                let before = text[..at].trim_end_matches(' ');
                let after = char_after(text, at + 1);
                if before.len() < at && before.ends_with(['\'', '’']) {
                    Some(Mark::Close)
                } else if after.is_some_and(char::is_alphanumeric)
                    && char_before(text, at)
                        .is_none_or(|b| b.is_whitespace() || "([—–-".contains(b))
                {
                    Some(Mark::Open)
                } else {
                    None
                }
            }
            '”' | '"' if is_inch_mark(text, at, open) => None,
            // `Murphy-Romboletti said:⏎” If I truly…”`: a closing mark that opens a line, with
            // none open and another to close it later, was typed for an opening one.
            // (The search stops at the next such mark, the one that closes this quote.)
            '”' if !open && opens_a_line(text, at) && text[at + c.len_utf8()..].contains('”') => {
                Some(Mark::Open)
            }
            '”' => Some(Mark::Close),
            '"' => Some(Mark::Either),
            _ => None,
        },
        Convention::Single => {
            if !matches!(c, '‘' | '’' | '\'') {
                return None;
            }
            let before = char_before(text, at);
            let after = char_after(text, at);
            // "don’t", "5'9": a mark between letters or digits is an apostrophe.
            if before.is_some_and(char::is_alphanumeric) && after.is_some_and(char::is_alphanumeric)
            {
                return None;
            }
            // "’90s", "'til": eliding the start of a word.
            if c != '‘' && !open && after.is_some_and(|a| a.is_ascii_digit()) {
                return None;
            }
            if c == '‘' {
                return Some(Mark::Open);
            }
            if open && looks_closing(text, at) {
                // "the players’ union": after an "s" and before a lowercase noun, a possessive.
                if before.is_some_and(|b| b == 's' || b == 'S') {
                    let rest = &text[at + c.len_utf8()..];
                    let next = words(crate::text::head(rest, 40));
                    let noun_follows = rest.starts_with(' ')
                        && next.first().is_some_and(|w| {
                            !w.is_capitalized() && !is_verb(w) && Pronoun::of(w.text).is_none()
                        });
                    if noun_follows {
                        return None;
                    }
                }
                return Some(Mark::Close);
            }
            if !open && looks_opening(text, at) {
                return Some(Mark::Open);
            }
            (!open && looks_closing(text, at)).then_some(Mark::Close)
        }
    }
}

/// Pairs the quotation marks of a paragraph. `next_opens_with_mark`: the next paragraph starts
/// with an opening mark, so an unclosed quote here runs on into it (the convention for quotes of
/// several paragraphs). Never fails: a mark that cannot be paired is returned as a note
/// (offset, message) and the paragraph is read as well as it can be.
pub fn pair_marks(
    text: &str,
    next_opens_with_mark: bool,
    convention: Convention,
) -> (Vec<Span>, Vec<(usize, String)>) {
    let mut spans = Vec::new();
    let mut notes = Vec::new();
    let mut open: Option<usize> = None;
    // Where the words of the open quote start, when its mark was doubled.
    let mut doubled_at: Option<usize> = None;
    let mut seen_mark = false;
    // (Two apostrophes open a quote as one mark where double marks quote; so does a mark
    // escaped by a backslash, `\"What happens…`, as a page that printed its text from code
    // shows it.)
    let opening_len = |o: usize| {
        if convention == Convention::Double
            && (text[o..].starts_with("''") || text[o..].starts_with("\\\""))
        {
            2
        } else {
            text[o..].chars().next().map_or(1, char::len_utf8)
        }
    };
    // The end of a quotation nested in the open one, where single marks quote both, and the
    // paragraph's last closing mark, found once, where a nested one first opens.
    let mut nested_until = 0;
    let mut last_closing: Option<Option<usize>> = None;
    for (at, c) in text.char_indices() {
        if at < nested_until {
            continue;
        }
        let Some(mark) = mark_at(text, at, c, convention, open.is_some()) else {
            continue;
        };
        if let Some(end) = open
            .filter(|_| convention == Convention::Single && c == '‘')
            .and_then(|_| {
                let last = *last_closing.get_or_insert_with(|| {
                    text.char_indices()
                        .rev()
                        .find(|&(k, c)| c == '’' && looks_closing(text, k))
                        .map(|(k, _)| k)
                });
                nested_quotation_end(text, at, last)
            })
        {
            nested_until = end;
            continue;
        }
        // (Two apostrophes close a quote as one mark where double marks quote; where single
        // marks quote, an apostrophe is one.)
        let len = if c == '\'' && convention == Convention::Double {
            2
        } else {
            c.len_utf8()
        };
        // `expressed her awe, stating, ”` at the paragraph's end: a mark alone after the words
        // that introduce a quote closes nothing; the page lost what it opened.
        // (French sets a space before its closing « », which is no stray.)
        let alone_at_the_end = open.is_none()
            && c != '»'
            && char_before(text, at).is_some_and(char::is_whitespace)
            && text[at + len..].trim().is_empty();
        if alone_at_the_end {
            notes.push((
                at,
                "a quotation mark alone at the paragraph's end (ignored)".into(),
            ));
            continue;
        }
        match open {
            None => {
                let closes = match mark {
                    Mark::Open => false,
                    // (« … »: a closing guillemet is one, whatever is around it.)
                    Mark::Close => c == '»' || !looks_opening(text, at),
                    Mark::Either => looks_closing(text, at) && !looks_opening(text, at),
                };
                // ("…clearly not wishing to ‘go on, now!”": a single mark left open, closed by a
                // double one, is no lost opening of the whole paragraph; "her first, ‘I love
                // you,’ the first…”", a single mark closed before, is.)
                let single_opened_before = || {
                    text[..at].rfind('‘').is_some_and(|single| {
                        !text[single..at]
                            .char_indices()
                            .any(|(k, c)| c == '’' && looks_closing(text, single + k))
                    })
                };
                if !closes {
                    open = Some(at - usize::from(escaped_by_a_backslash(text, at, c)));
                } else if !seen_mark && !single_opened_before() {
                    // ("Martin O’Neill: It sounds like an excuse…”": a label before words whose
                    // opening mark the page lost is no part of them.)
                    let label_end = opens_with_name_label(text)
                        .then(|| text.find(':'))
                        .flatten()
                        .map_or(0, |colon| text.len() - text[colon + 1..].trim_start().len())
                        .min(at);
                    spans.push(Span {
                        open: None,
                        inner: label_end..at,
                        close_end: at + len,
                        runs_on: false,
                    });
                } else {
                    notes.push((
                        at,
                        "a closing quotation mark with no opening mark before it (ignored)".into(),
                    ));
                }
            }
            Some(o) => {
                // `She said, “”You know…”`: a mark doubled by a slip of the keyboard opens the
                // quote once; closing there would leave the words outside any quote.
                let o_len = opening_len(o);
                let doubled =
                    at == o + o_len && char_after(text, at).is_some_and(char::is_alphanumeric);
                if doubled {
                    doubled_at = Some(at + len);
                    continue;
                }
                // `…stay at Chelsea."We've been talking…amicable."I want to thank…`: paragraphs of
                // one quote run together, each opening mark glued to the full stop before it.
                let lost_break = c == '"' && lost_paragraph_break(text, at);
                let closes = match mark {
                    Mark::Close => true,
                    Mark::Either => !lost_break,
                    Mark::Open => looks_closing(text, at) && !looks_opening(text, at),
                };
                if !closes && !lost_break {
                    notes.push((
                        o,
                        "a quotation mark opened here is not closed before the next one opens; the quote is read up to there".into(),
                    ));
                }
                // "…to understand Cora. [exploring her dark side] “It’s like a drug…": an
                // editor's note in brackets between two quotes is no one's words.
                // (`…coast?\" he questioned`: the backslash before an escaped mark is no word
                // of the quote.)
                let inner_end = if closes {
                    at - usize::from(escaped_by_a_backslash(text, at, c))
                } else {
                    let body = text[..at].trim_end();
                    body.strip_suffix(']')
                        .and_then(|b| b.rfind('['))
                        .filter(|&bracket| bracket > o)
                        .unwrap_or(at)
                };
                spans.push(Span {
                    open: Some(o),
                    inner: doubled_at.take().unwrap_or(o + o_len)..inner_end,
                    close_end: if closes { at + len } else { at },
                    runs_on: false,
                });
                open = if closes { None } else { Some(at) };
            }
        }
        seen_mark = true;
    }
    if let Some(o) = open {
        if !next_opens_with_mark {
            notes.push((
                o,
                "a quotation mark opened here is never closed; the quote is read to the end of its paragraph".into(),
            ));
        }
        let o_len = opening_len(o);
        spans.push(Span {
            open: Some(o),
            inner: doubled_at.unwrap_or(o + o_len)..text.len(),
            close_end: text.len(),
            runs_on: next_opens_with_mark,
        });
    }
    (spans, notes)
}

/// `\"What happens…\"`: a straight double mark at `at` escaped by the backslash right before
/// it, as a page that printed its text from code shows it; the backslash is part of the mark.
fn escaped_by_a_backslash(text: &str, at: usize, c: char) -> bool {
    c == '"' && text[..at].ends_with('\\')
}

/// "‘Sometimes you are asked, ‘Who is the winemaker?’ I tell them it is me.’": where single
/// marks quote, a quotation the speaker quotes opens after a comma or a colon inside the open
/// one and closes soon, before the paragraph's last closing mark (`last_closing`) closes the
/// open one. The end of the nested quotation opening at `at`; a quote whose closing mark was
/// lost (`‘I did it, she said, ‘and again.’`) has none.
fn nested_quotation_end(text: &str, at: usize, last_closing: Option<usize>) -> Option<usize> {
    // (A quotation quoted is a question or a phrase: looking no further keeps a paragraph of
    // many such marks linear.)
    const NESTED_REACH: usize = 300;
    let introduced = text[..at].trim_end().ends_with([',', ':']);
    let from = at + '‘'.len_utf8();
    let end = crate::text::head(&text[from..], NESTED_REACH)
        .char_indices()
        .find(|&(k, c)| c == '’' && looks_closing(text, from + k))
        .map(|(k, c)| from + k + c.len_utf8())?;
    (introduced && last_closing.is_some_and(|last| last >= end)).then_some(end)
}

/// Nouns of people taken together, whose plural no person noun's is: "zoo staff", "officials".
const GROUP_NOUNS: [&str; 5] = ["staff", "officials", "authorities", "police", "organizers"];

/// Words before a group that make it someone the page named before ("the staff", "his
/// officials"), which the rules for a role phrase read.
const DETERMINERS_OF_A_GROUP: [&str; 8] = ["the", "his", "her", "their", "its", "our", "a", "an"];

/// How many paragraphs with no mark at all a quote marked only at its ends may run over.
const UNMARKED_PARAGRAPHS_RUN_OVER: usize = 8;

/// "“Privatisation is an issue very close to my heart… / Manly staff got a flyer… / …heading the
/// same way.”": a quote of several paragraphs whose writer marked only its first opening and its
/// last closing, the paragraphs between without a mark. Where a paragraph's last quote is never
/// closed, paragraphs with no marks follow, and then one opens on a closing mark, the quote runs
/// on through all of them. Returns the paragraphs whose open quote was so closed.
fn join_quotes_marked_at_their_ends(paired: &mut [Vec<Span>], texts: &[&str]) -> Vec<usize> {
    let mut joined = Vec::new();
    let mut k = 0;
    while k < paired.len() {
        let left_open = paired[k]
            .last()
            .is_some_and(|s| s.open.is_some() && !s.runs_on && s.inner.end == texts[k].len());
        let unmarked = paired[k + 1..]
            .iter()
            .take(UNMARKED_PARAGRAPHS_RUN_OVER)
            .take_while(|spans| spans.is_empty())
            .count();
        let closer = k + 1 + unmarked;
        let closed_there = paired
            .get(closer)
            .and_then(|spans| spans.first())
            .is_some_and(|s| s.open.is_none() && s.inner.start == 0);
        if !(left_open && closed_there) {
            k += 1;
            continue;
        }
        if let Some(last) = paired[k].last_mut() {
            last.runs_on = true;
        }
        for m in k + 1..closer {
            let indent = texts[m].len() - texts[m].trim_start().len();
            paired[m].push(Span {
                open: Some(indent),
                inner: indent..texts[m].len(),
                close_end: texts[m].len(),
                runs_on: true,
            });
        }
        if let Some(first) = paired[closer].first_mut() {
            first.open = Some(0);
        }
        joined.push(k);
        k = closer;
    }
    joined
}

/// Who a clause names as the speaker, before resolution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    Name(String),
    Pronoun(Pronoun),
    /// A role without a name: "a person close to the production" (`definite: false`) is its own
    /// speaker; "the actress" (`definite: true`) stands for a person named before.
    Role {
        text: String,
        noun: String,
        definite: bool,
    },
    /// "“…,” the message continued.": whoever the quote before was by, the message going on.
    SameAsBefore,
}

impl Who {
    fn of_subject(subject: Subject) -> Who {
        match subject {
            Subject::Name { name, .. } => Who::Name(name),
            Subject::Pronoun(p) | Subject::Possessive(p) => Who::Pronoun(p),
            Subject::Role {
                text,
                noun,
                definite,
            } => Who::Role {
                text,
                noun,
                definite,
            },
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribution {
    pub who: Who,
    /// The paragraph range of the attribution clause, which is never part of a quote.
    pub clause: Range<usize>,
    pub role: Option<String>,
    /// "tells Zap2it": the outlet the speaker talked to.
    pub outlet: Option<String>,
    pub rule: &'static str,
}

fn attributed(who: Who, clause: Range<usize>, rule: &'static str) -> Attribution {
    Attribution {
        who,
        clause,
        role: None,
        outlet: None,
        rule,
    }
}

/// The credit after a quote: right after its closing mark (`credit_right_after`), or past an
/// aside of the writer's (`credit_after_an_aside`).
fn attribution_after(text: &str, span: &Span, next_open: usize) -> Option<Attribution> {
    credit_right_after(text, span, next_open)
        .or_else(|| credit_after_an_aside(text, span, next_open))
}

/// "“Advance reservations have been very good,” ahead of last year's pace, Gibbs said.": a quote
/// that runs on to a comma, an aside in small letters, and a credit of a few words that ends
/// the sentence after the aside's last comma.
fn credit_after_an_aside(text: &str, span: &Span, next_open: usize) -> Option<Attribution> {
    if !text.get(span.inner.clone())?.trim_end().ends_with(',') {
        return None;
    }
    let start = span.close_end;
    let end = sentence_end_before(text, start, next_open).max(start);
    let clause = &text[start..end];
    if !clause.trim_start().starts_with(char::is_lowercase) {
        return None;
    }
    let comma = clause.trim_end().rfind(", ")?;
    let credit = &clause[comma + 2..];
    let ws = words(credit);
    let verb = ws.len().checked_sub(1)?;
    if !(2..=6).contains(&ws.len()) || !is_verb(&ws[verb]) {
        return None;
    }
    let who = speaker_before_verb(credit, &ws, verb)?;
    Some(attributed(who, start..end, "after"))
}

/// `,” Harris says.` / `,” executive producer Amy B. Harris tells Zap2it.` / `,” says Harris.` /
/// `,” she adds.` / `,” according to Harris.` / `,” says a person close to the production.` /
/// `,” the actress added.` / `”: Nina Sol on her record` / `” — Ruby Tanaka`. The clause must
/// start right after the closing mark.
fn credit_right_after(text: &str, span: &Span, next_open: usize) -> Option<Attribution> {
    let start = span.close_end;
    let end = sentence_end_before(text, start, next_open).max(start);
    let clause = &text[start..end];
    let clause_range = start..end;
    let trimmed = clause.trim_start();
    // A headline or a credit: `”: Nina Sol on…`, `” — Ruby Tanaka`.
    // " - Katee Sackhoff": a hyphen between spaces stands for a dash.
    // " -- Expedition 8 crew member Michael Foale": two hyphens too.
    // ("…" --Eva Marie Saint, accepting…": two hyphens set right before the name, too.)
    let dash = trimmed
        .strip_prefix("--")
        .filter(|rest| {
            rest.starts_with(char::is_whitespace) || rest.starts_with(char::is_uppercase)
        })
        .or_else(|| {
            trimmed
                .strip_prefix('-')
                .filter(|rest| rest.starts_with(char::is_whitespace))
        });
    if let Some(rest) = trimmed.strip_prefix([':', '—', '–']).or(dash) {
        let colon = trimmed.starts_with(':');
        // ("the notes his parents gave each other — “…” — during the Great Depression": a
        // dash then a preposition or a conjunction goes on with the writer's sentence.)
        let sentence_goes_on = words(rest).first().is_some_and(|w| {
            !w.is_capitalized()
                && (CREDIT_LINKS.contains(&w.text)
                    || matches!(w.text, "as" | "because" | "while" | "and" | "but" | "which"))
        });
        let name = if colon {
            credited_name(rest, false, false)
        } else if sentence_goes_on {
            None
        } else {
            dashed_credit(rest, false)
        };
        if let Some(name) = name.filter(|name| looks_like_person(name)) {
            return Some(attributed(Who::Name(name), clause_range, "headline"));
        }
        if trimmed.starts_with(':') {
            return None;
        }
    }
    // "“…” Dothan coach Kevin Jackson after the 34-14 loss.": a round-up's credit whose dash
    // was lost, the quote's own sentence ended.
    let quote_ended = text
        .get(span.inner.clone())
        .is_some_and(|inner| inner.trim_end().ends_with(['.', '!', '?']));
    if let Some(name) = quote_ended
        .then(|| credit_without_its_dash(trimmed))
        .flatten()
    {
        return Some(attributed(Who::Name(name), clause_range, "headline"));
    }
    let lead = clause.len()
        - clause
            .trim_start_matches(|c: char| c.is_whitespace() || ",—–-".contains(c))
            .len();
    let ws = words(clause);
    // "“…” That's how Rosa Kemp describes a good shift.", "“…” So says Ilse Varga.": the next
    // sentence names who said the quote before it.
    let names_the_last_quote = [
        "that's how ",
        "that’s how ",
        "that is how ",
        "that's what ",
        "that’s what ",
        "that is what ",
        "so says ",
        "or so says ",
    ]
    .iter()
    .any(|frame| {
        trimmed
            .get(..frame.len())
            .is_some_and(|opening| opening.eq_ignore_ascii_case(frame))
    });
    if names_the_last_quote {
        let speaker = (1..ws.len()).filter(|&i| is_verb(&ws[i])).find_map(|i| {
            speaker_before_verb(clause, &ws, i)
                .or_else(|| name_at(clause, &ws, i + 1).map(|(name, _)| Who::Name(name)))
        });
        // ("That's what a US woman told her husband": someone the page names by a role.)
        let role = || {
            let after_the_frame = ws
                .iter()
                .position(|w| matches!(w.lower().as_str(), "what" | "how"))?
                + 1;
            role_phrase(clause, &ws, after_the_frame, false).map(|(role, _)| Who::of_subject(role))
        };
        return speaker
            .or_else(role)
            .map(|who| attributed(who, clause_range, "after"));
    }
    let first = ws.first()?;
    if first.range.start != lead {
        return None;
    }
    // "…right now.”Obama focused on…": a paragraph break lost when the page was pasted; the
    // next paragraph names no one for this quote. (But `“…solution,”James said.`: a comma
    // inside the marks says the sentence goes on to its credit, the space only lost.)
    let goes_on_to_its_credit = text[span.inner.clone()].trim_end().ends_with(',');
    if lead == 0 && first.is_capitalized() && !goes_on_to_its_credit {
        return None;
    }
    // "“…cheaper.”\nHe said that in a district vote…": a quote that ends its sentence at the end
    // of a line, and a new sentence on the next, is a paragraph's end, as a page pasted with
    // single line breaks writes one.
    let closed_its_sentence = text[span.inner.clone()]
        .trim_end()
        .ends_with(['.', '!', '?', '…']);
    if closed_its_sentence && clause[..lead].contains('\n') && first.is_capitalized() {
        return None;
    }
    let at = |r: Range<usize>| start + r.start..start + r.end;
    let verb_at = |mut i: usize| {
        // "Ana Lund of Bethel Church told": where the person is from, between name and verb.
        if ws.get(i).is_some_and(|w| w.lower() == "of") {
            if let Some((_, after)) = name_at(clause, &ws, i + 1) {
                i = after;
            }
        }
        // "the actress, 34, tells": an age set off by commas.
        let age = i > 0
            && ws.get(i).is_some_and(|w| {
                w.text.bytes().all(|b| b.is_ascii_digit())
                    && clause[ws[i - 1].range.end..w.range.start].contains(',')
            });
        if age {
            i += 1;
        }
        while i < ws.len() && (is_adverb(&ws[i]) || is_modal(&ws[i])) && i < 4 {
            i += 1;
        }
        // "Drake is quoted as saying": a report in the passive.
        let quoted = ws.get(i..i + 2).is_some_and(|w| {
            matches!(w[0].lower().as_str(), "is" | "was") && w[1].lower() == "quoted"
        });
        if quoted {
            return Some(i + 1);
        }
        // "a boy called out as she passed": a call that reports with its particle.
        let calls_out = ws.get(i..i + 2).is_some_and(|w| {
            matches!(
                w[0].lower().as_str(),
                "called" | "calls" | "cried" | "cries"
            ) && w[1].lower() == "out"
        });
        if calls_out {
            return Some(i);
        }
        // "Castor is warning them", "he has been telling reporters": a report in the
        // progressive.
        let be = |j: usize| {
            ws.get(j).is_some_and(|w| {
                matches!(w.lower().as_str(), "is" | "was" | "are" | "were" | "been")
            })
        };
        let has = ws
            .get(i)
            .is_some_and(|w| matches!(w.lower().as_str(), "has" | "have" | "had"));
        let auxiliaries = if has && be(i + 1) {
            2
        } else {
            usize::from(be(i))
        };
        if auxiliaries > 0 && ws.get(i + auxiliaries).is_some_and(is_reporting_participle) {
            return Some(i + auxiliaries);
        }
        // ("“…” The star went on to applaud…": "went" that goes on to more words reports
        // nothing; "“…,” I went." does.)
        let goes_on = ws.get(i).is_some_and(is_go) && i + 1 < ws.len();
        ws.get(i)
            .is_some_and(is_verb)
            .then_some(i)
            .filter(|_| !goes_on)
    };
    // Whether a comma stands right before word `k`.
    let comma_before = |k: usize| clause[ws[k - 1].range.end..ws[k].range.start].contains(',');
    // "Kosgei, who also won here last year, said": the verb of saying right after the comma
    // that closes an aside opening at word `j`, a few words on.
    let verb_past_an_aside = |j: usize| {
        (j + 2..ws.len().min(j + 16))
            .find(|&k| comma_before(k))
            .and_then(verb_at)
    };
    // "“We love you,” many shouted.": a crowd, its own speaker as stated.
    if (is_crowd_word(&first.lower()) || first.lower() == "everyone") && verb_at(1).is_some() {
        let who = Who::Role {
            text: first.lower(),
            noun: first.lower(),
            definite: false,
        };
        return Some(attributed(who, clause_range, "after"));
    }
    // "“…,” animal care staff said.", "zoo officials said": people of a group the page names
    // by what they do, its own speaker as stated (never the person quoted before).
    let group = (0..ws.len().min(4)).find(|&g| {
        let w = &ws[g];
        (is_plural_person_noun(w.text) || GROUP_NOUNS.contains(&w.text))
            && ws[..=g].iter().all(|x| {
                !x.is_capitalized() && !is_verb(x) && !DETERMINERS_OF_A_GROUP.contains(&x.text)
            })
            && (1..=g).all(|k| adjacent(clause, &ws[k - 1], &ws[k]))
    });
    if let Some(g) = group.filter(|&g| verb_at(g + 1).is_some()) {
        let who = Who::Role {
            text: clause[ws[0].range.start..ws[g].range.end].to_lowercase(),
            noun: ws[g].lower(),
            definite: false,
        };
        return Some(attributed(who, clause_range, "after"));
    }
    // "his mother said", "said her sister": a relation the article does not name is its own
    // speaker, as stated, never the person the possessive stands for.
    let relation_at = |i: usize| relation_phrase(clause, &ws, i);
    if let Some((who, _)) = relation_at(0).filter(|&(_, j)| verb_at(j).is_some()) {
        return Some(attributed(who, clause_range, "after"));
    }
    // "Presley's wife said in court": a named person's relation, as stated (never the person
    // named).
    if first.is_capitalized() {
        let relation = possessors_relation(clause, &ws, 0).filter(|&(_, j)| verb_at(j).is_some());
        if let Some((who, _)) = relation {
            return Some(attributed(who, clause_range, "after"));
        }
    }
    if is_verb(first) {
        if let Some((who, j)) = relation_at(1) {
            // "said his sister, Ana Ruiz": the name wins.
            if let Some((name, _)) = name_at(clause, &ws, j) {
                return Some(attributed(Who::Name(name), clause_range, "after"));
            }
            return Some(attributed(who, clause_range, "after"));
        }
    }
    // "she adds", "they told us", "he says with a grin"
    if let Some(p) = Pronoun::of(first.text) {
        let verb = verb_at(1)?;
        // "“…She is doing well.” She shares twins with ex-husband Marc Anthony.": after a quote
        // that closed its sentence, a new one that goes on past a short report is narrative.
        if closed_its_sentence && first.is_capitalized() && ws.len() > verb + 5 {
            return None;
        }
        return Some(Attribution {
            outlet: outlet_after_verb(clause, &ws, verb),
            ..attributed(Who::Pronoun(p), clause_range, "after")
        });
    }
    // "says (executive producer) Amy B. Harris" / "according to Harris" / "says a person close to…"
    // ("reports Silver Sound partner Cory Choy": right after a quote, who reports it said it.)
    let after_verb = if is_verb(first) || matches!(first.lower().as_str(), "reports" | "reported") {
        Some(1)
    } else if first.lower() == "according" && ws.get(1).is_some_and(|w| w.lower() == "to") {
        Some(2)
    } else {
        None
    };
    if let Some(mut i) = after_verb {
        if first.lower() == "according" {
            match source_of_a_document(clause, &ws, i) {
                Some(DocumentSource::Owner(who)) => {
                    return Some(attributed(who, clause_range, "after"));
                }
                Some(DocumentSource::From(owner)) => i = owner,
                None => {}
            }
        }
        // "Still, many farmers are taking it in stride. “…,” says one.": one of them, as stated,
        // as "One wrote:" is.
        if let [alone] = &ws[i.min(ws.len())..] {
            if let Some(who) = one_of_those_counted(alone) {
                return Some(attributed(who, clause_range, "after"));
            }
        }
        if let Some((who, _)) = possessors_relation(clause, &ws, i) {
            return Some(attributed(who, clause_range, "after"));
        }
        // "“…,” said the study.": a document, as stated, as "the study said" is.
        if let [the, document] = &ws[i.min(ws.len())..] {
            let noun = document.lower();
            if the.lower() == "the" && DOCUMENTS.contains(&noun.as_str()) {
                let who = Who::Role {
                    text: format!("the {noun}"),
                    noun,
                    definite: false,
                };
                return Some(attributed(who, clause_range, "after"));
            }
        }
        if let Some(who) = organisation_after_the_verb(clause, &ws, i) {
            return Some(attributed(who, clause_range, "after"));
        }
        if let Some(name) = name_after_two_roles(clause, &ws, i) {
            return Some(attributed(Who::Name(name), clause_range, "after"));
        }
        if let Some((
            Subject::Role {
                text: r,
                noun,
                definite,
            },
            j,
        )) = role_phrase(clause, &ws, i, true)
        {
            // "says the showrunner, Lee Park", "said the zoo’s area manager Erin Cantwell": the
            // name wins, the phrase is its role; not a place the phrase runs on to ("a campaign
            // member to the crowd at the Gayon Depot").
            let set_off = ws
                .get(j)
                .is_some_and(|w| clause[ws[j - 1].range.end..w.range.start].contains(','));
            let full_name = |name: &String| name.contains(' ') && looks_like_person(name);
            // "said the 26-year-old veteran Wozniacki.": a surname alone that ends the clause.
            let ends_clause = |end: usize| {
                ws.get(end)
                    .is_none_or(|w| clause[ws[end - 1].range.end..w.range.start].contains(','))
            };
            if let Some((name, _)) = name_at(clause, &ws, j).filter(|(name, end)| {
                set_off || full_name(name) || ends_clause(*end) && looks_like_person(name)
            }) {
                return Some(Attribution {
                    role: role_suffix(&r),
                    ..attributed(Who::Name(name), clause_range, "after")
                });
            }
            let who = Who::Role {
                text: r,
                noun,
                definite,
            };
            return Some(attributed(who, clause_range, "after"));
        }
        // "said local residents", "says many survivors": people the page names only by what
        // they are, no determiner before them, to the clause's end, a comma, or where and when
        // they said it ("at a meeting on Thursday").
        if let Some((people, end)) = crate::people::plural_people_at(clause, &ws, i) {
            let ends = ws.get(end).is_none_or(|w| {
                clause[ws[end - 1].range.end..w.range.start].contains(',')
                    || CREDIT_LINKS.contains(&w.text)
            });
            if ends {
                return Some(attributed(Who::of_subject(people), clause_range, "after"));
            }
        }
        // "said the MBTA", "according to the Pentagon": a name written with "the", to the
        // clause's end or a comma.
        if let Some((who, end)) = named_with_the(clause, &ws, i) {
            let ends = ws
                .get(end)
                .is_none_or(|w| clause[ws[end - 1].range.end..w.range.start].contains(','));
            if ends {
                return Some(attributed(who, clause_range, "after"));
            }
        }
        // "according to the space agency": an organisation in small letters to the clause's end.
        let organisation = first.lower() == "according"
            && ws.get(i).is_some_and(|w| w.lower() == "the")
            && (2..=4).contains(&(ws.len() - i - 1))
            && ws[i + 1..]
                .iter()
                .all(|w| !w.is_capitalized() && !is_verb(w))
            && ws[i + 1..]
                .windows(2)
                .all(|pair| adjacent(clause, &pair[0], &pair[1]));
        if organisation {
            let last = &ws[ws.len() - 1];
            return Some(attributed(
                Who::Role {
                    text: clause[ws[i].range.start..last.range.end].to_lowercase(),
                    noun: last.lower(),
                    definite: false,
                },
                clause_range,
                "after",
            ));
        }
        let role_start = i;
        while i < ws.len() && i - role_start < 3 && !ws[i].is_capitalized() && !is_verb(&ws[i]) {
            i += 1;
        }
        // "“…,” said meeting attendee.": a role with no article, to the clause's end, as
        // hurried copy writes it; the person as stated.
        if i > role_start
            && i == ws.len()
            && is_person_noun(ws[i - 1].text)
            && ws[role_start..]
                .windows(2)
                .all(|pair| adjacent(clause, &pair[0], &pair[1]))
        {
            let who = Who::Role {
                text: clause[ws[role_start].range.start..ws[i - 1].range.end].to_string(),
                noun: ws[i - 1].lower(),
                definite: false,
            };
            return Some(attributed(who, clause_range, "after"));
        }
        let role = (i > role_start)
            .then(|| text[at(ws[role_start].range.start..ws[i - 1].range.end)].to_string());
        // "says executive producer Amy", not "opens in cinemas on June"; a role the lists do
        // not know still leads to a full name ("says lead engineer Dr. Lena Okafor").
        let role = match role {
            Some(words) => match role_suffix(&words) {
                Some(role) => Some(role),
                None => {
                    let (name, _) = name_at(clause, &ws, i)
                        .filter(|(name, _)| name.contains(' ') && looks_like_person(name))
                        .or_else(|| name_past_long_role(clause, &ws, role_start))?;
                    return Some(attributed(Who::Name(name), clause_range, "after"));
                }
            },
            None => None,
        };
        // "says Glasswing drummer Obi Ferrante": the band and the role stand before the name.
        if role.is_none() {
            if let Some((name, role, _)) = name_past_affiliation(clause, &ws, i) {
                return Some(Attribution {
                    role,
                    ..attributed(Who::Name(name), clause_range, "after")
                });
            }
        }
        // "said American Victor Glover": where the person is from is no part of the name.
        if crate::people::is_demonym_before_name(&ws, i) {
            i += 1;
        }
        let (name, j) = name_at(clause, &ws, i)?;
        if let Some(holder) = holder_after_office(clause, &ws, j) {
            return Some(attributed(Who::Name(holder), clause_range, "after"));
        }
        // "said Professor of Emergency Medicine Dr. James Wilde": a title in capitals, with
        // "of", before the name.
        // ("said Tulsa Zoo Curator of Mammals Jordan Piha": an office at the end of a longer
        // run, then what it is of and the name.)
        let office_ends_the_run = name.contains(' ')
            && name
                .rsplit(' ')
                .next()
                .is_some_and(crate::people::is_office);
        let after_title = ws
            .get(j)
            .filter(|of| of.lower() == "of" && (!name.contains(' ') || office_ends_the_run))
            .and_then(|_| name_at(clause, &ws, j + 1))
            .map(|(run, _)| match office_ends_the_run {
                true => crate::people::person_after_an_office(&run).unwrap_or(run),
                false => run,
            })
            .filter(|name| name.contains(' ') && looks_like_person(name));
        return Some(Attribution {
            role,
            ..attributed(
                Who::Name(after_title.unwrap_or(name)),
                clause_range,
                "after",
            )
        });
    }
    // "the Madeley family statement read", "a club statement said", "the statement read"
    if let Some((who, verb)) = statement_by(clause, &ws, 0) {
        if verb_at(verb).is_some() || ws.get(verb).is_some_and(statement_reads) {
            return Some(attributed(who, clause_range, "after"));
        }
    }
    // "the actress added", "a source close to her said"
    if let Some((
        Subject::Role {
            text: r,
            noun,
            definite,
        },
        j,
    )) = role_phrase(clause, &ws, 0, false)
    {
        // ("the neighbor, who did not want to be identified, said": past a clause of who the
        // person is, set off by commas, as after a name.)
        let past_an_aside = || {
            let set_off = ws
                .get(j)
                .is_some_and(|w| comma_before(j) && matches!(w.lower().as_str(), "who" | "whose"));
            set_off.then(|| verb_past_an_aside(j)).flatten()
        };
        if verb_at(j).or_else(past_an_aside).is_some() {
            let who = Who::Role {
                text: r,
                noun,
                definite,
            };
            return Some(attributed(who, clause_range, "after"));
        }
    }
    // "the studio said", "the network confirmed"
    if let Some((who, _)) = organisation_at(clause, &ws, 0).filter(|&(_, j)| verb_at(j).is_some()) {
        return Some(attributed(who, clause_range, "after"));
    }
    // "the Rev. Ana Lund said": a title written with "the" before the name.
    if first.lower() == "the" && ws.get(1).is_some_and(is_title_word) {
        if let Some((name, _, j)) = name_with_title(clause, &ws, 1) {
            if let Some(verb) = verb_at(j).filter(|_| looks_like_person(&name)) {
                return Some(Attribution {
                    outlet: outlet_after_verb(clause, &ws, verb),
                    ..attributed(Who::Name(name), clause_range, "after")
                });
            }
        }
    }
    // "an excited Sasere told Goal", "a tearful Ana Ruiz said": an adjective before a name.
    if matches!(first.lower().as_str(), "a" | "an" | "the") {
        let mut k = 1;
        while k < ws.len() && k <= 3 && !ws[k].is_capitalized() && !is_verb(&ws[k]) {
            k += 1;
        }
        if let (true, Some((name, j))) = (k > 1, name_at(clause, &ws, k)) {
            if let Some(verb) = verb_at(j).filter(|_| looks_like_person(&name)) {
                return Some(Attribution {
                    outlet: outlet_after_verb(clause, &ws, verb),
                    ..attributed(Who::Name(name), clause_range, "after")
                });
            }
        }
    }
    // "(executive producer) Amy B. Harris (later) tells"; "fair president and CEO Wes Allison
    // said": two roles joined by "and", the second a title in capitals.
    let mut i = 0;
    while i < ws.len()
        && i < 3
        && !ws[i].is_capitalized()
        && !is_verb(&ws[i])
        && !CLAUSE_WORDS.contains(&ws[i].lower().as_str())
    {
        i += 1;
    }
    let second_role = i >= 1
        && ws.get(i).is_some_and(|w| w.text == "and")
        && is_person_noun(ws[i - 1].text)
        && ws
            .get(i + 1)
            .is_some_and(|w| w.is_capitalized() && is_title_word(w));
    if second_role {
        i += 2;
    }
    let role = (i > 0).then(|| text[at(ws[0].range.start..ws[i - 1].range.end)].to_string());
    // "Glasswing drummer Obi Ferrante said": the band and the role stand before the name.
    if let Some((name, stated, j)) = name_past_affiliation(clause, &ws, i) {
        if let Some(verb) = verb_at(j) {
            return Some(Attribution {
                role: stated,
                outlet: outlet_after_verb(clause, &ws, verb),
                ..attributed(Who::Name(name), clause_range, "after")
            });
        }
    }
    let named_first = name_at(clause, &ws, i);
    // "“…,” Lopez and Rodriguez said in their statement.": two people together.
    let pair = named_first.as_ref().and_then(|(first, j)| {
        ws.get(*j).filter(|w| w.lower() == "and")?;
        let (second, k) = name_at(clause, &ws, j + 1)?;
        verb_at(k)?;
        // "Columbus Zoo and Aquarium President Tom Stalf said": a title inside the second run
        // ends an organisation's name, and one person holds it.
        let titled = second.split_whitespace().count() < k - (j + 1);
        Some(if titled {
            second
        } else {
            format!("{first} and {second}")
        })
    });
    if let Some(who) = pair {
        return Some(attributed(Who::Name(who), clause_range, "after"));
    }
    if let Some((name, j)) = &named_first {
        // ("Capt. Rob McDade of the Phoenix Fire Department said": where the person works,
        // after "of", before the verb, a few words and no comma.)
        let past_where_from = || {
            ws.get(*j)
                .filter(|w| w.lower() == "of" && !comma_before(*j))?;
            let last = (j + 1..ws.len().min(j + 7))
                .take_while(|&k| !comma_before(k) && !is_verb(&ws[k]))
                .last()?;
            verb_at(last + 1)
        };
        if let Some(verb) = verb_at(*j).or_else(past_where_from) {
            return Some(Attribution {
                role: role.as_deref().and_then(role_suffix),
                outlet: outlet_after_verb(clause, &ws, verb),
                ..attributed(Who::Name(name.clone()), clause_range, "after")
            });
        }
    }
    // "“…” Packers QB Aaron Rodgers trying to explain the coin toss.": a caption after a quote
    // that has its paragraph to itself.
    let caption = span.open.is_some_and(|open| text[..open].trim().is_empty()) && end == text.len();
    if caption && i == 0 {
        if let Some((name, _, j)) = name_with_title(clause, &ws, 0) {
            let participle = ws
                .get(j)
                .is_some_and(|w| w.lower().ends_with("ing") && adjacent(clause, &ws[j - 1], w));
            // "“I think he followed the instincts of every father…” UK Prime Minister Boris
            // Johnson defends the actions of his top adviser": or a video's caption, the one who
            // said it doing something, in the present tense, with no mark between.
            let present_tense = name.contains(' ')
                && clause[..lead].trim().is_empty()
                && ws.get(j).is_some_and(|w| {
                    w.text.starts_with(char::is_lowercase)
                        && w.text.len() >= 4
                        && w.text.ends_with('s')
                        && !w.text.ends_with("ss")
                        && adjacent(clause, &ws[j - 1], w)
                })
                && ws.len() > j + 2;
            if (participle || present_tense) && looks_like_person(&name) {
                return Some(attributed(Who::Name(name), clause_range, "after"));
            }
        }
    }
    if let Some((name, role)) = appositive_attribution(clause) {
        return Some(Attribution {
            role: Some(role),
            ..attributed(Who::Name(name), clause_range.clone(), "after")
        });
    }
    // "“…,” Lt. Col. Kirby Dennis, commander of 2nd Battalion, 12th Infantry Regiment.": a
    // full name after a quote that runs on (its comma inside the marks), then a role after a
    // comma and no verb to the sentence's end: the verb left out, the credit stands.
    let runs_on = text[span.inner.clone()].trim_end().ends_with(',');
    if runs_on && i == 0 {
        if let Some((name, _, j)) = name_with_title(clause, &ws, 0) {
            let role_after = ws.get(j).is_none_or(|w| {
                clause[ws[j - 1].range.end..w.range.start].contains(',')
                    && ws[j..]
                        .iter()
                        .all(|w| !is_verb(w) && !is_reporting_participle(w))
            });
            if role_after && name.contains(' ') && looks_like_person(&name) {
                return Some(attributed(Who::Name(name), clause_range, "after"));
            }
        }
    }
    // "David Tevaria, a Trump supporter at one of the rallies, said.": a longer phrase set off
    // by commas between the name and its verb, opening with a determiner, or with whose it is
    // ("Sean Edgett, Twitter's general counsel, said"), or a clause of who the person is
    // ("Isaac Pablo Duarte, who has been volunteering since December, told TNA", "Andrea
    // Chamblee, whose husband John McNamara was killed in the shooting, told reporters").
    let (name, j) = named_first?;
    // ("Michael Albrow, Associate Professor at the University of Canterbury, said": or a role
    // in capitals.)
    let a_role_in_capitals = || {
        ws[j].is_capitalized()
            && (j..ws.len().min(j + 6))
                .take_while(|&k| {
                    k == j || !clause[ws[k - 1].range.end..ws[k].range.start].contains(',')
                })
                .any(|k| is_role_word(ws[k].text))
    };
    let set_off = ws.get(j).is_some_and(|w| {
        clause[ws[j - 1].range.end..w.range.start].contains(',')
            && (matches!(
                w.lower().as_str(),
                "a" | "an" | "the" | "his" | "her" | "their" | "who" | "whose"
            ) || w.is_capitalized() && w.is_possessive()
                || a_role_in_capitals())
    });
    // "Esaw Garner — the widow of Eric Garner, killed by an officer in July — told the group":
    // or set off by dashes, commas and all inside them.
    let dashed = |k: usize| clause[ws[k - 1].range.end..ws[k].range.start].contains(['—', '–']);
    let verb = if ws.get(j).is_some_and(|_| dashed(j)) {
        (j + 2..ws.len().min(j + 24))
            .find(|&k| dashed(k))
            .and_then(verb_at)?
    } else {
        let closed = set_off.then(|| verb_past_an_aside(j)).flatten();
        // "Ryan Westergaard, chief officer for the state Bureau of Communicable Disease said
        // Friday": a role in small letters whose closing comma hurried copy left out; the
        // first verb of saying past it. ("Kathy Potter, Owner of Potter's Bakery said": or in
        // capitals, where its first word is the role.)
        let role_left_open = || {
            let opens_a_role = ws
                .get(j)
                .is_some_and(|w| comma_before(j) && (!w.is_capitalized() || is_role_word(w.text)))
                && ws[j..ws.len().min(j + 3)]
                    .iter()
                    .any(|w| is_role_word(w.text));
            (j + 2..ws.len().min(j + 16))
                .filter(|_| opens_a_role)
                .take_while(|&k| !comma_before(k))
                .find(|&k| is_verb(&ws[k]))
                .and_then(verb_at)
        };
        closed.or_else(role_left_open)?
    };
    Some(Attribution {
        outlet: outlet_after_verb(clause, &ws, verb),
        ..attributed(Who::Name(name), clause_range, "after")
    })
}

/// "said Vossler's sister, Sharon Johnson": the person a named person's relation names, after the
/// verb; "said Vossler's sister" alone is that relation, as stated (never Vossler).
/// The person a credit opens with: "Steelers coach Mike Tomlin, crediting…" (the team and the
/// role before the name), "Wigan's Roberto Martinez after a 4-0 defeat", "Lee Clark (lost
/// 5-2)", "Bumgarner, on going the distance"; with `may_go_on`, also "Tessa Quill, Harbor
/// Lights" (the work after the person); a `whole_line` credit, anything after the name
/// ("Atlantis commander Christopher Ferguson just before launch").
fn credited_name(credit: &str, may_go_on: bool, whole_line: bool) -> Option<String> {
    let ws = words(credit);
    let (name, j) = name_opening_a_credit(credit, &ws, 0)?;
    let at_start = credit.trim_start().starts_with(ws[0].text);
    let after_name = credit[ws[j - 1].range.end..].trim_start();
    // "“…”: Rohit Sharma's Epic Reply To…": whose reply it is.
    let ends = j == ws.len()
        || whole_line
        || ws[j - 1].is_possessive()
        || may_go_on && after_name.starts_with(',')
        // "Alain Vauthier. Château Ausone, Saint-Émilion.": a collection of quotations sets the
        // winery after the name as a sentence of its own.
        || may_go_on && after_name.starts_with(". ")
        || after_name.starts_with('(')
        || is_verb(&ws[j])
        || is_headline_verb(ws[j].text)
        || matches!(
            ws[j].lower().as_str(),
            "on" | "about" | "after" | "following" | "when" | "at"
        );
    (at_start && ends).then_some(name)
}

/// The name a credit opens with at word `i` (or a columnist's presentation, "Here’s UCF coach
/// Johnny Dawkins"), past the team and the role before it, and the index after it.
fn name_opening_a_credit(credit: &str, ws: &[Word<'_>], i: usize) -> Option<(String, usize)> {
    // "— W. Somerset Maugham": a name may open with initials.
    name_past_affiliation(credit, ws, i)
        .map(|(name, _, j)| (name, j))
        .or_else(|| name_with_title(credit, ws, i).map(|(name, _, j)| (name, j)))
        .or_else(|| name_at(credit, ws, i))
}

/// "Dothan coach Kevin Jackson after the 34-14 loss to St. Paul’s.", right after a quote's
/// closing mark: a person named in full, then nothing or what the words came after, and no verb
/// of saying, which would make it a sentence of the narrative.
fn credit_without_its_dash(clause: &str) -> Option<String> {
    let ws = words(clause);
    let (name, j) = name_opening_a_credit(clause, &ws, 0)?;
    let at_start = clause.starts_with(ws[0].text);
    let ends = ws
        .get(j)
        .is_none_or(|w| CREDIT_LINKS.contains(&w.lower().as_str()))
        && !ws[j - 1].is_possessive();
    let narrates = ws.iter().any(is_verb);
    (at_start && ends && !narrates && name.contains(' ') && looks_like_person(&name))
        .then_some(name)
}

/// The first person a credit after a dash names in full, past what the person did or was:
/// "Expedition 8 crew member Michael Foale, speaking from…", "Gemini and Apollo astronaut, "the
/// last man on the Moon" Eugene Cernan", "first American to orbit, … and former Senator John
/// Glenn".
fn person_in_credit(credit: &str) -> Option<String> {
    let ws = words(credit);
    (0..ws.len())
        .filter(|&i| ws[i].is_capitalized())
        .find_map(|i| {
            name_past_affiliation(credit, &ws, i)
                .map(|(name, _, _)| name)
                .or_else(|| name_at(credit, &ws, i).map(|(name, _)| name))
                .filter(|name| name.contains(' ') && looks_like_person(name))
        })
}

/// Whether the name at `range` of narrative text stands in marks, as a film's or a series'
/// title does (`his ‘True Lies’ co-star`). A closing single mark reads as a possessive's and
/// ends up inside the run ("Lies’").
fn title_in_marks(text: &str, range: Range<usize>) -> bool {
    text[..range.start].ends_with(['‘', '“', '"', '\''])
        && (text[range.end..].starts_with(['’', '”', '"', '\''])
            || text[..range.end].ends_with(['’', '\'']))
}

/// A credit after a dash: the person it opens with (see [`credited_name`]), else the first one
/// a longer description names in full (see [`person_in_credit`]).
fn dashed_credit(credit: &str, whole_line: bool) -> Option<String> {
    credited_name(credit, true, whole_line).or_else(|| person_in_credit(credit))
}

/// What a line under a quote says of it (see [`credits_under_quotes`]).
#[derive(Clone, Debug)]
enum Credit {
    To(String),
    /// "- Former ." in a list of credited quotes: a credit whose name the page lost.
    ToNoOneNamed,
}

/// "—Pirates manager Clint Hurdle, on…", "–Towers", "Tomo Ohka, Red Sox pitcher, on his first
/// major-league win": a quote round-up credits each quote on the line under it, a dash before
/// the credit or, where the whole page is laid out that way, none. The credit each paragraph
/// is, for the quote that ends the paragraph before it.
/// Words that go on from a name in a credit without making it a sentence: "Valley GM Petra
/// Lind, on holding her ace back", "Kofi Mensah after the sweep".
const CREDIT_LINKS: [&str; 13] = [
    "on",
    "about",
    "after",
    "following",
    "when",
    "at",
    "before",
    "during",
    "in",
    "to",
    "from",
    "speaking",
    "writing",
];

/// "Camie Gornall, 25, said she queued through the night…", "Kosgei, who also won here last
/// year, ran 2:14:04": a name, what the writer says of it between commas, then a verb is a
/// sentence of the narrative that opens with its subject, not a credit under the quote above
/// ("Sam Oduya, Valley manager."), though it follows one.
fn narrates_after_name(after_name: &str) -> bool {
    let rest = after_name.trim_start();
    let rest = match rest.strip_prefix(',') {
        Some(apposition) => match apposition.find(',') {
            Some(end) => &apposition[end + 1..],
            None => return false,
        },
        None => rest,
    };
    let ws = words(rest);
    let Some(first) = ws.first() else {
        return false;
    };
    let starts_a_clause = rest.trim_start().starts_with(first.text)
        && !first.is_capitalized()
        && !CREDIT_LINKS.contains(&first.lower().as_str());
    // ("Coach Sam Oduya said." alone on its line is the credit, its verb written out.)
    starts_a_clause && !(is_verb(first) && ws.len() <= 3)
}

fn credits_under_quotes(
    paragraphs: &[crate::article::RawParagraph],
    per_paragraph: &[ParagraphSpans],
    names: &Names,
) -> Vec<Option<Credit>> {
    // A paragraph that is a quote and nothing else: nothing before or after the marks names
    // who said it.
    let quote_alone = |k: usize| {
        let (ps, text) = (&per_paragraph[k], &paragraphs[k].text);
        match (ps.spans.first(), ps.spans.last()) {
            (Some(first), Some(last)) => {
                text[..first.start()].trim().is_empty()
                    && text[last.close_end..].trim().is_empty()
                    && ps.after.iter().chain(&ps.before).all(Option::is_none)
            }
            _ => false,
        }
    };
    // (The person, or `None` for a dash and no name we can read; whether a dash opens it.)
    let credit = |k: usize| -> Option<(Option<String>, bool)> {
        let text = paragraphs[k].text.trim();
        // ("Ada Lind on Growth:" heads the words under it.)
        // ("Ada Lind --" too, and "General --", a topic over the words under it.)
        if !per_paragraph[k].spans.is_empty()
            || text.len() > 300
            || ends_as_label(text)
            || is_dashed_topic(text)
        {
            return None;
        }
        let (rest, dashed) = match text.strip_prefix(['—', '–', '-']) {
            Some(rest) => (rest.trim_start(), true),
            None => (text, false),
        };
        let name = if dashed {
            dashed_credit(rest, true)
        } else {
            let name = credited_name(rest, true, false)?;
            let after_name = rest.find(&name).map(|at| &rest[at + name.len()..]);
            if after_name.is_some_and(narrates_after_name) {
                return None;
            }
            Some(name)
        };
        // "Towers" is "Padres GM Kevin Towers" as the page first wrote him: Kevin Towers.
        let person_named = |name: &str| {
            let full = names.resolve(name, paragraphs[k].start);
            let ws = words(&full);
            let full = name_past_affiliation(&full, &ws, 0).map_or(full, |(name, _, _)| name);
            (full.contains(' ') && looks_like_person(&full)).then_some(full)
        };
        // "– However, no doubt to the relief of the transgressors, Lièvremont displayed…", "–
        // Les Bleus’ English defence coach David Ellis was relieved…": under a dash, the writer's
        // sentence names the speaker where it may, past a connective and a team's possessive.
        // (Whether the name that ends at `end` is written as a possessive.)
        let possessive_at = |end: usize| {
            let (before, after) = rest.split_at(end);
            before.ends_with(['’', '\''])
                || before.ends_with("’s")
                || before.ends_with("'s")
                || after.starts_with(['’', '\''])
        };
        let person = name
            .filter(|name| {
                !rest
                    .find(name)
                    .is_some_and(|at| possessive_at(at + name.len()))
            })
            .and_then(|name| person_named(&name))
            .or_else(|| {
                dashed.then(|| {
                    crate::text::name_runs(rest)
                        .into_iter()
                        .filter(|(_, range)| !possessive_at(range.end))
                        .find_map(|(run, _)| person_named(&run))
                })?
            });
        (dashed || person.is_some()).then_some((person, dashed))
    };
    let follows_a_quote = |k: usize| k > 0 && quote_alone(k - 1);
    let opens_with_a_quote = |k: usize| {
        per_paragraph.get(k).is_some_and(|ps| {
            ps.spans
                .first()
                .is_some_and(|s| paragraphs[k].text[..s.start()].trim().is_empty())
        })
    };
    // Over a quote, or over a topic ("On the importance of tonight's win:", "On the loss") over
    // one.
    let topic = |text: &str| {
        let text = text.trim_end();
        text.len() < 120
            && (text.ends_with(':')
                || text.starts_with("On ") && !text.ends_with(['.', '!', '?', '”', '"'])
                || is_dashed_topic(text))
    };
    let over_a_quote = |k: usize| {
        opens_with_a_quote(k + 1)
            || paragraphs.get(k + 1).is_some_and(|p| topic(&p.text)) && opens_with_a_quote(k + 2)
    };
    // Only a line next to a quote can credit one or head one: the narrative paragraphs between
    // are not read for names.
    let credits: Vec<Option<(Option<String>, bool)>> = (0..paragraphs.len())
        .map(|k| {
            (follows_a_quote(k) || over_a_quote(k))
                .then(|| credit(k))
                .flatten()
        })
        .collect();
    // Laid out that way: name lines under a quote and over none (the list's last credit)
    // outnumber name lines over a quote and under none (a sheet's first heading).
    let (mut last_credits, mut first_headings) = (0, 0);
    for (k, credit) in credits.iter().enumerate() {
        if credit
            .as_ref()
            .is_some_and(|(person, dashed)| person.is_some() && !dashed)
        {
            match (follows_a_quote(k), over_a_quote(k)) {
                (true, false) => last_credits += 1,
                (false, true) => first_headings += 1,
                _ => {}
            }
        }
    }
    let credits_follow = last_credits > first_headings;
    // A dash and no name is a credit only in a list of credits we can read.
    let named_under_a_quote = (0..paragraphs.len()).any(|k| {
        follows_a_quote(k)
            && credits[k]
                .as_ref()
                .is_some_and(|(person, _)| person.is_some())
    });
    credits
        .into_iter()
        .enumerate()
        .map(|(k, credit)| {
            let (person, dashed) = credit?;
            if !follows_a_quote(k) || !(dashed || credits_follow) {
                return None;
            }
            match person {
                Some(person) => Some(Credit::To(person)),
                None => named_under_a_quote.then_some(Credit::ToNoOneNamed),
            }
        })
        .collect()
}

fn possessors_relation(clause: &str, ws: &[Word<'_>], i: usize) -> Option<(Who, usize)> {
    let (_, mut j) = name_at(clause, ws, i).filter(|&(_, j)| ws[j - 1].is_possessive())?;
    let relation_start = j;
    while j < ws.len() && j - relation_start < 3 && !ws[j].is_capitalized() && !is_verb(&ws[j]) {
        j += 1;
    }
    let noun = relation_noun(ws.get(j.checked_sub(1)?).filter(|_| j > relation_start)?)?;
    let set_off = ws
        .get(j)
        .is_some_and(|w| clause[ws[j - 1].range.end..w.range.start].trim() == ",");
    // "said Vossler's sister, Sharon Johnson", "said Porto's owner Betty Porto": the person the
    // relation names, set off by a comma, or in full right after it.
    let named = name_with_title(clause, ws, j).filter(|(name, _, _)| {
        set_off || name.contains(' ') && crate::people::looks_like_person(name)
    });
    if let Some((name, _, end)) = named {
        return Some((Who::Name(name), end));
    }
    let who = Who::Role {
        text: clause[ws[i].range.start..ws[j - 1].range.end].to_string(),
        noun,
        definite: false,
    };
    Some((who, j))
}

/// "Yurchikhin replied [Paraphrased from translation] “…”": the text before a quote without the
/// editor's note in square brackets that ends it, a few words at most, which stands between the
/// verb and the marks.
fn without_a_bracketed_note(before: &str) -> &str {
    let Some(inside) = before.strip_suffix(']') else {
        return before;
    };
    match inside.rfind(['[', ']']) {
        Some(at)
            if inside[at..].starts_with('[')
                && inside[at..].split_whitespace().nth(6).is_none() =>
        {
            inside[..at].trim_end()
        }
        _ => before,
    }
}

/// What a person's words are called, after whose they are: "the defendant's confession".
const WORDS_OF_SOMEONE: [&str; 14] = [
    "confession",
    "apology",
    "admission",
    "reply",
    "response",
    "answer",
    "retort",
    "words",
    "remarks",
    "testimony",
    "plea",
    "verdict",
    "explanation",
    "warning",
];

/// "the defendant's own apology at sentencing (", "Coach Reyes's verdict:": a clause that ends
/// in what someone said, named after whose it is, and at most a short phrase of where or when:
/// the words in marks next are that person's. Only a person: a role (`the defendant`), a name,
/// not a thing's ("the report's warning").
fn owner_of_the_words(clause: &str, ws: &[Word<'_>]) -> Option<Who> {
    let noun = ws
        .iter()
        .rposition(|w| WORDS_OF_SOMEONE.contains(&w.lower().as_str()))?;
    let phrase_after = &ws[noun + 1..];
    let where_or_when = phrase_after.len() <= 4
        && phrase_after.first().is_none_or(|w| {
            matches!(
                w.lower().as_str(),
                "at" | "in" | "on" | "after" | "before" | "during" | "to"
            )
        });
    // ("the defendant's virtual confession", "her own words": one word may say what kind.)
    let owner_at = (noun.saturating_sub(2)..noun)
        .rev()
        .find(|&k| ws[k].is_possessive())?;
    if !where_or_when {
        return None;
    }
    let owner = &ws[owner_at];
    let before_owner = &ws[..owner_at];
    if owner.is_capitalized() {
        let start = (0..=owner_at)
            .rev()
            .take_while(|&k| ws[k].is_capitalized())
            .last()?;
        let (name, end) = name_at(clause, ws, start)?;
        return (end == owner_at + 1 && looks_like_person(&name)).then_some(Who::Name(name));
    }
    let noun_of_the_owner = owner.base().to_lowercase();
    let determiner = before_owner.last()?;
    (determiner.lower() == "the" && crate::people::is_person_noun(&noun_of_the_owner)).then(|| {
        Who::Role {
            text: format!("the {noun_of_the_owner}"),
            noun: noun_of_the_owner,
            definite: true,
        }
    })
}

/// `She added, “` / `Harris says: “` / `says Harris, “` / `According to Harris, “` / `Ines, who
/// was in the front row, said “` / colon introductions (`All Whitfield would say is: “`,
/// `Her verdict on Holt: “`). A bare label before a colon (`Rosa: “`) names a speaker only when
/// `speaks` says so: someone the article quotes elsewhere, or a person's full name.
fn attribution_before(
    text: &str,
    from: usize,
    span: &Span,
    speaks: &dyn Fn(&str) -> bool,
) -> Option<Attribution> {
    // (Where the page lost the opening mark, the words start where the quote does.)
    let open = span.open.unwrap_or(span.inner.start);
    let trimmed = without_a_bracketed_note(text[from..open].trim_end());
    let sentence_start = from + last_sentence_start(trimmed);
    let clause = &text[sentence_start..from + trimmed.len()];
    let clause_range = sentence_start..open;
    let ws = words(clause);
    let n = ws.len();
    let last = ws.last()?;
    let colon = trimmed.ends_with([':', '—', '–']) || ends_in_spaced_hyphen(trimmed);
    let comma = trimmed.ends_with(',');
    // `ASHLEY WHITNEY FARMER "I've been here all my life…"`: a television report's caption, the
    // name and then what the person is, in capitals, opens the paragraph before the words.
    // (A caption is a few words: a long paragraph before the quote is none, read or not.)
    let caption = (open <= 120).then(|| caption_in_capitals(text[..open].trim()));
    if let Some(name) = caption.flatten() {
        return Some(attributed(Who::Name(name), clause_range, "before"));
    }
    // "the defendant's own apology at sentencing (“…”)", "the coach's verdict: “…”".
    if colon || trimmed.ends_with('(') {
        if let Some(who) = owner_of_the_words(clause, &ws) {
            return Some(attributed(who, clause_range, "before"));
        }
    }
    // "kestrel, "We play…"", "[Interview] Team Tidewater Mako: "…"": a headline's credit to a
    // player's handle, where the title credits the same handle (`speaks`).
    // (Read up to this quote's end only: a paragraph may hold thousands of quotes.)
    if let Some(handle) = (colon || comma)
        .then(|| text.get(from..span.close_end))
        .flatten()
        .and_then(|credit| handle_quoted_in_title(credit.trim_start()))
        .filter(|handle| speaks(handle))
    {
        return Some(attributed(Who::Name(handle), clause_range, "before"));
    }
    let mut end = n;
    if end > 1 && is_adverb(&ws[end - 1]) {
        end -= 1;
    }
    // "she says laughing “…”", "she said, laughing, “…”": how the verb was said, its
    // participle at the mark; but in `he said, providing “hospitality for…”` the participle
    // takes the quoted words as its object, the writer's sentence going on.
    let takes_the_quote =
        || clause[ws[end - 2].range.end..ws[end - 1].range.start].contains(',') && !comma;
    if end > 1
        && ws[end - 1].lower().ends_with("ing")
        && is_verb(&ws[end - 2])
        && !takes_the_quote()
    {
        end -= 1;
    }
    // "Oduya told us,", "she tells reporters:": who was told stands between verb and mark.
    if end > 1 && HEARERS.contains(&ws[end - 1].lower().as_str()) && is_verb(&ws[end - 2]) {
        end -= 1;
    }
    // "told HLN's Jane Velez-Mitchell “Justice was served,”": or a hearer named, past the
    // outlet's possessive.
    if let Some(told) = (end.saturating_sub(5)..end.saturating_sub(1))
        .rev()
        .find(|&k| is_telling(&ws[k]) && ws[k + 1..end].iter().all(Word::is_capitalized))
    {
        end = told + 1;
    }
    // "saying to a cheering crowd,", "said to reporters:": whom the words were said to (not
    // an infinitive: "promises to do “more on that”").
    if let Some(to) = (end.saturating_sub(8)..end).find(|&k| {
        k >= 1
            && ws[k].lower() == "to"
            && (is_verb(&ws[k - 1]) || is_reporting_participle(&ws[k - 1]))
            && ws[k + 1..end].iter().all(|w| !is_verb(w))
            && ws
                .get(k + 1)
                .is_none_or(|w| !COMMON_INFINITIVES.contains(&w.lower().as_str()))
    }) {
        end = to;
    }
    // "jumped in to point out,", "chimed in:": the verb's particle.
    if end > 1 && reports_with_particle(&ws[end - 2], &ws[end - 1]) {
        end -= 1;
    }
    // "As Harris put it,": a way of saying, though "put" alone is none.
    let puts_it = (comma || colon)
        && end > 1
        && matches!(ws[end - 2].lower().as_str(), "put" | "puts")
        && ws[end - 1].lower() == "it";
    if puts_it {
        end -= 1;
    }
    let quoted = text.get(span.inner.clone()).unwrap_or_default().trim_end();
    // "had Nikki politely asking “Do you want to wait?”": a question or a cry right after the
    // participle that reports it, with no comma between.
    let asks_right_after = end == n
        && is_reporting_participle(last)
        && clause.trim_end().ends_with(last.text)
        && quoted.ends_with(['?', '!']);
    // ("Artemyev reported, “We're feeling just fine.”": "reported" is no verb of the lists,
    // where "a report said" would read as one, but before a comma it reports speech.)
    let reported = ws[end - 1].lower() == "reported";
    let ends_with_verb = is_verb(&ws[end - 1]) && clause.trim_end().ends_with(ws[n - 1].text)
        || asks_right_after
        || (comma || colon)
            && (puts_it
                || reported
                || is_verb(&ws[end - 1])
                || is_reporting_participle(&ws[end - 1]));
    // `Fed Chair: “No guarantee” Fed can ease inflation…`: words in marks that are no sentence,
    // and that the sentence goes on from, are a headline's borrowed phrase, not what the label
    // said.
    let sentence_goes_on = text.get(span.close_end..).is_some_and(|rest| {
        rest.starts_with(' ') && rest.trim_start().starts_with(char::is_alphanumeric)
    });
    if colon && sentence_goes_on && !looks_like_a_sentence(quoted) {
        return None;
    }
    // `the notes his parents wrote each other — “…” — during the war`: words set between
    // dashes, the writer's sentence going on past the second with a preposition, are what the
    // sentence is about, not what it credits.
    let set_between_dashes = trimmed.ends_with(['—', '–'])
        && text
            .get(span.close_end..)
            .and_then(|rest| rest.trim_start().strip_prefix(['—', '–']))
            .is_some_and(|rest| {
                words(rest)
                    .first()
                    .is_some_and(|w| CREDIT_LINKS.contains(&w.text))
            });
    if set_between_dashes {
        return None;
    }
    let verb_before_that = verb_before_that(clause, &ws, quoted);
    // Without a comma or colon, the verb must touch the mark: `Ines … said “`.
    let punctuated = colon || comma;
    if !punctuated
        && verb_before_that.is_none()
        && (!ends_with_verb || last.range.end < clause.len())
    {
        return None;
    }
    let found = |who: Who| Some(attributed(who, clause_range.clone(), "before"));
    // "Bill Richards … said he heard a woman yell, “Oh my God!”": whom the subject heard
    // shouting says the words, not the subject.
    if let Some(who) = heard_someone_call(clause, &ws) {
        return found(who);
    }
    // "Interviewed Tony Call, …. Choice quote: “…”", "…. On seeing a fellow actor after landing
    // her role: “…”": a label that only says what follows (a quote, a topic) leaves the speaker
    // to the sentence before it, when that sentence names someone.
    // ("On the new songs: Nell: “…”": a label after the topic names the speaker itself.)
    let one_label = !clause.trim().trim_end_matches(':').contains(':');
    let says_nothing = !ws.iter().any(|w| is_verb(w) || is_reporting_participle(w));
    if colon && trimmed.ends_with(':') && is_topic_label(clause.trim()) && one_label && says_nothing
    {
        let before = text[from..sentence_start].trim_end();
        let sentence = &before[last_sentence_start(before)..];
        if let Some(subject @ (Subject::Name { .. } | Subject::Pronoun(_))) = subject_of(sentence) {
            return found(Who::of_subject(subject));
        }
    }
    // `Carolyn Pawlenty … believes in his “innocence,” and said, “…”`, `described the victory
    // as “against all odds,” saying to a cheering crowd, “…”`: a verb joined by "and", or a
    // participle, going on with a sentence that quoted words of its own has the sentence's
    // subject.
    let joined_to_a_quoting_sentence = punctuated
        && from > 0
        && text[from..sentence_start].trim().is_empty()
        && match &ws[..end] {
            [and, verb] => and.lower() == "and" && is_verb(verb),
            [participle] => is_reporting_participle(participle),
            _ => false,
        };
    if joined_to_a_quoting_sentence {
        // (The sentence's start is looked for in its last 500 bytes only: a paragraph may hold
        // thousands of quotes, and a longer sentence has no subject near enough to read.)
        let before = text[..from].trim_end();
        let window = before.len() - tail(before, 500).len();
        let sentence_from = window + last_sentence_start(&before[window..]);
        if window == 0 || sentence_from > window {
            if let Some(subject) = subject_of(&text[sentence_from..open]) {
                return found(Who::of_subject(subject));
            }
        }
    }
    // "A statement said:", "The family statement read:": whose statement, as written.
    if punctuated {
        if let Some((who, verb)) = statement_by(clause, &ws, 0) {
            if ws
                .get(verb)
                .is_some_and(|w| is_verb(w) || statement_reads(w))
            {
                return found(who);
            }
        }
    }
    // "Adds a close friend of the actress:", "Says Lee Park:": the verb first, then its speaker.
    if punctuated && ws.first().is_some_and(|w| w.is_capitalized() && is_verb(w)) {
        if let Some((role, _)) = role_phrase(clause, &ws, 1, true) {
            return found(Who::of_subject(role));
        }
        if let Some((name, _)) = name_at(clause, &ws, 1).filter(|(_, end)| *end == n) {
            return found(Who::Name(name));
        }
    }
    // "…, with a friend of the actress telling the outlet, “…”": the speaker of a participle
    // after "with", at the clause's end (or before a colon: "with Jose Mourinho saying in a club
    // release:").
    if punctuated {
        let with = ws.iter().rposition(|w| w.lower() == "with");
        let speaker = with.and_then(|k| {
            // ("with his father Marcus Arbery saying last week,": a relation too, and the name
            // after the role.)
            let phrase = role_phrase(clause, &ws, k + 1, false)
                .map(|(role, j)| (Who::of_subject(role), j))
                .or_else(|| relation_phrase(clause, &ws, k + 1));
            let (who, j) = match phrase {
                Some((who, j)) => match name_at(clause, &ws, j) {
                    Some((name, after)) => (Who::Name(name), after),
                    None => (who, j),
                },
                None => name_at(clause, &ws, k + 1).map(|(name, j)| (Who::Name(name), j))?,
            };
            // ("described working with Murray, saying, “…”": set off by a comma, the
            // participle is the sentence's subject's, not the one "with" names.)
            let reports = ws
                .get(j)
                .is_some_and(|w| is_reporting_participle(w) && adjacent(clause, &ws[j - 1], w));
            // ("with Jose Mourinho saying in a club release:": where, a few words more.)
            (reports && n - j <= 6).then_some(who)
        });
        if let Some(who) = speaker {
            return found(who);
        }
    }
    // "… Holt said about her early days:", "All Park would say is:", "She added,"
    if let Some(verb) = verb_before_that.or(ends_with_verb.then(|| end - 1)) {
        if let Some(who) = speaker_before_verb(clause, &ws, verb) {
            return found(who);
        }
        // ("had Quist leaning in and asking “…?”": the one made to ask, named last before.)
        if let Some((name, _)) = asks_right_after
            .then(|| name_runs(clause).pop())
            .flatten()
            .filter(|(name, _)| looks_like_person(name) || speaks(name))
        {
            return found(Who::Name(name));
        }
        // "CassaStaR is a debut novel about which the Library Journal wrote, “": the relative
        // clause's own subject, an organisation with "the", not the sentence's.
        let relative = (verb.saturating_sub(6)..verb)
            .rev()
            .find(|&k| matches!(ws[k].lower().as_str(), "which" | "whom"));
        if let Some((who, _)) = relative
            .and_then(|k| organisation_at(clause, &ws, k + 1))
            .filter(|&(_, at)| at == verb)
        {
            return found(who);
        }
        // "As Lerman jumped in to point out, “": the subject after the subordinator.
        let subordinate = ws.first().is_some_and(|w| {
            matches!(
                w.lower().as_str(),
                "as" | "when" | "while" | "after" | "once"
            )
        });
        // ("As Feustel snapped images, someone on the link exclaimed,": but past a comma the
        // verb is the main clause's, and so is its subject.)
        let verb_in_the_subordinate = || !clause[..ws[verb].range.start].contains(',');
        if let (true, Some(second)) = (subordinate && verb_in_the_subordinate(), ws.get(1)) {
            match subject_of(&clause[second.range.start..]) {
                Some(Subject::Possessive(_)) | None => {}
                Some(subject) => return found(Who::of_subject(subject)),
            }
        }
        // "We're not the only ones…: Yaa Gyasi raved about how “…”": the verb's own clause
        // starts after a colon.
        let from = clause[..ws[verb].range.start]
            .rfind(": ")
            .map_or(0, |colon| colon + 2);
        // "The Alta Bates Summit campus issued a statement saying,": a named organisation
        // opening the clause, whatever its verb.
        // ("The Special One had proclaimed:": a nickname's capitals run on past "the Special".)
        let named_organisation = || {
            named_with_the(clause, &ws, 0)
                .filter(|&(_, after)| ws.get(after).is_some_and(|w| !w.is_capitalized()))
                .map(|(who, _)| who)
        };
        // "Just over an hour after the order was issued, she said, neighbors came to her door
        // to say:": the verb's own clause, after the last comma before it, has its own subject,
        // which the sentence's opening ("she said") is not.
        let own_clause = clause[from..ws[verb].range.start]
            .rfind(", ")
            .and_then(|comma| match subject_of(&clause[from + comma + 2..])? {
                Subject::Possessive(_) => None,
                subject => Some(subject),
            });
        return match own_clause.or_else(|| subject_of(&clause[from..])) {
            Some(Subject::Possessive(_)) | None => organisation_in(clause, &ws)
                .or_else(named_organisation)
                .and_then(found),
            Some(subject) => found(Who::of_subject(subject)),
        };
    }
    if comma && quoted.split_whitespace().count() >= 4 {
        if let Some(who) =
            verb_near_sentence_start(&ws).and_then(|k| speaker_before_verb(clause, &ws, k))
        {
            return found(who);
        }
    }
    // "…, in West's words, “…”", "in his words:", "in the words of Lee Park,": the words are
    // that person's.
    if let Some(who) = in_the_words_of(clause, &ws) {
        return found(who);
    }
    // "according to Harris," / "according to one crew member," / "Quoting head coach Mickey
    // Matthews:" / "Quoting Glasswing drummer Obi Ferrante:"
    let introduced = ws
        .iter()
        .enumerate()
        .find_map(|(k, w)| match w.lower().as_str() {
            "according" if ws.get(k + 1).is_some_and(|w| w.lower() == "to") => Some(k + 2),
            "quoting" => Some(k + 1),
            _ => None,
        });
    if let Some(k) = introduced {
        if let Some((name, _, _)) = name_past_affiliation(clause, &ws, k) {
            return found(Who::Name(name));
        }
        if let Some((name, _)) = name_at(clause, &ws, k) {
            return found(Who::Name(name));
        }
        if let Some((role, j)) = role_phrase(clause, &ws, k, true) {
            // "according to the showrunner, Lee Park,": the name wins, the phrase is its role.
            if let Some((name, _)) = name_at(clause, &ws, j) {
                return found(Who::Name(name));
            }
            if let Subject::Role {
                text: r,
                noun,
                definite,
            } = role
            {
                return found(Who::Role {
                    text: r,
                    noun,
                    definite,
                });
            }
        }
    }
    // "CERVERA: "…"": a press transcript's label in capitals; "REPORTER: "…"" asks.
    // ("• DURBIN:", "SEN. MITCH McCONNELL (R-KY):": a list's bullet before the label, a party
    // and a state after it, as senators' quote sheets set them.)
    let label = bare_label(trimmed.trim_end_matches(':'));
    if colon && trimmed.ends_with(':') && clause.trim() == trimmed.trim() && is_caps_name(label) {
        if label == "REPORTER" {
            let who = Who::Role {
                text: "a reporter".to_string(),
                noun: "reporter".to_string(),
                definite: false,
            };
            return found(who);
        }
        // In capitals a label is a transcript's, so it names its speaker even when the article
        // gives no full name; a news page's own labels ("UPDATE:", "WATCH:") name no one.
        let name = interview::label_as_name(label);
        let page_label = NEWS_PAGE_LABELS.contains(&label.to_lowercase().as_str())
            || LINK_LABELS.contains(&label.to_lowercase().as_str());
        return (speaks(&name) || (looks_like_person(&name) && !page_label))
            .then(|| attributed(Who::Name(name), clause_range.clone(), "before"));
    }
    if let Some((name, first)) = name_before(clause, &ws, n) {
        // "says Harris," but not "told People,": who is told is not who speaks.
        if first > 0 && is_verb(&ws[first - 1]) && !is_telling(&ws[first - 1]) {
            return found(Who::Name(name));
        }
        // "Rosa: “…”": a label is a topic, unless it names someone who speaks. A label may
        // follow a topic's colon: `On the tour: Jens: “…”`.
        let label = first == 0 || clause[..ws[first].range.start].trim_end().ends_with(':');
        if colon && label {
            // "Broadcaster Jon Hume: “…”": the title is no part of the name.
            let name = name_with_title(clause, &ws, first).map_or(name, |(name, _, _)| name);
            return speaks(&name)
                .then(|| attributed(Who::Name(name), clause_range.clone(), "before"));
        }
    }
    // A whole sentence after a comma is introduced as after a colon when the clause reports
    // it: "Quent wrote on Instagram, “Thank…”", "The network said in a statement, “We…”". Whole:
    // a title there ("Reyes said the finale, “Ghosts of May,” was…") is no quote.
    // "Wu kicked off her victory speech, “So one of my sons…”": a clause that names a speech
    // introduces it as a reporting verb does.
    let names_a_speech = || {
        ws.iter()
            .any(|w| SPEECH_NOUNS.contains(&w.lower().as_str()))
    };
    let reports_sentence =
        comma && is_whole_sentence(quoted) && (ws.iter().any(is_verb) || names_a_speech());
    if !colon && !reports_sentence {
        return None;
    }
    // "Ange Postecoglou’s Reaction:", "Ferrante's verdict on the tour:": whose words these are.
    if colon {
        if let Some((name, end)) = name_at(clause, &ws, 0) {
            if ws[end - 1].is_possessive() && n - end <= 4 && looks_like_person(&name) {
                return found(Who::Name(name));
            }
        }
    }
    if let Some(who) = speaker_before_a_verb(clause, &ws) {
        return found(who);
    }
    if let Some(name) = colon.then(|| attribution_inside(clause, &ws)).flatten() {
        return found(Who::Name(name));
    }
    if let Some((name, _)) = colon.then(|| speaker_before_topic(clause)).flatten() {
        return found(Who::Name(name));
    }
    // "Don't look for affairs here—one source claims that it was friendly:": the clause after
    // a dash has its own subject.
    if let Some(subject) = after_last_dash(clause).and_then(subject_of) {
        if !matches!(subject, Subject::Possessive(_)) {
            return found(Who::of_subject(subject));
        }
    }
    match subject_of(clause) {
        // "Ended interview abruptly after ~20 minutes: “…”": a note with no subject opens on
        // its verb, which no one speaking with this page's words is called.
        Some(Subject::Name { name, .. }) if opens_a_note_without_subject(&ws, &name, speaks) => {
            None
        }
        Some(subject) => found(Who::of_subject(subject)),
        None => organisation_in(clause, &ws).and_then(found),
    }
}

/// "My name is Javier Bosso and…": the full name a speaker opens their words with.
fn names_themselves(quoted: &str) -> Option<String> {
    let rest = ["My name is ", "My name’s ", "My name's "]
        .iter()
        .find_map(|opening| quoted.trim_start().strip_prefix(opening))?;
    let (name, at) = name_runs(rest).into_iter().next()?;
    (at.start == 0 && looks_like_person(&name) && name.contains(' ')).then_some(name)
}

/// "That is what head coach Pat Summitt had to say about…", "Those were the words of Tom
/// Reyes": a paragraph opening that points back at the words before it, and the person it
/// names as their speaker.
fn points_back_at_the_words(paragraph: &str) -> Option<String> {
    const OPENERS: [&str; 6] = [
        "That is what ",
        "That was what ",
        "That's what ",
        "That’s what ",
        "Those were the words of ",
        "So said ",
    ];
    let rest = OPENERS
        .iter()
        .find_map(|opener| paragraph.trim_start().strip_prefix(opener))?;
    // The clause's subject ("Lady Vol Head Coach Pat Summitt"), else the first person named
    // in full, past the role before the name ("head coach Dana Whitlock").
    let clause = &rest[..crate::text::sentence_end(rest, 0)];
    let in_full = |name: &str| looks_like_person(name) && name.contains(' ');
    match subject_of(clause) {
        Some(Subject::Name { name, .. }) if in_full(&name) => Some(name),
        _ => name_runs(clause)
            .into_iter()
            .map(|(name, _)| without_leading_titles(&name).to_string())
            .find(|name| in_full(name)),
    }
}

/// "do", "make": verbs after "to" that make it an infinitive's, not whom words were said to.
const COMMON_INFINITIVES: [&str; 12] = [
    "do", "be", "have", "make", "get", "go", "see", "keep", "give", "take", "bring", "put",
];

/// Whether `name`, read as a clause's subject, is its first word and a verb of a note that
/// leaves its subject out: one word, no one the page knows to speak, and no verb after it
/// ("Ended interview…", "Walked out…"; but "Reyes snapped:", "Neymar was blunt:").
fn opens_a_note_without_subject(
    ws: &[Word<'_>],
    name: &str,
    speaks: &dyn Fn(&str) -> bool,
) -> bool {
    ws.first().is_some_and(|first| first.text == name) && reads_as_a_note(ws) && !speaks(name)
}

/// "Ended interview abruptly…", "Walked out…": a verb in the past, capitalized, then a word
/// in small letters that is no verb, as a note that leaves out its subject opens (and a name
/// with its verb, "Reyes snapped", or a topic, "On the missed kick", does not).
fn reads_as_a_note(ws: &[Word<'_>]) -> bool {
    let [first, next, ..] = ws else {
        return false;
    };
    let verb_like = |w: &Word<'_>| {
        let lower = w.lower();
        is_verb(w)
            || crate::people::is_auxiliary(w)
            || is_adverb(w)
            || crate::people::inflected_as_a_verb(&lower)
            || matches!(lower.as_str(), "on" | "about")
    };
    let in_the_past = first.text.len() > 4 && first.lower().ends_with("ed");
    first.is_capitalized() && in_the_past && !next.is_capitalized() && !verb_like(next)
}

/// Whether the words right after a quote's close credit it as sung: "she sings", "are sung by".
fn credited_as_sung(after: &str) -> bool {
    let near: String = after.chars().take(40).collect();
    let clause = near
        .split(['.', '!', '?', '“', '"'])
        .next()
        .unwrap_or_default();
    words(clause)
        .iter()
        .take(5)
        .any(|w| matches!(w.lower().as_str(), "sings" | "sang" | "sung"))
}

/// "was", "is", "felt": a verb whose complement says what its subject is.
fn is_copula(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "was" | "is" | "were" | "are" | "am" | "felt" | "feels" | "seemed" | "seems"
    )
}

/// "continued", "continues": what words quoted before do after a message or a statement.
fn goes_on(word: &Word<'_>) -> bool {
    matches!(word.lower().as_str(), "continued" | "continues")
}

/// The text after a clause's last dash ("…here—one source claims…"), if it has one.
fn after_last_dash(clause: &str) -> Option<&str> {
    clause.rsplit_once(['—', '–']).map(|(_, after)| after)
}

/// "the statement read": what a statement does in place of saying.
fn statement_reads(word: &Word<'_>) -> bool {
    matches!(word.lower().as_str(), "read" | "reads")
}

/// "the Madeley family statement", "a club statement", "A statement" from word `from`: whose
/// statement it is, as written ("the Madeley family"), or the statement itself where it does
/// not say. Returns it and the index after "statement".
fn statement_by(text: &str, ws: &[Word<'_>], from: usize) -> Option<(Who, usize)> {
    let det = ws.get(from)?;
    // "One posting declared:", "Another tweet said:": one of the messages the page counts.
    let counted = matches!(det.lower().as_str(), "one" | "another");
    if !counted && !matches!(det.lower().as_str(), "the" | "a" | "an") {
        return None;
    }
    let at = (from + 1..ws.len().min(from + 5)).find(|&k| {
        ws[k].lower() == "statement"
            || matches!(ws[k].text, "posting" | "post" | "tweet" | "message")
                && (counted || k == from + 1)
    })?;
    // ("the statement continued": the words quoted before go on, see `organisation_at`.)
    if ws.get(at + 1).is_some_and(goes_on) {
        return None;
    }
    let whose = &ws[from + 1..at];
    if whose
        .iter()
        .any(|w| is_verb(w) || crate::people::is_auxiliary(w) || w.lower() == "joint")
    {
        return None;
    }
    let end = whose.last().unwrap_or(&ws[at]);
    let text = format!(
        "{} {}",
        if whose.is_empty() {
            det.lower()
        } else {
            "the".to_string()
        },
        &text[ws[from + 1].range.start..end.range.end]
    );
    let noun = whose.last().unwrap_or(&ws[at]).lower();
    Some((
        Who::Role {
            text,
            noun,
            definite: false,
        },
        at + 1,
    ))
}

/// "The studio said", "the network confirmed", from the "the" at word `from`: no person noun, so
/// an organisation, its own speaker as stated (never resolved to a person the article names).
/// Returns it and where its verb is.
fn organisation_at(text: &str, ws: &[Word<'_>], from: usize) -> Option<(Who, usize)> {
    if ws.get(from)?.lower() != "the" {
        return None;
    }
    if let Some((who, verb)) = named_with_the(text, ws, from) {
        return ws
            .get(verb)
            .is_some_and(|w| is_verb(w) && !is_go(w) && !goes_on(w))
            .then_some((who, verb));
    }
    let verb = (from + 1..ws.len().min(from + 4))
        .take_while(|&k| !ws[k].is_capitalized() && adjacent(text, &ws[k - 1], &ws[k]))
        .find(|&k| is_verb(&ws[k]))
        .filter(|&k| k > from + 1 && !is_go(&ws[k]))?;
    // ("The message also said": the noun before the adverb.)
    let noun_at = (from + 1..verb).rev().find(|&k| !is_adverb(&ws[k]))?;
    let noun = ws[noun_at].lower();
    // "the message continued", "the statement continues": the words quoted before go on; but
    // "The war continues." is no one speaking.
    let continues = goes_on(&ws[verb]);
    let goes_on = continues && DOCUMENTS.contains(&noun.as_str());
    if continues && !goes_on {
        return None;
    }
    // "Martha Shafer normally waits until October… “…,” the rancher said.": a word made as
    // agent nouns are, alone after "the", may be the person just read about (see
    // `People::resolve_definite`); "the retailer" with no such person stays as stated.
    let definite = noun_at == from + 1 && crate::people::looks_like_agent_noun(&noun);
    let who = if goes_on {
        Who::SameAsBefore
    } else {
        Who::Role {
            text: text[ws[from].range.start..ws[noun_at].range.end].to_lowercase(),
            noun,
            definite,
        }
    };
    Some((who, verb))
}

/// What an organisation is, in small letters: "the department", "the school district".
const ORGANISATIONS: [&str; 28] = [
    "department",
    "agency",
    "ministry",
    "company",
    "district",
    "government",
    "office",
    "organization",
    "organisation",
    "association",
    "authority",
    "board",
    "bureau",
    "commission",
    "hospital",
    "university",
    "zoo",
    "aquarium",
    "museum",
    "council",
    "club",
    "school",
    "court",
    "charity",
    "airline",
    "union",
    "city",
    "county",
];

/// "“…,” said the department earlier in a Facebook post", "said the police department in a
/// statement", "said the zoo.": "the", a noun or two ending in what an organisation is, to the
/// clause's end or to when and where it said so. The organisation, as stated, from word `from`.
fn organisation_after_the_verb(clause: &str, ws: &[Word<'_>], from: usize) -> Option<Who> {
    if ws.get(from)?.lower() != "the" {
        return None;
    }
    let noun = (from + 1..ws.len().min(from + 3))
        .take_while(|&k| !ws[k].is_capitalized() && adjacent(clause, &ws[k - 1], &ws[k]))
        .filter(|&k| ORGANISATIONS.contains(&ws[k].lower().as_str()))
        .last()?;
    let said_when_or_where = ws.get(noun + 1).is_none_or(|next| {
        clause[ws[noun].range.end..next.range.start].contains(',')
            || CREDIT_LINKS.contains(&next.lower().as_str())
            || is_adverb(next)
            || matches!(next.lower().as_str(), "earlier" | "later")
    });
    said_when_or_where.then(|| Who::Role {
        text: clause[ws[from].range.start..ws[noun].range.end].to_lowercase(),
        noun: ws[noun].lower(),
        definite: false,
    })
}

/// Who stands behind a document that a quote is "according to".
enum DocumentSource {
    /// "a bulletin published on the zoo's website": the site's owner.
    Owner(Who),
    /// "a statement from the parks department", "a release issued by Mayor Ann Ruiz": the word
    /// where who sent it is named, to be read as any speaker after the verb is.
    From(usize),
}

/// "“…,” according to a daily bulletin published on the zoo's website": the document is no
/// speaker; whoever put it out is. From word `from`, right after "according to".
fn source_of_a_document(clause: &str, ws: &[Word<'_>], from: usize) -> Option<DocumentSource> {
    if !matches!(ws.get(from)?.lower().as_str(), "a" | "an" | "the") {
        return None;
    }
    let document = (from + 1..ws.len().min(from + 4))
        .take_while(|&k| !ws[k].is_capitalized() && adjacent(clause, &ws[k - 1], &ws[k]))
        .find(|&k| {
            let noun = ws[k].lower();
            DOCUMENTS.contains(&noun.as_str())
                || matches!(
                    noun.as_str(),
                    "bulletin" | "release" | "update" | "announcement"
                )
        })?;
    let mut link = document + 1;
    if ws.get(link).is_some_and(|w| {
        matches!(
            w.lower().as_str(),
            "issued" | "released" | "published" | "posted" | "sent"
        )
    }) {
        link += 1;
    }
    match ws.get(link)?.lower().as_str() {
        "from" | "by" => Some(DocumentSource::From(link + 1)).filter(|_| link + 1 < ws.len()),
        "on" => {
            // "on the zoo's website", "on Mayor Ruiz's Facebook page": the possessor.
            let (owner, after) = match name_at(clause, ws, link + 1) {
                Some((name, end)) => (Who::Name(name), end),
                None if ws.get(link + 1)?.lower() == "the" => {
                    let possessor = ws.get(link + 2)?;
                    let who = Who::Role {
                        text: format!("the {}", possessor.base()),
                        noun: possessor.base().to_lowercase(),
                        definite: false,
                    };
                    (who, link + 3)
                }
                None => return None,
            };
            let site = (after..ws.len().min(after + 2)).find(|&k| {
                matches!(
                    ws[k].lower().as_str(),
                    "website" | "site" | "page" | "account" | "blog"
                )
            });
            (ws[after - 1].is_possessive() && site.is_some())
                .then_some(DocumentSource::Owner(owner))
        }
        _ => None,
    }
}

/// "the MBTA", "the White House", from the "the" at word `from`: a name written with "the" is an
/// organisation's (a place's, a team's), its own speaker as written; not "the President", a
/// title. Returns it and the index after it.
fn named_with_the(text: &str, ws: &[Word<'_>], from: usize) -> Option<(Who, usize)> {
    if ws.get(from)?.lower() != "the" {
        return None;
    }
    let capitalized_from = |start: usize| {
        (start..ws.len().min(start + 4))
            .take_while(|&k| {
                ws[k].is_capitalized() && is_name_word(&ws[k]) && adjacent(text, &ws[k - 1], &ws[k])
            })
            .last()
    };
    let mut last = capitalized_from(from + 1)?;
    // "the City of Paterson", "the University of Leeds": "of" and a name go on with it.
    if ws.get(last + 1).is_some_and(|w| w.lower() == "of") {
        if let Some(after_of) = capitalized_from(last + 2) {
            last = after_of;
        }
    }
    // ("the Republican", "the Canadian", "the Texan": one word made as people from a party or a
    // place are, a person.)
    let one_person = last == from + 1
        && ["an", "ian", "ese", "ard", "man", "ish", "er", "ite"]
            .iter()
            .any(|end| ws[last].lower().ends_with(end));
    if one_person || ws[from + 1..=last].iter().any(is_title_word) {
        return None;
    }
    // "the Alta Bates Summit campus": a noun or two in small letters may end the name, though
    // not a person's ("the NFL commissioner").
    let mut end = last;
    while end + 1 < ws.len().min(last + 3) {
        let next = &ws[end + 1];
        let noun = !next.is_capitalized()
            && adjacent(text, &ws[end], next)
            && next.text.chars().all(char::is_alphabetic)
            && !is_verb(next)
            && !crate::people::is_auxiliary(next)
            && !is_adverb(next)
            && !["ed", "ing"].iter().any(|end| next.lower().ends_with(end))
            && !NOT_NAME_TAILS.contains(&next.lower().as_str());
        if !noun {
            break;
        }
        if is_person_noun(next.text) {
            return None;
        }
        end += 1;
    }
    let who = Who::Role {
        text: format!("the {}", &text[ws[from + 1].range.start..ws[end].range.end]),
        noun: ws[end].lower(),
        definite: false,
    };
    Some((who, end + 1))
}

/// Small words that follow a name and are no noun of it ("the MBTA and the city").
const NOT_NAME_TAILS: [&str; 12] = [
    "and", "or", "but", "of", "in", "on", "at", "to", "for", "with", "that", "which",
];

/// An organisation (`organisation_at`) that opens `clause` or follows a comma in it: "The
/// network said in a statement:", "In a statement, the studio said:" (or a conjunction that
/// opens it: "And the manager admitted “…”").
fn organisation_in(clause: &str, ws: &[Word<'_>]) -> Option<Who> {
    let after_a_conjunction =
        |i: usize| i == 1 && matches!(ws[0].text, "And" | "But" | "So" | "Yet");
    (0..ws.len())
        .filter(|&i| {
            i == 0
                || after_a_conjunction(i)
                || clause[ws[i - 1].range.end..ws[i].range.start].contains(',')
        })
        .find_map(|i| organisation_at(clause, ws, i))
        .map(|(who, _)| who)
}

/// Who stands right before the first reporting verb that has someone before it: "Park wrote on
/// Instagram", "Amy told JJJ that…".
fn speaker_before_a_verb(text: &str, ws: &[Word<'_>]) -> Option<Who> {
    (1..ws.len())
        .filter(|&i| is_verb(&ws[i]))
        .find_map(|i| speaker_before_verb(text, ws, i))
}

/// "ISAAC BONGA, on being around Magic Johnson for the last year:", "Tom Ward, on his knee:": a
/// name (in capitals, as such lists print it, or not), a comma and the topic of the words after
/// the colon. The name and where it starts in `text`.
fn speaker_before_topic(text: &str) -> Option<(String, usize)> {
    let ws = words(text);
    let on = (1..ws.len()).find(|&k| {
        ws[k].lower() == "on" && text[ws[k - 1].range.end..ws[k].range.start].trim() == ","
    })?;
    let topic = &text[ws[on].range.end..];
    if words(topic).len() > 16 || topic.contains(['.', '!', '?']) {
        return None;
    }
    // The name: the capitalized words that touch the comma, at most four.
    let first = (on.saturating_sub(4)..on)
        .rev()
        .take_while(|&j| {
            ws[j].is_capitalized()
                && (j + 1 == on
                    || text[ws[j].range.end..ws[j + 1].range.start]
                        .trim()
                        .is_empty())
        })
        .last()?;
    let run = &text[ws[first].range.start..ws[on - 1].range.end];
    let name = interview::label_as_name(run);
    (name.contains(' ') && looks_like_person(&name)).then_some((name, ws[first].range.start))
}

/// "The benefits are real, says Tom Ward, professor of sound, whose work shows …:": an
/// attribution set off by a comma inside the sentence that leads to a colon, a person named in
/// full after the verb.
fn attribution_inside(text: &str, ws: &[Word<'_>]) -> Option<String> {
    (1..ws.len().saturating_sub(1)).find_map(|k| {
        let after_comma = text[ws[k - 1].range.end..ws[k].range.start].trim() == ",";
        if !after_comma || !is_verb(&ws[k]) || is_telling(&ws[k]) {
            return None;
        }
        let (name, _, end) = name_with_title(text, ws, k + 1)?;
        let set_off = ws
            .get(end)
            .is_none_or(|w| text[ws[end - 1].range.end..w.range.start].trim() == ",");
        (set_off && name.contains(' ') && looks_like_person(&name)).then_some(name)
    })
}

/// Who stands right before the reporting verb at `verb`, past modals and adverbs ("Park would
/// say", "she simply added"): a pronoun, or a name that touches them (not "…in Leeds, said").
/// "One wrote:", "“…,” says one.", "another added": someone of people the page counts and
/// never names, as stated.
fn one_of_those_counted(word: &Word<'_>) -> Option<Who> {
    let lower = word.lower();
    matches!(lower.as_str(), "one" | "another").then(|| Who::Role {
        text: lower.clone(),
        noun: "person".to_string(),
        definite: false,
    })
}

fn speaker_before_verb(text: &str, ws: &[Word<'_>], verb: usize) -> Option<Who> {
    let mut k = verb;
    while k > 0 && (is_modal(&ws[k - 1]) || is_adverb(&ws[k - 1])) {
        k -= 1;
    }
    // "NASA continued and said:": two verbs of one subject.
    if k >= 2 && ws[k - 1].lower() == "and" && is_verb(&ws[k - 2]) {
        k -= 2;
    }
    let before = ws.get(k.checked_sub(1)?)?;
    if let Some(p) = Pronoun::of(before.text) {
        return Some(Who::Pronoun(p));
    }
    // "…interrupted by the same man, who yelled again:", "…by Dan Pike, who shouted:": the one a
    // relative "who" right before the verb stands for, set off by its comma.
    if before.lower() == "who"
        && k >= 2
        && text[ws[k - 2].range.end..before.range.start].trim() == ","
    {
        // ("…by Tom Vell, a farmer from the east of the county, who…": or the name before the
        // apposition.)
        let apposition = || {
            (k.saturating_sub(14)..k - 1).find(|&c| {
                c > 0
                    && matches!(ws[c].lower().as_str(), "a" | "an" | "the")
                    && text[ws[c - 1].range.end..ws[c].range.start].trim() == ","
            })
        };
        let named = name_before(text, ws, k - 1)
            .or_else(|| apposition().and_then(|c| name_before(text, ws, c)))
            .map(|(name, _)| Who::Name(name));
        let role = || {
            (k.saturating_sub(6)..k - 1).find_map(|det| {
                role_phrase(text, ws, det, false)
                    .filter(|&(_, end)| end == k - 1)
                    .map(|(role, _)| Who::of_subject(role))
            })
        };
        if let Some(who) = named.or_else(role) {
            return Some(who);
        }
    }
    // "Residents said:", "Later, many survivors told reporters:": people named by what they
    // are, opening their clause (a capital there is the sentence's, no name's).
    let opens_clause = |s: usize| {
        s == 0
            || text[ws[s - 1].range.end..ws[s].range.start].contains(',')
            || matches!(
                ws[s - 1].lower().as_str(),
                "and" | "but" | "while" | "as" | "when"
            )
    };
    let people = (k.saturating_sub(2)..k).find_map(|s| {
        crate::people::plural_people_at(text, ws, s)
            .filter(|&(_, end)| opens_clause(s) && end == k)
            .map(|(people, _)| Who::of_subject(people))
    });
    if people.is_some() {
        return people;
    }
    // "I was reminded of something my dad had said to me:": a relation the article does not
    // name, as stated, whoever the sentence's own subject is.
    let possessor = k.checked_sub(2).map(|w| &ws[w]);
    if let Some(possessor) = possessor.filter(|w| Pronoun::of_possessive(w.text).is_some()) {
        if let Some(noun) = crate::people::relation_noun(before) {
            return Some(Who::Role {
                text: text[possessor.range.start..before.range.end].to_lowercase(),
                noun,
                definite: false,
            });
        }
    }
    // "One wrote: “…,” while another added: “…”": fans the page counts and never names.
    let starts_its_clause = k < 2
        || !text[ws[k - 2].range.end..before.range.start]
            .trim()
            .is_empty()
        || matches!(
            ws[k - 2].lower().as_str(),
            "while" | "and" | "but" | "as" | "whereas"
        );
    if let Some(who) = one_of_those_counted(before).filter(|_| starts_its_clause) {
        return Some(who);
    }
    // "Buzz Bates, a rancher from Moab, Utah, who was selling half his herd, said,": the name
    // the sentence opens with, then an apposition, is the verb's subject, however many places
    // and clauses the commas after it hold.
    let set_off = text[before.range.end..ws[k].range.start].trim() == ",";
    if set_off {
        let opening = name_at(text, ws, 0).filter(|&(_, j)| {
            j + 1 < k
                && text[ws[j - 1].range.end..ws[j].range.start].trim() == ","
                && matches!(ws[j].lower().as_str(), "a" | "an")
        });
        if let Some((name, _)) = opening {
            return Some(Who::Name(name));
        }
    }
    // "West Bromwich Albion, where Ehiogu started his career, tweeted:": a relative clause set
    // off by commas between the name and its verb.
    let relative = set_off
        .then(|| {
            (k.saturating_sub(16)..k).rev().find(|&c| {
                c > 0
                    && matches!(ws[c].lower().as_str(), "where" | "who" | "which")
                    && text[ws[c - 1].range.end..ws[c].range.start].trim() == ","
            })
        })
        .flatten();
    if let Some((name, _)) = relative.and_then(|c| name_before(text, ws, c)) {
        return Some(Who::Name(name));
    }
    let (name, first) = name_before(text, ws, k)?;
    if let Some(holder) = holder_before_office(text, ws, first, k) {
        return Some(Who::Name(holder));
    }
    // "The Special One had proclaimed:": a name after "the" names no one person.
    if first.checked_sub(1).is_some_and(|w| ws[w].lower() == "the") {
        return None;
    }
    // "A representative for Park told": Park is who the speaker works for; so is the chef in
    // "Jasmin Adams, PA to chef Ade, said".
    let governed = |w: usize| {
        matches!(
            ws[w].lower().as_str(),
            "for" | "of" | "at" | "from" | "with" | "to"
        )
    };
    let complement = first.checked_sub(1).is_some_and(|w| {
        governed(w)
            || w >= 1 && is_person_noun(ws[w].text) && !ws[w].is_capitalized() && governed(w - 1)
    });
    // "Washington State Patrol spokesman, Sgt. Mark Francis, tweeted": a name set off by commas
    // after a person noun is who the verb's subject is.
    let gap = |a: &Word<'_>, b: &Word<'_>| text[a.range.end..b.range.start].trim();
    // "VP of Business Development, Jamie Michael, commented": the role may run on before it.
    let role_before = |w: usize| {
        let from = (0..=w)
            .rev()
            .take(6)
            .take_while(|&i| i == w || gap(&ws[i], &ws[i + 1]).is_empty())
            .last()
            .unwrap_or(w);
        ws[from..=w]
            .iter()
            .any(|x| is_person_noun(x.text) || is_title_word(x))
    };
    // "His former team-mate, the goalkeeper Jim Platt, said": or the role right before the
    // name, the whole set off by commas.
    let appositive = gap(before, &ws[k]) == ","
        && first.checked_sub(1).is_some_and(|w| {
            gap(&ws[w], &ws[first]) == "," && role_before(w)
                || gap(&ws[w], &ws[first]).is_empty()
                    && is_person_noun(ws[w].text)
                    && !ws[w].is_capitalized()
                    && (0..w).rev().take(8).any(|v| gap(&ws[v], &ws[v + 1]) == ",")
        });
    ((adjacent(text, before, &ws[k]) || appositive) && !complement).then_some(Who::Name(name))
}

/// The speaker a complete sentence before a quote points to: "Amy told JJJ that… “They…”",
/// "Kerr only smiled. “You…”", "…, which Amy touched on. “I think…”". A name or pronoun before a
/// reporting verb, else the sentence's subject when it is a person, else the last speaker of
/// the article it mentions. `named_in_full` gives the full name of someone the article has
/// named so.
fn speaker_of_sentence(
    sentence: &str,
    known: &dyn Fn(&str) -> Option<String>,
    named_in_full: &dyn Fn(&str) -> Option<String>,
) -> Option<Who> {
    // "‘Police officers commit crimes’, it says.": a capital inside the marks that open the
    // sentence is the quotation's, not the sentence's subject; who speaks comes after them.
    let sentence = past_opening_quotation(sentence);
    let ws = words(sentence);
    // "According to Stone, his grandmother is the one who…. “I always remember…”": the
    // sentence gives that person's account, and the words after it are theirs.
    if let [according, to, ..] = &ws[..] {
        if according.lower() == "according" && to.lower() == "to" {
            let source = name_at(sentence, &ws, 2).filter(|&(_, end)| {
                ws.get(end)
                    .is_some_and(|w| sentence[ws[end - 1].range.end..w.range.start].contains(','))
            });
            if let Some(full) = source.and_then(|(name, _)| named_in_full(&name)) {
                return Some(Who::Name(full));
            }
        }
    }
    if let Some(who) = presented_here(sentence, &ws) {
        return Some(who);
    }
    if let Some(who) = speaker_before_a_verb(sentence, &ws) {
        return Some(who);
    }
    match subject_of(sentence) {
        Some(Subject::Possessive(_)) | None => {}
        Some(subject) => return Some(Who::of_subject(subject)),
    }
    name_runs(sentence)
        .into_iter()
        .rev()
        .find_map(|(name, _)| known(&name))
        .map(Who::Name)
}

/// "Here’s UCF coach Johnny Dawkins, trying to describe how long it will take…." over "“I
/// can't…”": a columnist presents whose words come next.
fn presented_here(sentence: &str, ws: &[Word<'_>]) -> Option<Who> {
    let from = match ws {
        [here, ..] if matches!(here.lower().as_str(), "here's" | "here’s") => 1,
        [here, is, ..] if here.lower() == "here" && matches!(is.lower().as_str(), "is" | "are") => {
            2
        }
        _ => return None,
    };
    let (name, _) = name_opening_a_credit(sentence, ws, from)?;
    looks_like_person(&name).then_some(Who::Name(name))
}

/// The rest of a sentence past the quotation that opens it (`“…,” she says.` gives `, she
/// says.`), or the whole sentence where none opens it or the marks do not close. A single mark
/// closes only before what is no letter, so "‘Don’t go’, he said." reads past "go’".
fn past_opening_quotation(sentence: &str) -> &str {
    let trimmed = sentence.trim_start();
    let closing = if let Some(rest) = trimmed.strip_prefix('“') {
        rest.find('”').map(|at| (rest, at + '”'.len_utf8()))
    } else if let Some(rest) = trimmed.strip_prefix('‘') {
        rest.match_indices('’')
            .map(|(at, _)| at + '’'.len_utf8())
            .find(|&end| !rest[end..].starts_with(char::is_alphabetic))
            .map(|end| (rest, end))
    } else {
        None
    };
    closing.map_or(sentence, |(rest, end)| &rest[end..])
}

/// One quote before its speaker is resolved to a canonical name across articles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawQuote {
    /// The speaker as resolved within the article (full name where the article gives one, a
    /// role as stated); `None` when no rule could decide.
    pub speaker: Option<String>,
    /// The name of the rule that decided the speaker (see the module comment).
    pub rule: &'static str,
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
    /// What a person should look at: quotes with no speaker, marks that could not be paired.
    pub review: Vec<crate::SourceError>,
}

struct ParagraphSpans {
    spans: Vec<Span>,
    after: Vec<Option<Attribution>>,
    before: Vec<Option<Attribution>>,
}

/// How far past a quote's closing mark its credit is looked for, in bytes.
const CREDIT_REACH: usize = 600;

/// Where a quote's credit may run to: `CREDIT_REACH` bytes past the closing mark at `close_end`,
/// no further than `limit`, at a character's start.
fn credit_reach(text: &str, close_end: usize, limit: usize) -> usize {
    let mut reach = (close_end + CREDIT_REACH).min(limit);
    while !text.is_char_boundary(reach) {
        reach += 1;
    }
    reach
}

/// "Love, Ellen.", "“Sincerely, Tom Reyes”": a letter's sign-off on a line of its own, in marks
/// or not, and the name it signs with.
fn signed_off_by(line: &str) -> Option<String> {
    let line = line
        .trim()
        .trim_matches(|c: char| "“”\"".contains(c))
        .trim_end_matches('.');
    let (closing, name) = line.split_once(", ")?;
    let closes = matches!(
        closing.to_lowercase().as_str(),
        "love" | "sincerely" | "best" | "regards" | "cheers" | "yours" | "warmly" | "thanks"
    );
    let words = name.split_whitespace().count();
    (closes
        && (1..=3).contains(&words)
        && name
            .split_whitespace()
            .all(|w| w.starts_with(char::is_uppercase)))
    .then(|| name.to_string())
}

/// "Here is his speech:", "Read her full remarks:": a line that introduces a whole speech,
/// which may run on over several paragraphs, not one block quote.
fn introduces_a_whole_speech(tail: &str) -> bool {
    tail.trim_end().strip_suffix(':').is_some_and(|body| {
        let sentence = &body[last_sentence_start(body)..];
        whose_remarks(sentence).is_some()
            && words(sentence)
                .iter()
                .any(|w| matches!(w.lower().as_str(), "speech" | "remarks" | "address"))
    })
}

/// A paragraph of a speech printed whole: no marks of its own (checked by the caller), no page
/// furniture, a sentence or more, and never the speaker told of by surname ("Landrieu then
/// thanked…" is the writer's again).
fn goes_on_as_speech(text: &str, speaker: &str) -> bool {
    let trimmed = text.trim();
    let surname = speaker.split_whitespace().last().unwrap_or(speaker);
    let ws = words(trimmed);
    !is_page_furniture(trimmed)
        && trimmed.ends_with(['.', '!', '?', '…'])
        && ws.len() >= 4
        && !ws.iter().any(|w| w.base() == surname)
}

/// "Kelly replied:", "…, to which Blumenthal said:", "When asked about it, he said:": a
/// paragraph whose last clause reports speech before a colon introduces the next paragraph,
/// with marks or, as pages that lost their block quotes write, without. So does one whose last
/// sentence names one person in full, in any language (`only_person_named`).
fn introducer(tail: &str) -> Option<Who> {
    let body = match tail.trim_end().strip_suffix(':') {
        Some(body) => body,
        None => here_is_what_they_said(tail).or_else(|| a_quote_from(tail))?,
    };
    // "It said (emphasis ours):": the writer's aside before the colon.
    let body = match body.trim_end().strip_suffix(')') {
        Some(inside) => inside
            .rfind('(')
            .map_or(body, |open| body[..open].trim_end()),
        None => body,
    };
    let start = last_sentence_start(body);
    let sentence = &body[start..];
    whose_remarks(sentence)
        .or_else(|| reporting_clause_speaker(sentence))
        .or_else(|| subject_who_speaks(sentence))
        .or_else(|| pair_who_put_it_out(sentence))
        .or_else(|| only_person_named(sentence))
        .or_else(|| subject_carried_over(&body[..start], sentence))
        .or_else(|| organisation_before_it(&body[..start], sentence))
        .or_else(|| report_carried_over(&body[..start], sentence))
}

/// "The “Heartfirst” singer addressed the split on her Instagram Story", "the singer wrote
/// while his fiancee captions her photo": the gender the first pronoun after the subject's noun
/// (word `noun`) gives it, before anyone else is named or a person noun ("fiancee") another
/// pronoun could stand for.
fn gender_said_of_subject(sentence: &str, ws: &[Word<'_>], noun: usize) -> Option<Gender> {
    let someone_else = name_runs(sentence)
        .iter()
        .filter(|(name, r)| r.start > ws[noun].range.end && looks_like_person(name))
        .map(|(_, r)| r.start)
        .next()
        .unwrap_or(sentence.len());
    ws[noun + 1..]
        .iter()
        .take_while(|w| w.range.start < someone_else && !is_person_noun(w.text))
        .find_map(|w| match w.lower().as_str() {
            "he" | "him" | "his" | "himself" => Some(Gender::Male),
            "she" | "her" | "hers" | "herself" => Some(Gender::Female),
            _ => None,
        })
}

/// "Here is a snippet of what he had to say, follow the link at the bottom for the full
/// article.": a last sentence that offers someone's words, as a colon would, though it ends in a
/// full stop; the text up to what they said.
fn here_is_what_they_said(tail: &str) -> Option<&str> {
    let trimmed = tail.trim_end();
    let start = last_sentence_start(trimmed);
    let sentence = &trimmed[start..];
    let ws = words(sentence);
    let offers = matches!(
        ws.iter().take(2).map(|w| w.lower()).collect::<Vec<_>>().as_slice(),
        [here, is] if here == "here" && matches!(is.as_str(), "is" | "are" | "'s" | "’s")
    ) || ws
        .first()
        .is_some_and(|w| matches!(w.lower().as_str(), "here's" | "here’s"));
    let what = ws.iter().take(8).position(|w| w.lower() == "what")?;
    let said = (what + 2..ws.len().min(what + 5)).find(|&k| {
        matches!(ws[k].lower().as_str(), "said" | "told")
            || ws[k].lower() == "say" && ws[k - 1].lower() == "to" && ws[k - 2].lower() == "had"
    })?;
    offers.then(|| &trimmed[..start + ws[said].range.end])
}

/// "Anyway the quote was from Mohammed Ali.": a last sentence that says whose the quote set
/// under it is, ending in a full stop where a colon would introduce it; the text up to the name.
fn a_quote_from(tail: &str) -> Option<&str> {
    let trimmed = tail.trim_end().strip_suffix('.')?;
    let sentence = &trimmed[last_sentence_start(trimmed)..];
    let ws = words(sentence);
    let from = ws.iter().position(|w| w.lower() == "from")?;
    let names_the_quote = ws[..from]
        .iter()
        .rev()
        .take(3)
        .any(|w| matches!(w.lower().as_str(), "quote" | "quotation" | "words"));
    name_at(sentence, &ws, from + 1)?;
    names_the_quote.then_some(trimmed)
}

/// "Nunez says there's a lot to love in the plan. But a few things won't fly, such as new
/// prisons:": a sentence with no one of its own as subject goes on with what the sentence
/// before reports, and introduces more of the same person's words.
fn report_carried_over(before: &str, sentence: &str) -> Option<Who> {
    if subject_of(sentence).is_some() {
        return None;
    }
    let before = before.trim_end();
    subject_who_speaks(&before[last_sentence_start(before)..])
}

/// What speaks in writing, as stated: "“…,” said the letter."
const DOCUMENTS: [&str; 9] = [
    "letter",
    "statement",
    "study",
    "report",
    "message",
    "post",
    "note",
    "memo",
    "email",
];

/// Nouns of what a person said, as a line before it names them.
const SPEECH_NOUNS: [&str; 8] = [
    "remarks",
    "speech",
    "statement",
    "comments",
    "testimony",
    "address",
    "words",
    "message",
];

/// "Excerpts of his remarks:", "Read Barrasso's full statement:": a short line that names
/// whose remarks follow, with a possessive.
fn whose_remarks(line: &str) -> Option<Who> {
    // (A line of eight words is short: a long one is not read through, but for where and when
    // the remarks were made, "The Prime Minister's remarks at yesterday's … press conference in
    // London".)
    if line.len() > 160 {
        return None;
    }
    let ws = words(line);
    let k = ws
        .iter()
        .take(8)
        .position(|w| SPEECH_NOUNS.contains(&w.lower().as_str()))?;
    let where_and_when = ws.get(k + 1).is_some_and(|w| {
        matches!(
            w.text,
            "at" | "in" | "on" | "to" | "during" | "before" | "after" | "from"
        )
    });
    if ws.len() > 8 && !where_and_when {
        return None;
    }
    // "his full statement": an adjective may stand between.
    let owner = (k.saturating_sub(2)..k)
        .rev()
        .find(|&i| Pronoun::of_possessive(ws[i].text).is_some() || ws[i].is_possessive())?;
    match Pronoun::of_possessive(ws[owner].text) {
        Some(Pronoun::I) => None,
        Some(p) => Some(Who::Pronoun(p)),
        // "The Prime Minister's remarks": an office, the one who holds it.
        None if owner > 0 && ws[0].lower() == "the" && is_title_word(&ws[owner]) => {
            Some(Who::Role {
                text: {
                    let owner_text = &line[ws[0].range.start..ws[owner].range.end];
                    owner_text
                        .strip_suffix("’s")
                        .or_else(|| owner_text.strip_suffix("'s"))
                        .unwrap_or(owner_text)
                        .to_lowercase()
                },
                noun: ws[owner].base().to_lowercase(),
                definite: true,
            })
        }
        None => {
            let (name, _) = name_before(line, &ws, owner + 1)?;
            looks_like_person(&name).then_some(Who::Name(name))
        }
    }
}

/// "TransferWise … denounced the order in a memo… It said:": "it" stands for the organisation
/// the sentence before opens with ("it" is never a person, whatever the name looks like).
fn organisation_before_it(before: &str, sentence: &str) -> Option<Who> {
    let ws = words(sentence);
    if !(ws.len() == 2 && ws[0].lower() == "it" && is_verb(&ws[1])) {
        return None;
    }
    let before = before.trim_end();
    let previous = &before[last_sentence_start(before)..];
    let pws = words(previous);
    let (name, _) = name_at(previous, &pws, main_clause_start(previous, &pws))?;
    Some(Who::Name(name))
}

/// "Frauenfelder … responded to Robinson’s call. Releasing the following statement:": a
/// participle with no clause of its own has the subject of the sentence before it.
fn subject_carried_over(before: &str, sentence: &str) -> Option<Who> {
    let first = words(sentence).into_iter().next()?;
    // "During the ceremony:", "Morning session:": words in -ing that report nothing.
    const NOT_PARTICIPLES: [&str; 10] = [
        "during",
        "according",
        "including",
        "regarding",
        "following",
        "morning",
        "evening",
        "nothing",
        "something",
        "everything",
    ];
    let lower = first.lower();
    let participle = first.is_capitalized()
        && lower.ends_with("ing")
        && !NOT_PARTICIPLES.contains(&lower.as_str());
    if !participle || sentence.contains(',') {
        return None;
    }
    let before = before.trim_end();
    match subject_of(&before[last_sentence_start(before)..])? {
        Subject::Possessive(_) => None,
        subject => Some(Who::of_subject(subject)),
    }
}

/// Verbs of talking about something, which introduce what follows only before a colon: "Cook
/// also discussed how Apple designed the watch:".
const TALKING_VERBS: [&str; 8] = [
    "discussed",
    "discusses",
    "talked",
    "talks",
    "spoke",
    "speaks",
    "weighed",
    "weighs",
];

/// The subject of a sentence whose verb, right after it, reports or talks: "Cook also
/// discussed how…", "She described the night the roof fell in".
fn subject_who_speaks(sentence: &str) -> Option<Who> {
    let subject = match subject_of(sentence)? {
        Subject::Possessive(_) => return None,
        subject => subject,
    };
    let ws = words(sentence);
    let start = main_clause_start(sentence, &ws);
    // "A person close to the South African businesswoman dished to E! News:": a role's verb
    // comes after all of its words.
    let after_subject = match subject {
        Subject::Role { .. } => role_phrase(sentence, &ws, start, false).map_or(start, |(_, j)| j),
        _ => start,
    };
    let verb = ws[after_subject..]
        .iter()
        .skip_while(|w| w.is_capitalized())
        .find(|w| !is_adverb(w))?;
    (is_verb(verb) && !is_go(verb) || TALKING_VERBS.contains(&verb.lower().as_str()))
        .then(|| Who::of_subject(subject))
}

/// Who the reporting verb that ends `sentence` has before it: "Kelly replied", "to which the
/// senator said".
fn reporting_clause_speaker(sentence: &str) -> Option<Who> {
    let clause = sentence.rsplit([',', ';']).next()?;
    // "his spokesman had this to say", "Lee had the following to say": who had it said it.
    let lower = clause.to_lowercase();
    let had_to_say = [
        "had this to say",
        "has this to say",
        "had the following to say",
    ]
    .iter()
    .find_map(|ending| lower.trim_end().strip_suffix(ending));
    if let Some(before) = had_to_say {
        // ("But wait, there's more - his spokesman had this to say": after the dash.)
        let subject = clause.get(..before.len())?.trim_end();
        let subject = subject
            .rsplit_once(" - ")
            .map_or(subject, |(_, after)| after);
        let subject = after_last_dash(subject).unwrap_or(subject).trim();
        return (!subject.is_empty())
            .then(|| reporting_clause_speaker(&format!("{subject} said")))
            .flatten();
    }
    // "to which the senator said": the speaker stands after the relative, not before it.
    let ws = words(clause);
    let from = match ws.iter().position(|w| w.lower() == "which") {
        Some(k) if k <= 1 => ws.get(k + 1)?.range.start,
        _ => 0,
    };
    let clause = &clause[from..];
    let ws = words(clause);
    let mut end = ws.len();
    while end > 1 && (is_adverb(&ws[end - 1]) || HEARERS.contains(&ws[end - 1].lower().as_str())) {
        end -= 1;
    }
    let verb = end.checked_sub(1).filter(|&v| v > 0)?;
    if !is_verb(&ws[verb]) || is_go(&ws[verb]) {
        return None;
    }
    speaker_before_verb(clause, &ws, verb).or_else(|| match subject_of(clause)? {
        Subject::Possessive(_) => None,
        subject => Some(Who::of_subject(subject)),
    })
}

/// "…got the attention of Executive Editor Rhonda Prast and Politics Editor Nate Poppino, who
/// issued the following statement": two people named in full, then "who" and what they said or
/// put out; the words are both of theirs.
fn pair_who_put_it_out(sentence: &str) -> Option<Who> {
    let ws = words(sentence);
    let who = ws.iter().rposition(|w| w.lower() == "who")?;
    let puts_out = ws.get(who + 1).is_some_and(|w| {
        is_verb(w)
            || matches!(
                w.lower().as_str(),
                "issued" | "released" | "sent" | "gave" | "posted" | "shared"
            )
    });
    if !puts_out || !sentence[..ws[who].range.start].trim_end().ends_with(',') {
        return None;
    }
    // The name run that ends right before word `end`, as a name in full.
    let name_ending_at = |end: usize| {
        name_before(sentence, &ws, end)
            .filter(|(name, _)| name.contains(' ') && looks_like_person(name))
    };
    let (second, start) = name_ending_at(who)?;
    // ("…Prast and Statesman Watchdog & Politics Editor Nate Poppino": the second person's
    // title may run on before the name, in capitals.)
    let and = (start.saturating_sub(6)..start)
        .rev()
        .take_while(|&k| ws[k].is_capitalized() || ws[k].lower() == "and")
        .find(|&k| ws[k].lower() == "and")?;
    let (first, _) = name_ending_at(and)?;
    Some(Who::Name(format!("{first} and {second}")))
}

/// "Ecco le parole post gara del manager Slaven Bilić a BT Sport": the one person a sentence
/// names in full, if it names only one.
fn only_person_named(sentence: &str) -> Option<Who> {
    let mut people = name_runs(sentence)
        .into_iter()
        .map(|(run, _)| {
            let ws = words(&run);
            name_with_title(&run, &ws, 0).map_or(run.clone(), |(name, _, _)| name)
        })
        .filter(|name| name.contains(' ') && looks_like_person(name));
    match (people.next(), people.next()) {
        (Some(name), None) => Some(Who::Name(name)),
        _ => None,
    }
}

/// Labels of the links news pages set between paragraphs, before a colon.
const LINK_LABELS: [&str; 10] = [
    "related",
    "related story",
    "related stories",
    "read more",
    "read also",
    "also read",
    "see also",
    "more",
    "watch",
    "listen",
];

/// A line that only points elsewhere: "RELATED: Launch scrubbed, crew to try again Saturday".
fn is_link_line(paragraph: &str) -> bool {
    let line = paragraph.trim();
    !line.contains('\n')
        && line
            .split_once(':')
            .is_some_and(|(label, _)| LINK_LABELS.contains(&label.trim().to_lowercase().as_str()))
}

/// Lines a page sets between paragraphs that are no part of the text, whatever their case.
const FURNITURE_LINES: [&str; 6] = [
    "advertisement",
    "video spacer",
    "story continues below",
    "article continues below",
    "continue reading below",
    "you may also want to watch:",
];

/// Labels of a photo's caption and credit: "A look inside the new bakery. Photo: Coun Matt
/// Bailey".
const CAPTION_LABELS: [&str; 5] = ["Photo:", "Picture:", "Image:", "Photograph:", "Credit:"];

/// What a page sets between its paragraphs that is no part of the article's text: an advert's
/// slot ("ADVERTISEMENT", "Video Spacer"), a link (`is_link_line`), a photo's caption with its
/// credit. It may stand inside a quote of several paragraphs, which goes on past it.
fn is_page_furniture(paragraph: &str) -> bool {
    let line = paragraph.trim();
    if line.is_empty() || line.contains('\n') || line.contains(['“', '”', '"']) {
        return false;
    }
    let shouting = line.split_whitespace().count() <= 3 && !line.chars().any(char::is_lowercase);
    // "'Trailer park upbringing'": a subheading in single marks, as the BBC set them.
    let subheading = line.split_whitespace().count() <= 6
        && [('\'', '\''), ('‘', '’')].iter().any(|&(open, close)| {
            line.strip_prefix(open)
                .and_then(|rest| rest.strip_suffix(close))
                .is_some_and(|inner| !inner.contains([open, close, '.', '!', '?']))
        });
    shouting
        || subheading
        || FURNITURE_LINES.contains(&line.to_lowercase().as_str())
        || is_link_line(line)
        || CAPTION_LABELS.iter().any(|label| line.contains(label))
}

/// "Bntet: «We just need a good coach now»", "aleksib, \"Sergej is…\"", "[Interview] Team WE
/// Zero: \"I want…\"": the one name, a player's handle as often as not, that a title credits
/// its words in marks to. A team before the handle is no part of it; a page's label ("Watch:",
/// "Exclusive:") is no one.
fn handle_quoted_in_title(title: &str) -> Option<String> {
    let title = title.trim();
    let title = title
        .strip_prefix('[')
        .and_then(|rest| rest.split_once(']'))
        .map_or(title, |(_, rest)| rest.trim_start());
    let (credit, words) = [": ", ", "]
        .iter()
        .filter_map(|sep| title.split_once(sep))
        .min_by_key(|(credit, _)| credit.len())?;
    if !words.trim_start().starts_with(['«', '“', '"', '‘', '\'']) {
        return None;
    }
    let parts: Vec<&str> = credit.split_whitespace().collect();
    let handle = match parts[..] {
        [one] => one,
        [team, .., last] if team.eq_ignore_ascii_case("team") => last,
        _ => return None,
    };
    let lower = handle.to_lowercase();
    let label = NEWS_PAGE_LABELS.contains(&lower.as_str())
        || matches!(
            lower.as_str(),
            "interview"
                | "exclusive"
                | "q&a"
                | "report"
                | "review"
                | "recap"
                | "analysis"
                | "podcast"
        );
    (!label
        && handle
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.')))
    .then(|| handle.to_string())
}

/// "Matthew Rhys Interview: Perry Mason…", "Under the Dome - Mike Vogel Interview", "Q&A with
/// Lena Park": the person, named in full, whom a title calls the page an interview of.
fn interviewed_in_title(title: &str) -> Option<String> {
    // (Words end at "&": "Q&A" is read as the word it stands for.)
    let title = title.replace("Q&A", "Interview");
    let title = title.as_str();
    let ws = words(title);
    let full_name = |name: &String| name.contains(' ') && looks_like_person(name);
    ws.iter()
        .enumerate()
        .find_map(|(k, w)| {
            if w.lower() != "interview" {
                return None;
            }
            let before = (k > 0 && adjacent(title, &ws[k - 1], w))
                .then(|| name_before(title, &ws, k))
                .flatten()
                .map(|(name, _)| name)
                .filter(full_name);
            // (Not "Interview with Harbour Lights' Mara Quell": whose show a possessive names.)
            let with = (ws.get(k + 1).is_some_and(|w| w.lower() == "with"))
                .then(|| name_at(title, &ws, k + 2))
                .flatten()
                .filter(|&(_, end)| !ws[end - 1].is_possessive())
                .map(|(name, _)| name)
                .filter(full_name);
            // "Interview Exclusive Mondo Guerra": the name that ends the title right after the
            // word (and an "Exclusive").
            let after = (k + 1..ws.len())
                .find(|&j| ws[j].lower() != "exclusive")
                .and_then(|j| name_at(title, &ws, j))
                .filter(|&(_, end)| end == ws.len())
                .map(|(name, _)| name)
                .filter(full_name);
            before.or(with).or(after)
        })
        // "NK Chats to Kiley Dunbar", "Ana Lima talks to Tom Ward": whom the title's
        // interviewer talks to, named in full to its end.
        .or_else(|| {
            let to = ws.windows(2).position(|pair| {
                matches!(pair[0].lower().as_str(), "chats" | "talks" | "speaks")
                    && pair[1].lower() == "to"
            })?;
            name_at(title, &ws, to + 2)
                .filter(|&(_, end)| end == ws.len())
                .map(|(name, _)| name)
                .filter(full_name)
        })
        // "Pop Quiz, Monday with Hemendra Mathur": a series' guest.
        .or_else(|| {
            let guest = series_with_a_guest(title)?;
            let guest_words = words(guest);
            // ("4 questions with Cook head coach Byron Slack": past the team and the role.)
            name_past_affiliation(guest, &guest_words, 0)
                .map(|(name, _, end)| (name, end))
                .or_else(|| name_at(guest, &guest_words, 0))
                .filter(|&(_, end)| end == guest_words.len())
                .map(|(name, _)| name)
                .filter(full_name)
        })
}

/// "Blunt Inquiry - Dave McMillan", "Five Questions: Ana Lima": a column's name, then its
/// guest's in full, alone after the title's last separator.
fn guest_after_a_separator(title: &str) -> bool {
    let after = title
        .char_indices()
        .rfind(|&(at, c)| matches!(c, ':' | '|' | '–' | '—') || title[at..].starts_with(" - "))
        .map(|(at, c)| &title[at + c.len_utf8()..]);
    let Some(guest) = after.map(|g| g.trim_start_matches([' ', '-']).trim_end()) else {
        return false;
    };
    let ws = words(guest);
    name_at(guest, &ws, 0).is_some_and(|(name, end)| {
        end == ws.len() && name.contains(' ') && looks_like_person(&name)
    })
}

/// "” Martin stood and walked…": the name that opens the sentence right after a closing mark at
/// `close_end`, before what reads as a verb of doing in the past or present ("stood", "sat",
/// "shrugs"; not "Martin's", nor a verb of saying, which attributes as `after` does).
fn subject_right_after(text: &str, close_end: usize) -> Option<String> {
    let rest = text.get(close_end..)?;
    let sentence = rest.strip_prefix(' ')?;
    // (Only as far as a name and its verb need: a paragraph may hold thousands of words.)
    let head = crate::text::head(sentence, 200);
    let sentence = &head[..sentence_end_before(head, 0, head.len())];
    let ws = words(sentence);
    let (name, end) = name_at(sentence, &ws, 0)?;
    let verb = ws.get(end)?;
    let acts = verb.text.starts_with(char::is_lowercase)
        && adjacent(sentence, &ws[end - 1], verb)
        && !ws[end - 1].is_possessive()
        && verb.text.ends_with(['d', 't', 's'])
        && !is_verb(verb);
    (acts && looks_like_person(&name)).then_some(name)
}

/// "Hemendra Mathur": words that are a person's name and nothing more.
fn words_of_a_name_alone(text: &str) -> bool {
    name_of_two_to_four_words(text).is_some()
        && text
            .chars()
            .all(|c| c.is_alphabetic() || c.is_whitespace() || c == '.' || c == '-')
}

/// `name_alone`, where the name is two to four words.
fn name_of_two_to_four_words(text: &str) -> Option<String> {
    name_alone(text).filter(|name| (2..=4).contains(&name.split_whitespace().count()))
}

/// "Pop Quiz, Monday with Hemendra Mathur", "Coffee With Ana Ruiz": a series' name, then its
/// guest after "with"; the words after "with", where no verb comes before it ("Mayor meets with
/// Ana Ruiz" has one).
fn series_with_a_guest(title: &str) -> Option<&str> {
    let at = title.rfind(" with ").or_else(|| title.rfind(" With "))?;
    let series = words(&title[..at]);
    let no_verb = series.iter().all(|w| {
        !is_verb(w) && !is_headline_verb(w.text) && !TALKING.contains(&w.lower().as_str())
    });
    let meets = series
        .last()
        .is_some_and(|w| matches!(w.lower().as_str(), "meets" | "met" | "meeting" | "talks"));
    (no_verb && !meets && !series.is_empty()).then(|| &title[at + " with ".len()..])
}

/// `"I saw it. I guess he threw it up."` under a player's label: an answer set in marks of its
/// own is its words without them. (`"…faster than he was".`: the full stop after the closing
/// mark, as some house styles set it, goes with the marks.)
fn without_enclosing_marks(text: &str, words: Range<usize>) -> Range<usize> {
    let inner = text.get(words.clone()).unwrap_or_default();
    let pairs = [('"', '"'), ('“', '”')];
    pairs
        .iter()
        .find_map(|&(open, close)| {
            let opened = inner.strip_prefix(open)?;
            let (rest, stop) = match opened.strip_suffix(close) {
                Some(rest) => (rest, 0),
                None => (opened.strip_suffix('.')?.strip_suffix(close)?, 1),
            };
            let alone = !rest.contains([open, close]);
            (alone && !rest.trim().is_empty())
                .then(|| words.start + open.len_utf8()..words.end - close.len_utf8() - stop)
        })
        .unwrap_or(words)
}

/// "Tom Ward: …": a paragraph that opens with a name and a colon, as a transcript's turns do.
fn opens_with_name_label(paragraph: &str) -> bool {
    let text = paragraph.trim_start();
    name_runs(text)
        .first()
        .is_some_and(|(_, r)| r.start == 0 && text[r.end..].starts_with(':'))
}

/// Whether a paragraph without marks reads as someone's own words: a sentence or more, in the
/// first person, that introduces nothing itself.
fn reads_as_own_words(paragraph: &str) -> bool {
    let trimmed = paragraph.trim();
    let ws = words(trimmed);
    ws.len() >= 6
        && trimmed.ends_with(['.', '!', '?', '…'])
        && interview::speaks_in_first_person(trimmed)
}

/// "chief executive of Panera Bread", "the founder of Harbor Mills": the words before a name
/// say it is what someone heads (not "the head of Tom Ward's campaign": a possessive).
fn heads_what_follows(before: &str) -> bool {
    let mut ws = before.split_whitespace().rev();
    ws.next() == Some("of")
        && ws.next().is_some_and(|w| {
            matches!(
                w.to_lowercase().as_str(),
                "executive"
                    | "ceo"
                    | "chairman"
                    | "chairwoman"
                    | "founder"
                    | "co-founder"
                    | "cofounder"
                    | "owner"
                    | "president"
                    | "head"
            )
        })
}

/// "Manchester United manager David Moyes", "West Ham boss Sam Allardyce": a role in small
/// letters, then a name, after a name run: the run is the team or company the person works
/// for, no person "he" may stand for.
fn role_and_name_follow(after: &str) -> bool {
    // (Only the next few words: read once per name, so a long paragraph stays linear.)
    let after = crate::text::head(after, 60);
    let ws = words(after);
    match ws.as_slice() {
        [role, name, ..] => {
            after[..role.range.start].trim().is_empty()
                && !role.is_capitalized()
                && is_role_word(role.text)
                && is_name_word(name)
                && adjacent(after, role, name)
        }
        _ => false,
    }
}

/// A paragraph signed on the line under it, `-- Mike Berger, Salem` or `— Ada Lind`, as its own
/// paragraph (`next`) or its last line: the text above (a whole sentence or more) and the name.
/// "One of the most surreal things is that I might wake up tomorrow…⏎Hilary Swank, best
/// actress": a quote box's words, without marks and in the first person, its speaker in full and
/// a role in small letters on the line under them.
fn quote_box(body: &str, credit: &str) -> Option<(Range<usize>, String)> {
    let body = body.trim_end();
    let (name, role) = credit.trim().split_once(", ")?;
    let [(person, range)] = &name_runs(name)[..] else {
        return None;
    };
    let stated_role = words(role).len() <= 6 && role.starts_with(char::is_lowercase);
    let first_person_words = !body.contains('\n')
        && !body.contains(['“', '”', '"'])
        && words(body).len() >= 6
        && crate::interview::speaks_in_first_person(body);
    (*range == (0..name.len())
        && person.contains(' ')
        && looks_like_person(person)
        && stated_role
        && first_person_words)
        .then(|| (0..body.len(), person.clone()))
}

fn signed_by(paragraph: &str, next: Option<&str>) -> Option<(Range<usize>, String)> {
    let trimmed = paragraph.trim_end();
    if let Some(post) = posted_by(trimmed, next) {
        return Some(post);
    }
    // "--Henry Fox (1705—1774)\nEnglish Whig politician\nQuoted in …": a signature may have a
    // few short lines under it, saying who the person was and where the words were printed.
    // (The line breaks before the paragraph's last four lines, the last one's excluded.)
    let breaks: Vec<usize> = trimmed.match_indices('\n').map(|(at, _)| at).collect();
    let signed_at = breaks.iter().rev().skip(1).take(3).find(|&&at| {
        let mut lines = trimmed[at + 1..].lines();
        lines.next().and_then(signature).is_some() && lines.all(|l| words(l).len() <= 12)
    });
    let (body, signed) = match (signed_at, breaks.last()) {
        (Some(&at), _) => (&trimmed[..at], trimmed[at + 1..].lines().next()?),
        (None, Some(&at)) => {
            let (body, credit) = (&trimmed[..at], &trimmed[at + 1..]);
            if signature(credit).is_none() {
                return quote_box(body, credit);
            }
            (body, credit)
        }
        (None, None) => (trimmed, next?),
    };
    let who = signature(signed)?
        .split(',')
        .next()
        .unwrap_or_default()
        .trim();
    // "Evelyn Waugh (1903-1966)": the years of a life after the name.
    let who = match who.rsplit_once('(') {
        Some((name, years)) if years.starts_with(|c: char| c.is_ascii_digit()) => name.trim(),
        _ => who,
    };
    let (name, range) = name_runs(who).into_iter().next()?;
    let body = body.trim_end();
    let whole = range == (0..who.len()) && name.contains(' ') && looks_like_person(&name);
    (whole && words(body).len() >= 6 && body.ends_with(['.', '!', '?', '…']))
        .then_some((0..body.len(), name))
}

/// What a signature line names: after its dash ("--Henry Fox (1705—1774)", "— Ana Lima"), or
/// after "Author:", as collections of quotations credit a quote.
fn signature(line: &str) -> Option<&str> {
    let line = line.trim();
    ["--", "—", "–", "―"]
        .iter()
        .find_map(|dash| line.strip_prefix(dash))
        .or_else(|| line.strip_prefix("Author:"))
}

/// A post embedded in a page, signed the way its text was copied: `We got him. — Chief Art
/// Acevedo (@ArtAcevedo) November 10, 2020`, on the post's last line, under it or in the next
/// paragraph. The account's handle makes the signature: the post's words and its author, who
/// may go by one name ("— Max (@maxuitutrecht)").
fn posted_by(paragraph: &str, next: Option<&str>) -> Option<(Range<usize>, String)> {
    let author = |signature: &str| -> Option<(usize, String)> {
        let (dash_at, dash) = ["—", "–", "―"]
            .iter()
            .filter_map(|d| signature.find(d).map(|at| (at, *d)))
            .min()?;
        let after = &signature[dash_at + dash.len()..];
        let who = after.split_once("(@")?.0.trim();
        let ws = words(who);
        let name_like = (1..=4).contains(&ws.len()) && ws.iter().all(Word::is_capitalized);
        let name = crate::people::without_leading_titles(who).trim();
        (name_like && !name.is_empty()).then(|| (dash_at, name.to_string()))
    };
    let last_line_at = paragraph.rfind('\n').map_or(0, |n| n + 1);
    let (body_end, name) = match author(&paragraph[last_line_at..]) {
        Some((at, name)) => (last_line_at + at, name),
        None => {
            let (at, name) = author(next?.trim())?;
            (at == 0).then_some((paragraph.len(), name))?
        }
    };
    // "…in the affected areas. #CampFire #ChicoFD pic.twitter.com/RdXQjcTf5e": the post's tags
    // and links after its words are the platform's furniture, not what the author said.
    let mut body = paragraph[..body_end].trim_end();
    while let Some((before, last)) = body.rsplit_once(char::is_whitespace) {
        let furniture = last.starts_with(['#', '@'])
            || last.starts_with("pic.twitter.com/")
            || last.starts_with("http://")
            || last.starts_with("https://");
        if !furniture {
            break;
        }
        body = before.trim_end();
    }
    (words(body).len() >= 3).then_some((0..body.len(), name))
}

/// Words that open a clause leading into a sentence, never a quote's first words on a page that
/// lost its marks.
const LEADING_SUBORDINATORS: [&str; 13] = [
    "when", "if", "as", "after", "before", "while", "although", "though", "because", "since",
    "once", "until", "unless",
];

/// Words that say a sentence speaks in the first person: what a speaker says of themselves and
/// that a writer's report of them ("they were hiring") does not.
fn in_the_first_person(sentence: &str) -> bool {
    words(sentence).iter().any(|w| {
        matches!(
            w.lower().as_str(),
            "i" | "i'm"
                | "i've"
                | "i'd"
                | "i'll"
                | "me"
                | "my"
                | "mine"
                | "myself"
                | "we"
                | "we're"
                | "we've"
                | "we'll"
                | "we'd"
                | "us"
                | "our"
                | "ours"
                | "ourselves"
        )
    })
}

/// `We are labor-intensive, Potts said earlier this year. Customers order at a counter, but our
/// employees bring the food to your table.`: a page whose quotation marks were lost in copying
/// (it has none left) still shows speech. A sentence in the first person whose credit follows
/// its last comma is a quote, as if marked, and so are the sentences after it in the paragraph
/// that go on in the first or second person; the usual rules read the credit. Reported speech
/// (`…to launch the restaurant, Potts said.`) is in the third person and stays the writer's.
fn spans_of_lost_marks(text: &str) -> Vec<Span> {
    if let Some(span) = opened_by_a_dash(text) {
        return vec![span];
    }
    let mut spans = Vec::new();
    let mut at = text.len() - text.trim_start().len();
    let mut speaking = false;
    while at < text.len() {
        let end = sentence_end(text, at);
        let sentence = &text[at..end];
        // ("When I called my mother, she said yes.": a clause that leads into a sentence is
        // the writer's.)
        let leads_in = words(sentence)
            .first()
            .is_some_and(|w| LEADING_SUBORDINATORS.contains(&w.lower().as_str()));
        // The credit follows one of the last two commas: `…, said Councillor Ada Morrow, who
        // chairs the committee.`
        let credited = sentence
            .rmatch_indices(',')
            .take(2)
            .map(|(comma, _)| Span {
                open: Some(at),
                inner: at..at + comma + 1,
                close_end: at + comma + 1,
                runs_on: false,
            })
            .find(|span| {
                let tail = &text[span.close_end..end];
                // ("…as a grower.#mydroughtstory⏎Saturday, November 22, 2014⏎Subscribe to:": a
                // blog's date and links on the lines after its last sentence credit nothing.)
                !leads_in
                    && !tail.contains('\n')
                    && in_the_first_person(&text[span.inner.clone()])
                    && tail.split_whitespace().count() <= 12
                    && words(tail).iter().any(is_verb)
                    && attribution_after(text, span, end).is_some()
            });
        let goes_on = || {
            in_the_first_person(sentence)
                || words(sentence)
                    .iter()
                    .any(|w| matches!(w.lower().as_str(), "you" | "your" | "you're" | "yours"))
        };
        if let Some(span) = credited {
            spans.push(span);
            speaking = true;
        } else if speaking && goes_on() {
            let inner = trim_range(text, at..end);
            spans.push(Span {
                open: Some(inner.start),
                inner: inner.clone(),
                close_end: inner.end,
                runs_on: false,
            });
        } else {
            speaking = false;
        }
        at = end + (text[end..].len() - text[end..].trim_start().len());
    }
    spans
}

/// "his mother", "her older sister", from the possessive at word `i`: a relation the article
/// does not name, its own speaker as stated. Returns it and the index after it.
fn relation_phrase(clause: &str, ws: &[Word<'_>], i: usize) -> Option<(Who, usize)> {
    Pronoun::of_possessive(ws.get(i)?.text)?;
    let mut j = i + 1;
    // ("his father saying last week,": a participle ends the relation as a verb does.)
    while j < ws.len()
        && j - i <= 3
        && !ws[j].is_capitalized()
        && !is_verb(&ws[j])
        && !is_reporting_participle(&ws[j])
    {
        j += 1;
    }
    let last = ws.get(j.checked_sub(1)?).filter(|_| j > i + 1)?;
    let who = Who::Role {
        text: clause[ws[i].range.start..last.range.end].to_lowercase(),
        noun: relation_noun(last)?,
        definite: false,
    };
    Some((who, j))
}

/// "…said he heard a woman yell,", "heard Ana Ruiz shout:": a clause that ends in whom someone
/// heard and what they cried out; the one heard, as stated.
fn heard_someone_call(clause: &str, ws: &[Word<'_>]) -> Option<Who> {
    let [.., call] = ws else {
        return None;
    };
    let cries = matches!(
        call.lower().as_str(),
        "yell"
            | "yelling"
            | "shout"
            | "shouting"
            | "scream"
            | "screaming"
            | "cry"
            | "say"
            | "saying"
    );
    if !cries {
        return None;
    }
    let heard = ws
        .iter()
        .rposition(|w| matches!(w.lower().as_str(), "heard" | "hear" | "hears"))?;
    let before_the_cry = ws.len() - 1;
    let role = role_phrase(clause, ws, heard + 1, false)
        .filter(|&(_, end)| end == before_the_cry)
        .map(|(subject, _)| Who::of_subject(subject));
    // ("heard his daughter scream:": a relation of the subject's, in two words.)
    let relation = || {
        relation_phrase(clause, &ws[..before_the_cry], heard + 1)
            .filter(|&(_, end)| end == heard + 3 && end == before_the_cry)
            .map(|(who, _)| who)
    };
    let name = || {
        name_at(clause, ws, heard + 1)
            .filter(|&(_, end)| end == before_the_cry)
            .map(|(name, _)| Who::Name(name))
    };
    role.or_else(relation).or_else(name)
}

/// "KATRINA BLOMFIELD WOOL GROWER", "GREG NAVARRO SYDNEY": a caption in capitals, a name of two
/// words and then what or where the person is; the name as prose writes it.
fn caption_in_capitals(line: &str) -> Option<String> {
    let ws = words(line);
    let caption = (3..=7).contains(&ws.len())
        && !line.contains(['\n', ':', ',', '.'])
        && !line.chars().any(char::is_lowercase)
        && ws.iter().all(|w| w.text.chars().count() >= 2);
    if !caption {
        return None;
    }
    let name = interview::label_as_name(&line[ws[0].range.start..ws[1].range.end]);
    looks_like_person(&name).then_some(name)
}

/// `- This is the worst I've ever experienced. And my grandfather… has never seen anything like
/// it, says Wes Herring, who runs a farm…`: as Scandinavian papers print speech, a dash opens the
/// paragraph's quote, which runs, sentences and all, to the comma before its credit.
fn opened_by_a_dash(text: &str) -> Option<Span> {
    let trimmed = text.trim_start();
    let rest = ["- ", "– ", "— "]
        .iter()
        .find_map(|dash| trimmed.strip_prefix(dash))?;
    let start = text.len() - rest.trim_start().len();
    text[start..]
        .match_indices(", ")
        .map(|(comma, _)| start + comma + 1)
        .map(|end| Span {
            open: Some(start),
            inner: start..end,
            close_end: end,
            runs_on: false,
        })
        .find(|span| {
            // "…, says Wes Herring", "…, he says": the verb, or a pronoun and the verb (not "— Ana,
            // some say you are lucky. Do you agree? — No…", an interview's dashed turns).
            // (A credit is a clause: read a few hundred bytes past each comma, so a paragraph
            // of many commas is read in linear time.)
            let reach = credit_reach(text, span.close_end, text.len());
            let credit = match &words(&text[span.close_end..reach])[..] {
                [first, ..] if is_verb(first) => true,
                [first, second, ..] => Pronoun::of(first.text).is_some() && is_verb(second),
                _ => false,
            };
            credit && attribution_after(text, span, reach).is_some()
        })
}

/// `'We lost everything,' said Susan Smith of Ashcroft. (Photo/CBC)`: a caption or a standfirst
/// quotes in single marks, as headlines do, where the body quotes in double ones. Read in single
/// marks only a paragraph without double marks that opens with its quote and credits it right
/// after: a headline's or a subheading's words in single marks name no one there.
fn credited_in_single_marks(text: &str) -> Vec<Span> {
    if !text.trim_start().starts_with(['‘', '\'']) || text.contains(['“', '”', '"']) {
        return Vec::new();
    }
    let (spans, _) = pair_marks(text, false, Convention::Single);
    let credited = spans.first().is_some_and(|first| {
        text[..first.start()].trim().is_empty()
            && attribution_after(text, first, text.len())
                .is_some_and(|a| matches!(a.who, Who::Name(_)))
    });
    if credited {
        spans
    } else {
        Vec::new()
    }
}

fn opens_with_mark(text: &str, convention: Convention) -> bool {
    let t = text.trim_start();
    match convention {
        Convention::Double => t.starts_with(['“', '"', '„']),
        Convention::Single => t.starts_with(['‘', '\'']),
    }
}

/// "three set designers", "several residents": people the text counts, never one of them by
/// name.
fn names_a_group(text: &str) -> bool {
    const HOW_MANY: [&str; 13] = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "some",
        "many", "few",
    ];
    let ws = words(text);
    (0..ws.len()).any(|i| {
        let counted =
            HOW_MANY.contains(&ws[i].lower().as_str()) || ws[i].text.parse::<u32>().is_ok();
        counted
            && ws[i + 1..ws.len().min(i + 3)]
                .iter()
                .any(|w| is_plural_person_noun(&w.lower()))
    })
}

/// "the woman from Poland": a role that ends in where the person is from.
fn from_a_place(role: &str) -> bool {
    let ws = words(role);
    matches!(ws.as_slice(), [.., from, place] if from.lower() == "from" && is_name_word(place))
}

/// The reading-order state of pass 2: the people named so far and who has spoken.
struct Reader<'a> {
    names: &'a Names,
    known: &'a HashSet<String>,
    /// Names that stand for characters or titles, never for a speaker.
    not_people: &'a HashSet<String>,
    /// A headline's run of names as written ("Melissa Barrera Felt") → the first name the text
    /// gives in it ("Melissa Barrera"), see `into_names_of_the_text`.
    cut_in_title: &'a HashMap<String, String>,
    people: People,
    /// The resolved subject of the last sentence read, if it is a person.
    last_subject: Option<String>,
    quotes_by_speaker: Vec<(String, usize)>,
    /// Who the last quote attributed was by.
    last_speaker: Option<String>,
    /// "Beyoncé was terrified before the album release": whom the headline opens with, for a
    /// "she" or "the singer" that finds no one named before it (a single name is no person the
    /// text's mentions count).
    headline_subject: Option<String>,
    /// "Gwen Discusses New Album": whom a headline, in a sentence or in title case, has doing
    /// something; one name of theirs is a person in the text ("Gwen shared that…").
    headline_doer: Option<String>,
    author: Option<String>,
}

impl Reader<'_> {
    fn resolve_name(&self, name: &str, at: usize) -> String {
        // "Lopez and Rodriguez": each as the article names them in full.
        if let Some((first, second)) = name.split_once(" and ") {
            let (first, second) = (
                self.names.resolve(first, at),
                self.names.resolve(second, at),
            );
            return format!("{first} and {second}");
        }
        // "His mother, Dana Reyes, was driving home…. “…,” said Reyes.": a surname the subject
        // of the sentence just read in the paragraph bears is that person's, though another of
        // the name has spoken.
        let surname_of_the_subject = self.last_subject.as_ref().filter(|subject| {
            !name.contains(' ')
                && subject
                    .strip_suffix(name)
                    .is_some_and(|first| first.ends_with(' '))
        });
        if let Some(subject) = surname_of_the_subject {
            return subject.clone();
        }
        let full = self
            .names
            .resolve_among(name, at, &|person| self.has_spoken(person));
        // "Mrs. Farrell says" where the text's Farrell in full is Richard, a man: his wife, as
        // written.
        // (An honorific as written before a name, "Mrs." and not "MRS.", tells the gender the
        // person lists give it.)
        let wanted = name
            .split_whitespace()
            .next()
            .filter(|w| {
                crate::text::is_honorific(w)
                    && w.starts_with(char::is_uppercase)
                    && !w.chars().skip(1).any(char::is_uppercase)
            })
            .and_then(crate::people::gender_of_noun);
        let other =
            wanted.is_some_and(|want| self.people.gender.get(&full).is_some_and(|g| *g != want));
        if other {
            return name.to_string();
        }
        full
    }

    /// The person a heading names: "McLaren Lewis Hamilton" is Lewis Hamilton where the article
    /// names him in full (see `known_tail`).
    fn heading_person(&self, name: &str, at: usize) -> String {
        self.resolve_name(&known_tail(name, self.names), at)
    }

    /// The person a name run stands for, or `None` for a place, a title or a character.
    fn person(&self, run: &str, at: usize, after_person_noun: bool) -> Option<String> {
        let full = self.resolve_name(run, at);
        if self.not_people.contains(&full) || self.not_people.contains(run) {
            return None;
        }
        // "Gwen shared that…" under "Gwen Discusses New Album": one name is a person where the
        // headline has it doing something.
        if self.known.contains(&full) || self.headline_doer.as_ref() == Some(&full) {
            return Some(full);
        }
        if full.contains(' ') {
            return looks_like_person(&full).then_some(full);
        }
        // "his country woman Kosgel…. Kosgel said she had…": one name the text has already
        // made a person stays one.
        ((after_person_noun || self.people.knows(&full)) && looks_like_person(&full))
            .then_some(full)
    }

    /// Reads narrative text (outside quotes), sentence by sentence, noting who it names.
    fn read(&mut self, text: &str, base: usize) {
        let mut s = 0;
        while s < text.len() {
            let e = sentence_end(text, s).max(s + 1);
            let e = (e..=text.len())
                .find(|&i| text.is_char_boundary(i))
                .unwrap_or(text.len());
            let sentence = &text[s..e];
            if sentence.chars().any(char::is_alphabetic) {
                self.read_sentence(sentence, base + s);
                self.people.next_sentence();
            }
            s = e;
        }
    }

    fn read_sentence(&mut self, sentence: &str, at: usize) {
        let ws = words(sentence);
        let subject = subject_of(sentence).or_else(|| role_of_a_leading_clause(sentence, &ws));
        // `Mamdani added, “…,” referring to his opponent Andrew Cuomo, and described…`: words
        // that go on with a sentence past the quote in it have that sentence's subject.
        let goes_on = sentence
            .trim_start()
            .starts_with(|c: char| c == ',' || c.is_lowercase());
        if subject.is_none() && goes_on {
            if let Some(person) = self.last_subject.clone() {
                self.people.mention(&person, Kind::Person, true, None);
            }
        }
        let subject_person = match &subject {
            Some(Subject::Pronoun(p)) if *p != Pronoun::I => self.people.resolve_pronoun(*p),
            // ("The 34-year-old lawmaker went on to wish his main rival, Andrew Cuomo, …": a
            // role of public life that stands for no one just read about is the article's
            // main speaker, quoted twice or more, not the rival the sentence names after it.)
            Some(Subject::Role {
                noun,
                definite: true,
                ..
            }) => {
                // "the Little Mix member reflected": of that band, not the other band's member
                // the page named.
                let affiliation = ws
                    .iter()
                    .position(|w| w.lower() == *noun)
                    .and_then(|at| affiliation_before(sentence, &ws[..=at]));
                self.people
                    .resolve_definite(noun, affiliation.as_deref(), None, &|p| self.has_spoken(p))
                    .or_else(|| self.main_speaker().filter(|p| self.quoted_twice(p)))
            }
            // "‘Breaking Bad’ actor Aaron Paul remembered…": a title in marks is no subject, nor
            // is a photograph's credit ("Paul Drinkwater/NBC"), nor an outlet ("…,” Al Jazeera
            // quoted.).
            Some(Subject::Name { name, .. })
                if sentence.find(name.as_str()).is_some_and(|at| {
                    title_in_marks(sentence, at..at + name.len())
                        || photo_credit(&sentence[at + name.len()..])
                        || reports_as_an_outlet(&sentence[at + name.len()..])
                }) =>
            {
                None
            }
            Some(Subject::Name { name, noun }) => {
                let name = self.cut_in_title.get(name).unwrap_or(name);
                // The subject is the sentence's first name of its kind: found once a sentence.
                let last_word = ws.iter().position(|w| w.base() == name);
                let speaks = last_word.is_some_and(|k| speaks_next(sentence, &ws, k));
                // ("Smith, who picked up her second medal, confirmed…": "who" is said of people.)
                let who_follows = last_word.is_some_and(|k| {
                    let rest = sentence[ws[k].range.end..].trim_start();
                    ["who ", "whose "].iter().any(|who| {
                        rest.strip_prefix(',')
                            .is_some_and(|r| r.trim_start().starts_with(who))
                    })
                });
                self.person(name, at, noun.is_some() || speaks || who_follows)
            }
            _ => None,
        };
        let mut named: Vec<(String, Range<usize>)> = Vec::new();
        for (run, range) in name_runs(sentence)
            .into_iter()
            .flat_map(|r| split_at_headline_verbs(sentence, r))
        {
            // "his ‘True Lies’ co-star Jamie Lee Curtis": a title in marks is no one "she" is.
            if title_in_marks(sentence, range.clone()) {
                continue;
            }
            let run = self.cut_in_title.get(&run).cloned().unwrap_or(run);
            let run_words = words(&run);
            let Some((name, title, _)) = name_with_title(&run, &run_words, 0) else {
                continue;
            };
            let name = crate::people::past_an_office(&sentence[..range.start], name);
            let before = &ws[..ws.partition_point(|w| w.range.start < range.start)];
            // "the Irish Ambassador to South Africa, Brendan McMahon,": a role set off by a comma
            // before the name, up to where its phrase starts.
            let appositive = before
                .last()
                .is_some_and(|w| sentence[w.range.end..range.start].trim() == ",");
            let looked_back = if appositive {
                before
                    .iter()
                    .rev()
                    .take(8)
                    .enumerate()
                    .take_while(|&(k, w)| k == 0 || !sentence[w.range.end..].starts_with(','))
                    .count()
            } else {
                2
            };
            // ("a friend of Jennifer's": the friend is someone else, and so is the actress of "the
            // actress praised Reyes"; but "the Irish Ambassador to South Africa, Brendan
            // McMahon," is McMahon.)
            let noun_before = before
                .iter()
                .rev()
                .take(looked_back)
                .take_while(|w| appositive || is_person_noun(w.text) || w.is_capitalized())
                .find(|w| is_person_noun(w.text))
                .map(Word::lower)
                .or(title.clone());
            // "the French Alps", "the Foo Fighters": a name after "the" names no one person;
            // "In Port Arthur, Texas, the mayor said", "What they said at Elm Ridge": nor does
            // where something happens.
            // ("wrote on his Instagram Story": what a possessive owns is a thing, not a person,
            // where no person noun stands between, "his wife Ana".)
            let after_the_in_or_at = before.last().is_some_and(|w| {
                matches!(
                    w.lower().as_str(),
                    "the" | "in" | "at" | "his" | "her" | "their" | "its"
                ) && sentence[w.range.end..range.start].trim().is_empty()
            });
            // "Among the 50 Best Albums of 2013", "the 2014 Grammy Awards": a name counted, or
            // after a year that "the" opens, is a list or an event.
            let counted = before.len() >= 2
                && before[before.len() - 1]
                    .text
                    .bytes()
                    .all(|b| b.is_ascii_digit())
                && before[before.len() - 2].lower() == "the";
            if (after_the_in_or_at || counted) && title.is_none() {
                continue;
            }
            // "her brother Sam", "Their mother, Leila,": a first name right after a person noun;
            // "The art team, led by James,": who leads something is a person too.
            let right_after_noun = title.is_some()
                || before.last().is_some_and(|w| {
                    is_person_noun(w.text)
                        && matches!(sentence[w.range.end..range.start].trim(), "" | ",")
                })
                || matches!(
                    before,
                    [.., led, by] if by.lower() == "by"
                        && matches!(led.lower().as_str(), "led" | "headed" | "run" | "founded")
                );
            // "spoke with the St Louis Post-Dispatch": whom someone talks to is an outlet; but
            // whom the writer talks to ("We spoke with Tim Schafer") is the person interviewed.
            let talked_to = before.len() >= 2
                && matches!(before[before.len() - 1].lower().as_str(), "with" | "to")
                && TALKING.contains(&before[before.len() - 2].lower().as_str())
                && !before[..before.len() - 2]
                    .iter()
                    .rev()
                    .take(2)
                    .any(|w| matches!(w.lower().as_str(), "we" | "i"));
            // "Eric Barone, aka Pixelated Brain,": a second name for someone already named.
            let alias = before
                .last()
                .is_some_and(|w| matches!(w.lower().as_str(), "aka" | "a.k.a"));
            if alias {
                continue;
            }
            let last_word = ws
                .partition_point(|w| w.range.start < range.end)
                .saturating_sub(1);
            let named_person = right_after_noun || speaks_next(sentence, &ws, last_word);
            // ("Before she died, Ms East wrote…": after a title of courtesy, a surname that is
            // also a common word is a person.)
            let courtesy = title
                .as_deref()
                .is_some_and(|t| COURTESY_TITLES.contains(&t.to_lowercase().trim_end_matches('.')));
            // "a gown by Jason Wu", "CREDIT: Collier Schorr/V Magazine": whom a page credits
            // for a dress or a photograph is no one its pronouns stand for.
            let Some(person) = self
                .person(&name, at + range.start, named_person)
                .or_else(|| {
                    courtesy
                        .then(|| self.resolve_name(&name, at + range.start))
                        .filter(|full| !self.not_people.contains(full))
                })
                .filter(|_| {
                    !talked_to
                        && !photo_credit(&sentence[range.end..])
                        && !names_a_show(&sentence[range.end..])
                        && !reports_as_an_outlet(&sentence[range.end..])
                        && !credited(&sentence[..range.start])
                })
            else {
                continue;
            };
            if let Some(g) = noun_before.as_deref().and_then(gender_of_noun) {
                self.people.learn_gender(&person, g);
            }
            // "her daughter, Zoë La Roche": whom "Her daughter said" names later.
            if let [.., whose, noun] = before {
                let next_to_the_name =
                    matches!(sentence[noun.range.end..range.start].trim(), "" | ",");
                if next_to_the_name
                    && Pronoun::of_possessive(whose.text).is_some()
                    && crate::people::relation_noun(noun).is_some()
                {
                    let phrase = format!("{} {}", whose.lower(), noun.lower());
                    self.people.relatives.push((phrase, person.clone()));
                }
            }
            // "One Direction’s member, Liam Payne": the band, team or show the role is of.
            if let Some(noun_at) = noun_before
                .as_ref()
                .and_then(|noun| before.iter().rposition(|w| w.lower() == *noun))
            {
                if let Some(affiliation) = affiliation_before(sentence, &before[..=noun_at]) {
                    self.people.affiliations.push((person.clone(), affiliation));
                }
            }
            let role_from = before
                .get(before.len().saturating_sub(3))
                .map_or(range.start, |w| w.range.start);
            if let Some(role) = role_suffix(&sentence[role_from..range.start]) {
                self.people.roles.push((person.clone(), role));
            } else if let Some(host) = title.as_ref().filter(|t| crate::people::is_asking_role(t)) {
                // "Host Tamara Dhia began by asking…": the role opens the sentence, in the run.
                self.people.roles.push((person.clone(), host.clone()));
            }
            let subject = subject_person.as_deref() == Some(person.as_str())
                && !named.iter().any(|(p, _)| *p == person);
            self.people
                .mention(&person, Kind::Person, subject, noun_before);
            named.push((person, range));
        }
        // "Lee Park and Maria Ortega": the antecedent of "they".
        for pair in named.windows(2) {
            let gap = sentence[pair[0].1.end..pair[1].1.start].trim();
            // "Marr and executive producer Joel Amani": the second one's role may come between.
            let and_role = gap.strip_prefix("and ").is_some_and(|role| {
                role.split_whitespace()
                    .all(|w| is_role_word(w) || ROLE_MODIFIERS.contains(&&*w.to_lowercase()))
            });
            if gap == "and" || gap == "&" || and_role {
                let both = format!("{} and {}", pair[0].0, pair[1].0);
                self.people.mention(&both, Kind::Plural, false, None);
            }
        }
        if let Some(person) = &subject_person {
            if !named.iter().any(|(p, _)| p == person) {
                // "They wanted to know…" goes on about the people "they" stood for, who are no
                // antecedent of a "he" that follows.
                let kind = match subject {
                    Some(Subject::Pronoun(Pronoun::They)) => Kind::Plural,
                    _ => Kind::Person,
                };
                self.people.mention(person, kind, true, None);
            }
        }
        // "One neighbor recalls the water… “…,” he said.": someone the article never names is
        // the antecedent of the next "he" all the same, as written.
        // So is "The agent who is talking to us" where no one was introduced as the agent (a
        // role of public life, which no nearest person of another role holds).
        // ("A source told ET that Lopez and Rodriguez had split": the source still, whoever
        // the sentence goes on to name, as "the source explained" then has it.)
        // ("Another neighbor, who asked not to be named, said she saw Loyd's arrest": the
        // neighbor, whom the names after the verb do not replace.)
        // (The verb is looked for only then: this runs for every sentence of the narrative.)
        let named_after_the_verb = || {
            let verb = ws.iter().find(|w| is_verb(w)).map(|w| w.range.start);
            verb.is_some_and(|verb| named.iter().all(|(_, r)| r.start > verb))
        };
        let names_only_after_the_subject = named.is_empty()
            || matches!(&subject, Some(Subject::Role { definite: false, noun, .. }) if is_anonymous_source(noun))
            // ("Noel Pike’s official spokesperson said": the name is the role's own.)
            || matches!(
                &subject,
                Some(Subject::Role { definite: false, text, .. })
                    if named.iter().all(|(person, _)| text.contains(person.as_str()))
            )
            || matches!(
                &subject,
                Some(Subject::Role {
                    definite: false,
                    ..
                })
            ) && named_after_the_verb();
        if let (
            Some(Subject::Role {
                text,
                noun,
                definite,
            }),
            None,
            true,
        ) = (&subject, &subject_person, names_only_after_the_subject)
        {
            // ("The neighbor, who did not want to be identified, said he saw…": a source the
            // page never names, as the indefinite one is.)
            let unnamed_source = is_anonymous_source(noun);
            // ("When the grieving mother rose…", with no one named before her: no one the
            // role could stand for, so the role is who "she" is.)
            let stands_for_no_one = !self.people.knows_anyone();
            if !*definite || is_public_role(noun) || unnamed_source || stands_for_no_one {
                if let Some(g) = gender_of_noun(noun) {
                    self.people.learn_gender(text, g);
                }
                // ("Others in the room began yelling": a crowd, no antecedent of a "he"; nor is
                // "His family has fished from Vika since the 1930s".)
                let kind = if is_plural_person_noun(noun)
                    || is_crowd_word(noun)
                    || crate::people::is_kin_group(noun)
                {
                    Kind::Plural
                } else {
                    Kind::Person
                };
                self.people.mention(text, kind, true, Some(noun.clone()));
            }
        }
        // A pronoun in a sentence that names one person tells that person's gender.
        let distinct: HashSet<&str> = named.iter().map(|(p, _)| p.as_str()).collect();
        if let [only] = distinct.into_iter().collect::<Vec<_>>()[..] {
            let first_named = named.first().map_or(0, |(_, r)| r.end);
            let has = |list: &[&str]| {
                ws.iter()
                    .filter(|w| w.range.start >= first_named)
                    .any(|w| list.contains(&w.lower().as_str()))
            };
            const GENDERED: [&str; 6] = ["he", "him", "his", "she", "her", "hers"];
            let (male, female) = (has(&GENDERED[..3]), has(&GENDERED[3..]));
            // "Kerri Capasso said the president is doing what his supporters asked": a person
            // noun between the name and the pronoun may be whom the pronoun stands for.
            let role_between = ws
                .iter()
                .filter(|w| w.range.start >= first_named)
                .take_while(|w| !GENDERED.contains(&w.lower().as_str()))
                .any(|w| is_person_noun(w.text));
            // "While she didn’t name names, she’s dating Orlando Bloom and she hinted…": the
            // pronouns of a sentence whose subject is someone else stand for that subject.
            let subject_elsewhere = subject_person.as_deref().is_some_and(|s| s != only);
            if male != female && !role_between && !subject_elsewhere {
                let g = if male { Gender::Male } else { Gender::Female };
                self.people.learn_gender(only, g);
            }
        }
        let stated_role = match subject {
            Some(Subject::Role {
                text,
                definite: false,
                ..
            }) => Some(text),
            Some(Subject::Role { text, noun, .. })
                if subject_person.is_none() && is_anonymous_source(&noun) =>
            {
                Some(text)
            }
            _ => None,
        };
        // "The reporters break out in questions, but Coach Reyes cuts them off.": the clause
        // after "but" has a subject of its own, the one the words right after are likeliest by.
        let last_clause_subject = sentence.rfind(", but ").and_then(|but| {
            let clause = &sentence[but + ", but ".len()..];
            match subject_of(clause) {
                Some(Subject::Name { name, .. }) if looks_like_person(&name) => {
                    Some(self.resolve_name(&name, at + but))
                }
                _ => None,
            }
        });
        self.last_subject = last_clause_subject.or(subject_person).or(stated_role);
    }

    /// The speaker a `Who` stands for at this point of the reading. A pronoun stands for no one
    /// the quote itself names (`named_in_quote`): in "“Tobey and I had a rough time,” she said",
    /// "she" is not Tobey.
    fn resolve(
        &mut self,
        who: &Who,
        at: usize,
        own_sentence: Option<usize>,
        said_of: Option<Gender>,
        named_in_quote: &dyn Fn(&str) -> bool,
    ) -> Option<String> {
        match who {
            Who::Name(name) => Some(self.resolve_name(name, at)),
            Who::Pronoun(Pronoun::I) => self.author.clone(),
            Who::Pronoun(p) => {
                // The byline's writer is "I", never "she".
                let author = self.author.clone();
                let excluded = |name: &str| named_in_quote(name) || author.as_deref() == Some(name);
                let person = self
                    .people
                    .resolve_pronoun_outside(*p, own_sentence, &excluded)
                    .or_else(|| self.headline_person().filter(|_| *p != Pronoun::They))?;
                if let Some(g) = p.gender() {
                    self.people.learn_gender(&person, g);
                }
                Some(person)
            }
            Who::Role {
                text,
                noun,
                definite: false,
            } => {
                // "Her daughter said" after "her daughter, Zoë La Roche": the one so named.
                let named = self
                    .people
                    .relatives
                    .iter()
                    .rev()
                    .find(|(phrase, _)| phrase == text)
                    .map(|(_, person)| person.clone());
                if named.is_some() {
                    return named;
                }
                // "his sister" is no antecedent of "he".
                if let Some(g) = gender_of_noun(noun) {
                    self.people.learn_gender(text, g);
                }
                Some(text.clone())
            }
            // "said the woman from Poland": where the role says where the person is from, it
            // describes someone the text did not introduce that way; it stays as written rather
            // than become whoever was named last.
            Who::Role { text, .. } if from_a_place(text) => Some(text.clone()),
            Who::SameAsBefore => self.last_speaker.clone(),
            Who::Role { text, noun, .. } => {
                // "said the victim's mother": a role of someone else's is the person the text
                // gave it, or no one named, not whoever was read about last or the headline's
                // ("Defendant's Attorney Speaks About Case").
                let someone_elses = text.contains("'s ") || text.contains("’s ");
                // ("said the battalion chief for the state fire agency": a role and whom it
                // serves, likewise, not the "Camp Fire" the sentence before named.)
                let of_an_organisation = !text.ends_with(noun.as_str());
                let person = if someone_elses || of_an_organisation {
                    self.people.with_stated_role(noun)
                } else {
                    // ("“…,” the juror said" under "Waiting for a verdict": an office or a
                    // role of public life is never the headline's doer it was not given to.)
                    self.people
                        .resolve_definite(noun, None, said_of, &|p| self.has_spoken(p))
                        .or_else(|| {
                            (!is_public_role(noun))
                                .then(|| self.headline_person())
                                .flatten()
                        })
                };
                // ("“…,” the 28-year-old singer wrote while his fiancee…": the role as stated,
                // where no one was named for it, is a "he" all the same.)
                let person = person.unwrap_or_else(|| text.clone());
                if let Some(g) = gender_of_noun(noun).or(said_of) {
                    self.people.learn_gender(&person, g);
                }
                Some(person)
            }
        }
    }

    fn spoke(&mut self, speaker: &str, plural: bool) {
        self.last_speaker = Some(speaker.to_string());
        let kind = if plural { Kind::Plural } else { Kind::Person };
        self.people.mention(speaker, kind, true, None);
        self.people.next_sentence();
        match self
            .quotes_by_speaker
            .iter_mut()
            .find(|(s, _)| s == speaker)
        {
            Some((_, n)) => *n += 1,
            None => self.quotes_by_speaker.push((speaker.to_string(), 1)),
        }
    }

    /// Whom the headline opens with, while the text has named no person yet: what a "she" or
    /// "the singer" with no one before it stands for.
    fn headline_person(&self) -> Option<String> {
        self.headline_subject
            .clone()
            .filter(|_| !self.people.knows_anyone())
    }

    fn has_spoken(&self, person: &str) -> bool {
        self.quotes_by_speaker.iter().any(|(s, _)| s == person)
    }

    fn quoted_twice(&self, person: &str) -> bool {
        self.quotes_by_speaker
            .iter()
            .any(|(s, n)| s == person && *n >= 2)
    }

    /// The article's main speaker so far: the most quotes, the first among equals. A group
    /// ("neighbors", "local residents") speaks as one only where the page says so, so it is
    /// never the one an unattributed quote falls to.
    fn main_speaker(&self) -> Option<String> {
        most_counted(
            self.quotes_by_speaker
                .iter()
                .filter(|(speaker, _)| !is_a_group(speaker)),
        )
    }
}

/// Extracts the attributed quotations of one article. Never fails: what needs a person's eye is
/// in `review`.
pub fn extract(article: &ArticleFile, overrides: &[Override]) -> ArticleExtraction {
    // "Barry “Butch” Wilmore": read past a nickname's marks, which quote no one. Offsets stay
    // those of the file, as the marks are blanked byte for byte.
    // `the “Heartfirst” singer`: read past a title that names which singer, for the role.
    let blanked: Vec<Option<String>> = article
        .paragraphs
        .iter()
        .map(|p| {
            let plain = without_nickname_marks(&p.text);
            let text = plain.as_deref().unwrap_or(&p.text);
            without_titles_in_roles(text).or(plain)
        })
        .collect();
    if blanked.iter().any(Option::is_some) {
        let mut plain = article.clone();
        for (p, text) in plain.paragraphs.iter_mut().zip(blanked) {
            if let Some(text) = text {
                p.text = text;
            }
        }
        return extract_from(&plain, overrides);
    }
    extract_from(article, overrides)
}

/// The longest title, in bytes, that `without_titles_in_roles` reads inside a role.
const ROLE_TITLE_BYTES: usize = 60;

/// `text` with a title in marks between "the" and a person noun blanked out, marks and words,
/// byte for byte: `the “Heartfirst” singer`, `the "Love Is Real" singer` are "the singer" of
/// that song, whom the page named; the title is no quote and no name. `None` when there is none.
fn without_titles_in_roles(text: &str) -> Option<String> {
    let mut out: Option<String> = None;
    for (open_at, open) in text.char_indices() {
        let close = match open {
            '"' => '"',
            '“' => '”',
            _ => continue,
        };
        let after_the = text[..open_at]
            .strip_suffix(' ')
            .and_then(|before| before.rsplit([' ', '\n']).next())
            .is_some_and(|word| word == "the" || word == "The");
        if !after_the {
            continue;
        }
        let inner_from = open_at + open.len_utf8();
        // (Looked for a title's length ahead only: a paragraph of many marks stays linear.)
        let Some(inner_len) = crate::text::head(&text[inner_from..], ROLE_TITLE_BYTES).find(close)
        else {
            continue;
        };
        let inner = &text[inner_from..inner_from + inner_len];
        let after_close = inner_from + inner_len + close.len_utf8();
        let noun = text[after_close..]
            .strip_prefix(' ')
            .and_then(|rest| rest.split([' ', ',', '.']).next())
            .unwrap_or("");
        let title = inner.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
            && !inner.ends_with([',', '.', '!', '?'])
            && inner.split_whitespace().nth(6).is_none();
        let role = noun.starts_with(char::is_lowercase) && is_person_noun(noun);
        if title && role {
            let blanked = out.get_or_insert_with(|| text.to_string());
            blanked.replace_range(open_at..after_close, &" ".repeat(after_close - open_at));
        }
    }
    out
}

fn extract_from(article: &ArticleFile, overrides: &[Override]) -> ArticleExtraction {
    let mut out = ArticleExtraction::default();
    let lines = crate::error::LineIndex::new(&article.source);
    let note = |out: &mut ArticleExtraction, offset: usize, message: String| {
        out.review.push(crate::SourceError::new(
            article.file.clone(),
            lines.line(offset),
            message,
        ));
    };
    let paragraphs = &article.paragraphs;
    let texts: Vec<&str> = paragraphs.iter().map(|p| p.text.as_str()).collect();
    let title = article.title();
    let convention = convention_of(&texts, &title);

    let mut names = Names::default();
    let mut seen_full = HashSet::new();
    let mut headed = Vec::new();
    let runs: Vec<Vec<(String, Range<usize>)>> = paragraphs
        .iter()
        .enumerate()
        .map(|(index, p)| {
            let is_title = index == 0 && p.text.trim() == title.trim();
            let ends_a_name = |w: &str| is_headline_verb(w) || is_title && is_press_title_word(w);
            name_runs(&p.text)
                .into_iter()
                .flat_map(|r| split_run_at(&p.text, r, ends_a_name))
                .collect()
        })
        .collect();
    let named_in_the_text: HashSet<&str> = runs
        .iter()
        .enumerate()
        .filter(|&(index, _)| index > 0 || paragraphs[0].text.trim() != title.trim())
        .flat_map(|(_, runs)| runs.iter().map(|(run, _)| run.as_str()))
        .collect();
    let mut cut_in_title: HashMap<String, String> = HashMap::new();
    // "Reporter’s Interview Notes — Mayor Pete Johnson" over "Johnson: “…”": a title the body
    // does not repeat still names in full whom the body calls by a surname.
    if paragraphs
        .first()
        .is_none_or(|p| p.text.trim() != title.trim())
    {
        for (run, _) in name_runs(&title) {
            let ws = words(&run);
            let name = name_with_title(&run, &ws, 0).map_or(run.clone(), |(n, _, _)| n);
            if name.contains(' ')
                && looks_like_person(&name)
                && named_in_the_text.contains(name.rsplit(' ').next().unwrap_or_default())
            {
                names.add(&name, 0);
            }
        }
    }
    for (index, (p, runs)) in paragraphs.iter().zip(runs.iter()).enumerate() {
        let is_title = index == 0 && p.text.trim() == title.trim();
        for (run, range) in runs.iter().cloned().flat_map(|run| {
            if !is_title {
                return vec![run];
            }
            let names = into_names_of_the_text(&p.text, run.clone(), &named_in_the_text);
            if let Some((first, _)) = names.first().filter(|(first, _)| *first != run.0) {
                cut_in_title.insert(run.0, first.clone());
            }
            names
        }) {
            let ws = words(&run);
            let name = name_with_title(&run, &ws, 0).map_or(run.clone(), |(n, _, _)| n);
            // ("Curator of Mammals Jordan Piha": the name after what the office is of.)
            let name = crate::people::past_an_office(&p.text[..range.start], name);
            names.add(&name, p.start + range.start);
            let headed_by_what_follows = heads_what_follows(&p.text[..range.start])
                && !p.text[range.end..].starts_with(['\'', '’']);
            if headed_by_what_follows || role_and_name_follow(&p.text[range.end..]) {
                headed.push(name.clone());
            }
            if name.contains(' ') && seen_full.insert(name.clone()) {
                out.full_names.push(name);
            }
        }
        // "SEN. DICK DURBIN (D-IL): “…”" then "• DURBIN: “…”": a quote sheet's label in
        // capitals gives the full name its later labels shorten.
        if let Some(name) = caps_label_name(&p.text) {
            names.add(&name, p.start);
        }
        out.cast.extend(cast_pairs(&p.text));
    }

    // Pass 1: pair marks and read the explicit attributions, which also tells who speaks.
    let mut per_paragraph = Vec::with_capacity(paragraphs.len());
    let mut titles: HashSet<String> = HashSet::new();
    let mut paired: Vec<Vec<Span>> = Vec::with_capacity(paragraphs.len());
    let mut notes_of: Vec<Vec<(usize, String)>> = Vec::with_capacity(paragraphs.len());
    for (index, p) in paragraphs.iter().enumerate() {
        // (Past what the page set between two paragraphs of one quote: an advert, a caption.)
        let next_opens = texts[index + 1..]
            .iter()
            .take(3)
            .find(|n| !is_page_furniture(n))
            .is_some_and(|n| opens_with_mark(n, convention));
        let (mut spans, notes) = pair_marks(&p.text, next_opens, convention);
        if spans.is_empty() && convention == Convention::Double {
            spans = credited_in_single_marks(&p.text);
        }
        paired.push(spans);
        notes_of.push(notes);
    }
    for k in join_quotes_marked_at_their_ends(&mut paired, &texts) {
        // (Its mark is closed, paragraphs later.)
        notes_of[k].retain(|(_, message)| !message.contains("never closed"));
    }
    for (p, notes) in paragraphs.iter().zip(notes_of) {
        for (at, message) in notes {
            note(&mut out, p.start + at, message);
        }
    }
    let lost_marks = paired.iter().all(Vec::is_empty);
    if lost_marks {
        for (spans, p) in paired.iter_mut().zip(paragraphs) {
            *spans = spans_of_lost_marks(&p.text);
        }
    }
    for (p, spans) in paragraphs.iter().zip(paired) {
        let mut after = Vec::with_capacity(spans.len());
        // `“…,” Nyong'o, who won for her role in “12 Years a Slave,” said.`: a title in marks
        // inside the clause after a quote is no next quote to stop at. (Where the next quote
        // starts, read back to front: one pass, however many the marks.)
        let inners: Vec<&str> = spans
            .iter()
            .map(|s| p.text[s.inner.clone()].trim())
            .collect();
        let sentences: Vec<bool> = inners
            .iter()
            .map(|inner| looks_like_a_sentence(inner))
            .collect();
        let title_in_a_clause = |k: usize| {
            let inner = inners[k];
            let from = if k == 0 { 0 } else { spans[k - 1].close_end };
            inner.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
                && inner.split_whitespace().nth(6).is_none()
                && p.text[from..spans[k].start()]
                    .chars()
                    .any(char::is_alphabetic)
                && (!sentences[k] || in_title_case(inner))
        };
        let mut next_speech = vec![p.text.len(); spans.len()];
        let mut upcoming = p.text.len();
        for k in (0..spans.len()).rev() {
            next_speech[k] = upcoming;
            if !title_in_a_clause(k) {
                upcoming = spans[k].start();
            }
        }
        for (k, span) in spans.iter().enumerate() {
            // (A credit is a clause, not a page: read at most a few hundred bytes past the
            // mark, so that a paragraph of thousands of titles in marks stays linear.)
            let reach = credit_reach(&p.text, span.close_end, next_speech[k]);
            after.push(attribution_after(&p.text, span, reach));
            let inner = inners[k];
            if !sentences[k] && inner.split_whitespace().count() <= 6 {
                titles.insert(inner.trim_end_matches([',', '.']).to_string());
            }
        }
        per_paragraph.push((spans, after));
    }
    // "Joe: “Yeah, it's been five years…”" again and again: a label that opens a quotation in
    // two paragraphs or more is a transcript's answerer, not a topic.
    let mut label_turns: HashMap<&str, usize> = HashMap::new();
    for ((spans, _), p) in per_paragraph.iter().zip(paragraphs) {
        let label = spans
            .first()
            .and_then(|span| p.text[..span.start()].trim().strip_suffix(':'))
            .filter(|label| is_name_label(label));
        if let Some(label) = label {
            *label_turns.entry(label.trim()).or_default() += 1;
        }
    }
    let mut known_speakers: HashSet<String> = HashSet::new();
    for name in label_turns
        .iter()
        .filter(|&(_, &n)| n >= 2)
        .map(|(name, _)| name)
    {
        known_speakers.insert(names.resolve(name, usize::MAX));
    }
    for ((_, after), p) in per_paragraph.iter().zip(paragraphs) {
        for a in after.iter().flatten() {
            if let Who::Name(n) = &a.who {
                known_speakers.insert(names.resolve(n, p.start + a.clause.start));
            }
        }
    }
    // "Mako: “We need a coach…”" under a title crediting Mako the same way: a handle speaks.
    let title_handle = handle_quoted_in_title(&title);
    let per_paragraph: Vec<ParagraphSpans> = per_paragraph
        .into_iter()
        .zip(paragraphs)
        .map(|((spans, after), p)| {
            let before = spans
                .iter()
                .enumerate()
                .map(|(k, span)| {
                    let from = if k == 0 { 0 } else { spans[k - 1].close_end };
                    // A label speaks when its person is quoted elsewhere, or is named in full
                    // ("Vinnie Jones: “…”", or "Jens: “…”" where the article names Jens
                    // Johansson), unless a cast pair ("Rosa (Mina Tal)") makes it a character.
                    let speaks = |name: &str| {
                        // "Cervera: “…”" on a page that names Jim Cervera only further down.
                        let full = match names.resolve(name, p.start + span.start()) {
                            full if full.contains(' ') => full,
                            _ => names.resolve(name, usize::MAX),
                        };
                        let first = full.split_whitespace().next();
                        known_speakers.contains(&full)
                            || title_handle.as_deref() == Some(name)
                            || (full.contains(' ')
                                && looks_like_person(&full)
                                && !out.cast.iter().any(|(c, _)| first == Some(c.as_str())))
                    };
                    attribution_before(&p.text, from, span, &speaks)
                })
                .collect();
            ParagraphSpans {
                spans,
                after,
                before,
            }
        })
        .collect();
    for (ps, p) in per_paragraph.iter().zip(paragraphs) {
        for a in ps.before.iter().flatten() {
            if let Who::Name(n) = &a.who {
                known_speakers.insert(names.resolve(n, p.start + a.clause.start));
            }
        }
    }
    let mut not_people: HashSet<String> = titles;
    for (character, _) in &out.cast {
        if !known_speakers.contains(character) {
            not_people.insert(character.clone());
        }
    }
    for full in &out.full_names {
        let first = full.split_whitespace().next().unwrap_or("");
        if not_people.contains(first) && !known_speakers.contains(full) {
            not_people.insert(full.clone());
        }
    }
    not_people.extend(named_only_by_role_in_the_text(&texts, &title, &runs));
    // "the chairman and former chief executive of Panera Bread": what someone heads is an
    // organisation, no one "he" stands for, even where "Panera" comes nearer than the chairman.
    for organisation in headed {
        if !known_speakers.contains(&organisation) {
            not_people.insert(organisation);
        }
    }

    // A transcript's answers are quotes of their own, with no marks (see `interview`).
    let author = article
        .header
        .author
        .clone()
        .or_else(|| article.byline_author());
    // "MITCH MCCONNELL:" and "MCCONNELL:" are the Mitch McConnell the article names: a label in
    // capitals cannot tell "Mc" from "MC", nor any other capital inside a name. Each full name
    // written in small letters, and its surname where no other name shares it.
    let mut full_names_by_lowercase: HashMap<String, Option<&str>> = HashMap::new();
    for name in out
        .full_names
        .iter()
        .filter(|n| n.chars().any(char::is_lowercase))
    {
        full_names_by_lowercase.insert(name.to_lowercase(), Some(name.as_str()));
        let surname = name
            .rsplit_once(' ')
            .map(|(_, surname)| surname)
            .filter(|surname| surname.chars().any(char::is_lowercase));
        if let Some(surname) = surname {
            // "Senate Majority Leader Mitch McConnell" and "Mitch McConnell" are one person.
            full_names_by_lowercase
                .entry(surname.to_lowercase())
                .and_modify(|full| {
                    *full = match *full {
                        Some(known) if known.ends_with(name.as_str()) => Some(name.as_str()),
                        Some(known) if name.ends_with(known) => Some(known),
                        _ => None,
                    }
                })
                .or_insert(Some(name.as_str()));
        }
    }
    let answerer =
        |label: &str, at: usize| match interview::name_of_initials(label, &out.full_names) {
            Some(name) => name.to_string(),
            None => {
                let name =
                    names.resolve(without_leading_titles(&interview::label_as_name(label)), at);
                match full_names_by_lowercase.get(&name.to_lowercase()) {
                    Some(Some(written)) => written.to_string(),
                    _ => name,
                }
            }
        };
    // "She Said: Maria Schrader on Sparking Conversation": whom the headline names in full.
    let named_in_title: HashSet<String> = name_runs(&title)
        .into_iter()
        .filter_map(|(run, _)| name_with_title(&run, &words(&run), 0).map(|(name, _, _)| name))
        .collect();
    // A label names a person when the article also names them outside the label, its headline
    // included (where a label written as the name, not in capitals, counts as a mention itself).
    let is_person = |label: &str| {
        let full = answerer(label, usize::MAX);
        let in_label = usize::from(label == full);
        full.contains(' ')
            && !not_people.contains(&full)
            && (names.mentions(&full) > in_label || named_in_title.contains(&full))
    };
    let title_words = words(&title);
    // "Natalie Dormer on horror and Game of Thrones", "Margaret Dilloway On Writing…": the
    // person, then what they talk of, from the title's word `from`.
    // "Christina Baker Kline talks about Orphan Train Girl": or talks about it ("Chrysa Robertson
    // Dishes on Male Chefs": or dishes on it).
    let person_on_a_topic = |from: usize| {
        name_with_title(&title, &title_words, from).is_some_and(|(name, _, end)| {
            name.contains(' ')
                && looks_like_person(&name)
                && title_words.get(end).is_some_and(|w| {
                    matches!(w.lower().as_str(), "on" | "talks" | "discusses" | "dishes")
                })
                && title[title_words[end - 1].range.end..title_words[end].range.start]
                    .trim()
                    .is_empty()
        })
    };
    // "This Is Us: Ken Olin on Jack, Rebecca…": a show's name may come first, then a colon;
    // or a sentence of the blog's, then a full stop ("Now, for young readers, a version…
    // Christina Baker Kline talks about…").
    let after_show = [": ", ". "]
        .iter()
        .filter_map(|separator| title.rfind(separator))
        .max()
        .and_then(|colon| {
            title_words
                .iter()
                .position(|w| w.range.start > colon)
                .filter(|&k| k > 0)
        });
    // "QB Cam Ward", or a name before a dash, a colon or a bar: "Manon Planche - The Bare
    // Minimum Magazine".
    // "Tetrarch's Diamond Rowe: Flamethrower": the band's possessive before the name.
    let person_alone = name_past_affiliation(&title, &title_words, 0)
        .or_else(|| name_with_title(&title, &title_words, 0))
        .is_some_and(|(name, _, end)| {
            let after = title_words
                .get(end)
                .map(|next| title[title_words[end - 1].range.end..next.range.start].trim());
            after.is_none_or(|gap| matches!(gap, "-" | "–" | "—" | ":" | "|"))
                && name.contains(' ')
                && looks_like_person(&name)
        });
    // "edgemagonline.com" or "5 Minutes With…" over "Melora Hardin": a site's or a series'
    // title, then the person's name alone on the next line, as the page's own heading.
    let title_opens = paragraphs
        .first()
        .is_some_and(|p| p.text.trim() == title.trim());
    let heading_person = texts
        .get(1)
        .filter(|_| title_opens)
        .map(|line| line.trim())
        .filter(|line| !line.contains('\n') && !line.ends_with(['.', '!', '?', ':', ',']))
        .and_then(|line| {
            let ws = words(line);
            let (name, _, end) = name_with_title(line, &ws, 0)?;
            (end == ws.len() && name.contains(' ') && looks_like_person(&name)).then_some(name)
        });
    let titled_by = if person_alone || guest_after_a_separator(&title) || heading_person.is_some() {
        TitledBy::PersonAlone
    } else if person_on_a_topic(0)
        || after_show.is_some_and(person_on_a_topic)
        || interviewed_in_title(&title).is_some()
        || title_handle.is_some()
    {
        TitledBy::PersonOnATopic
    } else {
        TitledBy::Nobody
    };
    let turns = interview::answers(
        &texts,
        article.header.outlet.as_deref(),
        author.as_deref(),
        &is_person,
        titled_by,
        paragraphs
            .first()
            .is_some_and(|p| p.text.lines().next().map(str::trim) == Some(title.trim())),
    );
    // "PARK:" after "CHIEF LENA PARK, COUNTY FIRE RESCUE:": a broadcast transcript gives each
    // name in full in its first label only, and the article may give it nowhere else.
    // Each surname's one full name among the labels; `None` where two people share it. A map,
    // so that a long transcript stays linear and a credit repeated is still one name.
    let mut full_name_of_surname: HashMap<String, Option<String>> = HashMap::new();
    for t in &turns {
        let TurnKind::Answer { label: Some(label) } = &t.kind else {
            continue;
        };
        let full = answerer(label, usize::MAX);
        // ("COCHRAN:" after "JOHNNIE COCHRAN JR.:": the surname before a generation's suffix.)
        let mut words = full
            .split_whitespace()
            .rev()
            .skip_while(|w| is_generation_suffix(w));
        let (Some(surname), Some(_)) = (words.next(), words.next()) else {
            continue;
        };
        crate::people::note_the_one_name(&mut full_name_of_surname, surname.to_string(), &full);
    }
    let turn_answerer = |label: &str, at: usize| {
        let name = answerer(label, at);
        if name.contains(' ') {
            return name;
        }
        match full_name_of_surname.get(&name) {
            Some(Some(full)) => full.clone(),
            _ => name,
        }
    };
    let unlabelled_answerer = if turns
        .iter()
        .any(|t| t.kind == (TurnKind::Answer { label: None }))
    {
        // (Not past a first question that quotes someone: "Q: … Bon Jovi said: “Fame is a
        // liar…”" names whom the question quotes, not who answers it.)
        let first_answer = turns.first().map_or(0, |t| t.paragraph);
        let asks = |text: &str| {
            let text = text.trim();
            (text.ends_with('?')
                || text
                    .strip_prefix('Q')
                    .is_some_and(|rest| rest.starts_with([':', '.'])))
                && text.contains(['“', '"'])
        };
        let intro_end = first_answer
            .checked_sub(1)
            .filter(|&question| asks(&paragraphs[question].text))
            .unwrap_or(first_answer);
        // (The person the page's heading names answers, not a series' title, "Five Minutes
        // With…", read as a name.)
        heading_person.clone().or_else(|| {
            interviewee(
                article,
                &turns,
                intro_end,
                &names,
                &not_people,
                author.as_deref(),
            )
        })
    } else {
        None
    };
    // An unlabelled answer with an attribution of its own ("“…,” she says.") is the writer's
    // prose again, read by the usual rules; unless, outside its marks, it speaks in the first
    // person ("We wanted him to play the part! … and yet you go, “That's in keeping…”"): an
    // answer that quotes. (Where the page lost its marks, its answers have none to keep.)
    let turns: Vec<Turn> =
        turns
            .into_iter()
            .filter(|t| {
                if lost_marks {
                    return true;
                }
                let ps = &per_paragraph[t.paragraph];
                let text = paragraphs[t.paragraph].text.as_str();
                let attributed = ps.spans.iter().zip(&ps.after).zip(&ps.before).any(
                    |((span, after), before)| {
                        t.words.contains(&span.start()) && (after.is_some() || before.is_some())
                    },
                );
                let outside_marks = || {
                    let mut outside = String::new();
                    let mut from = t.words.start;
                    for span in ps.spans.iter().filter(|s| t.words.contains(&s.start())) {
                        outside.push_str(text.get(from..span.start()).unwrap_or_default());
                        outside.push(' ');
                        from = span.close_end.min(t.words.end).max(from);
                    }
                    outside.push_str(text.get(from..t.words.end).unwrap_or_default());
                    outside
                };
                t.labelled || !attributed || interview::speaks_in_first_person(&outside_marks())
            })
            .collect();
    // Where a transcript's last answer is: a signature after it signs the whole post.
    let last_turn = turns.last().map(|t| t.paragraph);
    let mut turns = turns.into_iter().peekable();
    let mut last_answer: Option<usize> = None;

    let credit_under = credits_under_quotes(paragraphs, &per_paragraph, &names);

    // Pass 2: classify and attribute in reading order, so pronouns find the person before them.
    // A headline that is a sentence: the name, then its verb in small letters; or in title
    // case, a headline's verb ("Gwen Discusses New Album"). With whether it is a sentence.
    let headline = without_page_label(&title);
    let headline_doer = match subject_of(headline) {
        Some(Subject::Name { name, .. }) if looks_like_person(&name) => {
            headline.find(name.as_str()).and_then(|at| {
                let rest = headline[at + name.len()..].trim_start();
                // ("Elderly person is county's first case", "Obama aide says": a word before a
                // person noun in small letters says who that person is; the noun does.)
                let before_a_person_noun =
                    words(rest).first().is_some_and(|w| is_person_noun(w.text));
                let in_a_sentence = rest.starts_with(char::is_lowercase) && !before_a_person_noun;
                let title_case_verb = words(rest)
                    .first()
                    .is_some_and(|w| is_headline_verb(w.text));
                (in_a_sentence || title_case_verb).then(|| (names.resolve(&name, 0), in_a_sentence))
            })
        }
        _ => None,
    };
    // "Susan Collins: I do not believe…": a headline that opens with a person's name and a
    // colon before words of theirs.
    let headline_words = words(headline);
    // ("Sen. Ranker: Cap on carbon…": a surname alone after an office.)
    let headline_speaker = name_with_title(headline, &headline_words, 0)
        .filter(|(name, title, end)| {
            let last = end.checked_sub(1).and_then(|k| headline_words.get(k));
            (name.contains(' ') || title.is_some())
                && looks_like_person(name)
                && last.is_some_and(|last| {
                    headline[last.range.end..]
                        .strip_prefix(':')
                        .is_some_and(|rest| rest.trim_start().starts_with(char::is_uppercase))
                })
        })
        .map(|(name, _, _)| names.resolve(&name, 0));
    let mut reader = Reader {
        names: &names,
        known: &known_speakers,
        not_people: &not_people,
        cut_in_title: &cut_in_title,
        people: People::default(),
        last_subject: None,
        quotes_by_speaker: Vec::new(),
        last_speaker: None,
        headline_subject: headline_doer
            .as_ref()
            .filter(|(_, in_a_sentence)| *in_a_sentence)
            .map(|(name, _)| name.clone())
            .or_else(|| credited_after_the_headline(headline).map(|name| names.resolve(&name, 0))),
        // ("Bntet: “We just need a coach”": the handle a headline credits words to is a person.)
        headline_doer: headline_doer
            .map(|(name, _)| name)
            .or_else(|| handle_quoted_in_title(headline)),
        author: author.clone(),
    };
    let mut used_overrides = Vec::new();
    let mut outlet = None;
    let mut quotes: Vec<RawQuote> = Vec::new();
    let mut previous_paragraph_speaker: Option<String> = None;
    // The subject of the previous paragraph's last sentence, when it ended in narrative.
    let mut previous_paragraph_subject: Option<String> = None;
    let mut previous_ran_on = false;
    let mut quote_only = vec![false; paragraphs.len()];
    // The person a heading paragraph names ("Coach John Groce:"), for the quotes under it.
    let mut heading: Option<String> = None;
    // Who answers the writer's questions in prose, found once, when a quote first needs it.
    let mut question_answerer: Option<Option<String>> = None;
    // Whom the previous paragraph introduced before its closing colon ("Kelly replied:").
    let mut introduced: Option<String> = None;
    // "Here is his speech:": the speech runs on over the paragraphs after the one it
    // introduced, whose speaker this holds (`goes_on_as_speech`).
    let mut speech_of: Option<String> = None;
    let mut introduces_a_speech = false;
    // Past "Written by Gabriel" under the quotes: the writer's box, whose motto in marks is no
    // one's the article quoted.
    let mut in_the_writers_box = false;
    // "Oskar Maalouf (Owner – Maalouf Wines)" over questions and answers: a round-up's person,
    // whose answers run to the next such line, past the answers that end a heading's reach.
    let mut round_up_person: Option<String> = None;
    for (index, (p, ps)) in paragraphs.iter().zip(&per_paragraph).enumerate() {
        let text = p.text.as_str();
        let indent = text.len() - text.trim_start().len();
        in_the_writers_box |= !quotes.is_empty() && is_writers_credit(text);
        let mut paragraph_speaker: Option<String> = None;
        // Whether the paragraph's narrative so far counts a group ("three set designers"): read
        // a piece at a time, so a long paragraph of many quotes stays linear.
        let mut group_named = false;
        // The previous speech run of this paragraph and where its attribution ends.
        let mut previous_run: Option<(usize, usize)> = None;
        // Whether the last quote of the run was taken up by the writer's sentence (`told Trump
        // that “fear has been defeated.”`), which the next quote, glued on, does not continue.
        let mut previous_inside_a_sentence = false;
        // Where the last words shown on a sign ended: `signs that read “…,” “…” and “…”` lists
        // several.
        let mut sign_ended_at: Option<usize> = None;
        let mut read_up_to = 0;
        // Where the last speech of the paragraph (with its attribution) ends.
        let mut speech_end: Option<usize> = None;
        reader.last_subject = None;
        let mut narrative = false;
        let mut answers_here = Vec::new();
        while let Some(turn) = turns.next_if(|t| t.paragraph == index) {
            answers_here.push(turn);
        }
        // "RELATED: …", "READ MORE: …": a link the page set between two paragraphs; the second
        // goes on from the first.
        if answers_here.is_empty() && ps.spans.is_empty() && is_link_line(text) {
            continue;
        }
        // "ADVERTISEMENT", a photo's caption: between two paragraphs of one quote, the quote goes
        // on past them.
        if previous_ran_on && ps.spans.is_empty() && is_page_furniture(text) {
            continue;
        }
        // "Brad Stevens / Re: Boston's resilience late in the game: / “…”": a topic of its own
        // between a quote sheet's name and the words is no narrative; whoever spoke before it
        // goes on.
        // "Kit Problems --" right over words, under Ana Lind's heading, is a topic of hers too,
        // unless the page names that person again; "Ana Lind --" over her topics names her, as
        // "Ana Lind:" would.
        let dashed_topic = || {
            is_dashed_topic(text)
                && speaker_heading(text).is_none_or(|name| {
                    let next_opens_with_a_quote = per_paragraph
                        .get(index + 1)
                        .zip(texts.get(index + 1))
                        .is_some_and(|(next, t)| {
                            next.spans
                                .first()
                                .is_some_and(|s| t[..s.start()].trim().is_empty())
                        });
                    heading.is_some() && next_opens_with_a_quote && names.mentions(&name) < 2
                })
        };
        if answers_here.is_empty()
            && ps.spans.is_empty()
            && (is_topic_label(text.trim()) || dashed_topic())
        {
            continue;
        }
        // A credit under a quote is that quote's, and no one the next quote follows on from.
        if answers_here.is_empty() && credit_under[index].is_some() {
            heading = None;
            introduced = None;
            previous_paragraph_subject = None;
            previous_paragraph_speaker = None;
            continue;
        }
        let first_quote_here = quotes.len();
        // "According to NASA, the planet… “The planet likely has…”": where a paragraph cites
        // a source before a quote that says whose it is nowhere, it is the source's, not the
        // article's main speaker's. One scan a paragraph, however many its quotes.
        let source_cited_at = text
            .match_indices("ccording to ")
            .find(|(at, _)| text[..*at].ends_with(['a', 'A']))
            .map(|(at, _)| at);
        let introduced_here = introduced.take();
        let in_a_speech = speech_of
            .take()
            .or_else(|| introduced_here.clone().filter(|_| introduces_a_speech));
        introduces_a_speech = false;
        let mut introduces_next: Option<String> = None;
        if ps.spans.is_empty() {
            // A heading names who speaks next; a sentence of narrative ends its reach.
            // A line that opens with a name before a colon heads a new section even where it
            // names no one we can tell ("Freshman Guard (10 pts):"), unlike "On the defense:".
            // So does any short line of its own that opens with a name: the next person's
            // heading, however it is written ("Christian Horner, Team Boss"); a photograph's
            // caption is longer.
            let heads_a_section = !text.trim_end().contains('\n')
                && (text.trim_end().ends_with(':') || words(text).len() <= 6)
                && name_runs(text)
                    .first()
                    .is_some_and(|(_, r)| r.start == indent);
            // ("Excerpts of his remarks:" heads no one named "Excerpts": `whose_remarks`.)
            let names_whose_remarks = whose_remarks(text.trim_end().trim_end_matches(':'));
            // ("Hazel Dunne, Staff Writer" is the byline: its writer heads no one's words.)
            let heading_name = names_whose_remarks
                .is_none()
                .then(|| speaker_heading(text).or_else(|| named_again_alone(text, &names)))
                .flatten()
                .filter(|name| author.as_deref() != Some(name.as_str()));
            match heading_name {
                Some(name) => {
                    let name = reader.heading_person(&name, p.start);
                    if interview::heads_the_next_person(text) {
                        round_up_person = Some(name.clone());
                    }
                    // "Coach John Groce:", "Ada Lind on Growth:", but not a bare "Image Credits:".
                    // Without a colon, "Paddy Lowe, Chief Technical Officer" or "George
                    // Russell" over a paragraph of his own words: a team's sheet of quotes.
                    let says_more = words(text).len() > name.split_whitespace().count();
                    let colon = ends_as_label(text);
                    if !colon || says_more {
                        introduces_next = Some(name.clone());
                    }
                    heading = Some(name);
                }
                // (A reporter's question, "Anything you want to build up for the race?", is no
                // narrative: the words under it are still the heading's person's.)
                None if heads_a_section || text.trim_end().ends_with(['.', '!']) => {
                    heading = None;
                }
                None => {}
            }
        }
        // "Kelly replied:" over a paragraph without marks (but for a word or two, `an ‘if’
        // guy`): a block quote whose marks the page lost. One paragraph only: the writer's
        // own first person may come next. In a transcript, a turn that is no answer
        // ("From Tom Ward's interview with Reyes:" over "Tom Ward: …?") is a question.
        // ("Fear No Empire" over "…a conversation with Ali of Fear No Empire…": a paragraph
        // that names whom the line above introduced tells of them.)
        let block_quote = introduced_here.clone().filter(|who| {
            answers_here.is_empty()
                && !text.contains(who.as_str())
                && !(last_turn.is_some() && opens_with_name_label(text))
                && reads_as_own_words(text)
                && ps
                    .spans
                    .iter()
                    .all(|span| !looks_like_a_sentence(&text[span.inner.clone()]))
        });
        let speech_goes_on = in_a_speech.clone().filter(|speaker| {
            answers_here.is_empty() && ps.spans.is_empty() && goes_on_as_speech(text, speaker)
        });
        let block_quote = block_quote.or_else(|| speech_goes_on.clone());
        // "…does not a governor make!\n-- Mike Berger, Salem": a reader's answer, signed under
        // it with a dash, as letters and readers' responses are printed. After a transcript's
        // last answer, "--Marshal Zeringue" signs the whole post: its writer's, not the line
        // above.
        let after_transcript = last_turn.is_some_and(|last| index > last);
        // (Marks under the signature, `Quoted in "The London Quarterly Review"`, quote no one.)
        let signed = (answers_here.is_empty() && !after_transcript)
            .then(|| signed_by(text, texts.get(index + 1).copied()))
            .flatten()
            .filter(|(body, _)| ps.spans.iter().all(|s| s.start() >= body.end));
        // "Tarik “Tarik” Celik on the emotions of winning: A lot of emotions…": a heading and
        // the words under it run into one paragraph, as a page of highlights prints them.
        let headed_inline = answers_here
            .is_empty()
            .then(|| heading_run_into_words(text))
            .flatten()
            .filter(|&(_, at)| {
                reads_as_own_words(&text[at..])
                    && ps
                        .spans
                        .iter()
                        .all(|span| !looks_like_a_sentence(&text[span.inner.clone()]))
            })
            .and_then(|(name, at)| {
                let full = reader.resolve_name(&name, p.start);
                full.contains(' ').then_some((full, at))
            });
        let block_quote = match (signed, headed_inline) {
            (Some((body, name)), _) => Some((reader.resolve_name(&name, p.start), body, "signed")),
            (None, Some((name, at))) => Some((name, at..text.len(), "introduced")),
            (None, None) => block_quote.map(|who| (who, 0..text.len(), "introduced")),
        };
        let mut block_quoted = false;
        if let Some((introduced_by, body, rule)) = block_quote {
            let r = trim_range(text, body);
            let hit = overrides
                .iter()
                .enumerate()
                .find(|(_, o)| o.matches(&article.file, &text[r.clone()]));
            if let Some((i, _)) = hit {
                used_overrides.push(i);
            }
            let decided = match hit.map(|(_, o)| &o.action) {
                Some(OverrideAction::NotAQuote) => None,
                Some(OverrideAction::Speaker(name)) => Some((name.clone(), "override")),
                None => Some((introduced_by, rule)),
            };
            if let Some((speaker, rule)) = decided {
                let segment = p.start + r.start..p.start + r.end;
                reader.spoke(&speaker, false);
                quotes.push(RawQuote {
                    speaker: Some(speaker.clone()),
                    rule,
                    paragraph: index,
                    line: lines.line(p.start + r.start),
                    segments: vec![segment],
                });
                if in_a_speech.is_some() {
                    speech_of = Some(speaker.clone());
                }
                paragraph_speaker = Some(speaker);
                read_up_to = text.len();
                speech_end = Some(text.len());
                block_quoted = true;
            }
        }
        // Where the writer's words before the next quote start: after the last quote read as
        // speech, past any words in marks the writer's sentence took up (`said in a statement
        // that the airline was “experiencing disruptions” as a result of the storms. “…”`).
        let mut sentence_from = 0;
        for (k, span) in ps.spans.iter().enumerate() {
            let from = if k == 0 { 0 } else { ps.spans[k - 1].close_end };
            let context_from = sentence_from.min(from);
            group_named |= names_a_group(&text[from..span.start()]);
            if read_up_to < span.start() {
                let piece = &text[read_up_to..span.start()];
                narrative |= piece.chars().any(char::is_alphabetic);
                reader.read(piece, p.start + read_up_to);
            }
            read_up_to = read_up_to.max(span.close_end);
            // Marks inside an answer are the answerer's own words ("the producer said, “…”"),
            // and a mark left open before a labelled turn runs into it: the turn wins.
            let in_an_answer = |t: &Turn| {
                t.words.contains(&span.start())
                    || (span.start() < t.words.start && t.words.start < span.close_end)
            };
            if block_quoted || answers_here.iter().any(in_an_answer) {
                continue;
            }
            // “What is the worst script you have ever read?”: “i was given a script…”: a
            // reader's question in marks, a colon, and the answer in marks, as the highlights
            // of an "ask me anything" print them. The question is no one's quote; the answer is
            // the person interviewed's.
            let prompt_before = |k: usize| {
                let (Some(prompt), Some(answer)) = (ps.spans.get(k), ps.spans.get(k + 1)) else {
                    return false;
                };
                k == 0
                    && prompt.start() == indent
                    && text[prompt.close_end..answer.start()].trim() == ":"
                    && text[prompt.inner.clone()].split_whitespace().count() >= 3
            };
            if prompt_before(k) {
                continue;
            }
            let answers_a_prompt = k.checked_sub(1).is_some_and(prompt_before);
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
            let before = &ps.before[k];
            // “…play.” Ferrante agreed, …: a quote that closes its own sentence is attributed
            // by the clause before it ("According to Hollis, “"), where there is one; the name
            // after it opens the next sentence, which is narrative.
            let closes_sentence = inner.trim_end().ends_with('.');
            // `As Lerman put it, “…,” Okoro answered, “…”`: a quote introduced by its own clause
            // leaves the clause after it to the quote that clause runs into.
            let introduces_next = |a: &Attribution| {
                let runs_into = text
                    .get(a.clause.clone())
                    .is_some_and(|c| c.trim_end().ends_with([',', ':']));
                runs_into
                    && ps.spans.get(k + 1).is_some_and(|next| {
                        text.get(a.clause.end..next.start())
                            .is_some_and(|gap| gap.trim().is_empty())
                    })
            };
            let after = match &ps.after[k] {
                Some(_) if closes_sentence && before.is_some() => &None,
                Some(a) if before.is_some() && introduces_next(a) => &None,
                after => after,
            };
            let continues_previous_paragraph = k == 0
                && previous_ran_on
                && span.open.is_some_and(|o| o == indent)
                && !quotes.is_empty();
            let opens = opens_clause(text, from, span) || before.is_some();
            // `“Great,” says a board member, before a screen with the text “Session in
            // progress” appears.`: past a credit, the writer's sentence may quote words of its
            // own; only a credit that ends its clause or introduces the next quote ("before
            // saying") runs on into it.
            // (`“…,” he added. “…” Phelps said that he would retire. “Not only…”`: a sentence
            // that reports what was said is the writer's, and the words after it a quote of
            // their own.)
            let reports_what_was_said = |q: usize| {
                let said_from = quotes[q]
                    .segments
                    .last()
                    .map_or(0, |s| s.end.saturating_sub(p.start));
                text.get(said_from..span.start()).is_some_and(|between| {
                    words(between)
                        .windows(2)
                        .any(|w| is_verb(&w[0]) && w[1].lower() == "that")
                })
            };
            let merges_with_previous = previous_run.is_some_and(|(q, attribution_end)| {
                let lead_in = text[..span.start()].trim_end();
                let glued_after_the_writers_sentence =
                    previous_inside_a_sentence && attribution_end == span.start();
                !glued_after_the_writers_sentence
                    && text
                        .get(attribution_end..span.start())
                        .is_some_and(|gap| gap.trim().is_empty())
                    && !reports_what_was_said(q)
                    && (lead_in
                        .ends_with(|c: char| c.is_ascii_punctuation() || "—–…”’»".contains(c))
                        || lead_in
                            .rsplit(char::is_whitespace)
                            .next()
                            .and_then(|last| words(last).pop())
                            .is_some_and(|w| is_verb(&w) || is_reporting_participle(&w)))
            });
            // "“Harbor Lights” is the first record…": a few quoted words the sentence goes on
            // from are a title, whatever introduced them.
            // (`Cox shouted "Yes!" when she heard`: but a cry or a question right after its
            // verb is what was said.)
            let cried = before.is_some() && inner.trim_end().ends_with(['!', '?']);
            // (`He added, "Nothing is lost" with a heart emoji.`: nor is a post's words, what
            // the sentence goes on to say it came with.)
            // (`SZA begins “SOS,” with searing vocals`: a title, a word or a few in capitals, is
            // still none.)
            let posted_with = before.is_some()
                && inner.split_whitespace().nth(2).is_some()
                && !in_title_case(inner)
                && words(crate::text::head(&text[span.close_end..], 12))
                    .first()
                    .is_some_and(|w| matches!(w.text, "with" | "alongside"));
            let sentence_goes_on = after.is_none()
                && !looks_like_a_sentence(inner)
                && !cried
                && !posted_with
                && text[span.close_end..]
                    .trim_start()
                    .starts_with(char::is_lowercase);
            // "McLaren Lewis Hamilton (1st, Q3 - 1m 24.922s) “…”": a heading and its person's
            // words on one line. (A heading is short: only a paragraph's first bytes are read.)
            // (A label with a colon is `before`'s, which knows a character's name from a cast.)
            let inline_heading = (k == 0
                && before.is_none()
                && span.start() <= 120
                && !text[..span.start()].trim_end().ends_with(':'))
            .then(|| speaker_heading(&text[..span.start()]))
            .flatten()
            // "Kit Problems --" over words under Ana Lind's heading: a topic, unless the page
            // names that person again.
            .filter(|name| {
                heading.is_none()
                    || !is_dashed_topic(&text[..span.start()])
                    || names.mentions(name) >= 2
            })
            .map(|name| reader.heading_person(&name, p.start));
            if inline_heading.is_some() {
                heading.clone_from(&inline_heading);
            }
            let opens = opens || inline_heading.is_some();
            // Under a speaker's heading, a quote that opens its paragraph is that person's.
            let under_heading =
                heading.is_some() && (span.start() == indent || inline_heading.is_some());
            // A whole sentence quoted inside a sentence of the text is speech too; but an
            // answer's own quotations are part of the answer, what someone "was like" imagines
            // more than quotes ("He's like “Get out of my office.”"), and after a comma the
            // attribution's rules decide ("As the saying goes, “…”" is nobody's).
            // (`joked that she was “Verklempt over…!”`: words after "she was" say what she
            // was, in her words or not, and complete the writer's sentence.)
            let within_the_sentence = || {
                let lead_in = text[from..span.start()].trim_end();
                let mut last_words = lead_in.rsplit(|c: char| !c.is_alphanumeric());
                let last_word = last_words.next();
                let describes_a_person = last_word.is_some_and(is_copula)
                    && last_words
                        .next()
                        .is_some_and(|w| Pronoun::of(w).is_some() || w == "I");
                !lead_in.ends_with(',')
                    && !describes_a_person
                    && last_word.is_some_and(|w| !w.is_empty() && !w.eq_ignore_ascii_case("like"))
            };
            let inside_a_sentence = !(opens
                || override_hit.is_some()
                || merges_with_previous
                || span.open.is_none()
                || continues_previous_paragraph)
                && answers_here.is_empty()
                && within_the_sentence();
            let whole_sentence_inside = inside_a_sentence && quotes_a_whole_sentence(inner);
            // "saying that they're “all so supportive… We're a team…”": words that run on past
            // the sentence they open in.
            let runs_past = inside_a_sentence
                && !whole_sentence_inside
                && runs_past_its_sentence(inner, &text[span.close_end..]);
            // "On Monday, “She's unlike any character I've read,” Smulders told EW": a sentence
            // of the speaker's quoted after a few words of the writer's and credited right after.
            let sentence_before_its_credit = after.is_some() && opens_a_sentence(inner);
            // `The rocker, 37, "is the kind of person who is always in a T-shirt," says another
            // friend.`: words the writer's sentence takes up, run to a comma and credited right
            // after it, are the speaker's where they say something of their own; a few words
            // (`is “a return to the guitar,” Juno said`) are the writer's report.
            // (Fewer words in the first person, set off by a comma before them, are the
            // speaker's too: `Even at dawn, “the flames had already outrun us,” said the
            // battalion chief` is no writer's account; `He called it “Don't Stop Me Now,”` is.)
            let in_the_first_person_after_a_comma = || {
                inner.split_whitespace().nth(3).is_some()
                    && text[..span.start()].trim_end().ends_with(',')
                    && interview::speaks_in_first_person(inner)
            };
            let credited_fragment = after.is_some()
                && inner.trim_end().ends_with(',')
                && (inner.split_whitespace().count() >= CREDITED_FRAGMENT_WORDS
                    || in_the_first_person_after_a_comma());
            let quoted_inside_a_sentence = whole_sentence_inside
                || runs_past
                || !opens && (sentence_before_its_credit || credited_fragment);
            // "Author of ‘The Big Picture,’ ‘The Pursuit of Happiness,’ ‘Leaving the World’…":
            // titles in a list, each in title case and none attributed, are no one's words.
            let a_title = after.is_none() && before.is_none() && in_title_case(inner);
            // "warning signs (e.g., “STAY OUT! WILL SHOOT!”)": words given as an example are
            // no one's.
            // (Words given as an example, or written on a sign, are shown, not said.)
            // (Only a short gap is read: a paragraph may hold a sign, then thousands of quotes.)
            let listed_after_a_sign = sign_ended_at.is_some_and(|end| {
                span.start().saturating_sub(end) <= 16
                    && text.get(end..span.start()).is_some_and(|gap| {
                        matches!(gap.trim().trim_matches(',').trim(), "" | "and" | "or")
                    })
            });
            let shown_not_said = override_hit.is_none()
                && (gives_an_example(&text[..span.start()])
                    || a_sign_reads(&text[..span.start()])
                    || a_headline_reads(&text[..span.start()])
                    || a_document_titled(&text[..span.start()])
                    || read_on_a_sign(&text[span.close_end..])
                    || listed_after_a_sign);
            if shown_not_said {
                sign_ended_at = Some(span.close_end);
            }
            // "So a few” phrases of attempt” as I like to call them": a closing mark that opens a
            // paragraph's marks and that the sentence runs on from in small letters is a stray,
            // unless the paragraph before left a quote open. (A quote the page lost the opening
            // of ends its paragraph or has its credit: `…not others.” — Mayor Heisler`.)
            let continues_a_quote = span.open.is_none()
                && index.checked_sub(1).is_some_and(|before| {
                    per_paragraph[before]
                        .spans
                        .last()
                        .is_some_and(|s| s.inner.end == s.close_end)
                });
            let stray_close = span.open.is_none()
                && !continues_a_quote
                && after.is_none()
                && before.is_none()
                && text[span.close_end..]
                    .trim_start()
                    .starts_with(char::is_lowercase);
            let speech = override_hit.is_some()
                || !a_title
                    && !shown_not_said
                    && !stray_close
                    && (merges_with_previous
                        || continues_a_quote
                        || continues_previous_paragraph
                        || quoted_inside_a_sentence
                        || (opens
                            && !sentence_goes_on
                            && (after.is_some()
                                || before.is_some()
                                || introduced_here.is_some()
                                    && text[..span.start()].trim().is_empty()
                                || under_heading
                                || span.runs_on
                                || looks_like_a_sentence(inner)
                                || full_stop_after(text, span))));
            // "Swedes have a word for this: 'prylbögar'.": one word in small letters, no sentence
            // of its own, is a word mentioned, not said.
            // ("'Glee's' Lea Michele Reveals…": nor is a possessive, a show's or a band's.)
            let mentioned_word = override_hit.is_none() && {
                let word = inner.trim();
                !word.contains(char::is_whitespace)
                    && (word.starts_with(char::is_lowercase)
                        || word.ends_with("'s")
                        || word.ends_with("’s"))
                    && !word.ends_with(['.', '!', '?', '…'])
            };
            // (“Pills to grow / Pills to shrink…,” are sung by…; `(“…,” she sings)`: a song's
            // lines, set with slashes or credited to a singer, are sung, not said.)
            let sung = override_hit.is_none()
                && (inner.contains(" / ") || credited_as_sung(&text[span.close_end..]));
            if !speech || mentioned_word || sung {
                // `“…,” Cuse adds of shows like “Lost.” “Whereas…”`: a title the credit's
                // sentence names ends it, and the words quoted next still go on from the credit.
                if let Some((q, attribution_end)) = previous_run {
                    if text
                        .get(attribution_end..span.start())
                        .is_some_and(|gap| gap.trim().is_empty())
                    {
                        previous_run = Some((q, span.close_end));
                    }
                }
                continue;
            }
            let segment = {
                let r = trim_range(text, span.inner.clone());
                p.start + r.start..p.start + r.end
            };
            let attribution_end = after.as_ref().map_or(span.close_end, |a| a.clause.end);
            speech_end = Some(attribution_end);
            sentence_from = attribution_end;
            if continues_previous_paragraph && after.is_none() && before.is_none() {
                // The next paragraph of a quote that runs on: one quote.
                if let Some(last) = quotes.last_mut() {
                    last.segments.push(segment);
                    paragraph_speaker.clone_from(&last.speaker);
                    previous_run = Some((quotes.len() - 1, attribution_end));
                }
                continue;
            }
            let at = p.start + span.start();
            let forced = override_hit.and_then(|(_, o)| match &o.action {
                OverrideAction::Speaker(name) => Some(name.clone()),
                OverrideAction::NotAQuote => None,
            });
            // "Rosa: “…”", "Plus: “…”": a quote after a bare label opens its paragraph too.
            let label = text[..span.start()].trim();
            // (Words are counted only as far as needed: `label` is all the paragraph before the
            // quote, and a paragraph may hold thousands of quotes.)
            // ("Ended interview abruptly after ~20 minutes: “…”": so does a note with no
            // subject, whose words are those of the one the notes are about.)
            let after_label = label.ends_with(':')
                && (label.split_whitespace().nth(3).is_none()
                    || before.is_none()
                        && label.len() <= 300
                        && label.split_whitespace().nth(15).is_none()
                        && !label[..label.len() - 1].contains([':', '.', '!', '?'])
                        && reads_as_a_note(&words(label)));
            // "Apparently “There was a big argument…”": so does one adverb before it.
            let after_adverb = label.split_whitespace().nth(1).is_none()
                && matches!(words(label).as_slice(), [w] if is_adverb(w));
            // "(On the rebounds) “…”": and a topic in parentheses.
            // ("What's the gap between the races?" on a line over the quote: a question.)
            let after_topic = stage_direction(label).is_some_and(is_topic)
                || opens_a_line(text, span.start())
                    && (is_dashed_topic(label) || label.ends_with('?') && !label.contains('\n'));
            // ("Harbor coach Dana Reyes" over "on the last seconds: “…”": under a person's
            // heading, a topic of theirs, however long.)
            let after_a_headed_topic = heading.is_some() && is_topic_label(label);
            let opens_paragraph = span.start() == indent
                || inline_heading.is_some()
                || continues_previous_paragraph
                || after_label
                || after_adverb
                || after_topic
                || after_a_headed_topic;
            let context = &text[context_from..span.start()];
            let sentence = &context[last_sentence_start(context)..];
            let trimmed_sentence = sentence.trim_end();
            let complete = trimmed_sentence
                .char_indices()
                .next_back()
                .is_some_and(|(i, _)| ends_sentence(trimmed_sentence, i));
            let explicit = after.as_ref().or(before.as_ref());
            let quoted_words: HashSet<&str> = words(&text[span.inner.clone()])
                .iter()
                .map(Word::base)
                .collect();
            // "Host Tamara Dhia began by asking about Lizzo's single…. “I felt…,” she said": an
            // answer is not the host's, who asks; a question may be.
            let asks = text[span.inner.clone()].trim_end().ends_with('?');
            let interviewers = if asks {
                Vec::new()
            } else {
                reader.people.interviewers()
            };
            // (The "and" of "Jennifer Lopez and Alex Rodriguez" names no one.)
            let named_in_quote = |person: &str| {
                interviewers.iter().any(|i| i == person)
                    || person.split_whitespace().any(|part| {
                        part.chars().count() > 1
                            && part.starts_with(char::is_uppercase)
                            && quoted_words.contains(part)
                    })
            };
            // "“Si!” we replied" on a page with no byline: the writer speaks, whom no rule below
            // may replace with someone named nearby.
            let by_the_unnamed_writer = forced.is_none()
                && explicit.is_some_and(|a| matches!(a.who, Who::Pronoun(Pronoun::I)))
                && reader.author.is_none();
            let mut decided: Option<(String, &'static str)> = forced.map(|n| (n, "override"));
            if decided.is_none() {
                if let Some(a) = explicit {
                    let own_sentence =
                        (a.rule == "before").then(|| reader.people.sentence.saturating_sub(1));
                    // ("The “Heartfirst” singer addressed the split on her Instagram Story,
                    // writing": the singer the clause makes a woman.)
                    let said_of = match &a.who {
                        Who::Role {
                            noun,
                            definite: true,
                            ..
                        } => text.get(a.clause.clone()).and_then(|clause| {
                            let ws = words(clause);
                            let at = ws.iter().position(|w| w.lower() == *noun)?;
                            gender_said_of_subject(clause, &ws, at)
                        }),
                        _ => None,
                    };
                    decided = reader
                        .resolve(&a.who, at, own_sentence, said_of, &named_in_quote)
                        .map(|s| (s, a.rule));
                }
            }
            // "Simone also shared some insight, saying that they're “all so supportive of one
            // another. We're a team…”": words that run on past their sentence are the words of
            // whoever that sentence has speaking.
            if decided.is_none() && runs_past {
                let ws = words(sentence);
                if ws.iter().any(is_verb) {
                    let who = speaker_before_a_verb(sentence, &ws).or_else(|| {
                        match subject_of(sentence) {
                            Some(Subject::Possessive(_)) | None => None,
                            Some(subject) => Some(Who::of_subject(subject)),
                        }
                    });
                    decided = who
                        .and_then(|who| reader.resolve(&who, at, None, None, &named_in_quote))
                        .map(|s| (s, "before"));
                }
            }
            // Only its own attribution names whose words a sentence quoted inside it are: "She
            // told the children to “…”" may be anyone's, not the article's main speaker.
            let attributed_by_its_words = decided.is_some();
            let credit = credit_under
                .get(index + 1)
                .cloned()
                .flatten()
                .filter(|_| decided.is_none() && k + 1 == ps.spans.len());
            let credited_to_no_one = matches!(credit, Some(Credit::ToNoOneNamed));
            if let Some(Credit::To(person)) = credit {
                decided = Some((person, "credit-under"));
            }
            // "(Farnell) “…”": a radio transcript's label, a name the article gives in full.
            // "(Sound of the crowd) “…”": no one's, and no one's before or after either.
            let direction = (k == 0 && explicit.is_none())
                .then(|| stage_direction(label))
                .flatten();
            if decided.is_none() {
                if let Some(label) = direction.filter(|l| is_name_label(l)) {
                    decided = reader
                        .resolve(
                            &Who::Name(label.to_string()),
                            at,
                            None,
                            None,
                            &named_in_quote,
                        )
                        .filter(|name| name.contains(' '))
                        .map(|s| (s, "label"));
                }
            }
            if decided.is_none() && k == 0 && span.start() == indent {
                decided = introduced_here.clone().map(|s| (s, "introduced"));
            }
            if decided.is_none() && (merges_with_previous || continues_previous_paragraph) {
                decided = previous_run
                    .map(|(q, _)| &quotes[q])
                    .or(quotes.last())
                    .and_then(|q| q.speaker.clone())
                    .map(|s| (s, "interrupted"));
            }
            // "“Outpost, this is Ines Marlow with Southern Wire, how do you read me?”": a caller
            // who gives her own name in full says the words she gives it in.
            if decided.is_none() {
                decided = caller_named_in(&text[span.inner.clone()])
                    .map(|name| reader.resolve_name(&name, at))
                    .map(|s| (s, "names-self"));
            }
            // "What are you missing most about London?‘Everything!…’": the answer to the
            // writer's question to "you", or to a reporter's question in parentheses, is the
            // person interviewed, whom the title names.
            // "Is raising hell a theme on the new album?" and then, as its own paragraph, the
            // answer in marks: the person the title names answers.
            let answers_a_question_before = k == 0
                && span.start() == indent
                && index.checked_sub(1).is_some_and(|before| {
                    let question = paragraphs[before].text.trim();
                    per_paragraph[before].spans.is_empty()
                        && question.ends_with('?')
                        && question.split_whitespace().count() <= 60
                        && (titled_by != TitledBy::Nobody || interview::addresses_you(question))
                });
            // "1. What was the game’s single biggest play? How did it unfold? “I think…”": a
            // numbered question the page's title says whom it asks.
            let answers_its_numbered_question = k == 0
                && trimmed_sentence.ends_with('?')
                && titled_by != TitledBy::Nobody
                && opens_a_numbered_item(text[indent..].trim_start());
            if decided.is_none()
                && ((trimmed_sentence.ends_with('?') && interview::addresses_you(sentence))
                    || answers_its_numbered_question
                    || parenthesized_question(context)
                    || answers_a_prompt
                    || answers_a_question_before)
            {
                // (Under a sheet's heading, "Teodora Vasile, Romania, 400 IM", the answer is
                // hers.)
                decided = match heading.clone() {
                    Some(s) => Some((s, "heading")),
                    None => question_answerer
                        .get_or_insert_with(|| {
                            interviewee(article, &[], index, &names, &not_people, author.as_deref())
                        })
                        .clone()
                        .map(|s| (s, "answer-to-question")),
                };
            }
            if decided.is_none() && complete {
                let known = |name: &str| {
                    let full = reader.resolve_name(name, at);
                    known_speakers.contains(&full).then_some(full)
                };
                let named_in_full = |name: &str| {
                    let full = reader.resolve_name(name, at);
                    (full.contains(' ') && looks_like_person(&full)).then_some(full)
                };
                if let Some(who) = speaker_of_sentence(sentence, &known, &named_in_full) {
                    decided = reader
                        .resolve(&who, at, None, None, &named_in_quote)
                        .map(|s| (s, "sentence-before"));
                }
            }
            // "“Ah, that's the rub. …” Martin stood and walked over to the whiteboard.": a
            // quote that opens its paragraph, nothing said of it after, then a sentence whose
            // subject, right after the marks, is a person the page names: that person's words.
            if decided.is_none() && k == 0 && span.start() == indent && after.is_none() {
                decided = subject_right_after(text, span.close_end)
                    .map(|name| reader.resolve_name(&name, at))
                    .filter(|full| reader.people.knows(full) || known_speakers.contains(full))
                    .map(|s| (s, "beat"));
            }
            if decided.is_none() {
                decided = paragraph_speaker.clone().map(|s| (s, "same-paragraph"));
            }
            if decided.is_none() && opens_paragraph {
                decided = heading.clone().map(|s| (s, "heading"));
            }
            // (A byline's writer, "Marta Quinn Jan 18, 2024", names no one who speaks next.)
            // (`Inflo played … / “He really taught me to chill out.”`: words that open on "he"
            // or "she" and speak of "me" tell of the person just read about; that person is not
            // who says them.)
            // (`Sam Cosgrove` alone on its line over `“He’s in good company…”`: a manager's
            // sheet heads what he says of each player with the player's name.)
            let under_a_bare_name = index.checked_sub(1).is_some_and(|before| {
                let line = paragraphs[before].text.trim();
                let ws = words(line);
                (2..=4).contains(&ws.len())
                    && ws.iter().all(|w| w.is_capitalized())
                    && line
                        .chars()
                        .all(|c| c.is_alphabetic() || c == ' ' || c == '-')
            });
            let tells_of_someone = || {
                let ws = words(inner);
                // (`“He’s the nicest human being… It surprises me every time…”`: "he's" opens
                // them as "he" does, and "me" may come a few sentences in.)
                ws.first().is_some_and(|w| matches!(w.base(), "He" | "She"))
                    && (under_a_bare_name
                        || ws.iter().take(40).any(|w| {
                            matches!(w.text.split(['\'', '’']).next(), Some("me" | "I" | "my"))
                        }))
            };
            if decided.is_none() && opens_paragraph {
                decided = previous_paragraph_subject
                    .clone()
                    .filter(|s| Some(s) != reader.author.as_ref())
                    .filter(|_| !tells_of_someone())
                    .or_else(|| previous_paragraph_speaker.clone())
                    .map(|s| (s, "paragraph-before"));
            }
            // "On working with Malick: “…”", or quotes on their own after "Some of what she told
            // us:": before anyone in the article has spoken, a roundup of one interview, whose
            // person the title and the introduction name.
            let topic_label = is_topic_label(label);
            // Alone, or only more quotes after it to the paragraph's end ("On fame: “…”
            // [on her dark side] “…”").
            let only_quotes_after = ps.spans.get(k + 1).is_some_and(|next| {
                text[span.close_end..next.start()].trim().is_empty()
                    && ps
                        .spans
                        .last()
                        .is_some_and(|last| text[last.close_end..].trim().is_empty())
            });
            let alone = (text[span.close_end..].trim().is_empty() || only_quotes_after)
                && (topic_label || text[..span.start()].trim().is_empty());
            if decided.is_none() && alone && reader.main_speaker().is_none() {
                // Only a person the title names: a launch commentary under "Liftoff for
                // SpaceX" is no one's, though its first lines name the space station.
                decided = question_answerer
                    .get_or_insert_with(|| {
                        interviewee(article, &[], index, &names, &not_people, author.as_deref())
                    })
                    .clone()
                    .filter(|person| {
                        let surname = person.rsplit(' ').next().unwrap_or_default();
                        title_words.iter().any(|w| w.base() == surname)
                            || heading_person
                                .as_deref()
                                .is_some_and(|h| h.rsplit(' ').next() == Some(surname))
                            || given_the_title_role(article, &title_words, index, person)
                    })
                    .map(|s| (s, "interviewee"));
            }
            // "…we spoke with three set designers. “I never read…”": one of a group the writer
            // introduced just before, not the article's main speaker.
            let cites_a_source = source_cited_at.is_some_and(|at| at < span.start());
            // "According to Waldau, there's a confrontation ahead. “He has to deal with him.”":
            // a source someone the article quotes elsewhere is that person.
            if decided.is_none() && cites_a_source {
                let source = source_cited_at.and_then(|at| {
                    let rest = &text[at + "ccording to ".len()..span.start()];
                    name_at(rest, &words(rest), 0).map(|(name, _)| name)
                });
                decided = source
                    .map(|name| reader.resolve_name(&name, at))
                    .filter(|full| {
                        known_speakers.contains(full)
                            || quotes.iter().any(|q| q.speaker.as_ref() == Some(full))
                    })
                    .map(|s| (s, "according-to"));
            }
            if decided.is_none() && !group_named && !cites_a_source && !in_the_writers_box {
                decided = reader.main_speaker().map(|s| (s, "main-speaker"));
            }
            // A sound is no one's. "(On the rebounds) “…”" is a postgame sheet's topic: the
            // quote is its heading's, or no one's, never a name from the paragraphs around.
            let topic = direction.is_some_and(is_topic);
            let kept = match decided {
                Some((_, "label" | "override")) => true,
                Some((_, "heading")) => topic,
                _ => false,
            };
            if (direction.is_some() && !kept)
                || (quoted_inside_a_sentence && !attributed_by_its_words)
                || credited_to_no_one
                || by_the_unnamed_writer
            {
                decided = None;
            }
            let (speaker, rule) = match decided {
                Some((s, rule)) => (Some(s), rule),
                None => (None, "none"),
            };
            for a in [after, before].into_iter().flatten() {
                if let (Some(role), Some(s)) = (&a.role, &speaker) {
                    reader.people.roles.push((s.clone(), role.clone()));
                }
                if outlet.is_none() {
                    outlet.clone_from(&a.outlet);
                }
            }
            let plural = matches!(
                after.as_ref().or(before.as_ref()).map(|a| &a.who),
                Some(Who::Pronoun(Pronoun::They))
            );
            if let Some(s) = &speaker {
                reader.spoke(s, plural);
            }
            let line = lines.line(p.start + span.inner.start);
            // “…(no closing mark) / “…,” he said.: a quote that ran on from the paragraph before
            // is one quote with this one, whose attribution names both.
            let joins_ran_on = continues_previous_paragraph
                && quotes
                    .last()
                    .is_some_and(|q| q.speaker.is_none() || q.speaker == speaker);
            match previous_run {
                Some((q, _)) if merges_with_previous && quotes[q].speaker == speaker => {
                    quotes[q].segments.push(segment);
                    previous_run = Some((q, attribution_end));
                }
                _ if joins_ran_on => {
                    let q = quotes.len() - 1;
                    quotes[q].segments.push(segment);
                    quotes[q].speaker.clone_from(&speaker);
                    quotes[q].rule = rule;
                    previous_run = Some((q, attribution_end));
                }
                _ => {
                    quotes.push(RawQuote {
                        speaker: speaker.clone(),
                        rule,
                        paragraph: index,
                        segments: vec![segment],
                        line,
                    });
                    previous_run = Some((quotes.len() - 1, attribution_end));
                }
            }
            previous_inside_a_sentence =
                after.is_none() && inner.trim_start().starts_with(char::is_lowercase);
            if speaker.is_some() {
                paragraph_speaker = speaker;
            }
        }
        for turn in answers_here {
            let words = without_enclosing_marks(text, turn.words.clone());
            // ("Kevin (00:04):" over its words on the lines after: they start past the break.)
            let lead = text[words.clone()].len() - text[words.clone()].trim_start().len();
            let tail = text[words.clone()].len() - text[words.clone()].trim_end().len();
            let words = (words.start + lead).min(words.end - tail)..words.end - tail;
            // ("Can you please tell everyone your name?" over "Hemendra Mathur": a name alone
            // answers, but says nothing to quote.)
            let answered_words = &text[words.clone()];
            // (". . . .": an answer of dots alone, a silence written down, says nothing either.)
            let says_nothing = words_of_a_name_alone(answered_words)
                || !answered_words.chars().any(char::is_alphanumeric);
            if says_nothing {
                last_answer = None;
                continue;
            }
            let segment = p.start + words.start..p.start + words.end;
            let speaker = match &turn.kind {
                TurnKind::Answer { label: Some(label) } => {
                    Some(turn_answerer(label, segment.start))
                }
                // (Under a sheet's heading, "Missy Franklin, USA, 200 free", hers.)
                TurnKind::Answer { label: None } => heading
                    .clone()
                    .or_else(|| round_up_person.clone())
                    .or_else(|| unlabelled_answerer.clone()),
                // More of the answer before, while no other quote came between; after one, a
                // quote of its own by the same person, so segments stay in reading order.
                TurnKind::MoreOfAnswer => match last_answer {
                    Some(q) if q + 1 == quotes.len() => {
                        quotes[q].segments.push(segment);
                        continue;
                    }
                    Some(q) => quotes[q].speaker.clone(),
                    None => continue,
                },
            };
            if let Some(s) = &speaker {
                reader.spoke(s, false);
                paragraph_speaker = Some(s.clone());
            }
            // In reading order among the paragraph's quotes.
            let at = first_quote_here
                + quotes[first_quote_here..].partition_point(|q| {
                    q.segments.first().is_some_and(|s| s.start < segment.start)
                });
            quotes.insert(
                at,
                RawQuote {
                    speaker,
                    rule: "answer",
                    paragraph: index,
                    line: lines.line(segment.start),
                    segments: vec![segment],
                },
            );
            last_answer = Some(at);
        }
        let rest = &text[read_up_to.min(text.len())..];
        // A paragraph ends in narrative unless its last speech (and attribution: "…,” she
        // says.") ends it; titles and song names in marks are narrative.
        let ends_in_narrative = speech_end.is_none_or(|end| {
            text.get(end..)
                .is_some_and(|tail| tail.chars().any(char::is_alphabetic))
        });
        if rest.chars().any(char::is_alphabetic) {
            reader.read(rest, p.start + read_up_to);
        }
        // ("On what Head Coach Jay Gruden said at halftime:" is a quote sheet's topic, the
        // question its player answers, and introduces no one.)
        if introduces_next.is_none() && !is_topic_label(text.trim()) {
            if let Some(who) = introducer(rest) {
                introduces_next =
                    reader.resolve(&who, p.start + text.len(), None, None, &|_| false);
                introduces_a_speech = introduces_a_whole_speech(rest);
            }
        }
        introduced = introduces_next;
        narrative |= ends_in_narrative;
        quote_only[index] = !ps.spans.is_empty() && !narrative;
        previous_ran_on = ps.spans.last().is_some_and(|s| s.runs_on);
        let last_is_quote = !ends_in_narrative;
        // "…, Vince Blackall admitted recently that…": where the last sentence has no subject the
        // reader follows, the person right before its reporting verb.
        let speaker_of_last = |reader: &mut Reader| {
            let last_sentence = &text[last_sentence_start(text.trim_end())..];
            let ws = words(last_sentence);
            let who = presented_here(last_sentence, &ws)
                .or_else(|| speaker_before_a_verb(last_sentence, &ws))?;
            reader.resolve(&who, p.start + text.len(), None, None, &|_| false)
        };
        // The headline's person is the title rules' to give ("interviewee"), to a quote alone:
        // "“Nobody slept,” Speaking outside, the crew said" under "Mara Quell Talks Tour" is not
        // hers. A headline that gives a person words, "Susan Collins: I do not believe…", has
        // her go on speaking ("“…,” the Maine Republican told CNN").
        let is_headline = index == 0 && text.trim() == title.trim();
        previous_paragraph_subject = if is_headline {
            headline_speaker.clone()
        } else if last_is_quote {
            None
        } else {
            reader
                .last_subject
                .clone()
                .or_else(|| speaker_of_last(&mut reader))
        };
        previous_paragraph_speaker = if last_is_quote || previous_ran_on {
            paragraph_speaker.or_else(|| quotes.last().and_then(|q| q.speaker.clone()))
        } else {
            paragraph_speaker
        };
    }

    // Quote-only paragraphs take the speaker of the attributed quote that follows them, unless
    // that quote is introduced before its words (`Ryan Block: 'Ohhhh Steve!'` under a live
    // blog's bullets of the keynote speaker's words): a new voice starts there. So does one
    // given to the subject of the narrative before it, where that subject has not spoken: in
    // "Kuldeep took 2-40. / “When you win a Test…” / “We've got to nurture them…,” said Rohit"
    // the writer put one credit after both of Rohit's paragraphs.
    let mut seen = HashSet::new();
    let spoke_before: Vec<bool> = quotes
        .iter()
        .map(|q| q.speaker.as_ref().is_some_and(|s| !seen.insert(s.clone())))
        .collect();
    // (The credit after the next quote's words, not a name heading it: on a team sheet,
    // "Paolo Ferri, 4th" over his words is his, whoever the next heading names.)
    let mut next: Option<(usize, String, bool)> = None;
    for (i, q) in quotes.iter_mut().enumerate().rev() {
        if let Some((paragraph, speaker, credited_after)) = &next {
            let unspoken_subject =
                q.rule == "paragraph-before" && !spoke_before[i] && *credited_after;
            if (q.speaker.is_none() || unspoken_subject)
                && *paragraph <= q.paragraph + 1
                && quote_only[q.paragraph]
            {
                q.speaker = Some(speaker.clone());
                q.rule = "later";
            }
        }
        next = q
            .speaker
            .clone()
            .filter(|_| q.rule != "before")
            .map(|s| (q.paragraph, s, q.rule == "after"));
    }

    // "“I am happy if she is.” / That is what head coach Pat Summitt had to say about…": a
    // paragraph that opens by pointing back at the words before it credits them; "“My name is
    // Javier Bosso and I’m a 7th grader…”": so do words that open on their speaker's full
    // name. (Over a guess from the paragraphs before, too.)
    for q in quotes.iter_mut() {
        let guessed = q.speaker.is_none()
            || matches!(
                q.rule,
                "main-speaker" | "paragraph-before" | "last-speaker" | "later"
            );
        if !guessed {
            continue;
        }
        let opening = q
            .segments
            .first()
            .and_then(|s| article.source.get(s.clone()));
        if let Some(name) = opening.and_then(names_themselves) {
            q.speaker = Some(reader.resolve_name(&name, q.segments[0].start));
            q.rule = "names-themselves";
            continue;
        }
        let Some(next) = paragraphs
            .get(q.paragraph + 1)
            .filter(|_| quote_only[q.paragraph])
        else {
            continue;
        };
        if let Some(name) = points_back_at_the_words(&next.text) {
            q.speaker = Some(reader.resolve_name(&name, next.start));
            q.rule = "pointed-back";
        }
    }

    // "…this fresh email from a former student:" over a letter quoted whole, then "“Love,
    // Ellen.”": a letter's words are whoever signs it, where no rule named anyone surer.
    for q in quotes.iter_mut() {
        let guessed = q.speaker.is_none() || matches!(q.rule, "main-speaker" | "paragraph-before");
        let Some(end) = q.segments.last().map(|s| s.end).filter(|_| guessed) else {
            continue;
        };
        let last = paragraphs
            .partition_point(|p| p.start <= end)
            .saturating_sub(1);
        // (The sign-off may close the quote itself, its own paragraph opened with a mark.)
        let own_last_line = q.segments.last().map(|s| &article.source[s.clone()]);
        let signer = own_last_line.and_then(signed_off_by).or_else(|| {
            texts
                .iter()
                .skip(last + 1)
                .take(2)
                .find_map(|t| signed_off_by(t))
        });
        if let Some(name) = signer {
            q.speaker = Some(reader.resolve_name(&name, end));
            q.rule = "signed";
        }
    }
    let mut quotes = without_pull_quotes(quotes, &article.source);

    for q in &quotes {
        if q.speaker.is_none() {
            let words_of: Vec<&str> = q
                .segments
                .first()
                .map(|s| {
                    article.source[s.clone()]
                        .split_whitespace()
                        .take(6)
                        .collect()
                })
                .unwrap_or_default();
            let words_of = words_of.join(" ");
            let offset = q.segments.first().map_or(0, |s| s.start);
            note(
                &mut out,
                offset,
                format!(
                    "no speaker found for the quote “{words_of}…”: no one is named before, after or around it. To settle it, add to overrides.txt:\n    {} | {words_of} | speaker: NAME",
                    article.file.rsplit('/').next().unwrap_or(&article.file)
                ),
            );
        }
    }
    // "Penelope Cruz" in the title, "Penélope Cruz" in the text: one person, named as the page
    // writes her with her accents.
    let accented = names.with_accents();
    if !accented.is_empty() {
        for q in &mut quotes {
            let full = q
                .speaker
                .as_deref()
                .filter(|s| s.is_ascii())
                .and_then(|s| accented.get(&crate::search::fold(s)));
            if let Some(full) = full {
                q.speaker = Some(full.clone());
            }
        }
    }
    // "Dev Patel Jr. wrote": a generation's suffix keeps the full stop the words of a name
    // leave out, as a label's "JOHNNIE COCHRAN JR.:" gives it, so one person has one name.
    for q in &mut quotes {
        if let Some(speaker) = q.speaker.as_mut() {
            if speaker.ends_with(" Jr") || speaker.ends_with(" Sr") {
                speaker.push('.');
            }
        }
    }
    out.quotes = quotes
        .into_iter()
        .filter(|q| q.segments.iter().any(|s| !s.is_empty()))
        .collect();
    // An article that gives nothing is said so, never dropped in silence.
    if out.quotes.is_empty() {
        let questions = texts.iter().filter(|t| t.trim_end().ends_with('?')).count();
        let why = if questions >= 2 {
            "it reads like questions and answers with no labels: label each turn (`Q:` and \
             `A:`, or the speaker's name and a colon) and its answers become quotes"
        } else {
            "no quotation marks open speech, and no transcript labels open answers"
        };
        let start = paragraphs.first().map_or(0, |p| p.start);
        note(
            &mut out,
            start,
            format!("no quotes found in this article: {why}"),
        );
    }
    out.roles = std::mem::take(&mut reader.people.roles);
    out.outlet = outlet;
    out.used_overrides = used_overrides;
    out
}

/// Words a fragment of a quote inside the writer's sentence must have to be a quote of its own.
const CREDITED_FRAGMENT_WORDS: usize = 8;

/// Words a pull quote must have before it counts as one: a short answer ("Yes, of course.")
/// may well be said twice.
const PULL_QUOTE_WORDS: usize = 8;

/// Quotes without their pull quotes: a page often shows a sentence of a quote in large type
/// above the article ("It was a big victory for us.") and then the whole quote in its place. A
/// quote of eight words or more whose words all stand, in order, inside another of the
/// article's quotes, with no other named speaker, is that one's copy and is dropped; of two
/// identical quotes the later, in its place, stays. Two people may say the same words.
/// Linear: only quotes holding the copy's first eight words are compared.
fn without_pull_quotes(quotes: Vec<RawQuote>, source: &str) -> Vec<RawQuote> {
    let words_of = |q: &RawQuote| -> Vec<String> {
        q.segments
            .iter()
            .flat_map(|s| source[s.clone()].split(|c: char| !c.is_alphanumeric()))
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let texts: Vec<Vec<String>> = quotes.iter().map(words_of).collect();
    let mut holders: HashMap<&[String], Vec<usize>> = HashMap::new();
    for (k, words) in texts.iter().enumerate() {
        for window in words.windows(PULL_QUOTE_WORDS) {
            let entry = holders.entry(window).or_default();
            if entry.last() != Some(&k) {
                entry.push(k);
            }
        }
    }
    let is_copy = |k: usize| {
        let words = &texts[k];
        let Some(opening) = words.get(..PULL_QUOTE_WORDS) else {
            return false;
        };
        // (Latest first: where one quote repeats many times, a later copy is found at once,
        // and the check stays linear.)
        holders.get(opening).is_some_and(|others| {
            others.iter().rev().any(|&other| {
                // ("“a truly great man of the cinema,” his agent tells CNN" in a list of
                // highlights, then his agent's whole quote under his name: a role as written
                // may be the person named further on.)
                let as_written = |s: &str| s.starts_with(char::is_lowercase);
                let same_speaker = match (&quotes[k].speaker, &quotes[other].speaker) {
                    (Some(a), Some(b)) => a == b || as_written(a) || as_written(b),
                    _ => true,
                };
                other != k
                    && same_speaker
                    && (texts[other].len() > words.len() || (texts[other] == *words && other > k))
                    && texts[other]
                        .windows(words.len())
                        .any(|window| window == words.as_slice())
            })
        })
    };
    let copies: Vec<bool> = (0..quotes.len()).map(is_copy).collect();
    quotes
        .into_iter()
        .zip(copies)
        .filter_map(|(q, copy)| (!copy).then_some(q))
        .collect()
}

/// What a caption's credit line opens with: "CREDIT: Collier Schorr/V Magazine".
const CREDIT_LABELS: [&str; 8] = [
    "credit",
    "credits",
    "photo",
    "photos",
    "photograph",
    "photography",
    "image",
    "courtesy",
];

/// What a page credits to someone "by" name: "a gown by Jason Wu", "photographed by Ana
/// Ruiz". A show "run by" or a team "led by" someone is that person's, and they may speak.
const CREDITED_WORKS: [&str; 20] = [
    "gown",
    "gowns",
    "dress",
    "dresses",
    "suit",
    "outfit",
    "look",
    "jewelry",
    "jewellery",
    "photo",
    "photos",
    "photograph",
    "photographs",
    "photographed",
    "lensed",
    "styled",
    "styling",
    "makeup",
    "illustration",
    "illustrated",
];

/// "Paul Drinkwater/NBC", "Didier Baverel/WireImage": whether the text right after a name
/// credits a photograph to it and its agency.
fn photo_credit(after_name: &str) -> bool {
    after_name
        .strip_prefix('/')
        .is_some_and(|agency| agency.starts_with(char::is_uppercase))
}

/// "on Sydney 2UE’s Paul Murray program": a name that a show's noun follows is the show's, and
/// no one the sentence's pronouns stand for.
fn names_a_show(after_name: &str) -> bool {
    let next = after_name.split_whitespace().next().unwrap_or_default();
    matches!(
        next.trim_end_matches([',', '.']),
        "program" | "programme" | "show" | "podcast" | "broadcast"
    ) && after_name.starts_with(' ')
}

/// Whether the text before a quotation mark ends by introducing an example: "(e.g., ", "i.e. ".
/// Only the last few bytes are read: a paragraph may hold thousands of quotes.
/// What is written on a sign is no one's speech: `Beaty’s sign said, “Party like it’s 1917,”`,
/// `On her back, the sign reads: “I pledge to...”`. Only the last bytes are read, as for an
/// example.
fn a_sign_reads(before: &str) -> bool {
    let tail = tail(before, 40)
        .trim_end()
        .trim_end_matches([',', ':'])
        .to_lowercase();
    let mut ws = tail.split_whitespace().rev();
    let (Some(verb), Some(mut noun)) = (ws.next(), ws.next()) else {
        return false;
    };
    // ("held signs that read “…”": the relative pronoun between.)
    if matches!(noun, "that" | "which") {
        noun = ws.next().unwrap_or_default();
    }
    let noun = noun.trim_end_matches("’s").trim_end_matches("'s");
    SIGN_READS.contains(&verb) && SIGNS.contains(&noun)
}

/// "The headline of this release from University of South Australia immediately caught my eye:
/// “…”": a headline, a title or a slogan, the subject of the sentence whose colon introduces the
/// words, is shown, not said.
fn a_headline_reads(before: &str) -> bool {
    let tail = tail(before, 160).trim_end();
    let sentence = &tail[last_sentence_start(tail)..];
    let ws = words(sentence);
    let headline_first = match ws.as_slice() {
        [determiner, noun, ..] => {
            matches!(
                determiner.lower().as_str(),
                "the" | "a" | "its" | "their" | "his" | "her"
            ) && HEADLINES.contains(&noun.lower().as_str())
        }
        _ => false,
    };
    sentence.ends_with(':') && headline_first
}

const HEADLINES: [&str; 4] = ["headline", "title", "tagline", "slogan"];

/// "according to a study on how “Happy employees may be the key to success for
/// organizations.”": a document and what it is about, right before the marks, which hold its
/// title, not anyone's words.
fn a_document_titled(before: &str) -> bool {
    let tail = tail(before, 40).trim_end().to_lowercase();
    let ws: Vec<&str> = tail.split_whitespace().rev().take(3).collect();
    matches!(
        ws.as_slice(),
        [how, on, document]
            if matches!(*how, "how" | "why" | "whether")
                && matches!(*on, "on" | "about")
                && DOCUMENTS.contains(document)
    )
}

// ("a text installation on the wall that stated, “TODAY, PRECISELY…”")
const SIGNS: [&str; 10] = [
    "sign",
    "signs",
    "banner",
    "placard",
    "poster",
    "t-shirt",
    "wall",
    "plaque",
    "billboard",
    "inscription",
];
const SIGN_READS: [&str; 8] = [
    "said", "says", "read", "reads", "reading", "saying", "stated", "states",
];

/// `“Welcome slow runners,” read a big red sign near the finish line`: a sign credited after
/// the words on it, within a few words of the verb.
fn read_on_a_sign(after: &str) -> bool {
    let head = crate::text::head(after, 60).to_lowercase();
    let clause = head.split(['.', ',', ';']).next().unwrap_or_default();
    let mut ws = clause.split_whitespace();
    ws.next().is_some_and(|verb| SIGN_READS.contains(&verb))
        && ws.take(5).any(|w| SIGNS.contains(&w))
}

fn gives_an_example(before: &str) -> bool {
    let before = tail(before, 12)
        .trim_end()
        .trim_end_matches([',', ':'])
        .to_lowercase();
    ["e.g.", "e.g", "i.e.", "i.e"].iter().any(|abbreviation| {
        before
            .strip_suffix(abbreviation)
            .is_some_and(|rest| !rest.ends_with(char::is_alphanumeric))
    })
}

/// "…, CNN reported.", "…,” Al Jazeera quoted.": a name that reports or quotes at the end of a
/// clause is the outlet a page took its news from, no one its pronouns stand for.
fn reports_as_an_outlet(after_name: &str) -> bool {
    let rest = after_name.trim_start();
    ["reported", "quoted"].iter().any(|verb| {
        rest.strip_prefix(verb)
            .is_some_and(|tail| tail.trim_start().is_empty() || tail.starts_with(['.', ',', ';']))
    }) && after_name.starts_with(' ')
}

/// Titles of courtesy, before a surname alone: "Ms East", "Mr Bell".
const COURTESY_TITLES: [&str; 5] = ["mr", "mrs", "ms", "miss", "dr"];

/// Whether a name after `before` (the text of its sentence or paragraph up to the name) is
/// credited rather than quoted: `before` ends in a credit's "… by", or is a credit line.
fn credited(before: &str) -> bool {
    // The last words, once: eight at most, so that a run of capitals before every name keeps a
    // long paragraph linear.
    let back: Vec<&str> = before.split_whitespace().rev().take(8).collect();
    let by_at = |k: usize| back.get(k).is_some_and(|w| w.eq_ignore_ascii_case("by"));
    let by_name = by_at(0)
        && back
            .get(1)
            .is_some_and(|work| CREDITED_WORKS.contains(&work.to_lowercase().as_str()));
    // "a statement read out loud by Crown prosecutor Dana Pike": who reads someone's words
    // aloud is not their author. A role of up to three words may come between "by" and the name.
    let read_out = (0..4).find(|&k| by_at(k)).is_some_and(|by| {
        back[by + 1..]
            .iter()
            .find(|w| {
                !["out", "aloud", "loud"]
                    .iter()
                    .any(|x| w.eq_ignore_ascii_case(x))
            })
            .is_some_and(|w| w.eq_ignore_ascii_case("read"))
    });
    let head = before.trim_start();
    let longest = CREDIT_LABELS.iter().map(|l| l.len()).max().unwrap_or(0);
    let credit_line = head
        .char_indices()
        .take(longest + 1)
        .find(|&(_, c)| c == ':')
        .is_some_and(|(colon, _)| CREDIT_LABELS.contains(&head[..colon].to_lowercase().as_str()));
    by_name || read_out || credit_line
}

/// Whether the name run at `range` ends in a possessive ("Fleet Foxes' ").
fn run_is_possessive(text: &str, range: &Range<usize>) -> bool {
    text[range.end..].starts_with(['\'', '’'])
        || words(&text[range.clone()])
            .last()
            .is_some_and(Word::is_possessive)
}

/// "Walking Dead Showrunner Discusses…" over "a phone interview with showrunner Glen Mazzara"
/// or "the show's star, Jo Park,": whether the paragraphs before `until` give `person` a role
/// the title names.
fn given_the_title_role(
    article: &ArticleFile,
    title_words: &[Word<'_>],
    until: usize,
    person: &str,
) -> bool {
    let person = person.to_lowercase();
    let roles: Vec<String> = title_words
        .iter()
        .filter(|w| is_role_noun(w.text))
        .map(Word::lower)
        .collect();
    if roles.is_empty() {
        return false;
    }
    article.paragraphs[..until.min(article.paragraphs.len())]
        .iter()
        .any(|p| {
            let text = p.text.to_lowercase();
            roles.iter().any(|role| {
                text.match_indices(role.as_str()).any(|(at, _)| {
                    text[at + role.len()..]
                        .trim_start_matches([',', ' '])
                        .starts_with(&person)
                })
            })
        })
}

/// The person a transcript's unlabelled and "A:" answers belong to: the only person whose name
/// labels answers, else the person the title and the lines before the questions name most (the
/// title counts twice), the first among equals. Never the writer.
fn interviewee(
    article: &ArticleFile,
    turns: &[Turn],
    intro_end: usize,
    names: &Names,
    not_people: &HashSet<String>,
    author: Option<&str>,
) -> Option<String> {
    let mut labels: Vec<String> = Vec::new();
    for turn in turns {
        if let TurnKind::Answer { label: Some(label) } = &turn.kind {
            let full = names.resolve(&interview::label_as_name(label), usize::MAX);
            if !labels.contains(&full) {
                labels.push(full);
            }
        }
    }
    if let [only] = labels.as_slice() {
        return Some(only.clone());
    }
    // "GRAEME MANSON:Yeah, he's rather…" under "ENTERTAINMENT WEEKLY: So, Mr. Wilford…": the one
    // full name in capitals that labels a paragraph before the questions, not the outlet's.
    let outlet = article.header.outlet.as_deref().map(str::to_lowercase);
    let mut labelled_before: Vec<String> = Vec::new();
    for p in &article.paragraphs[..intro_end.min(article.paragraphs.len())] {
        let Some((label, _)) = p.text.split_once(':') else {
            continue;
        };
        let label = label.trim();
        if !is_caps_name(label)
            || !label.contains(' ')
            || outlet.as_deref() == Some(&*label.to_lowercase())
        {
            continue;
        }
        let full = names.resolve(&interview::label_as_name(label), usize::MAX);
        if looks_like_person(&full) && !labelled_before.contains(&full) {
            labelled_before.push(full);
        }
    }
    if let [only] = labelled_before.as_slice() {
        return Some(only.clone());
    }
    let title = article.title();
    let texts = std::iter::once((title.as_str(), 0, 2)).chain(
        article.paragraphs[..intro_end.min(article.paragraphs.len())]
            .iter()
            .map(|p| (p.text.as_str(), p.start, 1)),
    );
    let mut counts: Vec<(String, usize)> = Vec::new();
    for (text, start, weight) in texts {
        // "Okoro Press Conference": in the title, where a press conference's words end a name.
        let in_title = weight == 2 || text.trim() == title.trim();
        let ends_a_name = |w: &str| is_headline_verb(w) || in_title && is_press_title_word(w);
        for (run, range) in name_runs(text)
            .into_iter()
            .flat_map(|r| split_run_at(text, r, ends_a_name))
        {
            // "the Side Effects actress", "Fleet Foxes' Robin Pecknold": a film or a band that a
            // role noun or a name follows.
            let next = words(&text[range.end..]).into_iter().next();
            let affiliation = next.as_ref().is_some_and(|w| {
                is_role_word(w.text) || (run_is_possessive(text, &range) && is_name_word(w))
            });
            // "discussing Alexandre Lacazette's form": whom a possessive names, the page talks
            // about; "a gown by Jason Wu", "CREDIT: Ana Ruiz": whom it credits, it does not
            // interview.
            // "The Rehearsal Room": a place or a thing, never a person written with "the".
            let before = &text[..range.start];
            let after_the = before.char_indices().next_back().is_some_and(|(gap, c)| {
                !c.is_alphanumeric()
                    && before[..gap]
                        .rsplit(|c: char| !c.is_alphanumeric())
                        .next()
                        .is_some_and(|w| w.eq_ignore_ascii_case("the"))
            });
            // "Rockets Vs. Wizards": the two sides of a match.
            let versus = |w: Option<&str>| {
                w.is_some_and(|w| matches!(w.to_lowercase().as_str(), "vs" | "v" | "versus"))
            };
            let in_a_match = versus(next.as_ref().map(|w| w.text))
                || versus(words(before).last().map(|w| w.text));
            // "Harbor Lights: Noor Castell on…": a show's name before a colon and a person.
            let show_before_a_person = weight == 2
                && text[range.end..].strip_prefix(':').is_some_and(|rest| {
                    let rest = rest.trim_start();
                    name_runs(rest).first().is_some_and(|(next, r)| {
                        r.start == 0 && next.contains(' ') && looks_like_person(next)
                    })
                });
            if affiliation
                || after_the
                || in_a_match
                || show_before_a_person
                || credited(&text[..range.start])
                || run_is_possessive(text, &range)
            {
                continue;
            }
            let ws = words(&run);
            // "Walking Dead Showrunner Discusses…": a show or a team, then a role and no name
            // after it: no one.
            if ws.last().is_some_and(|w| is_role_word(w.text)) {
                continue;
            }
            // "Penn State HC Micah Shrewsberry talks…": the team and the role before the name.
            let mut name = name_past_affiliation(&run, &ws, 0)
                .filter(|(_, role, _)| role.is_some())
                .map(|(n, _, _)| n)
                .or_else(|| name_with_title(&run, &ws, 0).map(|(n, _, _)| n))
                .unwrap_or_else(|| run.clone());
            // "Rooney Mara Covers Vogue February 2013": a title in capitals runs the name on;
            // "Harbour Chess Cup 2011" names a thing, not a person and more.
            let names_a_thing = || {
                ws.iter()
                    .any(|w| crate::people::names_no_person(&w.lower()))
            };
            if !looks_like_person(&name) && ws.len() > 2 && !names_a_thing() {
                let first_two = format!("{} {}", ws[0].base(), ws[1].base());
                if looks_like_person(&first_two) {
                    name = first_two;
                }
            }
            // "Joe Wright Transformed Cyrano": a verb in the past, in title case, past a first
            // name and a surname ends the name (not "Alfred Molina", whose first name ends so).
            if in_title {
                let parts: Vec<&str> = name.split(' ').collect();
                let verb = (2..parts.len()).find(|&k| {
                    parts[k].len() >= 6
                        && parts[k].ends_with("ed")
                        && parts[k].starts_with(char::is_uppercase)
                });
                if let Some(k) = verb {
                    name = parts[..k].join(" ");
                }
            }
            let full = names.resolve(&name, start + range.start);
            // "Trinitas President & CEO Nancy DiLiegro": a run that ends in a role is no name.
            let ends_in_role = full.rsplit(' ').next().is_some_and(is_role_word);
            if !full.contains(' ')
                || !looks_like_person(&full)
                || ends_in_role
                || not_people.contains(&full)
                || Some(full.as_str()) == author
            {
                continue;
            }
            match counts.iter_mut().find(|(n, _)| *n == full) {
                Some((_, count)) => *count += weight,
                None => counts.push((full, weight)),
            }
        }
    }
    // "Harbor Lights Showrunner Looks Back…" over "we spoke with showrunner Tessa Vance": the
    // role the title names counts as her name there would.
    let title_words = words(&title);
    for (name, count) in counts.iter_mut() {
        if given_the_title_role(article, &title_words, intro_end, name) {
            *count += 2;
        }
    }
    // "Matthew Rhys Interview: Perry Mason Season 2's Unexpected Direction": the person the
    // title calls the page an interview of, as counted ("Reese Witherspoon" where the title
    // runs her name into a film's, "Reese Witherspoon Home Again Interview").
    if let Some(interviewed) = interviewed_in_title(&title) {
        let counted = counts
            .iter()
            .map(|(name, _)| name)
            .find(|name| interviewed == **name || interviewed.starts_with(&format!("{name} ")));
        return Some(counted.cloned().unwrap_or(interviewed));
    }
    // "kestrel, \"We play better…\"": the handle the title credits words to, over any name the
    // introduction gives more often (a photo's credit, the event).
    if let Some(handle) = handle_quoted_in_title(&title) {
        return Some(handle);
    }
    // "Today I will be having an interview with my Grandad": a relative of the writer's, whom
    // the page never names, over the blog's own name.
    if let Some(relative) = relative_the_intro_interviews(article, intro_end) {
        return Some(relative);
    }
    // "I sat down with Brent of I See Stars": the one the introduction says it talked with,
    // though by a first name alone, over a bandmate it names in full in passing.
    if let Some(guest) = guest_the_intro_sat_down_with(article, intro_end, names) {
        return Some(guest);
    }
    // "Interview with Will": a single name, but the one the title says the interview is with,
    // or a line of the introduction ("Issue 57 of Stencil Mag" over "Interview with Alex").
    let interview_with = |line: &str| {
        let ws = words(line);
        let [.., with, name] = ws.as_slice() else {
            return None;
        };
        let announced = interview::announces_an_interview(&[line]);
        (announced
            && with.lower() == "with"
            && is_name_word(name)
            && looks_like_person(name.base()))
        .then(|| name.base().to_string())
    };
    let mut intro_lines = article.paragraphs[..intro_end.min(article.paragraphs.len())]
        .iter()
        .map(|p| p.text.trim())
        .filter(|line| !line.contains('\n') && line.split_whitespace().nth(5).is_none());
    most_counted(&counts)
        .or_else(|| interview_with(&title))
        .or_else(|| intro_lines.find_map(interview_with))
        .or_else(|| coach_of_a_press_title(&title, names))
        .or_else(|| greeted_in_first_question(article, intro_end))
}

/// "When the grieving mother rose from her seat, every eye followed her.": where the main
/// clause has no person for its subject, the role that is the subject of the clause leading to
/// it, whom the sentence is about.
fn role_of_a_leading_clause(sentence: &str, ws: &[Word<'_>]) -> Option<Subject> {
    let [conjunction, first, ..] = ws else {
        return None;
    };
    if !matches!(
        conjunction.lower().as_str(),
        "when" | "as" | "after" | "once" | "while" | "before"
    ) {
        return None;
    }
    let comma = sentence[first.range.start..].find(',')?;
    let clause = &sentence[first.range.start..first.range.start + comma];
    subject_of(clause).filter(|s| matches!(s, Subject::Role { .. }))
}

/// "Station, this is Keith Cowing with Reston Communications, how do you hear me?": the full
/// name a radio or telephone call opens by giving as its caller's, after a greeting of a few
/// words at most. Not "Mom, this is Dana Reyes. She starts Monday.": whom a caller introduces,
/// the next sentence tells of.
fn caller_named_in(quoted: &str) -> Option<String> {
    let head = crate::text::head(quoted.trim_start(), 160);
    let at = head.find("this is ").or_else(|| head.find("This is "))?;
    let greeting = &head[..at];
    if greeting.split_whitespace().nth(3).is_some() {
        return None;
    }
    let rest = &head[at + "this is ".len()..];
    let ws = words(rest);
    let (name, end) = name_at(rest, &ws, 0)?;
    if !name.contains(' ') || !looks_like_person(&name) || ws[end - 1].is_possessive() {
        return None;
    }
    let after = rest[ws[end - 1].range.end..].trim_start();
    let gives_where_from = ws.get(end).is_some_and(|w| {
        after.starts_with(w.text)
            && matches!(
                w.lower().as_str(),
                "with"
                    | "from"
                    | "at"
                    | "of"
                    | "for"
                    | "calling"
                    | "speaking"
                    | "here"
                    | "reporting"
            )
    });
    let tells_of_the_one_named = || {
        after.starts_with(['.', '!']) && {
            let next = words(&after[1..]);
            next.first().is_some_and(|w| {
                matches!(
                    w.lower().as_str(),
                    "he" | "she" | "they" | "his" | "her" | "their"
                )
            })
        }
    };
    let sentence_ends = after.is_empty() || after.starts_with(['.', '!', ',', '?']);
    (gives_where_from || sentence_ends && !tells_of_the_one_named()).then_some(name)
}

/// "I sat down with Brent…", "I grabbed a few minutes with Brent": the person the introduction
/// says the writer talked with, by the name it gives there (resolved to a full one where the
/// page gives it).
fn guest_the_intro_sat_down_with(
    article: &ArticleFile,
    intro_end: usize,
    names: &Names,
) -> Option<String> {
    const WITH: [&str; 5] = [
        "sat down with ",
        "minutes with ",
        "caught up with ",
        "chatted with ",
        "conversation with ",
    ];
    article.paragraphs[..intro_end.min(article.paragraphs.len())]
        .iter()
        .find_map(|p| {
            let text = p.text.as_str();
            WITH.iter().find_map(|phrase| {
                let at = text.find(phrase)? + phrase.len();
                let rest = &text[at..];
                let ws = words(rest);
                let (name, _) = name_at(rest, &ws, 0).filter(|&(_, end)| end >= 1)?;
                let first = ws.first()?;
                (first.range.start == 0 && looks_like_person(&name))
                    .then(|| names.resolve(&name, p.start + at))
            })
        })
}

/// "an interview with my Grandad", "I interviewed my aunt": "my" and the relation, as the
/// introduction writes them.
fn relative_the_intro_interviews(article: &ArticleFile, intro_end: usize) -> Option<String> {
    const INTERVIEWS: [&str; 3] = ["interview with my ", "interviewed my ", "interviewing my "];
    article.paragraphs[..intro_end.min(article.paragraphs.len())]
        .iter()
        .find_map(|p| {
            let text = p.text.as_str();
            INTERVIEWS.iter().find_map(|phrase| {
                let at = text.find(phrase)? + phrase.len() - "my ".len();
                let ws = words(&text[at..]);
                let relation = ws.get(1)?;
                // ("an interview with my friend Dana Ruiz": the name the relation goes on to.)
                let named = ws.get(2).is_some_and(|w| w.is_capitalized());
                (crate::people::relation_noun(relation).is_some() && !named)
                    .then(|| format!("{} {}", ws[0].text, relation.base()))
            })
        })
}

/// "Hi Kvik, congratulations! How did you celebrate?": the name the first question greets, for
/// an interview whose guest the page names no other way (a player's handle in marks).
fn greeted_in_first_question(article: &ArticleFile, intro_end: usize) -> Option<String> {
    let question = &article.paragraphs.get(intro_end.checked_sub(1)?)?.text;
    let ws = words(question);
    let [greeting, name, ..] = ws.as_slice() else {
        return None;
    };
    let greets = matches!(
        greeting.lower().as_str(),
        "hi" | "hello" | "hey" | "welcome"
    );
    let set_off = question[name.range.end..].starts_with([',', '!']);
    (greets && set_off && name.is_capitalized() && looks_like_person(name.base()))
        .then(|| name.base().to_string())
}

/// Words that, after a name opening a title, make the page one person's press conference.
const PRESS_TITLE_WORDS: [&str; 6] = [
    "postgame",
    "post-game",
    "pregame",
    "press",
    "presser",
    "transcript",
];

fn is_press_title_word(word: &str) -> bool {
    PRESS_TITLE_WORDS.contains(&word.to_lowercase().as_str())
}

/// "Fedora postgame transcript", "Mallory Press Conference": a coach's press conference, which
/// sports pages title with the surname alone (or the full name the article gives).
/// ("Hawks-Otters Postgame Quotes", "Bears Postgame Quotes": a match's or a team's sheet of
/// several people's words.)
fn coach_of_a_press_title(title: &str, names: &Names) -> Option<String> {
    let ws = words(title);
    if ws.iter().any(|w| w.lower() == "quotes") {
        return None;
    }
    let [name, next, ..] = ws.as_slice() else {
        return None;
    };
    (is_name_word(name)
        && !name.text.contains('-')
        && !is_press_title_word(name.text)
        && is_press_title_word(next.text)
        && looks_like_person(name.base()))
    .then(|| {
        // The full name whose surname it is; not "Okoro Press", the title's own capitals.
        let full = names.resolve(name.base(), usize::MAX);
        match full.rsplit(' ').next() {
            Some(last) if last == name.base() => full,
            _ => name.base().to_string(),
        }
    })
}

/// A name run cut at a headline's verbs: "Jessica Biel Covers Marie Claire's August Issue" is
/// "Jessica Biel" and "Marie Claire's August Issue".
fn split_at_headline_verbs(text: &str, run: (String, Range<usize>)) -> Vec<(String, Range<usize>)> {
    split_run_at(text, run, is_headline_verb)
}

/// "One Direction’s member", "the Little Mix member": the words in capitals right before a
/// role's noun, the last of `ws`, in small letters and without a possessive ("one direction").
/// `None` where a small word comes first ("the former member").
fn affiliation_before(text: &str, ws: &[Word<'_>]) -> Option<String> {
    let (noun, before) = ws.split_last()?;
    let mut next = noun;
    let mut run = Vec::new();
    for w in before.iter().rev().take(4) {
        if !w.is_capitalized() || !adjacent(text, w, next) || is_title_word(w) {
            break;
        }
        run.push(w.base().to_lowercase());
        next = w;
    }
    (!run.is_empty()).then(|| {
        run.reverse();
        run.join(" ")
    })
}

/// "We switched off against Juventus - Mikel": the person a headline of their words credits
/// after a dash at its end, by a name of one to three words.
fn credited_after_the_headline(headline: &str) -> Option<String> {
    let (words_of_theirs, credit) = [" - ", " – ", " — "]
        .iter()
        .filter_map(|dash| headline.rsplit_once(dash))
        .max_by_key(|(before, _)| before.len())?;
    let ws = words(credit);
    let name = credit.trim();
    let named = (1..=3).contains(&ws.len())
        && ws
            .iter()
            .all(|w| w.is_capitalized() && !is_headline_verb(w.text))
        && name
            .chars()
            .all(|c| c.is_alphabetic() || c == ' ' || c == '.' || c == '-');
    (named && words(words_of_theirs).len() >= 3 && looks_like_person(name))
        .then(|| name.to_string())
}

/// "Written by Gabriel", "Posted by: Ana Ruiz": a line that credits the writer, alone in its
/// paragraph.
fn is_writers_credit(paragraph: &str) -> bool {
    crate::article::credited_writer(paragraph.trim()).is_some_and(|name| {
        let ws = words(name);
        (1..=4).contains(&ws.len()) && !name.contains('\n') && ws.iter().all(|w| w.is_capitalized())
    })
}

/// A name run cut at the words `cut` says no name holds.
fn split_run_at(
    text: &str,
    run: (String, Range<usize>),
    cut: impl Fn(&str) -> bool,
) -> Vec<(String, Range<usize>)> {
    let ws = words(&text[run.1.clone()]);
    // "Debate Moderators Can Draw Out…", "Conference Calls Can Air Dirty Laundry": after a
    // plural and before more words, "Can" and "Will" are a headline's modals, and the words
    // after them its verb ("Emre Can", "Will Smith" keep theirs).
    let modal = (1..ws.len().saturating_sub(1))
        .find(|&k| matches!(ws[k].text, "Can" | "Will") && ws[k - 1].text.ends_with('s'));
    let cut_at = |k: usize| cut(ws[k].text) || modal.is_some_and(|m| k >= m);
    if !(0..ws.len()).any(cut_at) {
        return vec![run];
    }
    let mut k = 0;
    ws.split(|_| {
        k += 1;
        cut_at(k - 1)
    })
    .filter_map(|part| {
        let (first, last) = (part.first()?, part.last()?);
        let range = run.1.start + first.range.start..run.1.start + last.range.end;
        let name = part.iter().map(Word::base).collect::<Vec<_>>().join(" ");
        Some((name, range))
    })
    .collect()
}

/// "Melissa Barrera Felt 'Safe' with…", "Zendaya Zac Efron The Greatest Showman interview": a
/// headline in capitals, or a web address's words, runs names into each other and into the
/// words after them. Where the text names the people itself, the headline's run is cut into
/// those names: a full name may drop the words after it that the text never gives as a name,
/// and one name alone stands apart only before a full name the text gives ("Ana Lima" stays
/// whole where the text says "Ana" or "Lima").
fn into_names_of_the_text(
    text: &str,
    run: (String, Range<usize>),
    named: &HashSet<&str>,
) -> Vec<(String, Range<usize>)> {
    let ws = words(&text[run.1.clone()]);
    if ws.len() < 2 || named.contains(run.0.as_str()) {
        return vec![run];
    }
    let longest_name_at = |i: usize| {
        (i + 1..=ws.len()).rev().find_map(|j| {
            let name = ws[i..j]
                .iter()
                .map(Word::base)
                .collect::<Vec<_>>()
                .join(" ");
            named.contains(name.as_str()).then_some((j, name))
        })
    };
    let mut parts = Vec::new();
    let mut i = 0;
    while let Some((j, name)) = longest_name_at(i) {
        // ("Gideon Hale", where the text says "Hale", stays whole.)
        let one_word = j == i + 1;
        if one_word && longest_name_at(j).is_none_or(|(k, _)| k == j + 1) {
            break;
        }
        let range = run.1.start + ws[i].range.start..run.1.start + ws[j - 1].range.end;
        parts.push((name, range));
        i = j;
    }
    if parts.is_empty() {
        vec![run]
    } else {
        parts
    }
}

/// "Nosy Neighbor Nabs Bad Guys" over "The neighbor, who did not want to be identified, said":
/// a role before words of a headline that the text never writes as a name, while it calls
/// someone by that role in small letters, names no one; the words after it are the headline's,
/// not a person the role's credits could stand for. (A page may set its headline twice, once
/// with the site's name after it, among its first four paragraphs.)
fn named_only_by_role_in_the_text(
    texts: &[&str],
    title: &str,
    runs: &[Vec<(String, Range<usize>)>],
) -> Vec<String> {
    let title = title.trim();
    let is_headline = |index: usize| {
        let t = texts[index].trim();
        index < 4
            && !t.is_empty()
            && title.strip_prefix(t).is_some_and(|rest| {
                rest.is_empty() || rest.trim_start().starts_with(['-', '|', '–', '—'])
            })
    };
    let headlines: Vec<usize> = (0..texts.len().min(runs.len()))
        .filter(|&k| is_headline(k))
        .collect();
    let mut no_one = Vec::new();
    for (run, _) in headlines.iter().flat_map(|&k| runs[k].iter()) {
        let ws = words(run);
        let Some((name, Some(noun), _)) = name_with_title(run, &ws, 0) else {
            continue;
        };
        let body = || (0..texts.len().min(runs.len())).filter(|k| !headlines.contains(k));
        // (A heading in the body, "Cell Phone Helped Catch the Bad Guys", names no one either;
        // a heading is a short line, and only a few hundred bytes either side are read.)
        let in_a_heading = |k: usize, at: usize| {
            const HEADING: usize = 300;
            let text = texts[k];
            let lo = (at.saturating_sub(HEADING)..=at)
                .find(|&i| text.is_char_boundary(i))
                .unwrap_or(at);
            let hi = (at..=text.len().min(at + HEADING))
                .rev()
                .find(|&i| text.is_char_boundary(i))
                .unwrap_or(at);
            let start = match text[lo..at].rfind('\n') {
                Some(n) => lo + n + 1,
                None if lo == 0 => 0,
                None => return false,
            };
            let end = match text[at..hi].find('\n') {
                Some(n) => at + n,
                None if hi == text.len() => hi,
                None => return false,
            };
            in_title_case(&text[start..end])
        };
        let named_in_the_text = || {
            body().any(|k| {
                runs[k].iter().any(|(r, range)| {
                    r.split_whitespace()
                        .any(|w| name.split_whitespace().any(|part| part == w))
                        && !in_a_heading(k, range.start)
                })
            })
        };
        let role_in_small_letters =
            || body().any(|k| words(texts[k]).iter().any(|w| w.text == noun));
        if role_in_small_letters() && !named_in_the_text() {
            no_one.push(name);
        }
    }
    no_one
}

/// "neighbors", "many residents in the square": a speaker written in small letters that ends on
/// people in the plural, or a crowd.
fn is_a_group(speaker: &str) -> bool {
    !speaker.chars().any(char::is_uppercase)
        && speaker
            .split_whitespace()
            .any(|w| crate::people::people_counted(w) || is_crowd_word(w))
}

/// The name counted most, the first among equals.
fn most_counted<'a>(counts: impl IntoIterator<Item = &'a (String, usize)>) -> Option<String> {
    let mut best: Option<&(String, usize)> = None;
    for entry in counts {
        if best.is_none_or(|b| entry.1 > b.1) {
            best = Some(entry);
        }
    }
    best.map(|(name, _)| name.clone())
}

/// Words a quote sheet writes before a player's name: a class year or a position.
const SHEET_TITLES: [&str; 31] = [
    "freshman",
    "sophomore",
    "junior",
    "senior",
    "redshirt",
    "rookie",
    "assistant",
    "guard",
    "forward",
    "center",
    "centre",
    "quarterback",
    "striker",
    "goalkeeper",
    "midfielder",
    "defender",
    "pitcher",
    "catcher",
    "linebacker",
    "receiver",
    // A football team's positions, abbreviated: "WR Dario Fenn Jr.".
    "wr",
    "rb",
    "te",
    "fb",
    "lb",
    "cb",
    "db",
    "ol",
    "dl",
    "de",
    "dt",
];

/// "1st, Q3 - 1m 30.399s", "P18": where someone finished, as results open; not the years of a
/// life ("1945-2012").
fn is_placing(result: &str) -> bool {
    let first = result
        .split(|c: char| c.is_whitespace() || c == ',')
        .next()
        .unwrap_or_default()
        .to_lowercase();
    let ordinal = crate::text::is_numbered_ordinal(&first);
    let position = first
        .strip_prefix('p')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    ordinal || position
}

/// "A stunning fourth major win", "2014 Open Champion": words on what someone did, as a
/// round-up writes them in parentheses after the name; not the years of a life ("1945-2012").
fn says_what_they_did(inside: &str) -> bool {
    let ws = words(inside);
    (2..=12).contains(&ws.len())
        && ws
            .iter()
            .any(|w| w.text.chars().filter(|c| c.is_alphabetic()).count() >= 3)
}

/// "1st – Beat The Clock – Joao Moreira": a placing, what placed (a horse, a car), and who rode
/// or drove it, as racing's post-race quotes head each jockey's words.
fn placed_rider(line: &str) -> Option<String> {
    let parts: Vec<&str> = line.split(['–', '—']).map(str::trim).collect();
    let [placing, _, .., rider] = parts[..] else {
        return None;
    };
    if !is_placing(placing) || rider.contains('\n') {
        return None;
    }
    let ws = words(rider);
    let (name, end) = name_at(rider, &ws, 0)?;
    (end == ws.len() && name.contains(' ') && looks_like_person(&name)).then_some(name)
}

/// "George Russell" on a line of its own, a full name the article writes elsewhere too ("George
/// Russell qualified 18th"): the heading of that person's words. A name the article writes
/// nowhere else may be a section's title ("Early Days").
fn named_again_alone(line: &str, names: &Names) -> Option<String> {
    let line = line.trim();
    if line.contains('\n') {
        return None;
    }
    name_of_two_to_four_words(line).filter(|name| names.mentions(name) >= 2)
}

/// "McLaren Lewis Hamilton" where the article names Lewis Hamilton: a team or an outlet run into
/// the name before it. The name's last words that the article gives as a full name, else the
/// name as written.
fn known_tail(name: &str, names: &Names) -> String {
    let parts: Vec<&str> = name.split_whitespace().collect();
    (1..parts.len().saturating_sub(1))
        .map(|from| parts[from..].join(" "))
        .find(|tail| names.contains(tail))
        .unwrap_or_else(|| name.to_string())
}

/// "Tarik Celik on the emotions of winning: A lot of…", "Tarik on the final: I think…": a
/// paragraph that opens with a speaker's name and a topic before a colon (a label alone,
/// "GOVERNOR VALE:", is a transcript's, read by `interview`). The name and where the words start.
fn heading_run_into_words(text: &str) -> Option<(String, usize)> {
    let colon = crate::text::head(text, 160).find(": ")?;
    let label = &text[..colon];
    let ws = words(label);
    let (name, end) = name_at(label, &ws, 0)?;
    if !topic_follows(&ws, end) {
        return None;
    }
    let name = speaker_heading(&format!("{label}:")).unwrap_or(name);
    looks_like_person(&name).then_some((name, colon + 1))
}

/// "… on Growth", "… on the final": "on" and a topic after the name that ends at word `end`.
fn topic_follows(ws: &[Word<'_>], end: usize) -> bool {
    ws.get(end).is_some_and(|w| w.lower() == "on") && end + 1 < ws.len()
}

/// "Mizuki NOGUCHI (JPN) - Women's Marathon gold medallist", "NDEREBA Catherine (KEN)": a name
/// as results print it, the surname in capitals before or after the given name, then the
/// country's code and what the athlete won. The name as prose writes it ("Mizuki Noguchi",
/// "Catherine Ndereba").
fn results_style_name(line: &str) -> Option<String> {
    if line.contains('\n') {
        return None;
    }
    let (name, rest) = line.split_once(" (")?;
    let (code, after) = rest.split_once(')')?;
    let after = after.trim_start();
    let country_code = code.len() == 3 && code.bytes().all(|b| b.is_ascii_uppercase());
    if !country_code || !(after.is_empty() || after.starts_with(['-', '–', '—'])) {
        return None;
    }
    let parts: Vec<&str> = name.split_whitespace().collect();
    let in_capitals = |w: &&str| w.chars().count() >= 2 && !w.chars().any(char::is_lowercase);
    let (surnames, given): (Vec<&str>, Vec<&str>) = parts.iter().partition(|w| in_capitals(w));
    if !(2..=3).contains(&parts.len()) || surnames.len() != 1 || given.is_empty() {
        return None;
    }
    let surname = surnames[0];
    let mut letters = surname.chars();
    let first = letters.next()?;
    let surname = format!("{first}{}", letters.as_str().to_lowercase());
    let full = format!("{} {surname}", given.join(" "));
    looks_like_person(&full).then_some(full)
}

/// "David Evennett Portrait The Parliamentary Under-Secretary of State… (Mr David Evennett)"
/// over "- Hansard - - - Excerpts": a parliament site heads each speech with the member's
/// portrait, whose caption is the name, then the office or seat, then a link to the record.
fn portrait_over_a_record(heading: &str) -> Option<String> {
    let (first, record) = heading.split_once('\n')?;
    if !record.trim_start().starts_with("- Hansard") || record.contains('\n') {
        return None;
    }
    let (caption, _) = first.split_once(" Portrait ")?;
    name_alone(caption.trim())
}

/// "Coach John Groce:", "Junior Guard Armon Basset (25 pts):": a paragraph that only names a
/// person before a colon heads the quotes under it, as post-game quote sheets do.
fn speaker_heading(paragraph: &str) -> Option<String> {
    let trimmed = paragraph.trim();
    if let Some(name) = results_style_name(trimmed) {
        return Some(name);
    }
    if let Some(name) = portrait_over_a_record(trimmed) {
        return Some(name);
    }
    // Without a colon, a heading must say what the person is ("UCLA head coach Jim Mora").
    let (line, colon) = match trimmed
        .strip_suffix(':')
        .or_else(|| strip_label_dash(trimmed))
    {
        Some(line) => (line.trim_end(), true),
        None => (trimmed, false),
    };
    // "Mark Webber (1st, Q3 - 1m 30.399s)": a result in parentheses says what the person did,
    // as team-quote sheets head each driver's words; so do a few words in a round-up ("Rory
    // McIlroy (A stunning fourth major win)").
    let (line, result) = match line.strip_suffix(')') {
        Some(rest) => {
            let open = rest.rfind('(')?;
            let inside = &rest[open + 1..];
            let result = is_placing(inside) || says_what_they_did(inside);
            (rest[..open].trim_end(), result)
        }
        None => (line, false),
    };
    if let Some(rider) = placed_rider(line) {
        return Some(rider);
    }
    // "DANA REYES, on the last season:": the name, then the topic of the quote under it.
    if let Some((name, 0)) = colon.then(|| speaker_before_topic(line)).flatten() {
        return Some(name);
    }
    // "Craig Brown, former Scotland manager": a name, then what the person is.
    // ("1992: Jodie Foster, winning Best Actress for The Silence of the Lambs": a year before
    // the name, as a list of award speeches heads each, and what the person won after it.)
    let after_a_year = line
        .split_once(": ")
        .filter(|(year, _)| year.len() == 4 && year.bytes().all(|b| b.is_ascii_digit()))
        .map_or(line, |(_, rest)| rest);
    if let Some((name, role)) = after_a_year.split_once(',') {
        let role_ws = words(role);
        let ws = words(name);
        // "Max Verstappen, 1st, 1:23.778": or where the person finished.
        let won_what = role_ws
            .first()
            .is_some_and(|w| matches!(w.text, "winning" | "accepting" | "receiving"))
            && role_ws.len() <= 12;
        let says_what = (role_ws.len() <= 5
            && (is_placing(role) || role_ws.last().is_some_and(|w| is_role_word(w.text)))
            || won_what)
            && role_ws.iter().all(|w| !is_verb(w));
        // "Katinka Hosszu, Hungary, 200 freestyle": or, as a meet's quote sheet heads each
        // swimmer's words, two or three short items after the name, where the person is from
        // and what they swam.
        let items: Vec<&str> = role.split(',').map(str::trim).collect();
        let sheet_items = (2..=3).contains(&items.len())
            && items.iter().all(|item| {
                let item_ws = words(item);
                (1..=3).contains(&item_ws.len()) && item_ws.iter().all(|w| !is_verb(w))
            })
            && items[0].starts_with(char::is_uppercase);
        if (says_what || sheet_items) && !name.contains('\n') {
            if let Some((name, end)) = name_at(name, &ws, 0) {
                if end == ws.len() && name.contains(' ') && looks_like_person(&name) {
                    return Some(name);
                }
            }
        }
    }
    let ws = words(line);
    // ("Satsuma DB Kyle Douville on Gators' QB Karson Green:": past "on", the topic's words.)
    let heading_words = match colon.then(|| ws.iter().position(|w| w.text == "on")) {
        Some(Some(on)) => on,
        _ => ws.len(),
    };
    if line.contains('\n') || ws.is_empty() || heading_words > 8 {
        return None;
    }
    // "B.C. Rain OL James Hudson on first-year coach L.T. Yelding:", "Satsuma DB Kyle Douville
    // on …": as a media day's round-up heads each player's words, the team, the position, the
    // name in full, then the topic, which may name someone else.
    if heading_words < ws.len() {
        let team_and_position = (1..heading_words.min(5)).find(|&k| {
            ws[..k].iter().all(Word::is_capitalized)
                && (is_role_word(ws[k].text) || SHEET_TITLES.contains(&ws[k].lower().as_str()))
        });
        let player = team_and_position
            .and_then(|position| name_at(line, &ws, position + 1))
            .filter(|(name, end)| {
                *end == heading_words && name.contains(' ') && looks_like_person(name)
            });
        if let Some((name, _)) = player {
            return Some(name);
        }
    }
    // "Spurs’ Tony Parker", "Harbor's Tomas Lind": whose player, then the name in full.
    if let Some(team) = ws.iter().take(3).position(Word::is_possessive) {
        let team_words = ws[..=team].iter().all(Word::is_capitalized);
        if let Some((name, end)) = name_at(line, &ws, team + 1).filter(|_| team_words) {
            if end == ws.len() && name.contains(' ') && looks_like_person(&name) {
                return Some(name);
            }
        }
    }
    let (name, stated_role, end) = match name_past_affiliation(line, &ws, 0) {
        Some((name, role, end)) => (name, role, end),
        None => {
            let (name, end) = name_at(line, &ws, 0)?;
            (name, None, end)
        }
    };
    // "James Quincey on Growth:": the topic of what follows, as broadcasters' excerpts head it.
    let on_topic = colon && topic_follows(&ws, end);
    if end != ws.len() && !on_topic {
        return None;
    }
    // "Coach John Groce", "Freshman Guard DJ Cooper": the name is the run's last words.
    // "HEAD COACH DIRK KOETTER": in capitals, the name as a label in capitals reads.
    let name = if name.chars().any(char::is_lowercase) {
        name
    } else {
        interview::label_as_name(&name)
    };
    let parts: Vec<&str> = name.split_whitespace().collect();
    let is_sheet_role =
        |w: &str| is_role_word(w) || SHEET_TITLES.contains(&&*w.to_lowercase()) || is_title(w);
    let role_words = parts.iter().take_while(|w| is_sheet_role(w)).count();
    // "Quarterback Colt McCoy", "QB Robert Griffin III": a position the name run left out.
    let role_before = ws
        .iter()
        .take_while(|w| {
            !parts
                .first()
                .is_some_and(|first| w.base().eq_ignore_ascii_case(first))
        })
        .any(|w| is_sheet_role(w.text));
    // ("Dario Fenn Jr.": a generation's suffix is the name's too.)
    let suffixed = parts.last().is_some_and(|w| is_generation_suffix(w));
    let first = if parts.len() >= 4 {
        parts.len() - 2 - usize::from(suffixed)
    } else {
        role_words.min(parts.len().saturating_sub(2))
    };
    // ("Mayor Williams Issues Statement Following Council Override": a headline in title case
    // runs on past the name; what comes before the last two words is no position.)
    if parts[..first].iter().any(|w| !is_sheet_role(w)) {
        return None;
    }
    let name = parts[first..].join(" ");
    // "DJ Cooper": a first name in capitals is still a person's.
    // ("Robert Griffin III": the surname before a generation's numeral.)
    let surname = parts
        .iter()
        .rev()
        .find(|w| !is_generation_suffix(w))
        .is_some_and(|w| looks_like_person(w));
    let says_what = colon || stated_role.is_some() || role_words > 0 || role_before || result;
    (first + 2 <= parts.len() && surname && says_what).then_some(name)
}

/// "Fortus spoke with the St Louis Post-Dispatch": a one-word name is a person where a verb of
/// talking follows it (organisations "say" and "report", people speak, talk and tell).
/// `k` is the index of the name's last word.
fn speaks_next(sentence: &str, ws: &[Word<'_>], k: usize) -> bool {
    ws.get(k + 1).is_some_and(|next| {
        let verb = next.lower();
        adjacent(sentence, &ws[k], next)
            && (TALKING.contains(&verb.as_str())
                || matches!(
                    verb.as_str(),
                    "told"
                        | "tells"
                        | "recalled"
                        | "recalls"
                        | "explained"
                        | "explains"
                        | "admitted"
                        | "admits"
                        | "laughed"
                        | "laughs"
                        | "joked"
                        | "jokes"
                        // What entertainment pages have a star do: "Hartley teased that…".
                        | "teased"
                        | "teases"
                        | "gushed"
                        | "gushes"
                        | "quipped"
                        | "quips"
                        | "confessed"
                        | "confesses"
                ))
    })
}

/// Verbs of talking with someone: "spoke with", "talked to", "chatted with".
const TALKING: [&str; 6] = ["spoke", "speaks", "talked", "talks", "chatted", "chats"];

/// "point out", "pointing out", "chimed in", "piped up": a reporting verb and its particle.
fn reports_with_particle(verb: &Word<'_>, particle: &Word<'_>) -> bool {
    let chimes = matches!(
        verb.lower().as_str(),
        "chime" | "chimes" | "chimed" | "chiming" | "pipe" | "pipes" | "piped" | "piping"
    );
    matches!(particle.lower().as_str(), "out" | "in" | "up")
        && (chimes || is_verb(verb) || is_reporting_participle(verb))
}

/// "tell", "told", "tells", "telling": the name after it is the hearer ("told People").
fn is_telling(word: &Word<'_>) -> bool {
    matches!(word.lower().as_str(), "tell" | "told" | "tells" | "telling")
}

/// Who a reporting verb tells, between it and the quote: "told us, “…”".
const HEARERS: [&str; 11] = [
    "me",
    "us",
    "him",
    "her",
    "them",
    "you",
    "reporters",
    "viewers",
    "fans",
    "listeners",
    "journalists",
];

/// The name run starting at word `i`: returns (name, index after it).
pub(crate) fn name_at(text: &str, ws: &[Word<'_>], i: usize) -> Option<(String, usize)> {
    let mut j = i;
    loop {
        // "Gwen Discusses New Album": a title-case headline's verb ends the name.
        let extends = j < ws.len()
            && is_name_part(&ws[j])
            && !opens_a_date(ws, j)
            && (j == i || adjacent(text, &ws[j - 1], &ws[j]) && !is_headline_verb(ws[j].text));
        // "Ahmed al Saffar": a particle between two name words.
        let particle = j > i
            && j + 1 < ws.len()
            && is_name_particle(ws[j].text)
            && is_name_word(&ws[j + 1])
            && adjacent(text, &ws[j - 1], &ws[j])
            && adjacent(text, &ws[j], &ws[j + 1]);
        if particle {
            j += 2;
        } else if extends {
            j += 1;
        } else {
            break;
        }
        if ws[j - 1].is_possessive() {
            break;
        }
    }
    // A name ends in a real word, not an initial, and is not just an initial.
    if j == i || !is_name_word(&ws[j - 1]) {
        return None;
    }
    // ("Yelling to the youngest of the team: “…”": a verb of saying that opens a sentence
    // without its subject is no one's name.)
    if j == i + 1 && is_reporting_participle(&ws[i]) {
        return None;
    }
    Some((name_without_titles(&ws[i..j]), j))
}

/// The name a run of capitalized words gives: "Director Sam Iles", "said Mayor Sam Liccardo",
/// "Acme CEO Tom Hale said" and "said Tom Hale Acme Volunteer" are Sam Iles, Sam Liccardo and
/// Tom Hale (no title stands inside a name); the run still starts where it did. A title stays when only one word would be left
/// ("Coach Ellis" may be all the article ever calls him).
fn name_without_titles(run: &[Word<'_>]) -> String {
    // "…,” Said Darren Manning.", "Said Caporella:": a capitalized reporting verb opens no
    // name, even where one word is left.
    let run = match run {
        [verb, rest @ ..] if !rest.is_empty() && is_verb(verb) => rest,
        _ => run,
    };
    let run = &run[heading_in_capitals(run)..];
    let start = run[..run.len().saturating_sub(2)]
        .iter()
        .rposition(is_title_word)
        .map_or(0, |k| k + 1);
    // "said Brian Anderson Red Cross Volunteer": what the person is, written after the name.
    let end = if run.len() - start >= 3 && run.last().is_some_and(|w| is_title_word(w)) {
        start + 2
    } else {
        run.len()
    };
    run[start..end]
        .iter()
        .map(Word::base)
        .collect::<Vec<_>>()
        .join(" ")
}

/// "in West's words,", "in his words:", "in the words of Lee Park,": the clause before a quote
/// ends by saying whose words it quotes.
fn in_the_words_of(clause: &str, ws: &[Word<'_>]) -> Option<Who> {
    let n = ws.len();
    let last = ws.last()?;
    if !clause.trim_end().ends_with([',', ':']) {
        return None;
    }
    // "in the words of Lee Park,"
    if let Some(of) = (n.saturating_sub(6)..n).find(|&k| {
        k >= 3
            && ws[k].lower() == "of"
            && ws[k - 1].lower() == "words"
            && ws[k - 2].lower() == "the"
            && ws[k - 3].lower() == "in"
    }) {
        return name_at(clause, ws, of + 1)
            .filter(|(_, end)| *end == n)
            .map(|(name, _)| Who::Name(name));
    }
    if last.lower() != "words" || n < 3 {
        return None;
    }
    // "in his words,", "in West's own words,"
    let owner_end = if ws[n - 2].lower() == "own" {
        n - 2
    } else {
        n - 1
    };
    let owner = ws.get(owner_end.checked_sub(1)?)?;
    if let Some(p) = Pronoun::of_possessive(owner.text).filter(|p| *p != Pronoun::I) {
        return (owner_end >= 2 && ws[owner_end - 2].lower() == "in").then_some(Who::Pronoun(p));
    }
    if !owner.is_possessive() {
        return None;
    }
    let (name, first) = name_before(clause, ws, owner_end)?;
    (first >= 1 && ws[first - 1].lower() == "in").then_some(Who::Name(name))
}

/// The name run ending just before word `end`: returns (name, its first index).
fn name_before(text: &str, ws: &[Word<'_>], end: usize) -> Option<(String, usize)> {
    let mut i = end;
    loop {
        let joins = |k: usize| {
            k + 1 >= end || (!ws[k].is_possessive() && adjacent(text, &ws[k], &ws[k + 1]))
        };
        if i > 0 && is_name_part(&ws[i - 1]) && joins(i - 1) {
            i -= 1;
        } else if i > 1
            && i < end
            && is_name_particle(ws[i - 1].text)
            && is_name_word(&ws[i - 2])
            && joins(i - 1)
            && joins(i - 2)
        {
            // "Ahmed al Saffar": a particle between two name words.
            i -= 2;
        } else {
            break;
        }
    }
    if i == end || !is_name_word(&ws[end - 1]) {
        return None;
    }
    Some((name_without_titles(&ws[i..end]), i))
}

/// "said Senior Primate Keeper, Harmony Wallace", "said Assistant Secretary of the Goulburn Base
/// Hospital branch, Jane Cotter": an office in capitals (the run that ends before word `end`, in
/// a role word), what it is of, then after a comma the person who holds it, named in full.
fn holder_after_office(text: &str, ws: &[Word<'_>], end: usize) -> Option<String> {
    if !run_ends_in_an_office(ws, end) {
        return None;
    }
    let mut k = end;
    if ws.get(k).is_some_and(|w| w.lower() == "of") {
        k = (k + 1..ws.len().min(k + 9))
            .take_while(|&m| adjacent(text, &ws[m - 1], &ws[m]) && !is_verb(&ws[m]))
            .last()?
            + 1;
    }
    let person = ws.get(k)?;
    if text[ws[k - 1].range.end..person.range.start].trim() != "," {
        return None;
    }
    let (name, after) = name_at(text, ws, k)?;
    // The name ends the credit, or a clause about the person follows it ("…, Jacqui Hooper who
    // was the first to see the newborn").
    let ends = ws.get(after).is_none_or(|w| {
        !adjacent(text, &ws[after - 1], w) || matches!(w.lower().as_str(), "who" | "whose")
    });
    (ends && name.contains(' ') && looks_like_person(&name)).then_some(name)
}

/// "Harmony Wallace, the zoo’s senior Primate Keeper said": before a verb, an office in capitals
/// (the run from word `first`, ending in a role word) that a lowercase phrase opens ("the zoo’s
/// senior") after a comma is said of the person named in full before the comma.
fn holder_before_office(text: &str, ws: &[Word<'_>], first: usize, end: usize) -> Option<String> {
    if !run_ends_in_an_office(ws, end) {
        return None;
    }
    let comma = (first.saturating_sub(5)..first)
        .rev()
        .find(|&m| m > 0 && text[ws[m - 1].range.end..ws[m].range.start].trim() == ",")?;
    let opened_in_small_letters = ws[comma..first]
        .iter()
        .all(|w| !w.is_capitalized() && !is_verb(w))
        && (comma..first).all(|m| adjacent(text, &ws[m], &ws[m + 1]));
    if !opened_in_small_letters {
        return None;
    }
    let (name, _) = name_before(text, ws, comma)?;
    (name.contains(' ') && looks_like_person(&name)).then_some(name)
}

/// Whether the run of capitalized words that ends before word `end` ends in an office ("Senior
/// Primate Keeper", "Assistant Secretary").
fn run_ends_in_an_office(ws: &[Word<'_>], end: usize) -> bool {
    end.checked_sub(1)
        .is_some_and(|last| is_role_word(ws[last].text) || is_title(ws[last].text))
}

/// "said VTA Board Member and San Jose City Councilman Lan Diep": two roles in capitals joined by
/// "and" from word `i`, then the one person who holds both, named in full.
fn name_after_two_roles(text: &str, ws: &[Word<'_>], i: usize) -> Option<String> {
    let and = (i + 1..ws.len().min(i + 6))
        .take_while(|&k| ws[k].lower() == "and" || ws[k].is_capitalized())
        .find(|&k| ws[k].lower() == "and")?;
    // ("said John Riccitiello, President and Chief Operating Officer": a name, then its roles.)
    let one_run = !text[ws[i].range.start..ws[and].range.start].contains(',');
    if !one_run || !ws[i..and].iter().all(Word::is_capitalized) || !is_role_word(ws[and - 1].text) {
        return None;
    }
    name_past_affiliation(text, ws, and + 1)
        .or_else(|| name_with_title(text, ws, and + 1))
        .map(|(name, _, _)| name)
        .filter(|name| name.contains(' ') && looks_like_person(name))
}

/// "Rural/Metro Fire", "President/CEO": where the run of capitals ending before word `end` goes
/// on past a slash, the index after the last run so joined.
fn past_slashed_runs(text: &str, ws: &[Word<'_>], mut end: usize) -> usize {
    while end < ws.len() && &text[ws[end - 1].range.end..ws[end].range.start] == "/" {
        match name_at(text, ws, end) {
            Some((_, next)) => end = next,
            None => break,
        }
    }
    end
}

/// A person named behind what they belong to: "Glasswing drummer Obi Ferrante", "Low Orchard
/// singer-guitarist Remy Castellane", "Marrowfield's Tessa Quill", "Apple CEO Tim Cook". The run
/// at word `i` is the band, company or show; the person is the name after it and a person noun
/// (or after its possessive). Returns (name, role as stated, index after the name).
pub(crate) fn name_past_affiliation(
    text: &str,
    ws: &[Word<'_>],
    i: usize,
) -> Option<(String, Option<String>, usize)> {
    // "two-time US Open finalist Wozniacki", "DHD2 Health Officer Denise Bryan": an affiliation
    // may open with an acronym that is no name word, digits and all.
    let acronym_led = || {
        let acronym = ws.get(i).filter(|w| {
            w.text.len() >= 2
                && w.text.starts_with(|c: char| c.is_ascii_uppercase())
                && w.text
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })?;
        // ("said US astronaut Shannon Walker": or the role right after it.)
        match ws
            .get(i + 1)
            .filter(|next| adjacent(text, acronym, next) && next.is_capitalized())
        {
            Some(_) => name_at(text, ws, i + 1),
            None => Some((String::new(), i + 1)),
        }
    };
    let (_, j) = name_at(text, ws, i).or_else(acronym_led)?;
    let mut j = past_slashed_runs(text, ws, j);
    // "Ward 3’s Chris Tolbert", "Local 1199’s Ana Ruiz": a ward or a branch by its number.
    let numbered = ws.get(j).is_some_and(|w| {
        w.is_possessive()
            && w.base().bytes().all(|b| b.is_ascii_digit())
            && adjacent(text, &ws[j - 1], w)
    });
    if numbered {
        j += 1;
    }
    // "Apple CEO Tim Cook": a capitalized role inside the run (but "Florida International
    // University professor Ana Lind": a role word in an organisation's name, where no person
    // follows it).
    let role_inside = |end: usize| {
        (i + 1..end.saturating_sub(1))
            .find(|&k| is_role_word(ws[k].text))
            .and_then(|k| {
                let (name, end) = name_at(text, ws, k + 1)?;
                looks_like_person(&name).then(|| (name, Some(ws[k].text.to_string()), end))
            })
    };
    // ("Big Brothers Big Sisters of America President/CEO Judy Vredenburgh": "of" and a place
    // go on with the organisation's name before its roles.)
    let past_of = || {
        ws.get(j).filter(|w| w.lower() == "of")?;
        let (_, end) = name_at(text, ws, j + 1)?;
        role_inside(past_slashed_runs(text, ws, end))
    };
    let role_inside = role_inside(j).or_else(past_of);
    if role_inside.is_some() {
        return role_inside;
    }
    // "Florida International University (FIU) professor": the organisation's initials in
    // parentheses after its name.
    let initials = j + 1 < ws.len()
        && text[ws[j - 1].range.end..ws[j].range.start].trim_start() == "("
        && text[ws[j].range.end..ws[j + 1].range.start].trim_end() == ")"
        && ws[j].text.chars().all(|c| c.is_ascii_uppercase());
    if initials {
        j += 1;
    }
    // ("Silver Sound partner/festival director Cory Choy": two roles joined by a slash.)
    let joined = |k: usize| {
        adjacent(text, &ws[k - 1], &ws[k])
            || &text[ws[k - 1].range.end..ws[k].range.start] == "/"
            || initials && k == j
    };
    let mut k = j;
    // ("NIWA marine biologist and voyage co-leader Sadie Mills": or by "and".)
    let mut most = 3;
    while k < ws.len() && k - j < most && !ws[k].is_capitalized() && joined(k) && !is_verb(&ws[k]) {
        if k > j && most == 3 && ws[k].lower() == "and" {
            most = k - j + 4;
        }
        k += 1;
    }
    // ("says Laura Swisher of her husband Adam's sign": what follows a name after "of" is no
    // role before another name.)
    if k > j
        && matches!(
            ws[j].lower().as_str(),
            "of" | "for" | "with" | "to" | "about"
        )
    {
        return None;
    }
    let role = (k > j).then(|| text[ws[j].range.start..ws[k - 1].range.end].to_string());
    // "USAREUR planner Lt. Col. Robert Guenther": a word made as agent nouns are ends the role
    // before a full name, though no list holds it.
    // ("co-leader": the agent noun after a prefix.)
    let agent = |w: &str| crate::people::looks_like_agent_noun(w.rsplit('-').next().unwrap_or(w));
    // "Colonial Williamsburg's director of archaeology Jack Gary": the role's noun stands before
    // what it is of.
    let head = (j..k)
        .find(|&m| m > j && ws[m].lower() == "of")
        .map_or(k - 1, |of| of - 1);
    // ("Detroit police Chief James White said": or a title in capitals opens the name after the
    // organisation's word.)
    let title_follows = || {
        ws.get(k)
            .is_some_and(|w| w.is_capitalized() && is_title_word(w))
    };
    let belongs = match &role {
        Some(_) => is_role_word(ws[head].text) || agent(ws[head].text) || title_follows(),
        None => ws[j - 1].is_possessive(),
    };
    if !belongs || k >= ws.len() || !adjacent(text, &ws[k - 1], &ws[k]) {
        return None;
    }
    let (name, end) = name_at(text, ws, k)?;
    let full = name.contains(' ');
    let role_listed = role.is_none() || is_role_word(ws[k - 1].text);
    (looks_like_person(&name) && (role_listed || full)).then_some((name, role, end))
}

/// "said central Netherlands police operations lead Rob van Bree": a full name after a role of
/// more words than `role_phrase` reads, a place or an organisation among them. Read no further
/// than eight words, with no verb and no punctuation on the way.
fn name_past_long_role(text: &str, ws: &[Word<'_>], from: usize) -> Option<(String, usize)> {
    (from + 1..ws.len().min(from + 8))
        .take_while(|&k| adjacent(text, &ws[k - 1], &ws[k]) && !is_verb(&ws[k - 1]))
        .filter(|&k| ws[k].is_capitalized() && !ws[k - 1].is_capitalized())
        .find_map(|k| {
            name_at(text, ws, k).filter(|(name, _)| name.contains(' ') && looks_like_person(name))
        })
}

/// A person noun of a role: "drummer", "CEO", "singer-guitarist".
fn is_role_word(word: &str) -> bool {
    is_person_noun(word) || is_role_noun(word)
}

/// A noun that ends a stated role, hyphenated compounds of them included ("writer-director").
fn is_role_noun(word: &str) -> bool {
    let w = word.to_lowercase();
    ROLE_NOUNS.contains(&w.as_str())
        || (w.contains('-') && w.split('-').all(|part| ROLE_NOUNS.contains(&part)))
}

fn outlet_after_verb(text: &str, ws: &[Word<'_>], verb: usize) -> Option<String> {
    if !matches!(ws[verb].lower().as_str(), "tells" | "told") {
        return None;
    }
    let (name, _) = name_at(text, ws, verb + 1)?;
    Some(name)
}

/// An attribution with the role set off by commas, in either order:
/// `the director, Jo March, tells` / `Jo March, the show's director, said` / `the lead author,
/// Dr. Jo March of Mercy Hospital, said`.
/// Returns (name, role).
fn appositive_attribution(clause: &str) -> Option<(String, String)> {
    let chunks: Vec<&str> = clause.split(',').map(str::trim).collect();
    if let [first, second] = chunks[..] {
        return role_then_verb(second).and_then(|role| Some((name_alone(first)?, role)));
    }
    let [first, second, rest, ..] = chunks[..] else {
        return None;
    };
    let starts_with_verb = words(rest).first().is_some_and(is_verb);
    // "Dr. David Bates of Brigham and Women's Hospital": where the person works may follow.
    let as_name = |chunk: &str| {
        let ws = words(chunk);
        let (name, end) = name_at(chunk, &ws, 0)?;
        let affiliation = ws
            .get(end)
            .is_some_and(|w| matches!(w.lower().as_str(), "of" | "from" | "at" | "with"));
        (end == ws.len() || affiliation).then_some(name)
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

/// "a union shop steward told KLCC", after "William Paget,": an apposition whose closing comma
/// was left out before the verb. Its role: an article, a few words in small letters, a person
/// or role noun last.
fn role_then_verb(chunk: &str) -> Option<String> {
    let ws = words(chunk);
    let verb = ws.iter().position(is_verb)?;
    let article = ws
        .first()
        .is_some_and(|w| matches!(w.text, "a" | "an" | "the"));
    let plain = ws[..verb]
        .iter()
        .all(|w| !w.is_capitalized() && !is_verb(w));
    (article && (2..=6).contains(&verb) && plain && is_role_word(ws[verb - 1].text))
        .then(|| chunk[ws[1].range.start..ws[verb - 1].range.end].to_string())
}

/// A name and nothing after it: "William Paget".
fn name_alone(chunk: &str) -> Option<String> {
    let ws = words(chunk);
    let (name, end) = name_at(chunk, &ws, 0)?;
    (end == ws.len() && looks_like_person(&name)).then_some(name)
}

fn is_role(phrase: &str) -> bool {
    phrase.split_whitespace().last().is_some_and(is_role_noun)
}

/// The role at the end of a phrase: "we met executive producer" → "executive producer".
fn role_suffix(phrase: &str) -> Option<String> {
    if !is_role(phrase) {
        return None;
    }
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let in_role = |w: &&&str| is_role_noun(w) || ROLE_MODIFIERS.contains(&&*w.to_lowercase());
    let start = words.len() - words.iter().rev().take_while(in_role).count();
    Some(words[start..].join(" "))
}

/// "On fame:", "Opening statement:", "Final thoughts:": a label saying what the quote after it
/// is about, as roundups of one interview and press-conference sheets head their quotes.
fn is_topic_label(label: &str) -> bool {
    // ("On balancing Lipstick Jungle and being a mom… “…”": a topic may trail off instead.)
    let trailing_off = || {
        label
            .strip_suffix('…')
            .or_else(|| label.strip_suffix("..."))
            .is_some_and(|topic| {
                topic
                    .get(..3)
                    .is_some_and(|on| on.eq_ignore_ascii_case("on "))
            })
    };
    label.strip_suffix(':').is_some_and(is_topic) || trailing_off() && is_topic(label)
}

/// "Mike Reyes --": a quote sheet's label, its dash standing where a colon would.
fn strip_label_dash(line: &str) -> Option<&str> {
    let rest = ["--", "—", "–"]
        .iter()
        .find_map(|dash| line.strip_suffix(dash))?;
    rest.ends_with(char::is_whitespace).then(|| rest.trim_end())
}

/// Whether a line ends as a label does, in a colon or a quote sheet's dash.
fn ends_as_label(line: &str) -> bool {
    let line = line.trim_end();
    line.ends_with(':') || strip_label_dash(line).is_some()
}

/// "General --", "On the injury ...": a quote sheet's topic on a line of its own over the words
/// said on it, set off by a dash or an ellipsis. Without "On", a topic is a few words that end
/// no sentence ("Headset Problems --"). (A topic before a colon is `is_topic_label`'s.)
fn is_dashed_topic(line: &str) -> bool {
    let line = line.trim();
    let Some(rest) = strip_label_dash(line).or_else(|| {
        ["...", "…"]
            .iter()
            .find_map(|dots| line.strip_suffix(dots))
            .map(str::trim_end)
    }) else {
        return false;
    };
    !rest.is_empty()
        && !rest.contains('\n')
        && (is_topic(rest)
            || rest.split_whitespace().nth(4).is_none() && !rest.ends_with(['.', '!', '?', ',']))
}

/// A topic as written, before its colon or inside its parentheses ("(On the rebounds) “…”").
/// A topic is short: a longer label is not read at all, as it may be all of a long paragraph
/// before its quote ("…, Park says:"), once per quote.
fn is_topic(label: &str) -> bool {
    if label.split_whitespace().nth(24).is_some() {
        return false;
    }
    let lower = label.trim().to_lowercase();
    // ("Choice quote:", "Key quotes:", under a line that names the one quoted.)
    let heading = lower.split_whitespace().count() <= 3
        && [
            "statement",
            "comments",
            "remarks",
            "thoughts",
            "quote",
            "quotes",
        ]
        .iter()
        .any(|what| lower.ends_with(what));
    // "Re: Jeff Green covering Carmelo Anthony:", as a team's quote sheet heads each answer.
    lower.starts_with("on ") || lower.starts_with("re: ") || heading
}

/// Whether the quoted run at `span` opens a clause: nothing but a sentence end, colon, comma of
/// an attribution, or an earlier quote stands between it and the start of its sentence.
fn opens_clause(text: &str, from: usize, span: &Span) -> bool {
    let before = text[from..span.start()].trim_end();
    if before.is_empty() {
        return true;
    }
    let last = before.len() - before.chars().next_back().map_or(0, char::len_utf8);
    // "…, explaining, “I talked…”": a reporting verb and a comma introduce speech even where
    // the clause's speaker is left to the rules after `before` (the sentence, the paragraph).
    let reports = || {
        let ws = words(before);
        let verb = match ws.as_slice() {
            [.., verb, particle] if reports_with_particle(verb, particle) => Some(verb),
            [.., last] => Some(last),
            [] => None,
        };
        before.ends_with(',')
            && verb.is_some_and(|w| (is_verb(w) || is_reporting_participle(w)) && !is_go(w))
    };
    let quoted = text.get(span.inner.clone()).unwrap_or_default().trim_end();
    // "Apparently “There was a big argument…”": one adverb opening the sentence, then the
    // whole sentence quoted.
    let adverb_then_sentence = || {
        let sentence = &before[last_sentence_start(before)..];
        matches!(words(sentence).as_slice(), [w] if is_adverb(w) && w.range.end == sentence.len())
            && is_whole_sentence(quoted)
    };
    // "On First Readings\n"I used to do table reads…"": a whole sentence quoted on a line of its
    // own, under a heading with no full stop.
    let opens_line = || opens_a_line(text, span.start()) && is_whole_sentence(quoted);
    let sentence_reports = || {
        let sentence = &before[last_sentence_start(before)..];
        before.ends_with(',')
            && quoted.split_whitespace().count() >= 4
            && verb_near_sentence_start(&words(sentence)).is_some()
    };
    // "(Opening statement)- “Good morning…”": a heading in parentheses and a hyphen.
    let parenthesized_heading = before.strip_suffix('-').is_some_and(|b| b.ends_with(')'));
    // "The team lost again (“We are not going anywhere,” Lima said)": an aside in parentheses
    // opens with the words it quotes; a title or a nickname there ("(“Butch”)") is too short.
    let opens_aside = || before.ends_with('(') && quoted.split_whitespace().count() >= 4;
    before.ends_with([':', '—', '–'])
        || parenthesized_heading
        || ends_in_spaced_hyphen(before)
        || opens_aside()
        || ends_sentence(before, last)
        || opens_line()
        || adverb_then_sentence()
        || reports()
        || sentence_reports()
        || parenthesized_question(before)
        || stage_direction(before).is_some()
        || verb_before_that(before, &words(before), quoted).is_some()
}

/// "The Pursuit of Happiness,", "Leaving the World": two words or more, every word of four
/// letters or more capitalized, and no sentence ended: a title, as lists of books and songs
/// quote them.
fn in_title_case(quoted: &str) -> bool {
    let trimmed = quoted.trim().trim_end_matches(',');
    let ws = words(trimmed);
    let long: Vec<&Word<'_>> = ws.iter().filter(|w| w.text.chars().count() >= 4).collect();
    ws.len() >= 2
        && !long.is_empty()
        && long.iter().all(|w| w.text.starts_with(char::is_uppercase))
        && !trimmed.contains(['.', '!', '?', ';', ':', '…'])
}

/// "She reminded us to “Keep your life in balance and remember to smell the daisies.”": a
/// whole sentence of six words or more, stated (not asked: "The question he hates is “What is
/// this cuisine?”"), written as a sentence is (not in a title's capitals: "a book called “Why
/// We Sleep.”"), is someone's words wherever it stands.
fn quotes_a_whole_sentence(quoted: &str) -> bool {
    let ws = words(quoted);
    ws.len() >= 6
        && in_small_letters_after_the_first(&ws)
        && !quoted.trim_end().ends_with('?')
        && is_whole_sentence(quoted)
}

/// Most words after the first in small letters, as a sentence is written and a title is not.
fn in_small_letters_after_the_first(ws: &[Word<'_>]) -> bool {
    let capitalized = ws
        .iter()
        .skip(1)
        .filter(|w| w.text.starts_with(char::is_uppercase))
        .count();
    capitalized * 2 < ws.len().saturating_sub(1)
}

/// "She's unlike any character I've ever read,": the opening of a sentence as a speaker says
/// one, four words or more, a capital first and then mostly small letters, up to a stop or the
/// comma before its credit. A fragment (`is “a total reinvention,” she said`) opens in small
/// letters, a title (“Don't Stop Me Now,”) in capitals.
fn opens_a_sentence(quoted: &str) -> bool {
    let trimmed = quoted.trim();
    let ws = words(trimmed);
    trimmed.starts_with(char::is_uppercase)
        && ws.len() >= 4
        && in_small_letters_after_the_first(&ws)
        && !in_title_case(trimmed)
        && trimmed.ends_with([',', '.', '!', '?', '…'])
}

/// "he identifies his specialty as “zero stage, because pre-seed is too late for me. If you've
/// raised money, I won't even look at it.”": quoted words that open mid-sentence but run on past
/// the end of that sentence into another, eight words or more, are someone's words, not a
/// phrase the writer borrows.
fn runs_past_its_sentence(quoted: &str, after: &str) -> bool {
    let trimmed = quoted.trim();
    // (`has “never been stronger. I think customers are going to love it”.`: the full stop
    // may stand after the mark.)
    trimmed.starts_with(char::is_lowercase)
        && (trimmed.ends_with(['.', '!', '…']) || after.starts_with('.'))
        && trimmed.split_whitespace().nth(7).is_some()
        && trimmed.match_indices(['.', '!', '?']).any(|(at, _)| {
            at + 1 < trimmed.len()
                && trimmed[at + 1..].starts_with(' ')
                && trimmed[at + 1..]
                    .trim_start()
                    .starts_with(char::is_uppercase)
                && ends_sentence(trimmed, at)
        })
}

/// "Trump told GOP debate moderator Neil Cavuto, “taxes too high, wages too high,”", "He said
/// if they do that, “there will be a 35 percent tax…”": a sentence whose speaker says or tells
/// within its first words, a name or a pronoun right before the verb; what it quotes after a
/// comma, four words or more, is what was said. Returns the verb's index in `ws`.
fn verb_near_sentence_start(ws: &[Word<'_>]) -> Option<usize> {
    let k = (1..ws.len().min(7)).find(|&k| is_verb(&ws[k]))?;
    // "He then asked Foye, “…”": an adverb may stand between the speaker and the verb.
    let subject_at = (0..k)
        .rev()
        .find(|&i| !is_adverb(&ws[i]) && !is_modal(&ws[i]))?;
    let speaker_before =
        Pronoun::of(ws[subject_at].text).is_some() || is_name_word(&ws[subject_at]);
    (!is_go(&ws[k]) && speaker_before).then_some(k)
}

/// "Updated: Gwen Discusses New Album": a headline without the label a news page puts first.
fn without_page_label(headline: &str) -> &str {
    match headline.split_once(':') {
        Some((label, rest)) if NEWS_PAGE_LABELS.contains(&label.trim().to_lowercase().as_str()) => {
            rest.trim_start()
        }
        _ => headline,
    }
}

/// What news pages write in capitals before a colon that is nobody's name.
const NEWS_PAGE_LABELS: [&str; 14] = [
    "update",
    "updated",
    "breaking",
    "breaking news",
    "watch",
    "video",
    "photos",
    "note",
    "warning",
    "spoilers",
    "live",
    "correction",
    "opinion",
    "statement",
];

/// One to three words in capitals, letters only: "CERVERA", "JIM CERVERA".
fn is_caps_name(label: &str) -> bool {
    (1..=3).contains(&label.split_whitespace().count())
        && label.chars().any(char::is_alphabetic)
        && label
            .split_whitespace()
            // ("McCONNELL": capitals but for the "c" of a "Mc".)
            .map(|w| {
                w.strip_prefix("Mc")
                    .filter(|rest| !rest.is_empty())
                    .unwrap_or(w)
            })
            .all(|w| {
                w.chars()
                    .all(|c| c.is_uppercase() || c == '.' || c == '\'' || c == '-')
            })
}

/// The full name a paragraph's label in capitals gives before a quote: "Dick Durbin" of "SEN.
/// DICK DURBIN (D-IL): “…”". Only a short label, and only before a quotation mark.
fn caps_label_name(paragraph: &str) -> Option<String> {
    let colon = crate::text::head(paragraph, 80).find(": ")?;
    if !paragraph[colon + 2..].starts_with(['“', '"']) {
        return None;
    }
    let label = bare_label(&paragraph[..colon]);
    if !is_caps_name(label) {
        return None;
    }
    let name = interview::label_as_name(label);
    let name = without_leading_titles(&name);
    (name.contains(' ') && looks_like_person(name)).then(|| name.to_string())
}

/// A label before its colon without a list's bullet before it or a party and state after it:
/// "SEN. MITCH McCONNELL" of "• SEN. MITCH McCONNELL (R-KY)".
fn bare_label(label: &str) -> &str {
    without_party_tag(
        label
            .trim()
            .trim_start_matches(['•', '·', '*'])
            .trim_start(),
    )
}

/// "SEN. DICK DURBIN (D-IL)", "Sen. John McCain (R.-Ariz.)": a label or a name without the
/// party and state after it.
fn without_party_tag(label: &str) -> &str {
    let Some(open) = label.strip_suffix(')').and_then(|l| l.rfind('(')) else {
        return label;
    };
    let tag = &label[open + 1..label.len() - 1];
    let party = tag.starts_with(['R', 'D', 'I'])
        && tag.len() <= 10
        && tag
            .split_once('-')
            .is_some_and(|(p, state)| p.trim_end_matches('.').len() == 1 && !state.is_empty());
    if party {
        label[..open].trim_end()
    } else {
        label
    }
}

/// One to three name words, as a label before speech writes a speaker: "Joe: “…”",
/// "(Farnell) “…”".
fn is_name_label(label: &str) -> bool {
    let ws = words(label);
    (1..=3).contains(&ws.len()) && ws.iter().all(is_name_word)
}

/// "(Farnell) “…”", "(Sound of the crowd) “…”": what a radio transcript writes in parentheses
/// before a paragraph's speech, a speaker's name or a sound. Returns what the parentheses hold.
fn stage_direction(before: &str) -> Option<&str> {
    let inner = before.trim().strip_prefix('(')?.strip_suffix(')')?;
    // "(The Cardinals won. Your reaction?) “…”" is a reporter's question instead.
    (!inner.contains(['(', ')', '?']) && !inner.trim().is_empty()).then_some(inner.trim())
}

/// "(How much did the line shuffle matter?) – “…”": a reporter's question in parentheses, as
/// press transcripts set them before each answer.
fn parenthesized_question(before: &str) -> bool {
    let trimmed = before.trim_end_matches(|c: char| c.is_whitespace() || "—–-".contains(c));
    trimmed
        .strip_suffix(')')
        .is_some_and(|inside| inside.trim_end().ends_with('?') && inside.contains('('))
}

/// A quotation that is a sentence of its own: a capital, at least three words, a full stop.
fn is_whole_sentence(quoted: &str) -> bool {
    quoted.starts_with(char::is_uppercase)
        && quoted.ends_with(['.', '!', '?', '…'])
        && looks_like_a_sentence(quoted)
}

/// "Heins commented this morning that “There's nothing wrong…”": a whole sentence quoted right
/// after a reporting verb and "that" (or "how") is speech, as after a comma; a fragment there (`said that it
/// was “a mess”`) stays the writer's sentence. Returns the verb's index in `ws`, the words of
/// `before` (which ends at the mark).
fn verb_before_that(before: &str, ws: &[Word<'_>], quoted: &str) -> Option<usize> {
    let (that, rest) = ws.split_last()?;
    let touches = before.trim_end().len() == that.range.end;
    // "arguing that “the United States is responsible for the United States' policy on
    // refugees.”": the rest of a sentence, six words or more, quoted to its full stop.
    let ends_the_sentence = quoted.trim_end().ends_with(['.', '!'])
        && quoted.split_whitespace().nth(5).is_some()
        && looks_like_a_sentence(quoted);
    // "Gyasi raved about how “Majumdar writes about…”": "how" as "that" is, "about" between.
    let conjunction = that.lower();
    if !matches!(conjunction.as_str(), "that" | "how")
        || !touches
        || !(is_whole_sentence(quoted) || ends_the_sentence)
    {
        return None;
    }
    let rest = match rest.split_last() {
        Some((about, before_about)) if conjunction == "how" && about.lower() == "about" => {
            before_about
        }
        _ => rest,
    };
    (rest.len().saturating_sub(4)..rest.len())
        .rev()
        .find(|&k| (is_verb(&rest[k]) || is_reporting_participle(&rest[k])) && !is_go(&rest[k]))
}

/// "“Abbiamo giocato bene. … enorme”.": the full stop set after the closing mark, as
/// Italian, French and some British pages write it.
fn full_stop_after(text: &str, span: &Span) -> bool {
    let inner = text.get(span.inner.clone()).unwrap_or_default();
    inner.split_whitespace().count() >= 3
        && text
            .get(span.close_end..)
            .is_some_and(|rest| rest.starts_with(['.', '!', '?']))
}

fn looks_like_a_sentence(inner: &str) -> bool {
    // "…, like, ‘Oh, we should do something!’": a nested quotation ends the sentence too.
    let trimmed = inner.trim_end().trim_end_matches(['’', '\'', '”', '"']);
    // "…and that’s a really nice [...]": a page's excerpt, cut where the quote goes on.
    let cut = trimmed.ends_with("[...]") || trimmed.ends_with("[…]");
    let count = trimmed.split_whitespace().count();
    // "Siamo delusi… Abbiamo incontrato… fino in fondo”": sentences, the last one's full stop
    // lost.
    let sentences = || {
        trimmed
            .match_indices(['.', '!', '?'])
            .any(|(at, _)| trimmed[at + 1..].starts_with(' ') && ends_sentence(trimmed, at))
    };
    count >= 3
        && (cut
            || trimmed.ends_with(['.', ',', '!', '?', '…', '—', '-', ':', ';'])
            || count >= 8 && sentences())
}

fn trim_range(text: &str, r: Range<usize>) -> Range<usize> {
    let slice = &text[r.clone()];
    let start = r.start + (slice.len() - slice.trim_start().len());
    let end = r.start + slice.trim_end().len();
    start..end.max(start)
}

/// "Carrie (AnnaSophia Robb)", "Sebastian’s (Austin Butler)", "Maggie [Katie Findlay]".
pub fn cast_pairs(text: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for (at, open) in text.char_indices().filter(|(_, c)| matches!(c, '(' | '[')) {
        let close = if open == '(' { ')' } else { ']' };
        // (A name of four words at most: its close is looked for that far only, so a
        // paragraph of brackets never closed is read in linear time.)
        let Some(len) = crate::text::head(&text[at + 1..], 100).find(close) else {
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
        let x = extract(&a, &[]);
        x.quotes
            .iter()
            .map(|q| {
                let text: Vec<&str> = q.segments.iter().map(|s| &a.source[s.clone()]).collect();
                (q.speaker.clone().unwrap_or_default(), text.join(" | "))
            })
            .collect()
    }

    #[test]
    fn guillemets_quote_over_two_paragraphs_as_french_prints_them() {
        // Written after batch HK: « opens the first paragraph only, and » closes the last
        // after a space, before or after the full stop; both paragraphs are one quote, and
        // no mark is reported as unpaired.
        for (end, last_words) in [
            ("possible. »", "le plus possible."),
            ("possible ».", "le plus possible"),
        ] {
            let body = format!(
                "« Il fallait être devant. Je me sens bien.\n\n\
                 J'attends les Alpes, il faut que je lui en ramène le plus {end}"
            );
            let a = article(&body);
            let x = extract(&a, &[]);
            let texts: Vec<Vec<&str>> = x
                .quotes
                .iter()
                .map(|q| {
                    q.segments
                        .iter()
                        .map(|s| a.source[s.clone()].trim())
                        .collect()
                })
                .collect();
            let second = format!("J'attends les Alpes, il faut que je lui en ramène {last_words}");
            assert_eq!(
                texts,
                [["Il fallait être devant. Je me sens bien.", second.as_str()]],
                "{end}"
            );
            let unpaired = x
                .review
                .iter()
                .filter(|e| e.message.contains("quotation mark"));
            assert_eq!(unpaired.count(), 0, "{end}");
        }
    }

    #[test]
    fn a_quotation_nested_in_single_marks_is_part_of_the_quote_around_it() {
        // Written after batch IT: where single marks quote, the questions a winemaker quotes
        // inside her quote cut it in three.
        let quoted = |text: &'static str| -> Vec<&'static str> {
            let (spans, _) = pair_marks(text, false, Convention::Single);
            spans.iter().map(|s| &text[s.inner.clone()]).collect()
        };
        assert_eq!(
            quoted("‘They ask me, ‘Who made it?’ and I say I did.’ Then she laughed."),
            ["They ask me, ‘Who made it?’ and I say I did."]
        );
        // A quote whose closing mark was lost: the next one is no quotation inside it.
        assert_eq!(
            quoted("‘I did it, she said, ‘and I would again.’"),
            ["I did it, she said, ", "and I would again."]
        );
        // Nor is a quote opened after a full stop, where nothing introduces it.
        assert_eq!(
            quoted("‘We tried. ‘Again,’ he said, ‘and again.’"),
            ["We tried. ", "Again,", "and again."]
        );
    }

    #[test]
    fn an_interview_with_the_writers_relative_or_with_someone_named() {
        // Written after batch IU: a child's blog interviews "my Grandad", whom it never names.
        let questions = "\n\nSo, why did you start baking bread?\n\n\
                         I like the smell of it in the morning, and my own father baked.\n\n\
                         How many loaves do you bake in a week?\n\n\
                         It depends on the weather. In June I bake nearly ten.\n\n\
                         Do the loaves have names?\n\nEvery one of them.";
        let relative = format!(
            "Welcome to Pantry Rumble! Today I did an interview with my Grandad.{questions}"
        );
        assert_eq!(speakers(&relative), ["my Grandad"; 3]);
        let named =
            format!("Welcome back! Today I did an interview with my friend Dana Ruiz.{questions}");
        assert_eq!(speakers(&named), ["Dana Ruiz"; 3]);
        let no_relation = format!(
            "Welcome back! Today I did an interview with my favourite baker, Dana Ruiz.{questions}"
        );
        assert_eq!(speakers(&no_relation), ["Dana Ruiz"; 3]);
    }

    #[test]
    fn a_headline_before_a_colon_is_shown_but_a_possessive_title_is_no_headline() {
        // Written after batch IX: an editor's pick quoted a release's headline after "The
        // headline of this release … caught my eye:".
        let picked = "The headline of this release caught my eye: \"Goldfish memory longer than \
                      thought.\" The study asked owners to time their fish.";
        assert_eq!(quotes(picked), []);
        let defence = "Ana Reyes spoke after the draw. Reyes’ title defence starts on Sunday, \
                       and she was blunt about it: \"I am not here to lose.\"";
        let kept: Vec<String> = quotes(defence).into_iter().map(|(_, text)| text).collect();
        assert_eq!(kept, ["I am not here to lose."]);
    }

    #[test]
    fn marks_escaped_by_backslashes_quote_without_the_backslashes() {
        // Written after batch IY: a meeting summary printed `\"…\"`, as code escapes marks.
        let body = r#"Ravi Okafor spoke last. \"Nobody here wants to vote blind,\" he said."#;
        assert_eq!(
            quotes(body),
            [q("Ravi Okafor", "Nobody here wants to vote blind,")]
        );
    }

    #[test]
    fn a_study_on_how_titles_the_words_but_a_report_that_shows_how_quotes_them() {
        // Written after batch JC: a study's title in marks after "according to a study on how".
        let titled = "Teams that eat together argue less, according to a study on how \
                      \"Shared meals shape trust in small workplaces.\" It surveyed 40 firms.";
        assert_eq!(quotes(titled), []);
        let shown = "The report shows how \"Everyone on the ward was told to wait until \
                     morning.\" Nurses disputed it.";
        let kept: Vec<String> = quotes(shown).into_iter().map(|(_, text)| text).collect();
        assert_eq!(
            kept,
            ["Everyone on the ward was told to wait until morning."]
        );
    }

    #[test]
    fn the_quote_was_from_someone_but_a_gift_from_someone_says_nothing() {
        // Written after batch JE: a runner's blog sets a boxer's words under "Anyway the quote
        // was from Mohammed Ali.", with no full stop inside the marks.
        let quoted = "My friend sent me a line. The quote was from Ana Ruiz.\n\n\
                      “Run the mile you are in”";
        assert_eq!(speakers(quoted), ["Ana Ruiz"]);
        let a_gift = "My friend sent me a card. The card was from Ana Ruiz.\n\n\
                      “Run the mile you are in”";
        assert_eq!(quotes(a_gift), []);
    }

    /// The speaker of each quote, in order.
    fn speakers(body: &str) -> Vec<String> {
        quotes(body).into_iter().map(|(s, _)| s).collect()
    }

    fn q(speaker: &str, text: &str) -> (String, String) {
        (speaker.to_string(), text.to_string())
    }

    #[test]
    fn transcript_answers_are_quotes_of_the_person_interviewed() {
        let body = "We talked to the director Ana Lima about her first film. Lima was in Porto.\n\n\
                    Q: Where did it start?\nA: In a café. A waiter said, “Make a film about us.” So I did.\n\n\
                    Q: And the ending?\n\n\
                    A: We shot it twice.\n\n\
                    The second time it rained.\n\n\
                    Q: What next?\n\nA: Sleep.\n\nThe film opens on Friday.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Ana Lima",
                    "In a café. A waiter said, “Make a film about us.” So I did."
                ),
                q("Ana Lima", "We shot it twice. | The second time it rained."),
                q("Ana Lima", "Sleep."),
            ]
        );
    }

    #[test]
    fn transcript_labels_name_who_answers() {
        let body = "Jonah Reyes and Ines Marlow star in Low Tide.\n\n\
                    INTERVIEWER: Whose idea was the boat?\n\nREYES: Hers.\n\n\
                    MARLOW: The sea looks like the sea.\n\n\
                    INTERVIEWER: Seasick?\n\nREYES: Every morning.";
        assert_eq!(
            quotes(body),
            [
                q("Jonah Reyes", "Hers."),
                q("Ines Marlow", "The sea looks like the sea."),
                q("Jonah Reyes", "Every morning."),
            ]
        );
    }

    #[test]
    fn a_whole_sentence_after_a_reporting_comma_is_a_quote() {
        let intro =
            "Lena Park has played the mayor for five years. Her co-star is Theo Brandt.\n\n";
        for (line, speaker) in [
            (
                "Park wrote on Instagram, “I will miss this town.”",
                "Lena Park",
            ),
            (
                "Brandt looked back, saying, “She carried every scene.”",
                "Theo Brandt",
            ),
            (
                "Brandt was blunt, adding, “Nobody replaces her.”",
                "Theo Brandt",
            ),
            // An organisation or a plural role before the quote speaks as stated, never as the
            // article's main person.
            (
                "The network said in a statement: “We thank her.”",
                "the network",
            ),
            (
                "The studio said in a statement, “We thank her.”",
                "the studio",
            ),
            (
                "In a statement, the showrunners said: “We thank her.”",
                "the showrunners",
            ),
        ] {
            let found = quotes(&format!("{intro}{line}"));
            assert_eq!(found.len(), 1, "{line}");
            assert_eq!(found[0].0, speaker, "{line}");
        }
        // A fronted phrase, a verb the lists do not know, a role for the subject; and a clause
        // that names no speaker, whose quote is still speech for the rules after to attribute.
        for line in [
            "Talking to a podcast, the actress got frank, saying, “I was tired.”",
            "None of it was a shock, as she had warned them, explaining, “I told everyone.”",
        ] {
            let intro = "Lena Park has played the mayor for years. “I love her,” Park said.\n\n";
            let found = quotes(&format!("{intro}{line}"));
            assert_eq!(found.len(), 2, "{line}");
            assert_eq!(found[1].0, "Lena Park", "{line}");
        }
        // A title between commas is no quote, nor a fragment after a comma, nor a proverb.
        for line in [
            "Park said the finale, “Last Light,” was her favourite.",
            "Park called the town, “a second home,” and meant it.",
            "As the saying goes, “Never work with children or animals.”",
        ] {
            assert_eq!(quotes(&format!("{intro}{line}")), [], "{line}");
        }
        // After a colon it reads as speech, but nobody's: left for review, not given to Park.
        let proverb = "As the old joke goes: “How do you get to Broadway? Practice.”";
        assert_eq!(
            quotes(&format!("{intro}{proverb}")),
            [q("", "How do you get to Broadway? Practice.")]
        );
    }

    #[test]
    fn a_speaker_named_behind_a_band_and_a_role() {
        for (clause, speaker, role) in [
            (
                "says Glasswing drummer Obi Ferrante.",
                "Obi Ferrante",
                Some("drummer"),
            ),
            (
                "says Marrowfield’s Tessa Quill about the album.",
                "Tessa Quill",
                None,
            ),
            (
                "says Low Orchard singer-guitarist Remy Castellane.",
                "Remy Castellane",
                Some("singer-guitarist"),
            ),
            ("says Vantor CEO Mina Adler.", "Mina Adler", Some("CEO")),
            (
                "Glasswing drummer Obi Ferrante said.",
                "Obi Ferrante",
                Some("drummer"),
            ),
            // Still the one name where no role or possessive joins two.
            (
                "says singer Ada Brightwater.",
                "Ada Brightwater",
                Some("singer"),
            ),
            (
                "says Ada Brightwater about her debut.",
                "Ada Brightwater",
                None,
            ),
        ] {
            let body = format!("“We never slowed down,” {clause}");
            let a = article(&body);
            let x = extract(&a, &[]);
            let speakers: Vec<_> = x.quotes.iter().map(|q| q.speaker.as_deref()).collect();
            assert_eq!(speakers, [Some(speaker)], "{clause}");
            let stated = x
                .roles
                .iter()
                .find(|(s, _)| s == speaker)
                .map(|(_, r)| r.as_str());
            assert_eq!(stated, role, "{clause}");
        }
    }

    #[test]
    fn the_clause_before_a_closed_quote_wins_over_the_next_sentence() {
        let body = "Obi Ferrante and Lu Hollis formed the band in 2019.\n\n\
                    According to Hollis, “Half of it was written first.” Ferrante agreed, \
                    explaining that they were a band “that rehearse the mistakes.”";
        assert_eq!(
            quotes(body),
            [q("Lu Hollis", "Half of it was written first.")]
        );
        // Without a clause before it, the name after a closed quote still attributes it.
        assert_eq!(
            quotes("“It was written first.” Ferrante agreed."),
            [q("Ferrante", "It was written first.")]
        );
    }

    #[test]
    fn a_credit_may_name_the_work_after_the_person() {
        assert_eq!(
            quotes(
                "Heard at the party\n\n“I played it for my mother first.” – Tessa Quill, Harbor Lights\n\n\
                 “The bass came from a washing machine.” – Obi Ferrante, Spin Cycle"
            ),
            [
                q("Tessa Quill", "I played it for my mother first."),
                q("Obi Ferrante", "The bass came from a washing machine."),
            ]
        );
    }

    #[test]
    fn a_title_the_sentence_goes_on_from_is_no_quote() {
        let body = "Tessa Quill had one more reason to celebrate: “Harbor Lights” is the \
                    first record the band released on its own label.";
        assert_eq!(quotes(body), []);
        // A whole sentence after the colon is still a quote.
        assert_eq!(
            quotes("Tessa Quill had one more thing to say: “We did it ourselves.”"),
            [q("Tessa Quill", "We did it ourselves.")]
        );
    }

    #[test]
    fn a_first_name_transcript_whose_writer_asks() {
        let body = "Interview with Lena Vasquez of Night Garden, by Priya.\n\n\
                    Lena: Hi, Priya. Sorry about the dog.\n\n\
                    Priya: No problem. Tell us about the part.\n\n\
                    Lena: I almost didn't send the tape.\n\n\
                    Priya: It clearly worked out.\n\n\
                    Lena: It did.\n\n\
                    Thanks to Lena for her time.";
        assert_eq!(
            quotes(body),
            [
                q("Lena Vasquez", "Hi, Priya. Sorry about the dog."),
                q("Lena Vasquez", "I almost didn't send the tape."),
                q("Lena Vasquez", "It did."),
            ]
        );
    }

    #[test]
    fn a_full_name_before_a_colon_is_a_headline_speaker_and_a_first_name_a_topic() {
        assert_eq!(
            quotes(
                "Film interviews\n\nVinnie Jones: “I'm the people's champion!”\n\n\
                 Katherine Lund: “Growing up, there weren't a lot of role models”"
            ),
            [
                q("Vinnie Jones", "I'm the people's champion!"),
                q(
                    "Katherine Lund",
                    "Growing up, there weren't a lot of role models"
                ),
            ]
        );
        // A character's full name, known from a cast pair, labels a topic.
        let body =
            "Rosa (Mina Tal) leads the cast. Showrunner Abi Kerr gave us a line on each.\n\n\
                    Rosa Diaz: “Looking for a way out.”";
        assert_eq!(quotes(body), [q("Abi Kerr", "Looking for a way out.")]);
    }

    #[test]
    fn an_answer_set_right_after_the_writers_question() {
        let body = "Gal Okon: ‘Feminism is about freedom’\n\n\
                    I'm on the phone to the actress, who is at home in LA.\n\n\
                    What are you missing most about London?‘Everything! I miss the parks.’\n\n\
                    Is it right that you didn't know the film?‘Exactly. It was all very secret.’";
        assert_eq!(
            quotes(body),
            [
                q("Gal Okon", "Feminism is about freedom"),
                q("Gal Okon", "Everything! I miss the parks."),
                q("Gal Okon", "Exactly. It was all very secret."),
            ]
        );
    }

    #[test]
    fn quoting_introduces_its_speaker_as_according_to_does() {
        assert_eq!(
            quotes(
                "Post-game quotes\n\nQuoting Harbor State head coach Mick Rourke: “We had not shown that play.”\n\n\
                 Quoting Jo Brandt after the win over Duke: “We challenged them at halftime.”\n\n\
                 According to Glasswing drummer Obi Ferrante, “The tempo is the argument.”"
            ),
            [
                q("Mick Rourke", "We had not shown that play."),
                q("Jo Brandt", "We challenged them at halftime."),
                q("Obi Ferrante", "The tempo is the argument."),
            ]
        );
    }

    #[test]
    fn a_speaker_heading_names_the_quotes_under_it() {
        let body = "All quotes from the press conference after the loss:\n\n\
                    Coach Jan Groves:\n\n\
                    On the team's effort:\n\n\
                    “I think this was the best effort all season.”\n\n\
                    On the crowd:\n\n\
                    “Our fans were loud tonight”\n\n\
                    Senior Guard Abe Bassey (25 pts):\n\n\
                    “We knew they closed out hard.”\n\n\
                    Freshman Guard (10 pts, 5 ast.):\n\n\
                    “I feel like we can play with anyone.”";
        let got = quotes(body);
        assert_eq!(
            got[..3],
            [
                q("Jan Groves", "I think this was the best effort all season."),
                q("Jan Groves", "Our fans were loud tonight"),
                q("Abe Bassey", "We knew they closed out hard."),
            ]
        );
        // A heading that names no one ends the one before it: never Abe Bassey's.
        assert_eq!(got[3].1, "I feel like we can play with anyone.");
        assert_ne!(got[3].0, "Abe Bassey");
    }

    #[test]
    fn civic_titles_are_no_part_of_the_name_and_spokesmen_have_roles() {
        let body = "Mayor Lena Okafor held a press conference on Tuesday.\n\n\
                    “The challenges are real,” she said.\n\n\
                    “She was at every meeting last year,” noted campaign spokesman Derek Sloane.";
        let a = article(body);
        let x = extract(&a, &[]);
        let got: Vec<_> = x.quotes.iter().map(|q| q.speaker.as_deref()).collect();
        assert_eq!(got, [Some("Lena Okafor"), Some("Derek Sloane")]);
        assert!(x
            .roles
            .contains(&("Derek Sloane".to_string(), "spokesman".to_string())));
    }

    #[test]
    fn first_name_labels_after_a_topic_and_a_nested_quotation_at_the_end() {
        let body = "We spoke with keyboardist Jens Halvorsen and singer Timo Reikkonen.\n\n\
                    On the anniversary shows: Jens: “It was our twentieth year. We said, ‘Let's do something!’” \
                    Timo: “The fans asked for it.”";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Jens Halvorsen",
                    "It was our twentieth year. We said, ‘Let's do something!’"
                ),
                q("Timo Reikkonen", "The fans asked for it."),
            ]
        );
    }

    #[test]
    fn an_answer_that_says_i_am_somebody_keeps_the_initials_label() {
        let body = "Tanner Fisk: Say your name and what you play.\n\
                    SL: My name is Stella Lund, and I play bass.\n\
                    JM: I'm Jon Marsh, and I play guitar.\n\
                    TF: How is the tour going?\n\
                    JM: Only two venues had no showers.\n\
                    TF: Any new songs?\n\
                    SL: Every one of them.";
        assert_eq!(
            speakers(body),
            ["Stella Lund", "Jon Marsh", "Jon Marsh", "Stella Lund"]
        );
    }

    #[test]
    fn a_one_word_name_that_speaks_is_a_person_and_whom_he_speaks_with_an_outlet() {
        let body =
            "The band is back on the road, and Fortus spoke with the St Louis Post-Dispatch \
                    about the tour.\n\n\
                    He said of the tour, “It is bigger than anything I have done.”";
        assert_eq!(
            quotes(body),
            [q("Fortus", "It is bigger than anything I have done.")]
        );
    }

    #[test]
    fn a_clause_with_a_particle_introduces_one_quote_and_the_clause_after_it_the_next() {
        let body = "Lyle Brandt and Ada Okoro sat down with us.\n\n\
                    As Lyle jumped in to point out, “You missed the soundcheck,” Okoro answered, \
                    “I was on time. The clock was wrong.”\n\n\
                    Brandt chimed in, “It always is.”";
        assert_eq!(
            quotes(body),
            [
                q("Lyle Brandt", "You missed the soundcheck,"),
                q("Ada Okoro", "I was on time. The clock was wrong."),
                q("Lyle Brandt", "It always is."),
            ]
        );
    }

    #[test]
    fn an_article_with_no_quotes_is_reported_with_what_to_do() {
        let qa = article(
            "How ready are you to talk about it?\n\nSo ready. I am!\n\n\
             What do you want to tell us?\n\nEverything, honestly.",
        );
        let x = extract(&qa, &[]);
        assert!(x.quotes.is_empty());
        assert_eq!(x.review.len(), 1);
        assert!(
            x.review[0].message.contains("no quotes found")
                && x.review[0].message.contains("label each turn"),
            "{}",
            x.review[0].message
        );
        let brief = extract(&article("The festival opens on Friday."), &[]);
        assert!(brief.review[0].message.contains("no quotation marks"));
        assert!(extract(&article("“Yes,” Jo said."), &[]).review.is_empty());
    }

    #[test]
    fn a_hyphen_between_spaces_is_a_credit_dash() {
        assert_eq!(
            quotes(
                "Interviews\n\n“I found out in two days that I would play Emma” - Actress Mira Solis on Vida\n\n\
                 “You cannot know your career until it decides for you.” - Kate Sorensen\n\n\
                 The well-known part-time job is no credit."
            ),
            [
                q("Mira Solis", "I found out in two days that I would play Emma"),
                q("Kate Sorensen", "You cannot know your career until it decides for you."),
            ]
        );
    }

    #[test]
    fn an_unlabelled_interview_belongs_to_the_person_not_the_title_before_the_name() {
        let body = "5 Minutes with Harbor Health President & CEO Rae Linford\n\n\
                    What was your path into medicine?\n\nMy father was a pharmacist.\n\n\
                    What do you offer that people miss?\n\nOur night clinic, mostly.\n\n\
                    Where do you see the hospital in ten years?\n\nI see it twice as large.";
        assert_eq!(
            speakers(body),
            ["Rae Linford", "Rae Linford", "Rae Linford"]
        );
    }

    #[test]
    fn a_quote_that_runs_on_takes_the_attribution_of_its_last_paragraph() {
        let body = "Rhea Osgood writes crime novels. She admits she is bad at guessing. \
                    “My grandfather solved crimes for a living.\n\n\
                    “I think I'm brilliant but I'm always wrong,” she said.\n\n\
                    Broadcaster Jon Hume: “Every answer is a clue.”";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Rhea Osgood",
                    "My grandfather solved crimes for a living. | I think I'm brilliant but I'm always wrong,"
                ),
                q("Jon Hume", "Every answer is a clue."),
            ]
        );
    }

    #[test]
    fn a_press_transcript_sets_each_question_in_parentheses() {
        let body = "Dan Keller – postgame transcript\n\n\
                    (111 rushing yards, no sacks. How much did the new line matter?) – “Everyone worked hard.”\n\n\
                    (The Cardinals won on a Hail Mary. Your reaction?) “I'm glad they did us a favour.”";
        assert_eq!(
            quotes(body),
            [
                q("Dan Keller", "Everyone worked hard."),
                q("Dan Keller", "I'm glad they did us a favour."),
            ]
        );
    }

    #[test]
    fn response_labels_answer_for_the_researcher_the_title_names() {
        let body =
            "HealthNotes.org Interview with: Rosa M. Ilves PhD, Center for Vision Science\n\n\
                    HealthNotes.org: What is the background for this study?\n\n\
                    Response: Dry eyes affect millions of people.\n\n\
                    HealthNotes.org: What did you find?\n\n\
                    Response: An old drug helped in mice.";
        assert_eq!(
            quotes(body),
            [
                q("Rosa M. Ilves", "Dry eyes affect millions of people."),
                q("Rosa M. Ilves", "An old drug helped in mice."),
            ]
        );
    }

    #[test]
    fn an_age_between_commas_stands_between_speaker_and_verb() {
        let a = article(
            "Mira Castell has a new series.\n\n\
             “I was tired of the old part,” the actress, 34, tells PEOPLE. “This one scared me.”\n\n\
             “12 takes, every time.” 41, the count went on.",
        );
        let x = extract(&a, &[]);
        let first = &x.quotes[0];
        assert_eq!(
            (first.speaker.as_deref(), first.rule, first.segments.len()),
            (Some("Mira Castell"), "after", 2)
        );
    }

    #[test]
    fn they_after_a_pair_whose_second_has_a_role() {
        let body = "Ilsa Marr and executive producer Joel Amani exchanged a look.\n\n\
                    “They let us make the show we pitched,” they said.";
        assert_eq!(
            quotes(body),
            [q(
                "Ilsa Marr and Joel Amani",
                "They let us make the show we pitched,"
            )]
        );
    }

    #[test]
    fn social_posts_report_and_a_title_before_the_verb_is_no_name() {
        let body = "Lena Park shared a photo from the set.\n\n\
                    “I cried for an hour after the last take,” Theo Brandt tweeted on Sunday.\n\n\
                    Director Sam Iles wrote on X: “Proud of this team.”\n\n\
                    Iles: “Mine too.”";
        assert_eq!(
            quotes(body),
            [
                q("Theo Brandt", "I cried for an hour after the last take,"),
                q("Sam Iles", "Proud of this team."),
                q("Sam Iles", "Mine too."),
            ]
        );
    }

    #[test]
    fn the_sentence_after_a_quote_may_name_its_speaker() {
        let body = "Amira Stone has worked nights for ten years.\n\n\
                    “I still dance in the car park.” That's how Rosa Kemp describes a good shift.\n\n\
                    “We look after each other.” So says Jo Ferris.\n\n\
                    “Night is when the ward tells the truth.” That is what Ola Brandt told us.";
        assert_eq!(
            quotes(body),
            [
                q("Rosa Kemp", "I still dance in the car park."),
                q("Jo Ferris", "We look after each other."),
                q("Ola Brandt", "Night is when the ward tells the truth."),
            ]
        );
    }

    #[test]
    fn verbs_that_double_their_last_consonant_report() {
        let body = "Ben Torvald played the bartender.\n\n\
                    “I kept the jacket,” Torvald admitted. “It still fits.”";
        assert_eq!(
            quotes(body),
            [q("Ben Torvald", "I kept the jacket, | It still fits.")]
        );
    }

    #[test]
    fn a_spokesperson_or_representative_speaks_as_stated() {
        let intro = "Lena Park has played the mayor for five years.\n\n";
        for (line, speaker) in [
            (
                "In a statement, a spokesperson for the network said: “We are proud of it.”",
                "a spokesperson for the network",
            ),
            (
                "A spokesperson for the network said, “We are proud of it.”",
                "a spokesperson for the network",
            ),
            (
                "“We are proud of it,” a spokesperson for the network said.",
                "a spokesperson for the network",
            ),
            // Not the outlet the representative told, nor the client they speak for.
            (
                "A representative for Park told People: “She is resting.”",
                "a representative for Park",
            ),
        ] {
            let found = quotes(&format!("{intro}{line}"));
            assert_eq!(found.len(), 1, "{line}");
            assert_eq!(found[0].0, speaker, "{line}");
        }
    }

    #[test]
    fn an_organisation_after_the_quote_speaks_as_stated() {
        assert_eq!(
            quotes(
                "Lena Park has played the mayor.\n\n“We are proud of the show,” the studio said."
            ),
            [q("the studio", "We are proud of the show,")]
        );
    }

    #[test]
    fn a_hearer_between_verb_and_quote() {
        assert_eq!(
            quotes("Teddy Oduya told us, “She is the most prepared person here.”"),
            [q("Teddy Oduya", "She is the most prepared person here.")]
        );
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
            .roles
            .contains(&("Jo March".into(), "show’s director".into())));
        // Commas alone do not make an attribution.
        let x = extract(
            &article("“Yes, it is true,” later, in May, things changed."),
            &[],
        );
        assert_eq!(x.quotes[0].speaker, None);
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
        let x = extract(&a, &[]);
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
    fn quote_of_several_paragraphs_is_one_quote() {
        assert_eq!(
            quotes("“First part of it,” Harris says. “And it goes on.\n\n“And on into this paragraph.”"),
            [q("Harris", "First part of it, | And it goes on. | And on into this paragraph.")]
        );
    }

    #[test]
    fn unpairable_and_unattributable_quotes_are_kept_and_reported_with_the_line() {
        let a = ArticleFile::parse(
            "bad.txt",
            "Title\n\nFine text, says Jo March.\n\n“This never closes, says nobody.\n",
        )
        .unwrap();
        let x = extract(&a, &[]);
        assert_eq!(x.quotes.len(), 1, "read to the end of its paragraph");
        assert_eq!(x.review[0].line, 5);
        assert!(
            x.review[0].message.contains("never closed"),
            "{}",
            x.review[0]
        );
        let a = ArticleFile::parse("bad.txt", "Title\n\n“Somebody said these words.”\n").unwrap();
        let x = extract(&a, &[]);
        assert_eq!(x.quotes[0].speaker, None);
        assert_eq!(x.quotes[0].rule, "none");
        assert_eq!(x.review[0].line, 3);
        assert!(
            x.review[0]
                .message
                .contains("bad.txt | Somebody said these words. | speaker: NAME"),
            "names the overrides line that settles it: {}",
            x.review[0]
        );
    }

    #[test]
    fn inch_marks_are_not_quotation_marks_but_a_quote_may_end_in_a_number() {
        assert_eq!(
            quotes("\"He is 5'9\" and fast on his feet,\" Jo March said."),
            [q("Jo March", "He is 5'9\" and fast on his feet,")]
        );
        assert_eq!(
            quotes("\"We sold 5000\" Jo March said, laughing."),
            [q("Jo March", "We sold 5000")]
        );
        assert_eq!(quotes("She is 5'2\" tall and 6’1” in heels."), []);
    }

    /// The patterns of the issue that asked for attribution on real journalism, one each.
    #[test]
    fn patterns_of_interview_journalism() {
        let speaker_of = |body: &str| {
            let got = quotes(body);
            got.last().map(|(s, _)| s.clone()).unwrap_or_default()
        };
        let cases = [
            ("Talking to a radio host, Celine Moreau confirmed the tour. “It starts in May,” she says.", "Celine Moreau"),
            ("Paul Okafor waved from the stage. \"We missed you all,\" he said.", "Paul Okafor"),
            ("We visited with Sam Lee.\n\nThe set was cold, as we heard from Dana Whitfield, who visited the set this week.\n\n“It was freezing there,” she says.", "Dana Whitfield"),
            ("We met showrunners Lee Park and Maria Ortega on set. “We knew the ending first,” they told us.", "Lee Park and Maria Ortega"),
            ("“It was so loud,” Tomas says.", "Tomas"),
            ("Ines, who was in the front row, said “It was so loud in there.”", "Ines"),
            ("“It ran very late,” says a person close to the production.", "a person close to the production"),
            ("“The budget doubled overnight,” an insider reveals.", "an insider"),
            ("Nina Sol sat down. Moved, she adds: “It means a lot to me.”", "Nina Sol"),
            ("We asked Dana Whitfield. All Whitfield would say is: “Wait and see.”", "Dana Whitfield"),
            ("“I write best at night”: Nina Sol on her new record", "Nina Sol"),
            ("Showrunner Abigail Kerr gave us one line on each character.\n\nRosa: “Looking for a way out.”", "Abigail Kerr"),
            ("‘We were lucky, and we knew it,’ said Imogen Blake. ‘My mother called it a “proper job” at last.’", "Imogen Blake"),
            ("We met actress Hannah Vogel. She is 5'9\" tall. “I would wait a year for this,” says the actress.", "Hannah Vogel"),
            ("“She told me ‘never again’ ” said Jo March.", "Jo March"),
            ("\"It is a comedy about a kid who needed basketball...\" executive producer Karen Liu told reporters.", "Karen Liu"),
        ];
        for (body, want) in cases {
            assert_eq!(speaker_of(body), want, "{body}");
        }
        // Titles, scare quotes and song lists stay out.
        assert_eq!(
            quotes("The band opened with \"Northern Lines,\" then \"Glass House,\" \"Kettle Black\" and \"Atlas.\""),
            []
        );
        // A quote of several paragraphs is one quote.
        assert_eq!(
            quotes("Omar Haddad explained.\n\n“Nobody wanted the film at all.\n\n“Then a company in Tunis called me.”").len(),
            1
        );
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

    #[test]
    fn statements_name_their_speaker_past_datelines_titles_and_parties() {
        let quote = "\n\n“We will publish the findings in full.”";
        for (intro, speaker) in [
            (
                "BRISTOL—Councillor Miriam Oduya, Chair of the Transport Committee, today made the following statement:",
                "Miriam Oduya",
            ),
            (
                "Bristol—Councillor Miriam Oduya today made the following statement:",
                "Miriam Oduya",
            ),
            ("Statement from Representative Gideon Pryce:", "Gideon Pryce"),
            (
                "WASHINGTON—House Committee on Transport and Infrastructure Chairman Walter Brisk (R-Ky.) issued the following statement:",
                "Walter Brisk",
            ),
            (
                "Embattled Assemblyman Vito Lanza released a statement:",
                "Vito Lanza",
            ),
        ] {
            assert_eq!(
                quotes(&format!("{intro}{quote}")),
                [q(speaker, "We will publish the findings in full.")],
                "{intro}"
            );
        }
    }

    #[test]
    fn names_keep_their_particles_and_lose_their_honorifics() {
        let body = "Ferry captain Omar al Rashid said the queues began at dawn. “We left people on the quay,” he said.\n\n\
                    “The corrosion is old,” says lead engineer Dr. Lena Okafor, in a note.\n\n\
                    Representative Gideon Pryce spoke first. “It will not go away,” Mr Pryce said.";
        assert_eq!(
            quotes(body),
            [
                q("Omar al Rashid", "We left people on the quay,"),
                q("Lena Okafor", "The corrosion is old,"),
                q("Gideon Pryce", "It will not go away,"),
            ]
        );
    }

    #[test]
    fn a_possessive_and_a_relation_before_a_name_make_it_the_subject() {
        for intro in [
            "The bridge's oldest toll keeper, Hattie Moss, told the Courier:",
            "The former captain's mother, Hattie Moss, told BBC Radio Bristol:",
            "Jonah's mother-in-law Hattie Moss, 69, speaking from her home in Leeds, said:",
        ] {
            let body =
                format!("Jonah Reyes runs the kiosk.\n\n{intro}\n\n“I've never seen it shut.”");
            assert_eq!(
                quotes(&body),
                [q("Hattie Moss", "I've never seen it shut.")],
                "{intro}"
            );
        }
    }

    #[test]
    fn roles_and_pronouns_find_the_person_not_a_place() {
        let body = "The Dutch ambassador to the city, Pieter van Dijk, visited the site. “We are ready to help,” the ambassador said.\n\n\
                    Tourists on the French Riviera heard the news.\n\n\
                    The city's chief prosecutor, Amadou Sall, confirmed that he had opened an inquiry.\n\n\
                    Speaking at the town hall, he said: “No one is accused of anything yet.”";
        assert_eq!(
            quotes(body),
            [
                q("Pieter van Dijk", "We are ready to help,"),
                q("Amadou Sall", "No one is accused of anything yet."),
            ]
        );
    }

    #[test]
    fn credits_and_captions_name_a_player_behind_a_team_and_a_role() {
        let body = "The best of the weekend.\n\n\
                    “We'll get the fans across.” – Harbour Rovers coach Tomasz Wilk, promising extra buses.\n\n\
                    “It's an hour each way now.” Rovers QB Danny Okoro explaining the new routine.";
        assert_eq!(
            quotes(body),
            [
                q("Tomasz Wilk", "We'll get the fans across."),
                q("Danny Okoro", "It's an hour each way now."),
            ]
        );
    }

    #[test]
    fn a_sheet_of_topics_is_the_title_person_and_put_it_reports() {
        let body = "Here is what the 31-year-old Harbour Lights actress told the magazine:\n\n\
                    On working with her sister: “We fight about commas and nothing else.”\n\n\
                    On fame: “It's a side effect, not the point.”";
        let a = ArticleFile::parse(
            "sheet.txt",
            &format!("---\ntitle: Nadia Brook Covers Tidewater March 2024\n---\n{body}"),
        )
        .expect("a valid article");
        let speakers: Vec<Option<String>> = extract(&a, &[])
            .quotes
            .into_iter()
            .map(|q| q.speaker)
            .collect();
        assert_eq!(
            speakers,
            [Some("Nadia Brook".into()), Some("Nadia Brook".into())]
        );
        // "put it" reports, for a name or a role.
        for (line, speaker) in [
            (
                "As Rosa Kemp put it, “Nobody reads the small print.”",
                "Rosa Kemp",
            ),
            (
                "As one critic covering the festival put it, “Nobody reads the small print.”",
                "one critic",
            ),
        ] {
            assert_eq!(
                quotes(line),
                [q(speaker, "Nobody reads the small print.")],
                "{line}"
            );
        }
    }

    #[test]
    fn a_relation_or_a_resident_nobody_names_speaks_as_stated() {
        let body = "Benedict Barboza posted a tribute.\n\n\
                    “We got a call last night,” his mother said.\n\n\
                    “I am lost,” he said.\n\n\
                    “She was kind,” said his younger sister.\n\n\
                    His father said: “We are proud of him.”";
        assert_eq!(
            quotes(body),
            [
                q("his mother", "We got a call last night,"),
                q("Benedict Barboza", "I am lost,"),
                q("his younger sister", "She was kind,"),
                q("his father", "We are proud of him."),
            ]
        );
        // "the resident" is nobody the article named before: no nearest person stands in.
        let body = "Police spokesman Tom Reyes confirmed the arrest.\n\n\
                    “I knew it wasn't fireworks,” said the Elm Road resident who called police.\n\n\
                    “You don't want stray bullets flying around,” said the Elm Road resident.";
        assert_eq!(
            quotes(body),
            [
                q("the Elm Road resident", "I knew it wasn't fireworks,"),
                q(
                    "the Elm Road resident",
                    "You don't want stray bullets flying around,"
                ),
            ]
        );
    }

    #[test]
    fn a_roundup_of_one_interview_is_the_person_the_title_names() {
        let roundup = |title: &str, body: &str| {
            let a = ArticleFile::parse("roundup.txt", &format!("{title}\n\n{body}\n"))
                .expect("a valid article");
            extract(&a, &[])
                .quotes
                .into_iter()
                .map(|q| q.speaker.unwrap_or_default())
                .collect::<Vec<_>>()
        };
        let body = "A few parts of the interview that stood out:\n\n\
                    “I want the record to sound like a room.”\n\n\
                    “Most of it is the twelve-string guitar.”";
        for title in [
            "Interview with Harbour Lights' Mara Quell",
            "Mara Quell Talks Tour Over Coffee",
        ] {
            assert_eq!(
                roundup(title, body),
                ["Mara Quell", "Mara Quell"],
                "{title}"
            );
        }
        // Once someone has spoken, or with words around the quote, the title names no one's.
        let body = "“It was a long night,” said Tom Reyes.\n\n“Nobody slept, not one of us.”";
        assert_eq!(
            roundup("Mara Quell Talks Tour", body),
            ["Tom Reyes", "Tom Reyes"]
        );
        let body = "“Nobody slept, not one of us,” Speaking outside, the crew said in a statement.";
        assert_eq!(roundup("Mara Quell Talks Tour", body), [""]);
    }

    #[test]
    fn a_quote_sheet_written_one_turn_a_line_gives_each_quote_to_its_heading() {
        let body = "Harbour Rovers head coach Tomasz Wilk\n\
                    opening remarks\n\
                    \"Every loss stings, and it doesn't matter who you lose to.\"\n\
                    on the final drive\n\
                    \"They made plays they hadn't been making all night.\"";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Tomasz Wilk",
                    "Every loss stings, and it doesn't matter who you lose to."
                ),
                q(
                    "Tomasz Wilk",
                    "They made plays they hadn't been making all night."
                ),
            ]
        );
    }

    #[test]
    fn glued_paragraphs_crowds_and_places_after_a_role_name_no_one_wrongly() {
        // A paragraph break lost in pasting: the next paragraph's subject did not say the quote.
        let body = "“We are in the middle of a crisis,” Obama said. “The last thing we can afford is more of the same.”Paige Roberson, a student, said she was excited.";
        assert_eq!(
            quotes(body),
            [
                q("Obama", "We are in the middle of a crisis, | The last thing we can afford is more of the same."),
            ]
        );
        let body = "Barack Obama spoke for an hour.\n\n“We love you, Obama,” many shouted.\n\n\
                    “Today you are with twenty thousand friends,” said a campaign member to the crowd gathered at the J. Douglas Gayon Depot.";
        assert_eq!(
            quotes(body),
            [
                q("many", "We love you, Obama,"),
                q(
                    "a campaign member",
                    "Today you are with twenty thousand friends,"
                ),
            ]
        );
    }

    #[test]
    fn a_role_stands_for_who_has_spoken_and_headings_name_a_role_after_a_comma() {
        let body = "“She takes every chance she gets,” Jenna Lord, 48, tells the magazine.\n\n\
                    She has her heart set on the part with the support of her best friend Joan.\n\n\
                    “We have an ease together,” the actress-singer says.\n\n\
                    Ex-Rovers international Pat Nevin, with his head in his hands, went on to say: “They find new ways of losing.”";
        assert_eq!(
            quotes(body),
            [
                q("Jenna Lord", "She takes every chance she gets,"),
                q("Jenna Lord", "We have an ease together,"),
                q("Pat Nevin", "They find new ways of losing."),
            ]
        );
        let body = "What the pundits said.\n\n\
                    Craig Levett, former Rovers manager\n\n\
                    “Nobody could argue with that result.”\n\n\
                    Craig Brand, former Rovers defender\n\n\
                    Rovers' keeper looks on after the third goal. Picture: Sam Hale / Agency\n\n\
                    “We were outclassed last night, but that happens.”";
        assert_eq!(
            quotes(body),
            [
                q("Craig Levett", "Nobody could argue with that result."),
                q(
                    "Craig Brand",
                    "We were outclassed last night, but that happens."
                ),
            ]
        );
    }

    #[test]
    fn an_adjective_before_a_name_and_commented_report_the_speaker() {
        let body = "Franklin Sasere scored the opener, and Thompson Ezekiel added two more.\n\n\
                    “This is a very special moment in my career,” an excited Sasere told Goal.\n\n\
                    “We will keep serving every customer we have,” commented Acacia CEO Raj Shanmugaraj.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Franklin Sasere",
                    "This is a very special moment in my career,"
                ),
                q(
                    "Raj Shanmugaraj",
                    "We will keep serving every customer we have,"
                ),
            ]
        );
    }

    #[test]
    fn an_agency_and_a_title_before_a_name_and_no_roundup_without_the_title_person() {
        let body = "A rocket carrying two crew members sped towards the International Space Station.\n\n\
                    \"Two... one... ignition and lift off. Godspeed to the crew.\"\n\n\
                    The rocket cut through the morning darkness.\n\n\
                    \"It's a very exciting time for exploration right now.\" said NASA'S Kathy Lueders.\n\n\
                    “We are launching from our own soil again,” said NASA Administrator Jim Bridenstine.\n\n\
                    Astronauts Bob Behnken and Doug Hurley lifted off at noon. “It was incredible,” Behnken said.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "",
                    "Two... one... ignition and lift off. Godspeed to the crew."
                ),
                q(
                    "Kathy Lueders",
                    "It's a very exciting time for exploration right now."
                ),
                q(
                    "Jim Bridenstine",
                    "We are launching from our own soil again,"
                ),
                q("Bob Behnken", "It was incredible,"),
            ]
        );
    }

    #[test]
    fn a_title_or_a_company_before_a_name_is_no_part_of_it() {
        // Written for batch H: "Mayor Sam Liccardo said" and "Research In Motion CEO Thorsten
        // Heins commented" kept the title and the company in the speaker's name.
        let body = "The river rose overnight.\n\n\
                    “If you learn of a flood from a boat, we have failed,” Mayor Dana Whitcombe said.\n\n\
                    “The pumps held,” said Councilwoman Ivy Marrero.\n\n\
                    Orbis CEO Pavel Lund said: “We will rebuild the depot.”\n\n\
                    “Not again,” said Mayor Whitcombe.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Dana Whitcombe",
                    "If you learn of a flood from a boat, we have failed,"
                ),
                q("Ivy Marrero", "The pumps held,"),
                q("Pavel Lund", "We will rebuild the depot."),
                // One word left: the title stays, and the surname finds the person.
                q("Dana Whitcombe", "Not again,"),
            ]
        );
    }

    #[test]
    fn a_named_persons_relation_after_the_verb_is_the_relation() {
        let body = "Kit Ambler stood in what was left of her kitchen.\n\n\
                    “It took the fridge,” Ambler said.\n\n\
                    “That line is where the boats went by,” said Ambler’s sister, Rhoda Quist, pointing up.\n\n\
                    “We lost the car too,” said Ambler’s neighbor.";
        assert_eq!(
            quotes(body),
            [
                q("Kit Ambler", "It took the fridge,"),
                q("Rhoda Quist", "That line is where the boats went by,"),
                q("Ambler’s neighbor", "We lost the car too,"),
            ]
        );
    }

    #[test]
    fn a_whole_sentence_reported_after_that_is_a_quote_and_a_fragment_is_not() {
        let body = "Ferro Mobile chief executive Ines Vardy commented this morning that \
                    \"There is nothing wrong with the company as it stands today.\" Analysts disagree.\n\n\
                    Vardy said that the plan was \"a bridge\" to next year.\n\n\
                    Analyst Colm Reidy told CNBC that \"They are walking a very fine line.\"";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Ines Vardy",
                    "There is nothing wrong with the company as it stands today."
                ),
                q("Colm Reidy", "They are walking a very fine line."),
            ]
        );
    }

    #[test]
    fn a_broadcast_report_the_reporter_narrates_and_asks() {
        // Written for batch H: a TV transcript whose reporter asks once in four turns was no
        // transcript at all, and the words inside an answer became an unattributed quote.
        let body = "Towns along the coast began counting the damage on Sunday.\n\n\
                    LEO MARSH: The storm passed over Port Avery at dawn. Mina Oduya reports.\n\n\
                    MINA ODUYA: A day later, Ray Tull is still shaken.\n\n\
                    RAY TULL: The walls shook. I have never been that scared.\n\n\
                    MINA ODUYA: Did you see the roof go?\n\n\
                    RAY TULL: I did. I yelled, “Get down!” and we got down.\n\n\
                    MINA ODUYA: Down the street, neighbours are already clearing branches.\n\n\
                    MINA ODUYA: The county expects power back by Wednesday.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Ray Tull",
                    "The walls shook. I have never been that scared."
                ),
                q("Ray Tull", "I did. I yelled, “Get down!” and we got down."),
            ]
        );
    }

    /// (speaker, first words) of each quote of an article with its own title.
    fn titled(title: &str, body: &str) -> Vec<(String, String)> {
        let a = ArticleFile::parse("titled.txt", &format!("{title}\n\n{body}\n"))
            .expect("a valid article");
        extract(&a, &[])
            .quotes
            .iter()
            .map(|q| {
                let first = &a.source[q.segments[0].clone()];
                let words: Vec<&str> = first.split_whitespace().take(4).collect();
                (q.speaker.clone().unwrap_or_default(), words.join(" "))
            })
            .collect()
    }

    /// Each quote's segments, as the article under `title` writes them.
    fn segments_of(title: &str, body: &str) -> Vec<Vec<String>> {
        let a = ArticleFile::parse("titled.txt", &format!("{title}\n\n{body}\n"))
            .expect("a valid article");
        extract(&a, &[])
            .quotes
            .iter()
            .map(|q| {
                q.segments
                    .iter()
                    .map(|s| a.source[s.clone()].to_string())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_headline_park_and_its_prepositions_are_no_interviewee() {
        // Written for batch IK, from a park worker's blog: a headline of a park and a cry in
        // title case named "National Park" and then "Bear Out" the interviewee of every quote
        // the text left unattributed; and a single mark that opened, closed by a double one
        // (`‘go on, now!”`), made the whole paragraph before it a quote.
        let body = "A moose wandered between the tents on Sunday.\n\n\
                    “Stay in your cars!”\n\n\
                    The moose put its head down, clearly not wishing to ‘move along, now!”";
        assert_eq!(
            titled(
                "Glacier National Park: Hey Campers, There's a Moose Out There!",
                body
            ),
            [q("", "Stay in your cars!")]
        );
        // (A single mark closed before the stray double one leaves the opening lost all the
        // same.)
        let lost = "Mara and I talked about her first ‘I love you,’ and what came after,” \
                    producer Ana Lima says.";
        assert_eq!(
            titled("Season two", lost),
            [q("Ana Lima", "Mara and I talked")]
        );
    }

    #[test]
    fn an_answer_in_marks_whose_full_stop_follows_the_closing_mark() {
        // Written for batch IF, from an Olympic marathon's quote sheet: answers in marks of
        // their own under each topic, some closed `".`, kept their opening mark.
        let body = "On the cobbles near the harbour:\n\"They are slippery after rain.\"\n\n\
                    On the spring:\n\"Maybe. First I want to rest\".\n\n\
                    On the crowd at the finish:\n\"They were so loud I could not hear my feet\".";
        assert_eq!(
            segments_of("Ines Duarte - Post-Race Quotes", body),
            [
                ["They are slippery after rain."],
                ["Maybe. First I want to rest"],
                ["They were so loud I could not hear my feet"],
            ]
        );
    }

    #[test]
    fn a_timed_label_over_its_lines_gives_words_that_start_and_end_with_them() {
        // Written for batch GS: "Kevin (00:04):" with the turn on the lines after it gave a
        // quote whose text opened on the line break.
        let body = "Maya (00:00):\nAll right, confession time.\n\n\
                    Kevin (00:04):\nConfession, that sounds like you're going to tell us you\n\
                    weren't able to stick to it.\n\n\
                    Maya (00:09):\nI was going to say you never reported back on it at all.\n";
        let segments = segments_of("Episode Transcript", body);
        assert_eq!(
            segments,
            [
                vec!["All right, confession time."],
                vec!["Confession, that sounds like you're going to tell us you\nweren't able to stick to it."],
                vec!["I was going to say you never reported back on it at all."],
            ]
        );
    }

    #[test]
    fn a_press_conference_sheet_is_the_person_its_title_names() {
        // Written for batch I: "Opening Statement:" was the speaker's name, the title's
        // "Everything Karl Dorrell said" made him "Everything Karl Dorrell", and "11-27-2022
        // Press Conferences" was a person.
        let body = "Opening Statement: “Credit to them, they came back and outplayed us after the break.”\n\n\
                    On the last drive: “We should have taken a knee and gone home.”";
        assert_eq!(
            titled("Everything coach Rhett Calloway said after the loss", body),
            [
                q("Rhett Calloway", "Credit to them, they"),
                q("Rhett Calloway", "We should have taken"),
            ]
        );
        assert_eq!(
            titled("Transcripts: 11-02-2025 Press Conferences", body),
            [q("", "Credit to them, they"), q("", "We should have taken")]
        );
        // "Opening" alone is no first name either.
        let body = "Opening statement: \"Credit to them, they came back and outplayed us.\"";
        assert_eq!(
            titled("Everything coach Rhett Calloway said after the loss", body),
            [q("Rhett Calloway", "Credit to them, they")]
        );
    }

    #[test]
    fn credited_and_quoted_names_are_not_who_speaks() {
        // Written for batch N, from magazine-cover pages. Whom a page credits for a gown or a
        // photograph is not the person it quotes.
        let body = "The 24-year-old singer, who wore a gown by Tomas Brandt on the cover, sat down to talk.\n\
                    On touring: “I sleep on the bus and I love it.”";
        // (Her, as the page calls her, naming her nowhere: since batch HA, a role that can
        // stand for no one named before is who speaks.)
        assert_eq!(
            titled("The 24-year-old singer, in a gown by Tomas Brandt", body),
            [q("the 24-year-old singer", "I sleep on the")]
        );
        // A photo credit, and a friend the quote itself names, are not "she".
        let body = "Nadia Farrow has a new film.\n\n\
                    The hardest part of her year was a film in which she starred with Owen Hale.\n\n\
                    CREDIT: Lise Moreau/Lumen Magazine\n\n\
                    “Owen and I had a rough time. We are good now,” she said.";
        assert_eq!(quotes(body)[0].0, "Nadia Farrow");
        // A name set off by commas after a person noun is whom the verb is about.
        let body =
            "Harbor Police confirmed it in a post, while Harbor Police spokesman, Sgt. Dana \
                    Pike, tweeted “The man is in custody.”";
        assert_eq!(quotes(body)[0].0, "Dana Pike");
    }

    #[test]
    fn an_editors_note_between_two_quotes_under_a_topic() {
        // Written for batch N: a quote left open before a bracketed note and another quote, in a
        // page whose paragraphs are lines, under a headline whose verb ends the name.
        let body = "Lumen tapped actress Mara Quell for its May issue. In the interview, Quell talks about her work.\n\
                    On her new role: “I had to find her anger. [on her dark side] “It is a rush, and then it is a rest.”\n\
                    On her family: “We keep the weekends for ourselves,” says Quell.";
        assert_eq!(
            titled("Mara Quell Covers Lumen’s May Issue", body),
            [
                q("Mara Quell", "I had to find"),
                q("Mara Quell", "We keep the weekends")
            ]
        );
    }

    #[test]
    fn a_pull_quote_is_its_quote_once() {
        // Written for batch M: a team's quote sheet, "Vikings-Bengals Postgame Quotes", set
        // the opening statement's first sentences above it, and the title was a speaker.
        let body = "\"We held on when it counted, and the defence set the tone for the whole afternoon.\"\n\n\
                    Opening statement:\n\
                    “We held on when it counted, and the defence set the tone for the whole afternoon. We turned it over twice and still won.”\n\n\
                    What about the kicking game?\n\
                    “Yes, of course. It has to be better.”";
        assert_eq!(
            titled("Hawks-Otters Postgame Quotes", body),
            [q("", "We held on when"), q("", "Yes, of course. It")]
        );
        // Short answers may be said twice, and a sentence said again in full is said again.
        let body = "“Yes, of course,” Mara Quell said. “Yes, of course,” Jon Reyes said.\n\n\
                    “It is a tough league and we know it every single week,” Quell said. \
                    “It is a tough league and we know it every single week,” Reyes said.";
        assert_eq!(
            speakers(body),
            ["Mara Quell", "Jon Reyes", "Mara Quell", "Jon Reyes"]
        );
    }

    #[test]
    fn questions_under_a_title_that_only_names_the_person_asked() {
        // A team's transcript titled "QB Cam Ward": questions as lines of their own, one ending
        // on a remark of the reporter's, each answer on the line after.
        let body = "Why was it so hard to get going after the first drive?\n\
                    Same story as all season, just mistakes we made ourselves. I need to throw it away sooner.\n\
                    Were you less comfortable in the pocket today? You looked like you were moving around a lot.\n\
                    No, that is just how I felt the rush. I have to keep working on it every day.\n\
                    How do you explain the penalties?\n\
                    We lost our heads. That is on all of us and we will fix it.";
        assert_eq!(
            titled("QB Tobias Wren", body),
            [
                q("Tobias Wren", "Same story as all"),
                q("Tobias Wren", "No, that is just"),
                q("Tobias Wren", "We lost our heads."),
            ]
        );
        // The same lines under a headline that names no one are no interview.
        assert_eq!(titled("Titans fall again", body), []);
    }

    #[test]
    fn a_programme_in_quotation_marks_is_no_one_she_can_be() {
        // As pasted: the quotation's marks do not pair up.
        let body = "Speaking on 'The Broadway Show with Tamsin Reyes', she told host Cal Dorsey: \
                    \"[I'm] terrified, absolutely terrified. \"I was scared to take it on.\"";
        assert_eq!(
            titled(
                "Lena Osgood is \"absolutely terrified\" to make her Broadway debut",
                body
            ),
            [q("Lena Osgood", "[I'm] terrified, absolutely terrified.")]
        );
    }

    #[test]
    fn what_a_person_is_known_for_may_stand_in_their_role() {
        // Written for batch I: "the former Twilight star said" was no role at all, so its quote
        // was two quotes, and on the real page they had no speaker, and "the actress revealed"
        // went to a man named in passing.
        let body = "Mara Quell has never been so nervous about a part.\n\n\
                    “I can't believe I said yes,” the former Harbour Lights star said of her role. \
                    “I'm terrified of it.”\n\n\
                    “It is the saddest story I know,” Tom Beck's former flame explained.\n\n\
                    “I trust the process completely,” the actress revealed.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Mara Quell",
                    "I can't believe I said yes, | I'm terrified of it."
                ),
                q("Mara Quell", "It is the saddest story I know,"),
                q("Mara Quell", "I trust the process completely,"),
            ]
        );
    }

    #[test]
    fn a_label_that_opens_quotations_again_and_again_answers() {
        // Written for batch J: "Sam:" asks without quotation marks and "Joe: “…”" answers with
        // them; a label before a quotation was a topic unless its person spoke elsewhere.
        let body = "Sam: It has been a while between records for you…\n\n\
                    Joe: \"Yeah, five years. A lot of people want to know where we went.\"\n\n\
                    Sam: People say this one is your best since the first…\n\n\
                    Joe: \"Oh, thank you very much. We worked hard on it.\"";
        assert_eq!(
            titled("Tarn Valley interview", body),
            [
                q("Joe", "Yeah, five years. A"),
                q("Joe", "Oh, thank you very"),
            ]
        );
    }

    #[test]
    fn each_question_run_into_its_answer_in_one_paragraph() {
        // "Interview with Will": bold questions lost in pasting, each one run into its answer,
        // whose first word ("Well Joe…") is no part of a name.
        let body =
            "Can you tell us how the band formed? Well Joe had been travelling for years and \
                    came back wanting to start something. I said yes straight away.\n\n\
                    Where does the name come from? We found it on a map of volcanoes in Alaska, \
                    and we all liked it at once.\n\n\
                    You sound like nobody else, so how did you find that sound? Wow, thanks. We \
                    started out jamming very angular riffs and got heavier as we wrote.";
        assert_eq!(
            titled("Interview with Will", body),
            [
                q("Will", "Well Joe had been"),
                q("Will", "We found it on"),
                q("Will", "Wow, thanks. We started"),
            ]
        );
        // The same paragraphs under a title that announces nothing stay prose.
        assert_eq!(titled("The band named after a volcano", body), []);
    }

    #[test]
    fn a_president_pro_tem_is_a_title() {
        let body = "Senate President Pro Tem Rhoda Gant says the state can cope.\n\n\
                    \"We have a decent infrastructure right now,\" said Senate President Pro Tem Rhoda Gant.";
        assert_eq!(
            quotes(body),
            [q(
                "Rhoda Gant",
                "We have a decent infrastructure right now,"
            )]
        );
    }

    #[test]
    fn the_source_is_the_source_never_the_star() {
        // Written for batch K: "the source continues", "the source said" went to the star the
        // paragraph named (in three of six tabloid pages).
        let body = "Tom Vale is heartbroken after his split from Ana Reyes, a source close to the \
                    couple tells Star Weekly.\n\n\
                    “This breakup came out of nowhere,” the source continues. “They were looking at \
                    houses last week.”\n\n\
                    Vale and Reyes met on a film set in March.\n\n\
                    “Tom thought Ana was the one,” the insider adds.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "the source",
                    "This breakup came out of nowhere, | They were looking at houses last week."
                ),
                q("the insider", "Tom thought Ana was the one,"),
            ]
        );
    }

    #[test]
    fn a_press_conference_under_topics_has_answers_without_marks() {
        // Written for batch L: a club's page sets "on the performance…" over each answer, with
        // no quotation marks and no one named but a player whose form was asked about.
        let body = "The manager spoke to the media after the 2-1 defeat, discussing Tomas Reyna's \
                    form and the team spirit.\n\n\
                    on the performance…\n\n\
                    I feel overall it was a tough game for us. We made two very surprising mistakes.\n\n\
                    on whether it was frustrating…\n\n\
                    Yes of course it is frustrating. We made mistakes where you wonder why.\n\n\
                    on Reyna's confidence…\n\n\
                    That is inevitable. When you do not score you look a little like that, I understand it.";
        assert_eq!(
            titled("We made mistakes and did not create enough", body),
            [
                q("", "I feel overall it"),
                q("", "Yes of course it"),
                q("", "That is inevitable. When"),
            ]
        );
    }

    #[test]
    fn a_subject_before_outranks_a_name_in_passing_and_a_boss_is_a_manager() {
        // Written for batch L: "He told West Ham TV" went to a substitute named in a "though"
        // clause, and "the Everton boss said" had no speaker.
        let body = "Slaven Okafor bemoaned the slow start.\n\n\
                    Though substitute Nikica Jelen halved the deficit, West Ham could not equalise, \
                    leaving Okafor to rue a costly first half.\n\n\
                    He told West Ham TV: “It was a game of two halves.”\n\n\
                    Everton lost at Turf Moor, and visiting manager Sam Allard rued the missed chances.\n\n\
                    “It is frustrating to create so much and not score,” the Everton boss said.";
        assert_eq!(
            quotes(body),
            [
                q("Slaven Okafor", "It was a game of two halves."),
                q(
                    "Sam Allard",
                    "It is frustrating to create so much and not score,"
                ),
            ]
        );
    }

    #[test]
    fn a_closing_colon_introduces_the_next_paragraph() {
        // A relative clause before the colon: the speaker after "which", not the asker.
        let body = "Senators Ada Lind and Tomas Berg spoke with Mara Quinn on Sunday.\n\n\
                    Quinn asked Berg how far the state should go, to which Berg said:\n\n\
                    “Let us begin with the simple point that the bridge must be rebuilt.”";
        assert_eq!(speakers(body), ["Tomas Berg"]);
        // A block quote whose marks the page lost, a word or two in marks inside it, and a
        // broadcaster's "NAME on TOPIC:" heading.
        let body = "Coach Sam Reyes never says who will start. He was asked about it again on \
                    Monday. Reyes replied:\n\n\
                    I am not an ‘if’ guy. We will just take it day to day with those players.\n\n\
                    He also would not talk about the line.\n\n\
                    Ada Lind on Growth:\n\n\
                    I think there is a difference between a slowdown and a downturn.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Sam Reyes",
                    "I am not an ‘if’ guy. We will just take it day to day with those players."
                ),
                q(
                    "Ada Lind",
                    "I think there is a difference between a slowdown and a downturn."
                ),
            ]
        );
        // Without a reporting verb before the colon, or without the first person, it stays
        // the writer's prose; and only one paragraph is quoted.
        let body = "Ravi Dunn runs the shop. The plan had three parts:\n\n\
                    We build the frame, we test it, we ship it by May.\n\n\
                    Dunn said:\n\n\
                    The shop opens at nine on weekdays and closes at six.\n\n\
                    Dunn replied:\n\n\
                    I think so.\n\n\
                    We went home after that, and I wrote this up.";
        assert_eq!(quotes(body), []);
    }

    #[test]
    fn company_forms_and_headline_words_name_no_one() {
        // "he" is the chief named before, not the company; "And More Osei" is no second Osei.
        let body = "Tarn Systems Ltd is not for sale, chief executive Kofi Osei said in an \
                    interview.\n\n\
                    In the interview, the Tarn Systems Ltd chief said the firm was fine. “We \
                    are a sound company,” he said.\n\n\
                    Related: Harbor CEO Ina Voss Discusses Solar Roofs And More Osei added that \
                    morale was better. Osei noted the roadmap: “We cannot comment on rumours about \
                    the sale.”";
        assert_eq!(speakers(body), ["Kofi Osei", "Kofi Osei"]);
        // A coach's title before the name is no part of it.
        let body = "“We will have three of them ready,” said Offensive Coordinator Sam Reyes.";
        assert_eq!(speakers(body), ["Sam Reyes"]);
    }

    #[test]
    fn names_written_around_their_roles_and_organisations() {
        for (clause, speaker) in [
            // What the person is after the name, a slash in a name.
            ("said Ken Osei Red Cross Volunteer.", "Ken Osei"),
            ("said Rural/Metro Fire spokesperson Jo Webb.", "Jo Webb"),
            // Where the person works, inside the commas of an apposition.
            (
                "the study’s lead author, Dr. Ira Bell of Mercy Hospital, said.",
                "Ira Bell",
            ),
        ] {
            let body = format!("The fire burned for days.\n\n“We left the shelter open,” {clause}");
            assert_eq!(speakers(&body), [speaker], "{clause}");
        }
        // A capitalized "Said" is no part of the name the article gives in full.
        let body = "“We left the horses,” Said Dara Molloy as she left her home.\n\n\
                    “It looks like the problem is solved,” said Molloy.";
        assert_eq!(speakers(body), ["Dara Molloy", "Dara Molloy"]);
        // Whom the writer talks to is the person interviewed, not an outlet; a second name
        // after "aka" is no one else; a trade in a headline ("Our Game Developers") is no one.
        let body = "We spoke with Tim Oduya, founder of Brightfold Productions, about the game. \
                    “For me, it is about making what I would play,” he says.\n\n\
                    We also spoke with Eli Barr, aka Quiet Lantern, who made a farm game alone. \
                    “I spent about 1500 hours on it,” he says.";
        assert_eq!(speakers(body), ["Tim Oduya", "Eli Barr"]);
        let body = "Inside Our Game Developers\n\n\
                    We started by asking our lead developer, Alex, about the idea. “We wanted a \
                    world unlike any other,” he explains.\n\n\
                    Gameplay Mechanics: The Core of the Experience\n\n\
                    The art team, led by James, built the world. “We drew on old paintings,” he \
                    says.";
        assert_eq!(speakers(body), ["Alex", "James"]);
    }

    #[test]
    fn headings_dashes_and_sentences_that_introduce_a_speaker() {
        // A possessive label before a colon; dashes after the quote with a team before the
        // name and the occasion after it.
        let body = "The match was tense.\n\n\
                    Ada Lind’s Reaction: “We Were Relentless, Mate.”\n\n\
                    \"You have to give them credit, but we were to blame\" – Harbor's Tom Reyes \
                    after a 4-0 defeat.\n\n\
                    \"I don't think it was our system\" – Lakeside boss Ana Cruz (lost 5-2 away).";
        assert_eq!(speakers(body), ["Ada Lind", "Tom Reyes", "Ana Cruz"]);
        // A sentence in another language names one person before a colon; the full stop
        // stands after the closing mark.
        let body = "Ecco le parole del tecnico Marco Bellini a Radio Uno:\n\n\
                    “Abbiamo giocato bene. Eravamo lì”.";
        assert_eq!(speakers(body), ["Marco Bellini"]);
        // A role that runs on before the name's commas; one adverb before a whole sentence,
        // whose speaker the sentence before names at its reporting verb.
        let body = "VP of Sales, Jamie Cole, commented, “Atlanta is a city of six million.”\n\n\
                    The firm's head of channels, EMEA, Vince Hale admitted recently that a launch \
                    was coming.\n\n\
                    Apparently “There was a big argument about the date.” Well, it came.";
        assert_eq!(speakers(body), ["Jamie Cole", "Vince Hale"]);
        // A nickname after "the" is no one's name; a photo credit heading introduces no one
        // and is no one.
        let body = "The Special One had proclaimed: “They were a bit lucky today.”\n\n\
                    Image Credits:\n\n\
                    I am taking a last look around the room before the flight.\n\n\
                    “Have fun,” she whispers.";
        assert_eq!(
            quotes(body),
            [q("", "They were a bit lucky today."), q("", "Have fun,")]
        );
    }

    #[test]
    fn places_nicknames_connectives_and_links_leave_the_speaker_found() {
        // A place's state between commas in the leading phrase; a nickname in marks inside the
        // name, which quotes no one.
        let body = "In Tulsa, Oklahoma, Rosa Delgado, who runs a bakery on Main Street, said \
                    orders had doubled.\n\n\
                    “We can barely keep up,” she said.\n\n\
                    \"We were watching,\" said pilot Dana \"Ace\" Whitfield. \"And there is \
                    some disappointment, of course.\"";
        assert_eq!(
            quotes(body),
            [
                q("Rosa Delgado", "We can barely keep up,"),
                q(
                    "Dana Ace Whitfield",
                    "We were watching, | And there is some disappointment, of course."
                )
            ]
        );
        // Where a person is from, written as a title; "However," before the subject.
        let body = "“We have some fair crops,” grower Tom Reyes said.\n\n\
                    “Most of it was hurt,” Reyes said.\n\n\
                    One of his neighbours is Texan Dale Lind, who farms near Lubbock.\n\n\
                    “It started out dry and never came back,” Lind said.\n\n\
                    Several of Lind's fields did well. However, he is not too worried.\n\n\
                    “This is my whole income, but at my age I will survive.”";
        assert_eq!(
            speakers(body),
            ["Tom Reyes", "Tom Reyes", "Dale Lind", "Dale Lind"]
        );
        // "RELATED: …" between the paragraph that names the speaker and the quote.
        let body = "Mission leaders met on Friday.\n\n\
                    Ortiz said the weather was no setback.\n\n\
                    RELATED: Launch slips to Friday, crew waits\n\n\
                    \"We are going to fly when it is safe,\" he said.";
        assert_eq!(
            titled("Before the Second Crew Dragon Attempt", body),
            [q("Ortiz", "We are going to")]
        );
    }

    #[test]
    fn colons_that_introduce_and_lines_that_credit() {
        // The subject of a sentence that talks about something before a colon; a credit line
        // ("Via FastLane :") introduces no one.
        let body = "Ada Lind runs the studio.\n\n\
                    Lind also discussed how the studio chose its name:\n\n\
                    We argued for weeks, and in the end I picked the one nobody hated.\n\n\
                    Via FastLane :\n\n\
                    We are not the first, and we never wanted to be the first.";
        assert_eq!(
            quotes(body),
            [q(
                "Ada Lind",
                "We argued for weeks, and in the end I picked the one nobody hated."
            )]
        );
    }

    #[test]
    fn radio_and_press_transcripts_name_their_speakers_their_own_way() {
        // A radio transcript's names in parentheses, and its sounds.
        let body = "Al Brandt is a retired driver from Salem.\n\n\
                    (Brandt) “If he gets the nomination, he walks in there.”\n\n\
                    (Sound of the crowd) “We want Joe!”";
        assert_eq!(
            quotes(body),
            [
                q("Al Brandt", "If he gets the nomination, he walks in there."),
                q("", "We want Joe!")
            ]
        );
        // A transcription service's timed turns, the words on the line after the name; a
        // voice it could not name is no one's.
        let body = "Mara Quell: (00:14)\nGood morning, and thanks for coming out in the rain.\n\n\
                    Tom Reyes: (01:02)\nThanks, Mara. We have a lot to cover this morning.\n\n\
                    Speaker 3: (02:10)\nWhen does the bridge open?\n\n\
                    Tom Reyes: (02:15)\nIn the spring, if the weather lets us pour.";
        assert_eq!(
            quotes(body),
            [
                q(
                    "Mara Quell",
                    "Good morning, and thanks for coming out in the rain."
                ),
                q(
                    "Tom Reyes",
                    "Thanks, Mara. We have a lot to cover this morning."
                ),
                q("Tom Reyes", "In the spring, if the weather lets us pour.")
            ]
        );
    }

    #[test]
    fn initials_that_label_only_the_questions_and_a_single_q_and_a() {
        let podcast = "Nina Park: Tom Reyes, head of design at Lumen. Welcome to the show.\n\n\
                       Tom Reyes: Thanks. It is great to be here.\n\n\
                       NP: Big week for you.\n\nWe had a fun week. The team shipped.\n\n\
                       NP: The new tablet.\n\nIt is the lightest thing we have made.\n\n\
                       NP: The pen.\n\nIt finally feels like ink on paper.";
        assert_eq!(
            titled("Tom Reyes Stops By to Show Off the Lumen Tablet", podcast),
            [
                q("Tom Reyes", "Thanks. It is great"),
                q("Tom Reyes", "We had a fun"),
                q("Tom Reyes", "It is the lightest"),
                q("Tom Reyes", "It finally feels like")
            ]
        );
        // A label followed by questions labels the answers: its turns ask nothing, and the
        // questions after them are no one's words.
        let answers_labelled = "Lena Ortiz sat down with us.\n\n\
                                What was it like?\n\nORTIZ: Cold, mostly.\n\n\
                                And the second winter?\n\nORTIZ: Colder.\n\n\
                                Would you go back?\n\nORTIZ: Tomorrow.";
        assert!(
            titled("Lena Ortiz on Two Winters at the Pole", answers_labelled)
                .iter()
                .all(|(_, words)| !words.ends_with('?'))
        );
        // One "Q:" and one "A:" make an interview too, however short.
        let one = "Lena Ortiz is the author of a new novel about a lighthouse.\n\n\
                   Q: How did the book start?\n\n\
                   A: With a map I found in a drawer of my grandmother's desk.\n\n\
                   I traced the coast for weeks before I wrote a line.";
        assert_eq!(
            titled("Q&A with Lena Ortiz", one),
            [q("Lena Ortiz", "With a map I")]
        );
    }

    #[test]
    fn offices_groups_and_claims_introduce_speech() {
        // Written for batch S, from a council vote and a pastor's memories: an office written
        // with a capital ("The Mayor"), one of a group ("one of the deacons"), a gentleman, and
        // "claimed" before a quote that opens in small letters.
        let body = "Mayor Dana Whitcombe abstained on Wednesday. Councilwoman Ines Ruiz voted yes.\n\n\
                    The Mayor disagreed by saying, “Districts are cheaper.”\n\n\
                    Ruiz claimed, “that is what our neighbors want.”\n\n\
                    After the service, one of the deacons said, “Those people needed that sermon.”\n\n\
                    “We ran for the cellar,” one of the survivors said.\n\n\
                    At the door, an elderly gentleman paused to say, “I like your preaching.”";
        assert_eq!(
            titled("Council splits on districts", body),
            [
                q("Dana Whitcombe", "Districts are cheaper."),
                q("Ines Ruiz", "that is what our"),
                q("one of the deacons", "Those people needed that"),
                q("one of the survivors", "We ran for the"),
                q("an elderly gentleman", "I like your preaching."),
            ]
        );
    }

    #[test]
    fn a_quote_that_ends_its_line_ends_its_paragraph() {
        // Written for batch S: a page pasted with single line breaks. The sentence on the next
        // line ("He said that…") is the writer's, not the attribution of the quote above it.
        let body = "Mayor Dana Whitcombe spoke after the vote.\n\n\
                    The Mayor answered, “Districts are cheaper.”\n\
                    He said that a district vote might have no second candidate.\n\
                    “It makes no sense to divide a small town,” said Whitcombe.";
        assert_eq!(
            titled("Council splits on districts", body),
            [
                q("Dana Whitcombe", "Districts are cheaper."),
                q("Dana Whitcombe", "It makes no sense"),
            ]
        );
    }

    #[test]
    fn titles_parties_and_ranks_before_a_name_are_no_part_of_it() {
        // Written for batch T, from zoos, a campaign and veterans' ceremonies: a keeper, a party,
        // a chaplain's rank with its full stop, a service before an admiral, and a role with a
        // possessive right before the name, with no comma.
        let body = "Guest speaker for the day, Chaplain Capt. Ray Okoro of the 2nd Brigade, said \
                    soldiers are \"quiet heroes\" because they give up holidays.\n\n\
                    “No one has more love than this,\" he said.\n\n\
                    “The first weeks we leave the calf alone,” said Keeper Nora Blum.\n\n\
                    “We will keep our word,” said Democrat Lise Carver.\n\n\
                    “Those words are the soul of the country,” said retired Coast Guard Admiral \
                    Paul T. Hask.\n\n\
                    “She is a shy one,” said the aquarium’s area manager Dee Munro.";
        assert_eq!(
            titled("Ceremonies at the park", body),
            [
                q("Ray Okoro", "No one has more"),
                q("Nora Blum", "The first weeks we"),
                q("Lise Carver", "We will keep our"),
                q("Paul T. Hask", "Those words are the"),
                q("Dee Munro", "She is a shy"),
            ]
        );
    }

    #[test]
    fn a_team_sheet_heads_each_drivers_words_with_the_name_and_result() {
        let body = "Nora Vale took pole and Ivo Brandt qualified ninth for Sunday's race.\n\n\
                    Harbor Racing\n\
                    Nora Vale (1st, Q3 - 1m 31.207s)\n\
                    “The car came alive in the last sector and I could lean on it.”\n\n\
                    Tomas Keller, 2nd, 1:31.540\n\
                    “We lost a tenth in the chicane, but the long run looks strong.”\n\n\
                    Kestrel Ivo Brandt (9th, Q3 - 1m 32.011s) “I locked up into turn one and the lap was gone.”\n\n\
                    Lena Ostrova, Team Principal\n\
                    “A clean session for both cars, which is what we came here for.”\n\n\
                    Ivo Brandt\n\n\
                    Ninth is not where I wanted to be. I think the balance moved when the wind \
                    picked up, and we will look at it tonight.\n\n\
                    Marek Jansen, Chief Technical Officer\n\n\
                    The upgrade did what we asked of it. We still lose time on the straights, \
                    and we know why.\n\n\
                    Davy Lorne, 1931-2019\n\n\
                    What's my favourite Lorne song? I think it is the first one. He died on Monday.";
        assert_eq!(
            titled("Qualifying: what the teams said", body),
            [
                q("Nora Vale", "The car came alive"),
                q("Tomas Keller", "We lost a tenth"),
                q("Ivo Brandt", "I locked up into"),
                q("Lena Ostrova", "A clean session for"),
                q("Ivo Brandt", "Ninth is not where"),
                q("Marek Jansen", "The upgrade did what"),
            ]
        );
    }

    #[test]
    fn a_round_up_heads_each_players_words_with_the_name_and_what_they_did() {
        // Written for batch V, from golf and racing round-ups: a name with a few words on what
        // the player did, in parentheses, heads a quote of many paragraphs; a placing, what
        // placed and who rode it head a jockey's words.
        let body = "The best of what was said after the final round at Elm Ridge.\n\n\
                    Owen Tarrant (A first major, after a wobble on the back nine)\n\n\
                    “I never thought I would be sitting here with this trophy.\n\n\
                    “The putt on 16 was the one. After that I felt calm.”\n\n\
                    Lucas Verhoef (Happy to be back in the mix)\n\n\
                    “It is good to feel the nerves again on a Sunday.”\n\n\
                    Davy Lorne (1931-2019)\n\n\
                    “He taught half of us to swing,” one of the players said.\n\n\
                    1st – Silver Harbour – Tomas Keller\n\
                    “He jumped well and travelled sweetly the whole way.”\n\n\
                    2nd – Quiet Lane – Ana Sorel\n\
                    “She ran her race, but the winner was too good today.”";
        assert_eq!(
            titled("What they said: the final round", body),
            [
                q("Owen Tarrant", "I never thought I"),
                q("Lucas Verhoef", "It is good to"),
                q("one of the players", "He taught half of"),
                q("Tomas Keller", "He jumped well and"),
                q("Ana Sorel", "She ran her race,"),
            ]
        );
    }

    #[test]
    fn who_reads_a_statement_aloud_is_not_its_author() {
        // Written for batch V, from a court story: a prosecutor reads out a relative's
        // statement, and "he wrote" is that relative's, whom the story never names.
        let body = "Statements from the family were read at the hearing on Tuesday.\n\n\
                    Another brother's statement was read out loud by Crown prosecutor Dana Pike.\n\n\
                    “Nothing in my life prepared me for that phone call,” he wrote.";
        // Nor is the place in the title ("at Harbor Court") anyone "he" stands for.
        assert_eq!(
            titled("A family speaks at Harbor Court", body),
            [q("", "Nothing in my life")]
        );
    }

    #[test]
    fn a_post_embedded_in_a_page_is_its_authors() {
        let body = "Police said the suspect was held on the ring road.\n\n\
                    The chief posted the news before the briefing.\n\n\
                    We can finally sleep tonight. Thank you all. — Chief Dana Whitcombe (@ChiefWhitcombe) May 3, 2024\n\n\
                    A neighbour filmed the arrest from her window.\n\n\
                    Police everywhere outside my house #Harwick pic.twitter.com/abc123\n\n\
                    — Ruth (@ruthinharwick) May 3, 2024\n\n\
                    The briefing starts at five.";
        assert_eq!(
            titled("Arrest made in Harwick", body),
            [
                q("Dana Whitcombe", "We can finally sleep"),
                q("Ruth", "Police everywhere outside my"),
            ]
        );
    }

    #[test]
    fn a_long_role_before_a_name_and_a_place_after_in() {
        let body = "“The bridge is closed until further notice. Please stay away,” said regional \
                    transit authority operations lead Ines Marlow at a briefing.\n\n\
                    In Fort Ellis, Montana, most residents have left, Mayor Tomas Reyes said on \
                    Tuesday.\n\n\
                    “We got almost everyone out before the water came,” he told reporters.";
        assert_eq!(speakers(body), ["Ines Marlow", "Tomas Reyes"]);
    }

    #[test]
    fn a_match_in_the_title_is_no_one_and_a_coach_is_named_past_team_and_role() {
        let body = "Opening Statement\n\n“We started slowly and paid for it. I told them so at halftime.”\n\n\
                    On the second half\n\n“We defended with pride. That is the team I know.”";
        assert_eq!(
            titled("Harbor State HC Dana Okafor talks Ridgeview loss", body),
            [
                q("Dana Okafor", "We started slowly and"),
                q("Dana Okafor", "We defended with pride."),
            ]
        );
        let quotes_after_a_match = titled(
            "Otters Vs. Herons: Post-Game Quotes",
            "On the comeback: “We kept believing, and it paid off in the end.”",
        );
        assert_eq!(quotes_after_a_match, [q("", "We kept believing, and")]);
    }

    #[test]
    fn signed_answers_and_statements_released_after_a_subject() {
        // Written for batch T: readers' answers signed under them with a dash, on the next
        // line, and a statement introduced by a participle with no subject of its own.
        let body = "We asked our readers who won the debate. Here is what they said:\n\n\
                    Okafor won on facts. Reyes sounded like he had not read the budget at all.\n\
                    -- Amal Fenwick, Dayton\n\n\
                    It was close, but I would give it to Reyes for the plan on the river.\n\
                    -- Tom Bruckner, Xenia\n\n\
                    Jo Pratt with the Reyes campaign answered the challenge. Releasing the \
                    following statement:\n\n\
                    “Okafor has spent the campaign hiding from voters, and we will not help him.”";
        assert_eq!(
            titled("Readers on the debate", body),
            [
                q("Amal Fenwick", "Okafor won on facts."),
                q("Tom Bruckner", "It was close, but"),
                q("Jo Pratt", "Okafor has spent the"),
            ]
        );
    }

    #[test]
    fn a_briefing_official_answers_the_reporters_who_ask() {
        // Written for batch T, from a ministry's weekly briefings: the official is credited
        // with an office, the reporters with their outlets or nothing, and every named turn
        // but the official's asks, whether or not it ends in a question mark.
        let body = "Transcript of the Weekly Briefing\n\n\
                    Shri Ravi Mehra, Official Spokesperson: Good afternoon. I have no announcements, \
                    so the floor is open.\n\n\
                    Lata Iyer, Channel Nine: Sir, Lata from Channel Nine. Is there news on the \
                    fishermen held at sea?\n\n\
                    And one more on the trade talks.\n\n\
                    Dev Bose: Sir, I am Dev from the Courier. The rains have closed the border road.\n\n\
                    Shri Ravi Mehra, Official Spokesperson: Closed since Monday?\n\n\
                    Dev Bose: Yes. Since Monday.\n\n\
                    Shri Ravi Mehra, Official Spokesperson: We are in touch with the state.";
        assert_eq!(
            titled("Weekly Briefing", body),
            [
                q("Ravi Mehra", "Good afternoon. I have"),
                q("Ravi Mehra", "Closed since Monday?"),
                q("Ravi Mehra", "We are in touch"),
            ]
        );
    }

    #[test]
    fn pasted_pages_prompts_headings_and_quotes_on_their_own_lines() {
        // Written for batch T. A designer's Q&A whose questions lost their labels, one of them a
        // prompt with no question mark, under a title that names her before a dash.
        let qa = "Where do your ideas come from?\n\n\
                  This season came from old racing boats and the people who sailed them.\n\n\
                  Describe your studio in a few words\n\n\
                  I work in a small room full of rope and I like it that way.\n\n\
                  What is hard about being a designer now?\n\n\
                  I think the hardest part is to waste nothing at all.";
        assert_eq!(
            titled("Ida Varga - The Harbour Review", qa),
            [
                q("Ida Varga", "This season came from"),
                q("Ida Varga", "I work in a"),
                q("Ida Varga", "I think the hardest"),
            ]
        );
        // A tennis blog pasted a press conference as one line, its heading glued before it.
        let flat = "Ada Lind Interview | Harbor Open Final\n\n\
                    Ada Lind Interview | Harbor Open Final Q. Each set was long. How did you stay \
                    calm? ADA LIND: I stayed calm because I was fit. Q. Was the wind hard? ADA \
                    LIND: The wind was hard for both of us. Q. What comes next? ADA LIND: A week \
                    at home with my dog.";
        assert_eq!(
            titled("Blog: interviews", flat),
            [
                q("Ada Lind", "I stayed calm because"),
                q("Ada Lind", "The wind was hard"),
                q("Ada Lind", "A week at home"),
            ]
        );
        // Directors who are never named, quoted on lines of their own under headings without
        // full stops, one heading glued to the quote before it (so the lines stay one
        // paragraph); the title is a room, not a person.
        let room = "We spoke with three directors about the first week.\n\
                    On Readings\n\
                    \"I stopped doing table reads years ago. We start on our feet.\"On Blocking\n\
                    \"I do not block before the first day. The actors know better than my plans.\"";
        assert_eq!(
            titled("The Rehearsal Room", room),
            [q("", "I stopped doing table"), q("", "I do not block"),]
        );
    }

    #[test]
    fn accounts_groups_and_people_described_by_where_they_are_from() {
        // Written for batch T. An "Answer:" in the writer's words about the keeper is no one's
        // quote, however it is labelled.
        let zoo = "Question: How do you feed the baby seals? - Mia Torres, 8\n\n\
                   Answer: Keeper Nora Blum has raised six seal pups. The pups nurse from their \
                   mothers, and the staff only watches.\n\n\
                   “We stay out of the way,” Blum said.";
        assert_eq!(
            titled("Ask the keeper", zoo),
            [q("Nora Blum", "We stay out of")]
        );
        // A player described by where she is from, whom the page never introduced that way,
        // stays as written, not the last woman named; her own words in another language lost
        // their last full stop and are still a quote. Then a group the writer counts speaks,
        // none of them the article's main speaker.
        let match_report = "Ada Lind beat Rosa Tiel in three sets.\n\n\
                            “I served well and the wind helped,” Lind said.\n\n\
                            “I think it was a fair result,” said the woman from Lisbon.\n\n\
                            “Abbiamo perso contro una giocatrice migliore. Il secondo set è stato buono”\n\n\
                            Afterwards we talked to three ball kids and several fans. “It was \
                            the longest match I have ever worked,” one of them told us.\n\n\
                            Outside, we found three fans. “We waited four hours for this.”";
        assert_eq!(
            titled("Lind wins the final", match_report),
            [
                q("Ada Lind", "I served well and"),
                q("the woman from Lisbon", "I think it was"),
                q("the woman from Lisbon", "Abbiamo perso contro una"),
                q("one of them", "It was the longest"),
                q("", "We waited four hours"),
            ]
        );
    }

    #[test]
    fn a_reporting_verb_before_a_surname_and_an_initial_without_its_full_stop() {
        // Written for batch W. "Said Lowe:" opens with the verb, not a first name, however few
        // words follow it; a middle initial some house styles write without its full stop
        // ("Dana K Ruiz") still makes a person, the antecedent of the "she" after her.
        let statement = "Brewery chief Owen Lowe wrote a long letter to investors.\n\n\
                         Said Lowe: “A brand is like a garden that needs its gardener.”\n\n\
                         Says Lowe, “Nobody tends it for you when the rain stops.”";
        assert_eq!(
            titled("A letter to investors", statement),
            [
                q("Owen Lowe", "A brand is like"),
                q("Owen Lowe", "Nobody tends it for"),
            ]
        );
        let campus = "Photo credits: Campus Press\n\n\
                      The college owes its students a great deal, President Dana K Ruiz told the \
                      board in 2022, and the research shows it.\n\n\
                      “Teaching and research are one job here,” she said.";
        assert_eq!(
            titled("Research on campus", campus),
            [q("Dana K Ruiz", "Teaching and research are")]
        );
    }

    #[test]
    fn someone_the_article_never_names_is_the_next_pronouns_antecedent() {
        // Written for batch W: after "One neighbor recalls…", the "he" of the next quote is that
        // neighbour, not the teenager named before him.
        let flood = "Theo Vance, 17, was watching the house when the storm hit.\n\n\
                     “I put towels down and waited,” Vance said.\n\n\
                     One neighbor remembers the water rising over the wash.\n\n\
                     “It had nowhere to go but our street,” he said.";
        assert_eq!(
            titled("Storm floods homes", flood),
            [
                q("Theo Vance", "I put towels down"),
                q("one neighbor", "It had nowhere to"),
            ]
        );
        // A named subject keeps the pronoun: "A nurse" only describes who Ines Holm is.
        let ward = "A nurse on the night shift, Ines Holm, stayed until morning.\n\n\
                    “We did not leave anyone alone,” she said.";
        assert_eq!(
            titled("The night shift", ward),
            [q("Ines Holm", "We did not leave")]
        );
    }

    #[test]
    fn a_whole_sentence_quoted_inside_a_sentence_is_someones_words() {
        // Written for batch W: a stated sentence in the marks, wherever it stands, but not a
        // question about something, a title in capitals, or what someone "was like".
        let remembrance = "She loved her garden. She always told us to “Water the roses before \
                           you water yourself.”\n\n\
                           The question she hated most was “Why do you grow so many roses?” \
                           Her favourite book was “The Rose Grower Knows Best.” My brother was \
                           like “This is the best summer we have ever had.” and we laughed.";
        assert_eq!(
            titled("Remembering Mom", remembrance),
            [q("", "Water the roses before")]
        );
    }

    #[test]
    fn a_round_up_credits_each_quote_on_the_line_under_it() {
        // Written for batch X. A dash before the credit, the team and position before the name,
        // a surname alone for someone named in full before; each credit is the quote's above it,
        // not the next one's.
        let dashed = "“We scouted him for a month and he still surprised us.”\n\
                      —Harbor manager Ruth Ekwueme, on the shutout against her side\n\n\
                      “I wanted the last out for myself.”\n\
                      —Lakers pitcher Dov Saar, on finishing the game\n\n\
                      “It was the best start of my year, and I knew it early.”\n\
                      –Saar (Mina Lowe, Coastal Daily)";
        assert_eq!(
            titled("The week in quotes", dashed),
            [
                q("Ruth Ekwueme", "We scouted him for"),
                q("Dov Saar", "I wanted the last"),
                q("Dov Saar", "It was the best"),
            ]
        );
        // Without dashes, a name and a role over no quote at the page's end: every name line
        // credits the quote above it.
        let plain = "“We played well enough to win and not well enough to enjoy it.”\n\n\
                     Tal Brenner, Mariners manager, on a loss at home\n\n\
                     “I knew it was gone when it left the bat.”\n\n\
                     Mariners shortstop Leo Okafor, on his first home run";
        assert_eq!(
            titled("Quotes of the week", plain),
            [
                q("Tal Brenner", "We played well enough"),
                q("Leo Okafor", "I knew it was"),
            ]
        );
        // A sheet that sets each name over its quote keeps it so.
        let sheet = "Tal Brenner, Mariners manager\n\n\
                     “We played well enough to win and not well enough to enjoy it.”\n\n\
                     Leo Okafor, Mariners shortstop\n\n\
                     “I knew it was gone when it left the bat.”";
        assert_eq!(
            titled("What the Mariners said", sheet),
            [
                q("Tal Brenner", "We played well enough"),
                q("Leo Okafor", "I knew it was"),
            ]
        );
    }

    #[test]
    fn a_title_with_of_in_capitals_before_a_name_and_a_general_manager() {
        // Written for batch X: "said Professor of Marine Biology Dr. Ines Varga" names Ines Varga,
        // and "Padres GM" is a role before a name, as "Padres manager" is.
        let story = "“The reef came back faster than anyone thought,” said Professor of Marine \
                     Biology Dr. Ines Varga. “We counted twice.”\n\n\
                     “We will not trade him this year.”\n\
                     Harbor GM Tomas Weil, on his ace";
        assert_eq!(
            titled("Reef and ace", story),
            [
                q("Ines Varga", "The reef came back"),
                q("Tomas Weil", "We will not trade"),
            ]
        );
    }

    #[test]
    fn a_post_credited_at_an_event_under_an_account_named_like_a_person() {
        // Written for batch Y: "– Mayor Quill at a rally" credits the post it follows, and a
        // campaign's account ("Quill Press Room") is no one "Quill" stands for.
        let rally = "Quill Press Room (Text QUILL to 5555)@QuillRoom\n\n\
                     “We fixed every bridge we promised to fix.” – Mayor Quill at a rally in \
                     Elm Park\n\n\
                     “The other side wants to tear it all down,” Quill said.";
        assert_eq!(
            titled("Quill rallies the faithful", rally),
            [
                q("Quill", "We fixed every bridge"),
                q("Quill", "The other side wants"),
            ]
        );
    }

    #[test]
    fn credits_that_describe_the_person_first_and_one_that_lost_its_name() {
        // Written for batch Z. A hyphen before the credit on the line under the quote, a role
        // the lists do not know and the occasion after the name; two hyphens on the quote's own
        // line before a long description; and a credit whose name the page lost, whose quote is
        // no one's rather than the list's last speaker's.
        let views = "“We built it to last, and it lasted.”\n\n\
                     -Harbor station commander Ines Varga just before the last launch.\n\n\
                     “It is a mistake to stop now.”\n\n\
                     - Former .\n\n\
                     “Nobody will remember the budget, only the flights.” -- Veteran of four \
                     missions and former Senator Tomas Weil, speaking to the Harbor Post";
        assert_eq!(
            titled("Views on the last flight", views),
            [
                q("Ines Varga", "We built it to"),
                q("", "It is a mistake"),
                q("Tomas Weil", "Nobody will remember the"),
            ]
        );
    }

    #[test]
    fn a_title_in_marks_before_a_role_is_no_one_a_pronoun_stands_for() {
        // Written for batch AA: "his ‘Harbor Nights’ co-star Ines Varga" and "‘Night Shift’
        // actor Tomas Weil" name a film and a series before the person; "She wrote:" and "He
        // wrote:" are the person's, not the title's.
        let tributes = "Stars paid tribute, including his ‘Harbor Nights’ co-star Ines Varga.\n                        She wrote: \"He was the kindest man on any set I have worked on.\"\n                        Meanwhile, ‘Night Shift’ actor Tomas Weil remembered a friend.\n                        He wrote: \"I feel lucky to have called him my friend for thirty years.\"";
        assert_eq!(
            titled("Stars remember Dev Okafor", tributes),
            [
                q("Ines Varga", "He was the kindest"),
                q("Tomas Weil", "I feel lucky to"),
            ]
        );
    }

    #[test]
    fn initials_after_full_name_labels_are_the_same_two_people() {
        // Written for batch AB: a blog quotes an interview whose first exchange is labelled
        // with full names and the next with initials, and signs the post under its end.
        let post = "Dana Reyes is the author of six novels. Her latest is The Harbor.\n\n\
                    From Tom Ward's interview with Reyes:\n\n\
                    Tom Ward: Your people are hard to love, yet we root for them. Why?\n\n\
                    Dana Reyes: I like it when two people are headed for a crash.\n\n\
                    And as for rooting for them, I think they want something decent.\n\n\
                    TW: You seem to enjoy suspense more lately, don't you?\n\n\
                    DR: I think we both have liked it for years...[read on]\n\
                    Visit Dana Reyes's website and her blog today.\n\n\
                    --Sam Lowe";
        assert_eq!(
            titled("Dana Reyes on The Harbor", post),
            [
                q("Dana Reyes", "I like it when"),
                q("Dana Reyes", "I think we both"),
            ]
        );
    }

    #[test]
    fn research_is_no_speaker() {
        // Written for batch AB: "Research led by …" is what a person did, not who spoke.
        let news = "Research led by Dana Reyes, professor of music, shows that bands play \
                    longer in winter: “We found that the cold keeps people inside.”";
        assert_eq!(titled("In the news", news), [q("", "We found that the")]);
    }

    #[test]
    fn a_superlative_topic_line_is_no_name() {
        // Written for batch AB: a forum's topic line "Biggest European night since 2019?" over
        // an unnamed manager's answer names no one.
        let notes = "Team news\n\"We still have training to do.\n\"Two players are back.\"\n\
                     Biggest European night since 2019?\n\"For me, it is always about the next \
                     game.\"";
        assert_eq!(
            titled("Press conference notes", notes),
            [q("", "We still have training"), q("", "For me, it is")]
        );
    }

    #[test]
    fn an_attribution_inside_the_sentence_before_a_colon() {
        // Written for batch AB: the verb and the name set off by commas, the sentence running
        // on past them to the colon.
        let news = "Long sets are good for everyone, says Tom Ward, professor of sound, whose \
                    work shows that crowds stay: “Nobody leaves a warm room for a cold street.”";
        assert_eq!(
            titled("In the news", news),
            [q("Tom Ward", "Nobody leaves a warm")]
        );
    }

    #[test]
    fn surnames_after_full_name_labels_are_the_same_two_people() {
        // Written for batch AC: a cover story labelled with full names for the first exchange
        // and surnames after it.
        let story = "Drummer Tom Ward sits down with the singer Dana Reyes.\n\n\
                     Tom Ward: First question. Your voice carries to the back of any room, you \
                     know?\n\n\
                     Dana Reyes: Yeah.\n\n\
                     Ward: Do you warm up before shows, or is it natural?\n\n\
                     Reyes: I try to sleep well and I keep quiet on the day of the gig.";
        assert_eq!(
            titled("Dana Reyes interviewed by Tom Ward", story),
            [q("Dana Reyes", "Yeah."), q("Dana Reyes", "I try to sleep")]
        );
    }

    #[test]
    fn a_questionnaire_under_a_column_name_and_the_guest() {
        // Written for batch AC: each question on a line over its answer, one paragraph each,
        // under a title that names the column, then the guest.
        let questions = "Chef and owner of Harbor Table\n\n\
                         What is your idea of a perfect restaurant?\n\
                         The diner on my corner. I would eat there every day for the rest of my life.\n\n\
                         What is your greatest fear at work?\n\
                         That someone gets hurt. I worry about my cooks when I am not there.\n\n\
                         What would make you fire someone at once?\n\
                         Nobody gets fired for being a slow cook. People get fired for cruelty.";
        assert_eq!(
            titled("Sharp Questions - Ines Varga", questions),
            [
                q("Ines Varga", "The diner on my"),
                q("Ines Varga", "That someone gets hurt."),
                q("Ines Varga", "Nobody gets fired for"),
            ]
        );
    }

    #[test]
    fn one_exchange_the_outlet_asks_and_the_person_named_answers() {
        // Written for batch AC: a magazine's excerpt cut after its first exchange, the
        // question under the magazine's name.
        let excerpt = "We caught up with frontman Tomas Weil to talk about the band's return.\n\n\
                       Harbor Weekly: Your third record came out in 2001. How did the band drift apart?\n\
                       Tomas Weil: It was a lot of things. We toured for three years without a break.";
        assert_eq!(
            titled("Tomas Weil on getting the band back together", excerpt),
            [q("Tomas Weil", "It was a lot")]
        );
    }

    #[test]
    fn name_lines_over_topic_lines_without_colons_head_the_quotes_under_them() {
        // Written for batch AD: a team blog's postgame sheet, each player's role and name on a
        // line, then a topic line with no colon, then the words.
        let sheet = "Harbor coach Ana Lima\nOn the game tonight\n“We did not stop the ball in \
                     the second half.”\n\n\
                     On the rebounding\n“They wanted it more than we did tonight.”\n\n\
                     Harbor forward Tomas Weil\nOn the loss\n“They played hard and they \
                     played the right way.”\n\n\
                     Harbor guard Ines Varga\nOn the loss\n“I am not making any excuses, they \
                     beat us.”";
        assert_eq!(
            titled("Postgame report: from the Harbor locker room", sheet),
            [
                q("Ana Lima", "We did not stop"),
                q("Ana Lima", "They wanted it more"),
                q("Tomas Weil", "They played hard and"),
                q("Ines Varga", "I am not making"),
            ]
        );
    }

    #[test]
    fn a_name_in_capitals_then_a_comma_and_the_topic() {
        // Written for batch AD: exit interviews, each player's name in capitals and the topic
        // before a colon, on a line over the quote or run into the text before it.
        let notes = "Here is a quote from each player who spoke:\n\n\
                     DANA REYES, on the last season:\n“It was hard on all of us, and we kept \
                     going.”\n\n\
                     In all, 16 players spoke. ISAAC LOWE, on the coach:“He kept us together \
                     when it was hard.”JO PARK, on the fans:“They were loud every night.”";
        assert_eq!(
            titled("What each player said", notes),
            [
                q("Dana Reyes", "It was hard on"),
                q("Isaac Lowe", "He kept us together"),
                q("Jo Park", "They were loud every"),
            ]
        );
    }

    #[test]
    fn an_answer_in_marks_of_its_own_is_its_words_without_them() {
        // Written for batch AD: a player's name on a line, then each answer in marks under a
        // topic line.
        let body = "We talked to Tomas Weil and Ines Varga after the loss.\n\n\
                    Tomas Weil:\nOn the last shot:\n\"I saw it. I guess he thought they would \
                    foul him.\"\n\n\
                    On the crowd:\n\"The crowd did not really affect us.\"\n\n\
                    On his future:\n\"I do not know. I love this team.\"";
        let a = ArticleFile::parse("t.txt", &format!("Inside the locker room\n\n{body}\n"))
            .expect("a valid article");
        let texts: Vec<&str> = extract(&a, &[])
            .quotes
            .iter()
            .map(|q| &a.source[q.segments[0].clone()])
            .collect();
        assert_eq!(
            texts,
            [
                "I saw it. I guess he thought they would foul him.",
                "The crowd did not really affect us.",
                "I do not know. I love this team.",
            ]
        );
    }

    #[test]
    fn a_live_blogs_bullets_of_quotes_under_an_event_title() {
        // Written for batch AE: a live blog's bullets, the keynote speaker's words in single
        // marks never credited, then a line credited to the reporter; the title names the
        // event, not a speaker, and the bullet before the reporter's line is not his.
        let live = "Read about it in realtime, thanks to our reporter Ana Lima.\n\n\
                    \u{20}\u{20}• Doors open at 9:00.\n\
                    \u{20}\u{20}• 'We're going to make some history together today.'\n\
                    \u{20}\u{20}• 'I'm very pleased to report we have sold ten million tickets.'\n\
                    \u{20}\u{20}• Ana Lima: 'Ohhhh, here it comes!' Ha.\n\
                    \u{20}\u{20}• The Finns have a word for this: 'myötähäpeä'.";
        assert_eq!(
            titled("Harbor Keynote 2026", live),
            [
                q("", "We're going to make"),
                q("", "I'm very pleased to"),
                q("Ana Lima", "Ohhhh, here it comes!"),
            ]
        );
    }

    #[test]
    fn words_that_run_on_past_their_sentence_are_someones() {
        // Written after batch AD and a real excerpt: a quote opening mid-sentence that runs on
        // into a sentence of its own is speech, the speaker whoever the sentence has speaking
        // ("he now describes his job as"); a few words borrowed inside a sentence stay the
        // writer's.
        let body = "Ines Varga plays the captain. Varga also shared some thoughts about the \
                    crew, saying that they're “all so kind to one another. We are a team and \
                    nobody has an ego.”\n\n\
                    Her co-star Tomas Weil called the shoot “a long, cold and happy winter” in \
                    the same interview.\n\n\
                    After years at sea, he now describes his job as “waiting, mostly, for the \
                    light to change. If the light is right, I am ready.”";
        assert_eq!(
            titled("On the set of Harbor Nights", body),
            [
                q("Ines Varga", "all so kind to"),
                q("Tomas Weil", "waiting, mostly, for the"),
            ]
        );
    }

    #[test]
    fn a_sunday_show_whose_host_narrates_between_clips() {
        // Written for batch AF: labels in capitals on lines of their own (one glued to its
        // words), titles before the names, a host who narrates and never asks, and speakers
        // with one clip each whom the article names nowhere else.
        let show = "LENA PARK:\n\nThis Sunday, the harbor vote is two days away.\n\n\
                    PRES. DANA REYES:\n\nI have an obligation and a duty to the harbor.\n\n\
                    LENA PARK:\n\nThe president says out loud what her critics feared.\n\n\
                    GOV. TOMAS WEIL:There it is, the same old speech!\n\n\
                    LENA PARK:\n\nAnd her own party stays cautious.\n\n\
                    FMR. VICE PRES. INES VARGA: Will we be the party of the harbor or of the \
                    highway?\n\n\
                    LENA PARK:\n\nWelcome to Sunday.";
        assert_eq!(
            titled("Face the Week - March 1", show),
            [
                q("Dana Reyes", "I have an obligation"),
                q("Tomas Weil", "There it is, the"),
                q("Ines Varga", "Will we be the"),
            ]
        );
    }

    #[test]
    fn a_match_report_names_its_players_by_role_and_age() {
        // Written after batch AG: "two-time US Open finalist Wozniacki said" (an acronym that is
        // no name word opens the affiliation, "finalist" is a role), "said the 26-year-old
        // veteran Wozniacki" (an age and a role before a surname that ends the clause), and a
        // photograph's caption over a dateline whose "US" is a country, not the first person.
        let body = "Lena Marsh\n\n\
                    (June 4, 2026) PORTO – Lena Marsh beat the second seed to reach her first US \
                    Open final, a year after a long injury.\n\n\
                    “This is unreal,” three-time US Open finalist Marsh said on court. “After \
                    the winter I had, being here is a gift.”\n\n\
                    Tova Berg talked about the loss: “I felt slow all evening.”\n\n\
                    “It’s been a long week,” said the 29-year-old veteran Marsh. “I’m glad it \
                    ended well.”";
        assert_eq!(
            titled("Marsh reaches the final", body),
            [
                q("Lena Marsh", "This is unreal,"),
                q("Tova Berg", "I felt slow all"),
                q("Lena Marsh", "It’s been a long"),
            ]
        );
    }

    #[test]
    fn excerpts_cut_with_an_ellipsis_in_brackets_are_still_quotes() {
        // Written for batch AG: a music site's list, each quote under "Name of Band" and cut
        // off with "[...]" before any full stop.
        let body = "  • Ana Lima of Harbor Lights\n\n\
                    \u{20}\u{20}\u{20}\u{20}“So the best thing about a long tour is that you \
                    find out which songs the crowd sings back to you [...]\n\n\
                    \u{20}\u{20}• Tomas Weil of Low Orchard\n\n\
                    \u{20}\u{20}\u{20}\u{20}“We wanted the record to sound like the room we \
                    played it in, and so we kept [...]";
        assert_eq!(
            titled("Heard backstage", body),
            [
                q("Ana Lima", "So the best thing"),
                q("Tomas Weil", "We wanted the record"),
            ]
        );
    }

    #[test]
    fn minutes_with_a_heading_in_capitals_before_the_speaker() {
        // Written after batch AG: council minutes run their headings into the next sentence
        // ("PUBLIC HEARING Mayor Gibson announced "this…""); the heading is no part of the name.
        let body = "Present were Mayor Dana Reyes, Vice Mayor Tomas Weil and three members. \
                    (C) PUBLIC HEARING Mayor Reyes announced \"this is the first of two \
                    hearings on the harbor budget.\" Vice Mayor Weil moved to adopt it.";
        assert_eq!(
            titled("Harbor council minutes", body),
            [q("Dana Reyes", "this is the first")]
        );
    }

    #[test]
    fn what_a_person_heads_is_no_one_he_stands_for() {
        // Written after batch AG: "chief executive of Panera Bread", then "why Panera missed":
        // the company is named nearer than its chairman, and "he said" is still the chairman.
        let body = "Tom Vale has long argued against quarterly targets.\n\n\
                    Vale, the chairman and former chief executive of Harbor Mills, likes the \
                    idea.\n\n\
                    They wanted to know why Harbor missed its guidance. \"They are not buying \
                    the company, they are renting the stock,\" he said.";
        assert_eq!(
            titled("A debate over reporting", body),
            [q("Tom Vale", "They are not buying")]
        );
    }

    #[test]
    fn one_exchange_under_a_headline_that_names_the_guest() {
        // Written after batch AG: a transcript cut after one exchange, the writer's label and
        // the guest's, whom only the headline names in full; the headline's own "X: …" is no
        // label.
        let body = "The director talks about her new film in the transcript below.\n\n\
                    LENA PARK: Your film opens on a quiet street. Why start there?\n\n\
                    INES VARGA: Because I grew up on one, and I wanted the noise to come later.";
        assert_eq!(
            titled("Harbor Nights: Ines Varga on Starting Small", body),
            [q("Ines Varga", "Because I grew up")]
        );
    }

    #[test]
    fn he_after_they_is_not_the_people_they_stood_for() {
        // Written after batch AG: "They wanted to know…" resolves to two people named
        // together; the "he" of the quote after it is still the one man before them.
        let body = "The board has two new members, Ana Lima and Owen Blake.\n\n\
                    Tom Vale told me on Monday that the members rarely ask about the long \
                    bets.\n\n\
                    They wanted to know why the mill missed its guidance. \"They are not buying \
                    the company, they are renting the stock,\" he said.";
        assert_eq!(
            titled("A debate over reporting", body),
            [q("Tom Vale", "They are not buying")]
        );
    }

    #[test]
    fn a_headline_in_single_marks_leaves_the_body_its_double_marks() {
        // Written after batch AH: a cricket page repeats its headline in single marks (a
        // breadcrumb, a standfirst, a pull quote) while its body quotes in double marks; the
        // body's quotes are the quotes, and "the skipper" is the captain named before.
        let body = "Home » Cricket » 'It was our best week so far'\n\n\
                    'It was our best week so far'\n\n\
                    'When someone pushes us, we push back.'\n\n\
                    Harbor captain Tomas Weil on Tuesday called the 2-1 win his side's best.\n\n\
                    \"When someone pushes us, we push back. Not everyone likes it,\" Weil told \
                    reporters after the final match.\n\n\
                    \"It is hard to compare wins. Every match has its own story,\" the tired \
                    skipper said.";
        assert_eq!(
            titled("'It was our best week so far'", body),
            [
                q("Tomas Weil", "When someone pushes us,"),
                q("Tomas Weil", "It is hard to"),
            ]
        );
    }

    #[test]
    fn supporters_at_a_rally_are_named_with_their_towns() {
        // Written after batch AH: "David Tevaria, a Trump supporter at one of the rallies,
        // said." (a phrase between the name and its verb), "Another supporter, Kerri Capasso,
        // said the president is doing what his supporters asked" ("his" is the president's,
        // not hers), "Trump supporter Matt Dobey, 38, from Manito, agreed." (a supporter is a
        // role), and "Trump told moderator Neil Cavuto, “taxes too high…”" (a sentence that
        // says or tells, its quote after a comma).
        let body = "\"I came to show that the quiet majority is here,\" Ana Lima, a Reyes \
                    supporter at one of the rallies, said.\n\n\
                    Another supporter, Ines Varga, said the governor is doing what his voters \
                    asked.\n\n\
                    \"Because I voted for him, and he's doing exactly what we asked,\" she \
                    said.\n\n\
                    Reyes supporter Owen Blake, 41, from Harbor, agreed. \"You don't see one of \
                    us rushing the stage,\" he said.\n\n\
                    Last year, Reyes told debate moderator Lena Park, \"taxes too high, wages \
                    too low,\" when asked about the wage.";
        assert_eq!(
            titled("Supporters rally for Reyes", body),
            [
                q("Ana Lima", "I came to show"),
                q("Ines Varga", "Because I voted for"),
                q("Owen Blake", "You don't see one"),
                q("Reyes", "taxes too high, wages"),
            ]
        );
    }

    #[test]
    fn a_headline_credits_whose_reply_it_quotes() {
        // Written after batch AH: "“…”: Rohit Sharma's Epic Reply To Report…": the quote is
        // the possessor's, and a headline's capitalized "To" is in no one's name.
        let body = "Harbor captain Tomas Weil was asked about the next series.\n\n\
                    \"Let's think about this match first,\" Weil said.";
        assert_eq!(
            titled(
                "\"Think About This Match\": Tomas Weil's Sharp Answer To Question",
                body
            ),
            [
                q("Tomas Weil", "Think About This Match"),
                q("Tomas Weil", "Let's think about this"),
            ]
        );
    }

    #[test]
    fn a_clubs_reaction_page_names_no_one_in_its_title() {
        // Written after batch AI: "The Manager | Quarter Final Reaction" over the manager's
        // words: neither "Quarter Final" nor "Reaction" is anyone's name.
        let body = "“It is obviously very disappointing. We came into the game hoping to \
                    play the way we have for weeks.\n\n\
                    “From a day like this you learn a lot.”";
        assert_eq!(
            titled("The Manager | Cup Semi Final Reaction", body),
            [q("", "It is obviously very")]
        );
    }

    #[test]
    fn a_message_that_continues_is_still_its_writers() {
        // Written after batch AJ: a son's post quoted over two paragraphs, "the message
        // continued" after the second; his wife's words inside it are no quote of their own.
        let body = "The actor's son Tomas confirmed the news. \"It is a sad day, but he is at \
                    peace,\" he said on social media.\n\n\
                    \"He was the best father anyone could ask for. My wife said it best: 'He \
                    never had a bad word for anyone,'\" the message continued.";
        assert_eq!(
            titled("Ines Varga's father dies at 77", body),
            [q("Tomas", "It is a sad"), q("Tomas", "He was the best")]
        );
    }

    #[test]
    fn founders_answer_under_their_names_below_unlabelled_questions() {
        // Written after batch AJ: a university's Q&A whose questions carry no label and whose
        // answers open with the founder's name.
        let body = "We caught up with co-founders Ana Lima and Owen Blake to hear what comes \
                    next.\n\n\
                    How did the funding come about?\n\n\
                    Ana Lima: It took a year of building relationships with investors.\n\n\
                    What does the money mean to you?\n\n\
                    Owen Blake: We can hire the team we have wanted since the start.";
        assert_eq!(
            titled("Harbor Labs closes its first round", body),
            [
                q("Ana Lima", "It took a year"),
                q("Owen Blake", "We can hire the"),
            ]
        );
    }

    #[test]
    fn the_rest_of_a_sentence_quoted_after_arguing_that() {
        // Written after batch AJ: "Speaking in Ankara, Turkey, on Saturday, Theresa May
        // refused…, arguing that “the United States is responsible…”": the leading phrase runs
        // past the country and the day, and six words or more quoted to the sentence's end after
        // "arguing that" are speech.
        let body = "HARBOR — Speaking in Porto, Portugal, on Saturday, Mayor Dana Reyes refused \
                    to condemn the ferry order, arguing that \"the islands are responsible for \
                    their own harbor.\"\n\n\
                    Friends will drive to Blue Mountain Lake, Indian Lake and North Creek.";
        assert_eq!(
            titled("Reyes declines to condemn the order", body),
            [q("Dana Reyes", "the islands are responsible")]
        );
    }

    #[test]
    fn it_said_is_the_company_the_sentence_before_opens_with() {
        // Written after batch AJ: "TransferWise … denounced the order in a memo… It said
        // (emphasis ours):" over the memo, quoted over two paragraphs.
        let body = "Mayor Dana Reyes refused to comment on Saturday.\n\n\
                    Harbor Mills denounced the order in a memo to its staff. It said (emphasis \
                    ours):\n\n\
                    \"We have seen some hard scenes on the docks this week.\n\n\
                    \"To be very clear, we do not support this order.\"";
        assert_eq!(
            titled("The town reacts to the ferry order", body),
            [q("Harbor Mills", "We have seen some")]
        );
    }

    #[test]
    fn a_public_radio_transcript_credits_its_guest_in_parentheses() {
        // Written after batch AK: the host introduces himself before any label ("I'm Neal
        // Conan"), the guest's first label credits him in parentheses after an honorific (a
        // colon inside them included), then "Mr. KYLE:"; the host's turn asks.
        let body = "This is HARBOR HOUR. I'm Tomas Weil, in Porto.\n\n\
                    Ana Lima is chief correspondent for the Harbor Ledger. She joins us now.\n\n\
                    Mr. OWEN BLAKE (Author, \"Harbor Nights: A Memoir\"): Glad to be with you, \
                    Tomas.\n\n\
                    WEIL: Now, what have we learned today?\n\n\
                    Mr. BLAKE: What we learned, for the first time, is that the ferry will stay.";
        assert_eq!(
            titled("Harbor Hour: Owen Blake on the ferry", body),
            [
                q("Owen Blake", "Glad to be with"),
                q("Owen Blake", "What we learned, for"),
            ]
        );
    }

    #[test]
    fn a_podcast_host_credited_alone_on_a_line_between_sounds() {
        // Written after batch AK: "SHANKAR VEDANTAM, HOST:" alone on its line, the host's words
        // under it, "(SOUNDBITE OF MUSIC)" notes between turns, and a guest with one clip; a
        // surname label in capitals ("MCCONNELL:") is the person the article names with a "Mc".
        let body = "Transcript\n\n\
                    LENA PARK, HOST:\n\n\
                    Ladies and gentlemen, Ines Varga.\n\n\
                    (SOUNDBITE OF MUSIC)\n\n\
                    PARK: This is HARBOR MIND. I'm Lena Park. Senate leader Dana McAllister \
                    joined me, and so did Ines Varga.\n\n\
                    (SOUNDBITE OF ARCHIVED RECORDING)\n\n\
                    INES VARGA: One in three couples now meet online, and that is a lot of love \
                    that would not exist otherwise.\n\n\
                    PARK: And the senator?\n\n\
                    MCALLISTER: Well, he needs to back off.";
        assert_eq!(
            titled("Ines Varga on modern love", body),
            [
                q("Ines Varga", "One in three couples"),
                q("Dana McAllister", "Well, he needs to"),
            ]
        );
    }

    #[test]
    fn a_singer_known_by_one_name_is_the_she_of_her_quotes() {
        // Written after batch AM: the headline opens with a single name, the text names no one
        // else as a person before "she said" and "said the singer"; a capitalized calling
        // ("Entertainer Ines attends…") is no part of a name.
        let body = "After the surprise release of her album, Ines answered fans' questions on \
                    Saturday.\n\n\
                    She has revealed she had doubts and was nervous before the release.\n\n\
                    \"I was terrified. I was so scared,\" she said. \"This was a huge risk.\"\n\n\
                    \"We went through a lot to keep it secret,\" said the singer.";
        assert_eq!(
            titled("Ines was terrified before the album release", body),
            [
                q("Ines", "I was terrified. I"),
                q("Ines", "We went through a")
            ]
        );
        let caption = "Entertainer Ines Varga attends a screening in New York.\n\n\
                       \"I was terrified,\" Varga said.";
        assert_eq!(
            titled("A screening in New York", caption),
            [q("Ines Varga", "I was terrified,")]
        );
    }

    #[test]
    fn a_headline_that_tells_you_to_watch_someone_names_them() {
        // Written after batch AN: "Watch Rebecca Minkoff prep her Spring 2016 collection" over
        // a Q&A whose answers are in marks under plain questions: the imperative is no part of
        // the designer's name.
        let body = "Read on to hear what Lima has to say about her collection.\n\n\
                    Do you have a theme in mind before you sketch?\n\n\
                    \"Usually I have an idea of where I want to go, but it always changes.\"\n\n\
                    What inspires you right now?\n\n\
                    \"Colorful, positive, feminine and a little bold.\"";
        assert_eq!(
            titled("Watch Ana Lima prep her spring collection", body),
            [
                q("Ana Lima", "Usually I have an"),
                q("Ana Lima", "Colorful, positive, feminine and"),
            ]
        );
    }

    #[test]
    fn a_transcription_service_times_each_turn_after_the_name() {
        // Written after batch AO: "Sunity Williams (06:49):" on a line of its own, the words on
        // the next, and an unnamed "Speaker 1" whose turns are no one's.
        let body = "Speaker 1 (06:44):\n\n\
                    Station, this is Houston. Are you ready for the event?\n\n\
                    Ana Lima (06:49):\n\n\
                    We are ready.\n\n\
                    Tomas Weil (06:59):\n\n\
                    Station, this is Tomas Weil. How do you hear me?\n\n\
                    Ana Lima (07:07):\n\n\
                    Loud and clear from the station. Welcome aboard.";
        assert_eq!(
            titled("Station crew speaks with Harbor", body),
            [
                q("Ana Lima", "We are ready."),
                q("Tomas Weil", "Station, this is Tomas"),
                q("Ana Lima", "Loud and clear from"),
            ]
        );
    }

    #[test]
    fn a_coachs_transcript_under_his_abbreviated_role() {
        // Written after batch AQ: "HC Dan Quinn | Sept. 26 transcripts" over "Opening
        // Statement:" and "On …:" lines with the answers in marks ("HC" is a title, no part of
        // the name), and a blog's "(Opening statement)- “…”" under a headline naming the
        // team's president.
        let sheet = "Opening Statement:\n\
                     \"Alright, let's get rolling. We'll rule out two guys today.\"\n\
                     On what is holding Lima out of this game:\n\
                     \"Medical on that side. The doctors haven't cleared her just yet.\"";
        assert_eq!(
            titled("HC Tomas Weil | Oct. 2 transcripts", sheet),
            [
                q("Tomas Weil", "Alright, let's get rolling."),
                q("Tomas Weil", "Medical on that side."),
            ]
        );
        let blog = "The team's president met the press on Wednesday. During the conference, \
                    Lima said, \"you're either with us or you're not,\" about the team.\n\n\
                    (Opening statement)- \"Good morning everybody. I thought it was necessary \
                    today to set the record straight.\"";
        assert_eq!(
            titled("Ana Lima: Press Conference Transcript on the Injury", blog),
            [
                q("Ana Lima", "you're either with us"),
                q("Ana Lima", "Good morning everybody. I"),
            ]
        );
    }

    #[test]
    fn an_earnings_call_quotes_the_company_not_the_operator_or_analysts() {
        // Written after batch AR: earnings calls printed with "Operator" and "Name -- Role"
        // lines over the words, a cast list before the operator and a list of participants at
        // the end, an analyst given the line by the operator and one credited as an analyst.
        let call = "Harbor Mills, Inc. (NYSE: HBM)\n\n\
                    Executives\n\n\
                    Dana Whitfield - Head of Investor Relations\n\n\
                    Tomas Reyna - Chief Executive Officer\n\n\
                    Operator\n\n\
                    Good day and welcome to the Harbor Mills third quarter call.\n\n\
                    I would now like to turn the call over to Dana Whitfield. Please go ahead.\n\n\
                    Dana Whitfield -- Head of Investor Relations\n\n\
                    Thank you, operator.\n\n\
                    With me today is our chief executive, Tomas Reyna.\n\n\
                    Tomas Reyna -- Chief Executive Officer\n\n\
                    Thanks, Dana. We had a strong quarter and I am proud of the team.\n\n\
                    Operator\n\n\
                    Our first question comes from Lise Okafor with Northfield. Your line is open.\n\n\
                    Lise Okafor -- Northfield Securities\n\n\
                    Thanks. Could you talk about the winter orders?\n\n\
                    Tomas Reyna -- Chief Executive Officer\n\n\
                    Sure. Orders held up better than we planned for.\n\n\
                    Ben Ashe -- Carver Partners -- Analyst\n\n\
                    And the spring?\n\n\
                    Tomas Reyna -- Chief Executive Officer\n\n\
                    Too early to say.\n\n\
                    Operator\n\n\
                    This concludes today's call.\n\n\
                    Call participants:\n\n\
                    Dana Whitfield -- Head of Investor Relations\n\n\
                    Tomas Reyna -- Chief Executive Officer\n\n\
                    More Harbor Mills analysis";
        assert_eq!(
            titled("Harbor Mills (HBM) Q3 Earnings Call Transcript", call),
            [
                q("Dana Whitfield", "Thank you, operator."),
                q("Tomas Reyna", "Thanks, Dana. We had"),
                q("Tomas Reyna", "Sure. Orders held up"),
                q("Tomas Reyna", "Too early to say."),
            ]
        );
        // Pasted as one paragraph, each name in full before its words.
        let pasted = "Operator: Good morning, and welcome to the call. Ms. Dana Whitfield, you \
                      may begin. Dana Whitfield: Thank you. With me today is Tomas Reyna, our \
                      chief executive.";
        assert_eq!(
            titled("Harbor Mills Q3 2026 Earnings Call", pasted),
            [q("Dana Whitfield", "Thank you. With me")]
        );
    }

    #[test]
    fn a_numbered_voice_is_whoever_the_call_was_handed_to() {
        // Written after batch AR: a transcription service's "spk03:" labels, the operator's
        // among them, named only where the operator hands the call over; the service repeats
        // the name before the first words.
        let call = "spk03: Good afternoon and welcome. I will now turn the call over to Mr. \
                    Ryan Dorsey, Investor Relations. Please go ahead.\n\
                    spk11: Ryan Dorsey Good afternoon, everyone. With me today is our chief \
                    executive.\n\
                    spk03: Our first question comes from Ana Pruitt. Your line is open.\n\
                    spk07: How were bookings?\n\
                    spk11: Bookings rose in every region.";
        assert_eq!(
            titled("Sundial Rentals Q1 2026 Earnings Conference Call", call),
            [
                q("Ryan Dorsey", "Good afternoon, everyone. With"),
                q("Ryan Dorsey", "Bookings rose in every"),
            ]
        );
    }

    #[test]
    fn a_dash_credit_outside_a_call_is_no_label() {
        // A caption's "Name - Role" line over a Q&A opens no answer: only a call's record
        // names speakers that way.
        let body = "Ines Albo - Painter and Printmaker\n\n\
                    The painter Ines Albo spoke to us before her show.\n\n\
                    Q: Where did the series start?\n\n\
                    A: On a ferry. I drew the same gull for a week.\n\n\
                    Q: And now?\n\n\
                    A: Now I paint the ferry.";
        assert_eq!(
            titled("Five minutes with Ines Albo", body),
            [
                q("Ines Albo", "On a ferry. I"),
                q("Ines Albo", "Now I paint the"),
            ]
        );
    }

    #[test]
    fn a_quote_after_a_cited_source_is_not_the_main_speakers() {
        // Written after batch AS: an astronomy item whose unattributed quote follows "According
        // to NASA, …" in its paragraph went to the scientist quoted most.
        let body = "“It is a fine result for a small team,” said Ana Lima, the lead author.\n\n\
                    “We kept looking because the numbers would not settle,” Lima said.\n\n\
                    According to the agency, the comet is twice as old as thought. “The comet \
                    likely formed before the planets.”";
        assert_eq!(
            titled("Old comet surprises astronomers", body),
            [
                q("Ana Lima", "It is a fine"),
                q("Ana Lima", "We kept looking because"),
                q("", "The comet likely formed"),
            ]
        );
    }

    #[test]
    fn an_aside_in_parentheses_opens_with_the_words_it_quotes() {
        // Written after batch AS: an appeal's "virtual confession at sentencing (“I am sorry…”)"
        // and the parenthetical sentences news reports use were never read as quotes.
        let report = "Harbor FC lost again on Sunday (“We are not going anywhere,” coach Ana \
                      Lima said afterwards), and the fans stayed to the end. (“It was cold \
                      but we sang,” said Owen Blake, a season-ticket holder.)";
        assert_eq!(
            titled("Harbor FC lose again", report),
            [
                q("Ana Lima", "We are not going"),
                q("Owen Blake", "It was cold but"),
            ]
        );
        let opinion = "The appeal fails. Any doubt was put to rest by the defendant's apology at \
                       sentencing (“I am sorry for what I did. I never meant to hurt anyone”). \
                       A film about the case (“Cold Water”) followed.";
        // (Since batch HA, the defendant's, whose apology the words are.)
        assert_eq!(
            titled("Court upholds the verdict", opinion),
            [q("the defendant", "I am sorry for")]
        );
    }

    #[test]
    fn an_ask_me_anything_quotes_the_answers_not_the_readers_questions() {
        // Written after batch AT: the highlights of an actor's Reddit AMA, each reader's
        // question in marks, a colon, and the answer in marks; another write-up with "On …:"
        // topics run into answers without marks, under a headline whose verb ("Did") is no
        // part of the name.
        let highlights = "Ana Lima took questions on Reddit for an hour. Here are the best:\n\n\
                          “What is the strangest role you ever turned down?”: “a talking \
                          kettle. i regret it every winter.”\n\n\
                          “Would you ever go into space?”: “only if the kettle came too.”";
        assert_eq!(
            titled("Ana Lima's Reddit AMA: the highlights", highlights),
            [
                q("Ana Lima", "a talking kettle. i"),
                q("Ana Lima", "only if the kettle"),
            ]
        );
        let topics = "Ana Lima held an AMA on Reddit yesterday and answered every part of every \
                      question.\n\n\
                      On her first audition: I was nineteen and I forgot every line, so I sang \
                      them instead.\n\n\
                      On working with Owen Blake: Owen was the kindest person on that set. I \
                      still call him on his birthday.\n\n\
                      On fame: My kids and I argue about it. I think the good days win.";
        assert_eq!(
            titled("Ana Lima Did the Best AMA", topics),
            [
                q("Ana Lima", "I was nineteen and"),
                q("Ana Lima", "Owen was the kindest"),
                q("Ana Lima", "My kids and I"),
            ]
        );
    }

    #[test]
    fn riders_a_senator_and_a_list_of_titles() {
        // Written after batch AU: a satire's "“…,” confessed an anonymous MTA conductor" went
        // to the spokesperson quoted before ("conductor" is in no list of person nouns); a
        // hearing's "He then asked Foye, “…?”" went to the man asked; a radio show's list of
        // book titles in single marks became a quote.
        let rides = "“We are truly sorry for the delays,” said agency spokesperson Ana Lima.\n\n\
                     “These trains were never built for this many riders,” confessed an \
                     anonymous conductor. “We just needed to look busy.”\n\n\
                     “It is not the first time,” said one commuter.";
        assert_eq!(
            titled("Subway says sorry", rides),
            [
                q("Ana Lima", "We are truly sorry"),
                q("an anonymous conductor", "These trains were never"),
                q("one commuter", "It is not the"),
            ]
        );
        let hearing = "Agency chief Ana Lima apologized on Wednesday.\n\n\
                       “There is a gulf between what we do and what everyone else does,” \
                       Senator Owen Blake said.\n\n\
                       He then asked Lima, “Does the agency owe its riders an apology?”";
        assert_eq!(
            titled("A hearing on the subway", hearing),
            [
                q("Owen Blake", "There is a gulf"),
                q("Owen Blake", "Does the agency owe"),
            ]
        );
        let list = "Tomas Weil\nAuthor of ‘The Big Picture,’ ‘The Pursuit of Happiness,’ \
                    ‘Leaving the World’ and ‘The Moment’ joins Ana Lima in the studio.";
        assert_eq!(titled("Meet the Writers", list), []);
    }

    #[test]
    fn a_place_before_the_subject_is_no_name() {
        // Written after batch AW: "Beneath a series of photos…, the Duchess of York wrote:
        // “…”" credited the quote to "Beneath".
        let body = "Ana Lima took to Instagram on Saturday to share a message. Beneath a photo \
                    of spring flowers, the actress wrote: “I was lucky enough to meet a pilot \
                    who always said that spring gives hope.”\n\n\
                    Alongside the post, she added: “Look after each other this week.”";
        assert_eq!(
            titled("Ana Lima shares a message about hope", body),
            [
                q("Ana Lima", "I was lucky enough"),
                q("Ana Lima", "Look after each other"),
            ]
        );
    }

    #[test]
    fn fans_counted_and_never_named_are_their_own_speakers() {
        // Written after batch AW: "One wrote: “…,” while another added: “…”" and "A third
        // follower noted: “…”" went to the actress the page is about.
        let body = "Ana Lima took to Instagram on Saturday to share a message about hope.\n\n\
                    Fans were quick to praise the post. One wrote: “Such a lovely photo and \
                    message,” while another added: “I needed this today.” A third follower \
                    noted: “Here the leaves are turning orange already.”";
        assert_eq!(
            titled("Ana Lima shares a message about hope", body),
            [
                q("one", "Such a lovely photo"),
                q("another", "I needed this today."),
                q("a third follower", "Here the leaves are"),
            ]
        );
    }

    #[test]
    fn a_collection_of_quotations_credits_each_under_it() {
        // Written after batch AX: pages of collected quotations credit a quote on the line
        // under it ("— W. Somerset Maugham", initials first), or in "Author:" and
        // "Profession:" fields under a quote without marks (read as a transcript's labels),
        // or with "--Name (years)" and lines saying who the person was and where the words
        // were printed, a title in marks among them.
        let marks = "‘A good quote is a borrowed coat that fits.’\n— E. B. Marsh\n\n\
                     ‘Every harbour remembers the first boat.’\n— Ana Lima";
        assert_eq!(
            titled("On quotations", marks),
            [
                q("E. B. Marsh", "A good quote is"),
                q("Ana Lima", "Every harbour remembers the"),
            ]
        );
        let fields = "A map is a promise that somebody walked there first.\n\n\
                      Author: Ines Varga (1901-1980)\n\n\
                      Profession: Hungarian Cartographer\n\n\
                      Most rivers are older than the countries they divide.\n\n\
                      Author: Tomas Weil (1899-1962)\n\n\
                      Profession: German Geographer";
        assert_eq!(
            titled("Quotations about maps", fields),
            [
                q("Ines Varga", "A map is a"),
                q("Tomas Weil", "Most rivers are older"),
            ]
        );
        let signed = "If the ferry is late again, tell the captain I have gone swimming and \
                      will meet him on the other side.\n\
                      --Owen Blake (1802—1871)\n\
                      Welsh harbour master\n\
                      Quoted in \"The Harbour Gazette\" [May 1850].";
        assert_eq!(
            titled("Ferries: quotations", signed),
            [q("Owen Blake", "If the ferry is")]
        );
    }

    #[test]
    fn an_armys_ranks_are_no_part_of_the_name() {
        // Written after batch AY: army news wrote "said Col. Andrew Talmadge" (credited to
        // "Col"), "Sgt. 1st Class David Hausam said" ("Class David Hausam"), "First Lieutenant
        // William Power says", "USAREUR planner Lt. Col. Robert Guenther told" (credited to the
        // officer before) and "“…,” Lt. Col. Kirby Dennis, commander of 2nd Battalion." with
        // its verb left out.
        let body = "“The lanes were grouped by what each platoon can do,” said Col. Ana Lima, \
                    the brigade commander.\n\n\
                    “It was a total team effort,” Lt. Col. Owen Blake, commander of 2nd \
                    Battalion. “I think it showed.”\n\n\
                    Sgt. 1st Class Tomas Weil said the exercise had been planned since August.\n\n\
                    “We had to build our own lanes to challenge these teams,” Weil said.\n\n\
                    “You do not deploy somebody and then send them right back,” Army planner \
                    Lt. Col. Ines Varga told reporters in May.\n\n\
                    First Lieutenant Rosa Kemp says flexibility is the key: “At one second you \
                    protect yourself, the next you hand out candy.”\n\n\
                    “It's a blast. This is what I joined for,” said Spc. Dan Ortiz.";
        assert_eq!(
            titled("Soldiers train for a different war", body),
            [
                q("Ana Lima", "The lanes were grouped"),
                q("Owen Blake", "It was a total"),
                q("Tomas Weil", "We had to build"),
                q("Ines Varga", "You do not deploy"),
                q("Rosa Kemp", "At one second you"),
                q("Dan Ortiz", "It's a blast. This"),
            ]
        );
    }

    #[test]
    fn the_writers_we_and_a_stray_closing_mark() {
        // Written after batch AZ: a travel blog's "we replied\n“Si! …”" went to the village
        // the post is about, and "First a few” phrases of attempt” as I like to call them"
        // became a quote from the paragraph's start to the stray mark.
        let blog = "The village of Agua Clara was a treat. A woman cooked for anyone who stopped \
                    by.\n\n\
                    “Tacos de pescado?” she asked, and as we love fish tacos, we replied, \
                    “Si! Queremos tacos de pescado!”\n\n\
                    So when you travel, a few” phrases of attempt” as I like to call them go a \
                    long way.";
        assert_eq!(
            titled("Bahia Agua Clara", blog),
            [
                q("a woman", "Tacos de pescado?"),
                q("", "Si! Queremos tacos de")
            ]
        );
        // A quote whose opening mark the page lost keeps its credit.
        let letter = "The letter went on for two pages.\n\n\
                      It appears that some councillors are meeting the administrator in private. \
                      That is against the charter.” — Mayor Ana Lima";
        assert_eq!(
            titled("A letter from the mayor", letter),
            [q("Ana Lima", "It appears that some")]
        );
        // So does one that ends its paragraph, after the same speaker's quote.
        let match_report = "“It is the first time I have beaten a world No. 1,” Ana Lima said.\n\n\
                            I just felt like I was executing my game well and keeping her on \
                            the back foot.”";
        assert_eq!(
            titled("Lima beats the world No. 1", match_report),
            [
                q("Ana Lima", "It is the first"),
                q("Ana Lima", "I just felt like"),
            ]
        );
    }

    #[test]
    fn a_sentence_quoted_after_a_lead_in_and_credited_after_it() {
        // Written after batch BA: `date 2020-09-17 "She's unlike any character…," Smulders told
        // EW` was no quote, as the lead-in kept the quote from opening its clause.
        let body = "On Monday, “She is unlike any role I have played,” Okafor told the radio \
                    host.\n\n\
                    In a statement “We are proud of every single person on the crew,” Bell \
                    wrote.\n\n\
                    The sequel is “a total reinvention of the whole genre,” Okafor said.\n\n\
                    He called it “Don't Stop Me Now,” Okafor said.";
        assert_eq!(
            titled("Stumptown ends", body),
            [
                q("Okafor", "She is unlike any"),
                q("Bell", "We are proud of"),
            ]
        );
    }

    #[test]
    fn according_to_a_person_the_article_quotes() {
        // Written after batch BA: "According to Waldau, …. “He has to deal with him.”" was no
        // one's, as "According to NASA" is.
        let body = "First, Nico Varga stopped by the studio. “When someone you love is in pain, \
                    you want to comfort them,” he said.\n\n\
                    According to Varga, a confrontation lies ahead. “He has to deal with him. \
                    That is what he will do.”\n\n\
                    According to the agency, the comet is old. “It formed before the planets \
                    did.”";
        assert_eq!(
            titled("Season six", body),
            [
                q("Nico Varga", "When someone you love"),
                q("Nico Varga", "He has to deal"),
                q("", "It formed before the"),
            ]
        );
    }

    #[test]
    fn a_title_case_headline_verb_ends_a_name() {
        // Written after batch BA: "Updated: Gwen Discusses New Album with Access Hollywood"
        // made "Gwen Discusses New Album" a name, and "she" the programme's.
        let body = "In a new interview with Mira from the launch party, she spoke about her \
                    record.\n\n\
                    Mira shared that she has been in the studio all week. She seems thrilled \
                    with the songs. “You do not understand how excited I am.”";
        assert_eq!(
            titled(
                "Updated: Mira Discusses New Record with Radio Central",
                body
            ),
            [q("Mira", "You do not understand")]
        );
    }

    #[test]
    fn questions_without_labels_under_a_title_of_name_on_topic() {
        // Written after batch BA: a Q&A under "Natalie Dormer on horror…", its questions lines
        // ending in "?", gave no quote: nothing announced an interview.
        let body = "When you watch films, are you easily scared?\n\
                    I am a bit of a coward, to be honest. I hide under a blanket.\n\
                    What surprised you about filming it?\n\
                    There is a precision to it that I did not expect.\n\
                    Any hints about the next season?\n\
                    We all get thrown in with a new partner. I cannot say more.\n\
                    –PIA LUND";
        for title in [
            "Lena Marsh on ghosts and the sea",
            "Lena Marsh On Ghosts And The Sea",
        ] {
            assert_eq!(
                titled(title, body),
                [
                    q("Lena Marsh", "I am a bit"),
                    q("Lena Marsh", "There is a precision"),
                    q("Lena Marsh", "We all get thrown"),
                ],
                "{title}"
            );
        }
        // A quoted answer, its question a paragraph of its own before it.
        let quoted = "Is raising hell a theme of the new album?\n\n\
                      “There are many themes. A lot of it is about reclaiming my joy.”";
        assert_eq!(
            titled("Kesha Rose on her new album", quoted),
            [q("Kesha Rose", "There are many themes.")]
        );
    }
    #[test]
    fn an_agent_a_shared_title_a_writers_father_and_a_dated_byline() {
        // Written after batch BB: "adds the agent" became the byline's "Stuart James Jan" (a
        // month taken into the name), "he adds" after "The agent who is talking to us…" the
        // page's title, "Co-CEO John Mackey" kept his title, and "My father once said:" was
        // no one.
        let body = "Ruth Diaz Jan 18, 2021\n\
                    “I think the last time a manager refused to meet a player was years ago.”\n\n\
                    The rules have their downsides. “Here is the catch,” adds the agent. “A \
                    club could spend weeks arguing over a fee.”\n\n\
                    The agent who is talking to us represents some big names. “I do not mind a \
                    manager saying no,” he adds, smiling.\n\n\
                    Harbour Foods Co-CEO Jon Marsh says the result should suit everyone.\n\n\
                    “You should think about the business so that every stakeholder wins.”\n\n\
                    My father once said: “Play for the name on the front of the shirt.”";
        let got = titled("How to start a transfer", body);
        assert_eq!(
            got[1..],
            [
                q("the agent", "Here is the catch,"),
                q("the agent", "I do not mind"),
                q("Jon Marsh", "You should think about"),
                q("my father", "Play for the name"),
            ]
        );
        assert_ne!(got[0].0, "Ruth Diaz Jan");
    }

    #[test]
    fn a_title_of_name_on_topic_asks_only_in_questions_that_end_in_a_question_mark() {
        // Checked after batch BB against the benchmark's generated interviews: under a "Name on
        // …" title alone, a paragraph asking something with a remark after it, or a question
        // run into its answer, is narrative.
        let body = "Were you ready for the reviews? Nobody is, she says, least of all in May.\n\n\
                    I kept reading them anyway and it did not help at all.\n\n\
                    Did you expect the twist? The writers kept it from the cast until the end.\n\n\
                    I found out at the read-through with everyone else.\n\n\
                    What would you change? Probably nothing at all, I think, and I mean it.\n\n\
                    I would keep every scene exactly as we shot it.";
        assert_eq!(titled("Lena Marsh on reviews and twists", body), []);
    }
    #[test]
    fn quoted_as_saying_in_someones_words_and_a_counted_list() {
        // Written after batch BD: "Drake is quoted as saying." left the quote's second half a
        // quote of its own, "in West's words, “…”" was no quote, and "he said" after a link to
        // "the 50 Best Albums of 2013" was the albums'.
        let body = "Kofi Mensah hopes to release the record in September.\n\n\
                    See where his last album ranked among the 50 Best Albums of 2013\n\n\
                    “I was thinking it could come out in June,” he said. “But I have other \
                    work.”\n\n\
                    The record would tell the world, in Mensah’s words, “I make songs that \
                    mean something to everybody.”\n\n\
                    “There were some questionable lines on there,” Mensah is quoted as saying. \
                    “Like that one? Come on, man.”";
        assert_eq!(
            titled("Kofi Mensah details his new album", body),
            [
                q("Kofi Mensah", "I was thinking it"),
                q("Kofi Mensah", "I make songs that"),
                q("Kofi Mensah", "There were some questionable"),
            ]
        );
    }
    #[test]
    fn a_lawmakers_party_in_a_transcript_label() {
        // Written after batch BF: "SEN. BILL NELSON (D), FLORIDA:" was no label, and the
        // transcript around it no transcript.
        let body = "LUND: Let's get reaction to that. Do you believe the governor?\n\n\
                    SEN. ADA MARSH (D), OREGON: Sadly, that is not believable, Pia.\n\n\
                    LUND: Tell me why.\n\n\
                    MARSH: Because the governor is plainly looking for an excuse.\n\n\
                    REP. TOM VALE (R-OR): I disagree with my colleague on that.";
        assert_eq!(
            titled("Transcript: Interview With Oregon Senator Ada Marsh", body),
            [
                q("Ada Marsh", "Sadly, that is not"),
                q("Ada Marsh", "Because the governor is"),
                q("Tom Vale", "I disagree with my"),
            ]
        );
    }
    #[test]
    fn a_shows_name_before_the_person_a_photo_credit_a_byline_and_a_modal_in_a_headline() {
        // Written after batch BG: under "This Is Us: Ken Olin on Jack…" the Q&A gave nothing,
        // and an answer that quotes ("and yet you go, “…”") lost its turn to its quote; "she"
        // became a photograph's credit ("Paul Drinkwater/NBC") or the byline above a date;
        // "Colter Might Change" was a name, and "Hartley teased that…" no person.
        let qa = "What can you hint about the rest of the season?\n\
                  It starts to ramp up. The finale carries over into next year.\n\n\
                  What kind of talk did you have with Sam about the part?\n\
                  (Laughs) No! We wanted him to play the part! He can surprise you, and yet \
                  you go, “That is in keeping with the character.” So no, we did not ask.\n\n\
                  Can Toby and Kate work at this quieter frequency?\n\
                  I think they can. It is the most grown-up thing he has done.";
        // (A show's name that reads as a person's is no one interviewed either.)
        for title in [
            "This Is Us: Ken Orlo on Jack, Rebecca and what comes next",
            "Harbor Lights: Ken Orlo on Jack, Rebecca and what comes next",
        ] {
            assert_eq!(
                titled(title, qa),
                [
                    q("Ken Orlo", "It starts to ramp"),
                    q("Ken Orlo", "(Laughs) No! We wanted"),
                    q("Ken Orlo", "I think they can."),
                ],
                "{title}"
            );
        }
        let credits = "Paul Dunmore/NBC\nDana Snell\nMarch 08, 2017 AT 12:47 PM EST\n\n\
                       The scene had been a long time coming.\n\n\
                       She said, “It is my fault, I am the reason he is gone.”";
        assert_eq!(
            titled("Kate's confession", credits),
            [q("", "It is my fault,")]
        );
        let teased = "Everyone believed the father was paranoid. Harlow teased that this might \
                      change. “Colter is skeptical by nature, and part of it is his job,” the \
                      actor said.";
        assert_eq!(
            titled(
                "How Tracker's Colter Might Change His Mind About His Dad",
                teased
            ),
            [q("Harlow", "Colter is skeptical by")]
        );
    }
    #[test]
    fn a_quote_sheet_headed_by_a_position_or_in_capitals() {
        // Written after batch BH: NFL teams' post-game sheets. "Quarterback Colt McCoy", "QB
        // Robert Griffin III" and "HEAD COACH DIRK KOETTER" headed no one, and a topic that
        // names the coach ("On what Head Coach Jay Gruden said at halftime:") gave him the
        // quarterback's words.
        for (heading, person) in [
            ("Quarterback Tom Vale", "Tom Vale"),
            ("QB Ruben Ortiz III", "Ruben Ortiz III"),
            ("HEAD COACH DANA PIKE", "Dana Pike"),
        ] {
            let body = format!(
                "{heading}\n\n\
                 On what Head Coach Ada Lind said at halftime:\n\
                 “Well, she just walked over and said we were starting the second half.”\n\n\
                 On his level of confidence:\n\
                 “We knew the defense would get that stop for us in the end.”"
            );
            assert_eq!(
                titled("Post-Game Quotes: Harbor Rovers", &body),
                [
                    q(person, "Well, she just walked"),
                    q(person, "We knew the defense"),
                ],
                "{heading}"
            );
        }
    }
    #[test]
    fn a_headline_that_gives_a_person_words_has_her_go_on_speaking() {
        // Checked after batch BK against batch BF: "Susan Collins: I do not believe…" over
        // "“…,” the Maine Republican told CNN's Dana Bash" had lost its speaker when the
        // headline stopped counting as the paragraph before. ("the Maine Republican told" is
        // still no attribution the rules read, so the quote stays two.)
        let body = "“I do not believe that he was her assailant,” the Maine Republican told a \
                    host on Sunday. “I do believe that she was assaulted.”";
        assert_eq!(
            titled("Susan Vale: I do not believe he was her assailant", body),
            [
                q("Susan Vale", "I do not believe"),
                q("Susan Vale", "I do believe that")
            ]
        );
    }
    #[test]
    fn two_answers_under_a_title_that_names_the_person() {
        // Written after batch BL, from batch BA's numbered Q&A ("20. Which of your characters…?")
        // that the page cut after two questions: two answers in the first person are a
        // transcript where the title names whose they are, and only there.
        let body = "20. Which of your characters has been the hardest to prepare for?\n\n\
                    I think all of them have had their challenges, and that is what I love \
                    about what I do.\n\n\
                    21. What parts of your characters were you able to identify with?\n\n\
                    As far as Clary goes, I have the same stubborn hope. I am an optimist.";
        assert_eq!(
            titled("Mara Keane on her wildest role yet", body),
            [
                q("Mara Keane", "I think all of"),
                q("Mara Keane", "As far as Clary"),
            ]
        );
        assert_eq!(titled("Her wildest role yet", body), []);
    }
    #[test]
    fn a_doubled_opening_mark_opens_one_quote() {
        // Written after batch BM: `She said, “”You know…”` left the words outside any quote,
        // and the single marks inside them then outvoted the article's double ones, so the
        // page gave no quote at all.
        let body = "Ada Vance talked to a radio host about her songs, ‘Tidal’ and ‘Glow’. “It \
                    takes me time to write,” she said.\n\n\
                    She said, “”You know, I find it hard to write a slow song. The other day I \
                    was like, ‘I am going to write a ballad!’ And I did.”";
        assert_eq!(
            titled("Ada Vance on her next record", body),
            [
                q("Ada Vance", "It takes me time"),
                q("Ada Vance", "You know, I find")
            ]
        );
    }
    #[test]
    fn she_in_a_clause_before_a_dash_is_the_subject_not_the_name_after_it() {
        // Written after batch BM: "While she didn't name any names — she's known to be dating
        // Orlando Bloom — she did hint…" made Bloom the "she" who spoke next: the clause's
        // subject was not read before a dash, "she's" was no pronoun, and the "she" after the
        // name taught it a gender.
        let body = "Ada Vance spoke with a radio host and said, “It takes me time to write.”\n\n\
                    While she didn’t name any names — she’s known to be dating Tom Ferris and \
                    the pair have not hidden it — she did hint he might be an inspiration. She \
                    said, “I like to write about all of my life.”";
        assert_eq!(
            titled("Ada Vance on her next record", body),
            [
                q("Ada Vance", "It takes me time"),
                q("Ada Vance", "I like to write")
            ]
        );
    }
    #[test]
    fn half_of_a_double_surname_names_its_person() {
        // Written after batch BM, from batch BA: in "Waldau's reading makes sense. He's not
        // sure…", "he" stood for the character the sentence also named, not for Nicolaj
        // Coster-Waldau.
        let body = "First, Lars Holm-Berger (Sven Dahl) stopped by a radio show. “When someone \
                    you love hurts, you want to help,” he said.\n\n\
                    It seemed like Sven was reacting in the moment, so Berger’s reading makes \
                    sense. He is not sure they are entirely fine, though.\n\n\
                    “She has not been happy with him for a long time.”";
        assert_eq!(
            titled("The cast talks", body),
            [
                q("Lars Holm-Berger", "When someone you love"),
                q("Lars Holm-Berger", "She has not been")
            ]
        );
    }
    #[test]
    fn initials_run_together_open_a_name() {
        // Written after batch BM: "Juul Labs CEO K.C. Crosthwaite" was "Crosthwaite": "K.C."
        // ended a sentence and read as a heading in capitals. "the U.S." still ends one.
        let body = "Acme Labs CEO R.J. Dunmore sent a memo to staff on Wednesday.\n\n\
                    “We have hard decisions to make,” Dunmore said in the memo.\n\n\
                    The firm grew fast in the U.S. Dunmore joined it in 2019. “It has been a \
                    long year,” he added.";
        assert_eq!(
            titled("Acme memo", body),
            [
                q("R.J. Dunmore", "We have hard decisions"),
                q("R.J. Dunmore", "It has been a")
            ]
        );
    }
    #[test]
    fn a_role_set_off_with_a_companys_possessive_stands_between_name_and_verb() {
        // Written after batch BM: "“…,” Sean Edgett, Twitter's general counsel, said in an
        // email" had no speaker, as only "a", "the" or "his" opened such a role.
        let body = "“Please wait for the facts from us,” Lena Ortiz, Acme's general counsel, \
                    said in an email, according to a local paper.";
        assert_eq!(
            titled("Acme layoffs", body),
            [q("Lena Ortiz", "Please wait for the")]
        );
    }
    #[test]
    fn a_title_that_calls_the_page_an_interview_names_who_answers() {
        // Written after batch BM: "Matthew Rhys Interview: Perry Mason Season 2's Unexpected
        // Direction" over two questions gave nothing (three answers were wanted, and the first
        // question, 62 words with its preamble, was too long to ask), then "Unexpected
        // Direction" answered.
        let body = "I watched the whole second season of the show, and it really picks up after \
                    the first one in terms of how every character grows and changes and deals \
                    with what happened before. For you as an actor, what was it like coming \
                    back to the role after all that happened in the first season?\n\n\
                    I had some worry about where it would pick up. Everyone loves a second \
                    season, but then what do we do with it? It was a nice ending.\n\n\
                    How did you prepare to play someone that broken?\n\n\
                    Most of the research I did was about veterans coming home from the war.";
        let answers = [
            q("Dara Quill", "I had some worry"),
            q("Dara Quill", "Most of the research"),
        ];
        assert_eq!(
            titled(
                "Dara Quill Interview: Harbor Season 2's New Direction",
                body
            ),
            answers
        );
        assert_eq!(titled("Harbor - Dara Quill Interview", body), answers);
        assert_eq!(titled("Q&A with Dara Quill", body), answers);
        assert_eq!(titled("Harbor: Season 2's New Direction", body), []);
    }
    #[test]
    fn whom_a_line_gives_words_to_before_a_colon() {
        // Written after batch BN: "his spokesman had this to say:" and "Excerpts of his
        // remarks:" over quotes gave no speaker, and "Excerpts" one.
        let body = "Senator Ada Lind said she no longer backs the bill she helped pass.\n\n\
                    But wait, there is more - her spokesman had this to say:\n\n\
                    “The landscape has changed, and the senator would not vote for it again.”\n\n\
                    Lind later spoke on the floor. Excerpts of her remarks:\n\n\
                    “Last Thursday marked our hundredth day.\n\n\
                    “There is still much to be done.”";
        assert_eq!(
            titled("Lind changes course", body),
            [
                q("her spokesman", "The landscape has changed,"),
                q("Ada Lind", "Last Thursday marked our"),
            ]
        );
    }
    #[test]
    fn a_team_before_a_role_and_a_name_is_no_one_he_stands_for() {
        // Written after batch BN: "Manchester United manager David Moyes" made "Manchester
        // United" a person, and "United could have scored more… “…,” he added" his.
        let body = "Kingsmere United manager Dan Moss hailed Ian Cole after his two goals.\n\n\
                    “It was a great goal by a top player,” Moss told reporters.\n\n\
                    United could have scored more in a first half in which they attacked at \
                    will, and Moss was delighted with the chances they made without Tom Vale.\n\n\
                    “The goal will take centre stage, but our whole performance was good,” he \
                    added.";
        assert_eq!(
            titled("Moss hails Cole", body),
            [
                q("Dan Moss", "It was a great"),
                q("Dan Moss", "The goal will take"),
            ]
        );
    }
    #[test]
    fn where_a_person_is_from_stands_for_them_before_the_verb() {
        // Written after batch BN: "“…,” the Argentine said." had no speaker.
        let body = "Harbor manager Mateo Ruiz admitted he was running out of words to describe \
                    Ian Cole.\n\n\
                    Not for the first time, Ruiz was left to reflect on a winning goal from the \
                    striker, although the Harbor manager refused to talk about the national \
                    team.\n\n\
                    “It is difficult to say anything else about Ian,” the Argentine said.";
        assert_eq!(
            titled("Ruiz on Cole", body),
            [q("Mateo Ruiz", "It is difficult to")]
        );
    }
    #[test]
    fn a_headline_quote_credited_to_one_name_that_praises() {
        // Written after batch BN: "“Cristiano is the best” – Ole praises star forward" was no
        // quote: "praises" ended no credit, as "says" would.
        let body = "Harbor boss Ole Gunnar Lind has praised his forward after a 3-0 win.";
        assert_eq!(
            titled("“Rui is the best” – Ole praises star forward", body),
            [q("Ole Gunnar Lind", "Rui is the best")]
        );
    }
    #[test]
    fn a_title_where_the_person_talks_about_a_topic_names_who_answers() {
        // Written after batch BO: a blog's Q&As under "Christina Baker Kline talks about ORPHAN
        // TRAIN GIRL" (after a sentence of the blog's own) gave nothing: only "Name on topic"
        // said whose answers two questions had.
        let body = "I love Ada Lind. She is warm, funny and one of the kindest friends I have.\n\n\
                    Why make a version of your novel for younger readers?\n\n\
                    Wherever I go, I meet parents who read the book with their teenagers. I \
                    began to think about a version they could share.\n\n\
                    How different did it feel to write it?\n\n\
                    I had never written for young readers, so I was lucky to have help.";
        let answers = [
            q("Ada Lind", "Wherever I go, I"),
            q("Ada Lind", "I had never written"),
        ];
        for title in [
            "Now, for young readers, a new edition. Ada Lind talks about THE HARBOR GIRL",
            "Ada Lind discusses The Harbor Girl",
        ] {
            assert_eq!(titled(title, body), answers, "{title}");
        }
        assert_eq!(titled("A new edition of The Harbor Girl", body), []);
    }
    #[test]
    fn unnamed_sources_stay_unnamed() {
        // Written after batch BP (celebrity split stories): "the friend said" went to the star
        // the friend is a friend of, "a friend of Jennifer's" having lent her its noun; "Adds a
        // close friend of the actress:" was "Adds"; a source after "Don't look for affairs
        // here—" was "Don't"; and "A friend of Lopez also said" kept its "also".
        let body = "An insider and a friend of Mara's spoke to a magazine. “She insisted on it. \
                    There are too many issues,” the friend said.\n\n\
                    Adds a close friend of the 41-year-old actress: “They have been on and off \
                    for many years.”\n\n\
                    Don’t look for affairs here—one source claims that the split was friendly: \
                    “There are no other people involved.”\n\n\
                    A friend of Vale also said she is focusing on work. “She is doing well,” the \
                    friend told the magazine.";
        assert_eq!(
            titled("Mara Vale and Tom Reyes split", body),
            [
                q("the friend", "She insisted on it."),
                q(
                    "a close friend of the 41-year-old actress",
                    "They have been on"
                ),
                q("one source", "There are no other"),
                q("a friend of Vale", "She is doing well,"),
            ]
        );
    }
    #[test]
    fn sources_that_dish_tell_with_a_participle_or_go_on_after_names() {
        // Written after batch BP: "A person close to the businesswoman dished to E! News on
        // Monday:" (a role's verb after all its words, and "E!" ending no sentence), "with a
        // friend of the actress telling the outlet, “…”", and "a source told ET that Lopez
        // and Rodriguez…" before "the source explained".
        let body = "A person close to the businesswoman dished to E! News on Monday:\n\n\
                    “They have been going through a rough patch for months.”\n\n\
                    Reports say it was Vale who ended it, with a friend of the actress telling \
                    the outlet, “She insisted on it.”\n\n\
                    Earlier, a source told a TV show that Vale and Reyes had drifted apart. \
                    “Mara felt that marriage was not right,” the source explained.";
        assert_eq!(
            titled("Mara Vale and Tom Reyes split", body),
            [
                q(
                    "a person close to the businesswoman",
                    "They have been going"
                ),
                q("a friend of the actress", "She insisted on it."),
                q("a source", "Mara felt that marriage"),
            ]
        );
    }
    #[test]
    fn a_couple_speaks_together() {
        // Written after batch BP: "“…,” Lopez and Rodriguez said in their statement" went to a
        // source, and "“We are better as friends and look forward…,” they said" to no one: the
        // "and" of the couple's name was a word of the quote, so they were "named in it".
        let body = "Mara Vale and Tom Reyes have called it quits after four years. “We are \
                    better as friends and look forward to remaining so,” they said.\n\n\
                    This weekend, the couple denied another report. “All the reports are \
                    inaccurate,” Vale and Reyes said in their statement.\n\n\
                    After the split, Vale spoke to a friend. “She is doing well.” She shares \
                    two children with her former husband Dan Cole.";
        assert_eq!(
            titled("Mara Vale and Tom Reyes split", body),
            [
                q("Mara Vale and Tom Reyes", "We are better as"),
                q("Mara Vale and Tom Reyes", "All the reports are"),
                q("Mara Vale", "She is doing well."),
            ]
        );
    }
    #[test]
    fn a_long_fragment_credited_right_after_it_is_a_quote() {
        // Written after batch BP: `The rocker, 37, "is the kind of person who is always in a
        // T-shirt," says another friend. "She's much more glam."` gave the second sentence to
        // the article's main speaker and the first to no one. A few words stay the writer's
        // (`is “a return to the guitar,” Juno said`).
        let body = "“They were apart in every way,” says a Vale insider.\n\n\
                    The singer, 37, “is the kind of person who is always in a T-shirt,” says \
                    another friend. “She is much more glam.”\n\n\
                    The new record is “a return to the guitar,” Reyes said.";
        assert_eq!(
            titled("Mara Vale and Tom Reyes split", body),
            [
                q("a Vale insider", "They were apart in"),
                q("another friend", "is the kind of"),
            ]
        );
    }
    #[test]
    fn tributes_set_their_speakers_off_with_commas() {
        // Written after batch BQ (tributes to footballers): "His former team-mate at
        // Middlesbrough, the former goalkeeper Jim Platt, said:" and "West Bromwich Albion,
        // where Ehiogu started his career, tweeted:" had no speaker.
        let body = "Tributes have been paid to Tom Vale, who died on Sunday aged 67.\n\n\
                    His former team-mate at Harbor, the former Wales goalkeeper Ian Platt, said: \
                    “I am still in shock. We spoke every week.”\n\n\
                    Kingsmere Rovers, where Vale started his career as a trainee, tweeted: “The \
                    thoughts of everyone here are with his family.”";
        assert_eq!(
            titled("Tom Vale dies at 67", body),
            [
                q("Ian Platt", "I am still in"),
                q("Kingsmere Rovers", "The thoughts of everyone"),
            ]
        );
    }
    #[test]
    fn a_statement_speaks_for_whoever_it_says_it_is_from() {
        // Written after batch BQ: "A statement said:" went to the manager quoted before it, and
        // "“…,” the Madeley family statement read." to the player who had died.
        let body = "Former defender Tom Vale has died, aged 73.\n\n\
                    “Tom was a much-loved husband, father and brother,” the Vale family \
                    statement read.\n\n\
                    His old manager Ian Cole said: “He was a special boy.”\n\n\
                    His club paid tribute on its website. A statement said: “We will not \
                    forget you.”";
        assert_eq!(
            titled("Tom Vale dies at 73", body),
            [
                q("the Vale family", "Tom was a much-loved"),
                q("Ian Cole", "He was a special"),
                q("a statement", "We will not forget"),
            ]
        );
    }
    #[test]
    fn an_agency_that_continues_and_says() {
        // Written after batch BQ: "NASA continued and said:" and "“…,” according to the space
        // agency" named no one, and "Mars Mission", out of "Mars Mission Discovery Baffles
        // Experts", answered for them.
        let body = "The space agency explained the finding in a video.\n\n\
                    NASA continued and said: “Since 2015, the mission has been studying the \
                    upper atmosphere.”\n\n\
                    “During the closest part of its orbit, the probe skims the atmosphere,” \
                    according to the space agency.";
        assert_eq!(
            titled("NASA Shock: Mars Mission Discovery Baffles Experts", body),
            [
                q("NASA", "Since 2015, the mission"),
                q("the space agency", "During the closest part"),
            ]
        );
    }
    #[test]
    fn a_transcript_of_two_named_people_where_one_asks() {
        // Written after batch BR: a network's transcript of an anchor and a former minister,
        // both named in the title, gave nothing: neither label asked in two turns of three, and
        // the answers set after the questions with four spaces were no turns of their own.
        let body = "The following is a transcript of the interview.\n\n\
                    TOM WARD: Madame Secretary, thanks for doing this.\n\n\
                    ADA LIND: Pleasure to be with you.\n\n\
                    TOM WARD: The word I keep coming back to is sadness. What is that about?    \
                    ADA LIND: Well, I would not describe it as sadness. I was thrilled to serve.\n\n\
                    TOM WARD: What was the hardest challenge you faced?    ADA LIND: The single \
                    hardest challenge came after the war.";
        assert_eq!(
            titled("Full Transcript: Tom Ward and Ada Lind", body),
            [
                q("Ada Lind", "Pleasure to be with"),
                q("Ada Lind", "Well, I would not"),
                q("Ada Lind", "The single hardest challenge"),
            ]
        );
    }
    #[test]
    fn a_sentence_after_a_quote_that_goes_on_is_no_credit() {
        // Written after batch BR: "“…Dr Kelly's death.” The war continues." made "the war" the
        // speaker; a statement that continues still goes on from the quote before it.
        let body = "Here is how the paper described it: “The minister has fended off questions \
                    over the report.” The war continues.\n\n\
                    “We are proud of him,” Lee Park said. “He gave everything,” the statement \
                    continued.";
        assert_eq!(
            titled("Fun with quotation marks", body),
            [
                q("", "The minister has fended"),
                q("Lee Park", "We are proud of"),
            ]
        );
    }
    #[test]
    fn an_agency_acronym_with_a_digit_before_a_role_and_a_name() {
        // Written after batch BS: "“…” states DHD2 Health Officer Denise Bryan." had no speaker:
        // "DHD2", a word with a digit, opened no affiliation.
        let body = "The district is warning of an outbreak.\n\n\
                    “We need residents to stay vigilant” states HD4 Health Officer Ana Lind. \
                    “We will keep tracing contacts.”";
        assert_eq!(
            titled("Cases on the rise", body),
            [q("Ana Lind", "We need residents to")]
        );
    }
    #[test]
    fn speakers_on_the_record_in_a_page_that_calls_itself_a_transcript() {
        // Written after batch BT: "GOVERNOR HOGAN: …" and "PRESIDENT FERGUSON: …", each once,
        // under "Governor Transcript: April 13 Press Conference", gave nothing: no one asked.
        let body = "GOVERNOR VALE: Thank you all for joining us. It was a very successful \
                    session.\n\n\
                    So today I am very pleased to be signing 66 bills into law.\n\n\
                    PRESIDENT ORTIZ: Thank you, Governor. This was a historic session.";
        let statements = [
            q("Governor Vale", "Thank you all for"),
            q("President Ortiz", "Thank you, Governor. This"),
        ];
        assert_eq!(
            titled("Governor Transcript: April 13 Press Conference", body),
            statements
        );
        assert_eq!(titled("Bill signing on April 13", body), []);
    }
    #[test]
    fn a_questionnaire_of_prompts_run_into_their_answers() {
        // Written after batch BU: a food weekly's questionnaire, "Name a culinary mentor and
        // explain what you learned from that person: Nancy Silverton. …" under "Chrysa Robertson
        // Dishes on Male Chefs…", gave nothing, and a diner's words in marks inside an answer
        // became a quote of their own.
        let body = "The worst night you ever had in a kitchen: The walk-in died on a Saturday                     and a guest told the room, \"This fish is warm!\" I bought ice from three                     gas stations.\n\n\
                    Name a cook you admire and say why: Rosa Tam. I have never seen anyone                     taste as carefully as she does.\n\n\
                    What's your rule for a new menu?: Cook it for the staff first.\n\n\
                    Name a dish you love in this town: The noodles at Golden Ox on a cold                     night. Who would you most like to cook for?: My grandmother, one more time.";
        let answers = [
            q("Lena Ruiz", "The walk-in died on"),
            q("Lena Ruiz", "Rosa Tam. I have"),
            q("Lena Ruiz", "Cook it for the"),
            q("Lena Ruiz", "The noodles at Golden"),
            q("Lena Ruiz", "My grandmother, one more"),
        ];
        assert_eq!(
            titled("Lena Ruiz Dishes on Late Nights and Her First Menu", body),
            answers
        );
        // Without a title that says whose answers they are, a column's colons are no prompts.
        assert_eq!(titled("Late nights in the kitchen", body), []);
    }
    #[test]
    fn the_sheriff_is_the_sheriff_the_page_named() {
        // Written after batch BV: "“…,” the sheriff said" after "according to Yavapai County
        // Sheriff David Rhodes" was read as an organisation, "the sheriff", as "the studio" is.
        let body = "Neighbours called 911, according to Dune County Sheriff Ray Tolliver.\n\n\
                    \"We still do not know what happened,\" the sheriff said on Tuesday.\n\n\
                    \"He was a careful officer,\" the commissioner said.";
        assert_eq!(
            titled("Deputy shot near Mesa Flats", body),
            [
                q("Ray Tolliver", "We still do not"),
                // No commissioner was named: the role stays as written.
                q("the commissioner", "He was a careful"),
            ]
        );
    }
    #[test]
    fn a_phrase_in_marks_that_a_headline_goes_on_from_is_no_labelled_quote() {
        // Written after batch BV: a list of other stories under a crime report, `Fed Chair:
        // “No guarantee” Fed can ease inflation…`, credited "No guarantee" to "Fed Chair".
        let body = "The bridge reopened on Monday.\n\n\
                    Port Chair: “No quick fix” Port can cut fees as prices climb\n\n\
                    Harbor Mayor Ana Ruiz: “We will rebuild the pier.”";
        assert_eq!(
            titled("Bridge reopens", body),
            [q("Ana Ruiz", "We will rebuild the")]
        );
    }
    #[test]
    fn a_quote_paragraph_before_a_credited_one_is_that_speakers() {
        // Written after batch BW: "Kuldeep Yadav followed up his five-wicket haul… / “When you
        // win a Test…” / “We've got to nurture them…,” said Rohit" gave the first paragraph to
        // Kuldeep, who never spoke: the writer credited both of Rohit's paragraphs once, after.
        let body = "Captain Dev Rana said the win was the side's best.\n\n\
                    Omar Quill took four wickets on the last morning.\n\n\
                    “When the bowlers hit their lengths, the rest follows.”\n\n\
                    “We trusted the young ones and they answered,” said Rana after the match.";
        assert_eq!(
            titled("Rana hails bowlers after series win", body),
            [
                q("Dev Rana", "When the bowlers hit"),
                q("Dev Rana", "We trusted the young"),
            ]
        );
        // Where the subject before has spoken, the words are still his.
        let spoken = "“I bowled for the team,” Omar Quill said.\n\n\
                      Quill took four wickets on the last morning.\n\n\
                      “The ball was hooping all day.”\n\n\
                      “We trusted the young ones and they answered,” said Dev Rana.";
        assert_eq!(
            titled("Rana hails bowlers after series win", spoken),
            [
                q("Omar Quill", "I bowled for the"),
                q("Omar Quill", "The ball was hooping"),
                q("Dev Rana", "We trusted the young"),
            ]
        );
    }
    #[test]
    fn an_exclusive_interview_titled_with_the_name_and_prompts_with_a_full_stop() {
        // Written after batch BX: under "Interview Exclusive Mondo Guerra", a designer's Q&A
        // went to the show the page named most, and its first prompt ("Tell us about the
        // inspiration behind your Crocs collection.") asked nothing, for its full stop.
        let body = "Tell us about the inspiration behind your new boots.\n\
                    I grew up around horses, so these are really about my grandfather's barn.\n\n\
                    What did Runway Nights teach you?\n\
                    I learned to respect my own work, even when Runway Nights did not.\n\n\
                    Are there any colours you will be adding?\n\
                    Yes, a deep green. I mean, I do not want to say too much yet.";
        let answers = [
            q("Nico Ferrara", "I grew up around"),
            q("Nico Ferrara", "I learned to respect"),
            q("Nico Ferrara", "Yes, a deep green."),
        ];
        assert_eq!(titled("Interview Exclusive Nico Ferrara", body), answers);
    }
    #[test]
    fn a_member_of_parliament_is_titled_mp() {
        // Written after batch BX: "Lib Dem MP Matthew Taylor" was a name of four words, so
        // "Matthew said:" stayed "Matthew", and "‘…,’ she added" after "Labour MP Diana
        // Johnson, who said…" went to the minister quoted before.
        let body = "Lib Dem MP Ruth Calder said the rule had been broken.\n\n\
                    Speaking in the Commons, Ruth said: ‘The convention is very clear.’\n\n\
                    The Commons leader, Ann Hale, said: ‘I reject that entirely.’\n\n\
                    The issue was also raised by Labour MP Mia Doyle, who said she was \
                    ‘disappointed’.\n\n\
                    ‘I thought it might be so that some people could get to the ball,’ she added.";
        assert_eq!(
            titled("Row over early finish", body),
            [
                q("Ruth Calder", "The convention is very"),
                q("Ann Hale", "I reject that entirely."),
                q("Mia Doyle", "I thought it might"),
            ]
        );
    }
    #[test]
    fn a_highlight_bullet_is_a_sentence_of_its_own_and_its_quote_a_copy() {
        // Written after batch BY: story highlights (`• NEW: Attenborough “a truly great man of
        // the cinema and the arts,” his agent tells CNN` / `• …the 1982 film “Gandhi”`) gave
        // "his agent" a quote of both, the film's title its second half; the agent's whole
        // quote follows under his name.
        let body = "STORY HIGHLIGHTS\n  \
                    • Voss “a giant of the stage and the screen alike,” her agent tells CNN\n  \
                    • She is best known for the 1979 film “Harbour Lights”\n\n\
                    Mira Voss has died at 88, according to her agent, Paul Grant.\n\n\
                    “We mourn the passing of a giant of the stage and the screen alike,” \
                    Grant said.";
        assert_eq!(
            titled("Actor Mira Voss dies", body),
            [q("Paul Grant", "We mourn the passing")]
        );
    }
    #[test]
    fn storm_briefings_a_headline_that_calls_an_attorney_general_and_a_warning_in_progress() {
        // Written after batch BZ: under "Obama Calls on Residents…" every "the president said"
        // went to "Obama Calls"; "Florida Attorney General Ashley Moody" was "General Ashley
        // Moody"; "“Just go now,” Castor is warning them. “Beat the traffic…”" lost its first
        // half and gave the second to the sentence before.
        let body = "President Lena Marsh called on residents to leave. \"Do not wait,\" the \
                    president said on Friday.\n\n\
                    Harbor Mayor Tess Ibarra told reporters she had knocked on doors.\n\n\
                    “Just go now,” Ibarra is warning them. “Beat the traffic and go now.”\n\n\
                    State Attorney General Rhea Monroe spoke later.\n\n\
                    “Write your name on your arm,” Monroe said.";
        assert_eq!(
            titled(
                "Marsh Calls on Residents in the Storm's Path to Leave",
                body
            ),
            [
                q("Lena Marsh", "Do not wait,"),
                q("Tess Ibarra", "Just go now,"),
                q("Rhea Monroe", "Write your name on"),
            ]
        );
    }
    #[test]
    fn a_quote_sheet_heads_each_answer_with_a_topic_of_its_own() {
        // Written after batch CB: "Brad Stevens / Re: Boston's resilience late in the game: /
        // “…”" gave the coach's answers to no one: the topic between the name and the words
        // read as narrative that names no one.
        let body = "Harbor at Pines, March 3\n\n\
                    Lena Ortiz\n\n\
                    Re: the comeback in the fourth quarter:\n\n\
                    \"We needed to be backed up against the wall and find a way out.\"\n\n\
                    On guarding their best scorer:\n\n\
                    \"I like Maya guarding anybody, and tonight she showed why.\"";
        assert_eq!(
            titled("That's What She Said", body),
            [
                q("Lena Ortiz", "We needed to be"),
                q("Lena Ortiz", "I like Maya guarding"),
            ]
        );
    }

    #[test]
    fn a_colon_after_a_report_introduces_more_of_the_same_persons_words() {
        // Written after batch BT: "Leader Fabian Nunez says there's a lot to love… But there
        // are a couple of things that won't fly —including…:" and his words in marks after it
        // went to no one: the sentence before the colon names no one of its own.
        let body = "Council Member Ines Varga says the budget has plenty for the east side. \
                    But a few of its parts will not pass, like the new parking garage:\n\n\
                    \"Nobody I represent asked for another garage downtown.\"\n\n\
                    The vote is on Monday. It will be close:\n\n\
                    \"We count heads until the last minute,\" an aide said.";
        assert_eq!(
            titled("Council Reacts to the Budget", body),
            [
                q("Ines Varga", "Nobody I represent asked"),
                q("an aide", "We count heads until"),
            ]
        );
    }

    #[test]
    fn a_press_conference_titled_by_a_surname_is_that_persons() {
        // Written after batch BN: "Fedora postgame transcript", a coach's answers under topic
        // lines, gave every answer to no one: a surname alone was no person the title names.
        let body = "Opening statement\n\n\
                    “Gritty game. We knew it would take all four quarters.”\n\n\
                    On the last drive\n\n\
                    “Mills is a gamer. He wanted the ball.”";
        assert_eq!(
            titled("Okoro postgame transcript", body),
            [
                q("Okoro", "Gritty game. We knew"),
                q("Okoro", "Mills is a gamer.")
            ]
        );
        // The full name the page gives, where it gives one.
        let named = format!("Head coach Dana Okoro met reporters after the win.\n\n{body}");
        assert_eq!(
            titled("Okoro Press Conference", &named),
            [
                q("Dana Okoro", "Gritty game. We knew"),
                q("Dana Okoro", "Mills is a gamer.")
            ]
        );
        // A title that names no one stays no one's.
        for title in [
            "Postgame Press Conference",
            "Weekly Press Conference",
            "Monday Presser",
            "Hawks Postgame Quotes",
            "Hawks-Otters Postgame Transcript",
        ] {
            assert_eq!(
                titled(title, body),
                [q("", "Gritty game. We knew"), q("", "Mills is a gamer.")],
                "{title}"
            );
        }
    }

    #[test]
    fn people_in_the_news_without_a_name_keep_their_credit() {
        // Written after batch CC: "“…,” an aide said" and "the defendant said" lost their
        // credit, and the words went to the page's last speaker or a title's capitals.
        let body = "Mayor Ida Brandt toured the flooded blocks on Sunday.\n\n\
                    “The pumps ran all night,” an aide said.\n\n\
                    “We carried two people out of the water,” said a paramedic.\n\n\
                    In court, the defendant asked to speak.\n\n\
                    “Judge, I have changed,” the defendant said.";
        assert_eq!(
            titled("After the Flood Came the Trial", body),
            [
                q("an aide", "The pumps ran all"),
                q("a paramedic", "We carried two people"),
                q("the defendant", "Judge, I have changed,"),
            ]
        );
    }

    #[test]
    fn riders_and_agencies_of_a_transit_story_keep_their_credits() {
        // Written after batch CD: "May said" after "Chris May, a Denver resident" stayed
        // "May" (a month was no part of any name); "said VTA Board Member and San Jose City
        // Councilman Lan Diep" went to "Board Member"; "Rider Natalie McNab" kept her role as a
        // first name; "Another Twitter user, Kelly" made "Another Twitter" a person, who took
        // the "he wrote" before it; "“…,” the MBTA said" was no credit, and the quote went to
        // the page's last speaker.
        let body = "Dana March, a nurse, rode the new line on its first morning.\n\n\
                    “We will see how reliable it is,” March said.\n\n\
                    “Nobody told us the dates,” said Harbor Transit Board Member and City \
                    Councilwoman Ada Quist.\n\n\
                    Rider Lena Park says she has lost faith. “It is a mess.”\n\n\
                    A Twitter user identified as Sam Boyd said the station was empty.\n\n\
                    “Tried to ride it to work,” he wrote.\n\n\
                    Another Twitter user, Kelly, asked about the reason.\n\n\
                    “Please be more clear,” she wrote.\n\n\
                    “Slow zones stay for a week,” the MBTA said.\n\n\
                    “We thank riders for their patience,” said the Harbor Transit Authority.";
        assert_eq!(
            titled("Riders Wait on the New Line", body),
            [
                q("Dana March", "We will see how"),
                q("Ada Quist", "Nobody told us the"),
                q("Lena Park", "It is a mess."),
                q("Sam Boyd", "Tried to ride it"),
                q("Kelly", "Please be more clear,"),
                q("the MBTA", "Slow zones stay for"),
                q("the Harbor Transit Authority", "We thank riders for"),
            ]
        );
        // A title, or one word made as a party's or a place's people are, is a person.
        let body = "President Ana Lopez spoke at the bridge.\n\n\
                    “We agreed on the bridge,” the President said.\n\n\
                    Senator Tom Hale spoke after the vote.\n\n\
                    “We did not agree on the tolls,” the Republican said.";
        assert_eq!(
            titled("Bridge Talks", body),
            [
                q("Ana Lopez", "We agreed on the"),
                q("Tom Hale", "We did not agree")
            ]
        );
    }

    #[test]
    fn an_airline_expresses_and_a_zoo_and_aquarium_has_one_president() {
        // Written after batch CE: "In a statement, Spirit Airlines expressed, “…”" was no quote
        // (a sentence after a comma, with no reporting verb, reads as a title), and "Columbus
        // Zoo and Aquarium President Tom Stalf said" credited two people, "Columbus Zoo and Tom
        // Stalf".
        let body = "Harbor Air cancelled forty flights on Tuesday.\n\n\
                    In a statement, Harbor Air expressed, “We needed to cancel some flights, \
                    but most are still flying as planned.”\n\n\
                    A calf was born at the zoo on Monday.\n\n\
                    “I am proud of our keepers,” Lakeside Zoo and Aquarium President Ana Voss \
                    said.\n\n\
                    “We stayed all night,” Ana Voss and Tim Kerr said.";
        assert_eq!(
            titled("Flights Cancelled, and a Calf Is Born", body),
            [
                q("Harbor Air", "We needed to cancel"),
                q("Ana Voss", "I am proud of"),
                q("Ana Voss and Tim Kerr", "We stayed all night,"),
            ]
        );
    }

    #[test]
    fn election_night_titles_and_speeches() {
        // Written after batch CF: "Vice President-elect Mike Pence said" kept
        // "President-elect" in the name, and "Michelle Wu kicked off her victory speech, “So
        // one of my sons asked…”" was no quote (a sentence after a comma, and no reporting verb).
        let body = "“This is a historic night for the county,” Governor-elect Rosa Vance said \
                    as she took the stage.\n\n\
                    On election night, Ada Brill opened her concession speech, “I promised you \
                    that I would never lie to you, so I will not say it does not hurt.”";
        assert_eq!(
            titled("Election Night", body),
            [
                q("Rosa Vance", "This is a historic"),
                q("Ada Brill", "I promised you that"),
            ]
        );
    }

    #[test]
    fn realtors_reverends_and_people_of_a_place_keep_their_names() {
        // Written after batch CG: "said local Realtor Maya Galletta" kept "Realtor" in the
        // name, "Recently Judith Abbott shepherded…" made "Recently" a first name, and "the Rev.
        // Mariama White-Hammond of Bethel … Church told a rally" was no credit: neither "the"
        // before a title nor "of" a church between the name and the verb.
        let body = "“People want better weather and kind neighbors,” said local Realtor Dana \
                    Holt.\n\n\
                    Recently Ada Brill showed a couple around the old town. “I'm a historic \
                    house person,” said Brill. “But times are hard.”\n\n\
                    “We are here because there is no second planet,” the Rev. Ruth Oyelaran \
                    told a rally.\n\n\
                    “The river is rising every year,” Tom Vale of Harbor Friends Church said.";
        assert_eq!(
            titled("Markets and Marches", body),
            [
                q("Dana Holt", "People want better weather"),
                q("Ada Brill", "I'm a historic house"),
                q("Ruth Oyelaran", "We are here because"),
                q("Tom Vale", "The river is rising"),
            ]
        );
    }

    #[test]
    fn interviews_of_a_panel_a_greeted_guest_and_a_page_of_highlights() {
        // Written after batch CH: a cast's answers to one question, each under a name, were no
        // transcript (two questions were wanted); "Hi Kvik, congratulations!" made "Hi Kvik" the
        // guest, and then the byline "11. 11. 2020 Petr Dostál" the guest; "Tarik “Tarik”
        // Celik on the emotions of winning: A lot of…" was no quote at all.
        let body = "We sat down with the cast, Ana Lee and Tom Ward.\n\n\
                    Can you tell me about your character?\n\n\
                    Ana Lee: So I play the director of the play. I guess she knows them all.\n\n\
                    Tom Ward: So I'm playing the producer, and he has a lot of money.";
        assert_eq!(
            titled("A Chat With the Cast", body),
            [
                q("Ana Lee", "So I play the"),
                q("Tom Ward", "So I'm playing the")
            ]
        );
        let body = "11. 11. 2020 Ines Varga\n\n\
                    We are here with the “Rook”, captain of the winning team.\n\n\
                    Hi Rook, congratulations! How did you celebrate?\n\n\
                    We haven't. We live in three different cities, so we could not meet.\n\n\
                    What will you do with the prize money?\n\n\
                    I like to save up, so that is probably what I am going to do.\n\n\
                    Will you play together again?\n\n\
                    Most likely not, as some of us have signed with other teams.";
        assert_eq!(
            titled("Interview With the Cup Winners", body),
            [
                q("Rook", "We haven't. We live"),
                q("Rook", "I like to save"),
                q("Rook", "Most likely not, as")
            ]
        );
        let body = "The team won on Saturday. Some highlights of the news conference:\n\n\
                    Lena “Lena” Ortiz on the final: A lot of emotions right now. I can't \
                    really describe it.\n\n\
                    Mara “Ace” Quell on her shooting: I think it gave the team more structure.\n\n\
                    Lena on the crowd: I think we were the underdogs, and I loved it.";
        assert_eq!(
            titled("Highlights From the Champions' News Conference", body),
            [
                q("Lena Ortiz", "A lot of emotions"),
                q("Mara Ace Quell", "I think it gave"),
                q("Lena Ortiz", "I think we were"),
            ]
        );
    }

    #[test]
    fn a_critic_raves_about_how_a_writer_writes() {
        // Written after batch CI: `…universal themes: Yaa Gyasi, author of Homecoming raved
        // about how "Megha Majumdar writes about…"` gave the words to no one ("raved" was no
        // reporting verb, "how" no "that"), and then to "We're", the subject before the colon.
        let body = "The novel came out in June.\n\n\
                    We're not the only ones who loved it: Ada Brill, author of Low Tide raved \
                    about how \"Noor Castell writes about the choices we make with striking \
                    clarity.\"\n\n\
                    Her editor explained how \"Every draft came back shorter and better than \
                    the one before.\"";
        assert_eq!(
            titled("A Debut Novel Everyone Is Reading", body),
            [
                q("Ada Brill", "Noor Castell writes about"),
                q("her editor", "Every draft came back")
            ]
        );
    }

    #[test]
    fn a_credit_after_an_aside_and_a_campus_that_issues_a_statement() {
        // Written after batch CJ: "“Advance reservations have been very good,” ahead of last
        // year's preseason pace, Gibbs said. “I think…”" credited neither half, and the second
        // became a quote of its own; "The Alta Bates Summit campus issued a statement saying,
        // “…”" went to the page's last speaker.
        let body = "Hotel owner Ana Gibbs has few rooms left for July.\n\n\
                    “Bookings have been very good,” ahead of last year's pace, Gibbs said. \
                    “I think it will be a little busier.”\n\n\
                    Nurse Tom Vale joined the picket line.\n\n\
                    “It is always about the patients,” said Vale.\n\n\
                    The Lakeside Summit campus issued a statement saying, “We remain committed \
                    to fair wages for our nurses.”";
        assert_eq!(
            titled("Summer Bookings and a Strike", body),
            [
                // One quote: its second half is Gibbs's too.
                q("Ana Gibbs", "Bookings have been very"),
                q("Tom Vale", "It is always about"),
                q("the Lakeside Summit campus", "We remain committed to"),
            ]
        );
    }

    #[test]
    fn a_band_member_titled_behind_the_bands_possessive_answers() {
        // Written after batch CK: a guitar magazine's Q&A under "Tetrarch's Diamond Rowe:
        // Flamethrower", questions as lines of their own, gave nothing: the band's possessive
        // before the name hid the person the title names.
        let body = "Do you record to a click?\n\n\
                    We always record with a click. We never play live to one.\n\n\
                    What is on the track?\n\n\
                    It's just samples. I wanted to try them live with the song.\n\n\
                    How is that working out?\n\n\
                    It's not too bad. I'm not the one playing to the click.";
        assert_eq!(
            titled("Lowfield's Ana Brill: Flamethrower", body),
            [
                q("Ana Brill", "We always record with"),
                q("Ana Brill", "It's just samples. I"),
                q("Ana Brill", "It's not too bad."),
            ]
        );
    }

    #[test]
    fn a_british_councillor_is_a_title() {
        // Written after batch CM: "Cllr John Edney" kept "Cllr" in his name, so "said Cllr
        // Edney" was no one the page named and the second half of his quote a quote of its own.
        let body = "Cllr John Edney spoke warmly of the farmer.\n\n\
                    “He was largely why I stood for the council,” said Cllr Edney, “but we had \
                    worked together long before that.”\n\n\
                    Speaking to the Mercury, the chairman Cllr Rosa Allen said: “He will be sadly \
                    missed by all.”";
        assert_eq!(
            titled("More Tributes to a Former Council Leader", body),
            [
                q("John Edney", "He was largely why"),
                q("Rosa Allen", "He will be sadly"),
            ]
        );
    }

    #[test]
    fn one_of_a_named_group_and_words_the_writers_sentence_quotes_past_a_credit() {
        // Written after batch CN: "one of the board members said" was no one, and a short quote
        // of no one's is left out; the text a screen showed, quoted in the writer's sentence
        // after a credit, and a show's title named past a credit were taken into the speech.
        let body = "“Oh no,” one of the parish councillors said when the feed went live.\n\n\
                    “Fine,” says a trustee, before a grey screen with the words “Meeting \
                    paused” appears.\n\n\
                    “You listen to the show until it tells you it is done,” Ines Tamm adds of \
                    long shows like “Harbour.” “But a short one you plan from the start.”";
        let title = "A Parish Council Meeting Goes Live by Mistake";
        assert_eq!(
            titled(title, body),
            [
                q("one of the parish councillors", "Oh no,"),
                q("a trustee", "Fine,"),
                q("Ines Tamm", "You listen to the"),
            ]
        );
        let said = segments_of(title, body);
        assert_eq!(said[1], ["Fine,"]);
        assert_eq!(said[2][1], "But a short one you plan from the start.");
    }

    #[test]
    fn a_posts_tags_and_links_are_no_part_of_its_words() {
        // Written after batch CO: a fire department's post copied into the page kept its
        // hashtags and picture link in the quote.
        let title = "Evacuations Spread East of Alder Creek";
        let body = "Crews worked through the night.\n\n\
                    Evacuation orders now cover the east side of town. Leave now if you are \
                    told to. #AlderFire #AlderFD pic.twitter.com/Ab12Cd34 — Alder Creek Fire \
                    (@AlderCreekFire) June 9, 2025";
        assert_eq!(
            titled(title, body),
            [q("Alder Creek Fire", "Evacuation orders now cover")]
        );
        let words = &segments_of(title, body)[0][0];
        assert!(words.ends_with("told to."), "{words}");
    }

    #[test]
    fn a_page_that_lost_its_quotation_marks_still_quotes_in_the_first_person() {
        // Written after batch CQ: a local news page copied without its quotation marks (`We are
        // labor-intensive, Potts said earlier this year.`) gave no quote at all. Reported speech
        // in the third person stays the writer's, and so does a first-person clause that leads
        // into the sentence.
        let body = "The new bakery will employ about 40 people. We bake everything overnight, \
                    Rhea Lindqvist said on Monday. Customers pick up at the window, but our \
                    drivers also bring bread to your door. The shop will open at six.\n\n\
                    The company will train its staff in Malmo before the opening, Lindqvist \
                    said.\n\n\
                    When I first saw the building, it said nothing to me.\n\n\
                    We look forward to our first morning on Birch Street, Lindqvist said.";
        assert_eq!(
            titled("Bakery Chain Confirms Its Birch Street Shop", body),
            [
                q("Rhea Lindqvist", "We bake everything overnight,"),
                q("Rhea Lindqvist", "We look forward to"),
            ]
        );
        let said = segments_of("Bakery Chain Confirms Its Birch Street Shop", body);
        assert_eq!(
            said[0].last().map(String::as_str),
            Some("Customers pick up at the window, but our drivers also bring bread to your door.")
        );
        // A page with any quotation mark keeps to its marks.
        let marked = format!("{body}\n\n“We are ready,” Lindqvist said.");
        assert_eq!(
            titled("Bakery Chain Confirms Its Birch Street Shop", &marked),
            [q("Rhea Lindqvist", "We are ready,")]
        );
    }

    #[test]
    fn a_closing_mark_typed_to_open_a_line_and_offices_named_for_a_man_or_a_woman() {
        // Written after batch CR: a council president's words under "said:", opened on their
        // line with a closing mark, were lost; and "he" after "Councilman Jonathan Grieder, who
        // said Klein never…" went to Councilwoman Klein, whose office says she is a woman.
        let body = "Councilwoman Rhea Vance voted against the budget.\n\n\
                    “It is wrong to raise your taxes this year,” Vance said.\n\n\
                    That drew a rebuke from Councilman Ivo Marsh, who said Vance never offered \
                    a budget of her own.\n\n\
                    “Not one line of it came from her office,” he said.\n\n\
                    To both of them, the council president, Ada Quist, said:\n\
                    ” If I answered every remark, we would never finish a meeting.”";
        assert_eq!(
            titled("Council Passes the Budget After Three Hours", body),
            [
                q("Rhea Vance", "It is wrong to"),
                q("Ivo Marsh", "Not one line of"),
                q("Ada Quist", "If I answered every"),
            ]
        );
    }

    #[test]
    fn a_headline_runs_names_into_the_words_after_them() {
        // Written after batch CS: "Melissa Barrera Felt 'Safe' with…" made "the actress" Melissa
        // Barrera Felt, and a web address's words "Zendaya Zac Efron The Greatest Showman
        // interview" made Zendaya "Zendaya Zac Efron"; the text names both people itself.
        let body = "“He is so supportive, and you just feel safe,” the actress said of her \
                    costar\n\n\
                    Dana Okoro is thankful for her partner on screen, Leo Brandt.\n\n\
                    “It's so easy to connect with him,” she added at the premiere.";
        assert_eq!(
            titled("Dana Okoro Felt 'Free' With Costar Leo Brandt", body),
            [
                q("Dana Okoro", "He is so supportive,"),
                q("Dana Okoro", "It's so easy to")
            ]
        );
        let body = "Kiona, 24, could not stop talking about Tom Ashby, her co-star.\n\n\
                    “I think we made a really good film,” Kiona shared.";
        assert_eq!(
            titled("Kiona Tom Ashby The Long Road interview", body),
            [q("Kiona", "I think we made")]
        );
        // A full name in the headline stays whole where the text gives only its surname.
        let body = "“I missed the breathing more than the applause,” Hale said.";
        assert_eq!(
            titled("Gideon Hale on his return to the stage", body),
            [q("Gideon Hale", "I missed the breathing")]
        );
    }

    #[test]
    fn a_person_noun_before_a_verb_gives_the_name_after_the_verb_no_gender() {
        // Written after batch CS: "the 29-year-old actress praised Reyes" made Reyes a woman, so
        // "he" after him found the film ("their film Low Tide") instead.
        let body = "Speaking at the premiere of their film Low Tide, the actress praised Omar \
                    Reyes as patient.\n\n\
                    Reyes returned the praise when he stopped on the carpet.\n\n\
                    “She knows every line, mine included,” he said.";
        assert_eq!(
            titled("A Premiere on the Pier", body),
            [q("Omar Reyes", "She knows every line,")]
        );
    }

    #[test]
    fn a_newswires_typewriter_marks_and_a_name_before_its_two_roles() {
        // Written after batch CT: a newswire release quoted in ``…'' gave no quote, and "said
        // John Riccitiello, President and Chief Operating Officer at…" credited "Operating
        // Officer" (two roles joined by "and" are read before a name, not after one).
        let body = "Harbor Mills (``Harbor'' or the ``Company'') today signed an agreement.\n\n\
                    ``We are very pleased that the institute chose Harbor,'' said Mr. Lin Tao, \
                    Chairman of Harbor Mills.\n\n\
                    \"We are confident this will be a great title,\" said Ada Roux, President \
                    and Chief Operating Officer at Northgate.";
        assert_eq!(
            titled("Harbor Mills Announces Research Agreement", body),
            [
                q("Lin Tao", "We are very pleased"),
                q("Ada Roux", "We are confident this"),
            ]
        );
    }

    #[test]
    fn debates_timed_records_and_a_live_blogs_commentators() {
        // Written after batch CU: none of three transcripts gave a quote. A debate's two
        // moderators ask once each (one with a full stop) and two candidates answer once each; a
        // transcription service times each turn before the name; a live blog's commentators,
        // named in full in its introduction, take turns under their first names, the first
        // label glued to an image's file name.
        let body = "REYNA: Is there anyone here who will not back the eventual nominee.\n\n\
                    MALLORY: I cannot say.\n\n\
                    OSEI: Governor, your critics say you are new to foreign policy. Are they \
                    right?\n\n\
                    DUNLOP: We will have time to explore that, and I look forward to it.";
        assert_eq!(
            titled("The Debate, Trimmed", body),
            [
                q("Mallory", "I cannot say."),
                q("Dunlop", "We will have time"),
            ]
        );
        let body = "We release the transcript of the first night.\n\n\
                    0:00:37 Dana: Time now for opening statements. Governor Ana Ruiz, please \
                    begin.\n\n\
                    0:00:43 Governor Ana Ruiz: Thanks Dana. I come from a state of farmers.";
        assert_eq!(
            titled("Debate Night One Transcript", body),
            [
                q("Dana", "Time now for opening"),
                q("Ana Ruiz", "Thanks Dana. I come"),
            ]
        );
        let body = "Welcome to our live blog, where body-language coach Ivo Brandt and writer \
                    Lena Moss give their reactions.\n\n\
                    2008-01-05-debate.JPGLENA: Hi and welcome to the live blog. We're off!\n\n\
                    IVO: We are starting with some fireworks. Nobody looked defensive.\n\n\
                    LENA: It is the governor's to lose, at least here.";
        assert_eq!(
            titled("Debate Live Blog", body),
            [
                q("Lena Moss", "Hi and welcome to"),
                q("Ivo Brandt", "We are starting with"),
                q("Lena Moss", "It is the governor's"),
            ]
        );
    }

    #[test]
    fn a_bishops_title_is_no_part_of_his_name() {
        // Written after batch CV: "Bishop Daryl Harris of Total Life Christian Ministries said"
        // kept the title in the name.
        let body = "Bishop Ada Quaye of Riverside Gospel Hall said she could feel the panic in \
                    the pews.\n\n\
                    “Many of our members ran out to call their families,” Quaye said.";
        assert_eq!(
            titled("Suspect Arrested After Morning of Fear", body),
            [q("Ada Quaye", "Many of our members")]
        );
    }

    #[test]
    fn an_answer_signed_after_its_label_and_a_name_made_an_adjective() {
        // Written after batch CW: a venture blog's "A: (Jason)" kept "(Jason)" in the answer and
        // gave it to no one, and `“Emotionally and Inspiring Story” - Without getting all Sally
        // Struthers-like, it is…` credited the heading to "Sally Struthers-like".
        let body = "Q: Why do investors ask how our idea came about? Please help!\n\n\
                    A: (Mira) Without sounding glib, the answer is all of the above. I will take \
                    your guesses one at a time.\n\n\
                    1. \"A Story That Inspires\" - Without getting all Hallmark-Card Tolstoy-like, \
                    it is nice to see founders who care.";
        assert_eq!(
            titled("Where Did Our Idea Come From?", body),
            [q("Mira", "Without sounding glib, the")]
        );
    }

    #[test]
    fn a_role_then_a_name_without_a_comma_is_the_named_subject() {
        // Written while reading batch CX: "The director José María García Lara says…" made the
        // role the sentence's subject and left the name no one "he" could stand for, so "he"
        // went to the headline's first word.
        let body = "TIJUANA — Many migrants are trying to reach the shelters.\n\n\
                    The director Tomás Ortega Ruiz says the rumor is false.\n\n\
                    “We have tried to explain that lawyers do the paperwork,” he said.";
        assert_eq!(
            titled("Rumors Mislead Migrants About Asylum", body),
            [q("Tomás Ortega Ruiz", "We have tried to")]
        );
    }

    #[test]
    fn a_sentence_that_reports_what_was_said_ends_the_quote_before_it() {
        // Written after batch CY: `“…,” he added. “…” Phelps said that after the relay he would
        // retire. “Not only the Olympics…”` ran the words after the writer's report into the
        // quote before it, as if one credit had interrupted them.
        let body = "Rhea Vance won her third straight title on Thursday.\n\n\
                    “But it was also very hard,” she added. “It hurt to win it.” Vance said that \
                    after Saturday's relay she would retire. “Not only from the Games, from all \
                    of it.”";
        let title = "Vance Wins Her Third Straight Title";
        assert_eq!(
            titled(title, body),
            [
                q("Rhea Vance", "But it was also"),
                q("Rhea Vance", "Not only from the"),
            ]
        );
        assert_eq!(segments_of(title, body)[0].len(), 2);
    }

    #[test]
    fn an_office_joined_by_hyphens_is_a_title() {
        // Written after batch DA: "United Nations Secretary-General Ban Ki-moon" kept the office
        // in the name, so "Mr. Ban" found no one and stayed "Ban".
        let body = "United Nations Secretary-General Ana Ferreira-Lund said today that time was \
                    short.\n\n\
                    “There is little time left,” Ms. Ferreira-Lund said.";
        assert_eq!(
            titled("Leaders Urged to Act at Climate Summit", body),
            [q("Ana Ferreira-Lund", "There is little time")]
        );
    }

    #[test]
    fn a_hyphen_between_spaces_introduces_a_quote_as_a_dash_does() {
        // Written after batch DB: `The letter stated - “As part of…”` gave no quote, the hyphen
        // standing for a dash before it.
        let body = "Its founders, Ana Lima and Tom Reyes, wrote a long email to staff.\n\n\
                    The letter stated - “As part of our plan, we will be reorganizing the company \
                    into a lean one.”";
        assert_eq!(
            titled("Layoffs Through Letters", body),
            [q("the letter", "As part of our")]
        );
    }

    #[test]
    fn an_office_in_capitals_then_a_comma_credits_the_person_who_holds_it() {
        // Written after batch DG: `said Senior Primate Keeper, Harmony Wallace.` credited
        // "Senior Primate", and `said Assistant Secretary of the … branch, Jane Cotter.` the
        // office; `Name, the zoo’s senior Primate Keeper said,` gave the office too.
        let body = "Two lion cubs were born at the park on Sunday.\n\n\
                    “We had been watching the mother for weeks,” said Head Cat Keeper, Mara Olsen.\n\n\
                    “The staff are short of hands this winter,” said Assistant Secretary of the \
                    Harbour Park staff branch, Tomas Reid.\n\n\
                    Lena Brook, the park’s senior Education Officer said, “Schools have already \
                    asked to visit them.”";
        assert_eq!(
            titled("Lion Cubs Born at the Park", body),
            [
                q("Mara Olsen", "We had been watching"),
                q("Tomas Reid", "The staff are short"),
                q("Lena Brook", "Schools have already asked"),
            ]
        );
    }

    #[test]
    fn an_office_in_capitals_is_no_person_a_pronoun_stands_for() {
        // Written after batch DF: "When James Porter, Exhibition Designer and Production
        // Manager, was asked…, he knew…" made "Exhibition Designer" a person, the nearest one
        // for the "he" before the quote.
        let body =
            "When Ravi Menon, Collections Designer and Gallery Manager, was asked to choose \
                    the works, he knew at once what he wanted. He also knew how they would hang. \
                    “I am not a writer. My language is pictures, and they speak loudly.”";
        assert_eq!(
            titled("New Works at the Gallery", body),
            [q("Ravi Menon", "I am not a")]
        );
    }

    #[test]
    fn a_premier_is_a_title_before_a_name() {
        // Written after batch DD: "NSW Premier Mike Baird" was the name in full, so "explained
        // Mr Baird" became "Premier Mike Baird".
        let body = "Local nurses oppose State Premier Ana Torres’s plan to sell the hospitals.\n\n\
                    “Some private hospitals already treat public patients,” explained Ms Torres.";
        assert_eq!(
            titled("Nurses Say No to the Sale", body),
            [q("Ana Torres", "Some private hospitals already")]
        );
    }

    #[test]
    fn a_conjunction_before_the_subject_is_no_part_of_it() {
        // Written after batch DD: "But Brett Holmes, general secretary of the union, states
        // that…" had no subject, so the quote alone in the next paragraph went to the person
        // named before him.
        let body = "The minister, Ana Torres, said the plan would save money.\n\n\
                    But Tom Reyes, general secretary of the nurses’ union, states that the \
                    hospital will be sold.\n\n\
                    “They will get some money from the state, but a private firm will run it.”";
        assert_eq!(
            titled("Nurses Say No to the Sale", body),
            [q("Tom Reyes", "They will get some")]
        );
    }

    #[test]
    fn a_name_that_a_show_noun_follows_is_the_shows() {
        // Written after batch DD: "on Sydney 2UE’s Paul Murray program last week Mr Dutton
        // continued… when he said “…”" gave the quote to the radio host whose show it was,
        // the first person named in the sentence.
        // (A subject of an earlier sentence would have won: here he is not one.)
        let body = "Ms Lane’s warning to voters comes as federal Opposition health spokesman, \
                    Luis Ortiz, continues to confuse the public about his party’s plans.\n\n\
                    For example, on Harbour FM’s Dana Hill program last week (May 3) Mr Ortiz \
                    kept up the party’s line of splitting the buildings from the hospital \
                    “business” when he said “We will never sell these hospitals, but we do want \
                    them run well”.";
        assert_eq!(
            titled("A Promise on the Radio", body),
            [q("Luis Ortiz", "We will never sell")]
        );
    }

    #[test]
    fn a_numbered_ward_before_a_name_is_where_the_person_is_from() {
        // Written after batch DD: `“…,” Ward 3’s Chris Tolbert told nurses.` found no speaker.
        let body = "Council members joined the picket line on Tuesday.\n\n\
                    “We know you do not strike lightly,” Ward 6’s Dana Ruiz told nurses. \
                    “Something is wrong with these talks.”";
        assert_eq!(
            titled("Council Joins the Picket Line", body),
            [q("Dana Ruiz", "We know you do")]
        );
    }

    #[test]
    fn a_quote_marked_only_at_its_ends_runs_over_the_paragraphs_between() {
        // Written after batch DD: a delegate's statement over five paragraphs with one opening
        // mark in the first and one closing mark in the last; the middle ones were lost and
        // the last one a quote of its own.
        let body = "Maria Chen\n\n\
                    “The closure of the ward is close to my heart because I have worked there for \
                    twenty years.\n\n\
                    We got a letter saying we might keep our jobs. Nobody knows for how long.\n\n\
                    I think people do not see what this will mean for the sick.”\n\n\
                    Maria Chen, nurse, Eastfield Hospital";
        let title = "Delegates Have Their Say";
        assert_eq!(titled(title, body), [q("Maria Chen", "The closure of the")]);
        assert_eq!(segments_of(title, body)[0].len(), 3);
    }

    #[test]
    fn a_label_written_in_small_letters_then_capitals_asks_as_a_label_does() {
        // Written after batch DF: `justArts: What’s your favorite part…?` then `Kim Conaty: I
        // work…` gave nothing: a label had to open with a capital.
        let body = "This week, newArts spoke with Lena Ortiz, the curator of the city museum.\n\n\
                    newArts: What do you love about your work?\n\n\
                    Lena Ortiz: I love collections, and nothing excites me more than a surprise \
                    in one I thought I knew.\n\n\
                    NA: What was the opening like?\n\n\
                    LO: It was electrifying. So many different people came in that night.";
        assert_eq!(
            titled("Interview: Lena Ortiz", body),
            [
                q("Lena Ortiz", "I love collections, and"),
                q("Lena Ortiz", "It was electrifying. So"),
            ]
        );
    }

    #[test]
    fn a_group_named_by_what_they_do_is_its_own_speaker() {
        // Written after batch DG: `“…,” animal care staff said.` gave the quote to the zoo's
        // director quoted before, and the words after it were a quote of their own.
        let body = "“This is a great day for the zoo,” said director Ana Lima.\n\n\
                    “Visitors can spot the calf by the white patch on its back,” animal care staff \
                    said. “The patch fades as it grows.”";
        let title = "A Calf Is Born";
        assert_eq!(
            titled(title, body),
            [
                q("Ana Lima", "This is a great"),
                q("animal care staff", "Visitors can spot the"),
            ]
        );
        assert_eq!(segments_of(title, body)[1].len(), 2);
    }
    #[test]
    fn a_surname_stands_for_a_full_name_that_ends_in_a_generations_suffix() {
        // Written after batch DH: "Eric Rivera Jr., 23, was found guilty…" then "said Rivera"
        // stayed "Rivera".
        let body = "Tomas Vale Jr., 24, was found guilty last year of the burglary.\n\n\
                    “I think about that night every day and I am truly sorry,” said Vale.";
        assert_eq!(
            titled("A Sentence for the Burglary", body),
            [q("Tomas Vale Jr.", "I think about that")]
        );
    }

    #[test]
    fn and_said_after_a_quoted_word_has_the_sentences_subject() {
        // Written after batch DH: `Chauvin's mother, Carolyn Pawlenty, spoke… believes in his
        // “innocence,” and said, “the public will never know…”` found no one before the quote.
        let body = "The court heard from both families on Friday.\n\n\
                    His sister, Mara Olsen, spoke for him, saying she believes in his “good \
                    heart,” and said, “the town will never know the gentle man he is at home.”";
        assert_eq!(
            titled("Sentenced for the Crash", body),
            [q("Mara Olsen", "the town will never")]
        );
    }

    #[test]
    fn a_named_persons_relation_before_the_verb_is_its_own_speaker() {
        // Written after batch DH: `“…,” Presley's wife said in court. “He would be devastated.”`
        // went to the aunt quoted before, and its second half was a quote of its own.
        let body = "“This year has been a nightmare for my family,” said Ana Reyes, the victim's aunt.\n\n\
                    The defense argued that Tom Hale should serve no time in prison.\n\n\
                    “He asks for his father every night,” Hale's wife said in court. “He would be \
                    lost.”";
        let title = "Officer Sentenced";
        assert_eq!(
            titled(title, body),
            [
                q("Ana Reyes", "This year has been"),
                q("Hale's wife", "He asks for his"),
            ]
        );
        assert_eq!(segments_of(title, body)[1].len(), 2);
    }
    #[test]
    fn words_given_as_an_example_are_no_ones_quote() {
        // Written after batch DI: `Many posted warning signs (e.g., "STAY OUT! WILL SHOOT!")`
        // was a quote of "Many".
        let body = "After the storm, many residents guarded their own streets. Many posted \
                    signs on their doors (e.g., \"KEEP OUT! WE ARE HOME!\") and some sat up all \
                    night.";
        assert_eq!(titled("The Night After the Storm", body), []);
    }

    #[test]
    fn words_that_go_on_past_a_quote_keep_the_sentences_subject() {
        // Written after batch DJ: `Mamdani added, "…," referring to his opponent Andrew Cuomo,
        // and described…` made Cuomo the subject the next "he" stood for.
        let body = "Ana Lima won the race for mayor on Tuesday.\n\n\
                    Lima added, \"We have beaten a machine,\" referring to her rival Tom Reyes, and \
                    thanked the volunteers. She also told of a night on the steps of City Hall \
                    with a driver named Sam. \"My friend, we are inside now,\" she said.";
        assert_eq!(
            titled("Lima Wins the Race", body),
            [
                q("Ana Lima", "We have beaten a"),
                q("Ana Lima", "My friend, we are"),
            ]
        );
    }

    #[test]
    fn a_participle_after_a_quoted_word_has_the_sentences_subject() {
        // Written after batch DJ: `described the victory as "against all odds," saying to a
        // cheering crowd, "The future is in our hands."` lost the quote: neither the participle
        // nor the hearer after it named anyone.
        let body = "Ana Lima won the race for mayor on Tuesday. The winner described it as \
                    \"a long climb,\" saying to a cheering crowd, \"The city is ours again.\"";
        assert_eq!(
            titled("Lima Wins the Race", body),
            [q("Ana Lima", "The city is ours")]
        );
    }

    #[test]
    fn an_outlet_that_reported_or_quoted_is_no_one_a_pronoun_stands_for() {
        // Written after batch DJ: `"…," Al Jazeera quoted.` then `"…," he added.` gave the
        // second quote to Al Jazeera.
        let body = "The Senate minority leader Tom Reyes said in a statement, \"Tonight the \
                    voters said no to chaos,\" El Faro quoted.\n\n\
                    \"The rest of the country is moving on,\" he added.";
        assert_eq!(
            titled("Reyes Welcomes the Results", body),
            [
                q("Tom Reyes", "Tonight the voters said"),
                q("Tom Reyes", "The rest of the"),
            ]
        );
    }

    #[test]
    fn a_clause_of_who_the_person_is_may_stand_between_name_and_verb() {
        // Written after batch DJ: `"…," Isaac Pablo Duarte, who has been volunteering since
        // December, told TNA.` found no one.
        let body = "\"This is a big night for the whole city,\" Rosa Delgado Vance, who has \
                    knocked on doors since June, told reporters.";
        assert_eq!(
            titled("Volunteers Celebrate", body),
            [q("Rosa Delgado Vance", "This is a big")]
        );
    }

    #[test]
    fn a_person_noun_with_a_place_after_in_is_one_role() {
        // Written after batch DJ: `"That's my mayor!" yelled a woman in Midtown,` was "a
        // woman".
        let body = "\"That's my senator!\" shouted a man in Eastport, as the results came in.";
        assert_eq!(
            titled("Results Night", body),
            [q("a man in Eastport", "That's my senator!")]
        );
    }
    #[test]
    fn a_role_of_something_between_an_organisation_and_a_name() {
        // Written after batch DK: `"…," Colonial Williamsburg's director of archaeology Jack Gary
        // told 3WTKR.` found no one, and the quote's second half was a quote of its own.
        let body = "\"Everywhere we dig in this town, there is something under our feet,\" \
                    Harbour Museum's curator of collections Lena Brook told Radio East. \"The house \
                    tells us what was here before the town.\"";
        let title = "A House Under the Lab";
        assert_eq!(
            titled(title, body),
            [q("Lena Brook", "Everywhere we dig in")]
        );
        assert_eq!(segments_of(title, body)[0].len(), 2);
    }

    #[test]
    fn a_quote_left_open_is_closed_by_the_next_paragraphs_closing_mark() {
        // Written after batch DK: `“Then two gold items appeared…` left open, the next paragraph
        // ending `…going to be.”` with no opening mark, was read as two quotes.
        let body = "“I was cleaning a pit when I saw teeth,” Ruiz added. “Then a gold brooch \
                    came out of the earth.\n\n\
                    Nobody had seen it for a thousand years, and we did not yet know how special \
                    it was.”";
        let title = "A Burial Found on the Last Day";
        assert_eq!(titled(title, body), [q("Ruiz", "I was cleaning a")]);
        assert_eq!(segments_of(title, body)[0].len(), 3);
    }

    #[test]
    fn a_role_of_a_long_body_then_a_name_is_the_named_subject() {
        // Written after batch DK: "The director of the National Institute of Anthropology and
        // History INAH, Diego Prieto, announced…, which he said “…”" had no subject, and "he"
        // went to the headline.
        let body = "The director of the National Museum of Coast and River History, Ana Lima, \
                    announced on Thursday the finding of the carved stone, which she said “is a \
                    memorial stone because it is carved on both of its faces.”";
        assert_eq!(
            titled("Carved Stone Found at the Ford", body),
            [q("Ana Lima", "is a memorial stone")]
        );
    }

    #[test]
    fn a_mark_alone_at_a_paragraphs_end_closes_nothing() {
        // Written after batch DK: `…expressed her awe at the discovery, stating, ”` made the
        // whole paragraph before the mark a quote.
        let body = "Ana Lima, the lead archaeologist on the site, expressed her delight at the \
                    find, stating, ”\n\n\
                    The team went back to the trench the next morning.";
        assert_eq!(titled("Tablets Found in a Chamber", body), []);
    }
    #[test]
    fn a_press_conference_of_dashed_questions_and_answers_is_an_interview() {
        // Written after batch DL: "— Do you agree with that? — No, my wife…" in each paragraph,
        // under a site's name ("FIDE World Cup 2011"), gave nothing, and then "World Cup" for
        // the answerer.
        let body = "The chess player Ana Lima won her semifinal in the tie breaks and came to the \
                    press conference to share her joy with the journalists.\n\n\
                    — Ana, some say you are very lucky. Do you agree? — No, my brother is the lucky \
                    one. He wins every card game we play at home.\n\n\
                    — Were you lucky today, or was it a logical win? — I was lucky in the first \
                    game. I gained an edge in the opening and kept it.\n\n\
                    — What can you say about the final? — I have not thought about it yet. I am \
                    happy that I won today.";
        assert_eq!(
            titled("Harbour Chess Cup 2011", body),
            [
                q("Ana Lima", "No, my brother is"),
                q("Ana Lima", "I was lucky in"),
                q("Ana Lima", "I have not thought"),
            ]
        );
    }

    #[test]
    fn topics_set_as_headings_without_a_colon_stand_for_questions() {
        // Written after batch DL: "Excerpts of the press conference", then "On your emotions"
        // over each answer, gave nothing; and "D Gukesh", a given name as an initial, was no
        // name.
        let body = "CHENNAI: The smile never left R Vaishali's face in the press conference \
                    after the last round. Her coach, Tom Reyes, sat beside her.\n\n\
                    Excerpts of the press conference\n\n\
                    On your emotions\n\n\
                    So relieved and happy. I was following the other game and I was very nervous.\n\n\
                    On the crowds\n\n\
                    It was really nice to see all the people here. Their support means a lot to me.\n\n\
                    On the title match\n\n\
                    I have not thought about it a lot. I just got to know the result.";
        assert_eq!(
            titled("I started believing on the rest day: Vaishali", body),
            [
                q("R Vaishali", "So relieved and happy."),
                q("R Vaishali", "It was really nice"),
                q("R Vaishali", "I have not thought"),
            ]
        );
    }

    #[test]
    fn a_question_mark_inside_garbled_letters_asks_nothing() {
        // Written after batch DL: "so?¢‚Ǩ¬¶", an ellipsis garbled by a wrong encoding, made an
        // answer that speaks to "you" a question, and it was lost.
        let body = "First, an interview with the winner, Ana Lima, a few minutes after her last \
                    game.\n\n\
                    How did you do it?\n\n\
                    Well, you know, there is no choice. You have to beat many good players, which \
                    I did, so?¢‚Ǩ¬¶ there was only one way.\n\n\
                    So who did you beat?\n\n\
                    I have quite an interesting list of victims, many good players.\n\n\
                    What happened in the last game?\n\n\
                    I was Black and I took the initiative early in that game.";
        assert_eq!(
            titled("Lima wins the Harbour Open", body),
            [
                q("Ana Lima", "Well, you know, there"),
                q("Ana Lima", "I have quite an"),
                q("Ana Lima", "I was Black and"),
            ]
        );
    }

    #[test]
    fn a_narrative_sentence_under_a_quote_is_no_credit_of_it() {
        // Written after batch DN: "Camie Gornall, 25, said she queued…" under a passenger's
        // last paragraph was read as that quote's credit (a round-up's "Tomo Ohka, Red Sox
        // pitcher, on…"), and her own quotes went to the passenger before.
        let body = "Nina Varga, 41, said she waited at the gate with her sons after their train was cancelled.\n\
                    They had been on a short holiday and she said her new train is not until Saturday.\n\
                    “I have no money left,” she said. “We are stuck here.\n\
                    “The children are tired.”\n\
                    Marta Sole, 25, said she slept on the floor with her husband after the last bus left.\n\
                    They had come to see his parents and she said she was now missing work.\n\
                    “We slept in the queue,” she said.\n\
                    Ola Brandt, 52, was on a short trip and his coach home never came.\n\
                    He said the staff told him nothing until midnight.\n\
                    “Nobody came to help us,” he said.";
        assert_eq!(
            titled("Stranded at the station", body),
            [
                q("Nina Varga", "I have no money"),
                q("Marta Sole", "We slept in the"),
                q("Ola Brandt", "Nobody came to help"),
            ]
        );
    }

    #[test]
    fn two_apostrophes_open_a_quote_as_they_close_one() {
        // Written after batch DN: ''…'' marks, as old wire copy typed them, were read as lost
        // marks (the quote began with two apostrophes and lost its second part), and the space
        // in `'This is the day,' ''` kept the last two from closing.
        let body = "''It has been a long year for me,'' Lena Ortiz said. ''I was only thinking \
                    about the last lap.''\n\n\
                    Ortiz said she thought of her coach. ''I kept telling myself, 'This is the \
                    day,' '' she said. ''I wanted to win it for him.''";
        assert_eq!(
            segments_of("Ortiz wins the city marathon", body),
            [
                vec![
                    "It has been a long year for me,".to_string(),
                    "I was only thinking about the last lap.".to_string(),
                ],
                vec![
                    "I kept telling myself, 'This is the day,'".to_string(),
                    "I wanted to win it for him.".to_string(),
                ],
            ]
        );
    }

    #[test]
    fn one_name_the_text_made_a_person_stays_one() {
        // Written after batch DN: "his country woman Kosgel" made Kosgel a person, but
        // "Kosgel said she had Kipchoge on her mind" did not, so "she" became Kipchoge.
        let body = "A day after Tomas Berg set a record in Vienna, his sister Ilsa broke one \
                    of her own.\n\n\
                    Ilsa said she had Berg on her mind after she heard he had won.\n\n\
                    “I kept thinking, this is my day too,” she said.";
        assert_eq!(
            titled("A weekend of records", body),
            [q("Ilsa", "I kept thinking, this")]
        );
    }

    #[test]
    fn a_quote_over_paragraphs_goes_on_past_an_advert_or_a_caption() {
        // Written after batch DO: "You may also want to watch:", a photo's caption,
        // "ADVERTISEMENT" or "Video Spacer" between two paragraphs of one quote cut it in two,
        // the second part credited to the caption or to whoever spoke most.
        let body = "Mira Holt, the owner, said: “We sold out by noon.\n\n\
                    You may also want to watch:\n\n\
                    “We baked again and sold out again.”\n\n\
                    The shop shuts on Sunday.\n\n\
                    Holt added: “The queue went round the corner.\n\n\
                    A view of the queue on Friday. Photo: Sam Reed\n\n\
                    “People waited for an hour.\n\n\
                    ADVERTISEMENT\n\n\
                    “Nobody complained.”";
        assert_eq!(
            segments_of("Queues at the new bakery", body)
                .iter()
                .map(Vec::len)
                .collect::<Vec<_>>(),
            [2, 3]
        );
    }

    #[test]
    fn a_person_whose_assistant_speaks_is_no_speaker() {
        // Written after batch DO: in "Jasmin Adams, PA to chef Ade, said:" the chef took the
        // quote.
        let body = "The new bakery opened on Tuesday.\n\n\
                    Lena Moss, assistant to chef Ravi, said: “We have sold out of bread twice.”";
        assert_eq!(
            titled("Queues at the new bakery", body),
            [q("Lena Moss", "We have sold out")]
        );
    }

    #[test]
    fn a_bakery_is_no_she_and_a_leading_amid_no_subject() {
        // Written after batch DO: "Newberg Bakery has been struggling" was the "she" of a
        // customer's quote, and "Amidst the bustle of customers, a woman approached" did not
        // make the woman its subject.
        let body = "Karl Dunn, co-owner of the bakery, said it sold out by two.\n\n\
                    Amidst the rush of customers, a woman approached the counter. Harbor Bakery \
                    has been struggling to keep its shelves full.\n\n\
                    “That was the best pie I have ever had,” she said before leaving.";
        assert_eq!(
            titled("A busy first week", body),
            [q("a woman", "That was the best")]
        );
    }

    #[test]
    fn a_name_in_a_storys_opening_capitals_is_a_person() {
        // Written after batch DQ: "GREGOR TOWNSEND last night paid tribute…", a British
        // paper's opening words in capitals, named no one, and "he said" had no antecedent.
        let body = "ANNA VOSS last night praised her players after the narrow defeat.\n\n\
                    “Pride is the main feeling tonight,” she said.";
        assert_eq!(
            titled("Voss proud of her side", body),
            [q("Anna Voss", "Pride is the main")]
        );
    }

    #[test]
    fn a_participle_of_manner_between_verb_and_mark_still_attributes() {
        // Written after batch DN: "to which she says laughing “Yeah, yeah, champion of
        // something.”" gave no quote.
        let body = "Petra Lind won the race.\n\n\
                    Someone told her she was the national champion, to which she says laughing \
                    “Yes, champion of something.”";
        assert_eq!(
            titled("Lind wins", body),
            [q("Petra Lind", "Yes, champion of something.")]
        );
    }

    #[test]
    fn quotes_of_the_day_credited_under_a_dash_past_a_connective_and_a_possessive() {
        // Written after batch DQ: an opening mark typed for the closing one at a line's end
        // ran every line of the page into one paragraph; and under a dash, "However, …,
        // Lièvremont displayed" and "Les Bleus’ English defence coach David Ellis was" credited
        // "However" and the team.
        let body = "“We told the players to rest and some of them went out. I told them what I thought.”\n\
                    – Harbor coach Ivo Brandt was not pleased on Sunday morning.\n\
                    “In the end a late dinner will not decide a final.“\n\
                    – However, after a night's sleep, Brandt took a calmer view.\n\
                    “It is hard to play against fourteen men.”\n\
                    – The Lakers’ defence coach Omar Diallo was relieved at the result.";
        assert_eq!(
            titled("Quotes of the day", body),
            [
                q("Ivo Brandt", "We told the players"),
                q("Ivo Brandt", "In the end a"),
                q("Omar Diallo", "It is hard to"),
            ]
        );
    }

    #[test]
    fn the_researcher_is_the_scientist_the_text_introduced() {
        // Written after batch DR: "says AWI scientist Autun Purser", then "the AWI researcher
        // explains", kept the researcher as someone unnamed.
        let body = "Divers found the eggs on dead sponges. “We thought they lived higher up,” \
                    says reef scientist Lena Ortiz in a press release. There is more to it. “At four kilometres, they \
                    laid their eggs on sponges,” the reef researcher explains.";
        assert_eq!(
            titled("A ghost octopus", body),
            [
                q("Lena Ortiz", "We thought they lived"),
                q("Lena Ortiz", "At four kilometres, they"),
            ]
        );
    }

    #[test]
    fn someone_unnamed_who_speaks_of_a_named_person_is_the_next_she() {
        // Written after batch DS: "Another neighbor, who asked not to be named, said she had a
        // front row seat to Loyd's takedown." made Loyd, named after the verb, the "she" of the
        // neighbor's quote.
        let body = "One neighbor says people are scared to talk. The neighbor, Sam Reed, says he \
                    was surprised Tom Berg was found there.\n\n\
                    Berg was found in an empty house.\n\n\
                    Another neighbor, who asked not to be named, said she saw Berg's arrest.\n\n\
                    “I saw him throw his bag down,” she said.";
        assert_eq!(
            titled("Neighbors react", body),
            [q("another neighbor", "I saw him throw")]
        );
    }

    #[test]
    fn a_credit_that_reports_after_the_quote_and_roles_joined_by_a_slash() {
        // Written after batch DT: `,” reports Silver Sound partner/festival director Cory Choy.`
        // gave the quote to the sentence before.
        let body = "Founded eight years ago, the festival shows no sign of slowing down. “Music \
                    videos are a medium I find very exciting,” reports Harbor Sound \
                    partner/festival director Nia Cole.";
        assert_eq!(
            titled("Festival winners", body),
            [q("Nia Cole", "Music videos are a")]
        );
    }

    #[test]
    fn a_sentences_first_word_same_is_no_name() {
        // Written after batch DS: "Same with Jones, and his family: “…”" credited "Same".
        let body = "Jon Lund never thought the suspect lived so close.\n\n\
                    “It's a quiet street,” said Lund.\n\n\
                    Same with Lund, and his family: “Hopefully they caught the right person,” \
                    still on edge when driving to school.";
        assert_eq!(
            titled("Neighbors react", body),
            [
                q("Jon Lund", "It's a quiet street,"),
                q("Jon Lund", "Hopefully they caught the"),
            ]
        );
    }

    #[test]
    fn an_announced_interview_cut_after_two_questions_is_still_one() {
        // Written after batch DT: "Aster and I talked about…", then two questions to "you" and
        // two answers in the first person, gave nothing: three answers were wanted.
        let body = "During an interview last weekend, Ada Brook and I talked about her new film \
                    and why she leaves its ending open.\n\n\
                    You wrote the script after a breakup. What did you want to say?\n\n\
                    I wanted a breakup film that felt as big as a breakup feels to the people in it.\n\n\
                    Does that person know about the film?\n\n\
                    I don't know. I imagine they have some idea.";
        assert_eq!(
            titled("Ada Brook – Long Summer", body),
            [
                q("Ada Brook", "I wanted a breakup"),
                q("Ada Brook", "I don't know. I")
            ]
        );
    }

    #[test]
    fn a_full_name_label_then_its_surname_labels_an_answerers_turns() {
        // Written after batch DT: "Anika Noni Rose: …" once, then "Rose: …", under questions
        // without labels, named no one the text names elsewhere, and gave nothing.
        let body = "What was that move like for you?\n\n\
                    Lena Noor Haddad: I welcome good actors anywhere. I have done a lot of drama.\n\n\
                    Did your other roles help?\n\n\
                    Haddad: Not the roles you mentioned, no.\n\n\
                    What is it like working with him?\n\n\
                    Haddad: He is lovely. He looks for the fun.";
        assert_eq!(
            titled("looper.example", body),
            [
                q("Lena Noor Haddad", "I welcome good actors"),
                q("Lena Noor Haddad", "Not the roles you"),
                q("Lena Noor Haddad", "He is lovely. He"),
            ]
        );
    }

    #[test]
    fn the_filmmaker_is_the_director_named_before() {
        // Written after batch DU: "The British filmmaker then joked, “…”" after "director Steve
        // McQueen" gave no one: "filmmaker" was no person noun.
        let body =
            "After jumping up and down on stage, director Ana Lund explained her outburst to \
                    reporters. She said she was ecstatic. The Danish filmmaker then joked, “You \
                    know, it was a jump.”";
        assert_eq!(
            titled("The backstage report", body),
            [q("Ana Lund", "You know, it was")]
        );
    }

    #[test]
    fn a_title_in_marks_inside_the_credit_after_a_quote() {
        // Written after batch DU: `"…," Nyong'o, who won for her role in "12 Years a Slave,"
        // said.` stopped the credit at the film's title, and the quote had no speaker.
        let body = "She was still in shock, said Lee Park.\n\n\
                    \"I am a little dazed,\" Park, who won for her role in \"12 Days of Rain,\" said.";
        assert_eq!(titled("Backstage", body), [q("Lee Park", "I am a little")]);
    }

    #[test]
    fn an_adverb_opening_a_sentence_is_no_name() {
        // Written after batch DU: "Visibly more relaxed, she later told reporters…" credited
        // "Visibly".
        let body = "Best actress winner Jennifer Lane tripped on her way up the steps.\n\n\
                    Visibly more relaxed, she later told reporters she had had a drink, and when \
                    asked about her stumble said: \"Look at my dress. That's what happened.\"";
        assert_eq!(
            titled("Winners react", body),
            [q("Jennifer Lane", "Look at my dress.")]
        );
    }

    #[test]
    fn went_on_to_reports_nothing() {
        // Written after batch DU: "“…” The Transparent star went on to applaud…" read "went" as
        // a reporting verb, and the quote after that sentence was joined to the one before.
        let body =
            "“Tonight in my speech, I wanted to reach out,” Jeff Tam told the press. “It is \
                    a people thing.” The star went on to applaud new platforms. “People who ignore \
                    streaming are missing a big thing,” he said.";
        assert_eq!(
            titled("Backstage", body),
            [
                q("Jeff Tam", "Tonight in my speech,"),
                q("Jeff Tam", "People who ignore streaming"),
            ]
        );
    }

    #[test]
    fn a_quote_box_without_marks_over_its_speaker_and_role() {
        // Written after batch DU: a pull quote set without marks, "Hilary Swank, best actress"
        // on the line under it, was no quote; and "'Trailer park upbringing'", a subheading in
        // single marks inside a quote of two paragraphs, cut it in two.
        let body = "Being backstage gives the winners more time.\n\n\
                    One of the strangest things is that I might wake up tomorrow and find I have won nothing\n\
                    Hana Swan, best actress\n\n\
                    Backstage, Jamal Fox was choked up.\n\n\
                    \"There is meaning in our win for young people out there.\n\n\
                    'A small town upbringing'\n\n\
                    \"When I watched them win it inspired me. We just want to be included.\"";
        assert_eq!(
            titled("Backstage with the winners", body),
            [
                q("Hana Swan", "One of the strangest"),
                q("Jamal Fox", "There is meaning in"),
            ]
        );
    }

    #[test]
    fn the_star_is_the_subject_just_read_before_anyone_who_spoke() {
        // Written after batch DU: "Cate Blanchett was relieved… the Blue Jasmine star asked,
        // “…”" went to the actor quoted in the paragraph before, who had spoken.
        let body = "Matt Cole marveled, “I got a prize for the work that I do, and that feels \
                    wonderful.”\n\n\
                    Cara Bell was relieved when she heard her name called. In reference to her \
                    status in the race, the Blue Harbor star asked, “What kind of pressure is it?”";
        assert_eq!(
            titled("The backstage report", body),
            [
                q("Matt Cole", "I got a prize"),
                q("Cara Bell", "What kind of pressure")
            ]
        );
    }

    #[test]
    fn a_plural_title_made_without_an_s_is_no_part_of_a_name() {
        // Written after batch DW: "Councilmen Kevin Faulconer and Carl DeMaio voted against",
        // then "Faulconer said", gave "Councilmen Kevin Faulconer".
        let body = "Councilwoman Ana Reyes and Councilmen Tom Berg and Sam Lund voted against the \
                    measure.\n\n\
                    “While we are at the end of this process, the next one starts right away,” \
                    Berg said.";
        assert_eq!(
            titled("Council approves budget", body),
            [q("Tom Berg", "While we are at")]
        );
    }

    #[test]
    fn a_credit_of_a_person_then_of_her_relation_is_hers() {
        // Written after batch DX: `,” says Laura Swisher of her husband Adam's Princess Leia
        // sign.` gave the quote to the husband.
        let body = "The march filled the streets.\n\n\
                    \"He liked it, so I made it for him,\" says Ana Lind of her husband Tom's sign.";
        assert_eq!(
            titled("Scenes from the march", body),
            [q("Ana Lind", "He liked it, so")]
        );
    }

    #[test]
    fn the_words_on_a_sign_are_no_quote() {
        // Written after batch DX: `Beaty’s sign said, “Party like it’s 1917,”` and `the sign
        // reads: “I pledge to...”` were quotes.
        let body =
            "Ana Lind came dressed as a suffragette. Lind’s sign said, “Party like it’s 1917,” \
                    a nod to the vote.\n\n\
                    “This is what we do. We protest,” said Lind. On her back, the sign reads: “I \
                    pledge to...”";
        assert_eq!(
            titled("Scenes from the march", body),
            [q("Ana Lind", "This is what we")]
        );
    }

    #[test]
    fn a_crowd_chants_and_a_name_set_off_by_dashes_speaks() {
        // Written after batch DX: "Marchers chant, “…”" gave no quote, and `"…," Esaw Garner —
        // the widow of Eric Garner, killed by an officer in July — told the group.` no speaker.
        let body = "Marchers chant, \"The people united will never be defeated,\" a phrase heard \
                    often.\n\n\
                    \"Let's keep it strong, long and meaningful,\" Ana Lind — the widow of Tom Lind, \
                    killed by an officer in July — told the group.";
        assert_eq!(
            titled("Scenes from the march", body),
            [
                q("Marchers", "The people united will"),
                q("Ana Lind", "Let's keep it strong,"),
            ]
        );
    }

    #[test]
    fn a_caption_quotes_in_single_marks_where_the_body_quotes_in_double() {
        // Written after batch DY: a photo caption `'We lost everything…,' said Susan Smith of
        // Ashcroft, BC. (Photo/CBC)` on a page quoting in double marks gave no quote; the
        // headline's single marks, which credit no one, stay no quote.
        let body = "'Nothing is left': floods sweep the valley\n\n\
                    'The water came up through the floor in an hour,' said Ana Lind of Marsh End. \
                    (Tom Reyes/Valley News)\n\n\
                    Hundreds left their homes on Friday.\n\n\
                    \"We took the dog and the photographs,\" said Ana Lind.\n\n\
                    \"The school gym is full tonight,\" said Tom Reyes, who runs the shelter.";
        assert_eq!(
            titled("Valley News", body),
            [
                q("Ana Lind", "The water came up"),
                q("Ana Lind", "We took the dog"),
                q("Tom Reyes", "The school gym is"),
            ]
        );
    }

    #[test]
    fn a_broadcast_s_hosts_narrate_between_the_answers_of_the_people_they_name() {
        // Written after batch DY: a radio report's hosts (`CORNISH:`, `PFEIFFER:`) tell of
        // the people interviewed between their turns; the first of them, whose turn ends in a
        // tag ("…, right?"), was taken for the reporter and lost both her answers, and a
        // paragraph telling of her ran on into her first one.
        let body = "Some residents are allowed home this week.\n\n\
                    ANA LIND: We could see the glow from the porch. We had an hour, maybe less.\n\n\
                    Ana Lind has left her home twice this month. Lind's brother drives a fire \
                    engine.\n\n\
                    LIND: He knows every road up there, and now it's all ash, right?\n\n\
                    HALE: She went back on Sunday. Her house stands. And Tom Reyes, who lives on \
                    the ridge, says his is gone.\n\n\
                    TOM REYES: We built that place ourselves. It took us nine summers.\n\n\
                    MARSH: Reyes says the hardest part was the waiting.\n\n\
                    REYES: You sit in a motel and you refresh the map all night.";
        assert_eq!(
            titled("Living through the fire", body),
            [
                q("Ana Lind", "We could see the"),
                q("Ana Lind", "He knows every road"),
                q("Tom Reyes", "We built that place"),
                q("Tom Reyes", "You sit in a"),
            ]
        );
        let segments = segments_of("Living through the fire", body);
        assert!(
            segments[0].iter().all(|s| !s.contains("left her home")),
            "{segments:?}"
        );
    }

    #[test]
    fn someone_unnamed_no_list_holds_speaks_from_where_they_stand() {
        // Written after batch DY: `"…," exclaimed a DJ from the stage at Old Courthouse
        // Square, as…` went to the square.
        let body = "The vigil filled the square.\n\n\
                    \"Nobody here is going anywhere,\" shouted a DJ from the stage at Harbor \
                    Plaza, as the crowd cheered.\n\n\
                    \"We came to sing for the ones who lost their homes,\" said a lifeguard from \
                    Marsh End.";
        assert_eq!(
            titled("A vigil by the sea", body),
            [
                q("a DJ", "Nobody here is going"),
                q("a lifeguard from Marsh End", "We came to sing"),
            ]
        );
    }

    #[test]
    fn a_name_with_a_curly_apostrophe_is_the_same_person_as_with_a_straight_one() {
        // Written after batch DY: a caption credited `Nyong’o said.` where the text wrote
        // "Lupita Nyong'o"; the caption's name, taken for someone else, then spoke for "she".
        let body = "Ana O'Hara won best actress on Sunday.\n\n\
                    ‘I thank everyone who stayed up for this,’ O’Hara said. (Photo/Wire)\n\n\
                    \"I am still shaking from all of it,\" she said.";
        assert_eq!(
            titled("Backstage at the awards", body),
            [
                q("Ana O'Hara", "I thank everyone who"),
                q("Ana O'Hara", "I am still shaking"),
            ]
        );
    }

    #[test]
    fn another_unnamed_speaker_and_a_crowd_in_the_room_speak_as_stated() {
        // Written after batch DZ: `said another speaker` went to the `one speaker` before it,
        // `Others in the room began yelling, saying, “…”` to someone called "Others", and
        // `said Reverend Willie L. Calhoun` kept the title in the name.
        let body = "The board voted to close three schools.\n\n\
                    Others in the room began shouting, saying, “Shame on all of you.”\n\n\
                    “These schools are the heart of this town,” said one speaker.\n\n\
                    “My daughter learned to read in that library,” said another speaker.\n\n\
                    “If you vote for this, you should all resign,” said Reverend Ana Lind.";
        assert_eq!(
            titled("Board closes three schools", body),
            [
                q("others in the room", "Shame on all of"),
                q("one speaker", "These schools are the"),
                q("another speaker", "My daughter learned to"),
                q("Ana Lind", "If you vote for"),
            ]
        );
    }

    #[test]
    fn an_owner_before_a_name_and_a_city_of_a_name_are_no_one_s_name() {
        // Written after batch EA: `Owner Spiros Dermatis said` kept "Owner" in the name,
        // `“…,” the City of Paterson said.` went to someone called "Paterson", and `said
        // Porto's owner Betty Porto` (once "owner" was a person noun) to "Porto's owner".
        let body = "Owner Ana Lind said the diner would close on Friday.\n\n\
                    “People came back today who first ate here in 1979,” she said.\n\n\
                    “The Corner Diner has been a second kitchen for this town,” the City of \
                    Marlow said. “It will be missed.”\n\n\
                    “We found the new place in a week,” said Lindy's manager Tom Reyes.";
        assert_eq!(
            titled("A diner closes after 45 years", body),
            [
                q("Ana Lind", "People came back today"),
                q("the City of Marlow", "The Corner Diner has"),
                q("Tom Reyes", "We found the new"),
            ]
        );
    }

    #[test]
    fn ranchers_named_and_unnamed_in_a_drought() {
        // Written after batch EB: `Rancher John Rodgers says` kept "Rancher" in the name; `“…,”
        // the rancher said.` after a paragraph about Martha Shafer stayed "the rancher" (a
        // farmer here, as the rancher named before is who "the rancher" would be); `“…,”
        // says one.` after `many farmers…` went to "many"; `Buzz Bates, a rancher from Moab,
        // Utah, who was selling…, said,` went to Utah; and `something my dad had said to me
        // earlier this summer: “…”` to no one.
        let body = "Rancher Tom Reyes says the drought left him no choice.\n\n\
                    \"This is the worst year I have seen,\" said Reyes.\n\n\
                    Ana Lind usually sells her calves in October. This year she cannot wait.\n\n\
                    \"The pond is too muddy for the cows now,\" the farmer said.\n\n\
                    Still, many farmers take it in stride. \"My father never worried and I \
                    won't either,\" says one.\n\n\
                    Sam Holt, a rancher from Eastport, Ohio, who sold half his herd this week, \
                    said, \"Everyone will be selling soon, so I sold first.\"\n\n\
                    I thought of something my grandmother had said to me years ago: \"Rain \
                    always comes back to the patient ones.\"";
        assert_eq!(
            titled("A dry year on the plains", body),
            [
                q("Tom Reyes", "This is the worst"),
                q("Ana Lind", "The pond is too"),
                q("one", "My father never worried"),
                q("Sam Holt", "Everyone will be selling"),
                q("my grandmother", "Rain always comes back"),
            ]
        );
    }

    #[test]
    fn a_crowd_that_opens_a_sentence_is_no_one_a_he_stands_for() {
        // Written after a regression of batch DZ's crowd subject, found in the generated
        // corpus: a sentence opening "Others of the…" made "others" the antecedent of the next
        // "he".
        let body = "Tom Reyes spoke first, for the parents of Lindon.\n\n\
                    Others in the hall were shouting at the stage.\n\n\
                    “We will keep this school open as long as we can,” he said.";
        assert_eq!(
            titled("A loud night at the board", body),
            [q("Tom Reyes", "We will keep this")]
        );
    }

    #[test]
    fn election_night_speeches_and_credits() {
        // Written after batch EC: `,” he mentioned` reported nothing; `…at 9:40 p.m.  Here is
        // his speech:` read "p.m. Here" as one sentence, so the speech under it was no one's,
        // and a speech printed whole ran on past its first paragraph; `the mayor-elect said`
        // stayed as written; `City Councilor-at-Large Michael Flaherty` kept the seat in the
        // name; `India's first Prime Minister, Jawahar Lal Nehru's speech` made "Prime
        // Minister" a person; and `The 34-year-old lawmaker went on to wish his main rival,
        // Andrew Cuomo, …` left the next "he" to the rival.
        let body =
            "Mayor-elect Ana Lind spoke to a packed hall at 9:40 p.m.  Here is her speech:\n\n\
                    We knocked on every door in this city, and I thank every one of you who \
                    opened one.\n\n\
                    The people of Harbor City did a very extraordinary thing today.\n\n\
                    “We won from the river to the hills,” she mentioned to the crowd.\n\n\
                    The mayor-elect said “I thank the young people of this city for standing with \
                    me all year.”\n\n\
                    “We need someone who listens,” City Councilor-at-Large Tom Reyes said.\n\n\
                    The 41-year-old lawmaker went on to thank her rival, Sam Holt, and the first \
                    Prime Minister, Jo Marsh.\n\n\
                    “Let tonight be the last time I say his name,” she said.";
        assert_eq!(
            titled("Lind wins", body),
            [
                q("Ana Lind", "We knocked on every"),
                q("Ana Lind", "The people of Harbor"),
                q("Ana Lind", "We won from the"),
                q("Ana Lind", "I thank the young"),
                q("Tom Reyes", "We need someone who"),
                q("Ana Lind", "Let tonight be the"),
            ]
        );
    }

    #[test]
    fn a_quote_glued_to_the_end_of_the_writer_s_sentence_is_no_part_of_it() {
        // Written after batch EC: `told Trump that “fear has been defeated.”“Let Trump hear
        // this: …,” Mamdani said.` joined the quote to the words the writer's sentence took up.
        let body = "Ana Lind told the crowd that “fear has been beaten, and hope has won the \
                    night.”“Let them hear this: we are a city of neighbours,” Lind said.";
        assert_eq!(
            segments_of("Lind wins", body).last().map(|s| s[0].as_str()),
            Some("Let them hear this: we are a city of neighbours,")
        );
    }

    #[test]
    fn openings_of_a_library_and_a_bridge() {
        // Written after batch ED: `To construction manager Ted Bogner, she said, "…"` went to
        // the man she spoke to; `"…," he said, providing "hospitality for…"` made the words the
        // participle takes a quote; `Charla Smyth (Librarian) says that…` over a paragraph of
        // her words without a credit gave them to someone earlier; and `McKinns says`, a slip
        // for the Tyler McKinnis the page names, was someone else.
        let body = "Trustee Ana Lind thanked everyone who built the library.\n\n\
                    To construction manager Tom Berg, she said, \"He and his team finished every \
                    piece of this project on time.\"\n\n\
                    \"May it serve the town for ages to come,\" said Sam Holt, providing \
                    \"shelter for even the strangest ideas.\"\n\n\
                    Rita Dunn (Librarian) says that it was good to have the opening at last.\n\n\
                    \"We have been open for a while. But something had been left undone.\"\n\n\
                    She adds that the library had a busy first day.\n\n\
                    \"It was like a breath of fresh air,\" says Tyler McKinnis, who drives the \
                    bridge every day.\n\n\
                    \"I went from one hour to two to get to work,\" McKinns says.";
        assert_eq!(
            titled("The library opens", body),
            [
                q("Ana Lind", "He and his team"),
                q("Sam Holt", "May it serve the"),
                q("Rita Dunn", "We have been open"),
                q("Tyler McKinnis", "It was like a"),
                q("Tyler McKinnis", "I went from one"),
            ]
        );
    }

    #[test]
    fn after_a_tornado_a_shared_surname_and_words_between_dashes() {
        // Written after batch EE: `“…,” Ford said.` after "his wife Hilda Ford" was named went
        // to her, though only Sidney Ford had spoken; and the words of old notes set between
        // dashes in the writer's sentence, `— "Tears are in my face now…" — during the Great
        // Depression`, were a quote of "Great Depression".
        let body = "Tom Reyes, 49, walked through what was left of his house.\n\n\
                    \"I built this by hand,\" Reyes said. \"I touched every board.\"\n\n\
                    He and his wife Ana Reyes had moved here four years ago.\n\n\
                    \"This is the strangest thing I have ever seen,\" Reyes said.\n\n\
                    In a drawer he found the notes his parents wrote each other — \"I will be \
                    home soon, so keep the light on\" — during the Great Depression.";
        assert_eq!(
            titled("After the tornado", body),
            [
                q("Tom Reyes", "I built this by"),
                q("Tom Reyes", "This is the strangest"),
            ]
        );
    }

    #[test]
    fn an_office_and_what_it_is_of_before_the_name() {
        // Written after batch EF: `said Tulsa Zoo Zoological Curator of Mammals Jordan Piha`
        // gave "Tulsa Zoo Zoological Curator", and then `said Piha` "Mammals Jordan Piha".
        let body = "The calf stood 30 minutes after birth.\n\n\
                    “Both mother and calf are doing well,” said Harbor Zoo Curator of Mammals \
                    Ana Lind.\n\n\
                    “We are watching her first steps closely,” said Lind.\n\n\
                    “We had a record week of visitors,” said Vice President of Sales Tom Reyes.";
        assert_eq!(
            titled("A giraffe is born", body),
            [
                q("Ana Lind", "Both mother and calf"),
                q("Ana Lind", "We are watching her"),
                q("Tom Reyes", "We had a record"),
            ]
        );
    }

    #[test]
    fn stranded_travellers_a_statement_past_a_fragment_and_a_surname_misspelt() {
        // Written after batch EG: `Chris Perry, a spokesman for Southwest, said in a statement
        // that the airline was “experiencing disruptions” as a result of the storms. “With the
        // weather…”` gave the quote to the passenger quoted before (the sentence before it was
        // read only from the fragment's closing mark); and `Buachuss said`, two letters of
        // "Bauchuss" swapped, was someone else.
        let body = "\"The only thing we want is to get home,\" said Tom Reyes, who was stuck at \
                    the airport.\n\n\
                    Ana Lind, a spokeswoman for the airline, said in a statement that it was \
                    “seeing delays across the network” because of the storm. “With the weather \
                    clearing, we expect to be back on schedule by tonight.”\n\n\
                    Sam Bauchuss and his family drove to the airport at dawn.\n\n\
                    \"I don't think I will fly anywhere for a while,\" Buachuss said.";
        assert_eq!(
            titled("Stranded at the airport", body),
            [
                q("Tom Reyes", "The only thing we"),
                q("Ana Lind", "With the weather clearing,"),
                q("Sam Bauchuss", "I don't think I"),
            ]
        );
    }

    #[test]
    fn a_teacher_retires_a_call_and_a_letter_signed_below_it() {
        // Written after batch EH: `"…," a boy called out as…` went to the girl quoted before;
        // an email quoted whole over its paragraphs, then "“Love, Ellen.”", went to the teacher
        // the article is about; and "Cornell-bound Ellen" made a name of "Cornell-bound".
        let body = "Ana Lind taught first grade for 41 years.\n\n\
                    \"I wish you were my big sister,\" one girl said.\n\n\
                    \"We're all going to miss you,\" a boy called out as Lind walked by.\n\n\
                    \"It's going to be hard to leave,\" Lind said.\n\n\
                    She still gets letters, like this email from a former student:\n\n\
                    “Thank you for the card and for the ten dollars! I will keep it in my dorm \
                    room to remember you.\n\n\
                    “It cheered me up when I was sad about graduation.\n\n\
                    “Love, Mia.”\n\n\
                    Harbor-bound Mia starts college in the fall.";
        assert_eq!(
            titled("A teacher retires", body),
            [
                q("one girl", "I wish you were"),
                q("a boy", "We're all going to"),
                q("Ana Lind", "It's going to be"),
                q("Mia", "Thank you for the"),
            ]
        );
    }

    #[test]
    fn two_roles_joined_by_and_before_the_name() {
        // Written after batch EI: `“…,” fair president and CEO Wes Allison said. “…”` had no
        // speaker, and its second half was a quote of its own.
        let body = "The fair closed on Sunday.\n\n\
                    “I thought our music lineup was really strong,” fair president and CEO Ana \
                    Lind said. “The last Saturday night was the biggest crowd we have had.”";
        assert_eq!(
            titled("A record fair", body),
            [q("Ana Lind", "I thought our music")]
        );
    }

    #[test]
    fn a_quote_sheet_with_dashes_and_topic_lines() {
        // Written after batch EK: a team's sheet of quotes set "Coach Name --" over lines of
        // topics ("General --", "On the injury ...") each with the words under it. Every quote
        // was nobody's, or the gerund of a topic ("On Deciding to…") was read as a person.
        let body = "Here is what the coach said after the game --\n\n\
                    Ana Lind --\n\n\
                    General --\n\
                    \"We were second to every ball in the first half.  That cannot happen.\"\n\n\
                    On Switching to a Back Three (2nd Half) --\n\
                    \"I just felt it.  The wings were tired and we needed another body.\"\n\n\
                    Kit Problems --\n\
                    \"The boots were wrong for that grass.  We will fix it this week.\"\n\n\
                    Harbor Captain Tomas Reyne\n\n\
                    On the equaliser ...\n\
                    “I saw the keeper off his line and just hit it.  Best goal I have scored.”";
        assert_eq!(
            titled("From the dressing room", body),
            [
                q("Ana Lind", "We were second to"),
                q("Ana Lind", "I just felt it."),
                q("Ana Lind", "The boots were wrong"),
                q("Tomas Reyne", "I saw the keeper"),
            ]
        );
    }

    #[test]
    fn an_apposition_whose_closing_comma_was_left_out() {
        // Written after batch EJ: `“…,” William Paget, a union shop steward told KLCC.` had no
        // speaker: the comma that closes the apposition before the verb was left out.
        let body = "The strike ended after three weeks.\n\n\
                    “We voted to take the deal so we can live to fight another day,” Ana Lind, \
                    a shop steward told the radio station.\n\n\
                    “It was a long month,” Tom Reyes, a bus driver said.";
        assert_eq!(
            titled("Back at work", body),
            [
                q("Ana Lind", "We voted to take"),
                q("Tom Reyes", "It was a long"),
            ]
        );
    }

    #[test]
    fn reactions_to_a_verdict() {
        // Written after batch EL: "said the victim's mother" went to the headline's "Attorney"
        // (a role of someone else's resolved to whoever was read about); "One posting
        // declared:" to the main speaker; `“…,” Andrea Chamblee, whose husband … was killed in
        // the shooting, told reporters` to the crowd before; `told HLN's Jane Velez-Mitchell
        // “Justice was served,”` and `shouted "Yes!" when she heard` were no quotes.
        let body = "Tom Vale was found guilty on Friday.\n\n\
                    \"We hope something good can come of this,\" said the victim's mother.\n\n\
                    One posting declared: \"You will pay for this.\"\n\n\
                    Many in the gallery wore red.\n\n\
                    \"We wore red for the people who saved us,\" Ana Reyes, whose brother Sam \
                    Reyes was killed in the crash, told reporters.\n\n\
                    Lee Park shouted \"Yes!\" when the verdict was read.\n\n\
                    Outside, Ed Lund told WKRN's Dana Pike \"Justice was served,\" and walked \
                    away.";
        assert_eq!(
            titled("Defendant's Lawyer Speaks After the Verdict", body),
            [
                q("the victim's mother", "We hope something good"),
                q("one posting", "You will pay for"),
                q("Ana Reyes", "We wore red for"),
                q("Lee Park", "Yes!"),
                q("Ed Lund", "Justice was served,"),
            ]
        );
    }

    #[test]
    fn a_surname_that_opens_with_san() {
        // Written after batch EL: "John San Felice" was no person ("San" opens a city's name),
        // so "he said" went to the prosecutor named before, and "San Felice added:" was
        // "San Felice", not the one of John and Selene San Felice who had spoken.
        let body = "Ana Lind, the lead prosecutor, called it a bittersweet day.\n\n\
                    John San Felice, father of Selene San Felice, who survived the shooting, \
                    spoke to reporters outside court.\n\n\
                    \"We will all sleep better tonight,\" he said.\n\n\
                    San Felice added: \"Three hard years we have suffered.\"";
        assert_eq!(
            titled("A verdict in Annapolis", body),
            [
                q("John San Felice", "We will all sleep"),
                q("John San Felice", "Three hard years we"),
            ]
        );
    }

    #[test]
    fn scientists_with_long_roles_before_and_after_the_name() {
        // Written after batch EM: `said NIWA marine biologist and voyage co-leader Sadie Mills`
        // was "NIWA" (two roles joined by "and" after an organisation), `says Florida
        // International University (FIU) professor and sedimentologist Florentin Maurrasse`
        // was "University" ("international" is a footballer's role), and `“…,” Michael
        // Albrow, Associate Professor at the University of Canterbury and co-author of the
        // paper, said.` went to the scientist quoted before (a role in capitals, twelve words).
        let body = "The voyage found a hundred new species.\n\n\
                    “We went to many habitats and found new species everywhere,” said HIW marine \
                    biologist and voyage co-leader Ana Lind.\n\n\
                    “The waves reached far inland,” says Harbor International University (HIU) \
                    professor and sedimentologist Tom Reyes, who has studied the samples.\n\n\
                    “These surveys detect thousands of events each year,” Sam Okoro, Associate \
                    Professor at the University of the Coast and co-author of the paper, said.";
        assert_eq!(
            titled("New species in the deep", body),
            [
                q("Ana Lind", "We went to many"),
                q("Tom Reyes", "The waves reached far"),
                q("Sam Okoro", "These surveys detect thousands"),
            ]
        );
    }

    #[test]
    fn at_the_finish_line_signs_crowds_and_a_wife() {
        // Written after batch EN: `"Welcome slow runners," read a big red sign` was a quote;
        // `says one of the men holding the red sign` credited no one ("men" is in no list);
        // `Mrs. Farrell says` was her husband Richard Farrell, a man.
        let body = "\"Welcome, last runners,\" read a big red sign near the finish line.\n\n\
                    \"There is no one left to greet them, so we are here,\" says one of the men \
                    holding the sign. \"Can you imagine finishing alone?\"\n\n\
                    Richard Farrell is running his first marathon. His wife, Helen, waits at \
                    the line. He has trained for a year.\n\n\
                    \"He always wanted to do it,\" Mrs. Farrell says.";
        assert_eq!(
            titled("Last at the finish", body),
            [
                q("one of the men holding the sign", "There is no one"),
                q("Mrs Farrell", "He always wanted to"),
            ]
        );
    }

    #[test]
    fn a_co_host_who_narrates_without_saying_says() {
        // Written after batch EN: in a radio report where one host narrates (`CHANG: Gibson
        // says…`), the other host's turns (`KELLY: Fraser rolled across the finish…`), a
        // surname the page never gives in full and no first person, were quotes of "Kelly".
        let body = "Ana Lind won the race in two hours and eight minutes.\n\n\
                    DANA PIKE: Everyone who crossed after the cutoff still cared. It mattered \
                    that they finished.\n\n\
                    That's reporter Dana Pike, who wrote about the last finishers.\n\n\
                    SHAW: Tom Reyes rolled across the line after twelve hours.\n\n\
                    MOORE: Pike says the mood at the finish changes over the day.\n\n\
                    PIKE: By eight at night, about a hundred people are left. It's still a \
                    party.\n\n\
                    SHAW: Mia Gold finished on crutches after eleven hours.";
        assert_eq!(
            titled("The last finishers", body),
            [
                q("Dana Pike", "Everyone who crossed after"),
                q("Dana Pike", "By eight at night,"),
            ]
        );
    }

    #[test]
    fn a_magazine_interview_under_a_heading_of_the_name() {
        // Written after batch EO: under a site's name, then the person's name alone on the
        // next line, questions and answers with no labels were no quotes ("label each turn"),
        // and `On her first career: “…”` topics were no one's; "Also, in film you can…", a
        // paragraph of the answer that speaks of "you", was read as a remark of the
        // interviewer's.
        let interview = "Ana Lind\n\n\
                         You played the villain for six seasons. How did you keep her human?\n\n\
                         I always looked for the moment she was afraid. Fear makes anyone \
                         human.\n\n\
                         You start rehearsals for the musical tomorrow, don't you? How do you \
                         feel?\n\n\
                         I'm nervous, but I'm ready. I haven't sung on a stage in ten years.\n\n\
                         Is singing a different process from acting?\n\n\
                         It is. On a stage you get one chance, and the audience knows it.\n\n\
                         Also, in film you can say so much with your eyes.";
        assert_eq!(
            segments_of("harborpress.example", interview)
                .iter()
                .map(Vec::len)
                .collect::<Vec<_>>(),
            [1, 1, 2]
        );
        assert_eq!(
            titled("harborpress.example", interview),
            [
                q("Ana Lind", "I always looked for"),
                q("Ana Lind", "I'm nervous, but I'm"),
                q("Ana Lind", "It is. On a"),
            ]
        );
        let topics = "Mia Torres\n\n\
                      Mia Torres covers the May issue of Glow. Here, the singer-turned-founder \
                      talks about her company.\n\n\
                      On her first job: “I wanted to be a dancer. I practised every night.”\n\n\
                      On equal pay: “It's just not equal yet. Until it is, we keep asking.”";
        assert_eq!(
            titled("celebgossip.example", topics),
            [
                q("Mia Torres", "I wanted to be"),
                q("Mia Torres", "It's just not equal"),
            ]
        );
    }

    #[test]
    fn a_name_written_with_and_without_its_accents_is_one_person() {
        // Written after batch EO: the page's title wrote "Penelope Cruz", its text "Penélope
        // Cruz"; the quotes went to the name without its accents.
        let body = "Penélope Cruz won an Academy Award in 2009.\n\n\
                    \"I fell in love with acting when I was 17,\" said Penelope Cruz.";
        assert_eq!(
            titled("Interview: Penelope Cruz", body),
            [q("Penélope Cruz", "I fell in love")]
        );
    }

    #[test]
    fn a_contract_signed_sentences_run_together() {
        // Written after batch EP: a page that lost its spaces and paragraph breaks (`…in
        // Amsterdam.Lampard, who…, said: "I'm… Chelsea."We've been…amicable."I want…`) made
        // "Amsterdam.Lampard" a speaker and every other paragraph of the quote a quote of its
        // own, the rest narrative.
        let body = "Tom Vale has signed a new one-year contract.The deal was announced after \
                    the final in Lisbon.Vale, who will be 35 next month, said on the club's \
                    website: \"I'm absolutely delighted. I always wanted to stay.\"We've been \
                    talking for ages.\"I love this club and its supporters.\"It caps a fine \
                    week for Vale, who scored twice on Saturday.";
        let quotes = titled("Vale signs new deal", body);
        assert_eq!(quotes, [q("Tom Vale", "I'm absolutely delighted. I")]);
        assert_eq!(
            segments_of("Vale signs new deal", body)[0]
                .last()
                .map(String::as_str),
            Some("I love this club and its supporters.")
        );
    }

    #[test]
    fn surnames_with_a_particle_a_middle_name_and_a_sports_headline() {
        // Written after batch EP: "De Gea said" was not David de Gea (the particle's capital);
        // under "John Terry Signs New One-year Contract At Chelsea", "Terry said" was not John
        // Terry ("Signs" was read as part of the name); and "Solksjaer said", where the page
        // named "Ole Solksjaer Gunnar", was no one's full name.
        let keeper = "David de Gea has signed a new four-year deal.\n\n\
                      \"I am delighted to start this new chapter,\" De Gea said.";
        assert_eq!(
            titled("De Gea stays at United", keeper),
            [q("David de Gea", "I am delighted to")]
        );
        let captain = "The captain, 35, was out of contract this summer.\n\n\
                       \"Everyone knows I'm Chelsea through and through,\" Terry said.";
        assert_eq!(
            titled("John Terry Signs New One-year Contract At Chelsea", captain),
            [q("John Terry", "Everyone knows I'm Chelsea")]
        );
        let manager = "Manager Ole Solksjaer Gunnar spoke after the signing.\n\n\
                       \"David is a fantastic person,\" Solksjaer said.";
        assert_eq!(
            titled("Keeper extends contract", manager),
            [q("Ole Solksjaer Gunnar", "David is a fantastic")]
        );
    }

    #[test]
    fn senators_quote_sheets() {
        // Written after batch EQ: `SEN. MITCH McCONNELL (R-KY): “…”` was no one's (the party
        // and state before the colon, the "c" of "Mc"), `• DURBIN: “…”` was not Dick Durbin
        // (the bullet, and no full name the labels in capitals gave); under `Sen. Schumer
        // (D-NY):` words with no marks and no "I" or "we" ("…and let's keep…") were no quote.
        let sheet = "SEN. ANA McLINDEN (R-OH): “We cast more votes this week than in all of last \
                     year. This is how the Senate ought to work.” (Sen. McLinden, Floor \
                     Remarks, 1/22/15)\n\n\
                     SEN. TOM REYES (D-NM): “I welcome a more open floor.” (Sen. Reyes, \
                     Congressional Record, 1/7/15)\n\n\
                     \u{20}\u{20}• REYES: “It is good to see real debate again.” (Sen. Reyes, \
                     Floor Remarks, 1/22/15)";
        assert_eq!(
            titled("More votes", sheet),
            [
                q("Ana McLinden", "We cast more votes"),
                q("Tom Reyes", "I welcome a more"),
                q("Tom Reyes", "It is good to"),
            ]
        );
        let headings = "Here are quotes from senators before the vote:\n\n\
                        Sen. Lind (R-FL):\n\
                        I support this reform, and I hope my colleagues will too.\n\n\
                        Sen. Okafor (D-NY):\n\
                        Pass this bill and let's keep the promise of this country alive.";
        assert_eq!(
            titled("Senate passes the bill", headings),
            [
                q("Lind", "I support this reform,"),
                q("Okafor", "Pass this bill and"),
            ]
        );
    }

    #[test]
    fn a_left_mark_for_an_apostrophe_and_words_about_the_producer() {
        // Written after batch ER: "Adele‘s December cover story", a left single mark typed for
        // an apostrophe, made the page's quotes single-marked, so its one quote in double marks
        // was lost and ‘six-hour therapy sessions’ became one; then `“He really taught me to
        // chill out…”` under a paragraph about her producer went to the producer.
        let body = "Mia‘s new cover story tells how her album was made.\n\n\
                    Her studio days began with ‘long talks’ with her producer Tom Reyes. Reyes \
                    played her old soul records.\n\n\
                    “He really taught me to slow down. He was like, ‘If you really listen, \
                    it's all about the feeling.’”";
        assert_eq!(titled("A new album", body), [q("", "He really taught me")]);
    }

    #[test]
    fn a_reporter_a_host_hands_over_to_narrates() {
        // Written after batch ES: under hosts who introduce themselves, "NPR's David Schaper
        // takes the temperature in Chicago." hands over to a reporter whose labelled turns
        // (`SCHAPER: How's the water?`, `SCHAPER: Vandervall is in Chicago on business…`)
        // were quotes of his, where a guest credited in parentheses makes the page a
        // broadcaster's record, whose reporters ask.
        let body = "This is the morning news. I'm Dana Pike.\n\n\
                    And I'm Tom Reyes.\n\n\
                    The heat wave is moving east. KRN's Sam Okoro reports from the lake.\n\n\
                    SAM OKORO: The beaches are almost empty. It is simply too hot to be out.\n\n\
                    Mr. LEE PARK: It's unbearable right now.\n\n\
                    OKORO: Lee Park is sitting in water a foot deep.\n\n\
                    Mr. PARK: I went for a run and could barely handle it.\n\n\
                    OKORO: How's the water?\n\n\
                    Mr. PARK: Feels great. Almost too warm.\n\n\
                    OKORO: At the offices of Cool Air, dispatcher Ana Lind calls it...\n\n\
                    Ms. ANA LIND (Dispatcher): Chaotic. Phones ringing since seven this morning.";
        assert_eq!(
            titled("Heat wave", body),
            [
                q("Lee Park", "It's unbearable right now."),
                q("Lee Park", "I went for a"),
                q("Lee Park", "Feels great. Almost too"),
                q("Ana Lind", "Chaotic. Phones ringing since"),
            ]
        );
    }

    #[test]
    fn a_credit_under_a_quote_with_a_country_before_the_title() {
        // Written after batch ET: `“…”` over `U.S. Rep. John Lewis` credited no one: the
        // country's initials before the title were read as part of the name.
        let body = "Ahead of the ceremonies, we look back at past addresses.\n\n\
                    “My advice is simple. When something is not right, stand up and speak \
                    out.”\n\n\
                    U.S. Rep. Ana Lind\n\n\
                    2018 The congresswoman told graduates to make good trouble.";
        assert_eq!(
            titled("Past commencement speakers", body),
            [q("Ana Lind", "My advice is simple.")]
        );
    }

    #[test]
    fn a_note_that_leaves_out_its_subject_names_no_one_by_its_verb() {
        // Written after batch EV: in a reporter's notes, `Ended interview abruptly after ~20
        // minutes: “…”` was credited to "Ended", the note's verb read as a name.
        let body = "Talked to Mayor Rosa Quill in her office on Tuesday.\n\n\
                    Quill insisted the pool would stay open all summer.\n\n\
                    Ended the meeting early for a phone call: \u{201c}I have a budget to \
                    write.\u{201d}\n\n\
                    Quill snapped: \u{201c}Nobody reads the minutes anyway.\u{201d}";
        assert_eq!(
            titled("Notes on the mayor", body),
            [
                q("Rosa Quill", "I have a budget"),
                q("Rosa Quill", "Nobody reads the minutes"),
            ]
        );
    }

    #[test]
    fn a_role_with_no_article_after_the_verb_is_the_speaker_as_stated() {
        // Written after batch EW: `“…,” said meeting attendee.` went to the councilor quoted
        // before; a role written without its article ends the credit.
        let body = "Most speakers backed the library plan on Monday.\n\n\
                    \u{201c}It gives the kids somewhere to go,\u{201d} said Ana Lind, a city \
                    councilor.\n\n\
                    \u{201c}It will bring the whole street together,\u{201d} said longtime \
                    resident.";
        assert_eq!(
            titled("Council backs library plan", body),
            [
                q("Ana Lind", "It gives the kids"),
                q("longtime resident", "It will bring the"),
            ]
        );
    }

    #[test]
    fn a_participle_set_off_after_with_is_the_sentence_subjects() {
        // Written after batch EX: `Watts also described working with Murray, saying, "…"`
        // went to Murray, read as in `with a friend telling the outlet, "…"`.
        let body = "Ana Lind joined the morning show on Tuesday to talk about the film.\n\n\
                    Lind also described working with Tom Reyes, saying, \"He is generous on \
                    set and he makes everyone around him better.\"";
        assert_eq!(
            titled("Ana Lind on her new film", body),
            [q("Ana Lind", "He is generous on")]
        );
    }

    #[test]
    fn a_question_right_after_asking_is_said_and_words_after_she_was_are_not() {
        // Written after batch EX: `had Nikki politely asking “Do you want to wait? Can you hear
        // me?”` was no quote; `joked that she was “Verklempt over…!”` was one, nobody's; and
        // the headline's `'Glee's'` was a quote of the star named after it.
        let body = "Ana Lind was all smiles at the premiere on Thursday night.\n\n\
                    The screaming fans had Lind politely asking \u{201c}Should we wait? Can \
                    you hear me at all?\u{201d} before we began.\n\n\
                    She even joked that she was \u{201c}Speechless at the thought of meeting \
                    the cast!\u{201d}";
        assert_eq!(
            titled("'Harbor's' Ana Lind Reveals Her Favourite Scene", body),
            [q("Ana Lind", "Should we wait? Can")]
        );
    }

    #[test]
    fn words_that_open_on_hes_and_speak_of_me_are_not_his() {
        // Written after batch EX: `According to Bullock, Thornton has been the same…` then
        // `“He’s the nicest human being… It surprises me every time…”` went to Thornton: "he's"
        // was not read as "he", and "me" came past the twelfth word.
        let body = "\u{201c}Everyone thinks he is scary,\u{201d} Ana Lind joked.\n\n\
                    According to Lind, Tom Reyes has not changed since they first met.\n\n\
                    \u{201c}He\u{2019}s the kindest man, the kindest man in the business. So \
                    gentle. It still surprises me every single time.\u{201d}";
        assert_eq!(
            titled("Old friends at the premiere", body),
            [
                q("Ana Lind", "Everyone thinks he is"),
                q("Ana Lind", "He’s the kindest man,"),
            ]
        );
    }

    #[test]
    fn a_second_transcript_pasted_as_one_line_may_be_short() {
        // Written after batch EY: after a transcript pasted as one line under its heading
        // (`…Round Q. …? RAFAEL NADAL: …`), the next one, with one question and one answer,
        // was not read as a transcript and its answer was lost.
        let body = "Lena Park Interview | Harbour Open Final\n\n\
                    Lena Park Interview | Harbour Open Final Q. You saved four match points. \
                    What were you thinking? LENA PARK: Only the next point, honestly. Nothing \
                    else. Q. Was the wind a problem? LENA PARK: For both of us, yes. I tried \
                    to keep the ball low. Q. And the crowd? LENA PARK: They were wonderful. I \
                    will miss this place.\n\n\
                    Mara Quist Interview | Harbour Open Final\n\n\
                    Mara Quist Interview | Harbour Open Final Q. A tough loss. How do you \
                    feel? MARA QUIST: Empty, to be honest. I had my chances and I did not \
                    take them.";
        assert_eq!(
            titled("Interviews from the final", body),
            [
                q("Lena Park", "Only the next point,"),
                q("Lena Park", "For both of us,"),
                q("Lena Park", "They were wonderful. I"),
                q("Mara Quist", "Empty, to be honest."),
            ]
        );
    }

    #[test]
    fn a_mother_or_a_widow_the_page_does_not_name_in_full_speaks_as_stated() {
        // Written after batch EZ: `Through tears, her mother told those at the vigil…` then
        // `“…my daughter,” she said` went to the girl (the leading "Through tears," hid the
        // subject); `His mother called him…` was no one "she" could stand for (a verb the
        // lists do not know after the noun); `His widow Sue, 52, said:` credited no one.
        let body = "The girl was remembered by more than a hundred people on Monday.\n\n\
                    Through tears, her mother told those at the vigil the family is grateful.\n\n\
                    \u{201c}Thank you for coming for my daughter,\u{201d} she said.\n\n\
                    Across town, friends gathered for a coach who died last week. His mother \
                    thanked everyone for coming.\n\n\
                    \u{201c}He never missed a practice in thirty years,\u{201d} she said.\n\n\
                    His widow Ruth, 61, said: \u{201c}The team was his second family.\u{201d}";
        assert_eq!(
            titled("Two vigils", body),
            [
                q("her mother", "Thank you for coming"),
                q("his mother", "He never missed a"),
                q("Ruth", "The team was his"),
            ]
        );
    }

    #[test]
    fn a_pause_between_two_parts_of_a_quote_credits_it() {
        // Written after batch EZ: `"The girls are just," Crutcher paused and exhaled, "I
        // don't even…"` credited no one.
        let body = "The coach died on Wednesday.\n\n\
                    \"The players are just,\" Okafor paused and exhaled, \"I don't know how \
                    to put it into words what he meant to them.\"";
        assert_eq!(
            titled("Coach remembered", body),
            [q("Okafor", "The players are just,")]
        );
    }

    #[test]
    fn a_page_pasted_from_its_html_with_wire_credits() {
        // Written after batch FA: a page pasted with its `<p>` tags, one line, lost the quote
        // glued after `</p>.<p>`; `said American Victor Glover` kept the demonym in the name,
        // `said US astronaut Shannon Walker` credited no one, `As Feustel snapped images,
        // someone on the audio link exclaimed, "…"` went to Feustel and `Artemyev reported,
        // "…"` was no quote.
        let body = "<p>Two astronauts came home on Sunday.</p>.<p>\"I felt really heavy on the \
                    way down,\" said American Tom Reyes, the commander.</p>.<p>\"Landing in \
                    the water was softer than I expected,\" said US astronaut Ana Lind.</p>\n\n\
                    As Reyes waved, someone on the radio link exclaimed, \"This is great!\"\n\n\
                    After landing, Lind reported, \"We are feeling just fine.\"";
        assert_eq!(
            titled("Crew home", body),
            [
                q("Tom Reyes", "I felt really heavy"),
                q("Ana Lind", "Landing in the water"),
                q("someone on the radio link", "This is great!"),
                q("Ana Lind", "We are feeling just"),
            ]
        );
    }

    #[test]
    fn words_that_run_past_their_sentence_with_the_full_stop_after_the_mark() {
        // Written after batch FB: `Cook stated that innovation has “never been stronger. I
        // think customers are going to love what we're going to do”.` was no quote (the full
        // stop after the mark), and under `Apple CEO Tim Cook Again Promises New Product
        // Categories` its speaker was the headline's whole run.
        let body = "Investors wanted more detail on the call.\n\n\
                    Lind stated that the budget has \u{201c}never been healthier. I think \
                    residents are going to love what we do next\u{201d}.";
        assert_eq!(
            titled(
                "Mayor Ana Lind Again Promises New Parks, But Critics Are Restless",
                body
            ),
            [q("Ana Lind", "never been healthier. I")]
        );
    }

    #[test]
    fn a_songs_lines_quoted_are_sung_not_said() {
        // Written after batch FC: lyrics set with slashes (`“Pills to grow / Pills to shrink…,”
        // are sung by…`) and a line credited `she sings` were quotes, the singer's or whoever
        // spoke nearby.
        let body = "Ana Lind is back with a darker record.\n\n\
                    \u{201c}The songs are true, every one of them,\u{201d} she told us.\n\n\
                    One song is called \"Tides.\" \u{201c}Salt in the wound / Salt in the \
                    sea,\u{201d} are sung by her sister, Mara Lind. The record opens with a \
                    sharp line (\u{201c}Nobody asked you to stay, nobody asked you to go,\u{201d} \
                    she sings) before the drums come in.\n\n\
                    \u{201c}I was trying to hold on,\u{201d} Lind said.";
        assert_eq!(
            titled("A darker record", body),
            [
                q("Ana Lind", "The songs are true,"),
                q("Ana Lind", "I was trying to"),
            ]
        );
    }

    #[test]
    fn a_news_conference_transcript_with_roles_and_a_suffix_in_its_labels() {
        // Written after batch FD: `DEFENSE ATTORNEY JOHNNIE COCHRAN JR.:` was no label (five
        // words), `COCHRAN:` stayed "Cochran", and a turn that named `O.J. Simpson` beside
        // `JASON SIMPSON (son):` was read as a host's narration.
        let body = "Transcript of the news conference held in the courtroom:\n\n\
                    DEFENSE ATTORNEY TOMAS REYES JR.: First, I want to thank the jury. The \
                    eldest son of M.K. Lind will read a statement from the family.\n\n\
                    PAVEL LIND (son): Thank you. We are relieved, and we are tired.\n\n\
                    REYES: We will take questions now.";
        assert_eq!(
            titled("Transcript of the defense news conference", body),
            [
                q("Tomas Reyes Jr.", "First, I want to"),
                q("Pavel Lind", "Thank you. We are"),
                q("Tomas Reyes Jr.", "We will take questions"),
            ]
        );
    }

    #[test]
    fn a_quick_questionnaire_under_a_series_title_and_its_thanks() {
        // Written after batch FE: under `Five in Five with Corey Whaley`, an introduction that
        // ends `Ready, Corey?` hid that an interview follows; then the answers went to
        // `Slaughter-House Five`, a novel an answer named, and the writer's closing thanks ran
        // on as more of the last answer.
        let body = "This week's author won two prizes for her first book, and we can't wait to \
                    interview her about what comes next and what she reads. Ready, Ana?\n\n\
                    First, what are you reading now?\n\n\
                    I just started a book about lighthouses. I love it so far.\n\n\
                    If you could live inside any novel, which would it be?\n\n\
                    I'd pick Slaughter-House Five. I want to live in a strange book.\n\n\
                    Can you tell us something random about yourself?\n\n\
                    I hate lettuce. I refuse to eat it.\n\n\
                    Okay, now I'm curious. Thanks a ton for playing along, Ana, and we can't \
                    wait to read more by you.";
        assert_eq!(
            titled("Five in Five with Ana Lind", body),
            [
                q("Ana Lind", "I just started a"),
                q("Ana Lind", "I'd pick Slaughter-House Five."),
                q("Ana Lind", "I hate lettuce. I"),
            ]
        );
        let a = ArticleFile::parse(
            "five.txt",
            &format!("Five in Five with Ana Lind\n\n{body}\n"),
        )
        .expect("a valid article");
        let last = extract(&a, &[]).quotes.pop().expect("three answers");
        assert_eq!(last.segments.len(), 1, "the closing thanks is the writer's");
    }

    #[test]
    fn a_shows_announcer_and_co_host_quote_no_one() {
        // Written after batch FF: in a cable show's transcript, `ANNOUNCER:` reading the show's
        // script and `PAUL BEGALA, CO-HOST:` opening it were quotes of theirs.
        let body = "ANNOUNCER: Tonight on the show: the two running mates face off.\n\n\
                    ANA LIND, GOVERNOR OF OHIO: My opponent has changed his mind on every \
                    issue that matters.\n\n\
                    SEN. TOM REYES (D-NY), CANDIDATE: The message is clear, and we will make \
                    it again tonight.\n\n\
                    ANNOUNCER: Will tonight's debate change anything?\n\n\
                    MARA QUIST, CO-HOST: Hello, everyone. Welcome to the show.\n\n\
                    We are live from the debate hall tonight.";
        assert_eq!(
            titled("Running mates showdown", body),
            [
                q("Ana Lind", "My opponent has changed"),
                q("Tom Reyes", "The message is clear,"),
            ]
        );
    }

    #[test]
    fn signs_listed_after_signs_that_read_are_shown_not_said() {
        // Written after batch FG: `held signs that read “…,” “…,” “…”` made the second and third
        // signs one quote: "that" stood between the signs and their verb, and a list went on
        // past the first.
        let body = "A small crowd gathered in the park on Tuesday, holding signs that read \
                    \u{201c}Fund the library,\u{201d} \u{201c}Books not budget cuts,\u{201d} \
                    \u{201c}Open on Sundays\u{201d} and more.\n\n\
                    \u{201c}We just want the doors open,\u{201d} organizer Ana Lind said.";
        assert_eq!(
            titled("Library march", body),
            [q("Ana Lind", "We just want the")]
        );
    }

    #[test]
    fn a_post_said_with_an_emoji_is_still_said() {
        // Written after batch FH: `He added, "Nothing is lost" with a heart emoji.` was read as
        // a phrase the writer's sentence goes on from; but `SZA begins “SOS,” with searing
        // vocals` names a song.
        let body = "\"He was a beautiful actor,\" Tom Reyes said on Twitter.\n\n\
                    He added, \"Nothing is ever lost\" with a heart emoji.\n\n\
                    Ana Lind begins \u{201c}Harbor,\u{201d} with a whisper.";
        assert_eq!(
            titled("Tributes pour in", body),
            [
                q("Tom Reyes", "He was a beautiful"),
                q("Tom Reyes", "Nothing is ever lost"),
            ]
        );
    }

    #[test]
    fn a_neighbor_who_asked_not_to_be_named_is_no_one_the_headline_named() {
        // Written after batch FK: under "Nosy Neighbor Nabs Bad Guys", "the neighbor said" went
        // to "Nabs Bad Guys" (a role before words in capitals, read as a name), and `“…,” the
        // neighbor, who did not want to be identified, said.` was no credit at all.
        let body = "Police caught two men on Friday after a call from a man across the street.\n\n\
                    The neighbor, who asked us not to use his name, said he had watched them \
                    for an hour.\n\n\
                    \u{201c}I knew they were up to something,\u{201d} he said.\n\n\
                    \u{201c}They tried every door,\u{201d} the neighbor, who has lived there \
                    for years, said.\n\n\
                    \u{201c}We are grateful for the call,\u{201d} Sgt. Ana Lind said.";
        assert_eq!(
            titled("Watchful Neighbor Spots Car Thieves", body),
            [
                q("the neighbor", "I knew they were"),
                q("the neighbor", "They tried every door,"),
                q("Ana Lind", "We are grateful for"),
            ]
        );
    }

    #[test]
    fn a_meets_quote_sheet_heads_each_swimmer_with_country_and_event() {
        // Written after batch FL: under `Missy Franklin, USA, 100 backstroke`, the words after
        // a reporter's question or a topic line went to the page's title ("World Swimming
        // Championships") or to the swimmer quoted before; and `Smith, who picked up her
        // second medal, …` was no one "she" could stand for, so her words went to the title's
        // winner.
        let body = "Here is what the swimmers said after the heats.\n\n\
                    Ana Lind, Sweden, 100 butterfly\n\n\
                    \u{201c}I felt strong on the first length and tired on the second.\u{201d}\n\n\
                    On her coach\n\u{201c}He keeps me calm before every race.\u{201d}\n\n\
                    Rosa Delgado, Spain, 200 free\n\n\
                    How did the morning swim feel?\n\n\
                    \u{201c}Slow, but I am through to the final.\u{201d}\n\n\
                    And tonight?\n\u{201c}I will go out fast and hold on.\u{201d}";
        assert_eq!(
            titled(
                "Quotes From Day 2 At The Harbor Swimming Championships",
                body
            ),
            [
                q("Ana Lind", "I felt strong on"),
                q("Ana Lind", "He keeps me calm"),
                q("Rosa Delgado", "Slow, but I am"),
                q("Rosa Delgado", "I will go out"),
            ]
        );
        let body = "Moss, who won her first medal in the relay, said she would retire.\n\n\
                    \u{201c}I have nothing left to prove,\u{201d} she said.";
        assert_eq!(
            titled("Results as Tom Reyes wins the 200m", body),
            [q("Moss", "I have nothing left")]
        );
    }

    #[test]
    fn an_adjective_before_a_person_noun_in_a_headline_and_a_role_left_open() {
        // Written after batch FN: under "Update: Elderly person is …'s first case", "she said"
        // after `Moss said …` went to "Elderly", read as the headline's subject; and `“…,” Ryan
        // Westergaard, chief officer for the state Bureau … said Friday` (the role's closing
        // comma left out) was no credit.
        let body = "Moss said by phone that the county would share fewer details from now on.\n\n\
                    \"We want to protect the family's privacy,\" she said.";
        assert_eq!(
            titled("Update: Elderly man is the county's first case", body),
            [q("Moss", "We want to protect")]
        );
        let body = "\u{201c}We expect more cases this week,\u{201d} Ana Lind, deputy director \
                    of the county health department said Friday during a briefing.";
        assert_eq!(
            titled("County prepares for more cases", body),
            [q("Ana Lind", "We expect more cases")]
        );
    }

    #[test]
    fn a_video_caption_names_who_speaks_in_the_present_tense_past_sir_and_pm() {
        // Written after batch FQ: a feed of video captions, `“…” UK Prime Minister Boris Johnson
        // defends the actions of his adviser`, had no verb of saying, so the quote was lost;
        // and "Sir Keir Starmer", "PM Boris Johnson" kept their titles.
        let body = "\u{201c}We will build the homes this country needs\u{201d} PM Ana Lind \
                    sets out her housing plan in Leeds\n\n\
                    \"That speech was a list of broken promises\" UK opposition leader Sir Tom \
                    Reyes says the plan is years late\n\n\
                    \u{201c}The first homes will be finished next spring\u{201d} Dame Rosa \
                    Delgado explains the timetable to the committee";
        assert_eq!(
            titled("Politics videos", body),
            [
                q("Ana Lind", "We will build the"),
                q("Tom Reyes", "That speech was a"),
                q("Rosa Delgado", "The first homes will"),
            ]
        );
    }

    #[test]
    fn a_speech_printed_whole_under_an_offices_remarks_at_an_event() {
        // Written after batch FQ: `The Prime Minister’s remarks at yesterday’s … press
        // conference in London:` over a speech without marks was too long a line to name whose
        // remarks follow, and an office's possessive named no one.
        let body = "Mayor Ana Lind opened the new bridge on Tuesday.\n\n\
                    The Mayor\u{2019}s remarks at the opening of the Elm Street bridge in \
                    Riverton on Tuesday:\n\n\
                    Good morning. This bridge took eleven years to plan and two to build.\n\n\
                    I want to thank every crew member who worked through the winter to finish it.";
        assert_eq!(
            titled("Riverton opens its new bridge", body),
            [
                q("Ana Lind", "Good morning. This bridge"),
                q("Ana Lind", "I want to thank"),
            ]
        );
    }

    #[test]
    fn an_evening_news_transcript_with_long_guest_credits_and_subtitle_bullets() {
        // Written after batch FS: `BRYAN MCKUNE, Manager of Pilot Development, Alaska
        // Airlines:` was no label (a role after the comma read as the name's), the anchor who
        // gives her name in her first turn and hands over to a correspondent was quoted, and a
        // page of subtitles set every line after a bullet.
        let body = "ANA LIND: Good evening. I'm Ana Lind. Tonight, the harbor that ran out of \
                    pilots.\n\n\
                    TOMAS REYES, Director of Marine Operations, Port of Riverton: We have ships \
                    waiting three days for a pilot. Nobody planned for this.\n\n\
                    ANA LIND: Business correspondent Rosa Delgado begins our coverage.\n\n\
                    ROSA DELGADO: The queue of ships now stretches past the breakwater.\n\n\
                    DANA WHITFIELD, Harbor Pilot: I used to work four shifts a week. Now it is \
                    six.\n\n\
                    ROSA DELGADO: The port says new pilots are two years away.";
        assert_eq!(
            titled("Evening News full episode", body),
            [
                q("Tomas Reyes", "We have ships waiting"),
                q("Dana Whitfield", "I used to work"),
            ]
        );
        let body = "  \u{2022} ANA LIND: Good evening.\n\n\
                    \u{2022} I'm Ana Lind.\n\n\
                    \u{2022} Tonight, a teacher who would not give up.\n\n\
                    \u{2022} NORA QUILL, Teacher, Elm Street School: I stayed because the \
                    children stayed,\n\n\
                    \u{2022} and they needed someone to stay for.\n\n\
                    \u{2022} (BREAK)\n\n\
                    \u{2022} ANA LIND: Education correspondent Tom Reyes joins us now.\n\n\
                    \u{2022} TOM REYES: The district has lost a third of its teachers.";
        let quotes = titled("Subtitles", body);
        assert_eq!(quotes, [q("Nora Quill", "I stayed because the")]);
        // (No bullet and no "(BREAK)" in the words.)
        let segments = segments_of("Subtitles", body);
        assert_eq!(segments.len(), 1);
        assert!(segments[0].iter().all(|s| !s.contains(['\u{2022}', '('])));
    }

    #[test]
    fn award_speeches_under_a_year_and_a_credit_glued_to_two_hyphens() {
        // Written after batch FT: `1992: Jodie Foster, winning Best Actress for …` over a
        // speech without marks headed no one (a year before the name, and what she won after
        // it), and `"…" --Eva Marie Saint, accepting …` (two hyphens right before the name) was
        // no credit, so the quote went to the one quoted before.
        let body = "Here are a few of my favourite speeches.\n\n\
                    2004: Ana Lind, winning Best Actress for The Harbor at Dusk\n\n\
                    I never thought I would stand here. I want to thank my mother, who drove me \
                    to every audition.\n\n\
                    \"I wrote a short film and I will make a short speech,\" said Tom Reyes.\n\n\
                    \"I may faint before I reach the microphone.\" --Rosa Delgado, accepting best \
                    supporting actress in 1988 for \"Lanterns.\"";
        assert_eq!(
            titled("Award speeches", body),
            [
                q("Ana Lind", "I never thought I"),
                q("Tom Reyes", "I wrote a short"),
                q("Rosa Delgado", "I may faint before"),
            ]
        );
    }

    #[test]
    fn a_credit_that_says_it_again_joins_the_words_around_it() {
        // Written after batch FU: `“…,” she reiterated. “…”` was no credit, so the words after it
        // became a quote of their own.
        let body = "Ana Lind is closing the shop her father opened in 1961.\n\n\
                    \u{201c}The road work nearly finished us,\u{201d} she reiterated. \u{201c}We \
                    love this street and our customers. It was just time.\u{201d}";
        assert_eq!(
            titled("After 63 years, Lind's hardware closes", body),
            [q("Ana Lind", "The road work nearly")]
        );
    }

    #[test]
    fn people_named_only_in_the_plural_speak_as_written() {
        // Written after batch FV: `she said, neighbors came to her door to say: “…”` had no
        // speaker ("neighbors" in the plural was no person noun, and "came" no verb), and a group
        // found so must never become the page's main speaker.
        let body = "Ida Brandt, who keeps the general store, said the siren never sounded.\n\n\
                    Not long after the water rose, she said, neighbors came to her door to say: \
                    “Leave the truck, walk up the hill.”\n\n\
                    Later, two residents said: “We had ten minutes and no more.”\n\n\
                    “The bridge was gone by midnight,” said local residents.\n\n\
                    After the blast, he said, his neighbors ran out to say: “Get the dogs in.”\n\n\
                    “We will open again when the floor dries,” Brandt said.";
        assert_eq!(
            titled("The night the river rose", body),
            [
                q("neighbors", "Leave the truck, walk"),
                q("two residents", "We had ten minutes"),
                q("local residents", "The bridge was gone"),
                q("his neighbors", "Get the dogs in."),
                q("Ida Brandt", "We will open again"),
            ]
        );
    }

    #[test]
    fn a_connective_a_source_sentence_and_an_outlet_after_a_dash() {
        // Written after batch FW: `Overall, Bradley sounded optimistic: “…”` gave "Overall";
        // `According to Stone, his grandmother is the one who…. “…” – LAist` gave the outlet
        // after the dash ("LAist", initials run into a word), and without it "his grandmother".
        let body = "Harbor Foods chief executive Mina Castell told analysts on Tuesday that \
                    sales had slowed in the spring. Overall, Castell sounded calm: “We planned \
                    for a slow spring, and we got one.”\n\n\
                    Chef Arlo Penn named his new bistro after his aunt. According to Penn, his \
                    aunt is the one who taught him to bake bread. “She let me burn the first \
                    ten loaves and never said a word.” – SFist";
        assert_eq!(
            titled("Results and recipes", body),
            [
                q("Mina Castell", "We planned for a"),
                q("Arlo Penn", "She let me burn"),
            ]
        );
    }

    #[test]
    fn a_list_of_interviews_with_aliases_quote_labels_and_topics() {
        // Written after batch FY: a post listing its author's interviews, `Interviewed Tony
        // Call, a.k.a. … Herb Callison. Choice quote: “…”`, gave "Choice" (the label), the
        // character after "a.k.a." (whose full stop had ended the sentence), or "Interviewed
        // Robert S. Woods"; a topic before a colon (`On the psychology of playing one
        // character:`) left the words to the page's main speaker.
        let body = "Interviewed Rhea Vollan, a.k.a. Nurse Greta Pike. Choice quote: “The \
                    hospital set was colder than any real hospital.”\n\n\
                    Interviewed Dario Fenn, a.k.a. the scheming Dr. Silas Crane. “I got fan mail \
                    addressed to the villain for ten years.”\n\n\
                    Interviewed the beloved Opal Hartigan, a.k.a. Mother Ruth. On learning her \
                    lines on the train: “Two stops per page, and I never missed a cue.”\n\n\
                    Interviewed Jules T. Amaro. “The fame came overnight and left the same way.”";
        assert_eq!(
            titled("An oral history of Harbor General", body),
            [
                q("Rhea Vollan", "The hospital set was"),
                q("Dario Fenn", "I got fan mail"),
                q("Opal Hartigan", "Two stops per page,"),
                q("Jules T. Amaro", "The fame came overnight"),
            ]
        );
    }

    #[test]
    fn a_live_blog_of_briefings_an_office_a_spokesperson_and_an_infinitive() {
        // Written after batch FZ: "The deputy chief medical officer says" made the role "the
        // deputy" ("officer" was no person noun), whom the next "He says:" then named; `promises
        // to do “more on that”` was a quote ("to" read as whom it was said to); and `Noel
        // Pike’s official spokesperson said…. “…,” they said.` had no speaker.
        let body = "Prof Ada Quinn moves on to say the public has \"kept the wards open\".\n\n\
                    She adds: \"Without that effort, the wards would have filled weeks ago.\"\n\n\
                    The deputy chief medical officer says \"other work goes on\" so the wards \
                    must stay open.\n\n\
                    She says: \"Strokes will still happen. Falls will still happen.\"\n\n\
                    Mr Pike adds that some towns need new schools and promises to do \"more on \
                    that\".\n\n\
                    Noel Pike’s official spokesperson said on Monday that no date was fixed.\n\n\
                    “The data will decide, and we will follow it,” they said.\n\n\
                    A council spokesperson said on Tuesday that the bridge would reopen. “We \
                    will clear the north lane first,” they said.";
        assert_eq!(
            titled("Live: the daily briefing", body),
            [
                q("Ada Quinn", "Without that effort, the"),
                q("Ada Quinn", "Strokes will still happen."),
                q("Noel Pike’s official spokesperson", "The data will decide,"),
                q("a council spokesperson", "We will clear the"),
            ]
        );
    }

    #[test]
    fn words_credited_by_the_paragraph_that_points_back_at_them() {
        // Written after batch GA: a page that opens on the words alone, then `That is what Lady
        // Vol Head Coach Pat Summitt had to say about…`, left them no one's.
        let body = "\"I am glad if she is.\"\n\n\
                    That is what head coach Dana Whitlock had to say about the sudden \
                    retirement of her former point guard, Mia Oyelaran.\n\n\
                    \"It was not an easy call,\" Oyelaran said.\n\n\
                    \"Better a year early than a year late.\"\n\n\
                    Those were the words of Coach Tim Reyes, who retired in 2019.";
        assert_eq!(
            titled("Whitlock on Oyelaran", body),
            [
                q("Dana Whitlock", "I am glad if"),
                q("Mia Oyelaran", "It was not an"),
                q("Tim Reyes", "Better a year early"),
            ]
        );
    }

    #[test]
    fn words_on_a_wall_or_a_plaque_are_shown_not_said() {
        // Written after batch GC: an artist's page describing `a text installation on the wall
        // that stated, “TODAY, PRECISELY FROM 4:00-4:30PM…”` gave the wall's words as a quote.
        let body = "Inside the gallery was a text installation on the wall that stated, \
                    “TONIGHT, AT SIX, A MOTHER AND SON WILL READ HERE.” Visitors came back at \
                    six.\n\n\
                    By the door, a brass plaque reads: “Given by the people of Eastport.”\n\n\
                    “We wanted the room to wait for someone,” curator Ines Moreau said.";
        assert_eq!(
            titled("A room that waits", body),
            [q("Ines Moreau", "We wanted the room")]
        );
    }

    #[test]
    fn words_that_open_on_their_speakers_name() {
        // Written after batch GD: `Some 220 miles away from Earth, …` made "some" a crowd,
        // and the student who opens his words with `My name is Javier Bosso and…` became it.
        let body = "Some 250 miles above the Earth, astronauts Lena Ortiz and Sam Kettle took \
                    questions from students in Harbor City.\n\n\
                    “My name is Tomas Reyna and I’m in the 8th grade, and my question is for Sam \
                    Kettle. How do you sleep up there?”\n\n\
                    “We had to write a proposal saying why this mattered,” said teacher Ada \
                    Pruitt.";
        assert_eq!(
            titled("Students talk with astronauts", body),
            [
                q("Tomas Reyna", "My name is Tomas"),
                q("Ada Pruitt", "We had to write"),
            ]
        );
    }
}
