//! Link-preview images: a 1200×630 PNG per quote (its words large, who said them, where), per
//! speaker and per article, in the site's typography and colours, so that a shared link unfurls
//! as the quote itself.
//!
//! Text is laid out here (wrapping, shrinking, an ellipsis only when the words cannot fit) and
//! rasterized by ab_glyph into a tiny-skia pixmap, which encodes the PNG. The fonts are DejaVu
//! Serif (the quote) and DejaVu Sans Bold (the interface), committed with their licence in
//! `fonts/`: the same glyphs on every machine, Greek and Cyrillic included.
//!
//! Drawing is the slow part of the site's build, so images are cached by content: the key is a
//! hash of everything an image shows, and an unchanged collection draws nothing on a rebuild.

use ab_glyph::{point, Font, FontRef, PxScale, ScaleFont};
use quotes_core::ids::quote_id;
use quotes_core::model::{quote_count, Article, Quote, Speaker};
use quotes_core::Corpus;
use std::path::{Path, PathBuf};
use tiny_skia::{Color, Paint, Pixmap, PremultipliedColorU8, Rect, Transform};

pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 630;
/// Part of every cache key: this file's own source, so that any change to the drawing redraws.
const DESIGN: &str = include_str!("preview.rs");

const SERIF: &[u8] = include_bytes!("../fonts/DejaVuSerif.ttf");
const SANS_BOLD: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold.ttf");

/// The light theme of style/main.css.
const PAPER: [u8; 3] = [0xfb, 0xf8, 0xf3];
const INK: [u8; 3] = [0x1f, 0x1b, 0x16];
const MUTED: [u8; 3] = [0x5c, 0x55, 0x4c];
const ACCENT: [u8; 3] = [0x8a, 0x2f, 0x3f];
const LINE: [u8; 3] = [0xe3, 0xdc, 0xd1];

const MARGIN_LEFT: f32 = 112.0;
const TEXT_WIDTH: f32 = WIDTH as f32 - MARGIN_LEFT - 90.0;

/// What one preview image shows. Its text is its cache key.
#[derive(Clone, Debug, PartialEq)]
pub enum Preview {
    Quote {
        words: String,
        speaker: String,
        role: Option<String>,
        source: String,
    },
    Speaker {
        name: String,
        role: Option<String>,
        count: String,
    },
    Article {
        title: String,
        source: String,
        count: String,
    },
}

impl Preview {
    pub fn quote(corpus: &Corpus, quote: &Quote) -> Preview {
        let speaker = corpus.speaker(&quote.speaker);
        let article = corpus.article(&quote.article);
        Preview::Quote {
            words: quote.text.to_string(),
            speaker: corpus.speaker_name(quote).to_string(),
            role: speaker.and_then(|s| s.role.as_deref()).map(str::to_string),
            source: article.map(source_line).unwrap_or_default(),
        }
    }

    pub fn speaker(corpus: &Corpus, speaker: &Speaker) -> Preview {
        Preview::Speaker {
            name: speaker.name.to_string(),
            role: speaker.role.as_deref().map(str::to_string),
            count: format!(
                "{} from interviews",
                quote_count(corpus.quotes_by_speaker(&speaker.id).count())
            ),
        }
    }

    pub fn article(corpus: &Corpus, article: &Article) -> Preview {
        Preview::Article {
            title: article.title.to_string(),
            source: article.byline(),
            count: format!(
                "{} marked",
                quote_count(corpus.quotes_in_article(&article.id).count())
            ),
        }
    }

    /// A name for this content and this design: equal both, equal key.
    pub fn cache_key(&self) -> String {
        static DESIGN_HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
        let design =
            DESIGN_HASH.get_or_init(|| quote_id("design", DESIGN, SERIF.len() + SANS_BOLD.len()));
        quote_id(design, &format!("{self:?}"), 0)
    }

    /// The PNG.
    pub fn draw(&self) -> Result<Vec<u8>, String> {
        let fonts = Fonts::get()?;
        let mut canvas = Canvas::new()?;
        match self {
            Preview::Quote {
                words,
                speaker,
                role,
                source,
            } => {
                // The opening mark, large, in the accent colour: the picture says "a quote".
                canvas.text(&fonts.serif, 190.0, MARGIN_LEFT - 14.0, 190.0, "“", ACCENT);
                let attribution = match role {
                    Some(role) => format!("— {speaker}, {role}"),
                    None => format!("— {speaker}"),
                };
                // The attribution is never cut: it is laid out first, and the words get the rest.
                let (size, lines) = fit(&fonts.serif, words, TEXT_WIDTH, 330.0, &QUOTE_SIZES);
                let mut y = 150.0 + size;
                for line in &lines {
                    canvas.text(&fonts.serif, size, MARGIN_LEFT, y, line, INK);
                    y += size * LINE_HEIGHT;
                }
                let attribution = shorten(&fonts.sans_bold, 32.0, &attribution, TEXT_WIDTH);
                canvas.text(
                    &fonts.sans_bold,
                    32.0,
                    MARGIN_LEFT,
                    528.0,
                    &attribution,
                    INK,
                );
                let source = shorten(&fonts.serif, 25.0, source, TEXT_WIDTH - 260.0);
                canvas.text(&fonts.serif, 25.0, MARGIN_LEFT, 576.0, &source, MUTED);
            }
            Preview::Speaker { name, role, count } => {
                let (size, lines) = fit(&fonts.serif, name, TEXT_WIDTH, 240.0, &[84.0, 72.0, 60.0]);
                let mut y = 150.0 + size;
                for line in &lines {
                    canvas.text(&fonts.serif, size, MARGIN_LEFT, y, line, INK);
                    y += size * LINE_HEIGHT;
                }
                if let Some(role) = role {
                    let role = shorten(&fonts.serif, 36.0, role, TEXT_WIDTH);
                    let baseline = y - size * LINE_HEIGHT + 64.0;
                    canvas.text(&fonts.serif, 36.0, MARGIN_LEFT, baseline, &role, MUTED);
                }
                canvas.text(&fonts.sans_bold, 32.0, MARGIN_LEFT, 528.0, count, ACCENT);
            }
            Preview::Article {
                title,
                source,
                count,
            } => {
                let (size, lines) = fit(&fonts.serif, title, TEXT_WIDTH, 300.0, &QUOTE_SIZES);
                let mut y = 120.0 + size;
                for line in &lines {
                    canvas.text(&fonts.serif, size, MARGIN_LEFT, y, line, INK);
                    y += size * LINE_HEIGHT;
                }
                let source = shorten(&fonts.sans_bold, 32.0, source, TEXT_WIDTH);
                canvas.text(&fonts.sans_bold, 32.0, MARGIN_LEFT, 528.0, &source, INK);
                canvas.text(&fonts.serif, 25.0, MARGIN_LEFT, 576.0, count, MUTED);
            }
        }
        let site = "Quote Explorer";
        let width = text_width(&fonts.sans_bold, 24.0, site);
        canvas.text(
            &fonts.sans_bold,
            24.0,
            WIDTH as f32 - 90.0 - width,
            576.0,
            site,
            ACCENT,
        );
        canvas.encode_png()
    }
}

/// "TV Guide · “Title”": the outlet first, so that a long title is what gets shortened.
fn source_line(article: &Article) -> String {
    let byline = article.byline();
    if byline.is_empty() {
        format!("“{}”", article.title)
    } else {
        format!("{byline} · “{}”", article.title)
    }
}

/// Down to a size still readable when a chat shows the picture at a quarter of its width (about
/// 11 px on a phone); past that, the words end in an ellipsis.
const QUOTE_SIZES: [f32; 5] = [64.0, 56.0, 50.0, 46.0, 42.0];
const LINE_HEIGHT: f32 = 1.28;

struct Fonts {
    serif: FontRef<'static>,
    sans_bold: FontRef<'static>,
}

impl Fonts {
    /// Parsed once per build, shared by every picture and drawing thread.
    fn get() -> Result<&'static Fonts, String> {
        static FONTS: std::sync::OnceLock<Result<Fonts, String>> = std::sync::OnceLock::new();
        FONTS
            .get_or_init(Fonts::load)
            .as_ref()
            .map_err(Clone::clone)
    }

    fn load() -> Result<Fonts, String> {
        let load = |name: &str, bytes: &'static [u8]| {
            FontRef::try_from_slice(bytes).map_err(|e| format!("font {name}: {e}"))
        };
        Ok(Fonts {
            serif: load("DejaVuSerif.ttf", SERIF)?,
            sans_bold: load("DejaVuSans-Bold.ttf", SANS_BOLD)?,
        })
    }
}

fn text_width(font: &FontRef<'static>, size: f32, text: &str) -> f32 {
    let font = font.as_scaled(PxScale::from(size));
    let mut width = 0.0;
    let mut previous = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(previous) = previous {
            width += font.kern(previous, id);
        }
        width += font.h_advance(id);
        previous = Some(id);
    }
    width
}

/// Words broken into lines no wider than `width` (a word longer than a line is cut).
fn wrap(font: &FontRef<'static>, size: f32, text: &str, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if text_width(font, size, &candidate) <= width || line.is_empty() {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
        while text_width(font, size, &line) > width && line.chars().count() > 1 {
            let (head, tail) = split_to_fit(font, size, &line, width);
            lines.push(head);
            line = tail;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn split_to_fit(font: &FontRef<'static>, size: f32, text: &str, width: f32) -> (String, String) {
    let mut cut = text.len();
    for (at, _) in text.char_indices().rev() {
        if at > 0 && text_width(font, size, &text[..at]) <= width {
            cut = at;
            break;
        }
    }
    (text[..cut].to_string(), text[cut..].to_string())
}

/// The largest size at which `text` fits in `width` × `height`; at the smallest, as many lines
/// as fit, the last ending in an ellipsis.
fn fit(
    font: &FontRef<'static>,
    text: &str,
    width: f32,
    height: f32,
    sizes: &[f32],
) -> (f32, Vec<String>) {
    let max_lines = |size: f32| ((height / (size * LINE_HEIGHT)).floor() as usize).max(1);
    for &size in sizes {
        let lines = wrap(font, size, text, width);
        if lines.len() <= max_lines(size) {
            return (size, lines);
        }
    }
    let size = sizes.last().copied().unwrap_or(30.0);
    let mut lines = wrap(font, size, text, width);
    lines.truncate(max_lines(size));
    // The cut falls between words: whole words, then the ellipsis.
    if let Some(last) = lines.last_mut() {
        let mut words: Vec<&str> = last.split(' ').collect();
        while words.len() > 1 && text_width(font, size, &format!("{}…", words.join(" "))) > width
        {
            words.pop();
        }
        let kept = words.join(" ");
        *last = shorten(
            font,
            size,
            &format!("{}…", kept.trim_end_matches([',', ';', ':'])),
            width,
        );
    }
    (size, lines)
}

/// `text`, or as much of it as fits in `width` followed by an ellipsis.
fn shorten(font: &FontRef<'static>, size: f32, text: &str, width: f32) -> String {
    if text_width(font, size, text) <= width {
        return text.to_string();
    }
    let mut end = text.len();
    while end > 0 {
        end = text[..end]
            .char_indices()
            .next_back()
            .map_or(0, |(at, _)| at);
        let candidate = format!("{}…", text[..end].trim_end());
        if text_width(font, size, &candidate) <= width {
            return candidate;
        }
    }
    "…".to_string()
}

struct Canvas {
    pixmap: Pixmap,
}

impl Canvas {
    fn new() -> Result<Canvas, String> {
        let mut pixmap = Pixmap::new(WIDTH, HEIGHT).ok_or("cannot allocate the image")?;
        pixmap.fill(color(PAPER));
        let mut paint = Paint::default();
        paint.set_color(color(ACCENT));
        if let Some(bar) = Rect::from_xywh(0.0, 0.0, 24.0, HEIGHT as f32) {
            pixmap.fill_rect(bar, &paint, Transform::identity(), None);
        }
        paint.set_color(color(LINE));
        if let Some(rule) = Rect::from_xywh(MARGIN_LEFT, 478.0, TEXT_WIDTH, 2.0) {
            pixmap.fill_rect(rule, &paint, Transform::identity(), None);
        }
        Ok(Canvas { pixmap })
    }

    /// Draws one line of text with its baseline at `y`; each glyph's coverage blends `rgb` over
    /// the opaque background.
    fn text(
        &mut self,
        font: &FontRef<'static>,
        size: f32,
        x: f32,
        y: f32,
        text: &str,
        rgb: [u8; 3],
    ) {
        let scale = PxScale::from(size);
        let scaled = font.as_scaled(scale);
        let mut caret = x;
        let mut previous = None;
        let width = self.pixmap.width() as i32;
        let height = self.pixmap.height() as i32;
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            if let Some(previous) = previous {
                caret += scaled.kern(previous, id);
            }
            let glyph = id.with_scale_and_position(scale, point(caret, y));
            caret += scaled.h_advance(id);
            previous = Some(id);
            let Some(outline) = font.outline_glyph(glyph) else {
                continue;
            };
            let bounds = outline.px_bounds();
            let pixels = self.pixmap.pixels_mut();
            outline.draw(|gx, gy, coverage| {
                let px = bounds.min.x as i32 + gx as i32;
                let py = bounds.min.y as i32 + gy as i32;
                if px < 0 || py < 0 || px >= width || py >= height {
                    return;
                }
                let pixel = &mut pixels[(py * width + px) as usize];
                // Sixteen levels of coverage look the same at this size and keep the picture to
                // a few dozen colours, which an indexed PNG stores in a fraction of the bytes.
                let c = (coverage.clamp(0.0, 1.0) * 15.0).round() / 15.0;
                if c == 0.0 {
                    return;
                }
                let blend = |under: u8, over: u8| {
                    (f32::from(under) * (1.0 - c) + f32::from(over) * c).round() as u8
                };
                let blended = PremultipliedColorU8::from_rgba(
                    blend(pixel.red(), rgb[0]),
                    blend(pixel.green(), rgb[1]),
                    blend(pixel.blue(), rgb[2]),
                    255,
                );
                if let Some(blended) = blended {
                    *pixel = blended;
                }
            });
        }
    }
}

impl Canvas {
    /// An indexed (palette) PNG when the picture has at most 256 colours, as drawn pictures do;
    /// RGB otherwise.
    fn encode_png(&self) -> Result<Vec<u8>, String> {
        let mut palette: Vec<[u8; 3]> = Vec::new();
        let mut index = std::collections::HashMap::new();
        let mut indexed = Vec::with_capacity(self.pixmap.pixels().len());
        // Most pixels repeat the one before (paper, then ink): only a change of colour is looked
        // up (a lookup per pixel was most of the time an image took).
        let mut last = None;
        for rgba in self.pixmap.data().chunks_exact(4) {
            let rgb = [rgba[0], rgba[1], rgba[2]];
            let i = match last {
                Some((seen, i)) if seen == rgb => i,
                _ => *index.entry(rgb).or_insert_with(|| {
                    palette.push(rgb);
                    palette.len() - 1
                }),
            };
            last = Some((rgb, i));
            indexed.push(i as u8);
        }
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
        encoder.set_compression(png::Compression::Balanced);
        let data: Vec<u8> = if palette.len() <= 256 {
            encoder.set_color(png::ColorType::Indexed);
            encoder.set_depth(png::BitDepth::Eight);
            encoder.set_palette(palette.concat());
            // Filters predict a byte from its neighbours, which means nothing for palette
            // indices: unfiltered, the picture is smaller (13.0 KB against 15.1 for a typical
            // quote) and encodes faster.
            encoder.set_filter(png::Filter::NoFilter);
            indexed
        } else {
            encoder.set_color(png::ColorType::Rgb);
            encoder.set_depth(png::BitDepth::Eight);
            self.pixmap
                .pixels()
                .iter()
                .flat_map(|p| [p.red(), p.green(), p.blue()])
                .collect()
        };
        let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
        writer.write_image_data(&data).map_err(|e| e.to_string())?;
        writer.finish().map_err(|e| e.to_string())?;
        Ok(out)
    }
}

fn color([r, g, b]: [u8; 3]) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

/// Writes each image into the site, drawing only what the cache in `cache_dir` does not have.
pub struct Previews {
    cache_dir: PathBuf,
    pub drawn: usize,
    pub reused: usize,
    pub bytes: u64,
    /// Time spent drawing and encoding.
    pub drawing: std::time::Duration,
}

impl Previews {
    pub fn new(cache_dir: PathBuf) -> Previews {
        Previews {
            cache_dir,
            drawn: 0,
            reused: 0,
            bytes: 0,
            drawing: std::time::Duration::ZERO,
        }
    }

    /// Puts each image at its path, drawing on every core: pictures are independent. `drawing`
    /// becomes the wall-clock time of the longest worker.
    pub fn write_all(&mut self, images: Vec<(Preview, PathBuf)>) -> Result<(), String> {
        let cache_dir = &self.cache_dir;
        let results = crate::on_every_core(
            &images,
            || Previews::new(cache_dir.clone()),
            |mine, (preview, target)| mine.write(preview, target),
        )?;
        for part in results {
            self.drawn += part.drawn;
            self.reused += part.reused;
            self.bytes += part.bytes;
            self.drawing = self.drawing.max(part.drawing);
        }
        Ok(())
    }

    /// Puts the image for `preview` at `target`.
    pub fn write(&mut self, preview: &Preview, target: &Path) -> Result<(), String> {
        let cached = self.cache_dir.join(format!("{}.png", preview.cache_key()));
        if !cached.is_file() {
            let started = std::time::Instant::now();
            let png = preview.draw()?;
            self.drawing += started.elapsed();
            std::fs::create_dir_all(&self.cache_dir)
                .map_err(|e| format!("{}: {e}", self.cache_dir.display()))?;
            // Written whole under a temporary name, then renamed: a build stopped mid-write never
            // leaves half a picture in the cache.
            let partial = cached.with_extension(format!("{:?}.tmp", std::thread::current().id()));
            std::fs::write(&partial, &png).map_err(|e| format!("{}: {e}", partial.display()))?;
            std::fs::rename(&partial, &cached).map_err(|e| format!("{}: {e}", cached.display()))?;
            self.drawn += 1;
        } else {
            self.reused += 1;
        }
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        self.bytes += std::fs::copy(&cached, target)
            .map_err(|e| format!("{} → {}: {e}", cached.display(), target.display()))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fonts() -> Fonts {
        Fonts::load().expect("the committed fonts load")
    }

    #[test]
    fn long_words_wrap_within_the_width_and_overflow_ends_in_an_ellipsis() {
        let f = fonts();
        let text = "word ".repeat(400);
        let (size, lines) = fit(&f.serif, &text, TEXT_WIDTH, 330.0, &QUOTE_SIZES);
        assert_eq!(size, 42.0);
        assert!(lines
            .iter()
            .all(|l| text_width(&f.serif, size, l) <= TEXT_WIDTH));
        assert!(lines.last().is_some_and(|l| l.ends_with('…')));
        let (size, lines) = fit(
            &f.serif,
            "Short and sweet.",
            TEXT_WIDTH,
            330.0,
            &QUOTE_SIZES,
        );
        assert_eq!((size, lines.len()), (64.0, 1), "a short quote is set large");
    }

    #[test]
    fn the_cache_key_follows_the_content() {
        let a = Preview::Speaker {
            name: "Amy".into(),
            role: None,
            count: "1 quote".into(),
        };
        let mut b = a.clone();
        assert_eq!(a.cache_key(), b.cache_key());
        if let Preview::Speaker { count, .. } = &mut b {
            *count = "2 quotes".into();
        }
        assert_ne!(a.cache_key(), b.cache_key());
    }

    #[test]
    fn the_fonts_have_every_letter_of_the_collections_scripts() {
        let f = fonts();
        for c in "Καλημέρα κόσμε доброе утро мир ÀÉÎÕÜ ß ñ ç œ “”‘’—…".chars()
        {
            if !c.is_whitespace() {
                assert_ne!(f.serif.glyph_id(c).0, 0, "serif lacks {c}");
                assert_ne!(f.sans_bold.glyph_id(c).0, 0, "sans lacks {c}");
            }
        }
    }

    #[test]
    fn an_image_is_a_1200_by_630_png_under_100_kb() {
        let preview = Preview::Quote {
            words: "Καλημέρα, κόσμε. Привет, мир. ".repeat(6),
            speaker: "Jane Tester".into(),
            role: Some("showrunner".into()),
            source: "A title · An outlet".into(),
        };
        let png = preview.draw().expect("draws");
        assert_eq!(&png[1..4], b"PNG");
        let width = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
        let height = u32::from_be_bytes([png[20], png[21], png[22], png[23]]);
        assert_eq!((width, height), (WIDTH, HEIGHT));
        assert!(png.len() < 100 * 1024, "{} bytes", png.len());
    }
}
