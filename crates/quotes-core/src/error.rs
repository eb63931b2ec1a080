use std::fmt;

/// A problem in an input file, with the place a person must look to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl SourceError {
    pub fn new(file: impl Into<String>, line: usize, message: impl Into<String>) -> Self {
        SourceError {
            file: file.into(),
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for SourceError {}

/// 1-based line number of a byte offset.
pub fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}
