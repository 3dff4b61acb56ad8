//! Which globals the program writes (whole-program points-to, or a
//! cruder syntactic answer when it outgrows its budget): those start
//! unknown at a goal other than `main`.

use super::*;

/// Globals any statement of the program may write, directly, through a
/// pointer, or by passing their address to a library function.
pub(crate) fn written_globals(program: &Program, pta: &PointsTo) -> HashSet<GlobalId> {
    globals_of(written_global_cells(program, pta))
}

/// The most points-to facts the whole-program analysis of
/// `globals_written_anywhere` may hold before a cruder answer is taken.
pub(super) const WHOLE_PROGRAM_FACTS: usize = 4_000_000;

/// The cells of globals any statement of the whole program may write, by
/// the points-to analysis of the whole program; where that analysis
/// would outgrow `WHOLE_PROGRAM_FACTS` (pointers that all meet, on large
/// programs), every global written by name or whose address is taken
/// anywhere, whole: more than may be written, never less.
pub(super) fn globals_written_anywhere(program: &Program) -> HashSet<Cell> {
    timed("written", || {
        globals_written_within(program, WHOLE_PROGRAM_FACTS)
    })
}

/// The globals of `globals_written_anywhere`.
pub(super) fn written_globals_anywhere(program: &Program) -> HashSet<GlobalId> {
    globals_of(globals_written_anywhere(program))
}

/// The globals whose cells are among `cells`.
pub(super) fn globals_of(cells: HashSet<Cell>) -> HashSet<GlobalId> {
    cells
        .into_iter()
        .filter_map(|(object, _)| match object {
            Object::Global(g) => Some(g),
            _ => None,
        })
        .collect()
}

/// `globals_written_anywhere` with a budget of `facts`.
pub(super) fn globals_written_within(program: &Program, facts: usize) -> HashSet<Cell> {
    written_cells_with(program, PointsTo::compute_within(program, facts).as_ref())
}

/// The cells of globals the program may write, from its whole-program
/// points-to, or (`None`) those it names as written or takes the
/// address of.
pub(super) fn written_cells_with(program: &Program, pta: Option<&PointsTo>) -> HashSet<Cell> {
    use crate::core::{Expr, ExprKind};
    if let Some(pta) = pta {
        return written_global_cells(program, pta);
    }
    let mut named: HashSet<GlobalId> = HashSet::new();
    let note_root = |e: &Expr, named: &mut HashSet<GlobalId>| {
        let mut root = e;
        loop {
            match &root.kind {
                ExprKind::Member(base, _) | ExprKind::Index(base, _) => root = base,
                ExprKind::Global(g) => {
                    named.insert(*g);
                    break;
                }
                _ => break,
            }
        }
    };
    let taken = |e: &Expr, named: &mut HashSet<GlobalId>| {
        e.walk(&mut |x| {
            if let ExprKind::AddrOf(inner) | ExprKind::Decay(inner) = &x.kind {
                note_root(inner, named);
            }
        });
    };
    for f in &program.functions {
        let Some(body) = &f.body else { continue };
        for block in &body.blocks {
            for stmt in &block.stmts {
                if let Some(target) = stmt.written() {
                    note_root(target, &mut named);
                }
                stmt.for_each_expr(&mut |e| taken(e, &mut named));
            }
            block.term.for_each_expr(&mut |e| taken(e, &mut named));
        }
    }
    for g in &program.globals {
        if let Some(init) = &g.init {
            init.for_each_expr(&mut |e| taken(e, &mut named));
        }
    }
    named
        .into_iter()
        .map(|g| (Object::Global(g), Vec::new()))
        .filter(|(object, _)| !bta::is_read_only(program, object))
        .collect()
}

/// The cells of globals that any statement may write (as
/// `written_globals`).
pub(super) fn written_global_cells(program: &Program, pta: &PointsTo) -> HashSet<Cell> {
    let mut written = HashSet::new();
    let mut mark = |cells: Vec<Cell>| {
        for cell in cells {
            if matches!(cell.0, Object::Global(_)) {
                written.insert(cell);
            }
        }
    };
    let types = &program.types;
    for (fi, f) in program.functions.iter().enumerate() {
        let fid = FuncId(fi as u32);
        let Some(body) = &f.body else { continue };
        for block in &body.blocks {
            for stmt in &block.stmts {
                if let Some(target) = stmt.written() {
                    mark(pta.expr_places(types, fid, target));
                }
                if let Stmt::Call { callee, args, .. } = stmt
                    && program.function(*callee).body.is_none()
                {
                    // A library function may write past the field it is
                    // given (memcpy, memset): the whole object. Not through
                    // a pointer to const (`strlen`, `printf("%s")`).
                    for a in args.iter().filter(|a| {
                        types
                            .pointee(a.ty)
                            .is_some_and(|t| !types.quals(t).is_const)
                    }) {
                        let targets = pta.expr_targets(types, fid, a);
                        mark(targets.into_iter().map(|(o, _)| (o, Vec::new())).collect());
                    }
                }
            }
        }
    }
    // A library function the analysis does not model may write anything
    // reachable from what it is given, through pointers nested in it too:
    // `getopt_long` sets an option's `flag`, `readv` fills each
    // `iov_base`, `strsep(&p, ",")` writes where `p` points. So may code
    // that writes through a pointer from there (a `va_arg`, a library
    // function's result).
    for object in pta.given_to_unknown_code() {
        if matches!(object, Object::Global(_)) {
            written.insert((object, Vec::new()));
        }
    }
    // A const object is never written (doing so is undefined behaviour).
    written.retain(|(object, _)| !bta::is_read_only(program, object));
    written
}
