//! What variable-length array declarations need to know about their size
//! expressions, and the stack levels their blocks save.

use lang_c::ast as c;
use lang_c::span::Node;

use super::R;
use crate::core::{BlockId, Expr, ExprKind, LocalId, Stmt};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::IntKind;

/// Whether evaluating `e` cannot change anything (no assignment,
/// increment, call or volatile access that cmix could miss): a parameter's
/// array size that is pure need not be evaluated at all.
pub(super) fn is_pure(e: &Node<c::Expression>) -> bool {
    use c::Expression as E;
    match &e.node {
        E::Identifier(_) | E::Constant(_) | E::StringLiteral(_) => true,
        E::SizeOfTy(_) | E::AlignOf(_) => true,
        E::SizeOfVal(v) => is_pure(&v.node.0),
        E::Member(m) => is_pure(&m.node.expression),
        E::Cast(cast) => is_pure(&cast.node.expression),
        E::UnaryOperator(u) => {
            !matches!(
                u.node.operator.node,
                c::UnaryOperator::PostIncrement
                    | c::UnaryOperator::PostDecrement
                    | c::UnaryOperator::PreIncrement
                    | c::UnaryOperator::PreDecrement
            ) && is_pure(&u.node.operand)
        }
        E::BinaryOperator(b) => {
            !super::expr::is_assignment(&b.node.operator.node)
                && is_pure(&b.node.lhs)
                && is_pure(&b.node.rhs)
        }
        E::Conditional(c) => {
            is_pure(&c.node.condition)
                && is_pure(&c.node.then_expression)
                && is_pure(&c.node.else_expression)
        }
        E::Comma(list) => list.iter().all(is_pure),
        _ => false,
    }
}

impl super::Lowerer<'_> {
    /// The stack levels that variable-length arrays' blocks save start
    /// null. A block's first array run again frees back to the level its
    /// block saved, as leaving the block would have: the levels saved after
    /// it (by blocks inside it, or beside it that ran since) are then past
    /// the stack's top, so that restore also sets null the levels of the
    /// blocks that do not enclose it (those that do saved before it), and
    /// they save afresh. alloca's blocks live until the function returns:
    /// one beside such arrays would be freed with them, so it is refused.
    pub(super) fn stack_levels(&mut self, entry_span: Span) -> R<()> {
        let Some(fb) = self.fb.as_ref() else {
            return Err(Diag::bug("function builder lost", entry_span));
        };
        let saves = fb.stack_saves.clone();
        if saves.is_empty() {
            return Ok(());
        }
        let functions = &self.prog.functions;
        let stack_calls = fb
            .blocks
            .iter()
            .flat_map(|b| &b.0)
            .filter(|stmt| match stmt {
                Stmt::Call { callee, .. } => functions[callee.index()].name == "__builtin_alloca",
                _ => false,
            })
            .count();
        if stack_calls > fb.vla_count {
            let at = fb.locals[saves[0].level.index()].span;
            return Err(diag::unsupported(
                "variable-length arrays beside alloca in one function",
                at,
            ));
        }
        let void = self.prog.types.void();
        let void_ptr = self.prog.types.pointer_to(void);
        let int = self.prog.types.int(IntKind::Int);
        let null = |level: LocalId| {
            let zero = Expr::new(ExprKind::IntConst(0), int, entry_span);
            Stmt::Assign {
                lhs: Expr::new(ExprKind::Local(level), void_ptr, entry_span),
                rhs: Expr::new(ExprKind::Cast(Box::new(zero)), void_ptr, entry_span),
                span: entry_span,
            }
        };
        let mut resets: Vec<(BlockId, usize, LocalId)> = Vec::new();
        for save in &saves {
            for other in &saves {
                if other.level != save.level && !save.enclosing.contains(&other.level) {
                    resets.push((save.at.0, save.at.1, other.level));
                }
            }
        }
        // From the last position back, so that earlier ones stay put.
        resets.sort_by_key(|r| std::cmp::Reverse((r.0, r.1)));
        let fb = self.fb(entry_span)?;
        for (block, index, level) in resets {
            fb.blocks[block.index()].0.insert(index, null(level));
        }
        for save in &saves {
            fb.blocks[0].0.insert(0, null(save.level));
        }
        Ok(())
    }
}
