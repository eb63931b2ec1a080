//! A collection of one article, as a reader trying the tool with their first article has: the
//! home page counts it in the singular, in the page and in its description.

use quote_explorer::render::render_body;
use quote_explorer::RenderMode;
use quotes_core::corpus::{build, InputFile};
use quotes_site::PageMeta;

#[test]
fn one_quote_from_one_interview_with_one_person() {
    let article = InputFile {
        name: "only.txt".into(),
        text: "---\ntitle: The only one\n---\nThe only one\n\n“It is small,” Ann Lee said.\n"
            .into(),
    };
    let corpus = build(&[article], None, None).unwrap_or_else(|e| panic!("{e:?}"));
    let corpus = quote_explorer::corpus::install(corpus);
    let home = render_body("/", RenderMode::Static);
    assert!(
        home.contains("1 quote from 1 interview with 1 person, exactly as published."),
        "{home}"
    );
    assert_eq!(
        PageMeta::home(corpus).description,
        "1 quote from 1 interview, exactly as published."
    );
}
