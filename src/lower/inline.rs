//! Inline definitions (C99 6.7.4p7): a file whose every file-scope
//! declaration of a function says `inline` without `extern` gives it an
//! *inline definition*, which is not the function's external definition:
//! another file (given to cmix or not) provides that, and the program
//! links against it. gcc's `gnu_inline` attribute keeps the GNU89 rule
//! instead: `extern inline` makes the definition inline-only.
//!
//! cmix keeps one body per function. An external definition, where a file
//! gives one, is the function (its file writes it back with `--unit`); an
//! inline definition alone is written as a file-private (`static`) copy,
//! never as an external definition another file would then define twice.

use std::collections::{HashMap, HashSet};

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::decl::declarator_name;

/// What the file-scope declarations of one name in a unit say.
#[derive(Default)]
struct Said {
    /// Some declaration lacks `inline`.
    without_inline: bool,
    /// Some declaration says `extern`.
    with_extern: bool,
    /// Some declaration carries `gnu_inline`.
    gnu_inline: bool,
}

/// The function definitions of a unit that are inline definitions (not
/// external ones), by the offset where each starts in the unit's text.
/// (With `gnu_inline`, an `extern inline` body may precede the external
/// definition in one unit, as glibc's headers do.)
pub(super) fn inline_definitions(tu: &c::TranslationUnit) -> HashSet<usize> {
    let mut said: HashMap<String, Said> = HashMap::new();
    // Each definition: its name, where it starts, and whether it says
    // both `extern` and `inline`.
    let mut defined = Vec::new();
    for ext in &tu.0 {
        match &ext.node {
            c::ExternalDeclaration::Declaration(d) => {
                let (inline, external, gnu) = specifiers(&d.node.specifiers);
                for init in &d.node.declarators {
                    let declarator = &init.node.declarator.node;
                    let Some(name) = declarator_name(declarator) else {
                        continue;
                    };
                    let entry = said.entry(name).or_default();
                    entry.without_inline |= !inline;
                    entry.with_extern |= external;
                    entry.gnu_inline |= gnu || declarator_gnu_inline(declarator);
                }
            }
            c::ExternalDeclaration::FunctionDefinition(f) => {
                let (inline, external, gnu) = specifiers(&f.node.specifiers);
                let declarator = &f.node.declarator.node;
                let Some(name) = declarator_name(declarator) else {
                    continue;
                };
                let entry = said.entry(name.clone()).or_default();
                entry.without_inline |= !inline;
                entry.with_extern |= external;
                entry.gnu_inline |= gnu || declarator_gnu_inline(declarator);
                defined.push((name, f.span.start, inline && external));
            }
            c::ExternalDeclaration::StaticAssert(_) => {}
        }
    }
    defined
        .into_iter()
        .filter(|(name, _, extern_inline)| {
            said.get(name).is_some_and(|s| {
                if s.gnu_inline {
                    *extern_inline
                } else {
                    !s.without_inline && !s.with_extern
                }
            })
        })
        .map(|(_, start, _)| start)
        .collect()
}

/// (`inline`, `extern`, `gnu_inline`) among a declaration's specifiers.
fn specifiers(specs: &[Node<c::DeclarationSpecifier>]) -> (bool, bool, bool) {
    let mut inline = false;
    let mut external = false;
    let mut gnu = false;
    for s in specs {
        match &s.node {
            c::DeclarationSpecifier::Function(f) => {
                inline |= matches!(f.node, c::FunctionSpecifier::Inline);
            }
            c::DeclarationSpecifier::StorageClass(sc) => {
                external |= matches!(sc.node, c::StorageClassSpecifier::Extern);
            }
            c::DeclarationSpecifier::Extension(exts) => gnu |= has_gnu_inline(exts),
            _ => {}
        }
    }
    (inline, external, gnu)
}

/// `gnu_inline` on a declarator, or on its pointer (`void *
/// __attribute__((__gnu_inline__)) f(void)`, as gcc's intrinsic headers
/// write it).
fn declarator_gnu_inline(declarator: &c::Declarator) -> bool {
    has_gnu_inline(&declarator.extensions)
        || declarator.derived.iter().any(|d| match &d.node {
            c::DerivedDeclarator::Pointer(qualifiers) => qualifiers.iter().any(
                |q| matches!(&q.node, c::PointerQualifier::Extension(exts) if has_gnu_inline(exts)),
            ),
            _ => false,
        })
}

fn has_gnu_inline(exts: &[Node<c::Extension>]) -> bool {
    exts.iter().any(|e| {
        matches!(&e.node, c::Extension::Attribute(a)
            if a.name.node.trim_matches('_') == "gnu_inline")
    })
}
