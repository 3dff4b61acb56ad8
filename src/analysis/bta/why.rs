//! Why something is dynamic: binding-time debugging. When asked
//! (`BtaOptions::explain`), the constraint generator tags every constraint
//! with the cause it was made for (a statement, a call's parameter, a
//! pointer's targets, a root such as a dynamic goal parameter), and after
//! solving, one breadth-first search from the roots gives every dynamic
//! key its shortest chain of causes. When nobody asks, nothing is
//! recorded: `Constraints::because` does not even build its text.

use super::{Cell, Key};
use crate::core::{BlockId, FuncId};
use crate::source::Span;
use std::collections::{HashMap, VecDeque};

/// One cause: where, and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub span: Span,
    pub text: String,
}

/// The constraints as they are made, each with the reason current then.
#[derive(Default)]
pub(super) struct Recorder {
    reasons: Vec<Reason>,
    /// The reason constraints get now (an index into `reasons`).
    current: u32,
    deps: Vec<(Key, Key, u32)>,
    equals: Vec<(Key, Key, u32)>,
    roots: Vec<(Key, u32)>,
}

/// The reason of a part of an object that is dynamic as a whole.
const PART: u32 = 0;

impl Recorder {
    pub(super) fn new() -> Recorder {
        Recorder {
            reasons: vec![
                Reason {
                    span: Span::DUMMY,
                    text: "it is part of an object that is dynamic as a whole".to_string(),
                },
                Reason {
                    span: Span::DUMMY,
                    text: "cmix never has this value during specialization".to_string(),
                },
            ],
            current: 1,
            ..Recorder::default()
        }
    }

    pub(super) fn set(&mut self, span: Span, text: String) {
        let reason = Reason { span, text };
        // Consecutive constraints of one statement share their reason.
        if self.reasons.last() != Some(&reason) {
            self.reasons.push(reason);
        }
        self.current = (self.reasons.len() - 1) as u32;
    }

    /// Runs `f` with the reason of a part of a whole object.
    pub(super) fn as_part<T>(&mut self, f: impl FnOnce(&mut Recorder) -> T) -> T {
        let saved = std::mem::replace(&mut self.current, PART);
        let out = f(self);
        self.current = saved;
        out
    }

    pub(super) fn dep(&mut self, from: Key, to: Key) {
        self.deps.push((from, to, self.current));
    }

    pub(super) fn equal(&mut self, a: Key, b: Key) {
        self.equals.push((a, b, self.current));
    }

    pub(super) fn root_with(&mut self, k: Key, reason: Reason) {
        self.reasons.push(reason);
        self.roots.push((k, (self.reasons.len() - 1) as u32));
    }

    pub(super) fn root(&mut self, k: Key) {
        self.roots.push((k, self.current));
    }

    /// The shortest chain of causes of every key the roots reach.
    pub(super) fn explain(
        mut self,
        keys: usize,
        always: Key,
        cells: &HashMap<Cell, Key>,
        statements: &HashMap<(FuncId, BlockId, usize), Key>,
    ) -> Explanations {
        // The key dynamic from the start (reason 1).
        self.roots.push((always, 1));
        let mut next: Vec<Vec<(u32, u32)>> = vec![Vec::new(); keys];
        for &(a, b, r) in &self.deps {
            next[a.0 as usize].push((b.0, r));
        }
        for &(a, b, r) in &self.equals {
            next[a.0 as usize].push((b.0, r));
            next[b.0 as usize].push((a.0, r));
        }
        let mut from: Vec<Option<(u32, u32)>> = vec![None; keys];
        let mut queue = VecDeque::new();
        for &(k, r) in &self.roots {
            if from[k.0 as usize].is_none() {
                from[k.0 as usize] = Some((ROOT, r));
                queue.push_back(k.0);
            }
        }
        while let Some(k) = queue.pop_front() {
            for &(n, r) in &next[k as usize] {
                if from[n as usize].is_none() {
                    from[n as usize] = Some((k, r));
                    queue.push_back(n);
                }
            }
        }
        let mut names: HashMap<u32, Cell> = HashMap::new();
        for (cell, k) in cells {
            // The shortest path names a cell, not the field below it.
            let better = names
                .get(&k.0)
                .is_none_or(|c| (cell.1.len(), &cell.1) < (c.1.len(), &c.1));
            if better {
                names.insert(k.0, cell.clone());
            }
        }
        Explanations {
            reasons: self.reasons,
            from,
            names,
            cells: cells.iter().map(|(c, k)| (c.clone(), k.0)).collect(),
            statements: statements.iter().map(|(s, k)| (*s, k.0)).collect(),
        }
    }
}

/// Marks a root in `Explanations::from`.
const ROOT: u32 = u32::MAX;

/// Every dynamic cell's and statement's chain of causes.
#[derive(Clone, Debug, Default)]
pub struct Explanations {
    reasons: Vec<Reason>,
    /// Per key: the key it was made dynamic from (`ROOT` for a root) and
    /// the reason; `None` for a static key.
    from: Vec<Option<(u32, u32)>>,
    /// The cell each key stands for, where it stands for one.
    names: HashMap<u32, Cell>,
    cells: HashMap<Cell, u32>,
    statements: HashMap<(FuncId, BlockId, usize), u32>,
}

/// One link of a chain: the cell (if the key is one) made dynamic, and why.
#[derive(Clone, Debug)]
pub struct Link {
    pub cell: Option<Cell>,
    pub reason: Reason,
}

impl Explanations {
    /// Why `cell` is dynamic, from it back to a root; `None` if it is not.
    pub fn cell(&self, cell: &Cell) -> Option<Vec<Link>> {
        self.chain(*self.cells.get(cell)?)
    }

    /// Why a statement (or, at index `stmts.len()`, a block's terminator)
    /// is dynamic.
    pub fn statement(&self, f: FuncId, b: BlockId, index: usize) -> Option<Vec<Link>> {
        self.chain(*self.statements.get(&(f, b, index))?)
    }

    fn chain(&self, mut k: u32) -> Option<Vec<Link>> {
        let mut links = Vec::new();
        // A breadth-first tree has no cycles; the bound is for safety.
        for _ in 0..=self.from.len() {
            let (prev, r) = (*self.from.get(k as usize)?)?;
            let reason = self.reasons.get(r as usize)?.clone();
            let cell = self.names.get(&k).cloned();
            // A chain of unnamed keys made by one cause says it once.
            let repeated =
                cell.is_none() && links.last().is_some_and(|l: &Link| l.reason == reason);
            if !repeated {
                links.push(Link { cell, reason });
            }
            if prev == ROOT {
                return Some(links);
            }
            k = prev;
        }
        None
    }
}

/// A cell as the user wrote it: `x` in `f`, a global `g`, `s.field`.
pub fn describe_cell(program: &crate::core::Program, cell: &Cell) -> String {
    use crate::analysis::points_to::Object;
    let types = &program.types;
    let mut fields = String::new();
    for (sid, index) in &cell.1 {
        let name = types
            .struct_def(*sid)
            .body
            .as_ref()
            .and_then(|b| b.fields.get(*index as usize))
            .map(|f| f.name.clone())
            .unwrap_or_else(|| format!("#{index}"));
        fields.push('.');
        fields.push_str(&name);
    }
    match cell.0 {
        Object::Global(g) => format!("`{}{fields}`", program.global(g).name),
        Object::Local(f, l) => {
            let function = program.function(f);
            let local = function.local(l);
            if local.is_temp {
                format!("a value computed in `{}`", function.name)
            } else {
                format!("`{}{fields}` in `{}`", local.name, function.name)
            }
        }
        Object::Str(_) => format!("a string literal{fields}"),
        Object::Heap(f, _, _) => {
            format!(
                "a block allocated in `{}`{fields}",
                program.function(f).name
            )
        }
        Object::Return(f) => format!("the result of `{}`{fields}", program.function(f).name),
        Object::Func(f) => format!("the function `{}`", program.function(f).name),
        Object::Unknown => "memory outside the program".to_string(),
    }
}
