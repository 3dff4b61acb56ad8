//! Returns during specialization: the return of the function being
//! specialized (its end-configurations, and for the goal's entry the
//! static globals written back), a return into an unfolded or static
//! call's caller, and storing a call's result.

use super::*;

/// A write-back of more statements than this is a function of its own.
const WRITE_BACK_INLINE: usize = 8;

/// Runs of at least this many numbers are copied from a constant table.
const BULK_LEAVES: usize = 16;

impl<'a> Kernel<'a> {
    /// The return of the function being specialized: records its
    /// end-configuration (the store the caller continues with).
    pub(super) fn residual_return(
        &mut self,
        mut cfg: Config,
        cur: BlockId,
        value: Option<&Expr>,
        span: Span,
    ) -> R<()> {
        let value = match value {
            Some(v) => Some(self.reduce(&cfg, v)?),
            None => None,
        };
        if self.build().is_entry {
            self.write_back(&cfg, span)?;
        }
        self.terminate(cur, Terminator::Return { value, span });
        let act = cfg.top().activation;
        self.drop_activation(&mut cfg.store, act);
        let build = self.build();
        debug_assert_eq!(act, build.activation);
        let k = match build.ends.iter().position(|e| same_store(e, &cfg.store)) {
            Some(k) => k,
            None => {
                build.ends.push(cfg.store);
                build.ends.len() - 1
            }
        };
        build.returns.push((cur, k));
        Ok(())
    }

    /// At a return of the goal: the static globals it set whose value at
    /// the call was unknown are assigned their final values, so that the
    /// residual goal leaves them as the original does.
    pub(super) fn write_back(&mut self, cfg: &Config, span: Span) -> R<()> {
        // Returns that leave the globals alike share one write-back: a
        // search loop that returns from any of its iterations after
        // filling a big table would repeat the table at each.
        let key = self.write_back_key(cfg);
        if let Some(done) = key.as_ref().and_then(|k| self.write_backs.get(k)) {
            self.prelude.extend(done.iter().cloned());
            return Ok(());
        }
        let start = self.prelude.len();
        self.write_back_stores(cfg, span)?;
        let Some(key) = key else {
            return Ok(());
        };
        if self.prelude.len() - start > WRITE_BACK_INLINE {
            let stores = self.prelude.split_off(start);
            let f = self.write_back_function(stores, span);
            self.prelude.push(Stmt::Call {
                dest: None,
                callee: f,
                args: Vec::new(),
                span,
            });
        }
        self.write_backs.insert(key, self.prelude[start..].to_vec());
        Ok(())
    }

    /// What the write-back at a return depends on: the versions of the
    /// globals written back (`None`: one holds a pointer, whose residual
    /// form depends on more than the global, so nothing is shared).
    fn write_back_key(&self, cfg: &Config) -> Option<Vec<(GlobalId, Option<u64>)>> {
        self.entry_unknown
            .iter()
            .map(|(g, _)| *g)
            .chain(self.entry_given.iter().map(|(g, _)| *g))
            .map(|g| match cfg.store.get(ObjKey::Global(g)) {
                Some(obj) if !obj.ptrs.is_empty() => None,
                obj => Some((g, obj.map(|o| o.version()))),
            })
            .collect()
    }

    /// The parts of the objects made for the static values (a compound
    /// literal `(char[]){"hello"}` that a given struct points to) that the
    /// goal changed: whole leaves, bit-field units and padding bytes where
    /// a byte differs from its value at the entry. The residual program
    /// defines those objects with their values at the entry.
    fn given_changes(&self, cfg: &Config) -> Vec<(GlobalId, Vec<(u64, u64)>)> {
        let types = &self.program.types;
        let mut out = Vec::new();
        for (g, before) in &self.entry_given {
            let Some(now) = cfg.store.get(ObjKey::Global(*g)) else {
                continue;
            };
            if now.version() == before.version() {
                continue;
            }
            let changed = |at: u64| {
                let at = at as usize;
                now.bytes.get(at) != before.bytes.get(at) || now.init.get(at) != before.init.get(at)
            };
            let ty = self.program.global(*g).ty;
            let size = types.size_of(ty).unwrap_or(0);
            let mut ranges: Vec<(u64, u64)> =
                crate::spec::layout::scalars_within(types, ty, 0, size)
                    .into_iter()
                    .map(|(at, t)| (at, types.size_of(t).unwrap_or(0)))
                    .chain(
                        crate::spec::layout::bit_fields_within(types, ty, 0, size)
                            .into_iter()
                            .map(|f| (f.unit_at, u64::from(f.bits.unit))),
                    )
                    .chain(
                        (0..size)
                            .filter(|at| crate::spec::layout::is_padding(types, ty, *at))
                            .map(|at| (at, 1)),
                    )
                    .filter(|(at, len)| (*at..at + len).any(changed))
                    .collect();
            if ranges.is_empty() {
                continue;
            }
            ranges.sort_unstable();
            ranges.dedup();
            out.push((*g, ranges));
        }
        out
    }

    /// A residual function of `stores` (assignments of constants to
    /// globals), for the returns that leave the globals alike to call.
    fn write_back_function(&mut self, stores: Vec<Stmt>, span: Span) -> FuncId {
        let void = self.out.types.void();
        let ty = self.out.types.mk(TypeKind::Function(FuncSig {
            ret: void,
            params: Vec::new(),
            variadic: false,
            prototyped: true,
        }));
        let name = self.fresh_function_name("write_back");
        self.out.functions.push(Function {
            body: Some(Body {
                blocks: vec![Block {
                    stmts: stores,
                    term: Terminator::Return { value: None, span },
                    label: None,
                    address_taken: false,
                }],
            }),
            comment: Some("the globals as the goal leaves them".to_string()),
            ..Function::made(name, ty, Linkage::Internal, span)
        });
        FuncId(self.out.functions.len() as u32 - 1)
    }

    fn write_back_stores(&mut self, cfg: &Config, span: Span) -> R<()> {
        let types = &self.program.types;
        let mut globals = self.entry_unknown.clone();
        globals.extend(self.given_changes(cfg));
        for (g, ranges) in globals {
            let ty = self.program.global(g).ty;
            let mut leaves: Vec<(u64, TypeId)> = ranges
                .iter()
                .flat_map(|(at, len)| crate::spec::layout::scalars_within(types, ty, *at, *len))
                .collect();
            // Widest first at each offset; a union's members overlap, so
            // each byte is written by one store only, and bytes of a union
            // no member covers exactly (`c` and `st.t` around a `short`),
            // and padding a `memcpy` or `memset` set, are written one by
            // one.
            leaves.sort_unstable_by_key(|(at, t)| (*at, std::cmp::Reverse(types.size_of(*t))));
            leaves.dedup();
            // Per byte of the global: stored by a member already.
            let mut covered = vec![false; types.size_of(ty).unwrap_or(0) as usize];
            let is_covered = |covered: &[bool], at: u64, size: u64| {
                (at..at + size).any(|b| covered.get(b as usize).copied().unwrap_or(false))
            };
            // The leaves to store, with their values.
            let mut chosen: Vec<(u64, u64, TypeId, Value)> = Vec::new();
            for (at, leaf_ty) in leaves {
                let size = types.size_of(leaf_ty).unwrap_or(0);
                if is_covered(&covered, at, size) {
                    continue;
                }
                let path = crate::spec::layout::path_at(types, ty, at);
                if self.bts.cell(&(Object::Global(g), path)) != Bt::Static {
                    continue;
                }
                let place = Pointer {
                    obj: ObjKey::Global(g),
                    offset: at as i64,
                };
                // Not set by the goal: the residual global already holds it.
                let Ok(v) = self.eval.load(&cfg.store, place, leaf_ty, span) else {
                    continue;
                };
                chosen.push((at, size, leaf_ty, v));
                for b in at..at + size {
                    if let Some(c) = covered.get_mut(b as usize) {
                        *c = true;
                    }
                }
            }
            // Long runs of numbers, one right after the other, are copied
            // from a constant table; the rest are assigned one by one.
            let mut i = 0;
            while i < chosen.len() {
                let is_number = |t: TypeId| types.is_integer(t) || types.is_floating(t);
                let mut end = i;
                while end < chosen.len()
                    && is_number(chosen[end].2)
                    && (end == i || chosen[end].0 == chosen[end - 1].0 + chosen[end - 1].1)
                {
                    end += 1;
                }
                if end - i >= BULK_LEAVES {
                    let lo = chosen[i].0;
                    let hi = chosen[end - 1].0 + chosen[end - 1].1;
                    let place = Pointer {
                        obj: ObjKey::Global(g),
                        offset: lo as i64,
                    };
                    if let Ok(bytes) = cfg.store.read_bytes(place, hi - lo) {
                        let stmt = self.bulk_store(g, lo, bytes.to_vec(), span)?;
                        self.prelude.push(stmt);
                        i = end;
                        continue;
                    }
                }
                for (at, _, leaf_ty, v) in &chosen[i..end.max(i + 1)] {
                    let whole = Expr::new(ExprKind::Global(g), ty, span);
                    let Some(lhs) = self.sub_lvalue(whole, ty, *at, *leaf_ty, span) else {
                        continue;
                    };
                    let rhs = self.lift(cfg, v, *leaf_ty, span)?;
                    self.prelude.push(Stmt::Assign { lhs, rhs, span });
                }
                i = end.max(i + 1);
            }
            self.bit_field_stores(cfg, g, &ranges, &mut covered, span)?;
            for (lo, len) in &ranges {
                for at in *lo..lo + len {
                    if is_covered(&covered, at, 1)
                        || !crate::spec::layout::in_union_or_padding(&self.program.types, ty, at)
                    {
                        continue;
                    }
                    let place = Pointer {
                        obj: ObjKey::Global(g),
                        offset: at as i64,
                    };
                    let Ok(byte) = cfg.store.read_bytes(place, 1).map(|b| b[0]) else {
                        continue;
                    };
                    let stmt = self.byte_store(g, at, byte, span);
                    self.prelude.push(stmt);
                    if let Some(c) = covered.get_mut(at as usize) {
                        *c = true;
                    }
                }
            }
        }
        Ok(())
    }

    /// The bit-fields of global `g` within `ranges`, as the goal leaves
    /// them. A byte holding only static ones (and unnamed or unused bits),
    /// all known, is stored whole, so that a `memset` reaches the bits no
    /// name covers; the others each by its own assignment, which keeps the
    /// other bits of its bytes, perhaps run-time ones. (Bits the goal set
    /// in part of a byte whose other bits were unknown became dynamic:
    /// `Evaluator::store_bits`.) `covered`: the bytes stored already.
    fn bit_field_stores(
        &mut self,
        cfg: &Config,
        g: GlobalId,
        ranges: &[(u64, u64)],
        covered: &mut [bool],
        span: Span,
    ) -> R<()> {
        let types = &self.program.types;
        let ty = self.program.global(g).ty;
        let mut fields: Vec<crate::spec::layout::BitFieldAt> = ranges
            .iter()
            .flat_map(|(at, len)| crate::spec::layout::bit_fields_within(types, ty, *at, *len))
            .collect();
        fields.sort_by_key(|f| (f.unit_at, f.bits.bit));
        fields.dedup_by_key(|f| (f.unit_at, f.bits.bit));
        let field_bytes = |f: &crate::spec::layout::BitFieldAt| {
            let (first, len) = crate::spec::eval::bit_field_bytes(f.bits);
            f.unit_at + first..f.unit_at + first + len
        };
        let is_static = |f: &crate::spec::layout::BitFieldAt| {
            self.bts.cell(&(Object::Global(g), f.path.clone())) == Bt::Static
        };
        // Per byte of the global: in `ranges`; holding a named run-time
        // bit-field's bits (so never stored whole).
        let size = covered.len();
        let mut in_ranges = vec![false; size];
        for (lo, len) in ranges {
            for at in *lo..(lo + len).min(size as u64) {
                in_ranges[at as usize] = true;
            }
        }
        let mut runtime_bits = vec![false; size];
        for f in fields.iter().filter(|f| f.named && !is_static(f)) {
            for at in field_bytes(f) {
                if let Some(b) = runtime_bits.get_mut(at as usize) {
                    *b = true;
                }
            }
        }
        let mut unit_bytes: Vec<u64> = fields
            .iter()
            .flat_map(|f| f.unit_at..f.unit_at + u64::from(f.bits.unit))
            .filter(|at| in_ranges.get(*at as usize).copied().unwrap_or(false))
            .collect();
        unit_bytes.sort_unstable();
        unit_bytes.dedup();
        let at_byte = |bytes: &[bool], at: u64| bytes.get(at as usize).copied().unwrap_or(false);
        let mut whole_bytes = Vec::new();
        for at in unit_bytes {
            if at_byte(covered, at) || at_byte(&runtime_bits, at) {
                continue;
            }
            let place = Pointer {
                obj: ObjKey::Global(g),
                offset: at as i64,
            };
            if let Ok(byte) = cfg.store.read_bytes(place, 1).map(|b| b[0]) {
                whole_bytes.push((at, byte));
            }
        }
        for (at, byte) in whole_bytes {
            let stmt = self.byte_store(g, at, byte, span);
            self.prelude.push(stmt);
            if let Some(c) = covered.get_mut(at as usize) {
                *c = true;
            }
        }
        for field in fields {
            if !field.named
                || field_bytes(&field).all(|at| at_byte(covered, at))
                || self.bts.cell(&(Object::Global(g), field.path.clone())) != Bt::Static
            {
                continue;
            }
            let unit = Pointer {
                obj: ObjKey::Global(g),
                offset: field.unit_at as i64,
            };
            let Ok(v) = self
                .eval
                .load_bits(&cfg.store, unit, field.bits, field.ty, span)
            else {
                continue;
            };
            let whole = Expr::new(ExprKind::Global(g), ty, span);
            let Some(base) = self.sub_lvalue(whole, ty, field.struct_at, field.struct_ty, span)
            else {
                continue;
            };
            let lhs = Expr::new(
                ExprKind::Member(Box::new(base), field.field),
                field.ty,
                span,
            );
            let rhs = self.lift(cfg, &v, field.ty, span)?;
            self.prelude.push(Stmt::Assign { lhs, rhs, span });
        }
        Ok(())
    }

    /// `(unsigned char *)&g`, and the `unsigned char` type.
    fn bytes_of_global(&mut self, g: GlobalId, span: Span) -> (Expr, TypeId) {
        let ty = self.program.global(g).ty;
        let types = &mut self.out.types;
        let uchar = types.int(IntKind::UChar);
        let bytes_ptr = types.pointer_to(uchar);
        let object_ptr = types.pointer_to(ty);
        let whole = Expr::new(ExprKind::Global(g), ty, span);
        let address = Expr::new(ExprKind::AddrOf(Box::new(whole)), object_ptr, span);
        (
            Expr::new(ExprKind::Cast(Box::new(address)), bytes_ptr, span),
            uchar,
        )
    }

    /// `__builtin_memcpy((unsigned char *)&g + at, TABLE, n);` with
    /// `TABLE` a constant array of `bytes`.
    fn bulk_store(&mut self, g: GlobalId, at: u64, bytes: Vec<u8>, span: Span) -> R<Stmt> {
        let name = format!("{}_final", self.program.global(g).name);
        let (base, uchar) = self.bytes_of_global(g, span);
        let const_uchar = self.const_element(uchar);
        let len = bytes.len() as u64;
        let table = self.constant_table(const_uchar, len, bytes, &name, span)?;
        let types = &mut self.out.types;
        let void = types.void();
        let void_ptr = types.pointer_to(void);
        let const_void = types.add_quals(
            void,
            crate::types::Quals {
                is_const: true,
                ..crate::types::Quals::NONE
            },
        );
        let const_void_ptr = types.pointer_to(const_void);
        let long = types.int(IntKind::Long);
        let ulong = types.int(IntKind::ULong);
        let offset = Expr::new(ExprKind::IntConst(i128::from(at)), long, span);
        let bytes_ptr = base.ty;
        let target = Expr::new(
            ExprKind::Binary(crate::core::BinOp::PtrAdd, Box::new(base), Box::new(offset)),
            bytes_ptr,
            span,
        );
        let memcpy = self.library_function_with(
            "__builtin_memcpy",
            void_ptr,
            vec![void_ptr, const_void_ptr, ulong],
            true,
        );
        Ok(Stmt::Call {
            dest: None,
            callee: memcpy,
            args: vec![
                Expr::new(ExprKind::Cast(Box::new(target)), void_ptr, span),
                Expr::new(ExprKind::Cast(Box::new(table)), const_void_ptr, span),
                Expr::new(ExprKind::IntConst(i128::from(len)), ulong, span),
            ],
            span,
        })
    }

    /// `((unsigned char *)&g)[at] = byte;`
    fn byte_store(&mut self, g: GlobalId, at: u64, byte: u8, span: Span) -> Stmt {
        let (base, uchar) = self.bytes_of_global(g, span);
        let long = self.out.types.int(IntKind::Long);
        let index = Expr::new(ExprKind::IntConst(i128::from(at)), long, span);
        Stmt::Assign {
            lhs: Expr::new(
                ExprKind::Index(Box::new(base), Box::new(index)),
                uchar,
                span,
            ),
            rhs: Expr::new(ExprKind::IntConst(i128::from(byte)), uchar, span),
            span,
        }
    }

    /// Returns from an unfolded or static call to the caller's frame.
    pub(super) fn return_to_caller(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        value: Option<&Expr>,
        span: Span,
    ) -> R<()> {
        let top = cfg.top().clone();
        let result = match value {
            None => None,
            Some(v) => Some(if self.value_bt(top.func, v) == Bt::Static {
                Err(self.eval.eval(&cfg.store, cfg.eval_frame(), v)?)
            } else {
                Ok(self.reduce(cfg, v)?)
            }),
        };
        // A struct with static and dynamic parts: the residual return
        // copies the dynamic ones, its static ones are copied here (as an
        // assignment of such a struct does).
        let types = &self.program.types;
        let static_parts = match value {
            Some(v)
                if matches!(result, Some(Ok(_)))
                    && !types.is_scalar(v.ty)
                    && !types.is_runtime_only(v.ty)
                    && self.address_bt(top.func, v) == Bt::Static =>
            {
                self.eval.eval(&cfg.store, cfg.eval_frame(), v).ok()
            }
            _ => None,
        };
        cfg.frames.pop();
        self.drop_activation(&mut cfg.store, top.activation);
        let caller = cfg.top().clone();
        let Some(body) = &self.program.function(caller.func).body else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "caller without body",
                span,
            ))));
        };
        let Stmt::Call { dest, .. } = &body.block(caller.block).stmts[caller.index] else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "return to a non-call",
                span,
            ))));
        };
        if let (Some(dest), Some(result)) = (dest, result) {
            self.assign_result(cfg, cur, dest, result, span)?;
            if let Some(parts) = static_parts
                && self.address_bt(caller.func, dest) == Bt::Static
            {
                let p = self.eval.place(&cfg.store, cfg.eval_frame(), dest)?;
                self.eval.store(&mut cfg.store, p, dest.ty, &parts, span)?;
            }
        }
        cfg.top_mut().index += 1;
        Ok(())
    }

    /// Stores a call's result (static value or residual expression).
    pub(super) fn assign_result(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        dest: &Expr,
        result: Result<Expr, Value>,
        span: Span,
    ) -> R<()> {
        let f = cfg.top().func;
        let dest_static =
            self.value_bt(f, dest) == Bt::Static && self.address_bt(f, dest) == Bt::Static;
        match result {
            Err(v) if dest_static => {
                let frame = cfg.eval_frame();
                self.eval.assign(&mut cfg.store, frame, dest, &v, span)?;
            }
            Err(v) if !self.program.types.is_scalar(dest.ty) => {
                // A static struct or union result into a run-time variable:
                // member by member, from a scratch copy of the value.
                let lhs = self.reduce_lvalue(cfg, dest)?;
                let size = self.eval.size_of(dest.ty, span)?;
                let key = ObjKey::Heap(self.next_heap);
                self.next_heap += 1;
                cfg.store
                    .insert(key, Obj::new(size, Some(dest.ty), Object::Unknown));
                let at = Pointer {
                    obj: key,
                    offset: 0,
                };
                let flushed = self
                    .eval
                    .store(&mut cfg.store, at, dest.ty, &v, span)
                    .map_err(Stop::Error)
                    .and_then(|()| self.flush_whole(cfg, lhs, at, dest.ty, span));
                cfg.store.remove(key);
                flushed?;
                self.drain_prelude(cur);
            }
            Err(v) => {
                let lhs = self.reduce_lvalue(cfg, dest)?;
                let rhs = self.lift(cfg, &v, dest.ty, span)?;
                self.emit(cur, Stmt::Assign { lhs, rhs, span })?;
            }
            Ok(e) => {
                let lhs = self.reduce_lvalue(cfg, dest)?;
                self.emit(cur, Stmt::Assign { lhs, rhs: e, span })?;
            }
        }
        Ok(())
    }
}
