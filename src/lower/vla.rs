//! What variable-length array declarations need to know about their size
//! expressions.

use lang_c::ast as c;
use lang_c::span::Node;

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
