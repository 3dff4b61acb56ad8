//! Binding times with their causes, for people (`cmix explain`, the HTML
//! of `cmix annotate`) and tools (`cmix annotate --json`): every variable
//! and every statement of the functions the goal reaches, static or
//! dynamic, and for each dynamic one the chain of causes that made it so
//! (`bta::Explanations`), ending at a root: a dynamic goal parameter, a
//! `--dynamic`, a library call, or a generalization made during
//! specialization.

use crate::analysis::bta::{self, Bt, CallKind, Division};
use crate::analysis::points_to::Object;
use crate::core::{BlockId, FuncId, LocalId, Program};
use crate::driver::Frontend;
use crate::source::Span;

/// One cause in a chain: what it made dynamic (when that is a variable),
/// what it says, and where.
#[derive(Clone, Debug)]
pub struct Cause {
    pub subject: Option<String>,
    pub text: String,
    pub span: Span,
}

/// A variable (a local, a parameter, a global, or a field of one).
#[derive(Clone, Debug)]
pub struct Variable {
    /// The function it belongs to; `None` for a global.
    pub function: Option<String>,
    /// As written: `x`, `g`, `g.field`.
    pub name: String,
    pub span: Span,
    pub dynamic: bool,
    pub why: Vec<Cause>,
}

/// What a point of the program is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointKind {
    Statement,
    Branch,
    Return,
}

impl PointKind {
    pub fn name(self) -> &'static str {
        match self {
            PointKind::Statement => "statement",
            PointKind::Branch => "branch",
            PointKind::Return => "return",
        }
    }
}

/// A statement, branch or return of a reached function.
#[derive(Clone, Debug)]
pub struct Point {
    pub function: String,
    pub kind: PointKind,
    pub span: Span,
    pub dynamic: bool,
    /// A static value carried into residual code here.
    pub lifted: bool,
    /// A call unfolded (inlined) during specialization.
    pub unfolded: bool,
    pub why: Vec<Cause>,
}

/// A function the goal reaches.
#[derive(Clone, Debug)]
pub struct FunctionFacts {
    pub name: String,
    pub span: Span,
    /// Specialized as a residual function of its own.
    pub residual: bool,
    /// Its calls are unfolded.
    pub unfolded: bool,
}

/// Everything `cmix annotate` shows, for the final division of a
/// specialization.
#[derive(Clone, Debug, Default)]
pub struct Annotations {
    pub variables: Vec<Variable>,
    pub points: Vec<Point>,
    pub functions: Vec<FunctionFacts>,
}

/// The annotations of `division` (analysed with `BtaOptions::explain`).
pub fn annotations(frontend: &Frontend, program: &Program, division: &Division) -> Annotations {
    let mut out = Annotations::default();
    let causes = |links: Option<Vec<bta::Link>>| -> Vec<Cause> {
        links
            .unwrap_or_default()
            .into_iter()
            .map(|l| Cause {
                subject: l.cell.as_ref().map(|c| bta::describe_cell(program, c)),
                text: l.reason.text,
                span: l.reason.span,
            })
            .collect()
    };
    let why = division.why.as_ref();
    let user_code = |span: Span| !span.is_dummy() && !frontend.sources.is_system(span);
    for (i, function) in program.functions.iter().enumerate() {
        let f = FuncId(i as u32);
        let Some(body) = &function.body else { continue };
        if !division.is_reached(f) || !user_code(function.span) {
            continue;
        }
        out.functions.push(FunctionFacts {
            name: function.name.clone(),
            span: function.span,
            residual: division.is_residual(f),
            unfolded: division.is_unfolded(f),
        });
        for (l, local) in function.locals.iter().enumerate() {
            if local.is_temp || !user_code(local.span) {
                continue;
            }
            let cell = (Object::Local(f, LocalId(l as u32)), Vec::new());
            let whole = division.cell(&cell) == Bt::Dynamic;
            let dynamic = whole || division.dynamic_below(&cell);
            // A struct with run-time parts: why its first such part is.
            let asked = if whole {
                Some(cell)
            } else {
                division.first_dynamic_below(&cell)
            };
            out.variables.push(Variable {
                function: Some(function.name.clone()),
                name: local.name.clone(),
                span: local.span,
                dynamic,
                why: causes(why.zip(asked.as_ref()).and_then(|(w, c)| w.cell(c))),
            });
        }
        for (b, block) in body.blocks.iter().enumerate() {
            let bid = BlockId(b as u32);
            for (index, stmt) in block.stmts.iter().enumerate() {
                if !user_code(stmt.span()) {
                    continue;
                }
                let dynamic = division.statement(f, bid, index) == Bt::Dynamic;
                out.points.push(Point {
                    function: function.name.clone(),
                    kind: PointKind::Statement,
                    span: stmt.span(),
                    dynamic,
                    lifted: (0..4).any(|which| division.is_lifted(f, bid, index, which)),
                    unfolded: division.call(f, bid, index) == Some(CallKind::Unfold),
                    why: causes(why.and_then(|w| w.statement(f, bid, index))),
                });
            }
            let Some(span) = block.term.span().filter(|s| user_code(*s)) else {
                continue;
            };
            let kind = match block.term {
                crate::core::Terminator::Return { .. } => PointKind::Return,
                _ => PointKind::Branch,
            };
            let index = block.stmts.len();
            out.points.push(Point {
                function: function.name.clone(),
                kind,
                span,
                dynamic: division.terminator(f, bid) == Bt::Dynamic,
                lifted: division.is_lifted(f, bid, index, 0),
                unfolded: false,
                why: causes(why.and_then(|w| w.statement(f, bid, index))),
            });
        }
    }
    // Globals, and the fields of globals the analysis tells apart.
    let mut fields: Vec<(&crate::analysis::bta::Cell, Bt)> = division
        .cells()
        .filter(|(c, _)| matches!(c.0, Object::Global(_)))
        .collect();
    fields.sort_by(|a, b| a.0.cmp(b.0));
    for (cell, bt) in fields {
        let Object::Global(g) = cell.0 else { continue };
        let global = program.global(g);
        if !user_code(global.span) {
            continue;
        }
        let described = bta::describe_cell(program, cell);
        let name = described.trim_matches('`').to_string();
        out.variables.push(Variable {
            function: None,
            name,
            span: global.span,
            dynamic: bt == Bt::Dynamic,
            why: causes(why.and_then(|w| w.cell(cell))),
        });
    }
    out
}

impl Annotations {
    /// The variables `what` names: `x` (a global, or a local of any
    /// function), `f.x` (a local of `f`, or a field `x` of a global `f`),
    /// `f.s.field`.
    pub fn find_variables(&self, what: &str) -> Vec<&Variable> {
        let exact: Vec<&Variable> = self
            .variables
            .iter()
            .filter(|v| v.function.is_none() && v.name == what)
            .collect();
        if !exact.is_empty() {
            return exact;
        }
        match what.split_once('.') {
            Some((function, rest)) => self
                .variables
                .iter()
                .filter(|v| v.function.as_deref() == Some(function) && v.name == rest)
                .collect(),
            None => self
                .variables
                .iter()
                .filter(|v| v.function.is_some() && v.name == what)
                .collect(),
        }
    }
}
