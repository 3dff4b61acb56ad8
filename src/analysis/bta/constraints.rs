//! The binding-time constraint system: a union-find table (`ena`) of
//! keys, each static or dynamic, with `a ⇒ b` dependencies solved by
//! propagation; cells (object + field path) have keys, and a dynamic
//! aggregate makes its fields dynamic.

use std::collections::HashMap;

use ena::unify::{InPlaceUnificationTable, NoError, UnifyKey, UnifyValue};

use super::{Cell, Reason, why};
use crate::analysis::points_to::Object;
use crate::source::Span;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Key(pub(super) u32);

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Dynamic(pub(super) bool);

impl UnifyValue for Dynamic {
    type Error = NoError;
    fn unify_values(a: &Self, b: &Self) -> Result<Self, NoError> {
        Ok(Dynamic(a.0 || b.0))
    }
}

impl UnifyKey for Key {
    type Value = Dynamic;
    fn index(&self) -> u32 {
        self.0
    }
    fn from_index(u: u32) -> Key {
        Key(u)
    }
    fn tag() -> &'static str {
        "bt"
    }
}

pub(super) struct Constraints {
    pub(super) table: InPlaceUnificationTable<Key>,
    /// `a ⇒ b`: if `a` is dynamic, so is `b`.
    pub(super) deps: Vec<(Key, Key)>,
    pub(super) cells: HashMap<Cell, Key>,
    pub(super) static_key: Key,
    pub(super) dynamic_key: Key,
    /// The causes of the constraints, when asked (`BtaOptions::explain`).
    pub(super) why: Option<why::Recorder>,
}

impl Constraints {
    pub(super) fn new() -> Constraints {
        let mut table = InPlaceUnificationTable::new();
        let static_key = table.new_key(Dynamic(false));
        let dynamic_key = table.new_key(Dynamic(true));
        Constraints {
            table,
            deps: Vec::new(),
            cells: HashMap::new(),
            static_key,
            dynamic_key,
            why: None,
        }
    }

    /// Records `text` at `span` as the cause of the constraints made from
    /// now on; costs nothing unless explanations were asked for.
    pub(super) fn because(&mut self, span: Span, text: impl FnOnce() -> String) {
        if let Some(why) = &mut self.why {
            why.set(span, text());
        }
    }

    pub(super) fn fresh(&mut self) -> Key {
        self.table.new_key(Dynamic(false))
    }

    pub(super) fn dep(&mut self, from: Key, to: Key) {
        if from != self.static_key && from != to {
            self.deps.push((from, to));
            if let Some(why) = &mut self.why {
                why.dep(from, to);
            }
        }
    }

    pub(super) fn equal(&mut self, a: Key, b: Key) {
        if a == self.static_key {
            return;
        }
        if b == self.static_key {
            return;
        }
        if let Some(why) = &mut self.why {
            why.equal(a, b);
        }
        self.table.union(a, b);
    }

    /// The key of what a library call cmix does not run gives: dynamic
    /// (a key of its own, with the current cause, when explaining).
    pub(super) fn library_result(&mut self) -> Key {
        if self.why.is_none() {
            return self.dynamic_key;
        }
        let k = self.fresh();
        self.force(k);
        k
    }

    /// `force`, with a cause of its own that does not become the current
    /// one.
    pub(super) fn force_because(&mut self, k: Key, span: Span, text: impl FnOnce() -> String) {
        if let Some(why) = &mut self.why {
            why.root_with(k, Reason { span, text: text() });
        }
        self.table.union_value(k, Dynamic(true));
    }

    pub(super) fn force(&mut self, k: Key) {
        if let Some(why) = &mut self.why {
            why.root(k);
        }
        self.table.union_value(k, Dynamic(true));
    }

    /// A key whose value is dynamic if any of `parts` is.
    pub(super) fn join(&mut self, parts: &[Key]) -> Key {
        let real: Vec<Key> = parts
            .iter()
            .copied()
            .filter(|k| *k != self.static_key)
            .collect();
        match real.as_slice() {
            [] => self.static_key,
            [one] => *one,
            _ => {
                let k = self.fresh();
                for p in real {
                    self.dep(p, k);
                }
                k
            }
        }
    }

    /// The key of a cell; a cell depends on its enclosing cells (a dynamic
    /// aggregate has dynamic fields).
    pub(super) fn cell(&mut self, cell: &Cell) -> Key {
        if let Some(&k) = self.cells.get(cell) {
            return k;
        }
        let k = self.fresh();
        self.cells.insert(cell.clone(), k);
        if let Some((_, parent)) = cell.1.split_last() {
            let p = self.cell(&(cell.0, parent.to_vec()));
            match self.why.take() {
                Some(mut why) => {
                    why.as_part(|w| w.dep(p, k));
                    self.deps.push((p, k));
                    self.why = Some(why);
                }
                None => self.dep(p, k),
            }
        }
        if cell.0 == Object::Unknown {
            self.force_because(k, Span::DUMMY, || {
                "it is memory outside the program (what the goal's pointer parameters point to in its callers, or what a library function keeps or returns)"
                    .to_string()
            });
        }
        k
    }

    pub(super) fn solve(&mut self) {
        let n = self.table.len();
        let mut succ: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &(a, b) in &self.deps {
            let (ra, rb) = (self.table.find(a), self.table.find(b));
            if ra != rb {
                succ[ra.0 as usize].push(rb.0);
            }
        }
        let mut work: Vec<u32> = (0..n as u32)
            .filter(|&i| {
                let k = Key(i);
                self.table.find(k) == k && self.table.probe_value(k).0
            })
            .collect();
        while let Some(r) = work.pop() {
            for &s in &succ[r as usize].clone() {
                let k = Key(s);
                if !self.table.probe_value(k).0 {
                    self.table.union_value(k, Dynamic(true));
                    work.push(s);
                }
            }
        }
    }

    pub(super) fn is_dynamic(&mut self, k: Key) -> bool {
        self.table.probe_value(k).0
    }
}
