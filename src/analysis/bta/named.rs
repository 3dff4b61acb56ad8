//! The cells a user names (`--dynamic`, `--residual`, `#pragma cmix
//! residual`): a goal parameter or a global, `g.f` (a field path of a
//! global), `f.x` (the variables named `x` of function `f`, in every scope
//! and every copy of `f`, or its `static` one) or `f.x.f`.

use super::Cell;
use crate::analysis::points_to::Object;
use crate::core::{FuncId, GlobalId, LocalId, Program};
use crate::types::TypeId;

/// The cells `name` stands for, or why it names none.
pub fn named_cells(program: &Program, goal: FuncId, name: &str) -> Result<Vec<Cell>, String> {
    let (first, fields) = match name.split_once('.') {
        Some((first, fields)) => (first, Some(fields)),
        None => (name, None),
    };
    if let Some(g) = program.globals.iter().position(|g| g.name == first) {
        let object = Object::Global(GlobalId(g as u32));
        let path = match fields {
            Some(fields) => field_path(program, program.globals[g].ty, name, fields)?,
            None => Vec::new(),
        };
        return Ok(vec![(object, path)]);
    }
    let Some(fields) = fields else {
        let goal_fn = program.function(goal);
        return match goal_fn
            .params
            .iter()
            .find(|p| goal_fn.local(**p).name == name)
        {
            Some(p) => Ok(vec![(Object::Local(goal, *p), Vec::new())]),
            None => Err(format!(
                "`{name}` is neither a parameter of the goal nor a global"
            )),
        };
    };
    let (variable, fields) = match fields.split_once('.') {
        Some((variable, fields)) => (variable, Some(fields)),
        None => (fields, None),
    };
    let functions = functions_named(program, first);
    if functions.is_empty() {
        return Err(format!(
            "`{name}`: `{first}` is neither a global nor a function defined in the program"
        ));
    }
    let mut cells = Vec::new();
    // A `static` variable of `f` is a global hoisted out of it.
    let hoisted = format!("{first}_{variable}");
    for (g, global) in program.globals.iter().enumerate() {
        if global.hoisted_from.as_deref() == Some(first) && global.name == hoisted {
            let path = match fields {
                Some(fields) => field_path(program, global.ty, name, fields)?,
                None => Vec::new(),
            };
            cells.push((Object::Global(GlobalId(g as u32)), path));
        }
    }
    for f in functions {
        for (l, local) in program.function(f).locals.iter().enumerate() {
            if local.is_temp || local.name != variable {
                continue;
            }
            let path = match fields {
                Some(fields) => field_path(program, local.ty, name, fields)?,
                None => Vec::new(),
            };
            cells.push((Object::Local(f, LocalId(l as u32)), path));
        }
    }
    if cells.is_empty() {
        return Err(format!("`{name}`: `{first}` has no variable `{variable}`"));
    }
    Ok(cells)
}

/// `goal.p` for a parameter `p` of the goal is `p`: the name the rest of
/// cmix knows goal parameters by (static values, the caller's pointers).
pub fn canonical_name(program: &Program, goal: FuncId, name: &str) -> String {
    let goal_fn = program.function(goal);
    if let Some((function, param)) = name.split_once('.')
        && function == goal_fn.name
        && !program.globals.iter().any(|g| g.name == function)
        && goal_fn
            .params
            .iter()
            .any(|p| goal_fn.local(*p).name == param)
    {
        return param.to_string();
    }
    name.to_string()
}

/// The defined functions called `name`, with the copies made of them
/// for polyvariant binding times.
pub fn functions_named(program: &Program, name: &str) -> Vec<FuncId> {
    let named = |f: &crate::core::Function| f.name == name && f.body.is_some();
    (0..program.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|&f| {
            let function = program.function(f);
            named(function) || function.copy_of.is_some_and(|c| named(program.function(c)))
        })
        .collect()
}

/// The field path `fields` (`a.b`) below an object of type `ty`, through
/// arrays; a union is one cell (see `points_to::in_union`).
fn field_path(
    program: &Program,
    mut ty: TypeId,
    name: &str,
    fields: &str,
) -> Result<Vec<crate::analysis::points_to::Step>, String> {
    let types = &program.types;
    let mut path = Vec::new();
    let mut in_union = false;
    for field in fields.split('.') {
        while let crate::types::TypeKind::Array(elem, _) = types.kind(ty) {
            ty = *elem;
        }
        let crate::types::TypeKind::Struct(s) = types.kind(ty) else {
            return Err(format!("`{name}`: `{field}` is not a field of a struct"));
        };
        let body = types.struct_def(*s).body.as_ref();
        let Some((k, f)) = body
            .into_iter()
            .flat_map(|b| b.fields.iter().enumerate())
            .find(|(_, f)| f.name == field)
        else {
            return Err(format!("`{name}`: the struct has no field `{field}`"));
        };
        if !in_union {
            path.push((*s, k as u32));
        }
        in_union |= types.struct_def(*s).is_union;
        ty = f.ty;
    }
    Ok(path)
}
