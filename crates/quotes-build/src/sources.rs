//! Where a corpus comes from on disk: the articles folder, and the overrides and ledger files
//! beside it. The core builds from texts; this module is the only one that reads them.

use quotes_core::corpus::{build_reviewed, Built, InputFile, LEDGER_FILE, OVERRIDES_FILE};
use quotes_core::{Corpus, SourceError};
use std::path::{Path, PathBuf};

pub const DEFAULT_ARTICLES_DIR: &str = "data/articles";
pub const ARTICLES_DIR_ENV: &str = "QUOTES_ARTICLES_DIR";

/// Where a corpus comes from: the articles folder, and the overrides and ledger files beside it.
#[derive(Clone, Debug)]
pub struct Sources {
    pub articles_dir: PathBuf,
    pub overrides: PathBuf,
    pub ledger: PathBuf,
}

impl Sources {
    /// The articles folder named by `QUOTES_ARTICLES_DIR`, else `data/articles` under `root`.
    pub fn from_env(root: &Path) -> Sources {
        let dir = std::env::var_os(ARTICLES_DIR_ENV)
            .map(PathBuf::from)
            .map(|d| if d.is_absolute() { d } else { root.join(d) })
            .unwrap_or_else(|| root.join(DEFAULT_ARTICLES_DIR));
        Sources::beside(dir)
    }

    pub fn beside(articles_dir: PathBuf) -> Sources {
        let parent = articles_dir
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        Sources {
            overrides: parent.join(OVERRIDES_FILE),
            ledger: parent.join(LEDGER_FILE),
            articles_dir,
        }
    }

    /// The article files (`*.txt`), in file-name order.
    pub fn article_paths(&self) -> Result<Vec<PathBuf>, SourceError> {
        let dir = self.articles_dir.display().to_string();
        let entries = std::fs::read_dir(&self.articles_dir).map_err(|e| {
            SourceError::new(
                dir.clone(),
                0,
                format!("cannot read the articles folder: {e}"),
            )
        })?;
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt") && p.is_file())
            .collect();
        paths.sort();
        if paths.is_empty() {
            return Err(SourceError::new(
                dir,
                0,
                "the articles folder has no .txt article files",
            ));
        }
        Ok(paths)
    }

    pub fn load(&self) -> Result<Corpus, Vec<SourceError>> {
        self.load_reviewed().map(|built| built.corpus)
    }

    /// The corpus and what needs a person's eye (quotes with no speaker, unpaired marks).
    pub fn load_reviewed(&self) -> Result<Built, Vec<SourceError>> {
        let read = |path: &Path, name: String| {
            std::fs::read_to_string(path)
                .map(|text| InputFile {
                    name: name.clone(),
                    text,
                })
                .map_err(|e| SourceError::new(name, 0, format!("cannot read: {e}")))
        };
        let mut articles = Vec::new();
        let mut errors = Vec::new();
        for path in self.article_paths().map_err(|e| vec![e])? {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            match read(&path, name) {
                Ok(f) => articles.push(f),
                Err(e) => errors.push(e),
            }
        }
        let optional = |path: &Path| {
            path.is_file()
                .then(|| read(path, path.display().to_string()))
        };
        let overrides = optional(&self.overrides).transpose().map_err(|e| vec![e])?;
        let ledger = optional(&self.ledger).transpose().map_err(|e| vec![e])?;
        if !errors.is_empty() {
            return Err(errors);
        }
        // Articles are known by file name in the corpus; in messages, by a path one can open.
        let locate = |mut e: SourceError| {
            if articles.iter().any(|a| a.name == e.file) {
                e.file = self.articles_dir.join(&e.file).display().to_string();
            }
            e
        };
        build_reviewed(&articles, overrides.as_ref(), ledger.as_ref())
            .map(|mut built| {
                built.review = built.review.into_iter().map(locate).collect();
                built
            })
            .map_err(|errors| errors.into_iter().map(locate).collect())
    }
}
