//! From the article files' texts to the whole corpus: every article extracted, speakers merged
//! across articles, characters and their spelling variants, stable ids, overrides and the ledger
//! of published links checked. Every problem is collected, so one build names them all.

use crate::article::ArticleFile;
use crate::error::SourceError;
use crate::extract::{extract, ArticleExtraction};
use crate::ids::{quote_id, slug};
use crate::ledger::Ledger;
use crate::model::*;
use crate::overrides::{parse_overrides, Override};
use crate::people::resolve_name;
use crate::text::words;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// The files beside the articles folder that the build reads, by name.
pub const OVERRIDES_FILE: &str = "overrides.txt";
pub const LEDGER_FILE: &str = "ledger.txt";

/// A named input text.
#[derive(Clone, Debug)]
pub struct InputFile {
    pub name: String,
    pub text: String,
}

/// The name under which quotes with no decided speaker are listed, until an override settles them.
pub const UNATTRIBUTED: &str = "Unattributed";

/// A built corpus and the notes a person should review; none of them stops the build.
#[derive(Clone, Debug)]
pub struct Built {
    pub corpus: Corpus,
    pub review: Vec<SourceError>,
}

/// Builds the corpus from article texts, an optional overrides file and an optional ledger.
pub fn build(
    articles: &[InputFile],
    overrides: Option<&InputFile>,
    ledger: Option<&InputFile>,
) -> Result<Corpus, Vec<SourceError>> {
    build_reviewed(articles, overrides, ledger).map(|built| built.corpus)
}

/// [`build`], with the review notes: a quote no rule could attribute is kept under
/// [`UNATTRIBUTED`] and named here with its file and line, never an error.
pub fn build_reviewed(
    articles: &[InputFile],
    overrides: Option<&InputFile>,
    ledger: Option<&InputFile>,
) -> Result<Built, Vec<SourceError>> {
    let mut review = Vec::new();
    let mut errors = Vec::new();
    let overrides_file = overrides
        .map_or(OVERRIDES_FILE, |f| f.name.as_str())
        .to_string();
    let overrides: Vec<Override> = match overrides
        .map(|f| parse_overrides(&f.name, &f.text))
        .transpose()
    {
        Ok(o) => o.unwrap_or_default(),
        Err(e) => return Err(vec![e]),
    };
    let mut parsed: Vec<(ArticleFile, String, ArticleExtraction)> = Vec::new();
    let mut used = vec![false; overrides.len()];
    for input in articles {
        let result = ArticleFile::parse(&input.name, &input.text).and_then(|file| {
            let id = file.id()?;
            let extraction = extract(&file, &overrides);
            Ok((file, id, extraction))
        });
        match result {
            Ok((file, id, extraction)) => {
                review.extend(extraction.review.iter().cloned());
                for &i in &extraction.used_overrides {
                    used[i] = true;
                }
                if let Some((first, _, _)) = parsed.iter().find(|(_, other, _)| *other == id) {
                    errors.push(SourceError::new(
                        &input.name,
                        1,
                        format!("article id `{id}` is already used by {}", first.file),
                    ));
                }
                parsed.push((file, id, extraction));
            }
            Err(e) => errors.push(e),
        }
    }
    for (o, used) in overrides.iter().zip(&used) {
        let known_file = articles.iter().any(|a| a.name == o.file);
        if !used && (known_file || errors.is_empty()) {
            errors.push(SourceError::new(
                overrides_file.clone(),
                o.line,
                format!("override for {} no longer matches any quoted passage starting “{}”: fix or remove it", o.file, o.words),
            ));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }

    let speaker_names = canonical_speakers(&parsed);
    let characters = characters(&parsed);
    let mut quotes: Vec<Quote> = Vec::new();
    // id → index in `quotes`, and (article, words) → times seen: both consulted for every quote.
    let mut ids: HashMap<String, usize> = HashMap::new();
    let mut seen_words: HashMap<(String, String), usize> = HashMap::new();
    let mut speaker_roles: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut out_articles = Vec::new();
    for (file, article_id, extraction) in &parsed {
        for (speaker, role) in &extraction.roles {
            let name = speaker_names
                .get(speaker)
                .cloned()
                .unwrap_or_else(|| speaker.clone());
            speaker_roles.entry(name).or_default().push(role.clone());
        }
        for raw in &extraction.quotes {
            let text = raw
                .segments
                .iter()
                .map(|s| file.source[s.clone()].to_string())
                .collect::<Vec<_>>()
                .join(" ");
            let speaker = match &raw.speaker {
                Some(name) => speaker_names
                    .get(name)
                    .cloned()
                    .unwrap_or_else(|| display_name(name)),
                None => UNATTRIBUTED.to_string(),
            };
            let occurrence = seen_words
                .entry((article_id.clone(), text.clone()))
                .or_insert(0);
            let id = quote_id(article_id, &text, *occurrence);
            *occurrence += 1;
            if let Some(&other) = ids.get(&id) {
                errors.push(SourceError::new(
                    &file.file,
                    raw.line,
                    format!("quote id {id} collides with a quote of article {}: change one quote's words with an override", quotes[other].article),
                ));
            }
            ids.insert(id.clone(), quotes.len());
            // The quote's words once, not once per character: a collection with hundreds of
            // characters spent most of its build here.
            let quote_words: HashSet<&str> = words(&text).iter().map(|w| w.base()).collect();
            let mentioned = characters
                .iter()
                .filter(|(c, variants)| {
                    quote_words.contains(c.name.as_ref())
                        || variants.iter().any(|v| quote_words.contains(v.as_str()))
                })
                .map(|(c, _)| c.id.clone())
                .collect::<Vec<_>>();
            quotes.push(Quote {
                id: id.into(),
                speaker: slug(&speaker).into(),
                article: article_id.clone().into(),
                text: text.into(),
                segments: raw
                    .segments
                    .iter()
                    .map(|s| Segment {
                        start: s.start as u32,
                        end: s.end as u32,
                    })
                    .collect(),
                characters: mentioned.into(),
                paragraph: raw.paragraph as u32,
            });
        }
        out_articles.push(Article {
            id: article_id.clone().into(),
            title: file.title().into(),
            outlet: file
                .header
                .outlet
                .clone()
                .or_else(|| extraction.outlet.clone())
                .map(Cow::Owned),
            author: file
                .header
                .author
                .clone()
                .or_else(|| file.byline_author())
                .map(Cow::Owned),
            date: file.header.date.clone().map(Cow::Owned),
            url: file.header.url.clone().map(Cow::Owned),
            file: file.file.clone().into(),
            paragraphs: file
                .paragraphs
                .iter()
                .map(|p| Paragraph {
                    start: p.start as u32,
                    text: p.text.clone().into(),
                })
                .collect(),
        });
    }

    let names_by_id: BTreeMap<String, &String> =
        speaker_names.values().map(|n| (slug(n), n)).collect();
    let mut speakers: Vec<Speaker> = Vec::new();
    for q in &quotes {
        if speakers.iter().any(|s| s.id == q.speaker) {
            continue;
        }
        let name = names_by_id.get(q.speaker.as_ref()).map_or_else(
            || {
                if q.speaker == slug(UNATTRIBUTED) {
                    UNATTRIBUTED.to_string()
                } else {
                    q.speaker.to_string()
                }
            },
            |n| n.to_string(),
        );
        let stated = speaker_roles
            .get(&name)
            .and_then(|roles| most_common(roles));
        let played = characters
            .iter()
            .find(|(c, _)| c.actor.as_deref() == Some(name.as_str()))
            .map(|(c, _)| format!("plays {}", c.name));
        speakers.push(Speaker {
            id: q.speaker.clone(),
            role: stated.or(played).map(Cow::Owned),
            name: name.into(),
        });
    }
    speakers.sort_by(|a, b| a.name.cmp(&b.name));

    let redirects = match ledger {
        Some(f) => match Ledger::parse(&f.name, &f.text).and_then(|l| l.check(&f.name, &quotes)) {
            Ok(r) => r,
            Err(e) => {
                errors.extend(e);
                Vec::new()
            }
        },
        None => Vec::new(),
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    let corpus = Corpus {
        articles: out_articles.into(),
        speakers: speakers.into(),
        characters: characters.into_iter().map(|(c, _)| c).collect(),
        quotes: quotes.into(),
        redirects: redirects.into(),
    };
    Ok(Built { corpus, review })
}

/// A speaker as shown: a role as stated gets a capital letter ("A person close to the production").
fn display_name(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

fn most_common(items: &[String]) -> Option<String> {
    let mut counts: BTreeMap<&String, usize> = BTreeMap::new();
    for i in items {
        *counts.entry(i).or_default() += 1;
    }
    counts
        .into_iter()
        .max_by_key(|(_, n)| *n)
        .map(|(s, _)| s.clone())
}

/// Maps every speaker name used in any article to one canonical name for the whole corpus:
/// a surname left alone in one article ("Butler") takes the full name another article gives,
/// when exactly one full name fits.
fn canonical_speakers(
    parsed: &[(ArticleFile, String, ArticleExtraction)],
) -> BTreeMap<String, String> {
    let names: BTreeSet<String> = parsed
        .iter()
        .flat_map(|(_, _, x)| x.quotes.iter().filter_map(|q| q.speaker.clone()))
        .collect();
    let all_full_names: BTreeSet<String> = parsed
        .iter()
        .flat_map(|(_, _, x)| x.full_names.iter().cloned())
        .collect();
    let speaker_full: Vec<String> = names.iter().filter(|n| n.contains(' ')).cloned().collect();
    let mut map = BTreeMap::new();
    for name in &names {
        // A role as stated ("a person close to the production") is never merged with a name.
        if name.starts_with(char::is_lowercase) {
            map.insert(name.clone(), display_name(name));
            continue;
        }
        // A surname left alone ("Butler") is one person across the collection; a first name
        // alone is not ("Emily" here, "Emily Chen" in an unrelated interview).
        let canonical = if name.contains(' ') {
            resolve_name(name, &speaker_full)
        } else {
            let has_surname =
                |full: &&String| full.split_whitespace().next_back() == Some(name.as_str());
            let by_surname: Vec<String> =
                speaker_full.iter().filter(has_surname).cloned().collect();
            let speaker = resolve_name(name, &by_surname);
            let candidates: Vec<&String> = all_full_names.iter().filter(has_surname).collect();
            match candidates[..] {
                [only] if speaker == *name => only.clone(),
                _ => speaker,
            }
        };
        map.insert(name.clone(), canonical);
    }
    map
}

/// Characters from the cast pairs of all articles, each with the spellings that are one letter
/// away ("Bennet" / "Bennett").
fn characters(
    parsed: &[(ArticleFile, String, ArticleExtraction)],
) -> Vec<(Character, Vec<String>)> {
    let mut out: Vec<(Character, Vec<String>)> = Vec::new();
    for (_, _, x) in parsed {
        for (character, actor) in &x.cast {
            if out
                .iter()
                .any(|(c, variants)| c.name == *character || variants.contains(character))
            {
                continue;
            }
            out.push((
                Character {
                    id: slug(character).into(),
                    name: character.clone().into(),
                    actor: Some(actor.clone().into()),
                },
                Vec::new(),
            ));
        }
    }
    for (file, _, _) in parsed {
        for w in words(&file.source) {
            let word = w.base();
            if !w.is_capitalized() || word.len() < 5 {
                continue;
            }
            for (c, variants) in out.iter_mut() {
                if word != c.name
                    && is_variant(word, &c.name)
                    && !variants.iter().any(|v| v == word)
                {
                    variants.push(word.to_string());
                }
            }
        }
    }
    out.sort_by(|a, b| a.0.name.cmp(&b.0.name));
    out
}

/// One letter added, dropped or changed, with the first four letters the same.
fn is_variant(a: &str, b: &str) -> bool {
    // Asked for every capitalized word of the collection against every character: the first
    // letters refuse nearly all of them before anything is counted or collected.
    if !a.chars().take(4).eq(b.chars().take(4)) {
        return false;
    }
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len() < 5 || b.len() < 5 || a.len().abs_diff(b.len()) > 1 {
        return false;
    }
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    let prefix = short
        .iter()
        .zip(long.iter())
        .take_while(|(x, y)| x == y)
        .count();
    if short.len() == long.len() {
        short[prefix + 1..] == long[prefix + 1..]
    } else {
        short[prefix..] == long[prefix + 1..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(name: &str, text: &str) -> InputFile {
        InputFile {
            name: name.into(),
            text: text.into(),
        }
    }

    const A: &str = "---\ntitle: One\noutlet: TV Guide\n---\nWalt (Brendan Dooling) and Bennet (Jake Robinson) met executive producer Jane Q. Doe.\n\n“Walt and Bennett are in love,” Doe says.\n";
    const B: &str = "Two\n\nStar Austin Butler plays Sebastian (Austin Butler).\n\n“It is over for Sebastian,” Butler adds.\n";

    #[test]
    fn speakers_roles_characters_and_variants() {
        let c = build(&[input("a.txt", A), input("b.txt", B)], None, None).unwrap();
        let doe = c.speaker("jane-q-doe").expect("Jane Q. Doe");
        assert_eq!(doe.role.as_deref(), Some("executive producer"));
        let butler = c.speaker("austin-butler").expect("Austin Butler");
        assert_eq!(butler.role.as_deref(), Some("plays Sebastian"));
        let q = &c.quotes[0];
        assert_eq!(
            q.characters.iter().map(|c| c.as_ref()).collect::<Vec<_>>(),
            ["bennet", "walt"],
            "Bennett is a spelling of Bennet"
        );
        assert_eq!(c.article("a").unwrap().outlet.as_deref(), Some("TV Guide"));
    }

    #[test]
    fn a_first_name_alone_is_not_merged_across_articles_but_a_surname_is() {
        let studio = "Studio\n\nWe asked our lead developer, Emily, about the game. \
                      “We wanted a world unlike any other,” she says.\n";
        let other = "Other\n\n“We started from a sketch,” said Lead Developer Emily Chen.\n\n\
                     “It grew from there,” said designer Omar Reyes.\n";
        let coach = "Coach\n\n“We will have three ready,” Reyes said.\n";
        let c = build(
            &[
                input("a.txt", studio),
                input("b.txt", other),
                input("c.txt", coach),
            ],
            None,
            None,
        )
        .unwrap();
        let speaker_of = |article: &str| {
            let q = c.quotes.iter().find(|q| &*q.article == article).unwrap();
            c.speaker(&q.speaker).unwrap().name.to_string()
        };
        assert_eq!(speaker_of("a"), "Emily");
        assert_eq!(speaker_of("c"), "Omar Reyes");
    }

    #[test]
    fn ids_are_stable_when_other_articles_come_and_go() {
        let both = build(&[input("a.txt", A), input("b.txt", B)], None, None).unwrap();
        let one = build(&[input("b.txt", B)], None, None).unwrap();
        let id_b = |c: &Corpus| {
            c.quotes
                .iter()
                .find(|q| q.article == "b")
                .unwrap()
                .id
                .clone()
        };
        assert_eq!(id_b(&both), id_b(&one));
        let reordered = build(&[input("b.txt", B), input("a.txt", A)], None, None).unwrap();
        let mut ids: Vec<_> = both.quotes.iter().map(|q| q.id.clone()).collect();
        let mut ids2: Vec<_> = reordered.quotes.iter().map(|q| q.id.clone()).collect();
        ids.sort();
        ids2.sort();
        assert_eq!(ids, ids2);
    }

    #[test]
    fn overrides_correct_and_stale_overrides_fail() {
        let o = input(
            "overrides.txt",
            "b.txt | It is over | speaker: Someone Else\n",
        );
        let c = build(&[input("b.txt", B)], Some(&o), None).unwrap();
        assert_eq!(c.quotes[0].speaker, "someone-else");
        let o = input("overrides.txt", "b.txt | It is over | not a quote\n");
        assert!(build(&[input("b.txt", B)], Some(&o), None)
            .unwrap()
            .quotes
            .is_empty());
        let stale = input(
            "overrides.txt",
            "b.txt | Words that are gone | not a quote\n",
        );
        let errs = build(&[input("b.txt", B)], Some(&stale), None).unwrap_err();
        assert!(errs[0].message.contains("no longer matches"), "{}", errs[0]);
        assert_eq!(errs[0].line, 1);
    }

    #[test]
    fn a_published_quote_that_disappears_fails_the_build_unless_redirected() {
        let published = build(&[input("b.txt", B)], None, None).unwrap().quotes[0]
            .id
            .to_string();
        let edited = B.replace("It is over for Sebastian", "It is over now for Sebastian");
        let ledger = input("ledger.txt", &format!("# published\n{published}\n"));
        let errs = build(&[input("b.txt", &edited)], None, Some(&ledger)).unwrap_err();
        assert_eq!((errs[0].file.as_str(), errs[0].line), ("ledger.txt", 2));
        assert!(errs[0].message.contains(&published), "{}", errs[0]);
        let new_id = build(&[input("b.txt", &edited)], None, None)
            .unwrap()
            .quotes[0]
            .id
            .to_string();
        let ledger = input(
            "ledger.txt",
            &format!("{published} -> {new_id}\n{new_id}\n"),
        );
        let c = build(&[input("b.txt", &edited)], None, Some(&ledger)).unwrap();
        assert_eq!(
            c.quote_or_redirect(&published).map(|q| q.id.as_ref()),
            Some(new_id.as_str())
        );
    }

    #[test]
    fn every_bad_article_is_reported() {
        let errs = build(
            &[
                input("x.txt", "---\nurl: javascript:alert(1)\n---\nT"),
                input("y.txt", "---\nbad\n---\nT"),
            ],
            None,
            None,
        )
        .unwrap_err();
        let files: Vec<&str> = errs.iter().map(|e| e.file.as_str()).collect();
        assert_eq!(files, ["x.txt", "y.txt"]);
    }

    #[test]
    fn an_undecided_quote_is_kept_unattributed_and_reviewed_not_refused() {
        let built = build_reviewed(
            &[input(
                "x.txt",
                "T\n\n“Nobody says this out loud.”\n\nThe room went quiet.\n\n“Fine,” Jo March says.\n",
            )],
            None,
            None,
        )
        .unwrap();
        let c = &built.corpus;
        assert_eq!(c.quotes.len(), 2);
        assert_eq!(c.speaker_name(&c.quotes[0]), UNATTRIBUTED);
        assert_eq!(c.speaker_name(&c.quotes[1]), "Jo March");
        assert_eq!(built.review.len(), 1);
        assert_eq!(
            (built.review[0].file.as_str(), built.review[0].line),
            ("x.txt", 3)
        );
    }

    #[test]
    fn a_role_as_stated_is_its_own_speaker() {
        let c = build(
            &[input(
                "x.txt",
                "T\n\nWe met producer Ann Lee.\n\n“It was late,” says a person close to the production.\n\n“We finished,” Lee said.\n",
            )],
            None,
            None,
        )
        .unwrap();
        let names: Vec<&str> = c.quotes.iter().map(|q| c.speaker_name(q)).collect();
        assert_eq!(names, ["A person close to the production", "Ann Lee"]);
    }

    #[test]
    fn variants_are_one_letter_apart() {
        assert!(is_variant("Bennet", "Bennett"));
        assert!(is_variant("Bennett", "Bennet"));
        assert!(!is_variant("Carrie", "Carol"));
        assert!(!is_variant("Maggie", "Mabel"));
    }
}
