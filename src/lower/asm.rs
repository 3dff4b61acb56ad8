//! Inline assembly statements, kept as written: each becomes a call of a
//! stand-in callee that carries the statement (`core::InlineAsm`), its
//! arguments the operands. Outputs, and inputs that may live in memory,
//! are passed by address, so that analyses see an unknown library
//! function that may write what they point to; the globals and functions
//! the template names by symbol are passed too, as hidden arguments, for
//! the same reason. The emitter writes the statement back.

use lang_c::ast as c;

use super::{Lowerer, R, Symbol};
use crate::core::{AsmOperand, Expr, ExprKind, InlineAsm, Stmt};
use crate::diag;
use crate::source::Span;
use crate::types::{FuncSig, TypeKind};

/// Constraint letters that let an operand live in memory.
const MEMORY_CONSTRAINTS: &[char] = &['m', 'o', 'V', '<', '>', 'g', 'X', 'Q'];

impl Lowerer<'_> {
    pub(super) fn inline_asm(&mut self, asm: &c::AsmStatement, span: Span) -> R<()> {
        let (template, volatile, extended, outputs, inputs, clobbers) = match asm {
            c::AsmStatement::GnuBasic(t) => (&t.node, true, false, &[][..], &[][..], &[][..]),
            c::AsmStatement::GnuExtended(e) => (
                &e.template.node,
                e.qualifier
                    .as_ref()
                    .is_some_and(|q| q.node == c::TypeQualifier::Volatile),
                true,
                &e.outputs[..],
                &e.inputs[..],
                &e.clobbers[..],
            ),
        };
        let mut operands = Vec::new();
        let mut args = Vec::new();
        for (n, operand) in outputs.iter().chain(inputs).enumerate() {
            let is_output = n < outputs.len();
            let constraint = &operand.node.constraints.node;
            let letters: String = constraint.concat();
            let in_memory = letters.contains(MEMORY_CONSTRAINTS);
            let expr = &operand.node.variable_name;
            let (arg, by_address) = if is_output || in_memory {
                let raw = self.raw(expr)?;
                if raw.is_lvalue() {
                    if raw.bit_field(&self.prog.types).is_some() {
                        return Err(diag::unsupported(
                            "a bit-field as an operand of inline assembly",
                            self.span(expr.span),
                        ));
                    }
                    let ty = self.prog.types.pointer_to(raw.ty);
                    let span = raw.span;
                    (Expr::new(ExprKind::AddrOf(Box::new(raw)), ty, span), true)
                } else if is_output {
                    return Err(diag::invalid(
                        "an output of inline assembly must be an lvalue",
                        self.span(expr.span),
                    ));
                } else {
                    (self.value(raw)?, false)
                }
            } else {
                (self.rvalue(expr)?, false)
            };
            args.push(arg);
            operands.push(AsmOperand {
                name: operand
                    .node
                    .symbolic_name
                    .as_ref()
                    .map(|s| s.node.name.clone()),
                constraint: constraint.clone(),
                by_address,
            });
        }
        // Symbols the template names: globals and functions in scope.
        for name in identifiers(&template.concat()) {
            match self.lookup(&name).cloned() {
                Some(Symbol::Global(g)) => {
                    let ty = self.prog.globals[g.index()].ty;
                    let global = Expr::new(ExprKind::Global(g), ty, span);
                    let pointer = self.prog.types.pointer_to(ty);
                    args.push(Expr::new(ExprKind::AddrOf(Box::new(global)), pointer, span));
                }
                Some(Symbol::Func(f)) => args.push(self.function_address(f, span)),
                _ => {}
            }
        }
        let void = self.prog.types.void();
        let params = args.iter().map(|a| a.ty).collect();
        let ty = self.prog.types.mk(TypeKind::Function(FuncSig {
            ret: void,
            params,
            variadic: false,
            prototyped: true,
        }));
        let asm = InlineAsm {
            template: template.clone(),
            volatile,
            extended,
            outputs: outputs.len(),
            operands,
            clobbers: clobbers.iter().map(|c| c.node.clone()).collect(),
        };
        let callee = self.push_stand_in("__asm__", ty, Some(Box::new(asm)), span);
        self.emit(Stmt::Call {
            dest: None,
            callee,
            args,
            span,
        })
    }
}

/// The C identifiers in an assembler template, outside `%` operand
/// references (`%0`, `%[name]`, `%%`).
fn identifiers(template: &str) -> Vec<String> {
    let bytes = template.as_bytes();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'%' {
            // Skip the operand reference: modifiers, then a number or [name].
            i += 1;
            while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
                i += 1;
            }
            if i < bytes.len() && bytes[i] == b'[' {
                while i < bytes.len() && bytes[i] != b']' {
                    i += 1;
                }
            }
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            continue;
        }
        if b == b'\\' {
            // An escape in the literal (`\n`, `\t`): not part of a name.
            i += 2;
            continue;
        }
        if b.is_ascii_alphabetic() || b == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &template[start..i];
            if !out.iter().any(|w| w == word) {
                out.push(word.to_string());
            }
            continue;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::identifiers;

    #[test]
    fn template_names_skip_operands_and_escapes() {
        let names = identifiers("\"movl %1, %0\\n\\tincl counter\\n\\tcall %P[fn]\"");
        assert_eq!(names, vec!["movl", "incl", "counter", "call"]);
    }
}
