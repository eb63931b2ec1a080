//! Writes the corpus for the app to embed: `corpus.txt` (every string once, in reading order)
//! and `corpus.bin` (the numbers that cut and connect it), as `quotes_core::packed` lays them
//! out. The app includes both with `include_str!`/`include_bytes!` and unpacks them at start-up
//! without copying any text.

use quotes_core::model::Corpus;
use quotes_core::packed::pack;
use std::io;
use std::path::Path;

pub const TEXT_FILE: &str = "corpus.txt";
pub const NUMBERS_FILE: &str = "corpus.bin";

pub fn write_embedded(corpus: &Corpus, dir: &Path) -> io::Result<()> {
    let packed = pack(corpus);
    std::fs::write(dir.join(TEXT_FILE), packed.text)?;
    std::fs::write(dir.join(NUMBERS_FILE), packed.numbers)
}
