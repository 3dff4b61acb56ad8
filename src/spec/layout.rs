//! Where the cells of the analyses (an object plus a path of struct fields,
//! array elements merged) lie in an object's bytes, and back.

use crate::analysis::points_to::{MAX_PATH, Step};
use crate::types::{BitField, TypeId, TypeKind, TypeTable};

/// The byte ranges (offset, size) of an object of type `ty` that the cell
/// with field path `path` covers: every element of the arrays on the way,
/// and all of the part the path ends at.
pub fn cell_ranges(types: &TypeTable, ty: TypeId, path: &[Step]) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    ranges_into(types, ty, path, 0, &mut out);
    out
}

fn ranges_into(types: &TypeTable, ty: TypeId, path: &[Step], at: u64, out: &mut Vec<(u64, u64)>) {
    let size = types.size_of(ty).unwrap_or(0);
    match (types.kind(ty), path.split_first()) {
        (TypeKind::Array(elem, Some(n)), Some(_)) => {
            let es = types.size_of(*elem).unwrap_or(0);
            for i in 0..*n {
                ranges_into(types, *elem, path, at + i * es, out);
            }
        }
        (TypeKind::Struct(sid), Some(((step_sid, field), rest))) if sid == step_sid => {
            if let Some(f) = types
                .struct_def(*sid)
                .body
                .as_ref()
                .and_then(|b| b.fields.get(*field as usize))
            {
                ranges_into(types, f.ty, rest, at + f.offset, out);
            }
        }
        // The path ends here, or does not fit the type: all of it.
        _ => out.push((at, size)),
    }
}

/// The field path of the cell holding byte `offset` of an object of type
/// `ty` (as the analyses name it: array elements merged, at most
/// `MAX_PATH` steps).
pub fn path_at(types: &TypeTable, ty: TypeId, offset: u64) -> Vec<Step> {
    let mut path = Vec::new();
    let mut ty = ty;
    let mut offset = offset;
    while path.len() < MAX_PATH {
        match types.kind(ty) {
            TypeKind::Array(elem, _) => {
                let es = types.size_of(*elem).unwrap_or(0);
                if es == 0 {
                    break;
                }
                offset %= es;
                ty = *elem;
            }
            // A union is one cell (see `points_to::in_union`).
            TypeKind::Struct(sid) if types.struct_def(*sid).is_union => break,
            TypeKind::Struct(sid) => {
                let Some(body) = &types.struct_def(*sid).body else {
                    break;
                };
                let Some((i, f)) = body.fields.iter().enumerate().rev().find(|(_, f)| {
                    f.bits.is_none()
                        && f.offset <= offset
                        && offset < f.offset + types.size_of(f.ty).unwrap_or(0).max(1)
                }) else {
                    break;
                };
                path.push((*sid, i as u32));
                offset -= f.offset;
                ty = f.ty;
            }
            _ => break,
        }
    }
    path
}

/// The scalar parts of an object of type `ty` that lie within
/// `[lo, lo + len)`: their offsets and types.
pub fn scalars_within(types: &TypeTable, ty: TypeId, lo: u64, len: u64) -> Vec<(u64, TypeId)> {
    let mut out = Vec::new();
    scalars_into(types, ty, 0, lo, lo + len, &mut out);
    out
}

fn scalars_into(
    types: &TypeTable,
    ty: TypeId,
    at: u64,
    lo: u64,
    hi: u64,
    out: &mut Vec<(u64, TypeId)>,
) {
    let size = types.size_of(ty).unwrap_or(0);
    if at + size <= lo || at >= hi {
        return;
    }
    match types.kind(ty) {
        TypeKind::Array(elem, Some(n)) => {
            let es = types.size_of(*elem).unwrap_or(0);
            for i in 0..*n {
                scalars_into(types, *elem, at + i * es, lo, hi, out);
            }
        }
        TypeKind::Struct(sid) => {
            if let Some(body) = &types.struct_def(*sid).body {
                // Bit-fields are not whole objects at an offset.
                for f in body.fields.iter().filter(|f| f.bits.is_none()) {
                    scalars_into(types, f.ty, at + f.offset, lo, hi, out);
                }
            }
        }
        _ if types.is_scalar(ty) && lo <= at && at + size <= hi => out.push((at, ty)),
        _ => {}
    }
}

/// A bit-field within an object: the struct that has it (where it lies
/// and its type), which member it is, its storage unit's offset in the
/// object, and its cell's path.
pub struct BitFieldAt {
    pub struct_at: u64,
    pub struct_ty: TypeId,
    pub field: usize,
    pub unit_at: u64,
    pub bits: BitField,
    pub ty: TypeId,
    pub path: Vec<Step>,
    /// An unnamed one (`unsigned : 3;`) only places the others.
    pub named: bool,
}

/// The bit-fields of nonzero width of an object of type `ty` whose
/// storage units lie within `[lo, lo + len)` (those `scalars_within`
/// leaves out).
pub fn bit_fields_within(types: &TypeTable, ty: TypeId, lo: u64, len: u64) -> Vec<BitFieldAt> {
    let mut out = Vec::new();
    bit_fields_into(types, ty, 0, (lo, lo + len), &mut Vec::new(), &mut out);
    out
}

fn bit_fields_into(
    types: &TypeTable,
    ty: TypeId,
    at: u64,
    (lo, hi): (u64, u64),
    path: &mut Vec<Step>,
    out: &mut Vec<BitFieldAt>,
) {
    let size = types.size_of(ty).unwrap_or(0);
    if at + size <= lo || at >= hi {
        return;
    }
    match types.kind(ty) {
        TypeKind::Array(elem, Some(n)) => {
            let es = types.size_of(*elem).unwrap_or(0);
            for i in 0..*n {
                bit_fields_into(types, *elem, at + i * es, (lo, hi), path, out);
            }
        }
        TypeKind::Struct(sid) => {
            let def = types.struct_def(*sid);
            let Some(body) = &def.body else { return };
            // A union is one cell (as in `path_at`): its path stops here.
            let steps = !def.is_union && path.len() < MAX_PATH;
            for (i, f) in body.fields.iter().enumerate() {
                if steps {
                    path.push((*sid, i as u32));
                }
                match f.bits {
                    Some(bits) => {
                        let unit_at = at + f.offset;
                        if bits.width > 0 && lo <= unit_at && unit_at + u64::from(bits.unit) <= hi {
                            out.push(BitFieldAt {
                                struct_at: at,
                                struct_ty: ty,
                                field: i,
                                unit_at,
                                bits,
                                ty: f.ty,
                                path: path.clone(),
                                named: !f.name.starts_with(crate::types::UNNAMED_BIT_FIELD),
                            });
                        }
                    }
                    None => bit_fields_into(types, f.ty, at + f.offset, (lo, hi), path, out),
                }
                if steps {
                    path.pop();
                }
            }
        }
        _ => {}
    }
}

/// Whether byte `at` of an object of type `ty` is padding: in no member
/// at any depth (a bit-field's storage unit counts as its member).
pub fn is_padding(types: &TypeTable, ty: TypeId, at: u64) -> bool {
    match types.kind(ty) {
        TypeKind::Array(elem, Some(_)) => match types.size_of(*elem) {
            Some(size) if size > 0 => is_padding(types, *elem, at % size),
            _ => false,
        },
        TypeKind::Struct(sid) => {
            let Some(body) = &types.struct_def(*sid).body else {
                return false;
            };
            !body.fields.iter().any(|f| {
                let size = types.size_of(f.ty).unwrap_or(0);
                f.offset <= at
                    && at < f.offset + size
                    && (f.bits.is_some() || !is_padding(types, f.ty, at - f.offset))
            })
        }
        _ => false,
    }
}

/// Whether byte `at` of an object of type `ty` lies in a union or in a
/// struct's padding: bytes no one scalar member stores exactly (not in a
/// bit-field's storage, whose other bits may belong to other cells).
pub fn in_union_or_padding(types: &TypeTable, ty: TypeId, at: u64) -> bool {
    match types.kind(ty) {
        TypeKind::Array(elem, Some(_)) => match types.size_of(*elem) {
            Some(size) if size > 0 => in_union_or_padding(types, *elem, at % size),
            _ => false,
        },
        TypeKind::Struct(sid) => {
            let def = types.struct_def(*sid);
            let Some(body) = &def.body else { return false };
            if body.fields.iter().any(|f| {
                f.bits.is_some() && {
                    let unit = types.size_of(f.ty).unwrap_or(0);
                    f.offset <= at && at < f.offset + unit
                }
            }) {
                return false;
            }
            if def.is_union {
                return true;
            }
            match body.fields.iter().find(|f| {
                let size = types.size_of(f.ty).unwrap_or(0);
                f.offset <= at && at < f.offset + size
            }) {
                Some(f) => in_union_or_padding(types, f.ty, at - f.offset),
                None => true,
            }
        }
        _ => false,
    }
}

/// `name.field.field` for a cell of a variable `name` of type `ty`.
pub fn describe_path(types: &TypeTable, name: &str, path: &[Step]) -> String {
    let mut out = name.to_string();
    for (sid, field) in path {
        if let Some(f) = types
            .struct_def(*sid)
            .body
            .as_ref()
            .and_then(|b| b.fields.get(*field as usize))
        {
            out.push('.');
            out.push_str(&f.name);
        }
    }
    out
}

/// How a note names global `g` at field path `path`: `global \`x.f\``, or
/// for a function's static local (hoisted to a global) `static \`n\` of
/// \`f\``.
pub fn describe_global(
    program: &crate::core::Program,
    g: crate::core::GlobalId,
    path: &[Step],
) -> String {
    let global = program.global(g);
    let types = &program.types;
    match &global.hoisted_from {
        Some(function) => {
            let name = global.written_name();
            format!(
                "static `{}` of `{function}`",
                describe_path(types, name, path)
            )
        }
        None => format!(
            "global `{}`",
            describe_path(types, program.written_name(&global.name), path)
        ),
    }
}
