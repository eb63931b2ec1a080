//! The ledger of published links: every quote id that was ever published, one per line. An id
//! that leaves the corpus must be redirected (`OLD -> NEW`), or the build fails, so no link
//! that was ever shared breaks.

use crate::error::SourceError;
use crate::ids::is_url_safe_id;
use crate::model::{Quote, Redirect};
use std::borrow::Cow;
use std::collections::HashSet;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ledger {
    /// (line, id, redirect target)
    pub entries: Vec<(usize, String, Option<String>)>,
}

impl Ledger {
    pub fn parse(file: &str, text: &str) -> Result<Ledger, Vec<SourceError>> {
        let mut entries = Vec::new();
        let mut errors = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line_no = i + 1;
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (id, target) = match line.split_once("->") {
                Some((from, to)) => (from.trim(), Some(to.trim())),
                None => (line, None),
            };
            if !is_url_safe_id(id) || target.is_some_and(|t| !is_url_safe_id(t)) {
                errors.push(SourceError::new(
                    file,
                    line_no,
                    format!("{line:?} is not `ID` or `ID -> NEW-ID`"),
                ));
                continue;
            }
            if entries.iter().any(|(_, other, _)| other == id) {
                errors.push(SourceError::new(
                    file,
                    line_no,
                    format!("{id} is listed twice"),
                ));
                continue;
            }
            entries.push((line_no, id.to_string(), target.map(str::to_string)));
        }
        if errors.is_empty() {
            Ok(Ledger { entries })
        } else {
            Err(errors)
        }
    }

    /// Checks the ledger against the corpus and returns its redirects.
    pub fn check(&self, file: &str, quotes: &[Quote]) -> Result<Vec<Redirect>, Vec<SourceError>> {
        let current: HashSet<&str> = quotes.iter().map(|q| q.id.as_ref()).collect();
        let exists = |id: &str| current.contains(id);
        let mut errors = Vec::new();
        let mut redirects = Vec::new();
        for (line, id, target) in &self.entries {
            match target {
                None if !exists(id) => errors.push(SourceError::new(
                    file,
                    *line,
                    format!("published quote id {id} is no longer in the corpus: keep its link working with `{id} -> NEW-ID`"),
                )),
                None => {}
                Some(_) if exists(id) => errors.push(SourceError::new(
                    file,
                    *line,
                    format!("{id} is redirected but is still a quote: remove the redirect"),
                )),
                Some(to) if !exists(to) => errors.push(SourceError::new(
                    file,
                    *line,
                    format!("{id} redirects to {to}, which is not a quote"),
                )),
                Some(to) => redirects.push(Redirect { from: Cow::Owned(id.clone()), to: Cow::Owned(to.clone()) }),
            }
        }
        if errors.is_empty() {
            Ok(redirects)
        } else {
            Err(errors)
        }
    }

    /// Quote ids of the corpus the ledger does not list yet, in corpus order.
    pub fn unpublished<'q>(&self, quotes: &'q [Quote]) -> Vec<&'q str> {
        let listed: HashSet<&str> = self.entries.iter().map(|(_, id, _)| id.as_str()).collect();
        quotes
            .iter()
            .map(|q| q.id.as_ref())
            .filter(|id| !listed.contains(id))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quote(id: &'static str) -> Quote {
        Quote {
            id: id.into(),
            speaker: "s".into(),
            article: "a".into(),
            text: "t".into(),
            segments: Cow::Borrowed(&[]),
            characters: Cow::Borrowed(&[]),
            paragraph: 0,
        }
    }

    #[test]
    fn a_vanished_id_fails_unless_redirected() {
        let quotes = [quote("new1")];
        let ledger = Ledger::parse("l", "old1\nnew1\n").unwrap();
        let errs = ledger.check("l", &quotes).unwrap_err();
        assert_eq!(errs[0].line, 1);
        assert!(errs[0].message.contains("old1"));
        let ledger = Ledger::parse("l", "# history\nold1 -> new1\nnew1\n").unwrap();
        let r = ledger.check("l", &quotes).unwrap();
        assert_eq!((r[0].from.as_ref(), r[0].to.as_ref()), ("old1", "new1"));
        let ledger = Ledger::parse("l", "old1 -> gone\n").unwrap();
        assert!(
            ledger.check("l", &quotes).is_err(),
            "a redirect must land on a quote"
        );
        assert_eq!(
            Ledger::parse("l", "new1")
                .unwrap()
                .unpublished(&[quote("new1"), quote("x")]),
            ["x"]
        );
    }
}
