//! The corpus as the app embeds it: one string holding every text once, in reading order, and
//! one stream of small numbers (LEB128) saying how to cut it and how the parts connect.
//!
//! Why not generated Rust values: a struct per quote is pointers and lengths that compress
//! poorly (the corpus cost 1.5× its articles' gzip size that way) and a 10,000-quote source file
//! is slow to compile. Packed, the text compresses like the articles themselves, since
//! paragraphs stay in reading order and end as in the article, and a quote that is one run of
//! its paragraph, or runs joined by a space, is stored as where it is instead of its words again.
//! `unpack` copies only the joined quotes' text: every other string of the `Corpus` it returns
//! borrows from the embedded one, so start-up is one pass over the numbers.

use crate::explore::{Facets, NONE};
use crate::ids::quote_id;
use crate::model::*;
use std::borrow::Cow;
use std::fmt;

/// A corpus packed by `pack`: `text` is every string, `numbers` the LEB128 stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    pub text: String,
    pub numbers: Vec<u8>,
}

/// The names of the wasm custom sections that carry a site's corpus, `Packed::text` and
/// `Packed::numbers`. The build appends them to the compiled app, so a new collection needs no
/// new compile of the app's code.
pub const TEXT_SECTION: &str = "quotes-text";
pub const NUMBERS_SECTION: &str = "quotes-numbers";

/// `unpack` found the numbers and the text not belonging together: where reading went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackError {
    /// The column of numbers (`Column` as a number) being read.
    pub column: usize,
    /// Byte offset in that column.
    pub at: usize,
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "packed corpus damaged at byte {} of its numbers' column {}",
            self.at, self.column
        )
    }
}

/// Quote text that is neither of the kinds below is stored on its own.
const OWN_TEXT: u32 = 0;
/// One segment, whose words are that run of its paragraph.
const RUN_OF_PARAGRAPH: u32 = 1;
/// Several segments, each inside a paragraph of the article, whose words joined by a space are
/// the quote's (as the build joins them): most quotes interrupted by "she says" are such.
const JOINED_SEGMENTS: u32 = 2;

/// What ends a paragraph in the packed text, as in the article itself: it compresses like the
/// article, where a length before every paragraph would cost a number each.
const PARAGRAPH_END: &str = "\n\n";

pub fn pack(corpus: &Corpus) -> Packed {
    use std::collections::HashMap;
    let mut w = Writer::default();
    // Every lookup by id once, so that packing stays linear in the size of the corpus.
    let articles = positions_by_id(corpus.articles.iter().map(|a| a.id.as_ref()));
    let speakers = positions_by_id(corpus.speakers.iter().map(|s| s.id.as_ref()));
    let characters = positions_by_id(corpus.characters.iter().map(|c| c.id.as_ref()));
    let article_of: Vec<Option<usize>> = corpus
        .quotes
        .iter()
        .map(|q| articles.get(q.article.as_ref()).copied())
        .collect();
    let kinds: Vec<u32> = corpus
        .quotes
        .iter()
        .zip(&article_of)
        .map(|(q, a)| match a.map(|a| &corpus.articles[a]) {
            Some(a) if is_run_of_paragraph(a, q) => RUN_OF_PARAGRAPH,
            Some(a) if joined_segments(a, &q.segments).as_deref() == Some(&*q.text) => {
                JOINED_SEGMENTS
            }
            _ => OWN_TEXT,
        })
        .collect();
    // Where each quote's own text went: beside its article's paragraphs, so that the compressor
    // finds the repeated words within its window.
    let mut own_texts_of: HashMap<Option<usize>, Vec<usize>> = HashMap::new();
    for (i, article) in article_of.iter().enumerate() {
        if kinds[i] == OWN_TEXT {
            own_texts_of.entry(*article).or_default().push(i);
        }
    }
    let mut own_text_at = vec![0; corpus.quotes.len()];
    let mut place_own_texts = |w: &mut Writer, article: Option<usize>| {
        let start = w.text.len();
        for &i in own_texts_of.get(&article).map_or(&[][..], Vec::as_slice) {
            own_text_at[i] = w.text.len();
            w.text.push_str(&corpus.quotes[i].text);
        }
        w.number((w.text.len() - start) as u64);
    };
    w.number(corpus.articles.len() as u64);
    for (index, a) in corpus.articles.iter().enumerate() {
        w.text(&a.file);
        // Usually the file's name holds the id ("003_the-id.txt"): then only where.
        match a.file.find(&*a.id) {
            Some(at) => {
                w.number(at as u64 + 1);
                w.number(a.id.len() as u64);
            }
            None => {
                w.number(0);
                w.text(&a.id);
            }
        }
        w.text(&a.title);
        for field in [&a.outlet, &a.author, &a.date, &a.url] {
            w.optional(field.as_deref());
        }
        w.number(a.paragraphs.len() as u64);
        let mut end_of_previous = 0;
        for p in a.paragraphs.iter() {
            // Paragraphs follow each other: the gap is small, the offset is not.
            w.signed(i64::from(p.start) - end_of_previous);
            // Delimited only where the reader cannot mistake where it ends: no blank line
            // inside, and no newline at the end to run into the delimiter.
            if p.text.contains(PARAGRAPH_END) || p.text.ends_with('\n') {
                w.optional(Some(&p.text));
            } else {
                w.number(0);
                w.text.push_str(&p.text);
                w.text.push_str(PARAGRAPH_END);
            }
            end_of_previous = i64::from(p.start) + p.text.len() as i64;
        }
        place_own_texts(&mut w, Some(index));
    }
    place_own_texts(&mut w, None);
    w.number(corpus.speakers.len() as u64);
    for s in corpus.speakers.iter() {
        w.text(&s.id);
        w.text(&s.name);
        w.optional(s.role.as_deref());
    }
    w.number(corpus.characters.len() as u64);
    for c in corpus.characters.iter() {
        w.text(&c.id);
        w.text(&c.name);
        w.optional(c.actor.as_deref());
    }
    w.number(corpus.quotes.len() as u64);
    for (i, q) in corpus.quotes.iter().enumerate() {
        let article = article_of[i];
        // Ids are a hash of the article's id and the words: the app derives each when first read
        // (`QuoteId`), which saves storing 11 incompressible characters a quote. Only the
        // occurrence is written.
        w.col = Column::Id;
        match (0..4).find(|&k| q.id == *quote_id(&q.article, &q.text, k)) {
            Some(k) => w.number(k as u64 + 1),
            None => {
                w.number(0);
                w.text(&q.id);
            }
        }
        w.col = Column::Speaker;
        w.index(speakers.get(q.speaker.as_ref()).copied(), &q.speaker);
        w.col = Column::Article;
        w.index(article, &q.article);
        w.col = Column::Paragraph;
        w.number(q.paragraph.into());
        let paragraph = article.and_then(|a| {
            corpus.articles[a]
                .paragraphs
                .get(q.paragraph as usize)
                .map(|p| p.start)
        });
        let base = paragraph.unwrap_or(0);
        w.col = Column::Segments;
        w.number(q.segments.len() as u64);
        let mut previous = base;
        let article = article.map(|a| &corpus.articles[a]);
        for s in q.segments.iter() {
            // Segments follow their paragraph's start in reading order, each from the one
            // before: small numbers, and most often the first mark after it.
            w.place(article, previous, s.start, Edge::Start);
            w.place(article, s.start, s.end, Edge::End);
            previous = s.end;
        }
        w.col = Column::Words;
        w.number(kinds[i].into());
        if kinds[i] == OWN_TEXT {
            w.number(own_text_at[i] as u64);
            w.number(q.text.len() as u64);
        }
        w.col = Column::Characters;
        w.number(q.characters.len() as u64);
        for c in q.characters.iter() {
            w.index(characters.get(c.as_ref()).copied(), c);
        }
        w.col = Column::Meta;
    }
    w.number(corpus.redirects.len() as u64);
    for r in corpus.redirects.iter() {
        w.text(&r.from);
        w.text(&r.to);
    }
    let mut numbers = Vec::new();
    for column in &w.columns {
        push_leb128(&mut numbers, column.len() as u64);
        numbers.extend(column);
    }
    Packed {
        text: w.text,
        numbers,
    }
}

/// The numbers are stored by column, each field of every quote together: a run of quotes from
/// one article, or of ids all in their first occurrence, compresses to almost nothing, where
/// interleaved they cost 9 bytes a quote after gzip.
#[derive(Clone, Copy, Default)]
enum Column {
    #[default]
    Meta,
    Id,
    Speaker,
    Article,
    Paragraph,
    Segments,
    Words,
    Characters,
}

const COLUMNS: usize = 8;

/// A single-segment quote whose words are exactly that run of its paragraph.
fn is_run_of_paragraph(article: &Article, quote: &Quote) -> bool {
    let [segment] = quote.segments.as_ref() else {
        return false;
    };
    let Some(paragraph) = article.paragraphs.get(quote.paragraph as usize) else {
        return false;
    };
    let start = segment.start.wrapping_sub(paragraph.start) as usize;
    let end = segment.end.wrapping_sub(paragraph.start) as usize;
    paragraph.text.get(start..end) == Some(quote.text.as_ref())
}

/// The paragraph of `article` that starts at or last before `offset` (in the article's file).
fn paragraph_at(article: &Article, offset: u32) -> Option<&Paragraph> {
    // Paragraphs are in file order.
    let after = article.paragraphs.partition_point(|p| p.start <= offset);
    article.paragraphs.get(after.checked_sub(1)?)
}

/// Which side of a quoted segment a place is.
#[derive(Clone, Copy, PartialEq)]
enum Edge {
    /// Just after an opening double mark.
    Start,
    /// Just before a closing double mark, or at the paragraph's end.
    End,
}

/// The `n`-th (from 1) place at or after `from`, in its paragraph, where a segment's `edge` may
/// be. Almost every segment starts after the first opening mark after the one before it, and
/// ends before the first closing mark: so a segment stores which place (a byte that compresses
/// to nothing) instead of two offsets (two bytes each that do not). That was a third of the
/// shipped corpus's numbers after gzip. Places past `until` are not looked for (packing's
/// window).
fn nth_place(article: &Article, from: u32, mut n: u32, edge: Edge, until: u32) -> Option<u32> {
    let p = paragraph_at(article, from)?;
    let rest = p
        .text
        .as_bytes()
        .get(from.wrapping_sub(p.start) as usize..)?;
    let (curly, after) = match edge {
        Edge::Start => (0x9C, 1),
        Edge::End => (0x9D, 0),
    };
    // Bytes: a char-pattern searcher cost a quarter of a kilobyte of wasm, and the app runs
    // this over most of the collection's text at start-up. A curly mark's middle byte goes
    // unchecked: a rare other character taken for a mark costs a choice, never a wrong place,
    // since packing stores only a place it found to be the segment's.
    // A closing mark at `until` itself still counts: its place is before it.
    let within = until.saturating_sub(from).saturating_add(3) as usize;
    let rest = &rest[..rest.len().min(within)];
    for (at, &byte) in rest.iter().enumerate() {
        let place = if byte == b'"' {
            at + after
        } else if byte == 0xE2 && rest.get(at + 2) == Some(&curly) {
            at + 3 * after
        } else {
            continue;
        };
        n -= 1;
        if n == 0 {
            return Some(from.wrapping_add(place as u32));
        }
    }
    let paragraph_end =
        from.wrapping_add(rest.len() as u32) == p.start.wrapping_add(p.text.len() as u32);
    (edge == Edge::End && n == 1 && paragraph_end).then(|| from.wrapping_add(rest.len() as u32))
}

/// The first `nth_place`s that packing tries, within so many bytes; a segment's edge further on
/// stores its offset.
const PLACE_CHOICES: u32 = 8;
const PLACE_WINDOW: u32 = 4096;

/// The words of `segments` (offsets in the article's file), each inside one of its paragraphs,
/// joined by a space; `None` if a segment is not inside a paragraph.
fn joined_segments(article: &Article, segments: &[Segment]) -> Option<String> {
    let mut words = String::new();
    for (i, s) in segments.iter().enumerate() {
        let p = paragraph_at(article, s.start)?;
        // Checked: damaged numbers may give paragraphs out of order.
        let from = s.start.checked_sub(p.start)? as usize;
        let to = s.end.checked_sub(p.start)? as usize;
        if i > 0 {
            words.push(' ');
        }
        words.push_str(p.text.get(from..to)?);
    }
    (segments.len() > 1).then_some(words)
}

#[derive(Default)]
struct Writer {
    text: String,
    columns: [Vec<u8>; COLUMNS],
    col: Column,
}

impl Writer {
    fn signed(&mut self, n: i64) {
        self.number(((n << 1) ^ (n >> 63)) as u64);
    }

    fn number(&mut self, n: u64) {
        push_leb128(&mut self.columns[self.col as usize], n);
    }

    fn text(&mut self, s: &str) {
        self.number(s.len() as u64);
        self.text.push_str(s);
    }

    /// Where `to`, a segment's `edge`, is: the `nth_place` from `from` (n), or else (0) its
    /// offset from `from`, signed (zigzag) so that any order still comes back exactly.
    fn place(&mut self, article: Option<&Article>, from: u32, to: u32, edge: Edge) {
        // Places come in order: past `to`, none further can be it. And within a window: a
        // segment far into a long paragraph with few marks (a transcript's answers, one turn a
        // line) stores its offset, or packing would read that paragraph once for each of them.
        let until = to.min(from.saturating_add(PLACE_WINDOW));
        let n = article.and_then(|a| {
            (1..=PLACE_CHOICES)
                .map(|n| (n, nth_place(a, from, n, edge, until)))
                .take_while(|(_, place)| place.is_some_and(|p| p <= to))
                .find_map(|(n, place)| (place == Some(to)).then_some(n))
        });
        match n {
            Some(n) => self.number(n.into()),
            None => {
                self.number(0);
                self.signed(i64::from(to) - i64::from(from));
            }
        }
    }

    /// `None` as 0, a string as its length + 1.
    fn optional(&mut self, s: Option<&str>) {
        match s {
            None => self.number(0),
            Some(s) => {
                self.number(s.len() as u64 + 1);
                self.text.push_str(s);
            }
        }
    }

    /// A reference by position (+ 1); a dangling one (0) keeps its id as text, so that
    /// unpacking gives back exactly what was packed.
    fn index(&mut self, position: Option<usize>, id: &str) {
        match position {
            Some(i) => self.number(i as u64 + 1),
            None => {
                self.number(0);
                self.text(id);
            }
        }
    }
}

/// The corpus `pack` packed, borrowing every string from `text`, and its quotes' facets, which
/// the numbers hold as positions already.
///
/// Reading never stops half-way: a damaged stream reads as zeros and empty strings, and the
/// first damage is reported at the end. One straight pass with no early returns keeps this, the
/// app's whole start-up cost, small in the wasm.
pub fn unpack(text: &'static str, numbers: &[u8]) -> Result<(Corpus, Facets), PackError> {
    let mut r = Reader::new(text, numbers);
    let mut articles = Vec::with_capacity(r.count());
    for _ in 0..articles.capacity() {
        let file = r.text();
        let id = match r.small() as usize {
            0 => r.text(),
            at => {
                let len = r.small() as usize;
                r.check(file.get(at - 1..(at - 1).saturating_add(len)))
            }
        };
        let title = r.text();
        let [outlet, author, date, url] = [r.optional(), r.optional(), r.optional(), r.optional()];
        let mut paragraphs = Vec::with_capacity(r.count());
        let mut end_of_previous = 0;
        for _ in 0..paragraphs.capacity() {
            let start = r.offset(end_of_previous);
            let text = match r.optional() {
                Some(text) => text,
                None => r.paragraph(),
            };
            end_of_previous = start.saturating_add(text.len() as u32);
            paragraphs.push(Paragraph {
                start,
                text: Cow::Borrowed(text),
            });
        }
        articles.push(Article {
            id: Cow::Borrowed(id),
            title: Cow::Borrowed(title),
            outlet: outlet.map(Cow::Borrowed),
            author: author.map(Cow::Borrowed),
            date: date.map(Cow::Borrowed),
            url: url.map(Cow::Borrowed),
            file: Cow::Borrowed(file),
            paragraphs: Cow::Owned(paragraphs),
        });
        r.skip_own_texts();
    }
    r.skip_own_texts();
    let mut speakers = Vec::with_capacity(r.count());
    for _ in 0..speakers.capacity() {
        speakers.push(Speaker {
            id: Cow::Borrowed(r.text()),
            name: Cow::Borrowed(r.text()),
            role: r.optional().map(Cow::Borrowed),
        });
    }
    let mut characters = Vec::with_capacity(r.count());
    for _ in 0..characters.capacity() {
        characters.push(Character {
            id: Cow::Borrowed(r.text()),
            name: Cow::Borrowed(r.text()),
            actor: r.optional().map(Cow::Borrowed),
        });
    }
    let speaker_ids: Vec<&'static str> = speakers.iter().map(|s| static_str(&s.id)).collect();
    let article_ids: Vec<&'static str> = articles.iter().map(|a| static_str(&a.id)).collect();
    let character_ids: Vec<&'static str> = characters.iter().map(|c| static_str(&c.id)).collect();
    let mut quotes = Vec::with_capacity(r.count_of(Column::Id));
    let mut facets = Facets::with_capacity(quotes.capacity());
    for _ in 0..quotes.capacity() {
        r.col = Column::Id;
        let stored_id = match r.small() {
            0 => Err(r.text()),
            n => Ok(n as usize - 1),
        };
        r.col = Column::Speaker;
        let (speaker_at, speaker) = r.reference(&speaker_ids);
        r.col = Column::Article;
        let (article_at, article) = r.reference(&article_ids);
        r.col = Column::Paragraph;
        let paragraph_index = r.small();
        let paragraph = articles
            .get(article_at as usize)
            .and_then(|a| a.paragraphs.get(paragraph_index as usize))
            .map(|p| (p.start, static_str(&p.text)));
        r.col = Column::Segments;
        let mut segments = Vec::with_capacity(r.count());
        let mut previous = paragraph.map_or(0, |(start, _)| start);
        let article_of_quote = articles.get(article_at as usize);
        for _ in 0..segments.capacity() {
            let start = r.place(article_of_quote, previous, Edge::Start);
            let end = r.place(article_of_quote, start, Edge::End);
            segments.push(Segment { start, end });
            previous = end;
        }
        r.col = Column::Words;
        let words: Text =
            match (r.small(), paragraph, segments.as_slice()) {
                (RUN_OF_PARAGRAPH, Some((start, p_text)), [s]) => {
                    Cow::Borrowed(r.check(p_text.get(
                        s.start.wrapping_sub(start) as usize..s.end.wrapping_sub(start) as usize,
                    )))
                }
                (JOINED_SEGMENTS, _, _) => {
                    let joined = articles
                        .get(article_at as usize)
                        .and_then(|a| joined_segments(a, &segments));
                    if joined.is_none() {
                        r.damage();
                    }
                    Cow::Owned(joined.unwrap_or_default())
                }
                (OWN_TEXT, _, _) => {
                    let (at, len) = (r.small() as usize, r.small() as usize);
                    Cow::Borrowed(r.check(text.get(at..at.saturating_add(len))))
                }
                _ => Cow::Borrowed(r.check(None)),
            };
        r.col = Column::Characters;
        let mut quote_characters = Vec::with_capacity(r.count());
        let mut character_at = Vec::with_capacity(quote_characters.capacity());
        for _ in 0..quote_characters.capacity() {
            let (at, id) = r.reference(&character_ids);
            character_at.push(at);
            quote_characters.push(Cow::Borrowed(id));
        }
        r.col = Column::Meta;
        facets.push(speaker_at, article_at, character_at.into_iter());
        quotes.push(Quote {
            id: match (stored_id, &words) {
                (Err(id), _) => QuoteId::from(id),
                (Ok(occurrence), Cow::Borrowed(words)) => {
                    QuoteId::derived(article, words, occurrence as u32)
                }
                // Words joined from several runs are owned, with no embedded text to borrow for
                // later, and rare (13% of the generated quotes): their id is worked out at once.
                (Ok(occurrence), Cow::Owned(words)) => {
                    QuoteId::from(quote_id(article, words, occurrence))
                }
            },
            speaker: Cow::Borrowed(speaker),
            article: Cow::Borrowed(article),
            text: words,
            segments: Cow::Owned(segments),
            characters: Cow::Owned(quote_characters),
            paragraph: paragraph_index,
        });
    }
    let mut redirects = Vec::with_capacity(r.count());
    for _ in 0..redirects.capacity() {
        redirects.push(Redirect {
            from: Cow::Borrowed(r.text()),
            to: Cow::Borrowed(r.text()),
        });
    }
    if r.columns.iter().any(|(column, at)| *at != column.len()) || r.text_at != text.len() {
        r.damage();
    }
    if let Some(damage) = r.damaged_at {
        return Err(damage);
    }
    let corpus = Corpus {
        articles: Cow::Owned(articles),
        speakers: Cow::Owned(speakers),
        characters: Cow::Owned(characters),
        quotes: Cow::Owned(quotes),
        redirects: Cow::Owned(redirects),
    };
    Ok((corpus, facets))
}

/// Appends `n` as LEB128: seven bits a byte, low first, the high bit set on all but the last.
/// (Also how a wasm binary writes its sizes: `quotes_build::embed`.)
pub fn push_leb128(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n & 0x7f) as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// The LEB128 number at `*at`, moving past it; `None` if the bytes end or it overflows.
pub fn leb128(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut n: u64 = 0;
    for shift in (0..64).step_by(7) {
        let byte = *bytes.get(*at)?;
        *at += 1;
        n |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Some(n);
        }
    }
    None
}

/// The `'static` string inside a `Cow` that `unpack` made borrowed (it makes no other kind).
fn static_str(text: &Text) -> &'static str {
    match text {
        Cow::Borrowed(s) => s,
        Cow::Owned(_) => "",
    }
}

/// Where the first `PARAGRAPH_END` in `bytes` starts. Start-up reads all of the collection's
/// text this way, in the browser's baseline-compiled wasm, so this passes over four bytes at
/// once when none is a newline (10,000 quotes, 3.3 MB of text, median of 25 cold loads:
/// unpacking 55 → 42 ms against a byte loop). Plain loops: `str::find` costs a searcher per paragraph
/// (3× slower), and at `opt-level = "z"` an iterator chain stays calls per byte.
fn paragraph_end(bytes: &[u8]) -> Option<usize> {
    const ONES: u32 = u32::from_le_bytes([1; 4]);
    const NEWLINES: u32 = ONES * b'\n' as u32;
    let mut at = 0;
    while at < bytes.len() {
        if let Some(&four) = bytes.get(at..).and_then(<[u8]>::first_chunk::<4>) {
            // A newline among the four is a zero byte of `x`, which sets its high bit here.
            let x = u32::from_le_bytes(four) ^ NEWLINES;
            if x.wrapping_sub(ONES) & !x & (ONES << 7) == 0 {
                at += 4;
                continue;
            }
        }
        let end = bytes.len().min(at + 4);
        while at < end {
            if bytes[at] == b'\n' && bytes.get(at + 1) == Some(&b'\n') {
                return Some(at);
            }
            at += 1;
        }
    }
    None
}

struct Reader<'n> {
    text: &'static str,
    text_at: usize,
    /// Each column's numbers and how far they have been read.
    columns: [(&'n [u8], usize); COLUMNS],
    col: Column,
    damaged_at: Option<PackError>,
}

impl<'n> Reader<'n> {
    /// Cuts the numbers into their columns, each written after its length.
    fn new(text: &'static str, numbers: &'n [u8]) -> Reader<'n> {
        let mut r = Reader {
            text,
            text_at: 0,
            columns: [(numbers, 0); COLUMNS],
            col: Column::Meta,
            damaged_at: None,
        };
        let mut at = 0;
        for i in 0..COLUMNS {
            let column = leb128(numbers, &mut at)
                .and_then(|len| numbers.get(at..at.checked_add(len as usize)?));
            at += column.map_or(0, <[u8]>::len);
            match column {
                Some(column) => r.columns[i] = (column, 0),
                None => {
                    r.columns[i] = (&[], 0);
                    r.damage();
                }
            }
        }
        r
    }

    fn damage(&mut self) {
        let (numbers, at) = self.columns[self.col as usize];
        self.damaged_at.get_or_insert(PackError {
            column: self.col as usize,
            at: at.min(numbers.len()),
        });
    }

    /// A found value, or damage and an empty string.
    fn check(&mut self, found: Option<&'static str>) -> &'static str {
        found.unwrap_or_else(|| {
            self.damage();
            ""
        })
    }

    fn wide(&mut self) -> u64 {
        let (column, at) = &mut self.columns[self.col as usize];
        leb128(column, at).unwrap_or_else(|| {
            self.damage();
            0
        })
    }

    fn small(&mut self) -> u32 {
        let n = self.wide();
        u32::try_from(n).unwrap_or_else(|_| {
            self.damage();
            0
        })
    }

    /// A count of items that follow; each takes at least one byte of this column, which bounds
    /// it (so that damage cannot ask for a huge allocation).
    fn count(&mut self) -> usize {
        let items = self.col;
        self.count_of(items)
    }

    /// A count of items each of which takes at least one byte of column `items`.
    fn count_of(&mut self, items: Column) -> usize {
        let n = self.small() as usize;
        let (column, at) = self.columns[items as usize];
        if n > column.len().saturating_sub(at) {
            self.damage();
            return 0;
        }
        n
    }

    /// An offset written as a signed (zigzag) difference from `base`.
    fn offset(&mut self, base: u32) -> u32 {
        let zigzag = self.wide();
        let delta = (zigzag >> 1) as i64 ^ -((zigzag & 1) as i64);
        u32::try_from(i64::from(base) + delta).unwrap_or_else(|_| {
            self.damage();
            0
        })
    }

    /// A segment's `edge`, as `Writer::place` wrote it.
    fn place(&mut self, article: Option<&Article>, from: u32, edge: Edge) -> u32 {
        match self.small() {
            0 => self.offset(from),
            n => article
                .and_then(|a| nth_place(a, from, n, edge, u32::MAX))
                .unwrap_or_else(|| {
                    self.damage();
                    from
                }),
        }
    }

    fn take(&mut self, len: usize) -> &'static str {
        let text: &'static str = self.text;
        let piece = text.get(self.text_at..self.text_at.saturating_add(len));
        if piece.is_some() {
            self.text_at += len;
        }
        self.check(piece)
    }

    fn text(&mut self) -> &'static str {
        let len = self.small() as usize;
        self.take(len)
    }

    /// A paragraph's text, up to its `PARAGRAPH_END`.
    fn paragraph(&mut self) -> &'static str {
        let text: &'static str = self.text;
        let rest = text.as_bytes().get(self.text_at..).unwrap_or_default();
        let len = paragraph_end(rest);
        let paragraph = len.map_or("", |len| self.take(len));
        match len {
            Some(_) => self.text_at += PARAGRAPH_END.len(),
            None => self.damage(),
        }
        paragraph
    }

    fn optional(&mut self) -> Option<&'static str> {
        match self.small() as usize {
            0 => None,
            n => Some(self.take(n - 1)),
        }
    }

    /// Quotes' own texts are read by position, not in sequence.
    fn skip_own_texts(&mut self) {
        let len = self.small() as usize;
        self.take(len);
    }

    /// A reference to a speaker, article or character: its position (`NONE` for an id the
    /// corpus lacks, written out as text) and its id.
    fn reference(&mut self, ids: &[&'static str]) -> (u32, &'static str) {
        match self.small() {
            0 => (NONE, self.text()),
            n => {
                let id = ids.get(n as usize - 1).copied();
                (n - 1, self.check(id))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::{build, InputFile};

    fn roundtrip(corpus: &Corpus) -> Corpus {
        let packed = pack(corpus);
        let text: &'static str = Box::leak(packed.text.into_boxed_str());
        let (unpacked, facets) = unpack(text, &packed.numbers).expect("unpacks");
        assert_eq!(facets, Facets::new(corpus));
        unpacked
    }

    #[test]
    fn unpacking_gives_back_the_corpus() {
        let a = "---\ntitle: T\noutlet: O\n---\nT\n\nWalt (Brendan Dooling) and Carrie (AnnaSophia Robb).\n\n“Walt is brave, truly,” Jane Doe says. “And Carrie, too.”\n\n“Café talk, yes,” Jane Doe says.\n";
        let corpus = build(
            &[InputFile {
                name: "a.txt".into(),
                text: a.into(),
            }],
            None,
            None,
        )
        .expect("builds");
        assert!(corpus.quotes.iter().any(|q| q.segments.len() == 2));
        assert_eq!(roundtrip(&corpus), corpus);
    }

    #[test]
    fn interrupted_quotes_and_ids_in_file_names_are_not_stored_twice() {
        let a =
            "---\ntitle: T\n---\nT\n\n“Walt is brave, truly,” Jane Doe says. “And Carrie, too.”\n";
        let corpus = build(
            &[InputFile {
                name: "007_the-id.txt".into(),
                text: a.into(),
            }],
            None,
            None,
        )
        .expect("builds");
        assert_eq!(
            corpus.quotes[0].text,
            "Walt is brave, truly, And Carrie, too."
        );
        let packed = pack(&corpus);
        assert!(!packed.text.contains("truly, And"), "{}", packed.text);
        assert_eq!(packed.text.matches("the-id").count(), 1);
        assert_eq!(roundtrip(&corpus), corpus);
    }

    #[test]
    fn segments_are_stored_as_marks_not_offsets() {
        let packed_numbers = |lead_in: &str, words: &str| {
            let a = format!("---\ntitle: T\n---\nT\n\n{lead_in}“Walt is brave, {words},” Jane Doe says, with a long pause between the two halves. “And Carrie, too.”\n");
            let corpus = build(
                &[InputFile {
                    name: "a.txt".into(),
                    text: a,
                }],
                None,
                None,
            )
            .expect("builds");
            assert_eq!(corpus.quotes[0].segments.len(), 2);
            assert_eq!(roundtrip(&corpus), corpus);
            pack(&corpus).numbers.len()
        };
        // A quote that starts 300 bytes into its paragraph costs no more than one at its start,
        // and one of 300 bytes no more than one of 6.
        let far = "Jane Doe spoke at length. ".repeat(12);
        let near = packed_numbers("Jane Doe said: ", "truly");
        assert_eq!(packed_numbers(&far, "truly"), near);
        assert_eq!(
            packed_numbers("Jane Doe said: ", &"truly ".repeat(50)),
            near
        );
    }

    #[test]
    fn numbers_past_one_byte_come_back_whole() {
        for n in [0, 127, 128, 300, 1 << 21, u64::from(u32::MAX), u64::MAX] {
            let mut bytes = Vec::new();
            push_leb128(&mut bytes, n);
            let mut at = 0;
            assert_eq!((leb128(&bytes, &mut at), at), (Some(n), bytes.len()));
        }
    }

    #[test]
    fn a_paragraph_ends_at_the_first_blank_line_wherever_it_falls_in_a_word() {
        // Every place against the four-byte words, single newlines before it, and none at all.
        for at in 0..12 {
            let before: String = (0..at)
                .map(|i| if i % 3 == 1 && i + 1 < at { '\n' } else { 'x' })
                .collect();
            let text = format!("{before}\n\nnext\n\n");
            assert_eq!(paragraph_end(text.as_bytes()), Some(at), "{text:?}");
        }
        assert_eq!(paragraph_end(b"one\ntwo\n"), None);
        assert_eq!(paragraph_end(b""), None);
    }

    #[test]
    fn paragraphs_that_hold_or_end_a_blank_line_come_back_whole() {
        let article = |texts: &[&'static str]| Article {
            id: "a".into(),
            title: "T".into(),
            outlet: None,
            author: None,
            date: None,
            url: None,
            file: "a.txt".into(),
            paragraphs: Cow::Owned(
                texts
                    .iter()
                    .enumerate()
                    .map(|(i, t)| Paragraph {
                        start: i as u32 * 100,
                        text: Cow::Borrowed(*t),
                    })
                    .collect(),
            ),
        };
        let corpus = Corpus {
            articles: Cow::Owned(vec![article(&[
                "ends in a newline\n",
                "\n",
                "",
                "two\n\nlines",
                "plain",
            ])]),
            ..Corpus::EMPTY
        };
        assert_eq!(roundtrip(&corpus), corpus);
    }

    #[test]
    fn dangling_references_survive() {
        let corpus = Corpus {
            quotes: Cow::Owned(vec![Quote {
                id: "q1".into(),
                speaker: "nobody".into(),
                article: "nowhere".into(),
                text: "words".into(),
                segments: Cow::Owned(vec![Segment { start: 5, end: 10 }]),
                characters: Cow::Owned(vec!["ghost".into()]),
                paragraph: 3,
            }]),
            ..Corpus::EMPTY
        };
        assert_eq!(roundtrip(&corpus), corpus);
    }

    #[test]
    fn damaged_data_is_an_error_not_a_panic() {
        let corpus = Corpus::EMPTY;
        let packed = pack(&corpus);
        assert!(unpack("", &packed.numbers).is_ok());
        assert!(unpack("", &[]).is_err());
        assert!(unpack("", &[0xff, 0xff, 0xff, 0xff, 0xff, 0x01]).is_err());
        assert!(unpack("é", &[1, 1, 1]).is_err());
    }
}
