//! `--header`: the header declaring a residual entry, for the files that
//! call it.

use std::collections::{BTreeSet, HashSet};
use std::fmt::Write;

use super::StructCollector;
use crate::core::print::{ObjectQuals, declarator};
use crate::core::{FuncId, Program};
use crate::types::TypeKind;

/// A header declaring a residual entry (`entry_header`): the program's
/// headers that define the typedefs of untagged structs its signature
/// uses (original paths, as the preprocessor named them), then its text.
#[derive(Clone, Debug)]
pub struct EntryHeader {
    pub includes: Vec<std::path::PathBuf>,
    body: String,
}

impl EntryHeader {
    /// The header's text, written at `path`: its includes relative to the
    /// directory it is in.
    pub fn text_at(&self, path: &std::path::Path) -> String {
        let mut out = String::new();
        let directory = path.parent().map(|d| {
            if d.as_os_str().is_empty() {
                std::path::Path::new(".")
            } else {
                d
            }
        });
        for include in &self.includes {
            let shown = directory
                .and_then(|d| relative_path(d, include))
                .unwrap_or_else(|| include.clone());
            let _ = writeln!(
                out,
                "#include \"{}\"",
                shown.display().to_string().escape_default()
            );
        }
        let (guard, rest) = self.body.split_once("\n\n").unwrap_or(("", &self.body));
        if out.is_empty() {
            return self.body.clone();
        }
        format!("{guard}\n\n{out}\n{rest}")
    }
}

/// `to` (a file) as a path from directory `from`, both made canonical;
/// `None` if either cannot be.
fn relative_path(from: &std::path::Path, to: &std::path::Path) -> Option<std::path::PathBuf> {
    let from = std::fs::canonicalize(from).ok()?;
    let to = std::fs::canonicalize(to).ok()?;
    let common = from
        .components()
        .zip(to.components())
        .take_while(|(a, b)| a == b)
        .count();
    let mut out = std::path::PathBuf::new();
    for _ in from.components().skip(common) {
        out.push("..");
    }
    for part in to.components().skip(common) {
        out.push(part);
    }
    Some(out)
}

/// A header declaring function `entry` of `program` (a residual entry),
/// for the files that call it: an include guard, the struct tags its
/// signature names, and its prototype. A struct without a tag (`typedef
/// struct {...} T`) is named by its typedef, from the header of the
/// program that defines it (`sources` locates it); one defined in a
/// source file, or in a system header, cannot be named there: then why
/// not.
pub fn entry_header(
    program: &Program,
    entry: FuncId,
    sources: &crate::source::SourceMap,
) -> Result<EntryHeader, String> {
    let function = program.function(entry);
    let types = &program.types;
    let guard: String = format!("{}_H", function.name)
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    let mut collector = StructCollector {
        types,
        seen_types: HashSet::new(),
        structs: BTreeSet::new(),
        aligned: BTreeSet::new(),
        shallow: true,
    };
    collector.visit(function.ty);
    let cannot = || {
        format!(
            "the signature of `{0}` uses a struct or union without a tag that a header \
             cannot name: only one a program header names with a typedef of its own \
             (`typedef struct {{...}} T;`) or of a pointer to it (`typedef struct \
             {{...}} *P;`, used as `P`) can be; \
             declare `{0}` yourself where the typedef is visible (the goal's signature \
             without its static parameters), or give the struct a tag",
            function.name
        )
    };
    if collector
        .aligned
        .iter()
        .any(|t| matches!(types.kind(*t), TypeKind::Struct(_)))
    {
        return Err(cannot());
    }
    // Untagged structs: by their typedef names, from the headers that
    // define them.
    let mut includes: Vec<std::path::PathBuf> = Vec::new();
    let mut typedef_names = Vec::new();
    let mut pointer_names = Vec::new();
    for s in &collector.structs {
        let def = types.struct_def(*s);
        if def.tag.is_some() {
            continue;
        }
        let at = match (def.typedef_at, &def.pointer_typedef) {
            (Some(at), _) => {
                typedef_names.push((def.keyword(), def.emit_name.clone()));
                at
            }
            (None, Some((name, at))) => {
                pointer_names.push((def.keyword(), def.emit_name.clone(), name.clone()));
                *at
            }
            (None, None) => return Err(cannot()),
        };
        let Some(location) = sources.locate(at).filter(|l| !l.system) else {
            return Err(cannot());
        };
        let file = std::path::PathBuf::from(sources.file_name(location.file));
        let is_source = sources.units.iter().any(|u| {
            crate::source::normalize_path(&u.path.to_string_lossy())
                == sources.file_name(location.file)
        });
        if is_source || !file.exists() {
            return Err(cannot());
        }
        if !includes.contains(&file) {
            includes.push(file);
        }
    }
    let mut body = format!(
        "/* The residual entry written by cmix; link with its residual file. */\n\
         #ifndef {guard}\n#define {guard}\n\n"
    );
    for s in &collector.structs {
        let def = types.struct_def(*s);
        if def.tag.is_some() {
            let _ = writeln!(body, "{} {};", def.keyword(), def.emit_name);
        }
    }
    for &ty in &collector.aligned {
        if let Some(typedef) = crate::core::print::aligned_typedef(types, ty) {
            let _ = writeln!(body, "{typedef}");
        }
    }
    let mut prototype = declarator(types, function.ty, &function.name, ObjectQuals::Keep);
    for (keyword, name) in &typedef_names {
        prototype = replace_struct_name(&prototype, keyword, name);
    }
    // `struct anon *` is the pointer typedef; any other use of the struct
    // (by value, a pointer to const) has no name a header can write.
    for (keyword, emitted, name) in &pointer_names {
        prototype = prototype
            .replace(&format!("{keyword} {emitted} *"), &format!("{name} "))
            .replace(&format!("{name} )"), &format!("{name})"))
            .replace(&format!("{name} ,"), &format!("{name},"));
        if replace_struct_name(&prototype, keyword, emitted) != prototype {
            return Err(cannot());
        }
    }
    let _ = writeln!(body, "{prototype};\n\n#endif");
    Ok(EntryHeader { includes, body })
}

/// `text` with each `struct NAME` (or `union NAME`, as `keyword` says;
/// the whole identifier) written `NAME`: an untagged struct by its
/// typedef.
fn replace_struct_name(text: &str, keyword: &str, name: &str) -> String {
    let needle = format!("{keyword} {name}");
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(&needle) {
        let after = &rest[i + needle.len()..];
        let boundary_after = !after
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        let boundary_before = !rest[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        out.push_str(&rest[..i]);
        if boundary_after && boundary_before {
            out.push_str(name);
        } else {
            out.push_str(&needle);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}
