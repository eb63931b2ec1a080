//! Interviews written as a transcript: the interviewer's questions and the answers, each turn
//! opened by a label ("Q:", "A.", "REYES:", "TV LEDGER |") instead of quotation marks. An answer
//! is a quote of the person answering, verbatim from the word after its label to the end of its
//! turn; the interviewer's questions are not quotes.
//!
//! Recognised shapes, each seen on real interview pages:
//! - both sides labelled: `Q:`/`A:` (or `Q.`, `Question:`…; an answer may be signed after its
//!   label, `A: (Jason)`), or the outlet or interviewer against
//!   the person's name (`SCREEN NOTES:` … `REYES:` …), often as initials after the first exchange
//!   (`DD:` … `HG:`; after `John Irving:` and `Craig Nova:`, `JI:` and `CN:` or `Irving:` and
//!   `Nova:` are the same two people, see `same_person_under_initials`), or a panel's
//!   `MODERATOR:` and `QUESTION:` against each panellist's name, or first names only (`Priya:` … `Lena:`), where the one the article names in full answers
//!   and the writer asks, or a broadcast report (`CHRISTOPHER BOOKER:` … `THOMAS CANO:`), where
//!   of three people or more the one with the most turns who asks at all is the reporter, or a
//!   Sunday show whose host (`CHUCK TODD:`, the most turns, a third of all) narrates between
//!   clips and never asks; after the reporter's or host's first turn, anyone named in full in
//!   capitals speaks, a label alone on its line (`SEN. MARCO RUBIO:`) or glued to its words;
//! - only the questions labelled (`TV LEDGER | …?`, or a podcast host's `NP:` after a first
//!   `Nilay Patel:`), the answer in the paragraph after; or only the answers, under the names of
//!   people the article names, each below a paragraph ending in "?" (`Phil Jacobson: …`), or
//!   all below one such question, a panel answering in turn (`Hadley Fraser: …`, `Amy Lennox:
//!   …`);
//! - a public broadcaster's transcript: a guest credited in parentheses after an honorific
//!   (`Mr. RICHARD KYLE (Chief White House Correspondent, Bloomberg News):`, then `Mr. KYLE:`) or a
//!   host credited as one (`SHANKAR VEDANTAM, HOST:`, alone on its line) makes the page a record
//!   with one such label; hosts who introduce themselves before the first label ("I'm Neal
//!   Conan") ask, and sound notes (`(SOUNDBITE OF MUSIC)`) are no turn; so does an evening
//!   news transcript's guest, the name in capitals and a longer role in capitals and small
//!   letters (`BRYAN MCKUNE, Manager of Pilot Development, Alaska Airlines:`), where the anchor
//!   who gives her name in a turn of hers and hands over to a reporter (`White House
//!   correspondent Yamiche Alcindor begins our coverage`, `John Yang reports from Florida`)
//!   narrates, as the reporters do (`broadcast_narrators`), and subtitles may set every line
//!   after a bullet (`• AMNA NAWAZ: Good evening.`);
//! - a transcription service's record of an event, each turn timed (`Bob Cabana: (04:12)`,
//!   `Sunity Williams (06:49):`, the words on the line after, or `0:00:43 Governor Steve
//!   Bullock:`): every named person's turns are their words;
//! - a debate: moderators who ask in every turn (by a question mark or a question's first word,
//!   `Is there anyone…`) and candidates who answer them and never ask, however few the turns
//!   of each, where two such exchanges show it (`BAIER:` … `TRUMP:` … `KELLY:` … `CARSON:`);
//! - a live blog's commentators, each a person the article names in full, under their first
//!   names (`JOHN:`, `RACHEL:`), none of them asking: every turn is theirs (a label glued to an
//!   image's file name, `…Iowa.JPGRACHEL:`, is read past the name);
//! - a conference call's record (`read_as_call`): an `Operator` moderates, each speaker's line
//!   (`Rebecca Shen -- Director of Investor Relations`) opens a turn, analysts ask, and a voice
//!   a transcription service numbered (`spk11:`) is whoever the call was handed to;
//! - a briefing whose one official is credited with an office (`Shri Arindam Bagchi, Official
//!   Spokesperson:`) among reporters credited with outlets or nothing: the official answers,
//!   everyone else asks;
//! - no labels at all, where they were lost when the page was pasted as text: questions (or
//!   prompts, `Describe your collection in 3 words`) as paragraphs of their own, under the
//!   guards of `unlabelled_answers`, or each question run into its answer in one paragraph,
//!   a questionnaire's prompt ending at a colon included (`inline_answers`, `prompt_end`);
//! - turns in paragraphs of their own, or one turn a line inside a paragraph, or, where labels
//!   are in capitals, several turns in one paragraph whose line breaks were lost
//!   (`COACH REED: … THE MODERATOR: Questions? Q. Coach, …?`), also behind a heading glued
//!   before them when two questions and two answers show it (`Nadal Interview | … Q. …?
//!   RAFAEL NADAL: …`);
//! - a press conference's opening statement under a heading of its own ("Opening Remarks"),
//!   unlabelled and without quotation marks, before the first question.
//!
//! An article is read as a transcript only when the interviewer's label opens at least two
//! turns and at least two answers follow questions (one `Q:` and one `A:` say enough if the
//! answer speaks in the first person, as do one question under a label that names no person
//! and one answer under a person the article names, and timed turns need no questions): a lone
//! "Photos: The CW" or "Rosa: “…”" (a label before a quotation mark) is not a turn. Before the
//! first labelled turn (a greeting may answer before anything is asked) the article is prose,
//! read by the rules of [`crate::extract`]. An unlabelled paragraph after an answer is more of
//! that answer only while another labelled turn follows; the lines after the last turn
//! ("Season two arrives on March 4.") are the writer's.

use crate::text::ends_sentence;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// One turn that belongs to an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The paragraph holding the turn.
    pub paragraph: usize,
    /// The answer's words, after the label: a byte range of the paragraph's text.
    pub words: Range<usize>,
    pub kind: TurnKind,
    /// Whether a label opens the turn ("A:", "REYES:"), rather than the paragraph after a
    /// question.
    pub labelled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnKind {
    /// A new answer. `label` is the answerer's label as written ("REYES", "Ines Marlow");
    /// `None` for "A:" and for an unlabelled answer: the person interviewed.
    Answer { label: Option<String> },
    /// The next paragraph of the answer before it.
    MoreOfAnswer,
}

/// What opens a line of a transcript.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Label {
    /// "Q:", "Question:", "Interviewer:".
    Question,
    /// "A:", "Answer:".
    Answer,
    /// A name or an outlet: "REYES:", "Ines Marlow:", "TV LEDGER |".
    Named(String),
    /// Whoever reports or presents in a broadcast transcript, named with that role: "NATHAN
    /// ROTT, BYLINE:", "POPPY HARLOW, CNN ANCHOR:". Holds the name.
    Reporter(String),
}

/// A page's fields, "Author: Evelyn Waugh", "Profession: British Novelist", "Source: …": a
/// label before a colon that names what follows, never who speaks.
const FIELD_LABELS: [&str; 16] = [
    "author",
    "authors",
    "profession",
    "occupation",
    "nationality",
    "born",
    "died",
    "source",
    "category",
    "tags",
    "posted",
    "filed",
    "published",
    "location",
    "credit",
    "via",
];

/// What a broadcast transcript writes after the name of whoever reports or presents.
const BROADCAST_ROLES: [&str; 7] = [
    "byline",
    "host",
    // "PAUL BEGALA, CO-HOST:"
    "co-host",
    "cohost",
    "anchor",
    "correspondent",
    "reporter",
];

/// Marks that open a quotation: words after a label that start with one are a quotation under
/// a topic, not a turn.
const OPENING_MARKS: [char; 6] = ['“', '"', '‘', '\'', '„', '«'];

/// What a label is in a conference call's record, as companies' earnings calls are printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum CallRole {
    #[default]
    None,
    /// "Operator", alone on its line or before a colon: moderates, hands the call on and asks
    /// no one's words.
    Operator,
    /// "Rebecca Shen -- Director of Investor Relations" alone on its line, the turn's words in
    /// the paragraphs after; `analyst` where the role says so ("Dana Whit -- Northfield --
    /// Analyst"): an analyst asks.
    Participant { analyst: bool },
}

/// What opens a labelled line.
struct Opening {
    label: Label,
    /// Where the words after the label start, in the line.
    words: usize,
    /// Whether a time stands between the label and its words ("Bob Cabana: (04:12)").
    timed: bool,
    /// Whether the label gives the person's role after their name, in capitals ("CHARLES
    /// MOOSE, POLICE CHIEF:", "KYRA PHILLIPS, CNN ANCHOR:").
    credited: bool,
    /// Whether the label gives, in capitals and small letters, an office after the name
    /// ("Shri Arindam Bagchi, Official Spokesperson:"), not an outlet ("Ayushi Agarwal, ANI:").
    official: bool,
    /// Whether the label credits the person as only a broadcaster's transcript does: a guest in
    /// parentheses ("Mr. JIMI IZRAEL (Writer):"), a host as the host ("SHANKAR VEDANTAM, HOST:").
    broadcast_credit: bool,
    /// Whether the label is a conference call's operator or participant.
    call: CallRole,
    /// "A: (Jason) Without sounding too glib…": who answers, named in parentheses after "A:".
    signed: Option<String>,
    /// "Prothom Alo :" on a line of its own, the question in the paragraph after: a name in
    /// capitals and small letters alone on its line, a label only where it names the outlet or
    /// the writer ("Ingredients:" and "Update:" open lists and notes).
    alone_in_small_letters: bool,
}

/// A labelled line: its label and where the words after it start.
fn label_of(line: &str) -> Option<Opening> {
    let indent = line.len() - line.trim_start_matches([' ', '\t', '*', '_', '•']).len();
    // "0:00:43 Governor Steve Bullock: Thanks Dana.": a transcription service's time before the
    // name.
    let lead_time = time_before_label(&line[indent..]);
    let indent = indent + lead_time.unwrap_or(0);
    let rest = &line[indent..];
    if let Some(opening) = call_label_alone(rest) {
        return Some(opening);
    }
    // The label ends at the first ":" or " |" (or, for Q and A, "." ")" or a dash). Labels are
    // short (a name label is at most 40 characters): looking further would make a long line of
    // full stops quadratic.
    // "Mr. BILL MOYERS (Author, "Bill Moyers Journal: The Conversation Continues"):": a colon
    // inside a credit's parentheses does not end the label.
    let mut in_parentheses = 0usize;
    let (end, separator_len) = rest
        .char_indices()
        .take_while(|&(i, _)| i <= LONGEST_LABEL)
        .find_map(|(i, c)| match c {
            '(' => {
                in_parentheses += 1;
                None
            }
            ')' if in_parentheses > 0 => {
                in_parentheses -= 1;
                None
            }
            ':' if in_parentheses == 0 => Some((i, 1)),
            '|' if i > 0 => Some((i, 1)),
            '.' | ')' | '-' | '–' | '—' if is_question_or_answer(rest[..i].trim()) => {
                Some((i, c.len_utf8()))
            }
            // "Q Scott, in the post-launch…": the White House's transcripts set a question's
            // "Q" before its words with a space alone.
            ' ' if i == 1 && rest.starts_with('Q') && rest[2..].starts_with(char::is_uppercase) => {
                Some((i, 0))
            }
            _ => None,
        })?;
    let name = rest[..end].trim().trim_end_matches(['*', '_']).trim();
    // "2007-08-05-GOPdebateIowa.JPGRACHEL:": an image's file name glued before the label when
    // the page was pasted as text.
    let lower_name = name.to_ascii_lowercase();
    let name = [".jpg", ".jpeg", ".png", ".gif", ".webp"]
        .iter()
        .filter_map(|ext| lower_name.rfind(ext).map(|at| at + ext.len()))
        .max()
        .map_or(name, |after| &name[after..]);
    // "Re: Boston's resilience late in the game:": a quote sheet's topic, as a letter's
    // subject is written, no one's turn.
    if name.eq_ignore_ascii_case("re") {
        return None;
    }
    // "Sunity Williams (06:49):": a transcription service's time between the name and the
    // colon, the words on the line after.
    let time_in_name = name
        .rfind('(')
        .filter(|&open| timestamp_len(&name[open..]) == Some(name.len() - open))
        .filter(|&open| is_name_label(name[..open].trim()));
    // "Kira (Bee Partners):" on a line of its own, the words in the paragraphs after: a panel's
    // transcript names each speaker's firm in parentheses.
    let firm_in_name = name
        .strip_suffix(')')
        .and_then(|inner| inner.rsplit_once(" ("))
        .filter(|(person, firm)| {
            let firm_words: Vec<&str> = firm.split_whitespace().collect();
            (1..=5).contains(&firm_words.len())
                && firm_words
                    .iter()
                    .all(|w| w.starts_with(char::is_uppercase) || *w == "&")
                // ("Mr. GLEN ARNESON (Library Director):", a broadcaster's credit, is not.)
                && crate::people::without_leading_titles(person.trim())
                    .chars()
                    .any(char::is_lowercase)
                && is_name_label(person.trim())
        })
        .map(|(person, _)| person.len());
    let name = match time_in_name.or(firm_in_name) {
        Some(open) => name[..open].trim(),
        None => name,
    };
    // "SEN. BILL NELSON (D), FLORIDA:", "REP. ADAM SCHIFF (D-CA):": a lawmaker's party and
    // state, as news channels' transcripts credit them, are no part of the name.
    let party = name.find(" (").and_then(|open| {
        let close = open + name[open..].find(')')? + 1;
        crate::people::party_and_state(&name[open + 1..]).then_some(open..close)
    });
    let without_party;
    let name = match party {
        Some(aside) => {
            without_party = format!("{}{}", &name[..aside.start], &name[aside.end..]);
            without_party.as_str()
        }
        None => name,
    };
    let after_separator = indent + end + separator_len;
    let words_at = after_separator
        + (line[after_separator..].len()
            - line[after_separator..]
                .trim_start_matches([' ', '\t', '*', '_'])
                .len());
    let words = line[words_at..].trim_end();
    // "SEN. MARCO RUBIO:" on a line of its own, the words in the paragraph after, or glued to
    // them ("GOV. CHRIS CHRISTIE:There it is--"), as broadcasters' transcripts print a name in
    // capitals.
    // "SHANKAR VEDANTAM, HOST:" and "IRA FLATOW, host:" alone on their lines too: the person
    // before a credit's comma is what is in capitals.
    let person = name
        .split_once(',')
        .map_or(name, |(person, _)| person.trim());
    let in_capitals = person.chars().any(char::is_alphabetic)
        && !person.chars().any(char::is_lowercase)
        && is_name_label(person)
        && rest[end..].starts_with(':');
    let after_colon = &line[indent + end + separator_len..];
    let alone_for_anyone = in_capitals || time_in_name.is_some() || firm_in_name.is_some();
    let alone_in_small_letters = words.is_empty()
        && rest[end..].starts_with(':')
        && is_name_label(name)
        && !alone_for_anyone;
    let alone = alone_for_anyone && words.is_empty() || alone_in_small_letters;
    let glued = in_capitals && after_colon.starts_with(char::is_uppercase);
    // A label is followed by the turn's words; "Rosa: “…”" is a topic before a quotation, and a
    // colon with no space after it ("9:30", "https:") is no label.
    if !alone
        && (words.is_empty()
            || words.starts_with(OPENING_MARKS)
            || !glued && !after_colon.starts_with([' ', '\t', '*', '_']))
    {
        return None;
    }
    // "Bob Cabana: (04:12)", as transcription services time each turn: the words follow the
    // time, on the same line or the next.
    let time_len = timestamp_len(words);
    let words_at = time_len.map_or(words_at, |len| words_past(line, words_at + len));
    // (Only before a credit's comma: "BRYAN MCKUNE, Manager of Pilot Development, Alaska
    // Airlines" has its role after the name.)
    let head = name.split_once(',').map_or(name, |(head, _)| head);
    let name = &name[head.len() - past_a_role(head).len()..];
    let lower = name.to_lowercase();
    let mut credited = false;
    let mut official = false;
    let mut broadcast_credit = false;
    let mut call = CallRole::None;
    let label = match lower.strip_prefix("the ").unwrap_or(&lower) {
        // A panel's moderator and the press asking from the floor ask the questions.
        // (And "ANNOUNCER:", who reads a programme's script, quoting no one.)
        "q" | "question" | "interviewer" | "moderator" | "host" | "reporter" | "journalist"
        | "announcer" => Label::Question,
        "operator" => {
            call = CallRole::Operator;
            Label::Question
        }
        "a" | "answer" | "response" | "reply" => {
            // "A. J. Reyes said…": an initial, not a label.
            if rest[end..].starts_with('.') && looks_like_initial(words) {
                return None;
            }
            Label::Answer
        }
        // "Rafa Nadal Interview | Australian Open": a page's heading, no one's turn.
        _ if lower
            .rsplit(' ')
            .next()
            .is_some_and(|last| ["interview", "transcript", "q&a"].contains(&last)) =>
        {
            return None
        }
        _ if end > 0
            && rest[end..].starts_with([':', '|'])
            && is_name_label(name)
            && !FIELD_LABELS.contains(&lower.as_str()) =>
        {
            Label::Named(name.to_string())
        }
        // "spk11:", a voice a transcription service numbered but could not name.
        _ if rest[end..].starts_with(':') && is_numbered_voice(name) => {
            Label::Named(name.to_string())
        }
        // "Mr. JIMI IZRAEL (Writer):", "Mr. RICHARD KYLE (Chief White House Correspondent,
        // Bloomberg News):": a public broadcaster's transcript credits a guest's first turn in
        // parentheses, the name in capitals after an honorific.
        _ if rest[end..].starts_with(':') && name.ends_with(')') => {
            let person = name.split_once('(').map(|(person, _)| person.trim())?;
            let untitled = crate::people::without_leading_titles(person);
            if !is_name_label(person) || untitled.chars().any(char::is_lowercase) {
                return None;
            }
            credited = true;
            broadcast_credit = true;
            Label::Named(person.to_string())
        }
        _ if rest[end..].starts_with(':') => match name.split_once(',') {
            Some((person, role))
                if is_name_label(person)
                    && role
                        .split_whitespace()
                        .any(|w| BROADCAST_ROLES.contains(&w.to_lowercase().as_str())) =>
            {
                credited = is_credit(person, role);
                broadcast_credit = role.trim().eq_ignore_ascii_case("host");
                Label::Reporter(person.trim().to_string())
            }
            Some((person, role)) if is_credit(person, role) => {
                credited = true;
                Label::Named(person.trim().to_string())
            }
            // A press briefing's record: "Shri Randhir Jaiswal, Official Spokesperson:",
            // "Pranay Upadhyaya, India Today Aaj Tak:".
            // (Before a briefing's written credit: a guest, not an official.)
            // "BRYAN MCKUNE, Manager of Pilot Development, Alaska Airlines": a public
            // broadcaster's transcript credits a guest's turn with the name in capitals and a
            // longer role in capitals and small letters.
            Some((person, role)) if is_broadcast_guest_credit(person, role) => {
                credited = true;
                broadcast_credit = true;
                Label::Named(person.trim().to_string())
            }
            // "Steve, Winemaker:", "Bob, Vineyard Manager:": a winery's blog credits each
            // speaker by first name and trade, a record of who said what as sure as a
            // broadcaster's.
            Some((person, role)) if is_first_name_credit(person, role) => {
                credited = true;
                Label::Named(person.trim().to_string())
            }
            Some((person, role)) if is_written_credit(person, role) => {
                official = role.split_whitespace().any(crate::people::is_title);
                Label::Named(person.trim().to_string())
            }
            _ => return None,
        },
        _ => return None,
    };
    // "A: (Jason) Without sounding too glib…": a blog's answer signed by the partner who gives it.
    let signed = (label == Label::Answer)
        .then(|| answer_signed_in_parentheses(&line[words_at..]))
        .flatten();
    let words_at = signed
        .as_ref()
        .map_or(words_at, |(_, len)| words_past(line, words_at + len));
    Some(Opening {
        label,
        words: words_at,
        timed: time_len.is_some() || time_in_name.is_some() || lead_time.is_some(),
        credited,
        official,
        broadcast_credit,
        call,
        signed: signed.map(|(name, _)| name),
        alone_in_small_letters,
    })
}

/// "DEFENSE ATTORNEY JOHNNIE COCHRAN JR.": the name after the role a transcript prints before
/// it, two or three words (and a generation's suffix), where one ends the role.
fn past_a_role(label: &str) -> &str {
    let words: Vec<(usize, &str)> = label
        .split(' ')
        .scan(0, |at, word| {
            let start = *at;
            *at += word.len() + 1;
            Some((start, word))
        })
        .filter(|(_, word)| !word.is_empty())
        .collect();
    let Some(role) = words.iter().rposition(|(_, w)| {
        let w = w.trim_end_matches('.');
        crate::people::is_person_noun(w) || crate::people::is_title(w)
    }) else {
        return label;
    };
    let name = &words[role + 1..];
    let counted = name
        .iter()
        .filter(|(_, w)| !crate::text::is_generation_suffix(w))
        .count();
    let name_like = name.iter().all(|(_, w)| {
        w.starts_with(char::is_uppercase) && !matches!(w.to_lowercase().as_str(), "of" | "the")
    });
    match name.first() {
        Some(&(start, _)) if role > 0 && (2..=3).contains(&counted) && name_like => &label[start..],
        _ => label,
    }
}

/// "Operator" alone on its line, and "Rebecca Shen -- Director of Investor Relations" or
/// "Franklin E. Crail - Chairman of the Board, President": a conference call's record names
/// each speaker on a line of their own, the words in the paragraphs after.
fn call_label_alone(rest: &str) -> Option<Opening> {
    let line = rest.trim_end();
    let alone = |label: Label, call: CallRole| Opening {
        label,
        words: line.len(),
        timed: false,
        credited: false,
        official: false,
        broadcast_credit: false,
        call,
        signed: None,
        alone_in_small_letters: false,
    };
    if line.trim_end_matches(':').eq_ignore_ascii_case("operator") {
        return Some(alone(Label::Question, CallRole::Operator));
    }
    // Such a line is short; looking for a dash in a long one would make a paragraph of many
    // sentences quadratic (`inline_labels` reads from every full stop).
    if line.len() > LONGEST_CREDIT_LINE {
        return None;
    }
    let (name, role) = [" -- ", " – ", " — ", " - "]
        .iter()
        .find_map(|dash| line.split_once(dash))?;
    let role_words: Vec<&str> = role
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty() && !w.chars().all(|c| matches!(c, '-' | '–' | '—')))
        .collect();
    let credit = (1..=12).contains(&role_words.len())
        && role_words.iter().all(|w| {
            w.starts_with(|c: char| c.is_uppercase())
                || matches!(*w, "of" | "for" | "and" | "the" | "&")
        });
    (credit && is_full_name_label(name)).then(|| {
        let analyst = role_words
            .last()
            .is_some_and(|w| w.eq_ignore_ascii_case("analyst"));
        alone(
            Label::Named(name.trim().to_string()),
            CallRole::Participant { analyst },
        )
    })
}

/// Bytes of a participant's line: a name of 40 characters and a role of twelve words.
const LONGEST_CREDIT_LINE: usize = 160;

/// "spk03", as a transcription service numbers the voices it could not name.
fn is_numbered_voice(label: &str) -> bool {
    label
        .strip_prefix("spk")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// "Shri Arindam Bagchi, Official Spokesperson", "Ayushi Agarwal, ANI": a full name, then a role
/// or an outlet of a few capitalized words, as a ministry's transcript credits each speaker.
fn is_written_credit(person: &str, role: &str) -> bool {
    let role: Vec<&str> = role.split_whitespace().collect();
    is_full_name_label(person)
        && (1..=5).contains(&role.len())
        && role.iter().all(|w| {
            w.starts_with(|c: char| c.is_uppercase())
                || matches!(*w, "of" | "for" | "and" | "the" | "-" | "&")
        })
}

/// "Steve, Winemaker", "Bob, Vineyard Manager": one capitalized name, then a trade of up to
/// three capitalized words that ends in a noun of a person.
fn is_first_name_credit(person: &str, role: &str) -> bool {
    let person = person.trim();
    let role: Vec<&str> = role.split_whitespace().collect();
    let trade_noun = role.last().is_some_and(|last| {
        let last = last.to_lowercase();
        crate::people::is_person_noun(&last) || crate::people::looks_like_agent_noun(&last)
    });
    !person.contains(' ')
        && is_name_label(person)
        && (1..=3).contains(&role.len())
        && role.iter().all(|w| w.starts_with(char::is_uppercase))
        && trade_noun
}

/// "BRYAN MCKUNE, Manager of Pilot Development, Alaska Airlines", "JOE BIDEN, President of the
/// United States": a full name in capitals, then a role of up to twelve words, each opening with
/// a capital but for the small words of a title ("of", "the") and a translator's note.
fn is_broadcast_guest_credit(person: &str, role: &str) -> bool {
    let person = person.trim();
    let role = role
        .trim()
        .strip_suffix("(through translator)")
        .unwrap_or(role)
        .trim();
    let role: Vec<&str> = role
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| matches!(c, ',' | '(' | ')')))
        .filter(|w| !w.is_empty())
        .collect();
    is_full_name_label(person)
        && !person.chars().any(char::is_lowercase)
        && (1..=12).contains(&role.len())
        && role.iter().any(|w| w.chars().any(char::is_lowercase))
        && role.iter().all(|w| {
            w.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
                || matches!(
                    *w,
                    "of" | "for" | "and" | "the" | "at" | "on" | "in" | "-" | "&"
                )
        })
}

/// "SGT. KIM CHINN, PRINCE WILLIAM COUNTY POLICE DEPARTMENT": a full name and its role, all in
/// capitals, as broadcast transcripts credit each speaker. A dateline ("WASHINGTON, D.C.") names
/// no one: the name has two words or more.
fn is_credit(person: &str, role: &str) -> bool {
    is_full_name_label(person)
        && role.chars().any(char::is_alphabetic)
        && !person.chars().chain(role.chars()).any(char::is_lowercase)
}

/// A name label of two words or more: the person a credit names ("KIM CHINN", "Ravi Mehra").
fn is_full_name_label(person: &str) -> bool {
    let person = person.trim();
    is_name_label(person) && person.split_whitespace().count() >= 2
}

/// The length of the time a transcript gives a turn, "(03:26)" or "[01:02:03]", where `text`
/// starts with one.
fn timestamp_len(text: &str) -> Option<usize> {
    let close = match text.chars().next()? {
        '(' => ')',
        '[' => ']',
        _ => return None,
    };
    let end = text.find(close)?;
    let time = &text[1..end];
    let parts: Vec<&str> = time.split(':').collect();
    let is_time = (2..=3).contains(&parts.len())
        && parts
            .iter()
            .all(|p| (1..=2).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()));
    is_time.then_some(end + 1)
}

/// `0:00:43 ` or `12:05 ` before a label: the bytes of a bare time and the spaces after it,
/// where a capital follows.
fn time_before_label(text: &str) -> Option<usize> {
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let hours = digits(text);
    if !(1..=2).contains(&hours) {
        return None;
    }
    let mut at = hours;
    let mut parts = 0;
    while text[at..].starts_with(':') && digits(&text[at + 1..]) == 2 && parts < 2 {
        at += 3;
        parts += 1;
    }
    let spaces = text[at..].len() - text[at..].trim_start_matches(' ').len();
    (parts >= 1 && spaces >= 1 && text[at + spaces..].starts_with(char::is_uppercase))
        .then_some(at + spaces)
}

/// Words that open a question, though the page may end it with a full stop.
const QUESTION_OPENERS: [&str; 16] = [
    "is", "are", "was", "were", "do", "does", "did", "can", "could", "will", "would", "what",
    "why", "how", "who", "where",
];

/// Bytes a label may take before its separator, indent excluded: a name label's 40 characters,
/// some of them two bytes long.
const LONGEST_LABEL: usize = 80;

fn is_question_or_answer(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "q" | "a" | "question" | "answer"
    )
}

fn looks_like_initial(words: &str) -> bool {
    let mut chars = words.chars();
    matches!((chars.next(), chars.next()), (Some(c), Some('.')) if c.is_uppercase())
}

/// One to four words, each capitalized (or an initial, "&", "Jr."): a person's or an outlet's
/// name, after any titles ("FMR. VICE PRES. MIKE PENCE").
fn is_name_label(name: &str) -> bool {
    let words: Vec<&str> = name.split_whitespace().collect();
    let untitled = crate::people::without_leading_titles(name)
        .split_whitespace()
        .count();
    (1..=4).contains(&untitled)
        && words.len() <= 6
        && name.chars().count() <= 40
        && words.iter().all(|w| {
            // "justArts:", "iHeart:": a name written in small letters then capitals, as an
            // outlet may write its own.
            let camel_case = || {
                w.starts_with(|c: char| c.is_lowercase())
                    && w.chars().skip(1).any(char::is_uppercase)
            };
            *w == "&"
                || w.chars()
                    .next()
                    .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
                || camel_case()
        })
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '.' | '&' | '\'' | '’' | '-'))
}

/// A label in capitals reads as a name: "JOHN C. REILLY" → "John C. Reilly".
pub fn label_as_name(label: &str) -> String {
    // "MR. McCLELLAN": capitals but for the "c" of a "Mc".
    let in_capitals = |word: &str| {
        let rest = word.strip_prefix("Mc").unwrap_or(word);
        !rest.chars().any(char::is_lowercase)
    };
    // "Mr. JIMI IZRAEL": an honorific in small letters before a name in capitals.
    if !crate::people::without_leading_titles(label)
        .split(' ')
        .all(in_capitals)
    {
        return label.to_string();
    }
    label
        .split(' ')
        .map(|word| {
            let (mc, word) = match word.strip_prefix("Mc") {
                Some(rest) if !rest.is_empty() => ("Mc", rest),
                _ => ("", word),
            };
            let mut chars = word.chars();
            match chars.next() {
                Some(first) => format!("{mc}{first}{}", chars.as_str().to_lowercase()),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first letter of each word: "Just Jared Jr." → "JJJ", "Corinne Vale" → "CV".
fn initials(name: &str) -> String {
    name.split_whitespace()
        .filter_map(|w| w.chars().next())
        .filter(|c| c.is_alphanumeric())
        .collect()
}

/// The one full name whose initials a label in capitals is ("CV" → "Corinne Vale"), as
/// interviews label the answers after the first.
/// ("BMc" → "Brett McCrea": a surname's "Mc" kept whole, as a magazine writes it.)
pub fn name_of_initials<'a>(label: &str, full_names: &'a [String]) -> Option<&'a str> {
    let capitals = label.replacen("Mc", "M", 1);
    if !(2..=4).contains(&capitals.len()) || !capitals.bytes().all(|b| b.is_ascii_uppercase()) {
        return None;
    }
    let with_mc = |name: &str| -> String {
        name.split_whitespace()
            .filter_map(|w| match w.strip_prefix("Mc") {
                Some(rest) if rest.starts_with(char::is_uppercase) => Some("Mc".to_string()),
                _ => w.chars().next().map(String::from),
            })
            .collect()
    };
    let mut matching = full_names
        .iter()
        .filter(|n| initials(n) == label || label.contains("Mc") && with_mc(n) == label);
    let name = matching.next()?;
    matching.next().is_none().then_some(name.as_str())
}

/// Whether a label names the interviewer's side: the outlet ("SCREEN NOTES", or its initials,
/// "JJJ" for "Just Jared Jr."), or the writer.
fn names_interviewer(label: &str, outlet: Option<&str>, author: Option<&str>) -> bool {
    let label = label.to_lowercase();
    let same = |other: &str| other.to_lowercase() == label;
    let initials = |other: &str| {
        let letters = initials(other);
        letters.chars().count() >= 2 && letters.to_lowercase() == label
    };
    outlet.is_some_and(|o| same(o) || initials(o))
        || author.is_some_and(|a| same(a) || a.split_whitespace().last().is_some_and(same))
}

/// One labelled or unlabelled piece of the article: a whole paragraph, or one line-led turn
/// inside a paragraph.
struct Piece {
    paragraph: usize,
    /// The piece's range in the paragraph's text.
    range: Range<usize>,
    /// Its label and where its words start, in the paragraph's text.
    label: Option<(Label, usize)>,
    /// Whether its label gives the turn's time.
    timed: bool,
    /// Whether its label gives the speaker's role (see `Opening::credited`).
    credited: bool,
    /// Whether its label gives the speaker's office (see `Opening::official`).
    official: bool,
    /// Whether its label credits the speaker as a broadcaster does (see
    /// `Opening::broadcast_credit`).
    broadcast_credit: bool,
    /// Whether its label is a conference call's operator or participant.
    call: CallRole,
    /// The label as written, where `same_person_under_initials` read it as a full name; or the
    /// name an "A:" is signed with ("A: (Jason)").
    written: Option<String>,
}

/// Paragraphs cut where a line opens with a label, and, in a line that opens with a label in
/// capitals, where a sentence ends and another such label follows: a press conference's
/// transcript pasted with its line breaks lost (`COACH REED: … THE MODERATOR: Questions? Q.
/// Coach, …? COACH REED: …`).
///
/// `asks` says whether a label names the interviewer's side (see
/// `Opening::alone_in_small_letters`).
fn pieces(paragraphs: &[&str], asks: &dyn Fn(&str) -> bool) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    let mut pasted_before = false;
    for (paragraph, text) in paragraphs.iter().enumerate() {
        let mut line_start = 0;
        for line in text.split_inclusive('\n') {
            let opening = label_of(line).filter(|o| {
                !o.alone_in_small_letters || matches!(&o.label, Label::Named(name) if asks(name))
            });
            let caps = opening
                .as_ref()
                .is_some_and(|o| is_caps_label(&o.label, line));
            // "Operator: … Warren Kneeshaw: Thank you, Audra. …": a call's record pasted as one
            // line names each speaker in full, in capitals and small letters.
            let operator_first = opening
                .as_ref()
                .is_some_and(|o| o.call == CallRole::Operator);
            let mut cuts: Vec<(usize, Option<Opening>)> = Vec::new();
            if line_start == 0 || opening.is_some() {
                cuts.push((0, opening));
            }
            // "Nadal Interview | Australian Open Q. Each set…? RAFAEL NADAL: I think…": a
            // heading glued before a transcript pasted as one line, found by its turns: two
            // questions and two answers in capitals at least.
            let inline = inline_labels(line, operator_first);
            let count = |f: fn(&Label) -> bool| {
                inline
                    .iter()
                    .filter_map(|(_, o)| o.as_ref())
                    .filter(|o| f(&o.label))
                    .count()
            };
            // (Once a page has pasted one transcript so, the next may be shorter: "…Round Q.
            // Essentially the perfect match. Do you…? ROGER FEDERER: Yeah, I mean…".)
            let answers = count(|l| matches!(l, Label::Named(_)));
            let pasted = count(|l| matches!(l, Label::Question)) >= 2 && answers >= 2
                || pasted_before && answers >= 1;
            pasted_before |= pasted;
            if caps || pasted || operator_first {
                cuts.extend(inline);
            }
            // "DR. JOHN SMITH: …": a label inside another label ("JOHN SMITH", after "DR. ") is
            // no turn of its own; each cut starts after the words of the one before.
            let mut words_from = 0;
            cuts.retain(|(at, opening)| {
                let keep = *at >= words_from;
                if keep {
                    words_from = at + opening.as_ref().map_or(0, |o| o.words);
                }
                keep
            });
            for (at, opening) in cuts {
                let start = line_start + at;
                if let Some(previous) = out.last_mut().filter(|p| p.paragraph == paragraph) {
                    previous.range.end = start;
                }
                let (timed, credited, official, broadcast_credit, call) =
                    opening.as_ref().map_or(Default::default(), |o| {
                        (o.timed, o.credited, o.official, o.broadcast_credit, o.call)
                    });
                let signed = opening.as_ref().and_then(|o| o.signed.clone());
                out.push(Piece {
                    paragraph,
                    range: start..text.len(),
                    label: opening.map(|o| (o.label, start + o.words)),
                    timed,
                    credited,
                    official,
                    broadcast_credit,
                    call,
                    written: signed,
                });
            }
            line_start += line.len();
        }
    }
    out
}

/// Where the words start after `at` in `line`, past spaces and line breaks: after a turn's time
/// or its signature, what was said.
fn words_past(line: &str, at: usize) -> usize {
    at + (line[at..].len() - line[at..].trim_start().len())
}

/// `(Jason)` or `(Brad Feld)` opening an answer: the name, and the bytes of the parentheses.
fn answer_signed_in_parentheses(words: &str) -> Option<(String, usize)> {
    let inside = words.strip_prefix('(')?;
    let close = inside.char_indices().take(40).find(|&(_, c)| c == ')')?.0;
    let name = inside[..close].trim();
    let name_like = !name.is_empty()
        && name.split_whitespace().count() <= 3
        && name
            .split_whitespace()
            .all(|w| w.starts_with(char::is_uppercase) && w.chars().all(char::is_alphabetic));
    name_like.then(|| (name.to_string(), close + 2))
}

/// "I'm Neal Conan, in Washington.": the surnames, in small letters, of the people a text
/// introduces as "I'm" and a name of two or three words.
fn self_introduced(text: &str) -> Vec<String> {
    text.match_indices("I'm ")
        .chain(text.match_indices("I’m "))
        .filter_map(|(at, opening)| surname_of_name_at(&text[at + opening.len()..]))
        .collect()
}

/// The surname, in small letters, of a name of two or three capitalized words that opens
/// `text`: "kelly" of "Mary Louise Kelly, in Washington."
fn surname_of_name_at(text: &str) -> Option<String> {
    let name: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '\'' | '’' | '-')))
        .take_while(|w| w.starts_with(char::is_uppercase))
        .take(3)
        .collect();
    (name.len() >= 2)
        .then(|| name.last().map(|w| w.to_lowercase()))
        .flatten()
}

/// "JUDY WOODRUFF: Good evening. I'm Judy Woodruff. … White House correspondent Yamiche Alcindor
/// begins our coverage.": the surnames, in small letters, of an anchor who gives her own name in
/// a turn of hers and hands the broadcast to a reporter in one, and of the reporters handed it
/// (a police sergeant who gives his name at a news conference hands nothing on).
fn broadcast_narrators(paragraphs: &[&str], pieces: &[Piece]) -> Vec<String> {
    // (Only where a label names someone is it asked who narrates: other pages skip the scan.)
    if !pieces
        .iter()
        .any(|p| matches!(p.label, Some((Label::Named(_), _))))
    {
        return Vec::new();
    }
    let mut introduced_themselves: HashSet<String> = HashSet::new();
    let mut handing_over: HashSet<String> = HashSet::new();
    let mut handed: Vec<String> = Vec::new();
    let mut speaker: Option<String> = None;
    for p in pieces {
        let text = &paragraphs[p.paragraph][p.range.clone()];
        if let Some((label, _)) = &p.label {
            speaker = match label {
                Label::Named(name) => surname(name),
                _ => None,
            };
        }
        let reporters = reporters_handed_the_broadcast(text);
        if let Some(own) = &speaker {
            if self_introduced(text).contains(own) {
                introduced_themselves.insert(own.clone());
            }
            if !reporters.is_empty() {
                handing_over.insert(own.clone());
            }
        }
        handed.extend(reporters);
    }
    if handed.is_empty() {
        return handed;
    }
    handed.extend(introduced_themselves.intersection(&handing_over).cloned());
    handed
}

/// "White House correspondent Yamiche Alcindor begins our coverage.", "John Yang reports from
/// Florida.", "William Brangham joins us now.": the surnames, in small letters, of the reporters a
/// broadcast's anchor hands over to.
fn reporters_handed_the_broadcast(text: &str) -> Vec<String> {
    const HANDED_OVER: [&str; 6] = [
        " begins our coverage",
        " reports from",
        " joins us now",
        " joins me now",
        " joins us from",
        " has the story",
    ];
    let after_a_correspondent = ["correspondent ", "Correspondent "]
        .iter()
        .flat_map(|role| text.match_indices(role))
        .filter_map(|(at, role)| surname_of_name_at(&text[at + role.len()..]));
    let before_a_handover = HANDED_OVER
        .iter()
        .flat_map(|phrase| text.match_indices(phrase))
        .filter_map(|(at, _)| {
            // The name of two or three capitalized words right before the phrase ("state
            // utilities reporter Dana Whitfield joins us now").
            let words: Vec<&str> = text[..at]
                .rsplit(' ')
                .take_while(|w| {
                    w.starts_with(char::is_uppercase) && !w.ends_with(['.', ',', ':', ';'])
                })
                .take(3)
                .collect();
            (words.len() >= 2)
                .then(|| words.first().map(|w| w.to_lowercase()))
                .flatten()
        });
    after_a_correspondent.chain(before_a_handover).collect()
}

/// "NPR's David Schaper takes the temperature in Chicago.": the surnames, in small letters, of
/// the reporters a host hands over to, a network's initials and a possessive before a name of
/// two or three words.
fn network_reporters(text: &str) -> Vec<String> {
    text.match_indices("'s ")
        .chain(text.match_indices("’s "))
        .filter(|(at, _)| {
            let network = text[..*at]
                .rsplit(|c: char| !c.is_alphanumeric())
                .next()
                .unwrap_or_default();
            (2..=5).contains(&network.len()) && network.chars().all(|c| c.is_ascii_uppercase())
        })
        .filter_map(|(at, possessive)| surname_of_name_at(&text[at + possessive.len()..]))
        .collect()
}

/// "John Irving: …?" and "Craig Nova: …" for the first exchange, then "JI: …?" and "CN: …", or
/// "Irving: …?" and "Nova: …": the initials or surnames are the same two people, whose turns
/// count together (two questions of one asker, not one question each of two people). Each
/// answer keeps its label as written, which `extract` resolves to the full name.
fn same_person_under_initials(pieces: &mut [Piece]) {
    // Each label's initials and surname, and the one full name they stand for (`None` where
    // two share them): maps, so that a long transcript stays linear.
    let mut short_forms: HashMap<String, Option<String>> = HashMap::new();
    for piece in pieces.iter() {
        let Some((Label::Named(full), _)) = &piece.label else {
            continue;
        };
        let Some((_, surname)) = full.rsplit_once(' ') else {
            continue;
        };
        let letters = initials(full);
        let as_initials =
            (2..=4).contains(&letters.len()) && letters.bytes().all(|b| b.is_ascii_uppercase());
        for short in [Some(surname.to_string()), as_initials.then_some(letters)]
            .into_iter()
            .flatten()
        {
            crate::people::note_the_one_name(&mut short_forms, short, full);
        }
    }
    for piece in pieces.iter_mut() {
        if let Some((Label::Named(name), _)) = &mut piece.label {
            if let Some(Some(full)) = short_forms.get(name.as_str()) {
                piece.written = Some(std::mem::replace(name, full.clone()));
            }
        }
    }
}

/// Whether a line's label is written in capitals ("COACH REED:", "Q."), as transcripts of press
/// conferences write them; a name in capitals and small letters may open a sentence.
fn is_caps_label(label: &Label, line: &str) -> bool {
    let name = match label {
        Label::Named(name) | Label::Reporter(name) => name.as_str(),
        Label::Question | Label::Answer => {
            let rest = line.trim_start_matches([' ', '\t', '*', '_']);
            rest.split([':', '.', ')', '|']).next().unwrap_or(rest)
        }
    };
    name.chars().any(char::is_alphabetic) && !name.chars().any(char::is_lowercase)
}

/// Labels in capitals inside a line, each after the end of a sentence (with `full_names`, also
/// a full name in capitals and small letters): where each starts in the line, and the label.
fn inline_labels(line: &str, full_names: bool) -> Vec<(usize, Option<Opening>)> {
    let mut found = Vec::new();
    for (at, _) in line
        .match_indices(". ")
        .chain(line.match_indices("? "))
        .chain(line.match_indices("! "))
    {
        // "DR. JO MARCH:": the full stop of a title ends no sentence, and "JO MARCH:" is no
        // label of its own.
        if !ends_sentence(line, at) {
            continue;
        }
        // ("What is that about?    CONDOLEEZZA RICE: Well…": a page may pad the gap.)
        let start = at + 1 + line[at + 1..].len() - line[at + 1..].trim_start_matches(' ').len();
        let Some(rest) = line.get(start..) else {
            continue;
        };
        if !rest.starts_with(|c: char| c.is_uppercase()) {
            continue;
        }
        let accepted = |o: &Opening| {
            !o.alone_in_small_letters
                && (is_caps_label(&o.label, rest)
                    || full_names
                        && matches!(&o.label, Label::Named(name) if is_full_name_label(name)))
        };
        if let Some(opening) = label_of(rest).filter(accepted) {
            found.push((start, Some(opening)));
        }
    }
    found.sort_by_key(|(at, _)| *at);
    found
}

/// Whom an article's title names, as transcripts without labels are told by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitledBy {
    /// No person, or not in a form that says whose words follow.
    Nobody,
    /// A person's name and nothing else ("QB Cam Ward"), as teams title the transcripts of
    /// their press conferences.
    PersonAlone,
    /// A person, then what they talk about ("Natalie Dormer on horror and Game of Thrones").
    PersonOnATopic,
}

/// The answers of an article written as a transcript; empty when it is not one.
/// `is_person` says whether a label, as written ("REYES", "Ines Marlow"), names someone the article names.
pub fn answers(
    paragraphs: &[&str],
    outlet: Option<&str>,
    author: Option<&str>,
    is_person: &dyn Fn(&str) -> bool,
    titled_by: TitledBy,
    headline_first: bool,
) -> Vec<Turn> {
    // The headline is no turn ("She Said: Maria Schrader on…" is not "She Said" speaking):
    // where the first paragraph's first line is the headline, labels are read without it,
    // spaces in its place so that every offset holds.
    let blanked = headline_first
        .then(|| paragraphs.first())
        .flatten()
        .map(|first| {
            let line = first.lines().next().unwrap_or_default().len();
            " ".repeat(line) + &first[line..]
        });
    // "Governor Transcript: April 13 Press Conference": a page that calls itself a transcript
    // is a record of what was said, every named label's words.
    let titled_transcript = headline_first
        && paragraphs.first().is_some_and(|first| {
            has_word(first.lines().next().unwrap_or_default(), &["transcript"])
        });
    let labelled = match &blanked {
        Some(first) => {
            let mut without_headline = paragraphs.to_vec();
            without_headline[0] = first;
            labelled_answers(
                &without_headline,
                outlet,
                author,
                is_person,
                titled_transcript,
            )
        }
        None => labelled_answers(paragraphs, outlet, author, is_person, titled_transcript),
    };
    if !labelled.is_empty() {
        return labelled;
    }
    let unlabelled = unlabelled_answers(paragraphs, titled_by, headline_first);
    if unlabelled.is_empty() {
        credited_roundup(paragraphs)
    } else {
        unlabelled
    }
}

/// "Gillian Robespierre, “Landline” Jenny Slate was attached from the beginning. I wrote…": a
/// roundup of filmmakers asked one question, each paragraph opened by a person's name and a
/// title in marks, then their own words without marks, in the first person. Two such
/// paragraphs at least.
fn credited_roundup(paragraphs: &[&str]) -> Vec<Turn> {
    let credited = |text: &str| -> Option<(String, usize)> {
        let (name, rest) = text.split_once(", ")?;
        let name = name.trim();
        let name_words = name.split_whitespace().count();
        if !(2..=4).contains(&name_words) || !crate::people::looks_like_person(name) {
            return None;
        }
        let title = rest.strip_prefix('“')?;
        let close = title.find('”')?;
        if title[..close].split_whitespace().count() > 8 {
            return None;
        }
        let after = &title[close + '”'.len_utf8()..];
        let words = after.trim_start();
        // ("Dana Pike, “a longtime resident,” said…": a description in marks, then narrative.)
        let opens = words.starts_with(char::is_uppercase) || words.starts_with('“');
        (opens && words.len() < after.len() && speaks_in_first_person(words))
            .then(|| (name.to_string(), text.len() - words.len()))
    };
    let turns: Vec<Turn> = paragraphs
        .iter()
        .enumerate()
        .filter_map(|(paragraph, text)| {
            let (name, start) = credited(text)?;
            Some(Turn {
                paragraph,
                words: start..text.trim_end().len(),
                kind: TurnKind::Answer { label: Some(name) },
                labelled: true,
            })
        })
        .collect();
    if turns.len() >= 2 {
        turns
    } else {
        Vec::new()
    }
}

/// Words that address the person interviewed, and words a person uses of themselves.
const SECOND_PERSON: [&str; 11] = [
    "you", "your", "you're", "you’re", "you've", "you’ve", "you'd", "you’d", "you'll", "you’ll",
    "yourself",
];
const FIRST_PERSON: [&str; 24] = [
    "i", "i'm", "i’m", "i've", "i’ve", "i'd", "i’d", "i'll", "i’ll", "me", "my", "we", "we're",
    "we’re", "we've", "we’ve", "we'll", "we’ll", "we'd", "we’d", "our", "us",
    // "Pass this bill and let's keep…": "us" in "let's".
    "let's", "let’s",
];
/// What an interview says of itself before its first question: "She talked to us about…".
const ANNOUNCES_AN_INTERVIEW: [&str; 13] = [
    "interview",
    // "held an AMA on Reddit": an "ask me anything".
    "ama",
    "interviewed",
    "q&a",
    "talk",
    "talks",
    "talked",
    "spoke",
    "speaks",
    "chat",
    "chats",
    "chatted",
    "conversation",
];

/// Whether a text speaks to "you": the writer's question to the person interviewed.
pub(crate) fn addresses_you(text: &str) -> bool {
    has_word(text, &SECOND_PERSON)
}

/// Whether a text speaks in the first person; "US" in capitals is the country ("the US Open").
pub(crate) fn speaks_in_first_person(text: &str) -> bool {
    words_of(text).any(|w| w != "US" && FIRST_PERSON.contains(&w.to_lowercase().as_str()))
}

/// The capitalized words of a text, in small letters and without a possessive's "'s": the
/// surnames it may name ("Gillett's family" names Gillett).
fn names_in(text: &str) -> impl Iterator<Item = String> + '_ {
    words_of(text)
        .filter(|w| w.starts_with(char::is_uppercase))
        .map(surname_key)
}

/// A label's or a name's last word, in small letters: "woodruff" of "JUDY WOODRUFF".
fn surname(name: &str) -> Option<String> {
    name.split_whitespace().last().map(str::to_lowercase)
}

/// A capitalized word as the surname it may be: in small letters, without a possessive's "'s".
fn surname_key(word: &str) -> String {
    word.trim_end_matches("'s")
        .trim_end_matches("’s")
        .to_lowercase()
}

fn words_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || matches!(c, '\'' | '’' | '&')))
}

fn has_word(text: &str, list: &[&str]) -> bool {
    words_of(text).any(|w| list.contains(&w.to_lowercase().as_str()))
}

/// "Five minutes with…", "In conversation with…", "We sat down with…": the lines before the
/// first question say an interview follows.
pub(crate) fn announces_an_interview(intro: &[&str]) -> bool {
    intro.iter().any(|t| {
        let lower = t.to_lowercase();
        has_word(t, &ANNOUNCES_AN_INTERVIEW)
            || [
                "minutes with",
                "questions for",
                "questions with",
                "sat down with",
                // "Showrunner Graeme Manson breaks down the sci-fi series' return."
                "breaks down",
                // "Excerpts of the press conference", "came to the press conference to share
                // his emotions": a transcript of questions put to one person.
                "press conference",
                // "We asked our panel of entrepreneurial experts to share how…": a panel's
                // answers to the questions set out below.
                "asked our panel",
            ]
            .iter()
            .any(|phrase| lower.contains(phrase))
    })
}

/// "Can you tell us how the band formed? Well, Joe had been travelling…": each question and its
/// answer in one paragraph, as a bold question run into its answer reads once the bold is lost.
/// Only where no question stands as a paragraph of its own, and under the guards of
/// `unlabelled_answers`: an interview announced (or three prompts of a questionnaire under a
/// title of a person and a topic), a question to "you", three answers at least, half of them or
/// more in the first person. A paragraph with no question is more of the answer while it speaks
/// in the first person.
fn inline_answers(paragraphs: &[&str], titled_by: TitledBy) -> Vec<Turn> {
    // The question, and where the answer starts: after a questionnaire's prompt, or the
    // paragraph's first "?".
    fn split(t: &str) -> Option<(&str, usize)> {
        let word_count = |t: &str| t.split_whitespace().count();
        let trimmed = t.trim_start();
        let lead = t.len() - trimmed.len();
        let end = match (prompt_end(trimmed), trimmed.find("? ")) {
            (Some(colon), _) => colon,
            (None, Some(at)) => at + 1,
            (None, None) => topic_end(trimmed)?,
        };
        let (question, answer) = trimmed.split_at(end);
        // "— Do you agree? — No, my wife…": a dash may open the answer, as it opens the question.
        let answer_lead = answer.len() - answer.trim_start_matches([' ', '—', '–']).len();
        let asks = word_count(question) <= 60 && !question.starts_with(['“', '"', '‘', '\'', '«']);
        (asks && word_count(answer) >= 5).then_some((question, lead + end + answer_lead))
    }
    let answer_start = |t: &str| split(t).map(|(_, start)| start);
    let Some(first) = paragraphs.iter().position(|t| answer_start(t).is_some()) else {
        return Vec::new();
    };
    let asks_you = paragraphs[first..]
        .iter()
        .any(|t| split(t).is_some_and(|(question, _)| addresses_you(question)));
    // "On working with River Phoenix in Explorers: River was…": topics, three at least, stand
    // for questions to "you".
    let topics = paragraphs[first..]
        .iter()
        .filter(|t| split(t).is_some_and(|(question, _)| question.ends_with(':')))
        .count();
    // Three prompts of a questionnaire ("Name a culinary mentor…: Nancy Silverton.") say whose
    // answers they are under a title of a person and a topic ("Mira Vance Dishes on…") too.
    let prompts = paragraphs[first..]
        .iter()
        .filter(|t| prompt_end(t.trim_start()).is_some())
        .count();
    let titled = titled_by == TitledBy::PersonAlone
        || titled_by == TitledBy::PersonOnATopic && prompts >= 3
        || announces_an_interview(&paragraphs[..first]);
    if !(asks_you || topics >= 3) || !titled {
        return Vec::new();
    }
    let mut turns = Vec::new();
    let (mut answered, mut in_first_person, mut in_answer) = (0, 0, false);
    for (paragraph, text) in paragraphs.iter().enumerate().skip(first) {
        let end = text.trim_end().len();
        if let Some(mut start) = answer_start(text) {
            // "…at Restaurant Mexico. Who would you most like to cook for?: Colman Andrews…": a
            // questionnaire's next prompt and answer may run on in the same paragraph.
            while let Some(at) = text[start..end].find("?: ").map(|at| start + at) {
                let question = start + crate::text::last_sentence_start(&text[start..at + 1]);
                let next = at + "?: ".len();
                if question == start || end - next == 0 {
                    break;
                }
                answered += 1;
                in_first_person += usize::from(speaks_in_first_person(&text[start..question]));
                turns.push(Turn {
                    paragraph,
                    words: start..text[..question].trim_end().len(),
                    kind: TurnKind::Answer { label: None },
                    labelled: false,
                });
                start = next;
            }
            answered += 1;
            in_first_person += usize::from(speaks_in_first_person(&text[start..end]));
            turns.push(Turn {
                paragraph,
                words: start..end,
                kind: TurnKind::Answer { label: None },
                labelled: false,
            });
            in_answer = true;
        } else if in_answer && speaks_in_first_person(text) {
            let start = text.len() - text.trim_start().len();
            turns.push(Turn {
                paragraph,
                words: start..end,
                kind: TurnKind::MoreOfAnswer,
                labelled: false,
            });
        } else {
            in_answer = false;
        }
    }
    if answered < 3 || in_first_person * 2 < answered {
        return Vec::new();
    }
    turns
}

/// "Name a culinary mentor and explain what you learned from that person: Nancy Silverton.",
/// "What's your guiding principle?: Enhance flavors…": where a questionnaire's prompt, run into
/// its answer, ends, if it does: after a colon among its first 30 words, with no sentence
/// ended before it (a "?" may stand right before the colon), the prompt asking "you" or opening
/// with a verb of `PROMPTS`, and saying nothing in the first person but the asker's "us" (an
/// answer's "I told you this: …" is no prompt).
fn prompt_end(paragraph: &str) -> Option<usize> {
    // (Thirty words fit in 400 bytes: the colon is looked for there only, not to the end of a
    // long paragraph, each time a paragraph is read.)
    let colon = crate::text::head(paragraph, 400).find(": ")?;
    let prompt = paragraph[..colon]
        .strip_suffix('?')
        .unwrap_or(&paragraph[..colon]);
    // ("Tell us how": the asker's "us" is no answerer's.)
    let in_first_person = words_of(prompt).any(|w| {
        let w = w.to_lowercase();
        w != "us" && FIRST_PERSON.contains(&w.as_str())
    });
    let asks = (addresses_you(prompt) || opens_with_a_prompt(prompt)) && !in_first_person;
    let short = prompt.split_whitespace().count() <= 30;
    let in_marks = paragraph[colon + 1..]
        .trim_start()
        .starts_with(OPENING_MARKS);
    let one_sentence = !prompt.contains(['.', '?', '!', '“', '"', '”', '‘']);
    (asks && short && one_sentence && !in_marks).then_some(colon + 1)
}

/// "On how scary Philip Seymour Hoffman is: When I first met Phil…": where a topic that opens a
/// paragraph ends, before its answer without marks, if it does: at a colon among its first 25
/// words, before any sentence ends.
fn topic_end(paragraph: &str) -> Option<usize> {
    if !paragraph.starts_with("On ") {
        return None;
    }
    let colon = paragraph.find(": ")?;
    let topic = &paragraph[..colon];
    let short = topic.split_whitespace().count() <= 25;
    // `On all the losing: "You can say…"`: an answer in marks is a quote sheet's, read as prose.
    let in_marks = paragraph[colon + 1..]
        .trim_start()
        .starts_with(OPENING_MARKS);
    (short && !in_marks && !topic.contains(['.', '?', '!', '“', '"'])).then_some(colon + 1)
}

/// Verbs that open a prompt set where a question would be: "Describe your collection…".
const PROMPTS: [&str; 6] = ["describe", "tell", "name", "share", "explain", "talk"];

/// Whether a text opens with a verb of `PROMPTS`, as a questionnaire's prompt does.
fn opens_with_a_prompt(text: &str) -> bool {
    text.split_whitespace()
        .next()
        .is_some_and(|first| PROMPTS.contains(&first.to_lowercase().as_str()))
}

/// Whether a text holds a question mark that ends a question: followed by a space, a closing
/// mark or nothing. "so?¢‚Ǩ¬¶", an ellipsis garbled by a wrong encoding, asks nothing.
fn asks_with_a_question_mark(text: &str) -> bool {
    text.match_indices('?').any(|(at, _)| {
        text[at + 1..]
            .chars()
            .next()
            .is_none_or(|c| c.is_whitespace() || "”’\"')".contains(c))
    })
}

/// "…and we got married up there, and it's all burning, right?": a turn that ends in a tag
/// ("right?", "you know?", "isn't it?") after a clause that says no "you" asks nobody
/// anything; "You grew up there, right?" asks the person interviewed.
fn ends_in_a_tag_to_no_one(turn: &str) -> bool {
    let turn = turn.trim_end();
    let Some(asked) = turn.strip_suffix('?') else {
        return false;
    };
    let sentence_start = asked.rfind(['.', '!', '?']).map_or(0, |at| at + 1);
    let Some((clause, tag)) = asked[sentence_start..].rsplit_once(',') else {
        return false;
    };
    let tag_words: Vec<&str> = tag.split_whitespace().collect();
    (1..=3).contains(&tag_words.len())
        && tag_words
            .iter()
            .all(|w| w.chars().all(|c| c.is_lowercase() || c == '\'' || c == '’'))
        && !addresses_you(clause)
}

/// Questions whose labels were lost (bold questions pasted as plain text): each a paragraph of
/// its own, ending in "?" (or a short one asking "you", then a remark), the answer in the
/// paragraphs after it. Only where the article says it is an interview before its first
/// question, one question at least is to "you", at least three questions are answered, and at
/// least half the answers say "I" or "we": a column's rhetorical questions stay prose. An
/// answer goes on only through paragraphs in the first person, so the writer's closing line is
/// no answer, and a short remark to "you" between answers asks.
fn unlabelled_answers(paragraphs: &[&str], titled_by: TitledBy, headline_first: bool) -> Vec<Turn> {
    let word_count = |t: &str| t.split_whitespace().count();
    let opens_with_mark = |t: &str| t.starts_with(['“', '"', '‘', '\'', '«']);
    // "What is the provoking part?", "How ready are you? It's been so secretive.", "…were you
    // less comfortable today? You looked like you were moving around a lot.": a question to
    // "you" may end on a remark of the asker's own, with no "I" or "we" in it (with one, it is
    // an answer run on after its question: `inline_answers`).
    let remark_after_question = |t: &str| {
        t.rsplit_once('?')
            .is_some_and(|(_, tail)| word_count(tail) <= 25 && !speaks_in_first_person(tail))
    };
    let short_and_unquoted = |t: &str| !opens_with_mark(t) && word_count(t) <= 60;
    // "I had a chance to watch the second season… For you as an actor, what was it like…?": a
    // question to "you" may come after a longer preamble of the asker's.
    let asks_you_after_a_preamble = |t: &str| {
        !opens_with_mark(t)
            && word_count(t) <= 100
            && addresses_you(&t[crate::text::last_sentence_start(t)..])
    };
    let ends_in_question =
        |t: &str| (short_and_unquoted(t) || asks_you_after_a_preamble(t)) && t.ends_with('?');
    // (`Bell says: “… Was it? The rest.”`, a quote with a question in it, asks no one.)
    let asks_then_remarks = |t: &str| {
        short_and_unquoted(t)
            && !t.ends_with('?')
            && asks_with_a_question_mark(t)
            && addresses_you(t)
            && remark_after_question(t)
            && !t.contains(['“', '"'])
            // "What's your guiding principle?: Enhance flavors…" is a questionnaire's prompt
            // run into its answer (`inline_answers`).
            && prompt_end(t).is_none()
    };
    // "on whether it was frustrating…": a press conference's topic, set where a question would
    // be. Two of them ask as a question to "you" does.
    // ("On your emotions", "On his performance (question to Gajewski)": set as a heading, with
    // no punctuation of a sentence at all.)
    let is_topic = |t: &str| {
        t.get(..3).is_some_and(|on| on.eq_ignore_ascii_case("on "))
            && word_count(t) <= 15
            && (t.ends_with(['…', ':'])
                || t.ends_with("...")
                || !t.contains(['.', ',', '!', '?', ';', '“', '"']))
    };
    // "Describe your collection in 3 words", "Tell us about the inspiration behind your
    // collection.": a prompt in place of a question, short, one sentence at most.
    let is_prompt = |t: &str| {
        let body = t.strip_suffix('.').unwrap_or(t);
        opens_with_a_prompt(t)
            && word_count(t) <= 12
            && addresses_you(t)
            && !body.contains(['.', '!', '?', '…', '”', '"'])
    };
    let is_question =
        |t: &str| ends_in_question(t) || asks_then_remarks(t) || is_topic(t) || is_prompt(t);
    // ("Thanks a ton for entertaining us Corey… Can't wait to read more by you.": a thank-you
    // to "you" is the writer's closing, however long.)
    let thanks_you = |t: &str| {
        let lower = t.to_lowercase();
        addresses_you(t) && (lower.contains("thanks") || lower.contains("thank you"))
    };
    let is_remark =
        |t: &str| !opens_with_mark(t) && addresses_you(t) && (word_count(t) <= 20 || thanks_you(t));
    // ("Snowpiercer season 2 premiere: Just how villainous is Mr. Wilford?": a headline that
    // asks is no question of the interview's.)
    let from = usize::from(headline_first);
    let Some(first_question) = paragraphs
        .iter()
        .skip(from)
        .position(|t| is_question(t.trim()))
        .map(|k| k + from)
    else {
        return inline_answers(paragraphs, titled_by);
    };
    let topics = paragraphs[first_question..]
        .iter()
        .filter(|t| is_topic(t.trim()))
        .count();
    let asks_you = topics >= 2
        || paragraphs[first_question..]
            .iter()
            .any(|t| is_question(t.trim()) && addresses_you(t));
    // ("…we can't wait to interview him. Ready, Corey?": an introduction may end on a question
    // of its own, and say there what follows.)
    let said_to_be_an_interview = announces_an_interview(&paragraphs[..first_question])
        || word_count(paragraphs[first_question]) >= 25
            && announces_an_interview(&paragraphs[first_question..=first_question]);
    if titled_by == TitledBy::Nobody && !said_to_be_an_interview || !asks_you {
        return Vec::new();
    }
    // Where only a title of a person and a topic says whose answers they are, a question ends
    // in "?": a remark after it reads as well as narrative that happens to ask something.
    let remarks_ask = said_to_be_an_interview || titled_by == TitledBy::PersonAlone;
    // "2. Tell us more about this new song… (Note, I sent this question before…)": where the
    // questions are numbered, two of them ending in "?" at least, a numbered paragraph asks
    // whatever its last mark.
    let numbered = |t: &str| crate::text::opens_a_numbered_item(t) && word_count(t) <= 60;
    let numbered_questions = paragraphs[first_question..]
        .iter()
        .filter(|t| numbered(t.trim()) && t.trim().ends_with('?'))
        .count()
        >= 2;
    // "1: Give a brief synopsis." and its answer before "2. What is the lesson you…?": the
    // list's first prompt asks too, though it says no "you" and ends in a full stop.
    let first_question = match first_question.checked_sub(2) {
        Some(k) if k >= from && numbered(paragraphs[k].trim()) => k,
        _ => first_question,
    };
    let asks = |t: &str| {
        ends_in_question(t)
            || remarks_ask && asks_then_remarks(t)
            || is_topic(t)
            || is_prompt(t)
            || numbered_questions && numbered(t)
    };
    enum State {
        Asked,
        InAnswer,
        Outside,
    }
    let mut state = State::Outside;
    let mut turns = Vec::new();
    let (mut answered, mut in_first_person) = (0, 0);
    // (Whether every question ends in "?", none a topic or a prompt.)
    let mut all_asked_with_marks = true;
    // "I would say three things, in this order:" then "1. Water, more than you think you
    // need.": an answer's numbered list goes on with it, though an item speaks to "you".
    let mut list_open = false;
    for (paragraph, text) in paragraphs.iter().enumerate().skip(first_question) {
        let trimmed = text.trim();
        let words = {
            let start = text.len() - text.trim_start().len();
            start..start + trimmed.len()
        };
        let in_list =
            std::mem::take(&mut list_open) && matches!(state, State::InAnswer) && numbered(trimmed);
        if in_list {
            turns.push(Turn {
                paragraph,
                words,
                kind: TurnKind::MoreOfAnswer,
                labelled: false,
            });
            list_open = true;
            continue;
        }
        if asks(trimmed) {
            all_asked_with_marks &= ends_in_question(trimmed);
            state = State::Asked;
            continue;
        }
        let first_person = speaks_in_first_person(trimmed);
        list_open = trimmed.ends_with(':');
        state = match state {
            State::Asked => {
                answered += 1;
                in_first_person += usize::from(first_person);
                turns.push(Turn {
                    paragraph,
                    words,
                    kind: TurnKind::Answer { label: None },
                    labelled: false,
                });
                State::InAnswer
            }
            // ("Also, in television, you can…", "And you have lines…": an answer goes on where
            // a paragraph opens with a connective, though it speaks of "you" and not of "I".)
            State::InAnswer if is_remark(trimmed) && !goes_on(trimmed) => State::Asked,
            State::InAnswer if first_person || goes_on(trimmed) => {
                turns.push(Turn {
                    paragraph,
                    words,
                    kind: TurnKind::MoreOfAnswer,
                    labelled: false,
                });
                State::InAnswer
            }
            _ => State::Outside,
        };
    }
    // Three answers show a transcript; two do under a title of the person and a topic, or where
    // the text says it is an interview ("Aster and I talked about…") and asks with question
    // marks, if both speak in the first person (a page cut after two questions). (A title of a
    // person alone may be a team's quote sheet, whose topics ask too.)
    // ("1. What inspired you…?" and "2. What is your favorite part…?" under "Author Interview:
    // Kelly O’Connor McNees": two numbered questions to "you" are an interview however its
    // second answer speaks.)
    let enough = answered >= 3
        || answered == 2
            && (titled_by == TitledBy::PersonOnATopic
                || said_to_be_an_interview && all_asked_with_marks)
            && in_first_person == answered
        || answered == 2 && numbered_questions;
    if !enough || in_first_person * 2 < answered {
        return Vec::new();
    }
    turns
}

/// Whether a paragraph opens with a connective that carries on from the one before: "Also,",
/// "And", "But", "Plus".
fn goes_on(paragraph: &str) -> bool {
    let first = paragraph
        .split(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or_default();
    matches!(first, "Also" | "And" | "But" | "Plus" | "So")
}

/// "Opening Remarks" over a paragraph with no quotation marks: a press conference's transcript
/// opens with the statement of the one it questions, unlabelled, before the first question.
/// The turns of that statement, from the lines before the transcript's first turn.
fn opening_statement(paragraphs: &[&str], before_first_turn: &[Piece]) -> Vec<Turn> {
    let is_heading = |line: &str| {
        let line = line.trim().trim_end_matches(':').to_lowercase();
        matches!(
            line.split_whitespace().collect::<Vec<_>>()[..],
            [
                "opening",
                "statement" | "statements" | "remarks" | "comments"
            ]
        )
    };
    let mut turns: Vec<Turn> = Vec::new();
    let mut opened = false;
    for piece in before_first_turn {
        let text = &paragraphs[piece.paragraph][piece.range.clone()];
        let lead = text.len() - text.trim_start().len();
        let (from, words) = match text.trim_start().split_once('\n') {
            Some((first, rest)) if is_heading(first) => {
                opened = true;
                (text.len() - rest.len(), rest)
            }
            _ if is_heading(text) => {
                opened = true;
                continue;
            }
            _ => (lead, text.trim_start()),
        };
        let words_trimmed = words.trim_start();
        if !opened || words_trimmed.is_empty() || words_trimmed.starts_with(OPENING_MARKS) {
            opened = false;
            continue;
        }
        let start = piece.range.start + from + (words.len() - words_trimmed.len());
        let kind = if turns.is_empty() {
            TurnKind::Answer { label: None }
        } else {
            TurnKind::MoreOfAnswer
        };
        turns.push(Turn {
            paragraph: piece.paragraph,
            words: start..start + words_trimmed.trim_end().len(),
            kind,
            labelled: false,
        });
    }
    turns
}

/// Past a transcript's last label, whether a paragraph goes on with the last answer: it speaks
/// in the first person and quotes no one, where the writer's closing lines ("The show airs
/// Friday.", "“We are hands off,” the keeper says.") do not.
fn own_words_go_on(paragraph: &str) -> bool {
    speaks_in_first_person(paragraph) && !paragraph.contains(['“', '"', '«', '„'])
}

/// "Anthony Sereni (Enologist – Archery Summit)" on a line of its own between an answer and
/// the next question: a round-up that asks several people the same questions heads each one's
/// answers so. The line is the next person's heading, no more of the answer above it.
pub(crate) fn heads_the_next_person(line: &str) -> bool {
    let line = line.trim();
    let Some(open) = line.strip_suffix(')').and_then(|l| l.rfind('(')) else {
        return false;
    };
    let name = line[..open].trim_end();
    let parts: Vec<&str> = name.split_whitespace().collect();
    !line.contains('\n')
        && (2..=3).contains(&parts.len())
        && crate::people::looks_like_person(name)
        && !line[open..].contains(['.', '!', '?'])
}

/// "Speaker 2", "spk11", "Audience member": a voice the record could not name.
fn is_unnamed_voice(name: &str) -> bool {
    let lower = name.to_lowercase();
    lower
        .strip_prefix("speaker")
        .is_some_and(|n| n.trim().bytes().all(|b| b.is_ascii_digit()))
        || is_numbered_voice(&lower)
        || lower.starts_with("audience")
        || lower == "crowd"
        || lower.starts_with("unidentified")
        || lower.starts_with("unknown")
}

/// Reads `pieces` as a conference call's record where the operator moderates it (see
/// `CallRole`) or hands it to voices numbered by a transcription service; returns whether it
/// is one. In a call, the lines before the operator's first turn list who takes part, as do
/// participants' lines one after another, and are no turns; elsewhere a "Name -- Role" line is no label. A voice the record could not name
/// ("spk11:") is whoever the turn before handed the call to ("I'll turn things over to Mr.
/// Ryan Domiancek"), in that turn and every later one, the name dropped where the turn
/// repeats it first ("spk00: Stephanie Notami Good morning").
fn read_as_call(pieces: &mut [Piece], paragraphs: &[&str]) -> bool {
    let operator = pieces.iter().position(|p| p.call == CallRole::Operator);
    // "Call participants:" and a participant a line, at either end of the record: a list.
    let participant = |p: &Piece| matches!(p.call, CallRole::Participant { .. });
    let in_a_list: Vec<bool> = (0..pieces.len())
        .map(|k| {
            participant(&pieces[k])
                && [k.checked_sub(1), Some(k + 1)]
                    .into_iter()
                    .flatten()
                    .filter_map(|j| pieces.get(j))
                    .any(participant)
        })
        .collect();
    for (k, piece) in pieces.iter_mut().enumerate() {
        let listed = operator.is_some_and(|first| k < first) || in_a_list[k];
        let stray_participant = operator.is_none() && piece.call != CallRole::None;
        if listed || stray_participant {
            piece.label = None;
            piece.call = CallRole::None;
        }
    }
    let mut voices: HashMap<String, String> = HashMap::new();
    for k in 0..pieces.len() {
        let Some((Label::Named(voice), at)) = &pieces[k].label else {
            continue;
        };
        if !is_numbered_voice(voice) {
            continue;
        }
        let handed = previous_turn(pieces, k).and_then(|before| {
            pieces[before]
                .iter()
                .rev()
                .find_map(|p| handed_over_to(&paragraphs[p.paragraph][p.range.clone()]))
        });
        let name = match (voices.get(voice), handed) {
            (Some(known), _) => known.clone(),
            (None, Some(name)) => {
                voices.insert(voice.clone(), name.clone());
                name
            }
            (None, None) => continue,
        };
        let text = paragraphs[pieces[k].paragraph];
        let mut words = *at;
        if let Some(rest) = text[words..].strip_prefix(name.as_str()) {
            if rest.starts_with(' ') && rest[1..].starts_with(char::is_uppercase) {
                words += name.len() + 1;
            }
        }
        pieces[k].label = Some((Label::Named(name), words));
    }
    operator.is_some() || !voices.is_empty()
}

/// The pieces of the turn before piece `k`: its labelled piece and the unlabelled ones after it
/// ("Operator" alone on its line, then its words).
fn previous_turn(pieces: &[Piece], k: usize) -> Option<Range<usize>> {
    let start = pieces[..k].iter().rposition(|p| p.label.is_some())?;
    Some(start..k)
}

/// "Our next question comes from Dana Whit with Northfield. Your line is open.": an operator's
/// turn that gives the line to an analyst, not to the company's speakers.
fn gives_an_analyst_the_line(text: &str) -> bool {
    let lower = text.to_lowercase();
    [
        "question comes from",
        "question is from",
        "questions come from",
        "question from",
        "from the line of",
        "your line is open",
    ]
    .iter()
    .any(|phrase| lower.contains(phrase))
}

/// "I would now like to turn the conference over to Stephanie Notami, Director of…": the
/// person a call is handed to, titles dropped.
fn handed_over_to(text: &str) -> Option<String> {
    let at = [
        "over to ",
        "the call to ",
        "the conference to ",
        "the floor to ",
    ]
    .iter()
    .filter_map(|phrase| text.rfind(phrase).map(|at| at + phrase.len()))
    .max()?;
    let mut name: Vec<&str> = Vec::new();
    for raw in text[at..].split_whitespace().take(6) {
        let word = raw.trim_end_matches([',', '.', ';']);
        if name.is_empty() && crate::people::is_title(word) {
            continue;
        }
        if !word.starts_with(char::is_uppercase) || word.len() < 2 {
            break;
        }
        name.push(word);
        // "…over to Stephanie Notami, Director of…": the comma ends the name.
        if word.len() < raw.len() {
            break;
        }
    }
    let name = name.join(" ");
    is_full_name_label(&name).then_some(name)
}

/// A transcript whose turns open with labels (see the module comment); empty when it is not one.
fn labelled_answers(
    paragraphs: &[&str],
    outlet: Option<&str>,
    author: Option<&str>,
    is_person: &dyn Fn(&str) -> bool,
    titled_transcript: bool,
) -> Vec<Turn> {
    let mut pieces = pieces(paragraphs, &|name| names_interviewer(name, outlet, author));
    let call = read_as_call(&mut pieces, paragraphs);
    same_person_under_initials(&mut pieces);
    // Each named label's turns, and how many of them end in "?": one pass, so that a long
    // transcript stays linear.
    let ends_in_question = |p: &Piece| {
        paragraphs[p.paragraph][p.range.clone()]
            .trim_end()
            .ends_with('?')
    };
    // "CHUCK TODD:" on a line of its own: its turn's words are the next piece.
    let label_alone = |p: &Piece| matches!(&p.label, Some((_, at)) if paragraphs[p.paragraph][*at..p.range.end].trim().is_empty());
    // The piece that holds the words of the labelled piece `k`: the next one where its label
    // stands alone on its line.
    let turn_of = |k: usize| {
        let p = &pieces[k];
        match pieces.get(k + 1) {
            Some(next) if label_alone(p) && next.label.is_none() => next,
            _ => p,
        }
    };
    let mut named: HashMap<&str, (usize, usize)> = HashMap::new();
    // Each named label's turns that ask something, by a question mark or by opening as a
    // question does ("Is there anyone on stage who… against that person.").
    let mut asking: HashMap<&str, usize> = HashMap::new();
    // Where each named label first opens a turn.
    let mut first_turn: HashMap<&str, usize> = HashMap::new();
    for (k, p) in pieces.iter().enumerate() {
        if let Some((Label::Named(name), _)) = &p.label {
            first_turn.entry(name.as_str()).or_insert(k);
            let turn = turn_of(k);
            let asks = ends_in_question(turn)
                && !ends_in_a_tag_to_no_one(&paragraphs[turn.paragraph][turn.range.clone()]);
            let entry = named.entry(name.as_str()).or_default();
            entry.0 += 1;
            entry.1 += usize::from(asks);
            let opens_a_question = || {
                let from = turn.label.as_ref().map_or(turn.range.start, |(_, at)| *at);
                let text = &paragraphs[turn.paragraph][from..turn.range.end];
                words_of(text)
                    .next()
                    .is_some_and(|w| QUESTION_OPENERS.contains(&w.to_lowercase().as_str()))
            };
            *asking.entry(name.as_str()).or_default() += usize::from(asks || opens_a_question());
        }
    }
    let named_count = |name: &str| named.get(name).map_or(0, |n| n.0);
    // "Bob Cabana: (04:12)": a transcription service's record of an event, every turn timed. Each
    // named person's turns are their words, asked or not; "Speaker 2", a voice it could not
    // name, is no one's.
    let timed_turns = pieces
        .iter()
        .filter(|p| p.timed && matches!(p.label, Some((Label::Named(_), _))))
        .count();
    // "CHARLES MOOSE, POLICE CHIEF, MONTGOMERY COUNTY:": a broadcast transcript credits each
    // speaker with a role, a record of the event just as sure: the anchor and reporters ask, and
    // everyone else named speaks.
    let credited_turns = pieces.iter().filter(|p| p.credited).count();
    // A guest credited in parentheses ("Mr. JIMI IZRAEL (Writer):") or a host credited as one
    // ("SHANKAR VEDANTAM, HOST:") is a broadcaster's record however short the page.
    let recorded = call
        || timed_turns >= 2
        || credited_turns >= 2
        || pieces.iter().any(|p| p.broadcast_credit);
    // "NATHAN ROTT, BYLINE: …", then "ROTT: …": the reporter's later turns report too,
    // questions or not.
    // "This is TALK OF THE NATION. I'm Neal Conan, in Washington.", "Hey, I'm Kelly McEvers.":
    // hosts who introduce themselves before the first labelled turn narrate and ask too.
    let reporters: HashSet<String> = pieces
        .iter()
        .filter_map(|p| match &p.label {
            Some((Label::Reporter(name), _)) => surname(name),
            _ => None,
        })
        .chain(
            pieces
                .iter()
                .take_while(|p| p.label.is_none())
                .flat_map(|p| {
                    let text = &paragraphs[p.paragraph][p.range.clone()];
                    self_introduced(text)
                        .into_iter()
                        .chain(network_reporters(text))
                }),
        )
        .chain(broadcast_narrators(paragraphs, &pieces))
        .collect();
    // "Shri Randhir Jaiswal, Official Spokesperson:" among reporters who give their names and
    // outlets: a briefing, where the one official answers and everyone else named asks.
    let officials: HashSet<&str> = pieces
        .iter()
        .filter(|p| p.official)
        .filter_map(|p| match &p.label {
            Some((Label::Named(name), _)) => Some(name.as_str()),
            _ => None,
        })
        .collect();
    let briefing = officials.len() == 1 && named.len() >= 3;
    // A call's analysts ask: credited as one ("Dana Whit -- Northfield -- Analyst"), or given
    // the line by the operator ("Our next question comes from Dana Whit…"). One pass: the
    // operator's turn runs on over the unlabelled pieces after its label.
    let mut analysts: HashSet<&str> = HashSet::new();
    let mut operator_gave_the_line = false;
    let mut in_operator_turn = false;
    for p in &pieces {
        let text = &paragraphs[p.paragraph][p.range.clone()];
        match &p.label {
            None => operator_gave_the_line |= in_operator_turn && gives_an_analyst_the_line(text),
            Some(_) if p.call == CallRole::Operator => {
                in_operator_turn = true;
                operator_gave_the_line = gives_an_analyst_the_line(text);
            }
            Some((label, _)) => {
                if let Label::Named(name) = label {
                    if operator_gave_the_line
                        || matches!(p.call, CallRole::Participant { analyst: true })
                    {
                        analysts.insert(name.as_str());
                    }
                }
                in_operator_turn = false;
                operator_gave_the_line = false;
            }
        }
    }
    // The labels that open two turns or more.
    let recurring: Vec<&str> = named
        .iter()
        .filter(|(_, (turns, _))| *turns >= 2)
        .map(|(name, _)| *name)
        .collect();
    // "GOVERNOR HOGAN: …" then "PRESIDENT FERGUSON: …" under "Governor Transcript: April 13
    // Press Conference": on a page that calls itself a transcript, people who each speak once,
    // in turn, are on the record; no one interviews them.
    let recorded = recorded || titled_transcript && recurring.is_empty() && named.len() >= 2;
    // "NP: Big day today." and the answer after it, unlabelled: the one label that recurs labels
    // only the questions when an unlabelled paragraph follows most of its turns, and those
    // paragraphs ask no more than it does. The name it is the initials of ("Nilay Patel:",
    // the first turn) asks too.
    let labels_only_questions = match recurring[..] {
        [name] => {
            let (turns, questions) = named.get(name).copied().unwrap_or_default();
            // (A label alone on its line, "LENA PARK:", is followed by its own words.)
            let followers: Vec<&Piece> = pieces
                .windows(2)
                .filter(|w| {
                    matches!(&w[0].label, Some((Label::Named(n), _)) if n == name)
                        && !label_alone(&w[0])
                })
                .map(|w| &w[1])
                .filter(|next| next.label.is_none())
                .collect();
            let followers_ask = followers.iter().filter(|p| ends_in_question(p)).count();
            (turns >= 3 && followers.len() * 3 >= turns * 2 && questions >= followers_ask)
                .then_some(name)
        }
        _ => None,
    };
    // Which named labels ask: the outlet's or the writer's, a reporter's, or one whose turns
    // mostly end in "?".
    let asks_by_rule = |name: &str| {
        let (turns, questions) = named.get(name).copied().unwrap_or_default();
        names_interviewer(name, outlet, author)
            || surname(name).is_some_and(|s| reporters.contains(&s))
            || (turns >= 2 && questions * 3 >= turns * 2)
            || labels_only_questions.is_some_and(|q| q == name || initials(name) == q)
    };
    // "Lena: …" and "Priya: …", first names only, where nothing else asks: of the two labels
    // that take turns, the one naming a person the article names in full answers, and the
    // other, the writer known by a first name, asks.
    let someone_asks = pieces.iter().any(|p| {
        matches!(&p.label, Some((Label::Question | Label::Reporter(_), _)))
            || matches!(&p.label, Some((Label::Named(name), _)) if asks_by_rule(name))
    });
    // "CHRISTOPHER BOOKER: Did you hear that tree fall?": in a broadcast report the reporter
    // mostly narrates and asks now and then. With three people or more labelled and nobody
    // asking by the rules above, the one with the most turns who asks at all is the reporter.
    let reporter = (!someone_asks && named.len() >= 3)
        .then(|| {
            named
                .iter()
                .filter(|(_, &(turns, questions))| turns >= 2 && questions >= 1)
                .max_by_key(|(name, (turns, _))| (*turns, std::cmp::Reverse(**name)))
                .map(|(name, _)| *name)
        })
        .flatten();
    // "CHUCK TODD:" narrating between clips, never asking: with nobody asking by the rules
    // above, of three labels or more, the one that opens more turns than any other, three or
    // more and one in three at least, is the host's, and the others speak.
    // (Not where questions without labels stand before the labelled turns, "What motivates
    // you…?" over "Nancy: …" and "Maria: …": the writer asks, and every label answers.)
    let unlabelled_questions = (1..pieces.len()).any(|k| {
        pieces[k - 1].label.is_none()
            && ends_in_question(&pieces[k - 1])
            && pieces[k].label.is_some()
    });
    let host = (!someone_asks && reporter.is_none() && named.len() >= 3 && !unlabelled_questions)
        .then(|| {
            let all: usize = named.values().map(|(turns, _)| turns).sum();
            let most = named.values().map(|(turns, _)| *turns).max()?;
            let mut leaders = named.iter().filter(|(_, (turns, _))| *turns == most);
            match (leaders.next(), leaders.next()) {
                (Some((name, _)), None) if most >= 3 && most * 3 >= all => Some(*name),
                _ => None,
            }
        })
        .flatten();
    let reporter = reporter.or(host);
    // "CORNISH: … And Steve Gillett, who lives nearby, says most of the homes are gone." between
    // "BRITTA DYER: …" and "STEVE GILLETT: …": with nobody asking by the rules above, of three
    // labels or more, those whose turns tell of another labelled person by surname are the
    // hosts narrating a broadcast report, and everyone else labelled speaks.
    let narrators: HashSet<&str> = if someone_asks || reporter.is_some() || named.len() < 3 {
        HashSet::new()
    } else {
        let by_surname: HashMap<String, &str> = named
            .keys()
            .filter_map(|name| Some((surname(name)?, *name)))
            .collect();
        pieces
            .iter()
            .filter_map(|p| match &p.label {
                Some((Label::Named(name), at)) => Some((name.as_str(), p, *at)),
                _ => None,
            })
            .filter(|(name, p, at)| {
                let own = surname(name);
                // ("…will read a statement from O.J. Simpson" beside "JASON SIMPSON:": a first
                // name before the surname that is not the labelled person's names someone else.)
                let first_name_of =
                    |other: &str| other.split_whitespace().next().map(str::to_lowercase);
                let words: Vec<&str> = words_of(&paragraphs[p.paragraph][*at..p.range.end])
                    .filter(|w| !w.is_empty())
                    .collect();
                words.iter().enumerate().any(|(k, w)| {
                    if !w.starts_with(char::is_uppercase) {
                        return false;
                    }
                    let w = surname_key(w);
                    let Some(other) = by_surname.get(&w).filter(|other| **other != *name) else {
                        return false;
                    };
                    let someone_else = other.contains(' ')
                        && k > 0
                        && words[k - 1].starts_with(char::is_uppercase)
                        && Some(words[k - 1].to_lowercase()) != first_name_of(other);
                    own.as_deref() != Some(w.as_str()) && !someone_else
                })
            })
            .map(|(name, _, _)| name)
            .collect()
    };
    // "CHANG: Gibson says…" beside "KELLY: Fraser rolled across the finish…": a co-host, known
    // by a surname alone as the hosts are, that the page never names in full and whose turns
    // never speak in the first person, narrates too.
    let narrators = if narrators.is_empty() {
        narrators
    } else {
        let one_word = |name: &str| !name.contains(' ');
        let hosts_alike = narrators.iter().all(|n| one_word(n));
        // Every word the text writes after a capitalized one ("Kelly" of "Mary Louise Kelly"),
        // gathered in one pass, so that a transcript of many labels stays linear.
        let after_a_capital: HashSet<&str> = paragraphs
            .iter()
            .flat_map(|text| {
                let ws: Vec<&str> = text.split_whitespace().collect();
                ws.windows(2)
                    .filter(|pair| pair[0].starts_with(char::is_uppercase))
                    .map(|pair| pair[1].trim_end_matches(|c: char| !c.is_alphanumeric()))
                    .collect::<Vec<_>>()
            })
            .collect();
        let named_in_full = |name: &str| {
            let written = format!(" {name}");
            named
                .keys()
                .any(|other| *other != name && other.ends_with(&written))
                || after_a_capital.contains(name)
        };
        let first_person = |name: &str| {
            pieces.iter().any(|p| match &p.label {
                Some((Label::Named(n), at)) if n == name => {
                    speaks_in_first_person(&paragraphs[p.paragraph][*at..p.range.end])
                }
                _ => false,
            })
        };
        let co_hosts: Vec<&str> = named
            .keys()
            .copied()
            .filter(|name| {
                hosts_alike
                    && !narrators.contains(name)
                    && one_word(name)
                    && !named_in_full(name)
                    && !first_person(name)
            })
            .collect();
        narrators.into_iter().chain(co_hosts).collect()
    };
    let recorded = recorded || !narrators.is_empty() && named.len() > narrators.len();
    // "GEORGE STEPHANOPOULOS: … What is that about?" and "CONDOLEEZZA RICE: Pleasure…": of two
    // people who take turns, where both are named and nothing else asks, the one who asks
    // something and the other never does.
    let questions_of = |name: &str| named.get(name).map_or(0, |n| n.1);
    let first_name_interviewer = if someone_asks || reporter.is_some() {
        None
    } else {
        match recurring[..] {
            [a, b] if is_person(a) && !is_person(b) => Some(b),
            [a, b] if is_person(b) && !is_person(a) => Some(a),
            [a, b] if questions_of(a) >= 1 && questions_of(b) == 0 => Some(a),
            [a, b] if questions_of(b) >= 1 && questions_of(a) == 0 => Some(b),
            _ => None,
        }
    };
    // "Entertainment Weekly: …?" over "Royston Langdon: …": a page cut after one exchange, a
    // label that names no person asking and one the article names answering. ("Prothom Alo :"
    // alone on its line asks in the paragraph after.)
    let labelled: Vec<(&str, &Piece)> = pieces
        .iter()
        .enumerate()
        .filter_map(|(k, p)| match &p.label {
            Some((Label::Named(name), _)) => Some((name.as_str(), turn_of(k))),
            _ => None,
        })
        .collect();
    let one_exchange_asker = match labelled[..] {
        [(asker, question), (answerer, answer)]
            if ends_in_question(question)
                && !ends_in_question(answer)
                && !is_person(asker)
                && is_person(answerer) =>
        {
            Some(asker)
        }
        _ => None,
    };
    // "BAIER: Is there anyone…?" then "TRUMP: I cannot say.", "KELLY: …?" then "CARSON: …": a
    // debate's moderators, each asking in all their turns, and the candidates who answer and
    // never ask, however few the turns of each: two such exchanges say so.
    let asking_of = |name: &str| asking.get(name).copied().unwrap_or(0);
    let exchanges: Vec<(&str, &str)> = labelled
        .windows(2)
        .filter_map(|pair| {
            let [(asker, _), (answerer, _)] = pair else {
                return None;
            };
            (asker != answerer
                && asking_of(asker) == named_count(asker)
                && asking_of(answerer) == 0)
                .then_some((*asker, *answerer))
        })
        .collect();
    let (moderators, candidates): (HashSet<&str>, HashSet<&str>) = if exchanges.len() >= 2 {
        exchanges.into_iter().unzip()
    } else {
        Default::default()
    };
    let asks = |name: &str| {
        asks_by_rule(name)
            || first_name_interviewer == Some(name)
            || reporter == Some(name)
            || one_exchange_asker == Some(name)
            || moderators.contains(name)
    };
    // "SCOTT NAGY: Well, …" before the first "Q.", "THE MODERATOR: …" then "TAD BOYLE: …": where
    // the press asks under "Q." or a moderator, a full name in capitals that does not only ask
    // answers, however few its turns, an opening statement included.
    // ("SFF 2013: Tell us about the casting…?" over "ANDREW BROTZMAN: David is…": a question
    // under a label that names no one, right before the full name.)
    let in_capitals =
        |name: &str| is_full_name_label(name) && !name.chars().any(char::is_lowercase);
    let asked_before_capitals: Vec<usize> = (1..pieces.len())
        .filter(|&k| {
            ends_in_question(&pieces[k - 1])
                && !matches!(&pieces[k - 1].label, Some((Label::Named(name), _)) if is_person(name))
                && matches!(&pieces[k].label, Some((Label::Named(name), _)) if in_capitals(name))
        })
        .map(|k| k - 1)
        .collect();
    let questioned = pieces
        .iter()
        .any(|p| matches!(p.label, Some((Label::Question, _))))
        || !asked_before_capitals.is_empty();
    let answers_in_capitals = |name: &str| {
        let (turns, questions) = named.get(name).copied().unwrap_or_default();
        in_capitals(name) && questions < turns
    };
    #[derive(Clone, Copy, PartialEq)]
    enum Role {
        Asks,
        Answers,
        Prose,
    }
    // "JOHN: So we are starting with some fireworks…", "RACHEL: It's Romney's to lose…": a live
    // blog's commentators, each a person the article names in full, none of them asking, no
    // label asking by the rules above and no one else labelled: every turn is theirs.
    let conversation = !someone_asks
        && named.len() >= 2
        && named
            .iter()
            .all(|(name, (_, questions))| *questions == 0 && is_person(name))
        && pieces
            .iter()
            .all(|p| matches!(p.label, None | Some((Label::Named(_), _))));
    let recorded = recorded || conversation;
    let reporter_from = reporter.and_then(|r| first_turn.get(r).copied());
    let mut roles: Vec<Role> = pieces
        .iter()
        .map(|p| match &p.label {
            Some((Label::Question | Label::Reporter(_), _)) => Role::Asks,
            Some((Label::Answer, _)) => Role::Answers,
            Some((Label::Named(name), _)) if briefing => match officials.contains(name.as_str()) {
                true => Role::Answers,
                false => Role::Asks,
            },
            Some((Label::Named(name), _)) if analysts.contains(name.as_str()) => Role::Asks,
            Some((Label::Named(name), _)) if narrators.contains(name.as_str()) => Role::Asks,
            Some((Label::Named(name), _))
                if recorded
                    && (is_unnamed_voice(name)
                        || surname(name).is_some_and(|s| reporters.contains(&s))) =>
            {
                Role::Asks
            }
            Some((Label::Named(_), _)) if recorded => Role::Answers,
            Some((Label::Named(name), _)) if asks(name) => Role::Asks,
            Some((Label::Named(name), _)) if candidates.contains(name.as_str()) => Role::Answers,
            Some((Label::Named(name), _)) if questioned && answers_in_capitals(name) => {
                Role::Answers
            }
            // After a host's or reporter's first turn, anyone else named in full in capitals
            // speaks, however few their turns ("REP. ADAM SCHIFF:"), a question included; an
            // anchor handing over before it ("NORA QUAIL: … Samir Patel reports.") does not.
            Some((Label::Named(name), _))
                if reporter_from.is_some_and(|from| {
                    first_turn.get(name.as_str()).is_some_and(|&k| k > from)
                }) && is_full_name_label(name)
                    && !name.chars().any(char::is_lowercase) =>
            {
                Role::Answers
            }
            Some((Label::Named(name), _)) if named_count(name) >= 2 || is_person(name) => {
                Role::Answers
            }
            _ => Role::Prose,
        })
        .collect();
    // "Tell us how funding of this kind comes about?" over "Phil Jacobson: It's definitely…":
    // with no label asking, the paragraphs ending in "?" right before the answers of people
    // the article names ask, where two answers or more show it.
    // ("Anika Noni Rose: …" once, then "Rose: …" in later turns: a full name that labels turns
    // under its surname too is a person, though the text names her nowhere else.)
    // ("Nancy: …" and "Janet: …" under "Volunteer Spotlight: Nancy, Janet, Maria and Kathy":
    // first names that each label two turns or more, three such at least.)
    let first_names_labelling = named
        .iter()
        .filter(|(name, (turns, _))| {
            *turns >= 2 && !name.contains(' ') && crate::people::looks_like_person(name)
        })
        .count()
        >= 3;
    let person_labelled = |name: &str| {
        is_person(name)
            || named_count(name) >= 2
                && (name.contains(' ') || first_names_labelling)
                && crate::people::looks_like_person(name)
    };
    let asks_unlabelled: Vec<usize> = (1..pieces.len())
        .filter(|&k| {
            roles[k] == Role::Answers
                && pieces[k - 1].label.is_none()
                && ends_in_question(&pieces[k - 1])
                && matches!(&pieces[k].label, Some((Label::Named(name), _)) if person_labelled(name))
        })
        .map(|k| k - 1)
        .collect();
    // "Can you tell me about your character?" over "Hadley Fraser: So I play…", "Amy Lennox:
    // So I'm…": one question a panel answers in turn, each under a name the article gives.
    let panel = match asks_unlabelled.as_slice() {
        [question] => {
            let mut answerers = HashSet::new();
            pieces[question + 1..]
                .iter()
                .zip(&roles[question + 1..])
                .take_while(|(_, role)| **role == Role::Answers)
                .all(|(piece, _)| match &piece.label {
                    Some((Label::Named(name), _)) => answerers.insert(name.as_str()),
                    _ => false,
                })
                && answerers.len() >= 2
        }
        _ => false,
    };
    if !roles.contains(&Role::Asks) && (asks_unlabelled.len() >= 2 || panel) {
        for k in asks_unlabelled {
            roles[k] = Role::Asks;
        }
    }
    for k in asked_before_capitals {
        if roles[k] == Role::Prose && roles[k + 1] == Role::Answers {
            roles[k] = Role::Asks;
        }
    }
    let questions = roles.iter().filter(|r| **r == Role::Asks).count();
    let labelled_answers = roles.iter().filter(|r| **r == Role::Answers).count();
    // "Q:" and "A:" say what they are: one of each is an interview, cut short or brief.
    let explicit_pair = one_exchange_asker.is_some()
        || questioned
            && (pieces
                .iter()
                .any(|p| matches!(p.label, Some((Label::Answer, _))))
                || pieces.iter().any(
                    |p| matches!(&p.label, Some((Label::Named(n), _)) if answers_in_capitals(n)),
                ));
    if questions < 2 && !recorded && !explicit_pair && !panel {
        return Vec::new();
    }
    // With answers labelled, an unlabelled paragraph after a question is more of the question.
    // A briefing labels its official's every turn, however few.
    let answers_unlabelled = labelled_answers < 2 && !briefing && !recorded;
    let Some(first_question) = roles
        .iter()
        .position(|r| *r == Role::Asks || recorded && *r == Role::Answers)
    else {
        return Vec::new();
    };
    let last_labelled = roles
        .iter()
        .rposition(|r| *r != Role::Prose)
        .unwrap_or(first_question);
    // The transcript opens at its first labelled turn: a greeting ("Lena: Hi, Priya.") may
    // answer before anything is asked.
    let first_turn = roles
        .iter()
        .position(|r| *r == Role::Answers)
        .map_or(first_question, |a| a.min(first_question));
    let mut turns = opening_statement(paragraphs, &pieces[..first_turn]);
    let mut after_question = false;
    // "SHANKAR VEDANTAM, HOST:" alone on its line: the question's words are the next piece.
    let mut question_words_next = false;
    let mut in_answer = false;
    // "Bob Cabana: (04:12)" on a line of its own: its words are the next piece, answered
    // under this label.
    let mut answer_label_waiting: Option<Option<String>> = None;
    // "BRITTA DYER: …" then "Britta Dyer has already had to evacuate twice…": a paragraph that
    // names the one answering tells of them; no one speaks of themselves by surname.
    let mut answerer_surname: Option<String> = None;
    let tells_of =
        |text: &str, surname: Option<&str>| surname.is_some_and(|s| names_in(text).any(|w| w == s));
    for (k, piece) in pieces.iter().enumerate().skip(first_turn) {
        let text = paragraphs[piece.paragraph];
        let words = |from: usize| {
            let slice = &text[from..piece.range.end];
            from..from + slice.trim_end().len()
        };
        let piece_text = &text[piece.range.clone()];
        // "(SOUNDBITE OF MUSIC)", "(LAUGHTER)": a broadcast's note of a sound, no one's turn.
        let sound = piece.label.is_none() && {
            let trimmed = piece_text.trim().trim_start_matches(['•', ' ']);
            trimmed.starts_with('(') && trimmed.ends_with(')') && !trimmed[1..].contains('(')
        };
        if sound {
            continue;
        }
        if question_words_next && piece.label.is_none() {
            question_words_next = false;
            after_question = true;
            continue;
        }
        match (roles[k], &piece.label) {
            (Role::Asks, _) => {
                in_answer = false;
                answer_label_waiting = None;
                question_words_next = label_alone(piece);
            }
            (Role::Answers, Some((label, at))) => {
                let label = match label {
                    Label::Named(name) => Some(piece.written.clone().unwrap_or(name.clone())),
                    // (An answer signed after "A:", see `answer_signed_in_parentheses`.)
                    Label::Answer => piece.written.clone(),
                    _ => None,
                };
                answer_label_waiting = None;
                if label_alone(piece) {
                    answer_label_waiting = Some(label);
                    continue;
                }
                answerer_surname = label.as_deref().and_then(surname);
                turns.push(Turn {
                    paragraph: piece.paragraph,
                    words: words(*at),
                    kind: TurnKind::Answer { label },
                    labelled: true,
                });
                in_answer = true;
            }
            (_, label) => {
                // ("  • old, always happy…": a subtitle's bullet before a line is no word of it.)
                let from = piece.range.start + piece_text.len()
                    - piece_text.trim_start_matches([' ', '\t', '•']).len();
                if let Some(label) = answer_label_waiting.take().filter(|_| label.is_none()) {
                    turns.push(Turn {
                        paragraph: piece.paragraph,
                        words: words(from),
                        kind: TurnKind::Answer { label },
                        labelled: true,
                    });
                    in_answer = true;
                } else if after_question && answers_unlabelled {
                    turns.push(Turn {
                        paragraph: piece.paragraph,
                        words: words(from),
                        kind: TurnKind::Answer { label: None },
                        labelled: false,
                    });
                    in_answer = true;
                } else if in_answer
                    && label.is_none()
                    && (k < last_labelled || own_words_go_on(piece_text))
                    && !tells_of(piece_text, answerer_surname.as_deref())
                    && !heads_the_next_person(piece_text)
                {
                    turns.push(Turn {
                        paragraph: piece.paragraph,
                        words: words(from),
                        kind: TurnKind::MoreOfAnswer,
                        labelled: false,
                    });
                } else {
                    in_answer = false;
                }
            }
        }
        after_question = roles[k] == Role::Asks;
    }
    let answer_count = turns
        .iter()
        .filter(|t| matches!(t.kind, TurnKind::Answer { .. }))
        .count();
    // A record of the event (timed or credited turns, or a briefing's credits) says it is a
    // transcript by itself: the anchor's question and one official's answer are enough.
    // Otherwise one answer needs an explicit pair, and one that speaks for itself: "Question:
    // How do you care for the calves? - Madison, 7" / "Answer: Keeper Claire Winkler has
    // seen…", a lone pair whose answer never says "I" or "we", is the writer's account.
    let speaks_for_itself = || {
        turns
            .iter()
            .any(|t| speaks_in_first_person(&paragraphs[t.paragraph][t.words.clone()]))
    };
    let a_transcript =
        answer_count >= 2 || recorded || briefing || (explicit_pair && speaks_for_itself());
    if !a_transcript {
        return Vec::new();
    }
    turns
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers_of(text: &str) -> Vec<(String, Option<String>)> {
        let paragraphs: Vec<&str> = text.split("\n\n").collect();
        let is_person = |label: &str| ["REYES", "MARLOW"].contains(&label);
        answers(
            &paragraphs,
            Some("Screen Notes"),
            None,
            &is_person,
            TitledBy::Nobody,
            false,
        )
        .into_iter()
        .map(|t| {
            let label = match t.kind {
                TurnKind::Answer { label } => label,
                TurnKind::MoreOfAnswer => Some("+".to_string()),
            };
            (paragraphs[t.paragraph][t.words].to_string(), label)
        })
        .collect()
    }

    #[test]
    fn the_next_persons_heading_is_no_part_of_the_answer_above_it() {
        // Written after batch HA: a harvest round-up's "Name (Role – Winery)" over each
        // winemaker's answers was read as more of the answer before it.
        let roundup = "Q. What do you drink?\n\nA. Cold brew, by the gallon.\n\n\
                       Oskar Maalouf (Owner – Maalouf Wines)\n\n\
                       Q. What do you drink?\n\nA. Tea.\n\nQ. Any superstition?\n\n\
                       A. Never pick on a Friday.";
        let answered: Vec<String> = answers_of(roundup).into_iter().map(|(t, _)| t).collect();
        assert_eq!(
            answered,
            [
                "Cold brew, by the gallon.",
                "Tea.",
                "Never pick on a Friday."
            ]
        );
    }

    #[test]
    fn a_first_name_and_a_trade_credit_each_speaker_where_no_one_asks() {
        // Written after batch IT: a winery's blog labels each turn "Steve, Winemaker:" the first
        // time and "Steve:" after.
        let labels = |text: &str| -> Vec<Option<String>> {
            answers_of(text)
                .into_iter()
                .map(|(_, label)| label)
                .collect()
        };
        let blog = "Maren, Cidermaker: We press in October.\n\n\
                    Tobias, Orchard Manager: The frost came late.\n\nMaren: It always does.";
        let named = |name: &str| Some(name.to_string());
        assert_eq!(
            labels(blog),
            [named("Maren"), named("Tobias"), named("Maren")]
        );
        // Not a phrase before a colon whose last word is no trade, nor one in small letters.
        let no_trade = "So, Long Story Short: We press in October.\n\n\
                        Then, Out Of Nowhere: The frost came late.";
        assert_eq!(labels(no_trade), []);
        let small_letters = "Well, my friend: We press in October.\n\n\
                             Yes, my neighbour: The frost came late.";
        assert_eq!(labels(small_letters), []);
    }

    #[test]
    fn questions_whose_labels_were_lost() {
        let turn = |text: &str, more: bool| (text.to_string(), more.then(|| "+".to_string()));
        let interview = "Ada Vance talked to us about the cabin.\n\n\
                         How did the cabin change you?\n\nIt slowed me down.\n\n\
                         Why alone? You had a band.\n\nI couldn't pay them.\n\n\
                         Then my cousin came with a cello.\n\n\
                         I loved your lullaby on the last track.\n\nMy grandmother sang it to me.\n\n\
                         What next?\n\nSleep, I hope.\n\nThe record is out on Friday.";
        assert_eq!(
            answers_of(interview),
            [
                turn("It slowed me down.", false),
                turn("I couldn't pay them.", false),
                turn("Then my cousin came with a cello.", true),
                turn("My grandmother sang it to me.", false),
                turn("Sleep, I hope.", false),
            ]
        );
        // The same questions in a column that announces no interview are the writer's prose,
        // and so are three questions to no one.
        let column = interview.replace("talked to us about", "wrote about");
        assert_eq!(answers_of(&column), []);
        let rhetorical = interview
            .replace("change you?", "change things?")
            .replace("Why alone? You had a band.", "Why alone?");
        assert_eq!(answers_of(&rhetorical), []);
    }

    #[test]
    fn a_press_conference_in_capitals_answers_before_and_after_the_questions() {
        let answer = |text: &str, label: &str| (text.to_string(), Some(label.to_string()));
        let opening = "March 3\nRiverside, Ohio\n\nJUNE OKAFOR: We ran out of legs tonight.\n\nQ. June, \
                       what changed after the break?\n\nMILES HART: I think we stopped moving the ball.";
        assert_eq!(
            answers_of(opening),
            [
                answer("We ran out of legs tonight.", "JUNE OKAFOR"),
                answer("I think we stopped moving the ball.", "MILES HART"),
            ]
        );
        // Past the last label, the answer goes on while it speaks in the first person.
        let moderated = "THE MODERATOR: Coach, a long night.\n\nTESS MORROW: Credit to them. They \
                         were sharper.\n\nWe have to get stops, and we did not.\n\nI have to coach \
                         them better than that.\n\nThe team flies home on Friday.";
        assert_eq!(
            answers_of(moderated),
            [
                answer("Credit to them. They were sharper.", "TESS MORROW"),
                answer("We have to get stops, and we did not.", "+"),
                answer("I have to coach them better than that.", "+"),
            ]
        );
    }

    #[test]
    fn question_and_answer_labels() {
        let text = "Intro about Ada Vance.\n\nQ: How did it start?\n\nA: By accident.\n\n\
                    Then by design.\n\nQ. And now?\n\nA. Now, a nap.\n\nThe show airs Friday.";
        assert_eq!(
            answers_of(text),
            [
                ("By accident.".to_string(), None),
                ("Then by design.".to_string(), Some("+".to_string())),
                ("Now, a nap.".to_string(), None),
            ]
        );
    }

    #[test]
    fn a_panel_moderator_asks_and_each_named_panellist_answers() {
        let text = "MODERATOR: Welcome. Where does it begin?\n\nREYES: After the fire.\n\n\
                    QUESTION: And you?\n\nMARLOW: At home.\n\nMODERATOR: Thank you all.";
        assert_eq!(
            answers_of(text),
            [
                ("After the fire.".to_string(), Some("REYES".to_string())),
                ("At home.".to_string(), Some("MARLOW".to_string())),
            ]
        );
    }

    #[test]
    fn initials_name_one_person_or_none() {
        let names = ["Corinne Vale", "Pine Harbor", "Carl Voss"].map(String::from);
        assert_eq!(name_of_initials("PH", &names), Some("Pine Harbor"));
        // Two people share "CV": neither is guessed.
        assert_eq!(name_of_initials("CV", &names), None);
        assert_eq!(name_of_initials("Cv", &names), None);
        assert_eq!(name_of_initials("CV", &names[..2]), Some("Corinne Vale"));
    }

    #[test]
    fn outlet_and_name_labels_one_turn_a_line() {
        let text = "SCREEN NOTES: Whose idea?\nREYES: Hers.\nMARLOW: Mine, and I was right.\n\n\
                    SCREEN NOTES: Seasick?\nREYES: Every morning.";
        assert_eq!(
            answers_of(text),
            [
                ("Hers.".to_string(), Some("REYES".to_string())),
                (
                    "Mine, and I was right.".to_string(),
                    Some("MARLOW".to_string())
                ),
                ("Every morning.".to_string(), Some("REYES".to_string())),
            ]
        );
    }

    #[test]
    fn only_questions_labelled_and_the_tail_is_prose() {
        let text = "SCREEN NOTES | When did you know?\n\nEarly on.\n\nIt grew.\n\n\
                    SCREEN NOTES | Another season?\n\nWe hope so.\n\nIt streams Fridays.";
        assert_eq!(
            answers_of(text),
            [
                ("Early on.".to_string(), None),
                ("It grew.".to_string(), Some("+".to_string())),
                ("We hope so.".to_string(), None),
            ]
        );
    }

    #[test]
    fn an_opening_statement_before_the_first_question_answers() {
        // Written for batch M: a coach's post-game transcript opens with his statement under a
        // heading, with no quotation marks and no label.
        let text = "Opening Remarks\nWe were sloppy. That is on me.\n\nWe fix it this week.\n\n\
                    Q: Was the wind a factor?\nA: Not really.\n\nQ: And the kicker?\nA: He is fine.";
        let turn = |text: &str, label: Option<&str>| (text.to_string(), label.map(String::from));
        assert_eq!(
            answers_of(text),
            [
                turn("We were sloppy. That is on me.", None),
                turn("We fix it this week.", Some("+")),
                turn("Not really.", None),
                turn("He is fine.", None),
            ]
        );
        // Under the heading on a paragraph of its own, the same; a quotation there is prose's.
        let own_paragraph = text.replace("Opening Remarks\n", "Opening remarks:\n\n");
        assert_eq!(answers_of(&own_paragraph), answers_of(text));
        let quoted = text.replace("We were sloppy. That is on me.", "“We were sloppy.”");
        assert_eq!(answers_of(&quoted)[0], turn("Not really.", None));
    }

    #[test]
    fn labels_in_capitals_inside_one_paragraph() {
        // Written for batch M: a press conference's transcript pasted as one paragraph.
        let text =
            "REYES: We lost the glass early. Proud of them anyway. THE MODERATOR: Questions? \
                    Q. Coach, what changed at the break? REYES: We talked. Mr. Lim was calm. \
                    Q. And the foul? REYES: I did not see it.";
        let turn = |text: &str| (text.to_string(), Some("REYES".to_string()));
        assert_eq!(
            answers_of(text),
            [
                turn("We lost the glass early. Proud of them anyway."),
                turn("We talked. Mr. Lim was calm."),
                turn("I did not see it."),
            ]
        );
        // A name in small letters after a sentence, or a paragraph that opens with no label in
        // capitals, is prose.
        for text in [
            "Reyes: We lost. Lim: Questions? Q. Coach? Reyes: We talked.",
            "We lost. REYES: Questions? Q. Coach? REYES: We talked.",
        ] {
            assert_eq!(answers_of(text), [], "{text}");
        }
    }

    #[test]
    fn prose_with_colons_is_no_transcript() {
        for text in [
            "Photos: The CW\n\nPosted to: Exclusive, The Carrie Diaries",
            "Rosa: “Looking for a way out.”\n\nDev: “Keeping secrets.”\n\nRosa: “Again.”",
            "Behind the delay: why it waits\n\nWarning: spoilers ahead.\n\nHe said it at 9:30 sharp.",
            "A. J. Reyes said yes.\n\nQ: Why?\n\nA. J. Reyes smiled.",
        ] {
            assert_eq!(answers_of(text), [], "{text}");
        }
    }

    #[test]
    fn labels_in_capitals_read_as_names() {
        assert_eq!(label_as_name("JOHN C. REILLY"), "John C. Reilly");
        assert_eq!(label_as_name("Ines Marlow"), "Ines Marlow");
    }

    #[test]
    fn a_broadcast_reporter_named_with_a_byline_reports_in_every_turn() {
        // No turn of the reporter's asks anything; the byline says who reports.
        let text = "Crews gained ground on the fire, and some people never left.\n\n\
                    ANA WELLS, BYLINE: On the third day, the helicopters came.\n\n\
                    MARLOW: I did everything I could think of.\n\n\
                    WELLS: Marlow has lived here for thirty years.\n\n\
                    MARLOW: I told her I would be right behind her.\n\n\
                    WELLS: Reyes runs the shelter.\n\n\
                    REYES: We have cots and water.\n\n\
                    REYES: Just show up.";
        let answer = |text: &str, label: &str| (text.to_string(), Some(label.to_string()));
        assert_eq!(
            answers_of(text),
            [
                answer("I did everything I could think of.", "MARLOW"),
                answer("I told her I would be right behind her.", "MARLOW"),
                answer("We have cots and water.", "REYES"),
                answer("Just show up.", "REYES"),
            ]
        );
    }

    #[test]
    fn a_broadcast_transcript_credits_each_speaker_with_a_role() {
        // Written for batch S: a news channel's transcript of a police briefing. Every speaker
        // is credited once in capitals, name then role; the anchor asks, the officials answer,
        // and one official's answer is enough.
        let text = "THIS IS A RUSH TRANSCRIPT.\n\n\
                    JUNE ALBA, NEWS ANCHOR: We go now to the briefing in Dover.\n\n\
                    SGT. OTIS BRAY, DOVER COUNTY POLICE DEPARTMENT: Good afternoon. I'm Sergeant Bray.\n\n\
                    We have no arrest to announce yet.";
        let answer = |text: &str, label: &str| (text.to_string(), Some(label.to_string()));
        let more = |text: &str| (text.to_string(), Some("+".to_string()));
        // The paragraph after his turn goes on in the first person: more of his answer.
        assert_eq!(
            answers_of(text),
            [
                answer("Good afternoon. I'm Sergeant Bray.", "SGT. OTIS BRAY"),
                more("We have no arrest to announce yet.")
            ]
        );
        let longer = format!(
            "{text}\n\nLENA PARK, CHIEF, DOVER FIRE RESCUE, DELAWARE: Two crews stayed overnight.\n\n\
             ALBA: Will the road reopen?\n\nUNIDENTIFIED MALE: Not tonight.\n\nBRAY: Tomorrow at noon."
        );
        assert_eq!(
            answers_of(&longer),
            [
                answer("Good afternoon. I'm Sergeant Bray.", "SGT. OTIS BRAY"),
                more("We have no arrest to announce yet."),
                answer("Two crews stayed overnight.", "LENA PARK"),
                answer("Tomorrow at noon.", "BRAY"),
            ]
        );
        // A dateline is no credit: one word before the comma names no one.
        assert_eq!(
            answers_of("DOVER, DEL.: The road is shut.\n\nMILFORD, DEL.: So is the bridge."),
            []
        );
    }

    #[test]
    fn a_label_inside_another_label_is_no_turn() {
        // "DR. LENA PARK:" holds "LENA PARK:" after "DR. ", which once cut the turn in the middle
        // of its own label and panicked.
        let text = "Q: How are you?\n\nDR. LENA PARK: Fine, thanks.\n\nQ: And the work?\n\n\
                    DR. LENA PARK: It goes well. DR. LENA PARK: Very well.";
        let answer = |text: &str| (text.to_string(), Some("DR. LENA PARK".to_string()));
        assert_eq!(
            answers_of(text),
            [
                answer("Fine, thanks."),
                answer("It goes well."),
                answer("Very well.")
            ]
        );
    }

    #[test]
    fn a_briefing_sets_q_before_its_questions_with_a_space_and_mc_names_in_capitals() {
        // Written for batch Z, as the White House writes its briefings.
        let paragraphs = [
            "MR. McDONALD: Good afternoon. I have one statement, then your questions.",
            "Q Dana, does the mayor back the new bridge?",
            "MR. McDONALD: He backs it, and he has said so.",
            "Q So the money is there?",
            "MR. McDONALD: The money is in this year's budget.",
        ];
        let turns = answers(&paragraphs, None, None, &|_| false, TitledBy::Nobody, false);
        let answers: Vec<_> = turns
            .iter()
            .filter_map(|t| match &t.kind {
                TurnKind::Answer { label } => Some((t.paragraph, label.clone())),
                _ => None,
            })
            .collect();
        let mcdonald = Some("MR. McDONALD".to_string());
        assert_eq!(
            answers,
            [(0, mcdonald.clone()), (2, mcdonald.clone()), (4, mcdonald)]
        );
        assert_eq!(label_as_name("MR. McDONALD"), "Mr. McDonald");
    }
}
