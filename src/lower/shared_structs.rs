//! Struct types shared by translation units. C gives each unit its own
//! struct types, compatible across units when they agree (C99 6.2.7); the
//! usual way to agree is a header that every unit includes. cmix keeps one
//! `StructId` for such a type, so that a global defined in one file and
//! declared `extern` in another has one type, and the analyses' field
//! paths name one struct.
//!
//! A definition is known by where it is written (file, line, column, after
//! preprocessing): a unit whose file-scope definition of a struct stands
//! where an earlier unit's does (the same header) shares the earlier type,
//! once its body is checked to be the same (different macros could make it
//! differ). A unit that only names a tag, without defining it, shares the
//! one type earlier units defined under that tag, if there is just one, or
//! else the type earlier units named it by without defining it (which a
//! later unit's definition then completes).
//! A definition written elsewhere with the same text under the same tag
//! (an amalgamation such as sqlite3.c carries a copy of the header its
//! users include) is taken for the same one too, nested definitions
//! included, with the same check of its body; so is an untagged definition
//! written alike in another file (`typedef struct { ... } set_t;` in each),
//! unless its body differs there (a typedef name of another type).
//! Everything else gets a type of its own, as C says.

use std::collections::{HashMap, HashSet};

use lang_c::ast::{FunctionDefinition, StructType, TranslationUnit};
use lang_c::span::Span as PSpan;
use lang_c::visit::Visit;

use crate::source::{SourceMap, Span};
use crate::types::{StructBody, StructId};

/// Where a struct definition is written (file, line, column) and its tag:
/// a header included twice with other macros may define two tags at one
/// place.
type Place = (u32, u32, u32, String);

#[derive(Default)]
pub(super) struct SharedStructs {
    /// File-scope definitions of the units so far, by place, with the
    /// unit that made each.
    by_place: HashMap<Place, (u32, StructId)>,
    /// Tags of those definitions (from earlier units only when asked).
    by_tag: HashMap<String, Vec<(u32, StructId)>>,
    /// The current unit, and where it defines each tag at file scope.
    unit: u32,
    unit_definitions: HashMap<String, Place>,
    /// The current unit's first file-scope definition of each tag.
    unit_bodies: HashMap<String, (StructType, Span)>,
    /// Shared types the current unit has defined (a second definition in
    /// the unit is a redefinition).
    defined_here: HashSet<StructId>,
    /// Tags units named at file scope with no definition anywhere yet
    /// (`struct lua_longjmp *errorJmp` in a shared header): one type for
    /// all of them, and for the definition a later unit may give.
    named: HashMap<(String, bool), StructId>,
    /// Earlier units' file-scope definitions by tag and text (whitespace
    /// runs made one space).
    by_text: HashMap<(String, String), (u32, StructId)>,
    /// The current unit's definitions at new places whose text an earlier
    /// unit's definition of the tag has.
    same_text: HashMap<Place, StructId>,
}

impl SharedStructs {
    /// Starts unit `unit` (`tu`).
    pub(super) fn start_unit(&mut self, unit: u32, tu: &TranslationUnit, sources: &SourceMap) {
        self.unit = unit;
        self.defined_here.clear();
        let mut finder = DefinitionFinder {
            unit,
            sources,
            found: HashMap::new(),
            all: Vec::new(),
            bodies: HashMap::new(),
        };
        finder.visit_translation_unit(tu);
        self.unit_definitions = finder.found;
        self.unit_bodies = finder.bodies;
        self.same_text.clear();
        for (tag, place, span) in finder.all {
            if self.by_place.contains_key(&place) {
                continue;
            }
            let key = (tag, definition_text(sources, span));
            if let Some(&(earlier, id)) = self.by_text.get(&key)
                && earlier != unit
            {
                self.same_text.insert(place, id);
            }
        }
    }

    /// An earlier unit's type defined at `place`, or with the same text.
    fn at_place(&self, place: &Place) -> Option<StructId> {
        match self.by_place.get(place) {
            Some(&(unit, id)) => (unit != self.unit).then_some(id),
            None => self.same_text.get(place).copied(),
        }
    }

    /// An earlier unit's type for the file-scope definition at `span`, if
    /// it is written at the same place.
    pub(super) fn for_definition(
        &self,
        span: Span,
        tag: Option<&str>,
        sources: &SourceMap,
    ) -> Option<StructId> {
        self.at_place(&place_of(sources, span, tag)?)
    }

    /// An earlier unit's type for tag `tag`, named at file scope before
    /// (or without) a definition in this unit.
    pub(super) fn for_reference(&self, tag: &str) -> Option<StructId> {
        if let Some(place) = self.unit_definitions.get(tag) {
            return self.at_place(place);
        }
        let mut ids: Vec<StructId> = self
            .by_tag
            .get(tag)?
            .iter()
            .filter(|(unit, _)| *unit != self.unit)
            .map(|(_, s)| *s)
            .collect();
        ids.sort_unstable_by_key(|s| s.0);
        ids.dedup();
        match ids.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The type earlier units named `tag` by (a union's when `is_union`),
    /// never defining it.
    pub(super) fn named(&self, tag: &str, is_union: bool) -> Option<StructId> {
        self.named.get(&(tag.to_string(), is_union)).copied()
    }

    /// Records that this unit names `tag` at file scope as `id`, with no
    /// definition known.
    pub(super) fn note_named(&mut self, tag: &str, id: StructId, is_union: bool) {
        self.named.entry((tag.to_string(), is_union)).or_insert(id);
    }

    /// This unit's file-scope definition of `tag` (a tag named before it
    /// is defined, `struct s;` first).
    pub(super) fn unit_definition(&self, tag: &str) -> Option<(StructType, Span)> {
        self.unit_bodies.get(tag).cloned()
    }

    /// The types earlier units defined at file scope under `tag`, first
    /// defined first.
    pub(super) fn defined_by_earlier_units(&self, tag: &str) -> Vec<StructId> {
        let mut ids: Vec<StructId> = self
            .by_tag
            .get(tag)
            .into_iter()
            .flatten()
            .filter(|(unit, _)| *unit != self.unit)
            .map(|(_, s)| *s)
            .collect();
        ids.dedup();
        ids
    }

    /// Whether this unit has defined `id` already.
    pub(super) fn defined_here(&self, id: StructId) -> bool {
        self.defined_here.contains(&id)
    }

    /// Records this unit's file-scope definition of `id` at `span`.
    pub(super) fn record(
        &mut self,
        id: StructId,
        tag: Option<&str>,
        span: Span,
        sources: &SourceMap,
    ) {
        self.defined_here.insert(id);
        if let Some(place) = place_of(sources, span, tag) {
            self.by_place.entry(place).or_insert((self.unit, id));
        }
        // An untagged definition is found by its text alone: two files
        // that each write `typedef struct { ... } set_t;` have compatible
        // types (C99 6.2.7), which a function shared by both must have.
        self.by_text
            .entry((
                tag.unwrap_or("").to_string(),
                definition_text(sources, span),
            ))
            .or_insert((self.unit, id));
        if let Some(tag) = tag {
            let defs = self.by_tag.entry(tag.to_string()).or_default();
            if !defs.contains(&(self.unit, id)) {
                defs.push((self.unit, id));
            }
        }
    }
}

/// Whether two bodies of one struct agree: the same members, types and
/// layout.
pub(super) fn same_body(a: &StructBody, b: &StructBody) -> bool {
    a.size == b.size
        && a.align == b.align
        && a.fields.len() == b.fields.len()
        && a.fields
            .iter()
            .zip(&b.fields)
            .all(|(x, y)| x.name == y.name && x.ty == y.ty && x.offset == y.offset)
}

/// The text of a definition, whitespace runs made one space.
fn definition_text(sources: &SourceMap, span: Span) -> String {
    let text = sources
        .unit_text(span.unit)
        .get(span.lo as usize..span.hi as usize)
        .unwrap_or("");
    text.split_ascii_whitespace().collect::<Vec<_>>().join(" ")
}

fn place_of(sources: &SourceMap, span: Span, tag: Option<&str>) -> Option<Place> {
    if span.is_dummy() {
        return None;
    }
    let at = sources.locate(span)?;
    Some((at.file, at.line, at.col, tag.unwrap_or("").to_string()))
}

/// The file-scope struct definitions of a unit, by tag (the first of each).
struct DefinitionFinder<'s> {
    unit: u32,
    sources: &'s SourceMap,
    found: HashMap<String, Place>,
    /// Every definition (untagged ones under ""), nested ones included.
    all: Vec<(String, Place, Span)>,
    /// The first definition of each tag, as written.
    bodies: HashMap<String, (StructType, Span)>,
}

impl<'ast> Visit<'ast> for DefinitionFinder<'_> {
    fn visit_struct_type(&mut self, st: &'ast StructType, span: &'ast PSpan) {
        if st.declarations.is_some() {
            let span = Span {
                unit: self.unit,
                lo: span.start as u32,
                hi: span.end as u32,
            };
            let tag = st.identifier.as_ref().map(|t| t.node.name.as_str());
            if let Some(place) = place_of(self.sources, span, tag) {
                if let Some(tag) = tag {
                    self.found.entry(tag.to_string()).or_insert(place.clone());
                    self.bodies
                        .entry(tag.to_string())
                        .or_insert_with(|| (st.clone(), span));
                }
                self.all.push((tag.unwrap_or("").to_string(), place, span));
            }
        }
        lang_c::visit::visit_struct_type(self, st, span);
    }

    // Structs defined in function bodies are block-scoped.
    fn visit_function_definition(&mut self, _: &'ast FunctionDefinition, _: &'ast PSpan) {}
}
