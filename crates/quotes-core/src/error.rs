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

/// Byte offsets of line starts, so a line number costs a binary search, not a scan.
#[derive(Clone, Debug)]
pub struct LineIndex(Vec<usize>);

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex(starts)
    }

    /// 1-based line number of a byte offset, as [`line_of`] gives it.
    pub fn line(&self, offset: usize) -> usize {
        self.0.partition_point(|&s| s <= offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_agrees_with_line_of() {
        let text = "a\nbc\n\nd";
        let index = LineIndex::new(text);
        for offset in 0..=text.len() + 2 {
            assert_eq!(index.line(offset), line_of(text, offset), "{offset}");
        }
    }
}
