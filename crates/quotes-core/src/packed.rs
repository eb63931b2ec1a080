//! The corpus as the app embeds it: one string holding every text once, in reading order, and
//! one stream of small numbers (LEB128) saying how to cut it and how the parts connect.
//!
//! Why not generated Rust values: a struct per quote is pointers and lengths that compress
//! poorly (the corpus cost 1.5× its articles' gzip size that way) and a 10,000-quote source file
//! is slow to compile. Packed, the text compresses like the articles themselves, since
//! paragraphs stay in reading order, and a quote that is one run of its paragraph is stored as
//! two offsets instead of its words again. `unpack` makes no copy of any text: every string of
//! the `Corpus` it returns borrows from the embedded one, so start-up is one pass over the
//! numbers.

use crate::explore::{Facets, NONE};
use crate::model::*;
use std::borrow::Cow;
use std::fmt;

/// A corpus packed by `pack`: `text` is every string, `numbers` the LEB128 stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    pub text: String,
    pub numbers: Vec<u8>,
}

/// What `unpack` found wrong: the numbers and the text do not belong together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackError {
    /// Byte offset in the numbers where reading stopped.
    pub at: usize,
    pub what: &'static str,
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "packed corpus unreadable at byte {}: {}",
            self.at, self.what
        )
    }
}

/// Quote text that is not one run of its paragraph (several segments) is stored on its own.
const OWN_TEXT: u32 = 0;
const RUN_OF_PARAGRAPH: u32 = 1;

pub fn pack(corpus: &Corpus) -> Packed {
    let mut w = Writer::default();
    let article_of = |q: &Quote| corpus.articles.iter().position(|a| a.id == q.article);
    // Where each quote's own text went: beside its article's paragraphs, so that the compressor
    // finds the repeated words within its window.
    let mut own_text_at = vec![0; corpus.quotes.len()];
    let mut place_own_texts = |w: &mut Writer, article: Option<usize>| {
        let start = w.text.len();
        for (i, q) in corpus.quotes.iter().enumerate() {
            if article_of(q) == article && !is_run_of_paragraph(corpus, q) {
                own_text_at[i] = w.text.len();
                w.text.push_str(&q.text);
            }
        }
        w.number((w.text.len() - start) as u64);
    };
    w.number(corpus.articles.len() as u64);
    for (index, a) in corpus.articles.iter().enumerate() {
        w.text(&a.id);
        w.text(&a.title);
        for field in [&a.outlet, &a.author, &a.date, &a.url] {
            w.optional(field.as_deref());
        }
        w.text(&a.file);
        w.number(a.paragraphs.len() as u64);
        let mut end_of_previous = 0;
        for p in a.paragraphs.iter() {
            // Paragraphs follow each other: the gap is small, the offset is not.
            w.signed(i64::from(p.start) - end_of_previous);
            w.text(&p.text);
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
        let article = article_of(q);
        w.text(&q.id);
        w.index(
            corpus.speakers.iter().position(|s| s.id == q.speaker),
            &q.speaker,
        );
        w.index(article, &q.article);
        w.number(q.paragraph.into());
        let paragraph = article.and_then(|a| {
            corpus.articles[a]
                .paragraphs
                .get(q.paragraph as usize)
                .map(|p| p.start)
        });
        let base = paragraph.unwrap_or(0);
        w.number(q.segments.len() as u64);
        let mut previous = base;
        for s in q.segments.iter() {
            // Segments follow their paragraph's start in reading order: small numbers. Signed
            // (zigzag), so that any order still comes back exactly.
            w.signed(i64::from(s.start) - i64::from(previous));
            w.signed(i64::from(s.end) - i64::from(s.start));
            previous = s.end;
        }
        if is_run_of_paragraph(corpus, q) {
            w.number(RUN_OF_PARAGRAPH.into());
        } else {
            w.number(OWN_TEXT.into());
            w.number(own_text_at[i] as u64);
            w.number(q.text.len() as u64);
        }
        w.number(q.characters.len() as u64);
        for c in q.characters.iter() {
            w.index(corpus.characters.iter().position(|x| x.id == *c), c);
        }
    }
    w.number(corpus.redirects.len() as u64);
    for r in corpus.redirects.iter() {
        w.text(&r.from);
        w.text(&r.to);
    }
    Packed {
        text: w.text,
        numbers: w.numbers,
    }
}

/// A single-segment quote whose words are exactly that run of its paragraph.
fn is_run_of_paragraph(corpus: &Corpus, quote: &Quote) -> bool {
    let [segment] = quote.segments.as_ref() else {
        return false;
    };
    let Some(paragraph) = corpus.context(quote) else {
        return false;
    };
    let start = segment.start.wrapping_sub(paragraph.start) as usize;
    let end = segment.end.wrapping_sub(paragraph.start) as usize;
    paragraph.text.get(start..end) == Some(quote.text.as_ref())
}

#[derive(Default)]
struct Writer {
    text: String,
    numbers: Vec<u8>,
}

impl Writer {
    fn signed(&mut self, n: i64) {
        self.number(((n << 1) ^ (n >> 63)) as u64);
    }

    fn number(&mut self, n: u64) {
        let mut n = n;
        loop {
            let byte = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.numbers.push(byte);
                return;
            }
            self.numbers.push(byte | 0x80);
        }
    }

    fn text(&mut self, s: &str) {
        self.number(s.len() as u64);
        self.text.push_str(s);
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
pub fn unpack(text: &'static str, numbers: &[u8]) -> Result<(Corpus, Facets), PackError> {
    let mut r = Reader {
        text,
        text_at: 0,
        numbers,
        at: 0,
    };
    let mut articles = Vec::with_capacity(r.count()?);
    for _ in 0..articles.capacity() {
        let id = r.text()?;
        let title = r.text()?;
        let [outlet, author, date, url] =
            [r.optional()?, r.optional()?, r.optional()?, r.optional()?];
        let file = r.text()?;
        let mut paragraphs = Vec::with_capacity(r.count()?);
        let mut end_of_previous = 0u32;
        for _ in 0..paragraphs.capacity() {
            let start = r.offset(end_of_previous)?;
            let text = r.text()?;
            end_of_previous = r.offset_by(start, text.len() as i64)?;
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
        r.skip_own_texts()?;
    }
    r.skip_own_texts()?;
    let mut speakers = Vec::with_capacity(r.count()?);
    for _ in 0..speakers.capacity() {
        speakers.push(Speaker {
            id: Cow::Borrowed(r.text()?),
            name: Cow::Borrowed(r.text()?),
            role: r.optional()?.map(Cow::Borrowed),
        });
    }
    let mut characters = Vec::with_capacity(r.count()?);
    for _ in 0..characters.capacity() {
        characters.push(Character {
            id: Cow::Borrowed(r.text()?),
            name: Cow::Borrowed(r.text()?),
            actor: r.optional()?.map(Cow::Borrowed),
        });
    }
    let mut quotes = Vec::with_capacity(r.count()?);
    let mut facets = Facets::with_capacity(quotes.capacity());
    for _ in 0..quotes.capacity() {
        let id = r.text()?;
        let (speaker_at, speaker) =
            r.reference(|i| speakers.get(i).map(|s: &Speaker| s.id.clone()))?;
        let (article_at, article_id) =
            r.reference(|i| articles.get(i).map(|a: &Article| a.id.clone()))?;
        let article = articles.get(article_at as usize);
        let paragraph_index = r.number()?;
        let paragraph = article.and_then(|a| a.paragraphs.get(paragraph_index as usize));
        let mut segments = Vec::with_capacity(r.count()?);
        let mut previous = paragraph.map_or(0, |p| p.start);
        for _ in 0..segments.capacity() {
            let start = r.offset(previous)?;
            let end = r.offset(start)?;
            segments.push(Segment { start, end });
            previous = end;
        }
        let quote_text = match (r.number()?, paragraph, segments.as_slice()) {
            (OWN_TEXT, _, _) => {
                let (at, len) = (r.number()? as usize, r.number()? as usize);
                text.get(at..at.saturating_add(len))
                    .ok_or(r.error("quote text out of range"))?
            }
            (RUN_OF_PARAGRAPH, Some(p), [s]) => {
                let p_text: &'static str = match &p.text {
                    Cow::Borrowed(t) => t,
                    Cow::Owned(_) => return Err(r.error("paragraph text not borrowed")),
                };
                let from = s.start.wrapping_sub(p.start) as usize;
                let to = s.end.wrapping_sub(p.start) as usize;
                p_text
                    .get(from..to)
                    .ok_or(r.error("quote run outside its paragraph"))?
            }
            _ => return Err(r.error("unknown quote text kind")),
        };
        let mut quote_characters = Vec::with_capacity(r.count()?);
        let mut character_at = Vec::with_capacity(quote_characters.capacity());
        for _ in 0..quote_characters.capacity() {
            let (at, id) = r.reference(|i| characters.get(i).map(|c: &Character| c.id.clone()))?;
            character_at.push(at);
            quote_characters.push(id);
        }
        facets.push(speaker_at, article_at, character_at.into_iter());
        quotes.push(Quote {
            id: Cow::Borrowed(id),
            speaker,
            article: article_id,
            text: Cow::Borrowed(quote_text),
            segments: Cow::Owned(segments),
            characters: Cow::Owned(quote_characters),
            paragraph: paragraph_index,
        });
    }
    let mut redirects = Vec::with_capacity(r.count()?);
    for _ in 0..redirects.capacity() {
        redirects.push(Redirect {
            from: Cow::Borrowed(r.text()?),
            to: Cow::Borrowed(r.text()?),
        });
    }
    if r.at != numbers.len() || r.text_at != text.len() {
        return Err(r.error("data left over after the last redirect"));
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

struct Reader<'n> {
    text: &'static str,
    text_at: usize,
    numbers: &'n [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &'static str) -> PackError {
        PackError { at: self.at, what }
    }

    /// An offset written as a signed difference from `base`.
    fn offset(&mut self, base: u32) -> Result<u32, PackError> {
        let zigzag = self.wide()?;
        let delta = (zigzag >> 1) as i64 ^ -((zigzag & 1) as i64);
        self.offset_by(base, delta)
    }

    fn offset_by(&self, base: u32, delta: i64) -> Result<u32, PackError> {
        u32::try_from(i64::from(base) + delta).map_err(|_| self.error("offset out of range"))
    }

    fn number(&mut self) -> Result<u32, PackError> {
        let n = self.wide()?;
        u32::try_from(n).map_err(|_| self.error("number too large"))
    }

    fn wide(&mut self) -> Result<u64, PackError> {
        let mut n: u64 = 0;
        for shift in (0..64).step_by(7) {
            let byte = *self
                .numbers
                .get(self.at)
                .ok_or(self.error("numbers end early"))?;
            self.at += 1;
            n |= u64::from(byte & 0x7f)
                .checked_shl(shift)
                .ok_or(self.error("number too large"))?;
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(self.error("number too long"))
    }

    /// A count of items that follow; each takes at least one byte, which bounds it.
    fn count(&mut self) -> Result<usize, PackError> {
        let n = self.number()? as usize;
        if n > self.numbers.len() - self.at {
            return Err(self.error("count larger than the data"));
        }
        Ok(n)
    }

    fn take(&mut self, len: usize) -> Result<&'static str, PackError> {
        let text: &'static str = self.text;
        let piece = self
            .text_at
            .checked_add(len)
            .and_then(|end| text.get(self.text_at..end))
            .ok_or(self.error("text ends early or cuts a character"))?;
        self.text_at += len;
        Ok(piece)
    }

    /// Quotes' own texts are read by position, not in sequence.
    fn skip_own_texts(&mut self) -> Result<(), PackError> {
        let len = self.number()? as usize;
        self.take(len).map(drop)
    }

    fn text(&mut self) -> Result<&'static str, PackError> {
        let len = self.number()? as usize;
        self.take(len)
    }

    fn optional(&mut self) -> Result<Option<&'static str>, PackError> {
        match self.number()? as usize {
            0 => Ok(None),
            n => self.take(n - 1).map(Some),
        }
    }

    /// A reference to a speaker, article or character: its position (`NONE` for an id the
    /// corpus lacks) and its id.
    fn reference(
        &mut self,
        by_index: impl Fn(usize) -> Option<Text>,
    ) -> Result<(u32, Text), PackError> {
        match self.number()? {
            0 => Ok((NONE, Cow::Borrowed(self.text()?))),
            n => {
                let id = by_index(n as usize - 1).ok_or(self.error("index out of range"))?;
                Ok((n - 1, id))
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
