//! Source locations: spans into preprocessed text, mapped back to the
//! user's files through the preprocessor's line markers.
//!
//! The parser reports byte offsets into the preprocessed text of a unit.
//! `SourceMap` indexes the `# N "file" flags` markers of each unit once, so
//! that mapping an offset to file:line:col is a binary search.

use std::collections::HashMap;
use std::path::PathBuf;

/// A byte range in the preprocessed text of one translation unit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub unit: u32,
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub const DUMMY: Span = Span {
        unit: u32::MAX,
        lo: 0,
        hi: 0,
    };

    pub fn is_dummy(&self) -> bool {
        self.unit == u32::MAX
    }
}

/// One preprocessed translation unit.
#[derive(Debug)]
pub struct Unit {
    /// The file the user named.
    pub path: PathBuf,
    pub text: String,
    /// Offsets in `text` where a line marker takes effect, with the file id,
    /// the original line number of the following line, and whether the file
    /// is a system header. Sorted by offset.
    markers: Vec<Marker>,
    /// Offsets of the newlines of `text`, in order: line arithmetic by
    /// binary search, so that locating is not linear in the file.
    newlines: Vec<usize>,
}

#[derive(Debug, Clone, Copy)]
struct Marker {
    offset: usize,
    file: u32,
    line: u32,
    system: bool,
}

/// A resolved location in an original source file (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: u32,
    pub line: u32,
    pub col: u32,
    pub system: bool,
}

#[derive(Debug, Default)]
pub struct SourceMap {
    pub units: Vec<Unit>,
    file_names: Vec<String>,
    file_ids: HashMap<String, u32>,
    /// Original file contents, read on demand for diagnostics.
    file_texts: std::cell::RefCell<HashMap<u32, Option<std::rc::Rc<str>>>>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    fn file_id(&mut self, name: &str) -> u32 {
        // One file however its path is spelled (`sub/../s.h` is `s.h`):
        // its definitions are the same ones.
        let normal = normalize_path(name);
        let name = normal.as_str();
        if let Some(&id) = self.file_ids.get(name) {
            return id;
        }
        let id = self.file_names.len() as u32;
        self.file_names.push(name.to_string());
        self.file_ids.insert(name.to_string(), id);
        id
    }

    /// Gives the text of a file that is not on disk (`<stdin>`), for
    /// diagnostics.
    pub fn provide_text(&mut self, name: &str, text: &str) {
        let id = self.file_id(name);
        self.file_texts
            .borrow_mut()
            .insert(id, Some(std::rc::Rc::from(text)));
    }

    /// Whether `path` names one of the files the program was read from:
    /// a unit or a header it includes (as the same file on disk).
    pub fn is_program_file(&self, path: &std::path::Path) -> bool {
        let Ok(target) = std::fs::canonicalize(path) else {
            return false;
        };
        let same = |name: &std::path::Path| std::fs::canonicalize(name).is_ok_and(|c| c == target);
        self.units.iter().any(|u| same(&u.path))
            || self
                .file_names
                .iter()
                .filter(|n| !n.starts_with('<'))
                .any(|n| same(std::path::Path::new(n)))
    }

    pub fn file_name(&self, file: u32) -> &str {
        self.file_names
            .get(file as usize)
            .map(|s| s.as_str())
            .unwrap_or("<unknown>")
    }

    /// Adds a preprocessed unit and indexes its line markers.
    pub fn add_unit(&mut self, path: PathBuf, text: String) -> u32 {
        let markers = self.index_markers(&path, &text);
        let newlines = newline_offsets(&text);
        self.units.push(Unit {
            path,
            text,
            markers,
            newlines,
        });
        self.units.len() as u32 - 1
    }

    /// Replaces the text of a unit (after a repair by the parser driver).
    pub fn replace_unit_text(&mut self, unit: u32, text: String) {
        let Some(path) = self.units.get(unit as usize).map(|u| u.path.clone()) else {
            return;
        };
        let markers = self.index_markers(&path, &text);
        let newlines = newline_offsets(&text);
        let u = &mut self.units[unit as usize];
        u.text = text;
        u.markers = markers;
        u.newlines = newlines;
    }

    fn index_markers(&mut self, path: &std::path::Path, text: &str) -> Vec<Marker> {
        let main_name = path.to_string_lossy().into_owned();
        let main = self.file_id(&main_name);
        let mut markers = vec![Marker {
            offset: 0,
            file: main,
            line: 1,
            system: false,
        }];
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            let next = offset + line.len();
            if let Some((num, name, flags)) = parse_line_marker(line) {
                let file = self.file_id(&name);
                markers.push(Marker {
                    offset: next,
                    file,
                    line: num,
                    system: flags.contains(&3),
                });
            }
            offset = next;
        }
        markers
    }

    pub fn unit_text(&self, unit: u32) -> &str {
        &self.units[unit as usize].text
    }

    /// The preprocessed text `span` covers (a declaration's name as
    /// written, before the lowering renames it).
    pub fn span_text(&self, span: Span) -> Option<&str> {
        self.units
            .get(span.unit as usize)?
            .text
            .get(span.lo as usize..span.hi as usize)
    }

    /// Maps the start of a span to its original file, line and column.
    pub fn locate(&self, span: Span) -> Option<Location> {
        self.locate_offset(span.unit, span.lo as usize)
    }

    pub fn locate_offset(&self, unit: u32, offset: usize) -> Option<Location> {
        let unit = self.units.get(unit as usize)?;
        let offset = offset.min(unit.text.len());
        let idx = unit
            .markers
            .partition_point(|m| m.offset <= offset)
            .checked_sub(1)?;
        let marker = unit.markers[idx];
        // Newlines in [marker.offset, offset): those before `offset` less
        // those before the marker.
        let before = |at: usize| unit.newlines.partition_point(|&n| n < at);
        let (upto, from) = (before(offset), before(marker.offset));
        let newlines = upto.saturating_sub(from) as u32;
        let line_start = match upto.checked_sub(1).map(|i| unit.newlines[i]) {
            Some(n) if n >= marker.offset => n + 1,
            _ => marker.offset,
        };
        let col = unit
            .text
            .get(line_start..offset)
            .map_or(0, |s| s.chars().count()) as u32
            + 1;
        Some(Location {
            file: marker.file,
            line: marker.line + newlines,
            col,
            system: marker.system,
        })
    }

    /// Whether the code at `span` comes from a system header.
    pub fn is_system(&self, span: Span) -> bool {
        let Some(unit) = self.units.get(span.unit as usize) else {
            return false;
        };
        let offset = (span.lo as usize).min(unit.text.len());
        let idx = unit.markers.partition_point(|m| m.offset <= offset);
        idx.checked_sub(1).is_some_and(|i| unit.markers[i].system)
    }

    pub fn describe(&self, span: Span) -> String {
        match self.locate(span) {
            Some(loc) => format!("{}:{}:{}", self.file_name(loc.file), loc.line, loc.col),
            None => "<unknown location>".to_string(),
        }
    }

    /// The text of an original file, if it can be read.
    pub fn file_text(&self, file: u32) -> Option<std::rc::Rc<str>> {
        let mut cache = self.file_texts.borrow_mut();
        cache
            .entry(file)
            .or_insert_with(|| {
                let bytes = std::fs::read(self.file_name(file)).ok()?;
                Some(crate::preprocess::decode_lossless(&bytes).into())
            })
            .clone()
    }
}

/// Parses `# 12 "file.c" 1 3` (and `#line 12 "file.c"`).
fn parse_line_marker(line: &str) -> Option<(u32, String, Vec<u32>)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits_end = rest.find(|c: char| !c.is_ascii_digit())?;
    if digits_end == 0 {
        return None;
    }
    let num: u32 = rest[..digits_end].parse().ok()?;
    let rest = rest[digits_end..].trim_start();
    let rest = rest.strip_prefix('"')?;
    let mut name = String::new();
    let mut chars = rest.chars();
    loop {
        match chars.next()? {
            '"' => break,
            '\\' => name.push(chars.next()?),
            c => name.push(c),
        }
    }
    let flags = chars
        .as_str()
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    Some((num, name, flags))
}

/// The offsets of the newlines of `text`.
fn newline_offsets(text: &str) -> Vec<usize> {
    text.bytes()
        .enumerate()
        .filter(|(_, b)| *b == b'\n')
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_offsets_through_line_markers() {
        let text = "# 1 \"a.c\"\nint x;\n# 1 \"/usr/include/h.h\" 1 3 4\nint y;\n# 3 \"a.c\" 2\n  int z;\n";
        let mut map = SourceMap::new();
        let unit = map.add_unit("a.c".into(), text.to_string());
        let at = |needle: &str| {
            let off = text.find(needle).unwrap();
            map.locate_offset(unit, off).unwrap()
        };
        let x = at("int x");
        assert_eq!(
            (map.file_name(x.file), x.line, x.col, x.system),
            ("a.c", 1, 1, false)
        );
        let y = at("int y");
        assert_eq!(
            (map.file_name(y.file), y.line, y.system),
            ("/usr/include/h.h", 1, true)
        );
        let z = at("int z");
        assert_eq!((map.file_name(z.file), z.line, z.col), ("a.c", 3, 3));
    }
}

/// `path` with `.` components dropped and `dir/..` pairs removed, as the
/// text says (not looking at the file system); names in angle brackets
/// (`<stdin>`) stay as they are.
pub(crate) fn normalize_path(path: &str) -> String {
    if path.starts_with('<') || !(path.contains("/.") || path.starts_with('.')) {
        return path.to_string();
    }
    let absolute = path.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." if parts.last().is_some_and(|p| *p != "..") => {
                parts.pop();
            }
            ".." if absolute => {}
            _ => parts.push(part),
        }
    }
    let joined = parts.join("/");
    if absolute {
        format!("/{joined}")
    } else if joined.is_empty() {
        ".".to_string()
    } else {
        joined
    }
}

#[cfg(test)]
mod path_tests {
    use super::normalize_path;

    #[test]
    fn paths_are_normalized_as_written() {
        assert_eq!(normalize_path("lib/common/../zstd.h"), "lib/zstd.h");
        assert_eq!(normalize_path("./a/./b.h"), "a/b.h");
        assert_eq!(
            normalize_path("/usr/include/../include/stdio.h"),
            "/usr/include/stdio.h"
        );
        assert_eq!(normalize_path("../x/../y.h"), "../y.h");
        assert_eq!(normalize_path("<stdin>"), "<stdin>");
        assert_eq!(normalize_path("plain.c"), "plain.c");
    }
}
