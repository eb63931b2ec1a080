//! Reading one article file: an optional metadata header, then the text exactly as published.
//!
//! ```text
//! ---
//! title: The Carrie Diaries Finale: Will Carrie and Sebastian Get Back Together?
//! outlet: TV Guide
//! author: Jane Doe            (optional)
//! date: 2014-01-20            (optional)
//! url: https://example.com/…  (optional)
//! id: carrie-finale           (optional; default: the file name without extension and NNN_ prefix)
//! ---
//! The article text, verbatim. Paragraphs are separated by blank lines or line breaks.
//! ```

use crate::error::{line_of, SourceError};
use crate::ids::is_url_safe_id;
use std::borrow::Cow;

/// Text copied from a page's HTML source keeps its entities and inline tags (`&ldquo;We
/// don&rsquo;t…&rdquo;`, `<em>The Record</em>`): read as the characters they stand for, the tags
/// as nothing, block tags (`</p><p>`) as a space. No line break is added or removed, so every
/// error still names the right line; anything else that looks like markup stays as written.
pub fn without_html_leftovers(source: &str) -> Cow<'_, str> {
    if !source.contains(['&', '<']) {
        return Cow::Borrowed(source);
    }
    let mut out = String::with_capacity(source.len());
    let mut rest = source;
    while let Some(at) = rest.find(['&', '<']) {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        // How many bytes a leftover takes, and what it stands for ("" for a tag).
        let leftover = match rest.as_bytes()[0] {
            b'&' => rest[1..]
                .find(';')
                .filter(|&end| end <= 8)
                .and_then(|end| Some((end + 2, entity(&rest[1..1 + end])?.to_string()))),
            _ => rest[1..].find('>').and_then(|end| {
                let inside = &rest[1..1 + end];
                let tag = inside.trim_start_matches('/');
                let name = tag
                    .split(|c: char| c.is_whitespace() || c == '/')
                    .next()
                    .unwrap_or_default();
                if INLINE_TAGS.contains(&tag) {
                    Some((end + 2, String::new()))
                } else if BLOCK_TAGS.contains(&name) && !inside.contains(['<', '\n']) {
                    // `…Crew-1.</p><p>"I expected…`: a block's edge parts what it holds.
                    Some((end + 2, " ".to_string()))
                } else {
                    None
                }
            }),
        };
        let len = match leftover {
            Some((len, stands_for)) => {
                out.push_str(&stands_for);
                len
            }
            None => {
                out.push_str(&rest[..1]);
                1
            }
        };
        rest = &rest[len..];
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// Inline tags a pasted page may keep around a word or a title.
const INLINE_TAGS: [&str; 6] = ["em", "strong", "i", "b", "u", "span"];

/// Tags that open or close a block (with attributes, `<a href="…">` too): a space, so that
/// the words on either side stay apart.
const BLOCK_TAGS: [&str; 7] = ["p", "div", "br", "li", "blockquote", "a", "figure"];

/// The character an HTML entity stands for: the named ones an article's text uses, and any
/// numeric one.
fn entity(name: &str) -> Option<char> {
    let named = match name {
        "ldquo" => '“',
        "rdquo" => '”',
        "lsquo" => '‘',
        "rsquo" => '’',
        "quot" => '"',
        "apos" => '\'',
        "amp" => '&',
        "nbsp" => ' ',
        "mdash" => '—',
        "ndash" => '–',
        "hellip" => '…',
        _ => {
            let number = name.strip_prefix('#')?;
            let code = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            return char::from_u32(code).filter(|c| *c != '\n' && *c != '\0');
        }
    };
    Some(named)
}

pub const HEADER_KEYS: [&str; 6] = ["title", "outlet", "author", "date", "url", "id"];

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    pub title: Option<String>,
    pub outlet: Option<String>,
    pub author: Option<String>,
    pub date: Option<String>,
    pub url: Option<String>,
    pub id: Option<String>,
}

/// A paragraph of the body with its byte offset in the whole file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawParagraph {
    pub start: usize,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArticleFile {
    pub file: String,
    pub source: String,
    pub header: Header,
    /// Byte offset where the body starts.
    pub body_start: usize,
    pub paragraphs: Vec<RawParagraph>,
}

impl ArticleFile {
    pub fn parse(file: &str, source: &str) -> Result<ArticleFile, SourceError> {
        let source = &*without_html_leftovers(source);
        let (header, body_start) = parse_header(file, source)?;
        let paragraphs = split_paragraphs(source, body_start);
        if paragraphs.is_empty() {
            return Err(SourceError::new(
                file,
                line_of(source, body_start),
                "the article has no text",
            ));
        }
        Ok(ArticleFile {
            file: file.to_string(),
            source: source.to_string(),
            header,
            body_start,
            paragraphs,
        })
    }

    pub fn line_of(&self, offset: usize) -> usize {
        line_of(&self.source, offset)
    }

    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> SourceError {
        SourceError::new(self.file.clone(), self.line_of(offset), message)
    }

    /// The header's title, or else the first line of the text, as most articles open with their headline.
    pub fn title(&self) -> String {
        self.header.title.clone().unwrap_or_else(|| {
            self.paragraphs[0]
                .text
                .lines()
                .next()
                .unwrap_or("")
                .trim()
                .to_string()
        })
    }

    /// The id from the header, or the file name without its extension and any `NNN_` ordering prefix.
    pub fn id(&self) -> Result<String, SourceError> {
        if let Some(id) = &self.header.id {
            return Ok(id.clone());
        }
        let stem = self.file.rsplit('/').next().unwrap_or(&self.file);
        let stem = stem.rsplit_once('.').map_or(stem, |(s, _)| s);
        let stem = match stem.split_once('_') {
            Some((prefix, rest))
                if !rest.is_empty() && prefix.bytes().all(|b| b.is_ascii_digit()) =>
            {
                rest
            }
            _ => stem,
        };
        let id = stem.to_ascii_lowercase();
        if is_url_safe_id(&id) {
            Ok(id)
        } else {
            Err(SourceError::new(
                self.file.clone(),
                1,
                format!("the file name gives the article id {id:?}, which is not URL-safe: add `id: some-id` (a-z, 0-9, -) to the header"),
            ))
        }
    }

    /// The author named by a byline in the text ("Posted by: Jane Doe", "By Jane Doe"), or by a
    /// dated one near the top ("Stuart James Jan 18, 2021").
    pub fn byline_author(&self) -> Option<String> {
        fn lines_of(paragraphs: &[RawParagraph]) -> impl Iterator<Item = &str> {
            paragraphs
                .iter()
                .flat_map(|p| p.text.lines())
                .map(str::trim)
        }
        lines_of(&self.paragraphs)
            .find_map(|line| {
                let line = line.trim();
                let name =
                    credited_writer(line).or_else(|| Some(line.strip_prefix("By ")?.trim()))?;
                reads_as_a_writers_name(name).then(|| name.to_string())
            })
            .or_else(|| {
                let top = &self.paragraphs[..self.paragraphs.len().min(4)];
                let lines: Vec<&str> = lines_of(top).collect();
                // "Dan Snierson" on its line, "March 08, 2017 AT 12:47 PM EST" on the next.
                let name_over_date = lines.windows(2).find_map(|pair| {
                    dated_byline(&format!("{} {}", pair[0], pair[1]))
                        .filter(|name| name.as_str() == pair[0])
                });
                lines
                    .iter()
                    .copied()
                    .find_map(|line| {
                        dated_byline(line)
                            .or_else(|| date_then_name(line))
                            .or_else(|| newsroom_byline(line))
                    })
                    .or(name_over_date)
            })
    }
}

/// "Posted by: Jane Doe", "Written by Gabriel": the words after a line's credit to its writer.
pub(crate) fn credited_writer(line: &str) -> Option<&str> {
    ["Posted by:", "Posted by", "Written by:", "Written by"]
        .iter()
        .find_map(|prefix| line.strip_prefix(prefix))
        .map(str::trim)
}

/// "Madison Morgan, Editor-in-Chief", "Ana Lima, Staff Writer": a name, then the writer's post
/// at the paper, as a student paper's byline reads. Only a newsroom's posts: "Ana Lima, Head
/// Coach" over her words is a speaker's heading.
fn newsroom_byline(line: &str) -> Option<String> {
    let (name, post) = line.split_once(", ")?;
    let post = post.trim().to_lowercase();
    let newsroom = matches!(
        post.as_str(),
        "editor-in-chief"
            | "editor in chief"
            | "staff writer"
            | "staff reporter"
            | "contributing writer"
            | "sports editor"
            | "news editor"
            | "managing editor"
    );
    (newsroom && reads_as_a_writers_name(name)).then(|| name.to_string())
}

/// "Jane Doe", "Mary Ann Van Dyke": what a byline credits, two to four capitalized words.
fn reads_as_a_writers_name(name: &str) -> bool {
    let words: Vec<&str> = name.split_whitespace().collect();
    (2..=4).contains(&words.len())
        && words
            .iter()
            .all(|w| w.chars().next().is_some_and(char::is_uppercase))
}

/// "Stuart James Jan 18, 2021 39": a name of two to four words, then the day the piece was
/// posted, on a short line of its own.
fn dated_byline(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let month = words.iter().position(|w| crate::text::is_month(w))?;
    let name = &words[..month];
    let dated = words
        .get(month + 1)
        .is_some_and(|day| day.starts_with(|c: char| c.is_ascii_digit()));
    (dated && is_byline_name(name) && words.len() <= month + 8).then(|| name.join(" "))
}

/// A byline's name: two to four capitalized words of letters (and hyphens).
fn is_byline_name(name: &[&str]) -> bool {
    (2..=4).contains(&name.len())
        && name.iter().all(|w| {
            w.starts_with(char::is_uppercase) && w.chars().all(|c| c.is_alphabetic() || c == '-')
        })
}

/// "11. 11. 2020 Petr Dostál", "2020-11-11 Ana Lee": a date in figures, a year among them, then
/// a name of two to four words ending the line.
fn date_then_name(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let in_figures = |w: &&str| {
        w.chars().any(|c| c.is_ascii_digit())
            && w.chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '.' | '/' | '-'))
    };
    let date_end = words.iter().position(|w| !in_figures(w))?;
    let has_year = words[..date_end].iter().any(|w| {
        w.split(['.', '/', '-'])
            .any(|part| part.len() == 4 && part.bytes().all(|b| b.is_ascii_digit()))
    });
    let name = &words[date_end..];
    (has_year && is_byline_name(name)).then(|| name.join(" "))
}

/// `title: "Tomas Wren Interview: …"`: front matter written as YAML writes a value with a colon,
/// in quotes that are no part of it. Only a pair that encloses the whole value and nothing
/// else of its kind (`"Yes" and "No"` keeps its marks), unless YAML's escape stands before each
/// one inside (`"Zero: \"I want…\""`), which then goes.
fn without_enclosing_quotes(value: &str) -> Cow<'_, str> {
    let unescaped = |inner: &str| {
        (inner.contains("\\\"") && !inner.replace("\\\"", "").contains('"'))
            .then(|| inner.replace("\\\"", "\""))
    };
    ['"', '\'']
        .iter()
        .find_map(|&mark| {
            let inner = value.strip_prefix(mark)?.strip_suffix(mark)?;
            if !inner.contains(mark) {
                return Some(Cow::Borrowed(inner));
            }
            (mark == '"')
                .then(|| unescaped(inner))
                .flatten()
                .map(Cow::Owned)
        })
        .unwrap_or(Cow::Borrowed(value))
}

fn parse_header(file: &str, source: &str) -> Result<(Header, usize), SourceError> {
    let mut header = Header::default();
    let first_line_end = source.find('\n').map_or(source.len(), |i| i + 1);
    if source[..first_line_end].trim_end() != "---" {
        return Ok((header, 0));
    }
    let mut offset = first_line_end;
    let mut line_no = 1;
    while offset < source.len() {
        let end = source[offset..]
            .find('\n')
            .map_or(source.len(), |i| offset + i + 1);
        let line = source[offset..end].trim_end();
        line_no += 1;
        offset = end;
        if line == "---" {
            return Ok((header, offset));
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(SourceError::new(
                file,
                line_no,
                format!(
                    "header line {line:?} is not `key: value` (did you forget the closing `---`?)"
                ),
            ));
        };
        let key = key.trim().to_ascii_lowercase();
        let value = without_enclosing_quotes(value.trim()).into_owned();
        if value.is_empty() {
            return Err(SourceError::new(
                file,
                line_no,
                format!("header key `{key}` has no value"),
            ));
        }
        let slot = match key.as_str() {
            "title" => &mut header.title,
            "outlet" => &mut header.outlet,
            "author" => &mut header.author,
            "date" => &mut header.date,
            "url" => {
                // It becomes the article page's "Original article" link: only web addresses.
                if !is_web_url(&value) {
                    return Err(SourceError::new(
                        file,
                        line_no,
                        format!("header url {value:?} is not a web address: it must start with http:// or https://"),
                    ));
                }
                &mut header.url
            }
            "id" => {
                if !is_url_safe_id(&value) {
                    return Err(SourceError::new(
                        file,
                        line_no,
                        format!("header id {value:?} is not URL-safe: use a-z, 0-9 and -"),
                    ));
                }
                &mut header.id
            }
            _ => {
                return Err(SourceError::new(
                    file,
                    line_no,
                    format!(
                        "unknown header key `{key}`; known keys: {}",
                        HEADER_KEYS.join(", ")
                    ),
                ))
            }
        };
        if slot.is_some() {
            return Err(SourceError::new(
                file,
                line_no,
                format!("header key `{key}` is given twice"),
            ));
        }
        *slot = Some(value);
    }
    Err(SourceError::new(
        file,
        1,
        "the header opened with `---` is never closed by a `---` line",
    ))
}

/// Paragraphs are blocks of non-blank lines; offsets are kept so quotes can point into the file.
/// `http://` or `https://` and a host, with no white space or control characters.
fn is_web_url(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"));
    rest.is_some_and(|r| {
        !r.is_empty()
            && !r.starts_with('/')
            && !value.chars().any(|c| c.is_whitespace() || c.is_control())
    })
}

/// Pages pasted as text often keep a single line break between paragraphs: a block none of
/// whose lines (but the last) breaks inside a sentence is one paragraph a line. A line breaks
/// inside a sentence as text wrapped by hand at a width does: near the block's widest line,
/// and ending in no sentence punctuation. Headings and names ("on the final drive", "UCLA
/// head coach Jim Mora") are shorter than the quotes they stand over.
fn split_lines_into_paragraphs(paragraphs: Vec<RawParagraph>) -> Vec<RawParagraph> {
    let mut out = Vec::with_capacity(paragraphs.len());
    for p in paragraphs {
        let lines: Vec<&str> = p.text.split('\n').collect();
        let width = |line: &str| line.trim().chars().count();
        let widest = lines.iter().map(|l| width(l)).max().unwrap_or(0);
        let wraps_mid_sentence = |line: &str| {
            let n = width(line);
            n >= 30
                && n * 5 >= widest * 4
                && !line
                    .trim()
                    .ends_with(['.', '!', '?', ':', '”', '"', '’', '\'', '…', ')', ']', ';'])
        };
        // A quotation that runs over a line break ("“I walk the line / Because you're mine,”
        // Cash sang.") keeps its lines together, unless the next line opens a mark of its own,
        // as a quote running on over paragraphs does. A line that ends on a closing mark
        // closes its quotation, though a mark inside was never closed ("“I have… [on her
        // dark side] “It's like a drug…”").
        let runs_on_unopened = |k: usize| {
            let line = lines[k];
            let curly = line.matches('“').count() > line.matches('”').count();
            let straight = line.matches('"').count() % 2 == 1;
            let next_opens = lines[k + 1].trim_start().starts_with(['“', '"']);
            // (`…winning the game.“`: an opening mark typed for the closing one.)
            let end = line.trim_end();
            let closes = curly
                && (end.ends_with('”')
                    || end
                        .strip_suffix('“')
                        .is_some_and(|words| words.ends_with(['.', ',', '!', '?', '…'])));
            (curly && !closes || straight) && !next_opens
        };
        let separate = lines.len() > 1
            && (0..lines.len() - 1).all(|k| !wraps_mid_sentence(lines[k]) && !runs_on_unopened(k));
        if !separate {
            out.push(p);
            continue;
        }
        let mut offset = 0;
        for line in lines {
            let content = line.trim_end();
            let lead = content.len() - content.trim_start().len();
            if !content.trim().is_empty() {
                out.push(RawParagraph {
                    start: p.start + offset + lead,
                    text: content[lead..].to_string(),
                });
            }
            offset += line.len() + 1;
        }
    }
    out
}

fn split_paragraphs(source: &str, body_start: usize) -> Vec<RawParagraph> {
    split_lines_into_paragraphs(blank_line_paragraphs(source, body_start))
        .into_iter()
        .map(without_bullet)
        .collect()
}

/// "• 'We're going to make some history together today.'": a list's bullet is layout, and the
/// paragraph is what follows it (the quote then opens the paragraph, as it does on the page).
fn without_bullet(p: RawParagraph) -> RawParagraph {
    let rest = p.text.trim_start_matches(crate::text::LIST_BULLETS);
    let bulleted = rest.len() < p.text.len() && rest.starts_with(char::is_whitespace);
    let content = rest.trim_start();
    if !bulleted || content.is_empty() {
        return p;
    }
    RawParagraph {
        start: p.start + (p.text.len() - content.len()),
        text: content.to_string(),
    }
}

fn blank_line_paragraphs(source: &str, body_start: usize) -> Vec<RawParagraph> {
    let mut paragraphs = Vec::new();
    let mut current: Option<(usize, usize)> = None;
    let mut offset = body_start;
    for line in source[body_start..].split_inclusive('\n') {
        let content = line.trim_end();
        if content.trim().is_empty() {
            if let Some((start, end)) = current.take() {
                paragraphs.push(RawParagraph {
                    start,
                    text: source[start..end].to_string(),
                });
            }
        } else {
            let start = current.map_or(offset, |(s, _)| s);
            current = Some((start, offset + content.len()));
        }
        offset += line.len();
    }
    if let Some((start, end)) = current {
        paragraphs.push(RawParagraph {
            start,
            text: source[start..end].to_string(),
        });
    }
    paragraphs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_url_must_be_a_web_address() {
        for bad in [
            "javascript:alert(1)",
            "JavaScript:alert(1)",
            "data:text/html,x",
            "//evil.example",
            "https://",
        ] {
            let err =
                ArticleFile::parse("a.txt", &format!("---\ntitle: T\nurl: {bad}\n---\nBody.\n"))
                    .unwrap_err();
            assert_eq!((err.file.as_str(), err.line), ("a.txt", 3), "{bad}");
            assert!(err.message.contains("http"), "{err}");
        }
        let ok = ArticleFile::parse("a.txt", "---\nurl: HTTPS://example.com/a?b=c\n---\nBody.\n")
            .unwrap();
        assert_eq!(ok.header.url.as_deref(), Some("HTTPS://example.com/a?b=c"));
    }

    #[test]
    fn header_is_optional_and_title_falls_back_to_first_line() {
        let a = ArticleFile::parse("007_abc.txt", "Big Headline\n\nBody text.\n").unwrap();
        assert_eq!(a.title(), "Big Headline");
        assert_eq!(a.id().unwrap(), "abc");
        assert_eq!(a.paragraphs.len(), 2);
        assert_eq!(a.paragraphs[1].start, 14);
    }

    #[test]
    fn header_fields_are_read_and_body_offsets_point_into_the_file() {
        let src = "---\ntitle: T\noutlet: TV Guide\nid: my-id\n---\nFirst para.\n\nSecond para.";
        let a = ArticleFile::parse("x.txt", src).unwrap();
        assert_eq!(a.header.outlet.as_deref(), Some("TV Guide"));
        assert_eq!(a.id().unwrap(), "my-id");
        let p = &a.paragraphs[1];
        assert_eq!(&src[p.start..p.start + p.text.len()], "Second para.");
        assert_eq!(a.line_of(p.start), 8);
    }

    #[test]
    fn a_value_in_quotes_as_yaml_writes_it_is_read_without_them() {
        // A title in the page's quotes showed on every card of the article, marks and all.
        let title = |value: &str| {
            let src = format!("---\ntitle: {value}\n---\nBody.");
            ArticleFile::parse("x.txt", &src)
                .map(|a| a.title())
                .unwrap_or_default()
        };
        assert_eq!(
            title("\"Rowan Vale Interview: Season 3\""),
            "Rowan Vale Interview: Season 3"
        );
        assert_eq!(
            title("'It was magic': the finale"),
            "'It was magic': the finale"
        );
        assert_eq!(title("'Magic, all of it'"), "Magic, all of it");
        assert_eq!(title("\"Yes\" and \"No\""), "\"Yes\" and \"No\"");
        assert_eq!(
            title(r#""Zero: \"I want to play them\"""#),
            "Zero: \"I want to play them\""
        );
        assert_eq!(
            title("“Tomas is the best” – Iker"),
            "“Tomas is the best” – Iker"
        );
    }

    #[test]
    fn bad_headers_name_the_file_and_line() {
        let err = ArticleFile::parse("a.txt", "---\ntitle: T\nnonsense line\n---\nx").unwrap_err();
        assert_eq!((err.file.as_str(), err.line), ("a.txt", 3));
        let err = ArticleFile::parse("a.txt", "---\ntitle: T\ncolour: red\n---\nx").unwrap_err();
        assert!(err.message.contains("unknown header key `colour`"), "{err}");
        let err = ArticleFile::parse("a.txt", "---\ntitle: T\n").unwrap_err();
        assert!(err.message.contains("never closed"), "{err}");
        let err = ArticleFile::parse("a.txt", "---\ntitle: T\nbody").unwrap_err();
        assert!(err.message.contains("closing `---`"), "{err}");
        let err = ArticleFile::parse("a.txt", "---\ntitle: A\ntitle: B\n---\nx").unwrap_err();
        assert_eq!(err.line, 3);
        let err = ArticleFile::parse("a.txt", "---\nid: Not Safe\n---\nx").unwrap_err();
        assert!(err.message.contains("URL-safe"), "{err}");
    }

    #[test]
    fn single_line_breaks_part_paragraphs_unless_the_text_is_wrapped_by_hand() {
        let pasted = "Title\n\nHarbour Rovers head coach Tomasz Wilk\non the second half\n\
                      \"We were better after the break, and everyone could see it.\"\n\
                      He left soon after.";
        let a = ArticleFile::parse("a.txt", pasted).unwrap();
        let texts: Vec<&str> = a.paragraphs.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "Title",
                "Harbour Rovers head coach Tomasz Wilk",
                "on the second half",
                "\"We were better after the break, and everyone could see it.\"",
                "He left soon after."
            ]
        );
        for p in &a.paragraphs {
            assert_eq!(&pasted[p.start..p.start + p.text.len()], p.text);
        }
        let wrapped = "Title\n\nThe council met on Tuesday to discuss the bridge and\n\
                       the buses that will replace it while the cables are\n\
                       checked. Nobody expects it to reopen before spring.";
        let a = ArticleFile::parse("a.txt", wrapped).unwrap();
        assert_eq!(a.paragraphs.len(), 2);
        let lyric = "Title\n\n“I walk the line\nBecause you're mine,” Cash sang.";
        let a = ArticleFile::parse("a.txt", lyric).unwrap();
        assert_eq!(
            a.paragraphs.len(),
            2,
            "a quote over a line break stays whole"
        );
    }

    #[test]
    fn byline_in_the_text_gives_the_author() {
        let a =
            ArticleFile::parse("a.txt", "Title\n\nText.\n\nPosted by:Sydney Bucksbaum\n").unwrap();
        assert_eq!(a.byline_author().as_deref(), Some("Sydney Bucksbaum"));
        let a = ArticleFile::parse("a.txt", "Title\n\nBy the way, we loved it.\n").unwrap();
        assert_eq!(a.byline_author(), None);
        // Written after batch BB: a byline with the day it was posted, near the top.
        let dated = "Title\n\nStuart Hale Jan 18, 2021 39\n“I think so.”\n";
        let a = ArticleFile::parse("a.txt", dated).unwrap();
        assert_eq!(a.byline_author().as_deref(), Some("Stuart Hale"));
        let a = ArticleFile::parse("a.txt", "Title\n\nThe show returns March 4, 2022.\n").unwrap();
        assert_eq!(a.byline_author(), None);
    }

    #[test]
    fn text_pasted_from_html_source_reads_as_its_characters() {
        // Written after batch AI: a page's entities and inline tags left in the text.
        let a = ArticleFile::parse(
            "pasted.txt",
            "Door slammed\n\nIn an interview with <em>The Ledger, </em>Sgt. Ana Lima said, \
             &ldquo;We don&rsquo;t know who did it &#8211; yet.&rdquo;\n\n\
             Fish &amp; chips, a <table> left alone, &unknown; too, and 3 < 4.\n",
        )
        .expect("a valid article");
        assert_eq!(
            a.paragraphs[1].text,
            "In an interview with The Ledger, Sgt. Ana Lima said, “We don’t know who did it – yet.”"
        );
        assert_eq!(
            a.paragraphs[2].text,
            "Fish & chips, a <table> left alone, &unknown; too, and 3 < 4."
        );
        // Lines stay where they were: the third paragraph is still on line 5.
        assert_eq!(a.line_of(a.paragraphs[2].start), 5);
        // Written after batch FA: block tags, a link's among them, part the words they held.
        let a = ArticleFile::parse(
            "pasted.txt",
            "Home\n\n<p>They landed.</p><p><a href=\"https://example.org/x\">Read more</a></p>\
             <p>\"It was soft,\" she said.</p>\n",
        )
        .expect("a valid article");
        assert_eq!(
            a.paragraphs[1].text.split_whitespace().collect::<Vec<_>>(),
            ["They", "landed.", "Read", "more", "\"It", "was", "soft,\"", "she", "said."]
        );
    }
}
