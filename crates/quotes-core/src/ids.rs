//! Ids that go into URLs. They are derived only from the thing they name, never from a position,
//! so adding, removing or reordering other articles or quotes leaves every published id intact.

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
    for word in text.split_whitespace() {
        hash = fnv1a(word.as_bytes(), hash);
        hash = fnv1a(b" ", hash);
    }
    if occurrence > 0 {
        hash = fnv1a(occurrence.to_string().as_bytes(), hash);
    }
    (0..QUOTE_ID_LEN)
        .map(|i| ALPHABET[((hash >> (i * 5)) & 31) as usize] as char)
        .collect()
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

fn fnv1a(bytes: &[u8], mut hash: u64) -> u64 {
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
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
}
