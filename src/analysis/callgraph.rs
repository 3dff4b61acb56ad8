//! The call graph of a Core C program (petgraph), with its strongly
//! connected components: a call whose caller and callee are in one
//! component is recursive, which the specializer treats as `rcall`.
//!
//! Every function is a node, defined or external; an edge per distinct
//! (caller, callee) pair. `compute` sees the program's text only: a call
//! through a pointer is an edge to its `indirect` stand-in. `with_pointers`
//! adds the edges the points-to analysis finds: from a call through a
//! pointer to each function the pointer may hold, and from a library call
//! to each user function it may call back (recursion through pointers is
//! recursion).

use petgraph::algo::tarjan_scc;
use petgraph::graph::{DiGraph, NodeIndex};

use super::points_to::PointsTo;
use crate::core::{FuncId, Program, Stmt};

pub struct CallGraph {
    graph: DiGraph<FuncId, ()>,
    /// The component of each function (index into `components`).
    component_of: Vec<usize>,
    /// Components in bottom-up order: callees before their callers.
    components: Vec<Vec<FuncId>>,
    /// Whether a function is in a cycle (including calling itself).
    recursive: Vec<bool>,
}

impl CallGraph {
    pub fn compute(program: &Program) -> CallGraph {
        CallGraph::build(program, &[])
    }

    /// The graph with the calls points-to finds through pointers.
    pub fn with_pointers(program: &Program, pta: &PointsTo) -> CallGraph {
        CallGraph::build(program, &pta.hidden_call_edges())
    }

    fn build(program: &Program, hidden: &[(FuncId, FuncId)]) -> CallGraph {
        let n = program.functions.len();
        let mut graph = DiGraph::with_capacity(n, n);
        let nodes: Vec<NodeIndex> = (0..n).map(|i| graph.add_node(FuncId(i as u32))).collect();
        for (i, f) in program.functions.iter().enumerate() {
            let Some(body) = &f.body else { continue };
            for block in &body.blocks {
                for stmt in &block.stmts {
                    if let Stmt::Call { callee, .. } = stmt {
                        graph.update_edge(nodes[i], nodes[callee.index()], ());
                    }
                }
            }
        }
        for (caller, callee) in hidden {
            graph.update_edge(nodes[caller.index()], nodes[callee.index()], ());
        }
        let components: Vec<Vec<FuncId>> = tarjan_scc(&graph)
            .into_iter()
            .map(|c| c.into_iter().map(|node| graph[node]).collect())
            .collect();
        let mut component_of = vec![0; n];
        let mut recursive = vec![false; n];
        for (c, members) in components.iter().enumerate() {
            for f in members {
                component_of[f.index()] = c;
                recursive[f.index()] =
                    members.len() > 1 || graph.contains_edge(nodes[f.index()], nodes[f.index()]);
            }
        }
        CallGraph {
            graph,
            component_of,
            components,
            recursive,
        }
    }

    /// The functions `f` calls, each once.
    pub fn callees(&self, f: FuncId) -> impl Iterator<Item = FuncId> + '_ {
        self.graph
            .neighbors(NodeIndex::new(f.index()))
            .map(|n| self.graph[n])
    }

    /// The functions that call `f`, each once.
    pub fn callers(&self, f: FuncId) -> impl Iterator<Item = FuncId> + '_ {
        self.graph
            .neighbors_directed(NodeIndex::new(f.index()), petgraph::Direction::Incoming)
            .map(|n| self.graph[n])
    }

    /// Whether a call from `caller` to `callee` may reach `caller` again.
    pub fn is_recursive_call(&self, caller: FuncId, callee: FuncId) -> bool {
        self.component_of[caller.index()] == self.component_of[callee.index()]
            && self.recursive[callee.index()]
    }

    pub fn is_recursive(&self, f: FuncId) -> bool {
        self.recursive[f.index()]
    }

    /// Strongly connected components, callees before callers.
    pub fn bottom_up(&self) -> &[Vec<FuncId>] {
        &self.components
    }

    /// Functions reachable by calls from `roots` (the roots included).
    pub fn reachable_from(&self, roots: &[FuncId]) -> Vec<bool> {
        let mut seen = vec![false; self.component_of.len()];
        let mut stack: Vec<FuncId> = roots.to_vec();
        while let Some(f) = stack.pop() {
            if std::mem::replace(&mut seen[f.index()], true) {
                continue;
            }
            stack.extend(self.callees(f));
        }
        seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::print::testkit::Builder;
    use crate::core::{Stmt, Terminator};
    use crate::source::Span;

    fn call(callee: FuncId) -> Stmt {
        Stmt::Call {
            dest: None,
            callee,
            args: vec![],
            span: Span::DUMMY,
        }
    }

    fn ret() -> Terminator {
        Terminator::Return {
            value: None,
            span: Span::DUMMY,
        }
    }

    #[test]
    fn finds_mutual_and_self_recursion_and_orders_callees_first() {
        let mut b = Builder::new();
        let void = b.program.types.void();
        let main = b.function("main", void, &[], false, true);
        let even = b.function("even", void, &[], false, true);
        let odd = b.function("odd", void, &[], false, true);
        let fact = b.function("fact", void, &[], false, true);
        let leaf = b.function("puts", void, &[], false, false);
        b.add_block(main, vec![call(even), call(fact), call(leaf)], ret());
        b.add_block(even, vec![call(odd)], ret());
        b.add_block(odd, vec![call(even), call(leaf)], ret());
        b.add_block(fact, vec![call(fact)], ret());
        let cg = CallGraph::compute(&b.program);

        assert!(cg.is_recursive_call(even, odd) && cg.is_recursive_call(odd, even));
        assert!(cg.is_recursive_call(fact, fact));
        assert!(!cg.is_recursive_call(main, even));
        assert!(!cg.is_recursive_call(odd, leaf));
        assert!(!cg.is_recursive(main) && !cg.is_recursive(leaf));

        let position = |f: FuncId| cg.bottom_up().iter().position(|c| c.contains(&f));
        assert!(position(leaf) < position(odd));
        assert!(position(odd) < position(main));
        assert_eq!(position(even), position(odd));

        let reach = cg.reachable_from(&[even]);
        assert!(reach[odd.index()] && reach[leaf.index()] && !reach[main.index()]);
    }
}
