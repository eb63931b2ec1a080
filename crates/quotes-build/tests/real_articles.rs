//! The three Carrie Diaries articles of data/articles, end to end through the extractor.

use quotes_build::Sources;
use quotes_core::Corpus;
use std::path::Path;

fn corpus() -> Corpus {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/articles");
    Sources::beside(dir)
        .load()
        .unwrap_or_else(|errors| panic!("{errors:?}"))
}

fn quote_starting<'c>(c: &'c Corpus, words: &str) -> &'c quotes_core::model::Quote {
    c.quotes
        .iter()
        .find(|q| q.text.starts_with(words))
        .unwrap_or_else(|| panic!("no quote starts with {words:?}"))
}

#[test]
fn every_quote_is_verbatim_and_attributed_to_the_right_person() {
    let c = corpus();
    assert_eq!(c.quotes.len(), 20);
    let names: Vec<&str> = c.speakers.iter().map(|s| s.name.as_ref()).collect();
    assert_eq!(names, ["Amy B. Harris", "Austin Butler"]);
    assert_eq!(c.quotes_by_speaker("austin-butler").count(), 1);
    assert_eq!(
        quote_starting(&c, "It's one of those breakups").speaker,
        "austin-butler"
    );
    // Each segment is exactly the file's bytes between the marks.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/articles");
    for q in c.quotes.iter() {
        let article = c.article(&q.article).unwrap();
        let source = std::fs::read_to_string(root.join(article.file.as_ref())).unwrap();
        let joined: Vec<&str> = q
            .segments
            .iter()
            .map(|s| &source[s.start as usize..s.end as usize])
            .collect();
        assert_eq!(joined.join(" "), q.text);
    }
}

#[test]
fn interrupted_quotes_pronouns_and_context_attribution() {
    let c = corpus();
    let interrupted = quote_starting(&c, "I think the reality of your life");
    assert_eq!(
        interrupted.segments.len(),
        2,
        "one quote across “…,” Amy told us … “…”"
    );
    assert!(interrupted
        .text
        .ends_with("big piece of the puzzle for them."));
    assert_eq!(
        quote_starting(&c, "I don’t think he’s looking").speaker,
        "amy-b-harris",
        "She added, …"
    );
    assert_eq!(
        quote_starting(&c, "They will come later").speaker,
        "amy-b-harris",
        "Amy told JJJ that … “…”"
    );
    assert_eq!(
        quote_starting(&c, "I think for me, I’m mostly writing").speaker,
        "amy-b-harris",
        "which Amy touched on"
    );
    let missing_open = quote_starting(&c, "AnnaSophia [Robb] and I talked");
    assert_eq!(missing_open.segments.len(), 2);
    let nested = quote_starting(&c, "The fun for me of this series");
    assert!(
        nested.text.contains("‘Sex and the City,‘ she’s"),
        "nested quote with a wrong closing mark stays inside"
    );
}

#[test]
fn titles_scare_quotes_and_the_writers_words_are_not_quotes() {
    let c = corpus();
    for q in c.quotes.iter() {
        for not_quoted in [
            "Virgin Tour",
            "SATC",
            "Harris is talking about",
            "Harris says",
            "Harris reveals",
            "Amy told us",
        ] {
            assert!(
                !q.text.contains(not_quoted),
                "{} contains {not_quoted:?}",
                q.id
            );
        }
        assert!(
            !q.text.starts_with("The Carrie Diaries"),
            "a show title is not a quote"
        );
        assert_ne!(q.text, "other people", "a scare quote is not a quote");
    }
}

#[test]
fn metadata_roles_cast_and_characters() {
    let c = corpus();
    let amy = c.speaker("amy-b-harris").unwrap();
    assert_eq!(amy.role.as_deref(), Some("executive producer"));
    assert_eq!(
        c.speaker("austin-butler").unwrap().role.as_deref(),
        Some("plays Sebastian")
    );
    let zap = c
        .articles
        .iter()
        .find(|a| a.outlet.as_deref() == Some("Zap2it"))
        .unwrap();
    assert_eq!(
        zap.author.as_deref(),
        Some("Sydney Bucksbaum"),
        "from the “Posted by:” byline"
    );
    let bennet = c.character("bennet").unwrap();
    assert_eq!(bennet.actor.as_deref(), Some("Jake Robinson"));
    let birthday = quote_starting(&c, "His 18th birthday");
    assert!(
        birthday.characters.iter().any(|ch| ch == "bennet"),
        "Bennett is Bennet"
    );
    assert!(birthday.characters.iter().any(|ch| ch == "walt"));
}

/// What the app embeds is what the build extracted: the sections `embed` appends to the wasm
/// unpack to the same corpus.
#[test]
fn the_embedded_sections_unpack_to_the_same_corpus() {
    use quotes_build::embed::{custom_section, with_corpus};
    use quotes_core::packed::{NUMBERS_SECTION, TEXT_SECTION};
    let c = corpus();
    let module = b"\0asm\x01\0\0\0";
    let wasm = with_corpus(module, &c);
    assert!(wasm.starts_with(module), "the code comes first, unchanged");
    let text = custom_section(&wasm, TEXT_SECTION).expect("the text is there");
    let numbers = custom_section(&wasm, NUMBERS_SECTION).expect("the numbers are there");
    // The app takes the text as UTF-8 unchecked: it must be.
    let text: &'static str = String::from_utf8(text.to_vec()).expect("UTF-8").leak();
    let facets = quotes_core::explore::Facets::new(&c);
    assert_eq!(quotes_core::packed::unpack(text, numbers), Ok((c, facets)));
}
