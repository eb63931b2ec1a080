//! Ids that go into URLs. They are derived only from the thing they name, never from a position,
//! so adding, removing or reordering other articles or quotes leaves every published id intact.

use std::borrow::Cow;
use std::sync::OnceLock;

/// Lower-case ASCII letters, digits and single inner hyphens: safe in a path segment and a query value.
pub fn is_url_safe_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 80
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        && !id.starts_with('-')
        && !id.ends_with('-')
}

/// "Amy B. Harris" → "amy-b-harris"; accents folded so ids stay ASCII.
pub fn slug(name: &str) -> String {
    let folded = crate::search::fold(name);
    let mut slug = String::with_capacity(folded.len());
    for c in folded.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') && c != '\'' {
            slug.push('-');
        }
    }
    while slug.ends_with('-') {
        slug.pop();
    }
    slug
}

/// Crockford's base-32 alphabet: no i, l, o or u, so ids read aloud and typed back survive.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";
pub const QUOTE_ID_LEN: usize = 11;

/// A quote's id: a hash of its article's id and its words. `occurrence` separates the rare
/// identical quotes within one article.
pub fn quote_id(article_id: &str, text: &str, occurrence: usize) -> String {
    let mut hash = fnv1a(article_id.as_bytes(), FNV_OFFSET);
    hash = fnv1a(b"\n", hash);
    hash = hash_words(text, hash);
    if occurrence > 0 {
        hash = fnv1a(occurrence.to_string().as_bytes(), hash);
    }
    // Sized once: collected char by char, the app's start-up grew each of 10,000 ids three times.
    let mut id = String::with_capacity(QUOTE_ID_LEN);
    id.extend((0..QUOTE_ID_LEN).map(|i| ALPHABET[((hash >> (i * 5)) & 31) as usize] as char));
    id
}

/// A quote's id as the corpus holds it: known, or derived from its article's id and its words
/// on first use. The app unpacks every quote at start-up but shows a page of them: hashing the
/// words of all 10,000 generated quotes up front was 40% of unpacking them, in the browser's
/// baseline-compiled wasm. Reads as the `str` it is (`Deref`); compares, prints and serializes
/// as one.
#[derive(Clone)]
pub struct QuoteId(Id);

// A clone keeps a derived id derived, and its letters if they were worked out.
#[derive(Clone)]
enum Id {
    Known(Cow<'static, str>),
    Derived {
        article: &'static str,
        words: &'static str,
        occurrence: u32,
        id: OnceLock<String>,
    },
}

impl QuoteId {
    /// The id of the words `words` of article `article`, `occurrence` as in `quote_id`, worked
    /// out when first read.
    pub fn derived(article: &'static str, words: &'static str, occurrence: u32) -> QuoteId {
        QuoteId(Id::Derived {
            article,
            words,
            occurrence,
            id: OnceLock::new(),
        })
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Id::Known(id) => id,
            Id::Derived {
                article,
                words,
                occurrence,
                id,
            } => id.get_or_init(|| quote_id(article, words, *occurrence as usize)),
        }
    }
}

impl<T: Into<Cow<'static, str>>> From<T> for QuoteId {
    fn from(id: T) -> QuoteId {
        QuoteId(Id::Known(id.into()))
    }
}

impl std::ops::Deref for QuoteId {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for QuoteId {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for QuoteId {
    fn eq(&self, other: &QuoteId) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for QuoteId {}

impl PartialEq<str> for QuoteId {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for QuoteId {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialOrd for QuoteId {
    fn partial_cmp(&self, other: &QuoteId) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for QuoteId {
    fn cmp(&self, other: &QuoteId) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl std::fmt::Debug for QuoteId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl std::fmt::Display for QuoteId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl serde::Serialize for QuoteId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for QuoteId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<QuoteId, D::Error> {
        String::deserialize(deserializer).map(QuoteId::from)
    }
}

/// Hashes each word of `text` followed by one space, as `split_whitespace` cuts them. Bytes, not
/// chars, outside the rare non-ASCII character: the app derives ids in the browser (a quote page
/// derives every one to find its quote), and decoding each char was three quarters of that.
fn hash_words(text: &str, mut hash: u64) -> u64 {
    let bytes = text.as_bytes();
    let mut in_word = false;
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        if b.is_ascii() {
            if !matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r') {
                hash = (hash ^ u64::from(b)).wrapping_mul(FNV_PRIME);
                in_word = true;
            } else if in_word {
                hash = (hash ^ u64::from(b' ')).wrapping_mul(FNV_PRIME);
                in_word = false;
            }
            at += 1;
            continue;
        }
        let c = text
            .get(at..)
            .and_then(|rest| rest.chars().next())
            .unwrap_or(' ');
        let len = c.len_utf8();
        if !c.is_whitespace() {
            hash = fnv1a(bytes.get(at..at + len).unwrap_or_default(), hash);
            in_word = true;
        } else if in_word {
            hash = fnv1a(b" ", hash);
            in_word = false;
        }
        at += len;
    }
    if in_word {
        hash = fnv1a(b" ", hash);
    }
    hash
}

/// A short name for a file's exact bytes (16 hex digits), for cache-busting file names: any
/// change of content is a new name.
pub fn content_hash(bytes: &[u8]) -> String {
    format!("{:016x}", fnv1a(bytes, FNV_OFFSET))
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

fn fnv1a(bytes: &[u8], mut hash: u64) -> u64 {
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(FNV_PRIME);
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_url_safe() {
        assert_eq!(slug("Amy B. Harris"), "amy-b-harris");
        assert_eq!(slug("Renée O’Connor"), "renee-oconnor");
        assert!(is_url_safe_id(&slug("  Weird -- Name!! ")));
    }

    #[test]
    fn quote_ids_depend_only_on_article_and_words() {
        let a = quote_id("art", "I think so.", 0);
        assert_eq!(
            a,
            quote_id("art", "I  think\nso.", 0),
            "white space does not matter"
        );
        assert_ne!(a, quote_id("art2", "I think so.", 0));
        assert_ne!(a, quote_id("art", "I think so!", 0));
        assert_ne!(a, quote_id("art", "I think so.", 1));
        assert_eq!(a.len(), QUOTE_ID_LEN);
        assert!(is_url_safe_id(&a));
    }

    #[test]
    fn a_derived_id_reads_as_the_hash_it_stands_for() {
        let derived = QuoteId::derived("art", "I think so.", 1);
        assert_eq!(derived, *quote_id("art", "I think so.", 1));
        assert_eq!(
            derived.clone(),
            QuoteId::from(quote_id("art", "I think so.", 1))
        );
        assert_eq!(format!("{derived}"), quote_id("art", "I think so.", 1));
        assert_eq!(
            serde_json::to_string(&derived).ok(),
            serde_json::to_string(&quote_id("art", "I think so.", 1)).ok()
        );
    }

    proptest::proptest! {
        /// Published ids never change: the byte loop cuts words exactly as `split_whitespace`.
        #[test]
        fn hashing_words_is_hashing_split_whitespace(text in "([a-z’é]{0,4}[ \t\n\u{a0}\u{2003}\u{3000}\u{85}]{0,2}){0,12}") {
            let mut expected = 0;
            for word in text.split_whitespace() {
                expected = fnv1a(word.as_bytes(), expected);
                expected = fnv1a(b" ", expected);
            }
            proptest::prop_assert_eq!(hash_words(&text, 0), expected);
        }
    }
}
