//! Puts the corpus into the compiled app: two wasm custom sections
//! (`quotes_core::packed::TEXT_SECTION`, `NUMBERS_SECTION`) holding the packed corpus, appended
//! to the wasm after it is built. The app's code never sees the articles, so a new collection is
//! data appended to the same compiled code, not a new compile of it (at 10,000 quotes, ~20 s of
//! a ~50 s build). The app reads the sections back at start-up
//! (`WebAssembly.Module.customSections`).

use quotes_core::model::Corpus;
use quotes_core::packed::{leb128, pack, push_leb128, NUMBERS_SECTION, TEXT_SECTION};

/// `wasm` with the corpus appended as its custom sections. Every custom section but the function
/// names (which a browser's developer tools show) goes: the corpus of a site finished before,
/// and what only build tools read. The engine skips a custom section's bytes when it compiles
/// the code.
pub fn with_corpus(wasm: &[u8], corpus: &Corpus) -> Vec<u8> {
    let packed = pack(corpus);
    let mut out = Vec::with_capacity(wasm.len() + packed.text.len() + packed.numbers.len() + 32);
    out.extend_from_slice(wasm.get(..8).unwrap_or(wasm));
    for section in sections(wasm) {
        if section.custom.is_none_or(|(name, _)| name == b"name") {
            out.extend_from_slice(section.bytes);
        }
    }
    append_custom_section(&mut out, TEXT_SECTION, packed.text.as_bytes());
    append_custom_section(&mut out, NUMBERS_SECTION, &packed.numbers);
    out
}

fn append_custom_section(wasm: &mut Vec<u8>, name: &str, payload: &[u8]) {
    let mut name_field = Vec::new();
    push_leb128(&mut name_field, name.len() as u64);
    name_field.extend_from_slice(name.as_bytes());
    wasm.push(0); // a custom section's id
    push_leb128(wasm, (name_field.len() + payload.len()) as u64);
    wasm.extend_from_slice(&name_field);
    wasm.extend_from_slice(payload);
}

/// One section of a wasm binary: `bytes` whole, and a custom section's name and payload.
struct Section<'a> {
    bytes: &'a [u8],
    custom: Option<(&'a [u8], &'a [u8])>,
}

/// The sections of `wasm`, in order; reading stops at the first one that does not fit.
fn sections(wasm: &[u8]) -> impl Iterator<Item = Section<'_>> {
    let mut at = 8; // magic and version
    std::iter::from_fn(move || {
        let id = *wasm.get(at)?;
        let (size, body) = read_leb128(wasm, at + 1)?;
        let end = body.checked_add(size).filter(|&end| end <= wasm.len())?;
        let custom = if id == 0 {
            let (name_len, name) = read_leb128(wasm, body)?;
            let payload = name.checked_add(name_len).filter(|&p| p <= end)?;
            Some((&wasm[name..payload], &wasm[payload..end]))
        } else {
            None
        };
        let bytes = &wasm[at..end];
        at = end;
        Some(Section { bytes, custom })
    })
}

/// The payload of `wasm`'s custom section `name`, if it has one: what the browser gives the app.
pub fn custom_section<'a>(wasm: &'a [u8], name: &str) -> Option<&'a [u8]> {
    sections(wasm).find_map(|s| match s.custom {
        Some((found, payload)) if found == name.as_bytes() => Some(payload),
        _ => None,
    })
}

/// The size at `at` in a wasm binary (LEB128), and where the bytes after it start.
fn read_leb128(bytes: &[u8], mut at: usize) -> Option<(usize, usize)> {
    let n = leb128(bytes, &mut at)?;
    Some((usize::try_from(n).ok()?, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_module_without_the_section_has_none() {
        // The smallest valid module: magic and version, no sections.
        let empty = b"\0asm\x01\0\0\0";
        assert_eq!(custom_section(empty, TEXT_SECTION), None);
        let other = [&empty[..], &[0, 3, 2, b'h', b'i']].concat();
        assert_eq!(custom_section(&other, TEXT_SECTION), None);
        assert_eq!(custom_section(&other, "hi"), Some(&[][..]));
    }

    #[test]
    fn a_site_finished_twice_carries_the_newer_corpus_once() {
        let corpus = |words: &str| {
            let text = format!("---\ntitle: T\n---\nT\n\n“{words},” Jane Doe says.\n");
            quotes_core::corpus::build(
                &[quotes_core::corpus::InputFile {
                    name: "a.txt".into(),
                    text,
                }],
                None,
                None,
            )
            .expect("builds")
        };
        // A type section (empty) and a custom section of the build tools'.
        let code = b"\0asm\x01\0\0\0\x01\x01\0\0\x0a\x09producers";
        let once = with_corpus(code, &corpus("First words"));
        assert!(once.starts_with(&code[..11]), "the code stays: {once:?}");
        assert!(!once.windows(9).any(|w| w == b"producers"), "{once:?}");
        assert!(custom_section(&once, TEXT_SECTION)
            .is_some_and(|t| t.windows(11).any(|w| w == b"First words")));
        let twice = with_corpus(&once, &corpus("Second words"));
        assert_eq!(twice, with_corpus(code, &corpus("Second words")));
    }
}
