//! Static evaluation of Core C expressions over the static store, with C's
//! semantics exactly (see `scalar`) and undefined behaviour reported.

use std::rc::Rc;

use super::scalar::{self, ArithError};
use super::store::{AccessError, Chunk, Obj, ObjKey, Pointer, Store};
use crate::analysis::points_to::Object;
use crate::core::{BinOp, Expr, ExprKind, GlobalId, Init, LocalId, Program, StrId, UnOp};
use crate::diag::Diag;
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeId, TypeKind, TypeTable};

/// A static value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Int(i128),
    Float(f64),
    /// `None` is the null pointer.
    Ptr(Option<Pointer>),
    /// A struct or array value.
    Chunk(Rc<Chunk>),
    /// The value of a cast to void.
    Void,
}

/// Where locals of the evaluated code live: the function's activation.
#[derive(Copy, Clone, Debug)]
pub struct Frame {
    pub activation: u32,
}

/// Describes a static value for messages and comments.
pub fn describe_value(program: &Program, v: &Value) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::Float(f) => format!("{f:?}"),
        Value::Ptr(None) => "NULL".into(),
        Value::Ptr(Some(p)) => describe_pointer(program, *p),
        Value::Chunk(_) => "{...}".into(),
        Value::Void => "void".into(),
    }
}

pub fn describe_pointer(program: &Program, p: Pointer) -> String {
    let base = match p.obj {
        ObjKey::Str(s) => {
            let bytes = &program.strings[s.index()];
            let from = (p.offset.max(0) as usize).min(bytes.len());
            let text: Vec<u8> = bytes[from..]
                .iter()
                .take_while(|b| **b != 0)
                .take(40)
                .copied()
                .collect();
            return crate::core::print::string_literal(&text);
        }
        ObjKey::Global(g) => program.global(g).name.clone(),
        ObjKey::Local(_, l) => format!("local {l}"),
        ObjKey::Heap(n) => format!("heap block {n}"),
        ObjKey::Func(f) => program.function(f).name.clone(),
        ObjKey::Label(f, b) => {
            let label = program
                .function(f)
                .body
                .as_ref()
                .and_then(|body| body.blocks.get(b.index()))
                .and_then(|block| block.label.as_deref().map(str::to_string))
                .unwrap_or_else(|| b.to_string());
            return format!(
                "&&{label}{}",
                if p.offset == 0 {
                    String::new()
                } else {
                    format!(" + {}", p.offset)
                }
            );
        }
    };
    if p.offset == 0 {
        format!("&{base}")
    } else {
        format!("&{base} + {} bytes", p.offset)
    }
}

pub struct Evaluator<'a> {
    pub program: &'a Program,
}

pub type EvalResult<T> = Result<T, Box<Diag>>;

/// The label of every undefined-behaviour diagnostic, by which the kernel
/// tells them from other errors.
pub const UB_LABEL: &str = "undefined behaviour here";

thread_local! {
    /// Set while the kernel only asks whether evaluations succeed
    /// (`probing`): their failures are never shown, so the diagnostics
    /// skip their messages (the bounded-variable probes of a large
    /// specialization fail hundreds of thousands of times).
    static PROBING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, whose evaluation errors are only tested for, never shown.
pub fn probing<T>(f: impl FnOnce() -> T) -> T {
    let before = PROBING.with(|p| p.replace(true));
    let result = f();
    PROBING.with(|p| p.set(before));
    result
}

/// The diagnostic of a failure while `probing`.
fn probe_failure(span: Span) -> Box<Diag> {
    Box::new(Diag::error(String::new(), span))
}

pub fn ub(message: impl Into<String>, span: Span) -> Box<Diag> {
    if PROBING.with(|p| p.get()) {
        return probe_failure(span);
    }
    Box::new(
        Diag::error(
            format!(
                "undefined behaviour during specialization: {}",
                message.into()
            ),
            span,
        )
        .with_label(UB_LABEL)
        .with_note(
            "the static inputs make the program do something C leaves undefined; \
             check the static values or make the variables involved dynamic (--dynamic)",
        ),
    )
}

pub fn unsupported(message: impl Into<String>, span: Span) -> Box<Diag> {
    Box::new(crate::diag::unsupported(&message.into(), span))
}

/// The diagnostic for a failed memory access.
pub fn access(e: AccessError, span: Span) -> Box<Diag> {
    if PROBING.with(|p| p.get()) {
        return probe_failure(span);
    }
    match e {
        AccessError::Unknown(ObjKey::Global(g), offset) => Box::new(
            Diag::error(e.describe(), span).with_label(format!("{UNKNOWN_LABEL}{}@{offset}", g.0)),
        ),
        AccessError::Uninitialized(ObjKey::Local(act, l), offset) => {
            let mut d = ub(e.describe(), span);
            d.notes
                .push(format!("{UNINITIALIZED_NOTE}{act}:{}@{offset}", l.0));
            d
        }
        // Well-defined C whose addresses cmix does not know (a pointer
        // copied byte by byte): not undefined, so never a trap on a path
        // run-time control may take.
        AccessError::PointerBytes(key @ (ObjKey::Local(..) | ObjKey::Global(_)), offset) => {
            let label = match key {
                ObjKey::Local(act, l) => {
                    format!("{POINTER_BYTES_LABEL}local {act} {}@{offset}", l.0)
                }
                ObjKey::Global(g) => format!("{POINTER_BYTES_LABEL}global {}@{offset}", g.0),
                _ => String::new(),
            };
            let d = Diag::error(
                format!("cmix cannot specialize this: {}", e.describe()),
                span,
            )
            .with_label(label)
            .with_note(POINTER_BYTES_NOTE);
            Box::new(d)
        }
        AccessError::PointerBytes(..) | AccessError::NotAPointer => Box::new(
            Diag::error(
                format!("cmix cannot specialize this: {}", e.describe()),
                span,
            )
            .with_note(POINTER_BYTES_NOTE),
        ),
        _ => ub(e.describe(), span),
    }
}

const POINTER_BYTES_NOTE: &str = "C allows it, but the address is not known during specialization: copy the pointer whole (an assignment or a memcpy of the pointer), or make the variables involved dynamic (--dynamic)";

/// The label of a read of a pointer's bytes as a number in a variable,
/// followed by `local ACTIVATION LOCAL@OFFSET` or `global INDEX@OFFSET`:
/// the kernel makes that variable dynamic (the residual program reads
/// the bytes, as C allows).
const POINTER_BYTES_LABEL: &str = "pointer bytes read as a number in ";

/// A variable whose pointer bytes `d` (from `access`) reports read as a
/// number: a global, or an activation's local.
pub enum PointerBytesIn {
    Global(GlobalId),
    Local(u32, LocalId),
}

pub fn pointer_bytes_read(d: &Diag) -> Option<PointerBytesIn> {
    let rest = d.label.strip_prefix(POINTER_BYTES_LABEL)?;
    let (what, _) = rest.split_once('@')?;
    let mut words = what.split(' ');
    match (words.next()?, words.next(), words.next()) {
        ("global", Some(g), None) => Some(PointerBytesIn::Global(GlobalId(g.parse().ok()?))),
        ("local", Some(act), Some(l)) => Some(PointerBytesIn::Local(
            act.parse().ok()?,
            LocalId(l.parse().ok()?),
        )),
        _ => None,
    }
}

/// The note of a read of a local never written, followed by
/// `ACTIVATION:LOCAL@OFFSET`: the kernel makes that local dynamic, so that
/// the residual program reads it as the original does.
const UNINITIALIZED_NOTE: &str = "read before it is set: local #";

/// The activation, local and byte offset whose read `d` (from `access`)
/// reports before anything was written there; the note is removed.
pub fn uninitialized_local(d: &mut Diag) -> Option<(u32, LocalId, u64)> {
    let at = d
        .notes
        .iter()
        .position(|n| n.starts_with(UNINITIALIZED_NOTE))?;
    let note = d.notes.remove(at);
    let (act, rest) = note.strip_prefix(UNINITIALIZED_NOTE)?.split_once(':')?;
    let (local, offset) = rest.split_once('@')?;
    Some((
        act.parse().ok()?,
        LocalId(local.parse().ok()?),
        offset.parse().ok()?,
    ))
}

/// The label of a read of a global whose value is unknown, followed by
/// `INDEX@OFFSET` of the global and the byte read; the kernel makes that
/// part of the global dynamic.
const UNKNOWN_LABEL: &str = "value unknown during specialization: global #";

/// The global and byte offset whose unknown value `d` (from `access`)
/// reports reading.
pub fn unknown_global(d: &Diag) -> Option<(GlobalId, u64)> {
    let (index, offset) = d.label.strip_prefix(UNKNOWN_LABEL)?.split_once('@')?;
    Some((GlobalId(index.parse().ok()?), offset.parse().ok()?))
}

fn arith(e: ArithError, span: Span, detail: String) -> Box<Diag> {
    if e == ArithError::LongDouble {
        return unsupported("long double arithmetic during specialization", span);
    }
    ub(format!("{} ({detail})", e.describe()), span)
}

impl<'a> Evaluator<'a> {
    pub fn new(program: &'a Program) -> Evaluator<'a> {
        Evaluator { program }
    }

    fn types(&self) -> &'a TypeTable {
        &self.program.types
    }

    pub fn size_of(&self, ty: TypeId, span: Span) -> EvalResult<u64> {
        match self.types().kind(ty) {
            TypeKind::Void | TypeKind::Function(_) => Ok(1),
            _ => self
                .types()
                .size_of(ty)
                .ok_or_else(|| ub("use of an object of incomplete type", span)),
        }
    }

    /// The address an lvalue designates.
    pub fn place(&self, store: &Store, frame: Option<Frame>, e: &Expr) -> EvalResult<Pointer> {
        match &e.kind {
            ExprKind::Local(l) => match frame {
                Some(fr) => Ok(Pointer {
                    obj: ObjKey::Local(fr.activation, *l),
                    offset: 0,
                }),
                None => Err(Box::new(Diag::bug("local outside a function", e.span))),
            },
            ExprKind::Global(g) => Ok(Pointer {
                obj: ObjKey::Global(*g),
                offset: 0,
            }),
            ExprKind::Str(s) => Ok(Pointer {
                obj: ObjKey::Str(*s),
                offset: 0,
            }),
            ExprKind::Deref(p) => match self.eval(store, frame, p)? {
                Value::Ptr(Some(ptr)) => Ok(ptr),
                Value::Ptr(None) => Err(ub("dereference of a null pointer", e.span)),
                _ => Err(Box::new(Diag::bug("dereference of a non-pointer", e.span))),
            },
            ExprKind::Index(p, i) => {
                let base = self.eval(store, frame, p)?;
                let index = self.eval(store, frame, i)?;
                let elem = self.size_of(e.ty, e.span)?;
                match (base, index) {
                    (Value::Ptr(Some(ptr)), Value::Int(n)) => {
                        self.offset(store, ptr, n, elem, e.span)
                    }
                    (Value::Ptr(None), _) => Err(ub("indexing a null pointer", e.span)),
                    _ => Err(Box::new(Diag::bug("bad index operands", e.span))),
                }
            }
            ExprKind::Member(base, field) => {
                if e.bit_field(self.types()).is_some() {
                    return Err(Box::new(Diag::bug("the address of a bit-field", e.span)));
                }
                let ptr = self.place(store, frame, base)?;
                let offset = self.field_offset(base.ty, *field, e.span)?;
                Ok(Pointer {
                    obj: ptr.obj,
                    offset: ptr.offset + offset as i64,
                })
            }
            _ => Err(Box::new(Diag::bug("not an lvalue", e.span))),
        }
    }

    /// For a bit-field member `e`: its storage unit, its bits and its type.
    pub fn bit_field_unit(
        &self,
        store: &Store,
        frame: Option<Frame>,
        e: &Expr,
    ) -> EvalResult<Option<(Pointer, crate::types::BitField, TypeId)>> {
        let (ExprKind::Member(base, field), Some(bits)) = (&e.kind, e.bit_field(self.types()))
        else {
            return Ok(None);
        };
        let ptr = self.place(store, frame, base)?;
        let offset = self.field_offset(base.ty, *field, e.span)?;
        let unit = Pointer {
            obj: ptr.obj,
            offset: ptr.offset + offset as i64,
        };
        Ok(Some((unit, bits, e.ty)))
    }

    /// Stores `v` into the lvalue `lhs` (a bit-field keeps its unit's
    /// other bits).
    pub fn assign(
        &self,
        store: &mut Store,
        frame: Option<Frame>,
        lhs: &Expr,
        v: &Value,
        span: Span,
    ) -> EvalResult<()> {
        if let Some((unit, bits, ty)) = self.bit_field_unit(store, frame, lhs)? {
            let Value::Int(n) = v else {
                return Err(Box::new(Diag::bug("a bit-field given a non-integer", span)));
            };
            return self.store_bits(store, unit, bits, ty, *n, span);
        }
        let p = self.place(store, frame, lhs)?;
        self.store(store, p, lhs.ty, v, span)
    }

    /// The value of the bit-field `bits` of type `ty` whose storage unit
    /// (an object of type `ty`) is at `unit`: only the bytes that hold its
    /// bits are read (others of the unit may be a plain member's, or a
    /// run-time bit-field's).
    pub fn load_bits(
        &self,
        store: &Store,
        unit: Pointer,
        bits: crate::types::BitField,
        ty: TypeId,
        span: Span,
    ) -> EvalResult<Value> {
        if bits.width == 0 {
            return Ok(Value::Int(0));
        }
        let (first, len) = bit_field_bytes(bits);
        let at = Pointer {
            obj: unit.obj,
            offset: unit.offset + first as i64,
        };
        let bytes = store.read_bytes(at, len).map_err(|e| access(e, span))?;
        let word = unit_word(bytes);
        let mask = low_bits(bits.width);
        let raw = (word >> (bits.bit as u64 - 8 * first)) & mask;
        let signed = self.types().as_int(ty).is_some_and(|k| k.is_signed());
        let value = if signed && (raw >> (bits.width - 1)) & 1 == 1 {
            raw as i128 - (1i128 << bits.width)
        } else {
            raw as i128
        };
        Ok(Value::Int(value))
    }

    /// Stores `value` into the bit-field `bits` of type `ty` whose storage
    /// unit is at `unit`: the bytes that hold its bits, keeping their other
    /// bits (no other byte of the unit is touched: it may be a plain
    /// member's).
    pub fn store_bits(
        &self,
        store: &mut Store,
        unit: Pointer,
        bits: crate::types::BitField,
        _ty: TypeId,
        value: i128,
        span: Span,
    ) -> EvalResult<()> {
        if bits.width == 0 {
            return Ok(());
        }
        let (first, len) = bit_field_bytes(bits);
        let at = Pointer {
            obj: unit.obj,
            offset: unit.offset + first as i64,
        };
        // The other bits of those bytes keep their value: where that value
        // is not known (a global as the goal is called), neither is the
        // bytes' after the store, and the store tracks whole bytes only.
        if let Err(e @ AccessError::Unknown(..)) = store.read_bytes(at, len) {
            return Err(access(e, span));
        }
        let current: Vec<u8> = {
            let Some(obj) = store.get(at.obj) else {
                return Err(Box::new(Diag::bug("a bit-field of a missing object", span)));
            };
            let from = at.offset as usize;
            match obj.bytes.get(from..from + len as usize) {
                Some(b) => b.to_vec(),
                None => return Err(Box::new(Diag::bug("a bit-field outside its object", span))),
            }
        };
        let shift = bits.bit as u64 - 8 * first;
        let word = unit_word(&current);
        let mask = low_bits(bits.width);
        let word = (word & !(mask << shift)) | (((value as u128) & mask) << shift);
        store
            .write_bytes(at, &word.to_le_bytes()[..len as usize])
            .map_err(|e| access(e, span))
    }

    pub fn field_offset(&self, struct_ty: TypeId, field: usize, span: Span) -> EvalResult<u64> {
        if let TypeKind::Struct(id) = self.types().kind(struct_ty)
            && let Some(body) = &self.types().struct_def(*id).body
            && let Some(f) = body.fields.get(field)
        {
            return Ok(f.offset);
        }
        Err(Box::new(Diag::bug("member of a non-struct", span)))
    }

    /// `ptr + n` elements of `elem` bytes, which must stay within the
    /// object or one past its end.
    pub fn offset(
        &self,
        store: &Store,
        ptr: Pointer,
        n: i128,
        elem: u64,
        span: Span,
    ) -> EvalResult<Pointer> {
        let size = store.object_size(ptr.obj).map_err(|e| access(e, span))?;
        let delta = n.checked_mul(elem as i128);
        let target = delta.and_then(|d| (ptr.offset as i128).checked_add(d));
        let fits = |t: i128| size.is_none_or(|size| t <= size as i128) && t <= i64::MAX as i128;
        match target {
            Some(t) if t >= 0 && fits(t) => Ok(Pointer {
                obj: ptr.obj,
                offset: t as i64,
            }),
            _ => Err(ub(
                format!(
                    "pointer arithmetic leaves its object: offset {} + {n} * {elem} in an object of {} byte(s)",
                    ptr.offset,
                    size.unwrap_or(0)
                ),
                span,
            )),
        }
    }

    /// Reads a value of type `ty` at `p`.
    pub fn load(&self, store: &Store, p: Pointer, ty: TypeId, span: Span) -> EvalResult<Value> {
        let types = self.types();
        match types.kind(ty) {
            TypeKind::Int(k) => {
                let bytes = store.read_bytes(p, k.size()).map_err(|e| access(e, span))?;
                Ok(Value::Int(int_from_bytes(*k, bytes)))
            }
            TypeKind::Float(FloatKind::Float) => {
                let bytes = store.read_bytes(p, 4).map_err(|e| access(e, span))?;
                let mut b = [0u8; 4];
                b.copy_from_slice(bytes);
                Ok(Value::Float(f32::from_le_bytes(b) as f64))
            }
            TypeKind::Float(FloatKind::Double) => {
                let bytes = store.read_bytes(p, 8).map_err(|e| access(e, span))?;
                let mut b = [0u8; 8];
                b.copy_from_slice(bytes);
                Ok(Value::Float(f64::from_le_bytes(b)))
            }
            TypeKind::Float(FloatKind::LongDouble) => Err(unsupported(
                "long double values during specialization",
                span,
            )),
            TypeKind::Pointer(_) => store
                .read_pointer(p)
                .map(Value::Ptr)
                .map_err(|e| access(e, span)),
            // A static `va_list` (its cursor, `kernel/varargs.rs`) is given
            // to a list helper as a copy of its bytes.
            TypeKind::Struct(_) | TypeKind::Array(..) | TypeKind::VaList => {
                let size = self.size_of(ty, span)?;
                let chunk = store.read_chunk(p, size).map_err(|e| access(e, span))?;
                Ok(Value::Chunk(Rc::new(chunk)))
            }
            _ => Err(unsupported(
                format!("reading a `{}` during specialization", types.type_name(ty)),
                span,
            )),
        }
    }

    /// Writes `v` (of type `ty`) at `p`.
    pub fn store(
        &self,
        store: &mut Store,
        p: Pointer,
        ty: TypeId,
        v: &Value,
        span: Span,
    ) -> EvalResult<()> {
        if let ObjKey::Str(_) = p.obj {
            return Err(ub("modification of a string literal", span));
        }
        let types = self.types();
        let r = match (types.kind(ty), v) {
            (TypeKind::Int(k), Value::Int(i)) => {
                let bytes = (*i as u128).to_le_bytes();
                store.write_bytes(p, &bytes[..k.size() as usize])
            }
            (TypeKind::Float(FloatKind::Float), Value::Float(f)) => {
                store.write_bytes(p, &(*f as f32).to_le_bytes())
            }
            (TypeKind::Float(FloatKind::Double), Value::Float(f)) => {
                store.write_bytes(p, &f.to_le_bytes())
            }
            (TypeKind::Pointer(_), Value::Ptr(q)) => store.write_pointer(p, *q),
            (TypeKind::Struct(_) | TypeKind::Array(..) | TypeKind::VaList, Value::Chunk(c)) => {
                store.write_chunk(p, c)
            }
            _ => {
                return Err(Box::new(Diag::bug(
                    format!(
                        "storing {v:?} as a `{}` during specialization",
                        types.type_name(ty)
                    ),
                    span,
                )));
            }
        };
        r.map_err(|e| access(e, span))
    }

    /// Whether a scalar value is nonzero (a branch is taken).
    pub fn truth(&self, v: &Value, span: Span) -> EvalResult<bool> {
        match v {
            Value::Int(i) => Ok(*i != 0),
            Value::Float(f) => Ok(*f != 0.0),
            Value::Ptr(p) => Ok(p.is_some()),
            _ => Err(Box::new(Diag::bug("branch on a non-scalar", span))),
        }
    }

    pub fn eval(&self, store: &Store, frame: Option<Frame>, e: &Expr) -> EvalResult<Value> {
        let types = self.types();
        match &e.kind {
            ExprKind::IntConst(v) => Ok(Value::Int(*v)),
            ExprKind::FloatConst(v, text) => {
                if text.is_some()
                    || matches!(types.kind(e.ty), TypeKind::Float(FloatKind::LongDouble))
                {
                    return Err(unsupported(
                        "long double values during specialization",
                        e.span,
                    ));
                }
                Ok(Value::Float(*v))
            }
            ExprKind::FuncAddr(f) => Ok(Value::Ptr(Some(Pointer {
                obj: ObjKey::Func(*f),
                offset: 0,
            }))),
            ExprKind::LabelAddr(f, label) => {
                let block = self.program.function(*f).body.as_ref().and_then(|body| {
                    body.blocks
                        .iter()
                        .position(|b| b.address_taken && b.label.as_deref() == Some(label))
                });
                match block {
                    Some(b) => Ok(Value::Ptr(Some(Pointer {
                        obj: ObjKey::Label(*f, crate::core::BlockId(b as u32)),
                        offset: 0,
                    }))),
                    None => Err(Box::new(Diag::bug(
                        format!("`&&{label}` names no block"),
                        e.span,
                    ))),
                }
            }
            ExprKind::Str(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                if let Some((unit, bits, ty)) = self.bit_field_unit(store, frame, e)? {
                    return self.load_bits(store, unit, bits, ty, e.span);
                }
                let p = self.place(store, frame, e)?;
                self.load(store, p, e.ty, e.span)
            }
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => {
                let p = self.place(store, frame, x)?;
                store.check(p, 0).map_err(|err| access(err, e.span))?;
                Ok(Value::Ptr(Some(p)))
            }
            ExprKind::Unary(op, x) => {
                let v = self.eval(store, frame, x)?;
                self.unary(*op, e.ty, &v, e.span)
            }
            ExprKind::Binary(op, a, b) => {
                let va = self.eval(store, frame, a)?;
                let vb = self.eval(store, frame, b)?;
                self.binary(store, *op, e.ty, a.ty, &va, &vb, e.span)
            }
            ExprKind::Cast(x) => {
                let v = self.eval(store, frame, x)?;
                self.convert(&v, e.ty, e.span)
            }
        }
    }

    pub fn unary(&self, op: UnOp, ty: TypeId, v: &Value, span: Span) -> EvalResult<Value> {
        let types = self.types();
        match (op, v) {
            (UnOp::Not, _) => Ok(Value::Int(!self.truth(v, span)? as i128)),
            (_, Value::Int(i)) => {
                let kind = types.as_int(ty).unwrap_or(IntKind::Int);
                scalar::int_unary(op, kind, *i)
                    .map(Value::Int)
                    .map_err(|err| arith(err, span, format!("operand {i}")))
            }
            (UnOp::Neg, Value::Float(f)) => scalar::float_neg(float_kind(types, ty), *f)
                .map(Value::Float)
                .map_err(|err| arith(err, span, format!("operand {f:?}"))),
            _ => Err(Box::new(Diag::bug("bad unary operand", span))),
        }
    }

    /// `a op b` where the operands have type `operand_ty` (the left one's,
    /// for shifts and pointer arithmetic) and the result `ty`.
    #[allow(clippy::too_many_arguments)]
    pub fn binary(
        &self,
        store: &Store,
        op: BinOp,
        ty: TypeId,
        operand_ty: TypeId,
        a: &Value,
        b: &Value,
        span: Span,
    ) -> EvalResult<Value> {
        let types = self.types();
        let detail = || format!("operands {} and {}", short(a), short(b));
        match (op, a, b) {
            (BinOp::PtrAdd | BinOp::PtrSub, Value::Ptr(p), Value::Int(n)) => {
                let n = if op == BinOp::PtrSub { -*n } else { *n };
                let elem = types
                    .pointee(ty)
                    .map(|t| self.size_of(t, span))
                    .transpose()?
                    .unwrap_or(1);
                match p {
                    None if n == 0 => Ok(Value::Ptr(None)),
                    None => Err(ub("arithmetic on a null pointer", span)),
                    Some(p) => Ok(Value::Ptr(Some(self.offset(store, *p, n, elem, span)?))),
                }
            }
            (BinOp::PtrDiff, Value::Ptr(Some(p)), Value::Ptr(Some(q))) => {
                if p.obj != q.obj {
                    // (gcc's `&&a - &&b`, a relative jump table: defined,
                    // but no number that specialization holds.)
                    if matches!((p.obj, q.obj), (ObjKey::Label(..), ObjKey::Label(..))) {
                        return Err(unsupported(
                            "the difference of two label addresses during specialization",
                            span,
                        ));
                    }
                    return Err(ub("subtraction of pointers into different objects", span));
                }
                let elem = types
                    .pointee(operand_ty)
                    .map(|t| self.size_of(t, span))
                    .transpose()?
                    .unwrap_or(1)
                    .max(1);
                Ok(Value::Int((p.offset - q.offset) as i128 / elem as i128))
            }
            (BinOp::PtrDiff, Value::Ptr(None), Value::Ptr(None)) => Ok(Value::Int(0)),
            (BinOp::PtrDiff, Value::Ptr(_), Value::Ptr(_)) => Err(ub(
                "subtraction of a null pointer and a pointer to an object",
                span,
            )),
            (_, Value::Ptr(p), Value::Ptr(q)) if op.is_comparison() => {
                let result = match (op, p, q) {
                    (BinOp::Eq, _, _) => p == q,
                    (BinOp::Ne, _, _) => p != q,
                    (_, Some(p), Some(q)) if p.obj == q.obj => {
                        let (x, y) = (p.offset, q.offset);
                        match op {
                            BinOp::Lt => x < y,
                            BinOp::Le => x <= y,
                            BinOp::Gt => x > y,
                            _ => x >= y,
                        }
                    }
                    _ => {
                        return Err(ub(
                            "relational comparison of pointers into different objects",
                            span,
                        ));
                    }
                };
                Ok(Value::Int(result as i128))
            }
            (BinOp::Shl | BinOp::Shr, Value::Int(x), Value::Int(n)) => {
                let kind = types.as_int(ty).unwrap_or(IntKind::Int);
                scalar::int_shift(op, kind, *x, *n)
                    .map(Value::Int)
                    .map_err(|err| arith(err, span, detail()))
            }
            (_, Value::Int(x), Value::Int(y)) if op.is_comparison() => {
                scalar::int_compare(op, *x, *y)
                    .map(|r| Value::Int(r as i128))
                    .map_err(|err| arith(err, span, detail()))
            }
            (_, Value::Int(x), Value::Int(y)) => {
                let kind = types.as_int(ty).unwrap_or(IntKind::Int);
                scalar::int_arith(op, kind, *x, *y)
                    .map(Value::Int)
                    .map_err(|err| arith(err, span, detail()))
            }
            (_, Value::Float(x), Value::Float(y)) if op.is_comparison() => {
                scalar::float_compare(op, *x, *y)
                    .map(|r| Value::Int(r as i128))
                    .map_err(|err| arith(err, span, detail()))
            }
            (_, Value::Float(x), Value::Float(y)) => {
                scalar::float_arith(op, float_kind(types, ty), *x, *y)
                    .map(Value::Float)
                    .map_err(|err| arith(err, span, detail()))
            }
            _ => Err(Box::new(Diag::bug(
                format!("bad operands for {op:?}: {a:?}, {b:?}"),
                span,
            ))),
        }
    }

    /// Converts `v` to type `to` (the value says what it is converted from).
    pub fn convert(&self, v: &Value, to: TypeId, span: Span) -> EvalResult<Value> {
        let types = self.types();
        match (types.kind(to), v) {
            (TypeKind::Void, _) => Ok(Value::Void),
            (TypeKind::Int(k), Value::Int(i)) => Ok(Value::Int(scalar::int_to_int(*k, *i))),
            (TypeKind::Int(k), Value::Float(f)) => scalar::float_to_int(*k, *f)
                .map(Value::Int)
                .map_err(|err| arith(err, span, format!("value {f:?}"))),
            (TypeKind::Int(IntKind::Bool), Value::Ptr(p)) => Ok(Value::Int(p.is_some() as i128)),
            (TypeKind::Int(_), Value::Ptr(_)) => Err(unsupported(
                "converting a pointer to an integer during specialization (addresses are not known then; make the pointer dynamic)",
                span,
            )),
            (TypeKind::Float(k), Value::Int(i)) => scalar::int_to_float(*k, *i)
                .map(Value::Float)
                .map_err(|err| arith(err, span, format!("value {i}"))),
            (TypeKind::Float(k), Value::Float(f)) => scalar::float_to_float(*k, *f)
                .map(Value::Float)
                .map_err(|err| arith(err, span, format!("value {f:?}"))),
            (TypeKind::Pointer(_), Value::Ptr(p)) => Ok(Value::Ptr(*p)),
            (TypeKind::Pointer(_), Value::Int(0)) => Ok(Value::Ptr(None)),
            (TypeKind::Pointer(_), Value::Int(_)) => Err(unsupported(
                "converting an integer to a pointer during specialization",
                span,
            )),
            (TypeKind::Struct(_) | TypeKind::Array(..) | TypeKind::VaList, Value::Chunk(_)) => {
                Ok(v.clone())
            }
            _ => Err(Box::new(Diag::bug(
                format!("bad conversion of {v:?} to `{}`", types.type_name(to)),
                span,
            ))),
        }
    }

    /// The store at program start: every string literal, and every global
    /// (one whose initializer gives its flexible array member elements,
    /// gcc's extension, as large as they need: `flexible_tail_end`),
    /// with its initializer where `load` says so (zero otherwise).
    pub fn program_store(&self, load: impl Fn(GlobalId) -> bool) -> EvalResult<Store> {
        let program = self.program;
        let mut store = Store::new();
        for (i, s) in program.strings.iter().enumerate() {
            let id = StrId(i as u32);
            let mut obj = Obj::new(s.len() as u64, None, Object::Str(id));
            obj.bytes.copy_from_slice(s);
            obj.init.iter_mut().for_each(|b| *b = true);
            store.insert(ObjKey::Str(id), obj);
        }
        for (i, g) in program.globals.iter().enumerate() {
            let id = GlobalId(i as u32);
            let size = program.types.size_of(g.ty);
            let tail = g
                .init
                .as_ref()
                .map_or(0, |init| flexible_tail_end(&program.types, g.ty, init));
            let mut obj = Obj::new(size.unwrap_or(0).max(tail), Some(g.ty), Object::Global(id));
            obj.unbounded = size.is_none() && !g.defined;
            // Objects of static storage duration start as zero.
            obj.init.iter_mut().for_each(|b| *b = true);
            store.insert(ObjKey::Global(id), obj);
        }
        for (i, g) in program.globals.iter().enumerate() {
            let id = GlobalId(i as u32);
            if let (Some(init), true) = (&g.init, load(id)) {
                let p = Pointer {
                    obj: ObjKey::Global(id),
                    offset: 0,
                };
                self.load_init(&mut store, p, g.ty, init, g.span)?;
            }
        }
        Ok(store)
    }

    /// Whether the scalar initializer `e` of a `ty` gives a value
    /// specialization cannot hold (an address made from a number,
    /// `(void *)-1`; a number made from an address): the residual
    /// program's initializer gives it at run time.
    fn unheld(&self, e: &Expr, ty: TypeId) -> bool {
        let store = Store::new();
        matches!(
            self.eval(&store, None, e).and_then(|v| self.convert(&v, ty, e.span)),
            Err(d) if crate::diag::is_unsupported(&d)
        )
    }

    /// The cells of globals whose initializers hold values specialization
    /// cannot (`unheld`): dynamic from the start, so that nothing reads
    /// the zero `load_init` leaves there.
    pub fn unheld_initializer_cells(&self) -> Vec<crate::analysis::bta::Cell> {
        let mut out = Vec::new();
        for (i, g) in self.program.globals.iter().enumerate() {
            if let Some(init) = &g.init {
                let object = Object::Global(GlobalId(i as u32));
                self.collect_unheld(object, g.ty, init, &mut Vec::new(), &mut out);
            }
        }
        out
    }

    fn collect_unheld(
        &self,
        object: Object,
        ty: TypeId,
        init: &Init,
        path: &mut Vec<crate::analysis::points_to::Step>,
        out: &mut Vec<crate::analysis::bta::Cell>,
    ) {
        let types = self.types();
        match init {
            Init::Scalar(e) => {
                if !types.is_runtime_only(ty)
                    && self.unheld(e, ty)
                    && !out.contains(&(object, path.clone()))
                {
                    out.push((object, path.clone()));
                }
            }
            Init::Bytes(_) => {}
            Init::Array(elems) => {
                if let TypeKind::Array(elem, _) = types.kind(ty) {
                    for (_, sub) in elems {
                        self.collect_unheld(object, *elem, sub, path, out);
                    }
                }
            }
            Init::Struct(fields) => {
                let TypeKind::Struct(id) = types.kind(ty) else {
                    return;
                };
                let def = types.struct_def(*id);
                let Some(body) = &def.body else { return };
                // A union is one cell: its members take no step.
                let union = def.is_union;
                for (i, sub) in fields {
                    let Some(field) = body.fields.get(*i) else {
                        continue;
                    };
                    if !union {
                        path.push((*id, *i as u32));
                    }
                    self.collect_unheld(object, field.ty, sub, path, out);
                    if !union {
                        path.pop();
                    }
                }
            }
        }
    }

    /// Stores a static initializer at `p` (the object is zeroed already).
    pub fn load_init(
        &self,
        store: &mut Store,
        p: Pointer,
        ty: TypeId,
        init: &Init,
        span: Span,
    ) -> EvalResult<()> {
        let types = self.types();
        match init {
            // A run-time-only value (dynamic, a vector's list included):
            // its residual initializer holds it, and nothing reads it here.
            _ if types.is_runtime_only(ty) => Ok(()),
            // A value specialization cannot hold: left zero, in a cell
            // the analyses keep dynamic (`unheld_initializer_cells`).
            Init::Scalar(e) if self.unheld(e, ty) => Ok(()),
            Init::Scalar(e) => {
                let v = self.eval(store, None, e)?;
                let v = self.convert(&v, ty, e.span)?;
                self.store(store, p, ty, &v, e.span)
            }
            Init::Bytes(bytes) => store.write_bytes(p, bytes).map_err(|e| access(e, span)),
            // `= {}`: everything zero, whatever the type.
            Init::Array(elems) if elems.is_empty() => Ok(()),
            Init::Struct(fields) if fields.is_empty() => Ok(()),
            Init::Array(elems) => {
                let TypeKind::Array(elem, _) = types.kind(ty) else {
                    return Err(Box::new(Diag::bug(
                        "array initializer for a non-array",
                        span,
                    )));
                };
                let size = self.size_of(*elem, span)?;
                for (i, sub) in elems {
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + (*i * size) as i64,
                    };
                    self.load_init(store, at, *elem, sub, span)?;
                }
                Ok(())
            }
            Init::Struct(fields) => {
                let TypeKind::Struct(id) = types.kind(ty) else {
                    return Err(Box::new(Diag::bug(
                        "struct initializer for a non-struct",
                        span,
                    )));
                };
                let Some(body) = &types.struct_def(*id).body else {
                    return Err(Box::new(Diag::bug(
                        "initializer of an incomplete struct",
                        span,
                    )));
                };
                for (i, sub) in fields {
                    let Some(field) = body.fields.get(*i) else {
                        return Err(Box::new(Diag::bug("initializer of a missing field", span)));
                    };
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + field.offset as i64,
                    };
                    if let (Some(bits), Init::Scalar(e)) = (field.bits, sub) {
                        let v = self.eval(store, None, e)?;
                        let Value::Int(v) = v else {
                            return Err(Box::new(Diag::bug(
                                "a bit-field initialized by a non-integer",
                                span,
                            )));
                        };
                        self.store_bits(store, at, bits, field.ty, v, span)?;
                        continue;
                    }
                    self.load_init(store, at, field.ty, sub, span)?;
                }
                Ok(())
            }
        }
    }
}

fn float_kind(types: &TypeTable, ty: TypeId) -> FloatKind {
    match types.kind(ty) {
        TypeKind::Float(k) => *k,
        _ => FloatKind::Double,
    }
}

fn short(v: &Value) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::Float(f) => format!("{f:?}"),
        Value::Ptr(None) => "NULL".into(),
        Value::Ptr(Some(p)) => format!("pointer at offset {}", p.offset),
        Value::Chunk(_) => "an aggregate".into(),
        Value::Void => "void".into(),
    }
}

/// The integer of kind `k` stored little-endian in `bytes`.
pub fn int_from_bytes(k: IntKind, bytes: &[u8]) -> i128 {
    let mut raw = [0u8; 16];
    raw[..bytes.len()].copy_from_slice(bytes);
    let unsigned = u128::from_le_bytes(raw) as i128;
    scalar::int_to_int(k, unsigned)
}

/// The bytes of its storage unit that hold bit-field `bits` (of nonzero
/// width): the first one's offset in the unit, and how many.
pub fn bit_field_bytes(bits: crate::types::BitField) -> (u64, u64) {
    let first = u64::from(bits.bit) / 8;
    let last = (u64::from(bits.bit) + u64::from(bits.width) - 1) / 8;
    (first, last - first + 1)
}

/// A mask of the `width` lowest bits.
fn low_bits(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// A bit-field's storage unit (at most 16 bytes) as a little-endian word.
fn unit_word(bytes: &[u8]) -> u128 {
    let mut raw = [0u8; 16];
    let n = bytes.len().min(16);
    raw[..n].copy_from_slice(&bytes[..n]);
    u128::from_le_bytes(raw)
}

/// Where the elements an initializer gives a struct's flexible array
/// member end (gcc's extension: `static struct msg m = {3, {10, 20,
/// 30}};` makes the object that large); 0 if it gives none.
fn flexible_tail_end(types: &crate::types::TypeTable, ty: TypeId, init: &Init) -> u64 {
    let (TypeKind::Struct(s), Init::Struct(items)) = (types.kind(ty), init) else {
        return 0;
    };
    let Some(body) = &types.struct_def(*s).body else {
        return 0;
    };
    let Some((last, field)) = body.fields.iter().enumerate().next_back() else {
        return 0;
    };
    let TypeKind::Array(elem, None) = *types.kind(field.ty) else {
        return 0;
    };
    let count = match items.iter().find(|(n, _)| *n == last) {
        Some((_, Init::Array(elements))) => elements.last().map_or(0, |(i, _)| i + 1),
        Some((_, Init::Bytes(bytes))) => bytes.len() as u64,
        _ => 0,
    };
    field.offset + count * types.size_of(elem).unwrap_or(0)
}
