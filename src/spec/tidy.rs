//! Tidying of residual functions after specialization: what two-level
//! execution leaves that a C programmer would not write.
//!
//! - Blocks with the same statements and the same exits are one block
//!   (specialization makes a copy per static state, and states that differ
//!   only in data nobody reads again give identical code: binsearch's
//!   several `return -1`).
//! - A test whose exits are one block is a jump.
//! - Calls of residual functions that specialized to nothing (a void
//!   function whose every statement was static) are dropped.

use std::collections::{HashMap, HashSet};

use crate::core::cleanup::{for_each_target, simplify};
use crate::core::print::{CPrinter, dump_stmt, dump_terminator};
use crate::core::{BlockId, Body, FuncId, Program, Stmt, Terminator};

/// Tidies the residual functions `residual` of `program`.
pub fn tidy(program: &mut Program, residual: &[FuncId]) {
    drop_empty_calls(program, residual);
    for &f in residual {
        let Some(mut body) = program.functions[f.index()].body.take() else {
            continue;
        };
        // Unique names, so that different locals never print alike.
        let names: Vec<String> = (0..program.function(f).locals.len())
            .map(|i| format!("v{i}"))
            .collect();
        merge_identical_blocks(&mut body, &CPrinter::new(program, &names));
        drop_pointless_tests(program, &mut body);
        simplify(&mut body);
        program.functions[f.index()].body = Some(body);
    }
}

/// A test whose two exits are the same block (once identical blocks are
/// merged) is a jump, unless reading its condition is itself observable
/// (a volatile object).
fn drop_pointless_tests(program: &Program, body: &mut Body) {
    for block in &mut body.blocks {
        if let Terminator::If {
            cond,
            then_block,
            else_block,
            ..
        } = &block.term
            && then_block == else_block
            && !reads_volatile(program, cond)
        {
            block.term = Terminator::Goto(*then_block);
        }
    }
}

fn reads_volatile(program: &Program, e: &crate::core::Expr) -> bool {
    let mut volatile = false;
    e.walk(&mut |x| {
        if x.is_lvalue() && program.types.quals(x.ty).is_volatile {
            volatile = true;
        }
    });
    volatile
}

/// Whether a body does nothing: one block that returns no value.
fn is_empty(body: &Body) -> bool {
    matches!(body.blocks.as_slice(), [only] if only.stmts.is_empty()
        && matches!(only.term, Terminator::Return { value: None, .. }))
}

fn drop_empty_calls(program: &mut Program, residual: &[FuncId]) {
    // Dropping calls can empty the callers: go on until nothing changes.
    loop {
        let empty: HashSet<FuncId> = residual
            .iter()
            .copied()
            .filter(|f| program.function(*f).body.as_ref().is_some_and(is_empty))
            .collect();
        let mut changed = false;
        for &f in residual {
            let Some(body) = &mut program.functions[f.index()].body else {
                continue;
            };
            for block in &mut body.blocks {
                let before = block.stmts.len();
                block.stmts.retain(|s| {
                    !matches!(s, Stmt::Call { dest: None, callee, .. } if empty.contains(callee))
                });
                changed |= block.stmts.len() != before;
            }
            if changed {
                simplify(body);
            }
        }
        if !changed {
            return;
        }
    }
}

/// Redirects jumps to a block to the first block with the same statements
/// and the same terminator, until no two blocks are alike.
fn merge_identical_blocks(body: &mut Body, printer: &CPrinter) {
    let stmts: Vec<String> = body
        .blocks
        .iter()
        .map(|b| {
            b.stmts
                .iter()
                .map(|s| dump_stmt(printer, s) + "\n")
                .collect()
        })
        .collect();
    let mut replacement: Vec<BlockId> = (0..body.blocks.len()).map(|i| BlockId(i as u32)).collect();
    loop {
        let mut first: HashMap<String, BlockId> = HashMap::new();
        let mut changed = false;
        for (i, block) in body.blocks.iter().enumerate() {
            // Block 0 is the entry and stays itself; merged blocks are gone.
            if i == 0 || replacement[i].index() != i {
                continue;
            }
            let key = format!("{}{}", stmts[i], dump_terminator(printer, &block.term));
            match first.get(&key) {
                Some(&b) => {
                    replacement[i] = b;
                    changed = true;
                }
                None => {
                    first.insert(key, BlockId(i as u32));
                }
            }
        }
        if !changed {
            return;
        }
        for block in &mut body.blocks {
            for_each_target(&mut block.term, |t| *t = replacement[t.index()]);
        }
    }
}
