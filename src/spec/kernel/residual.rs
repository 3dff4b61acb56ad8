//! Residual expressions: dynamic expressions reduced with their static
//! parts lifted, static pointers turned into residual references, and the
//! objects they name (a caller's local through a parameter, a block
//! allocated during specialization as a residual variable).

use super::*;

/// The alignment `malloc` guarantees on the platform cmix targets
/// (`_Alignof(max_align_t)` on x86-64).
const MALLOC_ALIGN: u64 = 16;
impl<'a> Kernel<'a> {
    /// The residual expression of `e` in the top frame: static parts are
    /// computed and lifted.
    pub(super) fn reduce(&mut self, cfg: &Config, e: &Expr) -> R<Expr> {
        let f = cfg.top().func;
        let types = &self.program.types;
        // A row's name (`grid[2]` decayed) stays one: C bounds what is
        // read through it to that row, as the program wrote it.
        if let ExprKind::Decay(row) = &e.kind
            && matches!(row.kind, ExprKind::Index(..))
            && self.address_bt(f, row) == Bt::Static
            && self.value_bt(f, e) == Bt::Static
        {
            let r = self.reduce_lvalue(cfg, row)?;
            return Ok(Expr::new(ExprKind::Decay(Box::new(r)), e.ty, e.span));
        }
        if types.is_scalar(e.ty) && self.value_bt(f, e) == Bt::Static {
            // A character widened to int stays a character in residual code.
            if let ExprKind::Cast(inner) = &e.kind
                && types.as_int(inner.ty).is_some_and(|k| k.size() == 1)
                && types.is_integer(e.ty)
            {
                let v = self.eval.eval(&cfg.store, cfg.eval_frame(), inner)?;
                let c = self.lift(cfg, &v, inner.ty, e.span)?;
                return Ok(Expr::new(ExprKind::Cast(Box::new(c)), e.ty, e.span));
            }
            let v = self.eval.eval(&cfg.store, cfg.eval_frame(), e)?;
            return self.lift(cfg, &v, e.ty, e.span);
        }
        let kind = match &e.kind {
            ExprKind::IntConst(_) | ExprKind::FloatConst(..) | ExprKind::FuncAddr(_) => {
                return Ok(e.clone());
            }
            ExprKind::LabelAddr(..) => {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "a label address that is not static",
                    e.span,
                ))));
            }
            ExprKind::Str(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                if self.reads_copied_cells(f, e) {
                    return self.copied_read(cfg, e);
                }
                let r = self.reduce_lvalue(cfg, e)?;
                if !types.is_scalar(e.ty) {
                    // Used whole at run time: its static fields must be there.
                    self.flush_static_leaves(cfg, e, r.clone())?;
                }
                return Ok(r);
            }
            ExprKind::AddrOf(x) => ExprKind::AddrOf(Box::new(self.reduce_lvalue(cfg, x)?)),
            ExprKind::Decay(x) => ExprKind::Decay(Box::new(self.reduce_lvalue(cfg, x)?)),
            ExprKind::Unary(op, x) => ExprKind::Unary(*op, Box::new(self.reduce(cfg, x)?)),
            ExprKind::Binary(op, a, b) => {
                self.check_given_pointer_comparison(cfg, *op, a, b, e.span)?;
                ExprKind::Binary(
                    *op,
                    Box::new(self.reduce(cfg, a)?),
                    Box::new(self.reduce(cfg, b)?),
                )
            }
            ExprKind::Cast(x) => ExprKind::Cast(Box::new(self.reduce(cfg, x)?)),
        };
        Ok(Expr::new(kind, e.ty, e.span))
    }

    pub(super) fn reduce_lvalue(&mut self, cfg: &Config, e: &Expr) -> R<Expr> {
        let top = cfg.top();
        let f = top.func;
        if self.address_bt(f, e) == Bt::Static {
            return match &e.kind {
                ExprKind::Local(l) => {
                    let r = self.residual_local(top.activation, *l);
                    Ok(Expr::new(ExprKind::Local(r), e.ty, e.span))
                }
                ExprKind::Global(_) | ExprKind::Str(_) => Ok(e.clone()),
                // Through the struct: `alloc_0.data`, and the block gets
                // the struct's type.
                ExprKind::Member(base, k) if self.address_bt(f, base) == Bt::Static => {
                    let b = self.reduce_lvalue(cfg, base)?;
                    Ok(Expr::new(ExprKind::Member(Box::new(b), *k), e.ty, e.span))
                }
                _ => {
                    let p = self.eval.place(&cfg.store, cfg.eval_frame(), e)?;
                    self.residual_place(cfg, p, e.ty, e.span)
                }
            };
        }
        let kind = match &e.kind {
            ExprKind::Deref(p) => ExprKind::Deref(Box::new(self.reduce(cfg, p)?)),
            ExprKind::Index(p, i) => ExprKind::Index(
                Box::new(self.reduce(cfg, p)?),
                Box::new(self.reduce(cfg, i)?),
            ),
            ExprKind::Member(b, k) => ExprKind::Member(Box::new(self.reduce_lvalue(cfg, b)?), *k),
            _ => {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "dynamic address of a variable",
                    e.span,
                ))));
            }
        };
        Ok(Expr::new(kind, e.ty, e.span))
    }

    /// Writes the static leaves of aggregate lvalue `e` into its residual
    /// object `r` (as prelude statements).
    pub(super) fn flush_static_leaves(&mut self, cfg: &Config, e: &Expr, r: Expr) -> R<()> {
        let f = cfg.top().func;
        if self.address_bt(f, e) == Bt::Dynamic {
            return Ok(());
        }
        let places = self.pta.expr_places(&self.program.types, f, e);
        let p = self.eval.place(&cfg.store, cfg.eval_frame(), e)?;
        if let ObjKey::Global(g) = p.obj
            && self.is_read_only(self.program.global(g).ty)
        {
            // A const global never changed: its residual definition's
            // initializer holds its static fields (and it may not be
            // assigned).
            return Ok(());
        }
        let mut steps = Vec::new();
        self.flush_part(cfg, r, p, e.ty, &mut steps, &places, e.span)
    }

    /// Whether objects of type `ty` are const (arrays: their elements).
    pub(super) fn is_read_only(&self, ty: TypeId) -> bool {
        let types = &self.program.types;
        match types.kind(ty) {
            TypeKind::Array(elem, _) => self.is_read_only(*elem),
            _ => types.quals(ty).is_const,
        }
    }

    /// Whether any leaf of `ty` under `steps` in `places` is static.
    pub(super) fn any_static_leaf(
        &self,
        places: &[Cell],
        steps: &[crate::analysis::points_to::Step],
        ty: TypeId,
    ) -> bool {
        leaf_paths(&self.program.types, ty).iter().any(|(path, _)| {
            let mut full = steps.to_vec();
            full.extend_from_slice(path);
            places.iter().all(|place| {
                let cell = crate::analysis::points_to::extend(place, &full);
                self.bts.cell(&cell) == Bt::Static
            })
        })
    }

    /// Writes every initialized scalar of the static object at `p` (of
    /// type `ty`) into `r`. A union is written through one member that
    /// holds its bytes exactly (`union_member_to_flush`).
    pub(super) fn flush_whole(
        &mut self,
        cfg: &Config,
        r: Expr,
        p: Pointer,
        ty: TypeId,
        span: Span,
    ) -> R<()> {
        let types = &self.program.types;
        match types.kind(ty).clone() {
            TypeKind::Struct(sid) => {
                let Some(body) = types.struct_def(sid).body.clone() else {
                    return Ok(());
                };
                let members: Vec<usize> = if types.struct_def(sid).is_union {
                    let member = self.union_member_to_flush(cfg, p, ty, span)?;
                    // The bytes the member does not write (padding) are zero.
                    self.prelude.push(Stmt::Zero {
                        lhs: r.clone(),
                        span,
                    });
                    vec![member]
                } else {
                    (0..body.fields.len()).collect()
                };
                for i in members {
                    let field = &body.fields[i];
                    let member =
                        Expr::new(ExprKind::Member(Box::new(r.clone()), i), field.ty, span);
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + field.offset as i64,
                    };
                    match field.bits {
                        Some(bits) => self.flush_bits(cfg, member, at, bits, field.ty, span)?,
                        None => self.flush_whole(cfg, member, at, field.ty, span)?,
                    }
                }
                Ok(())
            }
            TypeKind::Array(elem, Some(n)) => {
                let es = types.size_of(elem).unwrap_or(0);
                for k in 0..n {
                    let item = self.element(r.clone(), elem, k, span);
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + (k * es) as i64,
                    };
                    self.flush_whole(cfg, item, at, elem, span)?;
                }
                Ok(())
            }
            _ if types.is_scalar(ty) => {
                let v = match self.eval.load(&cfg.store, p, ty, span) {
                    Ok(v) => v,
                    // An integer partly set (a union's smaller member):
                    // the bytes never set are indeterminate, zero will do.
                    Err(_) if types.is_integer(ty) => match partly_set_integer(cfg, p, ty, types) {
                        Some(v) => v,
                        None => return Ok(()),
                    },
                    Err(_) => return Ok(()),
                };
                let rhs = self.lift(cfg, &v, ty, span)?;
                self.prelude.push(Stmt::Assign { lhs: r, rhs, span });
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Writes the static bit-field whose storage unit is at `unit` into
    /// `r` (an unnamed one, and one never set, stay as they are).
    fn flush_bits(
        &mut self,
        cfg: &Config,
        r: Expr,
        unit: Pointer,
        bits: crate::types::BitField,
        ty: TypeId,
        span: Span,
    ) -> R<()> {
        if bits.width == 0
            || matches!(&r.kind, ExprKind::Member(base, i) if is_unnamed(self.program, base.ty, *i))
        {
            return Ok(());
        }
        let Ok(v) = self.eval.load_bits(&cfg.store, unit, bits, ty, span) else {
            return Ok(());
        };
        let rhs = self.lift(cfg, &v, ty, span)?;
        self.prelude.push(Stmt::Assign { lhs: r, rhs, span });
        Ok(())
    }

    /// `r[k]` for an array lvalue `r` of `elem`s.
    fn element(&mut self, r: Expr, elem: TypeId, k: u64, span: Span) -> Expr {
        let elem_ptr = self.out.types.pointer_to(elem);
        let decayed = Expr::new(ExprKind::Decay(Box::new(r)), elem_ptr, span);
        let index = index_constant(&mut self.out.types, k, span);
        Expr::new(
            ExprKind::Index(Box::new(decayed), Box::new(index)),
            elem,
            span,
        )
    }

    /// The member of the static union at `p` (of type `ty`) through which
    /// residual code can rebuild its bytes exactly: one with a pointer
    /// wherever the union holds one, else one made of integers, and of
    /// floats holding no NaN, that covers the union (a NaN's payload may
    /// not survive its constant).
    fn union_member_to_flush(&self, cfg: &Config, p: Pointer, ty: TypeId, span: Span) -> R<usize> {
        let types = &self.program.types;
        let size = types.size_of(ty).unwrap_or(0);
        let fields = match types.kind(ty) {
            TypeKind::Struct(sid) => types
                .struct_def(*sid)
                .body
                .as_ref()
                .map(|b| b.fields.clone())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let obj = cfg.store.get(p.obj);
        let pointers: Vec<u64> = obj
            .map(|obj| {
                obj.ptrs
                    .keys()
                    .map(|k| *k as i64 - p.offset)
                    .filter(|k| *k >= 0 && (*k as u64) < size)
                    .map(|k| k as u64)
                    .collect()
            })
            .unwrap_or_default();
        // The bytes set (outside the pointers): what the member must write.
        let set: Vec<u64> = obj
            .map(|obj| {
                (0..size)
                    .filter(|i| {
                        obj.init
                            .get((p.offset + *i as i64) as usize)
                            .copied()
                            .unwrap_or(false)
                    })
                    .filter(|i| {
                        !pointers
                            .iter()
                            .any(|at| (*at..*at + crate::spec::store::POINTER_SIZE).contains(i))
                    })
                    .collect()
            })
            .unwrap_or_default();
        // A pointer-sized run of zero bytes, all set, reads as a null pointer.
        let null_at = |at: u64| {
            obj.is_some_and(|obj| {
                (at..at + crate::spec::store::POINTER_SIZE).all(|i| {
                    let i = (p.offset + i as i64) as usize;
                    obj.init.get(i).copied().unwrap_or(false)
                        && obj.bytes.get(i).copied() == Some(0)
                })
            })
        };
        // A float or double whose bytes hold no NaN: its constant, printed
        // exactly, gives the same bytes back (a NaN's payload may not).
        let float_exact = |o: u64, t: TypeId| {
            let width = match types.kind(t) {
                TypeKind::Float(crate::types::FloatKind::Float) => 4,
                TypeKind::Float(crate::types::FloatKind::Double) => 8,
                _ => return false,
            };
            let Some(obj) = obj else { return false };
            let start = (p.offset + o as i64) as usize;
            let Some(bytes) = obj.bytes.get(start..start + width) else {
                return false;
            };
            if width == 4 {
                bytes
                    .try_into()
                    .is_ok_and(|b| !f32::from_le_bytes(b).is_nan())
            } else {
                bytes
                    .try_into()
                    .is_ok_and(|b| !f64::from_le_bytes(b).is_nan())
            }
        };
        let exact = |f: &crate::types::Field| {
            let scalars = super::super::layout::scalars_within(types, f.ty, 0, size);
            let pointers_fit = pointers
                .iter()
                .all(|at| scalars.iter().any(|(o, t)| o == at && types.is_pointer(*t)));
            let pointer_ok = |o: u64| pointers.contains(&o) || null_at(o);
            let others_exact = scalars.iter().all(|(o, t)| {
                types.is_integer(*t)
                    || (types.is_pointer(*t) && pointer_ok(*o))
                    || float_exact(*o, *t)
            });
            // Zero bytes the member leaves alone are zeroed with the union
            // first (`flush_whole`): padding inside a struct member.
            let nonzero = |b: &u64| {
                obj.is_some_and(|obj| obj.bytes.get((p.offset + *b as i64) as usize) != Some(&0))
            };
            let covers = set.iter().filter(|b| nonzero(b)).all(|b| {
                scalars.iter().any(|(o, t)| {
                    (types.is_integer(*t) || types.is_pointer(*t) || float_exact(*o, *t))
                        && (*o..*o + types.size_of(*t).unwrap_or(0)).contains(b)
                })
            });
            pointers_fit && others_exact && covers
        };
        fields.iter().position(exact).ok_or_else(|| {
            Stop::Error(unsupported(
                "a static union used whole by residual code, when no member of integers (or pointers where it holds them) can rebuild its bytes",
                span,
            ))
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn flush_part(
        &mut self,
        cfg: &Config,
        r: Expr,
        p: Pointer,
        ty: TypeId,
        steps: &mut Vec<crate::analysis::points_to::Step>,
        places: &[Cell],
        span: Span,
    ) -> R<()> {
        if !self.any_static_leaf(places, steps, ty) {
            return Ok(());
        }
        let types = &self.program.types;
        match types.kind(ty).clone() {
            // A union is one cell, static here as a whole.
            TypeKind::Struct(sid) if types.struct_def(sid).is_union => {
                self.flush_whole(cfg, r, p, ty, span)
            }
            TypeKind::Struct(sid) => {
                let Some(body) = types.struct_def(sid).body.clone() else {
                    return Ok(());
                };
                for (i, field) in body.fields.iter().enumerate() {
                    let member =
                        Expr::new(ExprKind::Member(Box::new(r.clone()), i), field.ty, span);
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + field.offset as i64,
                    };
                    steps.push((sid, i as u32));
                    let done = match field.bits {
                        Some(bits) if self.any_static_leaf(places, steps, field.ty) => {
                            self.flush_bits(cfg, member, at, bits, field.ty, span)
                        }
                        Some(_) => Ok(()),
                        None => self.flush_part(cfg, member, at, field.ty, steps, places, span),
                    };
                    steps.pop();
                    done?;
                }
                Ok(())
            }
            TypeKind::Array(elem, Some(n)) => {
                let es = types.size_of(elem).unwrap_or(0);
                for k in 0..n {
                    let item = self.element(r.clone(), elem, k, span);
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + (k * es) as i64,
                    };
                    self.flush_part(cfg, item, at, elem, steps, places, span)?;
                }
                Ok(())
            }
            _ if types.is_scalar(ty) => {
                // An uninitialized field stays so: copying it is allowed.
                let Ok(v) = self.eval.load(&cfg.store, p, ty, span) else {
                    return Ok(());
                };
                let rhs = self.lift(cfg, &v, ty, span)?;
                self.prelude.push(Stmt::Assign { lhs: r, rhs, span });
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// A static value for a comment: pointers to locals by the local's name.
    pub(super) fn describe(&self, v: &Value) -> String {
        if let Value::Ptr(Some(Pointer {
            obj: ObjKey::Local(act, l),
            offset,
        })) = v
            && let Some((func, _)) = self.activations.get(act)
        {
            let name = &self.program.function(*func).local(*l).name;
            return match offset {
                0 => format!("&{name}"),
                n => format!("&{name} + {n} bytes"),
            };
        }
        describe_value(self.program, v)
    }

    /// A static value as a residual expression of type `ty`.
    pub(super) fn lift(&mut self, cfg: &Config, v: &Value, ty: TypeId, span: Span) -> R<Expr> {
        let ty = self.out.types.unqualified(ty);
        match v {
            Value::Int(i) => Ok(Expr::new(ExprKind::IntConst(*i), ty, span)),
            Value::Float(x) => Ok(Expr::new(ExprKind::FloatConst(*x, None), ty, span)),
            Value::Ptr(None) => {
                let int = self.out.types.int(IntKind::Int);
                Ok(Expr::new(
                    ExprKind::Cast(Box::new(Expr::new(ExprKind::IntConst(0), int, span))),
                    ty,
                    span,
                ))
            }
            Value::Ptr(Some(p)) => self.residual_pointer(cfg, *p, ty, span),
            Value::Chunk(_) | Value::Void => Err(Stop::Error(Box::new(Diag::bug(
                "lifting an aggregate value",
                span,
            )))),
        }
    }

    /// The residual lvalue naming a whole store object, and its type.
    /// `hint`: the type of the whole object, when the reference is to all
    /// of it (names a block allocated during specialization).
    pub(super) fn residual_object(
        &mut self,
        cfg: &Config,
        key: ObjKey,
        hint: Option<TypeId>,
        span: Span,
    ) -> R<(Expr, TypeId)> {
        match key {
            ObjKey::Func(_) | ObjKey::Label(..) => Err(Stop::Error(Box::new(Diag::bug(
                "a function or label used as an object",
                span,
            )))),
            ObjKey::Global(g) => {
                let ty = self.program.global(g).ty;
                Ok((Expr::new(ExprKind::Global(g), ty, span), ty))
            }
            ObjKey::Str(s) => {
                let len = self.program.strings[s.index()].len() as u64;
                let char_ty = self.out.types.int(IntKind::Char);
                let ty = self.out.types.array_of(char_ty, Some(len));
                Ok((Expr::new(ExprKind::Str(s), ty, span), ty))
            }
            ObjKey::Local(act, l) => {
                let func = match self.activations.get(&act) {
                    Some((func, _)) => *func,
                    None => {
                        return Err(Stop::Error(Box::new(Diag::bug(
                            "an unknown activation",
                            span,
                        ))));
                    }
                };
                let ty = self.program.function(func).local(l).ty;
                if cfg.frames.iter().any(|f| f.activation == act) {
                    let r = self.residual_local(act, l);
                    return Ok((Expr::new(ExprKind::Local(r), ty, span), ty));
                }
                if !self.build().outer.contains(&act) {
                    return Err(Stop::Error(unsupported(
                        "a static pointer to a local variable of a function that returned, used in residual code",
                        span,
                    )));
                }
                // A caller's local: its address comes in a parameter.
                let p = self.outer_ref(act, l, func, ty);
                let ptr = self.out.types.pointer_to(ty);
                let param = Expr::new(ExprKind::Local(p), ptr, span);
                Ok((Expr::new(ExprKind::Deref(Box::new(param)), ty, span), ty))
            }
            ObjKey::Heap(_) => {
                let g = self.materialize(cfg, key, hint, span)?;
                let ty = self.out.global(g).ty;
                Ok((Expr::new(ExprKind::Global(g), ty, span), ty))
            }
        }
    }

    /// The parameter of the function being built that holds the address of
    /// local `l` of a caller's activation `act`.
    pub(super) fn outer_ref(&mut self, act: u32, l: LocalId, func: FuncId, ty: TypeId) -> LocalId {
        if let Some((_, _, p)) = self
            .build()
            .outer_refs
            .iter()
            .find(|(a, k, _)| *a == act && *k == l)
        {
            return *p;
        }
        let original = self.program.function(func).local(l);
        let name = format!("{}_ref", original.name);
        let span = original.span;
        let ptr = self.out.types.pointer_to(ty);
        let p = self.push_param(name, ptr, span);
        self.build().outer_refs.push((act, l, p));
        p
    }

    /// A residual global for a heap block or parameter object that residual
    /// code refers to, initialized with its current contents.
    pub(super) fn materialize(
        &mut self,
        cfg: &Config,
        key: ObjKey,
        hint: Option<TypeId>,
        span: Span,
    ) -> R<GlobalId> {
        if let Some(g) = self.materialized.get(&key) {
            return Ok(*g);
        }
        let Some(obj) = cfg.store.get(key) else {
            return Err(Stop::Error(Box::new(Diag::error(
                "undefined behaviour during specialization: residual code refers to a freed block",
                span,
            ))));
        };
        if let Object::Heap(f, _, _) = obj.abstract_object
            && crate::analysis::escape::is_allocation_site(obj.abstract_object)
            && self.in_recursion[f.index()]
            && self.building.iter().any(|b| self.recursive[b.func.index()])
        {
            // Each level of the recursion allocates a block of its own,
            // which one residual variable cannot be (an FFT's scratch
            // buffer per level): the residual program allocates them.
            return Err(Stop::Generalize(Generalization {
                cells: Vec::new(),
                sites: vec![obj.abstract_object],
                message: "a block allocated at {at} in a recursion, one per level, is used by residual code"
                    .to_string(),
                span: self.site_span(obj.abstract_object).unwrap_or(span),
            }));
        }
        let uchar = self.out.types.int(IntKind::UChar);
        let ty = match (obj.ty, hint) {
            (Some(t), _) => t,
            // A block used as one object of a type: a variable of that type.
            (None, Some(t)) if self.program.types.size_of(t) == Some(obj.size()) => t,
            // `malloc(n * sizeof(T))` first used as a T: an array of n T.
            (None, Some(t))
                if self
                    .program
                    .types
                    .size_of(t)
                    .is_some_and(|n| n > 0 && obj.size() % n == 0) =>
            {
                let n = self.program.types.size_of(t).unwrap_or(1).max(1);
                self.out.types.array_of(t, Some(obj.size() / n))
            }
            (None, _) => self.out.types.array_of(uchar, Some(obj.size().max(1))),
        };
        // Residual code may assign the object's static parts (before a use
        // of it whole), so it is never const, whatever the data it holds
        // was declared as (`const struct pt *p` given a value).
        let whole = (obj.abstract_object, ty);
        let ty = self.out.types.writable(ty);
        // Named after what the program stores the block's address in
        // (`heap = malloc(...)` gives `heap`, split as `heap_0`, `heap_1`).
        let base = self
            .allocation_holder(obj.abstract_object)
            .unwrap_or_else(|| format!("alloc_{}", self.materialized.len()));
        let name = crate::core::print::fresh_name(&base, &mut self.taken_names);
        let id = GlobalId(self.out.globals.len() as u32);
        // A block from `malloc` is aligned for any object (max_align_t, 16
        // on x86-64): code may rely on it (tagged pointers, aligned loads
        // through a cast), which its type's alignment alone would break.
        let align = matches!(obj.abstract_object, Object::Heap(..)).then_some(MALLOC_ALIGN);
        self.out.globals.push(Global {
            name,
            ty,
            linkage: Linkage::Internal,
            init: None,
            defined: true,
            hoisted_from: None,
            is_system: false,
            asm_label: None,
            span,
            align,
            thread_local: false,
            weak_copy: false,
        });
        // Known before its contents are lifted: a pointer in them may
        // lead back to it.
        self.materialized.insert(key, id);
        // Its dynamic parts that residual code does not write first (a
        // table given to the goal, read at run-time indexes) are read
        // from here: the initializer holds them.
        let at = Pointer {
            obj: key,
            offset: 0,
        };
        let init = self.contents_init(cfg, at, ty, whole, span)?;
        self.out.globals[id.index()].init = init;
        Ok(id)
    }

    /// The initializer of the residual global for the object at `p` (of
    /// type `ty`, the part of `whole` at `p.offset`): its numbers as they
    /// are now, and its pointers that are dynamic cells as the addresses
    /// they hold (a static pointer is assigned before any residual use;
    /// lifting it here could name blocks nothing needs). Zeros and bytes
    /// never set are left out.
    fn contents_init(
        &mut self,
        cfg: &Config,
        p: Pointer,
        ty: TypeId,
        whole: (Object, TypeId),
        span: Span,
    ) -> R<Option<Init>> {
        let types = &self.out.types;
        match types.kind(ty).clone() {
            TypeKind::Array(elem, Some(n))
                if matches!(
                    types.as_int(elem),
                    Some(IntKind::Char | IntKind::SChar | IntKind::UChar)
                ) =>
            {
                let Some(obj) = cfg.store.get(p.obj) else {
                    return Ok(None);
                };
                let from = p.offset.max(0) as usize;
                let bytes = obj.bytes.get(from..from + n as usize).unwrap_or(&[]);
                let pointers = obj
                    .ptrs
                    .keys()
                    .any(|k| (from..from + n as usize).contains(&(*k as usize)));
                if pointers || bytes.len() != n as usize || bytes.iter().all(|b| *b == 0) {
                    return Ok(None);
                }
                Ok(Some(Init::Bytes(bytes.to_vec())))
            }
            TypeKind::Array(elem, Some(n)) => {
                let es = types.size_of(elem).unwrap_or(0) as i64;
                let mut items = Vec::new();
                for k in 0..n {
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + k as i64 * es,
                    };
                    if let Some(item) = self.contents_init(cfg, at, elem, whole, span)? {
                        items.push((k, item));
                    }
                }
                Ok((!items.is_empty()).then_some(Init::Array(items)))
            }
            TypeKind::Struct(sid) => {
                let def = types.struct_def(sid);
                let Some(body) = def.body.clone() else {
                    return Ok(None);
                };
                if def.is_union {
                    let all_zero = cfg.store.get(p.obj).is_none_or(|obj| {
                        let size = types.size_of(ty).unwrap_or(0) as usize;
                        let from = p.offset.max(0) as usize;
                        obj.bytes
                            .get(from..from + size)
                            .is_none_or(|b| b.iter().all(|x| *x == 0))
                    });
                    if all_zero {
                        return Ok(None);
                    }
                    // (When no member rebuilds the bytes, the union is
                    // left to the assignments that precede its uses.)
                    let Ok(member) = self.union_member_to_flush(cfg, p, ty, span) else {
                        return Ok(None);
                    };
                    let field = &body.fields[member];
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + field.offset as i64,
                    };
                    return Ok(self
                        .contents_init(cfg, at, field.ty, whole, span)?
                        .map(|i| Init::Struct(vec![(member, i)])));
                }
                let mut items = Vec::new();
                for (i, field) in body.fields.iter().enumerate() {
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + field.offset as i64,
                    };
                    let item = match field.bits {
                        Some(bits) if bits.width == 0 || field.name.is_empty() => None,
                        Some(bits) => {
                            match self.eval.load_bits(&cfg.store, at, bits, field.ty, span) {
                                Ok(Value::Int(v)) if v != 0 => Some(Init::Scalar(Expr::new(
                                    ExprKind::IntConst(v),
                                    field.ty,
                                    span,
                                ))),
                                _ => None,
                            }
                        }
                        None => self.contents_init(cfg, at, field.ty, whole, span)?,
                    };
                    if let Some(item) = item {
                        items.push((i, item));
                    }
                }
                Ok((!items.is_empty()).then_some(Init::Struct(items)))
            }
            _ if types.is_scalar(ty) && !types.is_runtime_only(ty) => {
                let Ok(v) = self.eval.load(&cfg.store, p, ty, span) else {
                    return Ok(None);
                };
                match v {
                    Value::Int(0) | Value::Ptr(None) => Ok(None),
                    Value::Float(x) if x.to_bits() == 0 => Ok(None),
                    Value::Ptr(Some(_)) => {
                        let (object, whole_ty) = whole;
                        let program_types = &self.program.types;
                        // (A block typed at its first use has a type the
                        // program does not: no cell of it is known static.)
                        let known = (whole_ty.0 as usize) < program_types.len();
                        let is_static = known && {
                            let path = crate::spec::layout::path_at(
                                program_types,
                                whole_ty,
                                p.offset.max(0) as u64,
                            );
                            self.bts.cell(&(object, path)) != Bt::Dynamic
                        };
                        // A pointer residual code cannot name (into a
                        // frame, a freed block) is left out, as before
                        // initializers held pointers; a generalization
                        // it needs still happens. A static one is there
                        // too: residual code of the goal never reads it,
                        // but code after the goal may, through an address
                        // the goal leaves it (`saved = h`); one that
                        // cannot be named stays out.
                        let e = match self.lift(cfg, &v, ty, span) {
                            Ok(e) => e,
                            Err(Stop::Error(_)) => return Ok(None),
                            Err(_) if is_static => return Ok(None),
                            Err(other) => return Err(other),
                        };
                        Ok(is_address_constant(&e).then_some(Init::Scalar(e)))
                    }
                    _ => Ok(Some(Init::Scalar(self.lift(cfg, &v, ty, span)?))),
                }
            }
            _ => Ok(None),
        }
    }

    /// The name of the variable or field that an allocation site's result
    /// is assigned to, if it is one.
    fn allocation_holder(&self, site: Object) -> Option<String> {
        let Object::Heap(f, b, i) = site else {
            return None;
        };
        let body = self.program.function(f).body.as_ref()?;
        let stmt = body.blocks.get(b.index())?.stmts.get(i as usize)?;
        let Stmt::Call {
            dest: Some(dest), ..
        } = stmt
        else {
            return None;
        };
        let function = self.program.function(f);
        // `p = malloc(...)` converts through a temporary: the next
        // statement that stores it names the block.
        let mut dest = dest;
        if let ExprKind::Local(t) = dest.kind
            && function.local(t).is_temp
        {
            dest = body.blocks[b.index()].stmts[i as usize + 1..]
                .iter()
                .find_map(|s| match s {
                    Stmt::Assign { lhs, rhs, .. } => {
                        let mut r = rhs;
                        while let ExprKind::Cast(inner) = &r.kind {
                            r = inner;
                        }
                        matches!(r.kind, ExprKind::Local(x) if x == t).then_some(lhs)
                    }
                    _ => None,
                })?;
        }
        let name = match &dest.kind {
            ExprKind::Local(l) => {
                let local = function.local(*l);
                (!local.is_temp).then(|| local.name.clone())?
            }
            ExprKind::Global(g) => self.program.global(*g).name.clone(),
            ExprKind::Member(base, field) => {
                let crate::types::TypeKind::Struct(sid) = self.program.types.kind(base.ty) else {
                    return None;
                };
                let def = self.program.types.struct_def(*sid);
                def.body.as_ref()?.fields.get(*field)?.name.clone()
            }
            _ => return None,
        };
        (!name.is_empty() && !name.starts_with("__")).then_some(name)
    }

    /// The residual lvalue of type `ty` at `p`.
    pub(super) fn residual_place(
        &mut self,
        cfg: &Config,
        p: Pointer,
        ty: TypeId,
        span: Span,
    ) -> R<Expr> {
        // A residual access through a static pointer must stay inside the
        // object, as a static one must: past its end is undefined behaviour
        // (a trap on a path only dynamic control takes), never a store
        // into the neighbouring memory.
        if let Some(size) = self.program.types.size_of(ty)
            && let Err(e @ AccessError::OutOfBounds { .. }) = cfg.store.check(p, size)
        {
            return Err(Stop::Error(crate::spec::eval::access(e, span)));
        }
        let hint = (p.offset == 0).then_some(ty);
        let (base, base_ty) = self.residual_object(cfg, p.obj, hint, span)?;
        if let Some(e) = self.sub_lvalue(base.clone(), base_ty, p.offset.max(0) as u64, ty, span) {
            return Ok(e);
        }
        self.check_typed_access(cfg, p.obj, ty, span)?;
        let ptr_ty = self.out.types.pointer_to(ty);
        let addr = self.byte_address(base, p.offset, ptr_ty, span);
        Ok(Expr::new(ExprKind::Deref(Box::new(addr)), ty, span))
    }

    /// `(T *)&whole + k`: element `k` of `whole` read as an array of `T`
    /// (`ptr_ty` is `T *`).
    fn element_of_whole(&mut self, whole: Expr, ptr_ty: TypeId, k: u64, span: Span) -> Expr {
        let t = self.out.types.pointer_to(whole.ty);
        let address = Expr::new(ExprKind::AddrOf(Box::new(whole)), t, span);
        let first = self.cast_to(address, ptr_ty, span);
        if k == 0 {
            return first;
        }
        let long = self.out.types.int(IntKind::Long);
        Expr::new(
            ExprKind::Binary(
                crate::core::BinOp::PtrAdd,
                Box::new(first),
                Box::new(Expr::new(ExprKind::IntConst(k as i128), long, span)),
            ),
            ptr_ty,
            span,
        )
    }

    /// `(T *)((char *)&base + offset)`.
    pub(super) fn byte_address(
        &mut self,
        base: Expr,
        offset: i64,
        ptr_ty: TypeId,
        span: Span,
    ) -> Expr {
        let char_ty = self.out.types.int(IntKind::Char);
        let char_ptr = self.out.types.pointer_to(char_ty);
        let base_ptr_ty = self.out.types.pointer_to(base.ty);
        let addr = Expr::new(ExprKind::AddrOf(Box::new(base)), base_ptr_ty, span);
        let bytes = Expr::new(ExprKind::Cast(Box::new(addr)), char_ptr, span);
        let moved = self.bytes_plus(bytes, offset, span);
        Expr::new(ExprKind::Cast(Box::new(moved)), ptr_ty, span)
    }

    /// `bytes + offset`, for a `char *` expression `bytes`.
    fn bytes_plus(&mut self, bytes: Expr, offset: i64, span: Span) -> Expr {
        let long = self.out.types.int(IntKind::Long);
        let char_ptr = bytes.ty;
        Expr::new(
            ExprKind::Binary(
                crate::core::BinOp::PtrAdd,
                Box::new(bytes),
                Box::new(Expr::new(ExprKind::IntConst(offset as i128), long, span)),
            ),
            char_ptr,
            span,
        )
    }

    /// A residual pointer of type `ptr_ty` to `p`.
    pub(super) fn residual_pointer(
        &mut self,
        cfg: &Config,
        p: Pointer,
        ptr_ty: TypeId,
        span: Span,
    ) -> R<Expr> {
        if let ObjKey::Func(f) = p.obj {
            // The function itself: one that run-time code may call is
            // replaced by its specialization with nothing static
            // (`specialize_runtime_callable`), under its own name.
            let function = self.program.function(f);
            if function.body.is_some() && !self.division.is_runtime_callable(f) {
                return Err(Stop::Error(Box::new(Diag::bug(
                    format!(
                        "the address of `{}` reaches residual code, but the analysis did not make it runtime-callable",
                        function.name
                    ),
                    span,
                ))));
            }
            let ty = self.out.function(f).ty;
            let fptr = self.out.types.pointer_to(ty);
            let e = Expr::new(ExprKind::FuncAddr(f), fptr, span);
            return Ok(self.pointer_from(e, p.offset, ptr_ty, span));
        }
        if let ObjKey::Label(f, b) = p.obj {
            let label = self.label_address(cfg, f, b, span)?;
            return Ok(self.pointer_from(label, p.offset, ptr_ty, span));
        }
        if let ObjKey::Str(s) = p.obj
            && let Some(home) = self.string_home(s)
        {
            return Ok(self.pointer_from(home, p.offset, ptr_ty, span));
        }
        let pointee = self.out.types.pointee(ptr_ty);
        let hint = pointee.filter(|_| p.offset == 0);
        let (base, base_ty) = self.residual_object(cfg, p.obj, hint, span)?;
        let types = &self.out.types;
        // Into an array of the pointee type: `a` or `a + k`.
        if let (TypeKind::Array(elem, _), Some(want)) = (types.kind(base_ty).clone(), pointee) {
            let es = types.size_of(elem).unwrap_or(0);
            if es > 0
                && p.offset >= 0
                && (p.offset as u64).is_multiple_of(es)
                && types.unqualified_eq(elem, want)
            {
                let elem_ptr = self.out.types.pointer_to(elem);
                let decayed = Expr::new(ExprKind::Decay(Box::new(base)), elem_ptr, span);
                let k = p.offset as u64 / es;
                let e = if k == 0 {
                    decayed
                } else {
                    Expr::new(
                        ExprKind::Binary(
                            crate::core::BinOp::PtrAdd,
                            Box::new(decayed),
                            Box::new(index_constant(&mut self.out.types, k, span)),
                        ),
                        elem_ptr,
                        span,
                    )
                };
                return Ok(self.cast_to(e, ptr_ty, span));
            }
        }
        // Into a nested array of the pointee type (`&grid[0][0]`, which
        // programs walk across rows): `(int *)&grid + k`. `grid[0] + k`
        // would bound the walk to the first row, and gcc takes such
        // bounds at their word.
        if let Some(want) = pointee
            && let Some(k) = flat_index(&self.out.types, base_ty, want, p.offset)
        {
            return Ok(self.element_of_whole(base, ptr_ty, k, span));
        }
        // A character pointer to the start of a struct or of a nested
        // array may view all of it (`(unsigned char *)&object`) and read
        // past its first field or row: the residual pointer is to the whole
        // object, so that residual reads stay inside what they read.
        if let Some(want) = pointee
            && p.offset == 0
            && self.out.types.as_int(want).is_some_and(|k| k.size() == 1)
            && matches!(
                self.out.types.kind(base_ty),
                TypeKind::Struct(_) | TypeKind::Array(..)
            )
        {
            return Ok(self.element_of_whole(base, ptr_ty, 0, span));
        }
        if let Some(want) = pointee
            && let Some(lv) =
                self.sub_lvalue(base.clone(), base_ty, p.offset.max(0) as u64, want, span)
        {
            // An element of a nested array inside a struct (`&s.m[0][0]`):
            // `(short *)&s.m + k`, as for a nested array object above.
            if let Some((rows, k)) = nested_element(&self.out.types, &lv) {
                return Ok(self.element_of_whole(rows, ptr_ty, k, span));
            }
            let t = self.out.types.pointer_to(lv.ty);
            // `&a[0]` is `a` (as the program would write it; gcc's bounds
            // warnings misjudge the former inside constant initializers).
            let e = match lv.kind {
                ExprKind::Index(array, index)
                    if matches!(index.kind, ExprKind::IntConst(0))
                        && matches!(array.kind, ExprKind::Decay(_)) =>
                {
                    *array
                }
                kind => Expr::new(
                    ExprKind::AddrOf(Box::new(Expr::new(kind, lv.ty, lv.span))),
                    t,
                    span,
                ),
            };
            return Ok(self.cast_to(e, ptr_ty, span));
        }
        if let Some(want) = pointee {
            self.check_typed_access(cfg, p.obj, want, span)?;
        }
        Ok(self.byte_address(base, p.offset, ptr_ty, span))
    }

    /// The global table element that holds literal `s`'s address, read
    /// at run time, so that the residual pointer is the program's own.
    fn string_home(&mut self, s: crate::core::StrId) -> Option<Expr> {
        if self.string_homes.is_none() {
            let written = crate::spec::written_globals(self.program, self.pta);
            self.string_homes = Some(crate::spec::string_homes::string_homes(
                &self.program.globals,
                &mut self.out.types,
                &written,
                self.unit,
            ));
        }
        self.string_homes.as_ref()?.get(&s).cloned()
    }

    /// A static value given for a pointer parameter (`--static p="..."`)
    /// is cmix's own copy of the object: the residual function never sees
    /// the caller's. Comparing a pointer into that copy with a run-time
    /// pointer, which may point into the caller's object (the end of the
    /// pattern a caller keeps, `p != ms->p_end`), cannot give the original's
    /// result, so it is refused, unless points-to finds the run-time
    /// pointer can only point into the copy.
    fn check_given_pointer_comparison(
        &mut self,
        cfg: &Config,
        op: crate::core::BinOp,
        a: &Expr,
        b: &Expr,
        span: Span,
    ) -> R<()> {
        use crate::core::BinOp::*;
        if !matches!(op, Eq | Ne | Lt | Le | Gt | Ge | PtrDiff) {
            return Ok(());
        }
        let f = cfg.top().func;
        let types = &self.program.types;
        if !types.is_pointer(a.ty) || !types.is_pointer(b.ty) {
            return Ok(());
        }
        for (given, other) in [(a, b), (b, a)] {
            if self.value_bt(f, given) != Bt::Static || self.value_bt(f, other) != Bt::Dynamic {
                continue;
            }
            let Value::Ptr(Some(p)) = self.eval.eval(&cfg.store, cfg.eval_frame(), given)? else {
                continue;
            };
            let Some(Object::Heap(goal, block, param)) =
                cfg.store.get(p.obj).map(|o| o.abstract_object)
            else {
                continue;
            };
            if block.0 != u32::MAX {
                continue;
            }
            // A run-time pointer computed from the copy itself (`strchr`
            // on it, an index into it) points into the copy as well.
            let copy = Object::Heap(goal, block, param);
            let targets = self.pta.expr_targets(&self.program.types, f, other);
            if !targets.is_empty() && targets.iter().all(|(o, _)| *o == copy) {
                continue;
            }
            let name = self
                .program
                .function(goal)
                .local(LocalId(param))
                .name
                .clone();
            return Err(Stop::Error(Box::new(
                Diag::error(
                    format!(
                        "this compares a pointer into the static value of `{name}` with a run-time pointer, which may point into the caller's object"
                    ),
                    span,
                )
                .with_note(format!(
                    "specialized to a value, `{name}` points to cmix's copy of it, not to the caller's object, so the comparison cannot give the original program's result"
                ))
                .with_note(format!(
                    "give the other pointer a static value too (for an end pointer, a length), or leave `{name}` dynamic"
                )),
            )));
        }
        Ok(())
    }

    /// `base + offset` bytes, as a `ptr_ty`; `base` is a pointer to a
    /// character type.
    fn pointer_from(&mut self, base: Expr, offset: i64, ptr_ty: TypeId, span: Span) -> Expr {
        if offset == 0 {
            return self.cast_to(base, ptr_ty, span);
        }
        let char_ty = self.out.types.int(IntKind::Char);
        let char_ptr = self.out.types.pointer_to(char_ty);
        let bytes = self.cast_to(base, char_ptr, span);
        let moved = self.bytes_plus(bytes, offset, span);
        self.cast_to(moved, ptr_ty, span)
    }

    /// A block allocated during specialization that residual code would
    /// reach as a `ty` through a cast: unless `ty` is a character type
    /// (which may access anything), the residual variable's declared type
    /// would not allow it (alignment, aliasing), so the block is left to
    /// run time, where `malloc` gives memory of no declared type.
    fn check_typed_access(&self, cfg: &Config, key: ObjKey, ty: TypeId, span: Span) -> R<()> {
        let types = &self.program.types;
        let character = types.is_void(ty) || types.as_int(ty).is_some_and(|k| k.size() == 1);
        let site = cfg.store.get(key).map(|o| o.abstract_object);
        match site {
            Some(site) if !character && crate::analysis::escape::is_allocation_site(site) => {
                Err(Stop::Generalize(Generalization {
                    cells: Vec::new(),
                    sites: vec![site],
                    message: format!(
                        "a block allocated at {{at}} is accessed as a `{}` where a residual \
                         variable of one type could not hold it",
                        types.type_name(ty)
                    ),
                    span: self.site_span(site).unwrap_or(span),
                }))
            }
            _ => Ok(()),
        }
    }

    /// Where allocation site `site` is.
    pub(super) fn site_span(&self, site: Object) -> Option<Span> {
        let Object::Heap(f, b, i) = site else {
            return None;
        };
        let body = self.program.function(f).body.as_ref()?;
        let block = body.blocks.get(b.index())?;
        block.stmts.get(i as usize).map(|s| s.span())
    }

    pub(super) fn cast_to(&self, e: Expr, ty: TypeId, span: Span) -> Expr {
        if e.ty == ty {
            e
        } else {
            Expr::new(ExprKind::Cast(Box::new(e)), ty, span)
        }
    }

    /// The part of `base` (of type `base_ty`) at `offset` with type `want`.
    pub(super) fn sub_lvalue(
        &mut self,
        base: Expr,
        base_ty: TypeId,
        offset: u64,
        want: TypeId,
        span: Span,
    ) -> Option<Expr> {
        let types = &self.out.types;
        if offset == 0 && types.unqualified_eq(base_ty, want) {
            return Some(base);
        }
        match types.kind(base_ty).clone() {
            // (No length: an extern array defined in a file not given.)
            TypeKind::Array(elem, n) => {
                let es = types.size_of(elem)?;
                if es == 0 || n.is_some_and(|n| offset / es >= n) {
                    return None;
                }
                let elem_ptr = self.out.types.pointer_to(elem);
                let decayed = Expr::new(ExprKind::Decay(Box::new(base)), elem_ptr, span);
                let index = index_constant(&mut self.out.types, offset / es, span);
                let item = Expr::new(
                    ExprKind::Index(Box::new(decayed), Box::new(index)),
                    elem,
                    span,
                );
                self.sub_lvalue(item, elem, offset % es, want, span)
            }
            // The union's member that has a `want` at `offset`.
            TypeKind::Struct(id) if types.struct_def(id).is_union => {
                let body = types.struct_def(id).body.clone()?;
                body.fields.iter().enumerate().find_map(|(i, field)| {
                    if field.bits.is_some() {
                        return None;
                    }
                    let member =
                        Expr::new(ExprKind::Member(Box::new(base.clone()), i), field.ty, span);
                    self.sub_lvalue(member, field.ty, offset, want, span)
                })
            }
            TypeKind::Struct(id) => {
                let body = types.struct_def(id).body.clone()?;
                let (i, field) = body.fields.iter().enumerate().rev().find(|(_, f)| {
                    let size = types.size_of(f.ty).unwrap_or(0);
                    f.bits.is_none() && f.offset <= offset && offset < f.offset + size.max(1)
                })?;
                let member = Expr::new(ExprKind::Member(Box::new(base), i), field.ty, span);
                self.sub_lvalue(member, field.ty, offset - field.offset, want, span)
            }
            _ => None,
        }
    }
}

/// An initializer reproducing `bytes` for an object of type `ty` (char
/// arrays as bytes, other types element by element where they are
/// integers; anything else starts as zero).
pub(super) fn bytes_init(
    types: &crate::types::TypeTable,
    ty: TypeId,
    bytes: &[u8],
) -> Option<Init> {
    if bytes.iter().all(|b| *b == 0) {
        return None;
    }
    match types.kind(ty) {
        TypeKind::Array(elem, _)
            if matches!(
                types.as_int(*elem),
                Some(IntKind::Char | IntKind::SChar | IntKind::UChar)
            ) =>
        {
            Some(Init::Bytes(bytes.to_vec()))
        }
        TypeKind::Array(elem, _) => {
            let es = types.size_of(*elem)? as usize;
            let kind = types.as_int(*elem)?;
            let items = bytes
                .chunks(es)
                .enumerate()
                .filter(|(_, c)| c.iter().any(|b| *b != 0))
                .map(|(i, c)| {
                    let v = crate::spec::eval::int_from_bytes(kind, c);
                    (
                        i as u64,
                        Init::Scalar(Expr::new(ExprKind::IntConst(v), *elem, Span::DUMMY)),
                    )
                })
                .collect();
            Some(Init::Array(items))
        }
        TypeKind::Int(kind) => {
            let v = crate::spec::eval::int_from_bytes(*kind, bytes);
            Some(Init::Scalar(Expr::new(
                ExprKind::IntConst(v),
                ty,
                Span::DUMMY,
            )))
        }
        _ => None,
    }
}

/// Whether field `i` of struct type `ty` is an unnamed bit-field.
fn is_unnamed(program: &crate::core::Program, ty: TypeId, i: usize) -> bool {
    let TypeKind::Struct(sid) = program.types.kind(ty) else {
        return false;
    };
    program
        .types
        .struct_def(*sid)
        .body
        .as_ref()
        .and_then(|b| b.fields.get(i))
        .is_some_and(|f| f.name.starts_with(crate::types::UNNAMED_BIT_FIELD))
}

/// The integer of type `ty` at `p` whose bytes are partly set (the others
/// read as zero), or `None` if none is set or a pointer is there.
fn partly_set_integer(
    cfg: &Config,
    p: Pointer,
    ty: TypeId,
    types: &crate::types::TypeTable,
) -> Option<Value> {
    let obj = cfg.store.get(p.obj)?;
    let size = types.size_of(ty)? as usize;
    let at = usize::try_from(p.offset).ok()?;
    let init = obj.init.get(at..at + size)?;
    if !init.iter().any(|b| *b)
        || obj
            .ptrs
            .range(at as u64..(at + size) as u64)
            .next()
            .is_some()
    {
        return None;
    }
    let bytes = obj.bytes.get(at..at + size)?;
    let set: Vec<u8> = bytes
        .iter()
        .zip(init)
        .map(|(b, set)| if *set { *b } else { 0 })
        .collect();
    let kind = types.as_int(ty)?;
    Some(Value::Int(super::super::eval::int_from_bytes(kind, &set)))
}

/// Whether `e` may initialize an object of static storage duration: an
/// integer constant, or the address of a global, a string or a function
/// (indexed, offset by constants, cast).
fn is_address_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IntConst(_) | ExprKind::FuncAddr(_) => true,
        ExprKind::AddrOf(x) | ExprKind::Decay(x) => is_static_lvalue(x),
        ExprKind::Cast(x) => is_address_constant(x),
        ExprKind::Binary(crate::core::BinOp::PtrAdd | crate::core::BinOp::PtrSub, x, k) => {
            is_address_constant(x) && matches!(k.kind, ExprKind::IntConst(_))
        }
        _ => false,
    }
}

/// Whether lvalue `e` designates (part of) a global or a string at a
/// constant place.
fn is_static_lvalue(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Global(_) | ExprKind::Str(_) => true,
        ExprKind::Member(x, _) => is_static_lvalue(x),
        ExprKind::Index(base, i) => {
            is_address_constant(base) && matches!(i.kind, ExprKind::IntConst(_))
        }
        ExprKind::Deref(x) => is_address_constant(x),
        _ => false,
    }
}

/// Where `offset` falls in a nested array type `ty` (an array of arrays)
/// whose innermost elements are of type `elem`: the index among them all.
fn flat_index(
    types: &crate::types::TypeTable,
    ty: TypeId,
    elem: TypeId,
    offset: i64,
) -> Option<u64> {
    let TypeKind::Array(row, _) = types.kind(ty) else {
        return None;
    };
    if !matches!(types.kind(*row), TypeKind::Array(..)) {
        return None;
    }
    let mut leaf = *row;
    while let TypeKind::Array(inner, _) = types.kind(leaf) {
        leaf = *inner;
    }
    let es = types.size_of(leaf).filter(|s| *s > 0)?;
    let offset = u64::try_from(offset).ok()?;
    (types.unqualified_eq(leaf, elem) && offset.is_multiple_of(es)).then_some(offset / es)
}

/// For `lv` an element of a nested array (`m[1][2]`, `s.m[0][0]`): the
/// nested array (`m`, `s.m`) and the element's index among all of its
/// innermost elements. None for an element of a plain array.
fn nested_element(types: &crate::types::TypeTable, lv: &Expr) -> Option<(Expr, u64)> {
    fn element(types: &crate::types::TypeTable, e: &Expr) -> Option<(Expr, u64, u32)> {
        let ExprKind::Index(array, index) = &e.kind else {
            return None;
        };
        let (ExprKind::Decay(row), ExprKind::IntConst(i)) = (&array.kind, &index.kind) else {
            return None;
        };
        let i = u64::try_from(*i).ok()?;
        let TypeKind::Array(_, Some(n)) = types.kind(row.ty) else {
            return None;
        };
        Some(match element(types, row) {
            Some((rows, k, depth)) => (rows, k * n + i, depth + 1),
            None => ((**row).clone(), i, 1),
        })
    }
    match element(types, lv)? {
        (rows, k, depth) if depth >= 2 => Some((rows, k)),
        _ => None,
    }
}

/// An array index or pointer offset `k` as a constant: an `int` where it
/// fits (as the program would write it), else a `long` (an object of more
/// than 2 GiB).
pub(super) fn index_constant(types: &mut crate::types::TypeTable, k: u64, span: Span) -> Expr {
    let kind = if i32::try_from(k).is_ok() {
        IntKind::Int
    } else {
        IntKind::Long
    };
    Expr::new(ExprKind::IntConst(i128::from(k)), types.int(kind), span)
}
