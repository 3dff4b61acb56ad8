//! What the static values given for the goal's parameters point to, for
//! the points-to analysis that starts at the goal (its callers do not
//! count, so nothing else tells it): a static pointer parameter points to
//! its string, global or fresh object, and every pointer inside a value (a
//! struct given whole, `--static c=C` with `C = {limits}`) to its target.
//! Without them a write through such a pointer would reach no cell.

use super::eval::{Evaluator, Value};
use super::layout::path_at;
use super::store::{Obj, ObjKey, Pointer, Store};
use super::values::StaticValue;
use crate::analysis::points_to::{Object, Seed};
use crate::core::{FuncId, Init, LocalId, Program};
use crate::source::Span;
use crate::types::TypeId;

/// The object holding a static value of type `ty` as the specialization
/// sees it, built in `scratch` (a copy of the program's store).
pub(super) fn value_object(
    eval: &Evaluator,
    scratch: &mut Store,
    ty: TypeId,
    init: &Init,
) -> Option<Obj> {
    let size = eval.size_of(ty, Span::DUMMY).ok()?;
    let mut obj = Obj::new(size, Some(ty), Object::Unknown);
    obj.init.iter_mut().for_each(|b| *b = true);
    let at = ObjKey::Heap(u32::MAX);
    scratch.insert(at, obj);
    let place = Pointer { obj: at, offset: 0 };
    eval.load_init(scratch, place, ty, init, Span::DUMMY).ok()?;
    scratch.get(at).cloned()
}

/// Value mode: seeds for the values of the goal's parameters; a pointer
/// parameter given an object points to `object_of(param)`.
pub(super) fn of_values(
    program: &Program,
    goal: FuncId,
    values: &[(LocalId, StaticValue)],
    object_of: impl Fn(LocalId) -> Object,
) -> Vec<Seed> {
    let eval = Evaluator::new(program);
    let Ok(store) = eval.program_store(|_| true) else {
        return Vec::new();
    };
    let mut seeds = Vec::new();
    for (param, value) in values {
        let mut scratch = store.clone();
        let (holder, ty, init) = match value {
            StaticValue::Direct(init) => {
                let ty = program.function(goal).local(*param).ty;
                (Object::Local(goal, *param), ty, init)
            }
            StaticValue::Pointee { object_ty, init } => {
                let object = object_of(*param);
                seeds.push((Object::Local(goal, *param), Vec::new(), object));
                (object, *object_ty, init)
            }
        };
        if let Some(obj) = value_object(&eval, &mut scratch, ty, init) {
            seeds.extend(held(
                program,
                holder,
                ty,
                obj.ptrs.iter().map(|(o, p)| (*o, *p)),
            ));
        }
    }
    seeds
}

/// Call-site mode: seeds for one set of static argument values.
pub(super) fn of_arguments(
    program: &Program,
    goal: FuncId,
    statics: &[(usize, LocalId)],
    values: &[Value],
) -> Vec<Seed> {
    let mut seeds = Vec::new();
    for ((_, param), v) in statics.iter().zip(values) {
        let holder = Object::Local(goal, *param);
        let ty = program.function(goal).local(*param).ty;
        match v {
            Value::Ptr(Some(p)) => seeds.extend(held(program, holder, ty, [(0, *p)])),
            Value::Chunk(chunk) => {
                seeds.extend(held(program, holder, ty, chunk.ptrs.iter().copied()))
            }
            _ => {}
        }
    }
    seeds
}

/// `holder` (of type `ty`) points, at each offset of `ptrs`, to the
/// pointer's target (strings, globals and functions: nothing else
/// outlives the value).
fn held(
    program: &Program,
    holder: Object,
    ty: TypeId,
    ptrs: impl IntoIterator<Item = (u64, Pointer)>,
) -> Vec<Seed> {
    ptrs.into_iter()
        .filter_map(|(offset, p)| {
            let target = match p.obj {
                ObjKey::Str(s) => Object::Str(s),
                ObjKey::Global(g) => Object::Global(g),
                ObjKey::Func(f) => Object::Func(f),
                _ => return None,
            };
            Some((holder, path_at(&program.types, ty, offset), target))
        })
        .collect()
}
