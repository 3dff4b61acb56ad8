//! An independent checker of the division: walks the two-level program and
//! verifies the well-annotatedness rules (reference book figure 11.3, plus
//! our extensions), recomputing expression binding times from the cells'
//! binding times alone rather than trusting the solver's keys.
//!
//! Checked:
//! - a static statement reads only static values and writes only static
//!   cells; a dynamic assignment writes only dynamic cells;
//! - a static branch tests a static value;
//! - a static call runs a non-residual function (or a pure library function)
//!   on static arguments; a residual call's result cells are dynamic; a
//!   dynamic library call gets dynamic pointers, but for the C strings it
//!   only reads, which may point to cells that are all static;
//! - a function with a dynamic statement is residual, and a residual
//!   function that is not unfolded has dynamic returns and result;
//! - a dynamic pointer cell points only to dynamic cells;
//! - no static cell other than the function's own locals is written where
//!   the analysis suspends such writes (loops with a dynamic exit, calls
//!   from them, recursion under dynamic control);
//! - lifts apply to arithmetic values only.

use super::bta::{Bt, CallKind, Cell, Division};
use super::points_to::{Object, PointsTo, extend, leaf_paths};
use crate::core::{BlockId, Body, Expr, ExprKind, FuncId, Program, Stmt, Terminator};

/// Returns the first violated rule, described.
pub fn check(program: &Program, pta: &PointsTo, division: &Division) -> Result<(), String> {
    let checker = Checker {
        program,
        pta,
        division,
    };
    for (i, f) in program.functions.iter().enumerate() {
        let fid = FuncId(i as u32);
        let Some(body) = &f.body else { continue };
        if !division.is_reached(fid) {
            continue;
        }
        checker
            .function(fid, body)
            .map_err(|e| format!("in `{}`: {e}", f.name))?;
    }
    checker.suspended_writes()?;
    checker.pointers()
}

/// Binding times of expressions, recomputed from the cells' binding times
/// the way the checker does; the specialization kernel asks it which parts
/// of a dynamic expression it can compute.
pub struct ExprBts<'a> {
    checker: Checker<'a>,
}

impl<'a> ExprBts<'a> {
    pub fn new(program: &'a Program, pta: &'a PointsTo, division: &'a Division) -> ExprBts<'a> {
        ExprBts {
            checker: Checker {
                program,
                pta,
                division,
            },
        }
    }

    pub fn value(&self, f: FuncId, e: &Expr) -> Bt {
        self.checker.value(f, e)
    }

    pub fn address(&self, f: FuncId, e: &Expr) -> Bt {
        self.checker.address(f, e)
    }

    pub fn cell(&self, c: &Cell) -> Bt {
        self.checker.cell(c)
    }
}

struct Checker<'a> {
    program: &'a Program,
    pta: &'a PointsTo,
    division: &'a Division,
}

impl<'a> Checker<'a> {
    fn cell(&self, c: &Cell) -> Bt {
        if c.0 == Object::Unknown {
            return Bt::Dynamic;
        }
        // A cell is dynamic if it or any enclosing aggregate is.
        for n in 0..=c.1.len() {
            if self.division.cell(&(c.0, c.1[..n].to_vec())) == Bt::Dynamic {
                return Bt::Dynamic;
            }
        }
        Bt::Static
    }

    fn join(a: Bt, b: Bt) -> Bt {
        if a == Bt::Dynamic || b == Bt::Dynamic {
            Bt::Dynamic
        } else {
            Bt::Static
        }
    }

    fn address(&self, f: FuncId, e: &Expr) -> Bt {
        match &e.kind {
            ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Str(_) => Bt::Static,
            ExprKind::Deref(p) => self.value(f, p),
            ExprKind::Index(p, i) => Self::join(self.value(f, p), self.value(f, i)),
            ExprKind::Member(base, _) => self.address(f, base),
            _ => self.value(f, e),
        }
    }

    fn value(&self, f: FuncId, e: &Expr) -> Bt {
        let types = &self.program.types;
        if types.is_runtime_only(e.ty) || self.division.float_arithmetic_is_dynamic(types, e) {
            return Bt::Dynamic;
        }
        if let ExprKind::FuncAddr(g) = e.kind
            && self.program.function(g).weak
        {
            return Bt::Dynamic;
        }
        match &e.kind {
            ExprKind::IntConst(_)
            | ExprKind::FloatConst(..)
            | ExprKind::Str(_)
            | ExprKind::FuncAddr(_)
            | ExprKind::LabelAddr(..) => Bt::Static,
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                if types.quals(e.ty).is_shared() {
                    return Bt::Dynamic;
                }
                let mut bt = self.address(f, e);
                for (leaf, _) in leaf_paths(&self.program.types, e.ty) {
                    for place in self.pta.expr_places(types, f, e) {
                        bt = Self::join(bt, self.cell(&extend(&place, &leaf)));
                    }
                }
                // A number read from a cell with fields reads their bytes.
                if types.is_arithmetic(e.ty)
                    && self
                        .pta
                        .expr_places(types, f, e)
                        .iter()
                        .any(|place| self.division.dynamic_below(place))
                {
                    bt = Bt::Dynamic;
                }
                bt
            }
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => self.address(f, x),
            ExprKind::Unary(_, x) => self.value(f, x),
            ExprKind::Cast(x) => {
                if types.is_pointer(e.ty)
                    && !types.is_pointer(x.ty)
                    && !matches!(x.kind, ExprKind::IntConst(0))
                {
                    return Bt::Dynamic;
                }
                if types.is_pointer(x.ty) && super::bta::is_address_number(types, e.ty) {
                    return Bt::Dynamic;
                }
                self.value(f, x)
            }
            ExprKind::Binary(_, a, b) => Self::join(self.value(f, a), self.value(f, b)),
        }
    }

    /// The leaf cells an lvalue designates.
    fn targets(&self, f: FuncId, e: &Expr) -> Vec<Cell> {
        let mut out = Vec::new();
        for place in self.pta.expr_places(&self.program.types, f, e) {
            for (leaf, _) in leaf_paths(&self.program.types, e.ty) {
                out.push(extend(&place, &leaf));
            }
        }
        out
    }

    fn function(&self, f: FuncId, body: &Body) -> Result<(), String> {
        let residual = self.division.is_residual(f);
        let unfolded = self.division.is_unfolded(f);
        let mut any_dynamic = false;
        for (b, block) in body.blocks.iter().enumerate() {
            let bid = BlockId(b as u32);
            for (i, stmt) in block.stmts.iter().enumerate() {
                let bt = self.division.statement(f, bid, i);
                any_dynamic |= bt == Bt::Dynamic;
                self.stmt(f, bid, i, stmt, bt)
                    .map_err(|e| format!("L{b}, statement {i}: {e}"))?;
            }
            let bt = self.division.terminator(f, bid);
            any_dynamic |= bt == Bt::Dynamic;
            match &block.term {
                Terminator::If { cond: v, .. }
                | Terminator::Switch { scrutinee: v, .. }
                | Terminator::IndirectGoto { target: v, .. }
                    if bt == Bt::Static && self.value(f, v) == Bt::Dynamic =>
                {
                    return Err(format!("L{b}: static branch on a dynamic value"));
                }
                Terminator::IndirectGoto { .. }
                    if bt == Bt::Dynamic && !self.division.is_trick(f, bid, block.stmts.len()) =>
                {
                    let function = self.program.function(f);
                    for (l, local) in function.locals.iter().enumerate() {
                        let cell = (Object::Local(f, crate::core::LocalId(l as u32)), Vec::new());
                        for (path, _) in leaf_paths(&self.program.types, local.ty) {
                            if self.cell(&extend(&cell, &path)) == Bt::Static {
                                return Err(format!(
                                    "L{b}: a run-time computed goto leaves local {} static",
                                    local.name
                                ));
                            }
                        }
                    }
                }
                Terminator::Return { .. } if residual && !unfolded && bt == Bt::Static => {
                    return Err(format!("L{b}: static return in a residual function"));
                }
                Terminator::Return { value: Some(v), .. }
                    if bt == Bt::Static && self.value(f, v) == Bt::Dynamic =>
                {
                    return Err(format!("L{b}: static return of a dynamic value"));
                }
                _ => {}
            }
        }
        if any_dynamic && !residual {
            return Err("has dynamic statements but is not residual".into());
        }
        if residual && !unfolded && self.cell(&(Object::Return(f), Vec::new())) == Bt::Static {
            return Err("residual but its result is static".into());
        }
        Ok(())
    }

    fn stmt(&self, f: FuncId, b: BlockId, i: usize, stmt: &Stmt, bt: Bt) -> Result<(), String> {
        let types = &self.program.types;
        match stmt {
            Stmt::Assign { lhs, rhs, .. } => {
                let targets = self.targets(f, lhs);
                if bt == Bt::Static {
                    // A trick assigns each value the data read may hold.
                    let rhs_dynamic =
                        self.value(f, rhs) == Bt::Dynamic && !self.division.is_trick(f, b, i);
                    if rhs_dynamic || self.address(f, lhs) == Bt::Dynamic {
                        return Err("static assignment of a dynamic value".into());
                    }
                    if let Some(t) = targets.iter().find(|t| self.cell(t) == Bt::Dynamic) {
                        return Err(format!("static assignment to dynamic cell {t:?}"));
                    }
                } else if types.is_scalar(lhs.ty) {
                    // A string literal is never written (undefined
                    // behaviour): its cells stay static whatever may
                    // point there.
                    if let Some(t) = targets
                        .iter()
                        .find(|t| self.cell(t) == Bt::Static && !matches!(t.0, Object::Str(_)))
                    {
                        return Err(format!("dynamic assignment to static cell {t:?}"));
                    }
                } else {
                    // An aggregate copy is split by field: a static field may
                    // only receive a static one.
                    self.aggregate_copy(f, lhs, rhs)?;
                }
                if self.division.is_lifted(f, b, i, 0) && !types.is_arithmetic(rhs.ty) {
                    return Err("lift of a non-arithmetic value".into());
                }
            }
            Stmt::Zero { lhs, .. } => {
                let targets = self.targets(f, lhs);
                let want = bt;
                if let Some(t) = targets.iter().find(|t| {
                    let c = self.cell(t);
                    want == Bt::Static && c == Bt::Dynamic
                }) {
                    return Err(format!("static zeroing of dynamic cell {t:?}"));
                }
            }
            Stmt::Eval { expr, .. } => {
                if bt == Bt::Static && self.value(f, expr) == Bt::Dynamic {
                    return Err("static evaluation of a dynamic value".into());
                }
            }
            Stmt::Call {
                dest, callee, args, ..
            } => {
                let target = self.program.function(*callee);
                let kind = self.division.call(f, b, i);
                let dest_cells = dest
                    .as_ref()
                    .map(|d| self.targets(f, d))
                    .unwrap_or_default();
                if target.indirect {
                    return self.indirect_call(f, (b, i), bt, &dest_cells, args);
                }
                match kind {
                    Some(CallKind::Static) | None => {
                        if bt == Bt::Dynamic {
                            return Err("a dynamic call marked static".into());
                        }
                        if target.body.is_some() && self.division.is_residual(*callee) {
                            return Err(format!("static call of residual `{}`", target.name));
                        }
                        if args.iter().any(|a| self.value(f, a) == Bt::Dynamic) {
                            return Err(format!(
                                "static call of `{}` with a dynamic argument",
                                target.name
                            ));
                        }
                        // `free` reads nothing through its pointer.
                        if target.body.is_none() && target.name != "free" {
                            for a in args.iter().filter(|a| types.is_pointer(a.ty)) {
                                for t in self.pta.expr_targets(types, f, a) {
                                    if self.cell(&t) == Bt::Dynamic {
                                        return Err(format!(
                                            "static call of `{}` reads dynamic cell {t:?}",
                                            target.name
                                        ));
                                    }
                                }
                            }
                        }
                        let pointer_result = dest.as_ref().is_some_and(|d| types.is_pointer(d.ty));
                        if pointer_result && dest_cells.iter().any(|c| self.cell(c) == Bt::Dynamic)
                        {
                            return Err("static pointer result stored in a dynamic cell".into());
                        }
                    }
                    Some(CallKind::Residual | CallKind::RecursiveResidual) => {
                        if let Some(c) = dest_cells.iter().find(|c| self.cell(c) == Bt::Static) {
                            return Err(format!(
                                "residual call result stored in static cell {c:?}"
                            ));
                        }
                        // va_start's second argument only names a parameter.
                        let va = crate::core::VA_BUILTINS.contains(&target.name.as_str());
                        if target.body.is_none() && !va {
                            let reads = self.division.string_reads(f, b, i);
                            for (n, a) in args.iter().enumerate() {
                                if !types.is_pointer(a.ty) {
                                    continue;
                                }
                                for t in self.pta.expr_targets(types, f, a) {
                                    // Read as a string: a static cell is
                                    // copied, all of it static.
                                    if reads.contains(&n) {
                                        if self.cell(&t) == Bt::Static
                                            && self.division.dynamic_below(&t)
                                        {
                                            return Err(format!(
                                                "residual library call `{}` reads a partly static object {t:?} as a string",
                                                target.name
                                            ));
                                        }
                                        continue;
                                    }
                                    if self.cell(&t) == Bt::Static
                                        && !crate::analysis::bta::is_read_only(self.program, &t.0)
                                    {
                                        return Err(format!(
                                            "residual library call `{}` given static cell {t:?}",
                                            target.name
                                        ));
                                    }
                                }
                            }
                        }
                    }
                    Some(CallKind::Unfold) => {
                        if !self.division.is_unfolded(*callee) {
                            return Err(format!("unfolded call of `{}`", target.name));
                        }
                    }
                }
                for (n, a) in args.iter().enumerate() {
                    if self.division.is_lifted(f, b, i, n) && !types.is_arithmetic(a.ty) {
                        return Err("lift of a non-arithmetic argument".into());
                    }
                }
            }
        }
        Ok(())
    }

    /// A call through the pointer `args[0]`: static, it runs the function
    /// the pointer holds; dynamic with a static pointer, it is that
    /// function's call of the kind `dispatch` gives; with a dynamic
    /// pointer, a run-time call of runtime-callable functions, given
    /// run-time data.
    fn indirect_call(
        &self,
        f: FuncId,
        (b, i): (BlockId, usize),
        bt: Bt,
        dest_cells: &[Cell],
        args: &[Expr],
    ) -> Result<(), String> {
        let types = &self.program.types;
        let Some((pointer, rest)) = args.split_first() else {
            return Err("a call through a pointer without the pointer".into());
        };
        let pointer_bt = self.value(f, pointer);
        let targets = self.pta.indirect_targets(f, b, i);
        if bt == Bt::Static {
            if pointer_bt == Bt::Dynamic || targets.unknown {
                return Err("a static call through a dynamic pointer".into());
            }
            if rest.iter().any(|a| self.value(f, a) == Bt::Dynamic) {
                return Err("a static call through a pointer with a dynamic argument".into());
            }
            for g in &targets.functions {
                let target = self.program.function(*g);
                if target.body.is_none() || self.division.is_residual(*g) {
                    return Err(format!(
                        "a static call through a pointer of residual `{}`",
                        target.name
                    ));
                }
            }
            return Ok(());
        }
        let run_time = pointer_bt == Bt::Dynamic || targets.unknown;
        let mut residual_result = run_time;
        let mut given_to_run_time = run_time;
        for g in &targets.functions {
            let target = self.program.function(*g);
            if run_time && target.body.is_some() && !self.division.is_runtime_callable(*g) {
                return Err(format!(
                    "`{}` is called through a dynamic pointer but is not runtime-callable",
                    target.name
                ));
            }
            match self.division.dispatch(f, b, i, *g) {
                Some(CallKind::Unfold) => {
                    if !self.division.is_unfolded(*g) {
                        return Err(format!("unfolded call of `{}`", target.name));
                    }
                }
                Some(CallKind::Residual | CallKind::RecursiveResidual) => {
                    residual_result = true;
                    given_to_run_time |= target.body.is_none();
                }
                Some(CallKind::Static) | None => {
                    return Err(format!(
                        "a dynamic call through a pointer runs `{}` statically",
                        target.name
                    ));
                }
            }
        }
        if residual_result && let Some(c) = dest_cells.iter().find(|c| self.cell(c) == Bt::Static) {
            return Err(format!("residual call result stored in static cell {c:?}"));
        }
        if given_to_run_time {
            for a in rest.iter().filter(|a| types.is_pointer(a.ty)) {
                for t in self.pta.expr_targets(types, f, a) {
                    if self.cell(&t) == Bt::Static
                        && !crate::analysis::bta::is_read_only(self.program, &t.0)
                    {
                        return Err(format!(
                            "a run-time call through a pointer given static cell {t:?}"
                        ));
                    }
                }
            }
        }
        for (n, a) in args.iter().enumerate() {
            if self.division.is_lifted(f, b, i, n) && !types.is_arithmetic(a.ty) {
                return Err("lift of a non-arithmetic argument".into());
            }
        }
        Ok(())
    }

    fn aggregate_copy(&self, f: FuncId, lhs: &Expr, rhs: &Expr) -> Result<(), String> {
        let types = &self.program.types;
        let target_places = self.pta.expr_places(types, f, lhs);
        let source_places = self.pta.expr_places(types, f, rhs);
        for (leaf, _) in leaf_paths(&self.program.types, lhs.ty) {
            let source_dynamic = self.address(f, rhs) == Bt::Dynamic
                || source_places
                    .iter()
                    .any(|p| self.cell(&extend(p, &leaf)) == Bt::Dynamic);
            for p in &target_places {
                let t = extend(p, &leaf);
                if self.cell(&t) == Bt::Static && source_dynamic {
                    return Err(format!("static field {t:?} receives a dynamic value"));
                }
            }
        }
        Ok(())
    }

    /// Static cells that are not the function's own locals are not written
    /// in blocks that depend on a dynamic branch.
    /// Where the rule suspends non-local writes (dynamic loops, calls
    /// from them, recursion under dynamic control), no static cell other
    /// than the writer's own locals is written.
    fn suspended_writes(&self) -> Result<(), String> {
        let program = self.program;
        let cg = super::callgraph::CallGraph::with_pointers(program, self.pta);
        let reached: Vec<bool> = (0..program.functions.len())
            .map(|i| self.division.is_reached(FuncId(i as u32)))
            .collect();
        let scope = super::bta::SuspendedScope::compute(program, &cg, &reached, |f, b| {
            self.division.terminator(f, b) == Bt::Dynamic
        });
        let named_as_values = super::bta::functions_named_as_values(program);
        let hosts = |f: FuncId| {
            super::bta::unfolded_hosts(&cg, &|g| self.division.is_unfolded(g), &named_as_values, f)
        };
        for (i, function) in program.functions.iter().enumerate() {
            let f = FuncId(i as u32);
            let Some(body) = &function.body else { continue };
            if !reached[i] {
                continue;
            }
            for (b, block) in body.blocks.iter().enumerate() {
                if !scope.suspends(f, BlockId(b as u32)) {
                    continue;
                }
                for stmt in &block.stmts {
                    let Some(target) = stmt.written() else {
                        continue;
                    };
                    for cell in self.targets(f, target) {
                        // (An unfolded function's callers' variables are its
                        // own: its code runs in their residual functions.)
                        let own = matches!(cell.0, Object::Local(owner, _)
                            if owner == f || hosts(f).contains(&owner));
                        if !own && self.cell(&cell) == Bt::Static {
                            return Err(format!(
                                "in `{}`: L{b}: static non-local cell {cell:?} written where such writes are suspended",
                                function.name
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Dynamic pointer cells point to dynamic cells only.
    fn pointers(&self) -> Result<(), String> {
        for (cell, bt) in self.division.cells() {
            if bt == Bt::Static {
                continue;
            }
            for target in self.pta.cell_targets_of(cell) {
                if self.cell(&target) == Bt::Static
                    && !crate::analysis::bta::is_read_only(self.program, &target.0)
                {
                    return Err(format!(
                        "dynamic pointer {cell:?} points to static cell {target:?}"
                    ));
                }
            }
        }
        Ok(())
    }
}
