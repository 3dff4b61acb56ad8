//! Library comparisons against static bytes: `strcmp(word, "while")`,
//! `strncmp`, `memcmp` where one side is data known during specialization
//! and the other is read at run time. The residual call goes to a
//! function made for those bytes, which compares the run-time ones with
//! constants inline and stops at the first difference (a keyword table
//! looked up with `strcmp` becomes a few byte tests per entry, where the
//! library call walks both strings). Its result is the difference of the
//! first differing bytes as `unsigned char`s, as glibc's functions give
//! it, so a program that prints the result prints the same.

use super::*;
use crate::core::BinOp;

/// Longest static side compared inline; past it the library call is
/// kept (its loop is as fast, and the code would grow with the data).
const INLINE_BYTES: usize = 64;

/// Which comparison.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Comparison {
    /// `strcmp`, and `strncmp` whose count reaches past the static NUL:
    /// stops where both strings end.
    Strings,
    /// `strncmp` stopped by its count, and `memcmp`: exactly the bytes.
    Bytes,
}

/// A function made for one static side: the comparison, its bytes (the
/// NUL included for strings) and whether the static side is the first
/// argument.
pub(super) type ComparisonKey = (bool, Vec<u8>, bool);

impl<'a> Kernel<'a> {
    /// For a residual call of `strcmp`, `strncmp` or `memcmp` whose one
    /// pointer argument points to static bytes and the other is dynamic
    /// (and a count, if any, static): the function comparing with those
    /// bytes and the run-time pointer to pass it. `None` when the call is
    /// kept as written.
    pub(super) fn inline_comparison(
        &mut self,
        cfg: &Config,
        f: FuncId,
        name: &str,
        args: &[Expr],
        span: Span,
    ) -> R<Option<(FuncId, Expr)>> {
        let counted = match (name, args.len()) {
            ("strcmp", 2) => false,
            ("strncmp" | "memcmp", 3) => true,
            _ => return Ok(None),
        };
        let count = if counted {
            if self.value_bt(f, &args[2]) != Bt::Static {
                return Ok(None);
            }
            match self.eval.eval(&cfg.store, cfg.eval_frame(), &args[2])? {
                Value::Int(n) if (0..=INLINE_BYTES as i128).contains(&n) => Some(n as usize),
                _ => return Ok(None),
            }
        } else {
            None
        };
        for (known, other, known_first) in [(0, 1, true), (1, 0, false)] {
            if self.value_bt(f, &args[other]) != Bt::Dynamic {
                continue;
            }
            let Some(p) = self.static_pointee(cfg, f, &args[known])? else {
                continue;
            };
            let (comparison, bytes) = match (name, count) {
                ("memcmp", Some(n)) => match cfg.store.read_bytes(p, n as u64) {
                    Ok(bytes) => (Comparison::Bytes, bytes.to_vec()),
                    Err(_) => return Ok(None),
                },
                (_, limit) => {
                    let limit = limit.map(|n| n as u64);
                    let Ok(mut text) = super::super::library::c_string(
                        &cfg.store,
                        p,
                        Some(limit.unwrap_or(INLINE_BYTES as u64 + 1)),
                        span,
                    ) else {
                        return Ok(None);
                    };
                    if limit.is_some_and(|n| text.len() as u64 == n) {
                        (Comparison::Bytes, text)
                    } else {
                        text.push(0);
                        (Comparison::Strings, text)
                    }
                }
            };
            if bytes.len() > INLINE_BYTES + 1 {
                return Ok(None);
            }
            let run_time = self.reduce(cfg, &args[other])?;
            let callee = self.comparison_function(comparison, bytes, known_first, span);
            let ptr = const_bytes(&mut self.out.types);
            return Ok(Some((callee, self.cast_to(run_time, ptr, span))));
        }
        Ok(None)
    }

    /// The static object `a` points into, where it holds static data
    /// whose bytes the store has (a literal, a table, static data the
    /// analysis keeps static): `None` otherwise.
    fn static_pointee(&mut self, cfg: &Config, f: FuncId, a: &Expr) -> R<Option<Pointer>> {
        if self.value_bt(f, a) != Bt::Static {
            return Ok(None);
        }
        let Value::Ptr(Some(p)) = self.eval.eval(&cfg.store, cfg.eval_frame(), a)? else {
            return Ok(None);
        };
        if matches!(p.obj, ObjKey::Func(_) | ObjKey::Label(..)) {
            return Ok(None);
        }
        let targets = self.pta.expr_targets(&self.program.types, f, a);
        let all_static = !targets.is_empty()
            && targets.iter().all(|t| {
                t.0 != Object::Unknown
                    && self.bts.cell(t) == Bt::Static
                    && !self.division.dynamic_below(t)
            });
        Ok(all_static.then_some(p))
    }

    /// The residual function comparing run-time bytes with `bytes` (made
    /// once per comparison, bytes and side).
    fn comparison_function(
        &mut self,
        comparison: Comparison,
        bytes: Vec<u8>,
        known_first: bool,
        span: Span,
    ) -> FuncId {
        let key = (comparison == Comparison::Strings, bytes, known_first);
        if let Some(f) = self.comparisons.get(&key) {
            return *f;
        }
        let (strings, bytes, _) = &key;
        let types = &mut self.out.types;
        let int = types.int(IntKind::Int);
        let uchar = types.int(IntKind::UChar);
        let ptr = const_bytes(types);
        let ty = types.mk(TypeKind::Function(FuncSig {
            ret: int,
            params: vec![ptr],
            variadic: false,
            prototyped: true,
        }));
        let at = |i: usize| {
            let d = Expr::new(ExprKind::Local(LocalId(0)), ptr, span);
            let index = Expr::new(ExprKind::IntConst(i as i128), int, span);
            let byte = Expr::new(ExprKind::Index(Box::new(d), Box::new(index)), uchar, span);
            Expr::new(ExprKind::Cast(Box::new(byte)), int, span)
        };
        let constant_int = |v: u8| Expr::new(ExprKind::IntConst(i128::from(v)), int, span);
        let mut blocks = Vec::new();
        let block = |term| Block {
            stmts: Vec::new(),
            term,
            label: None,
            address_taken: false,
        };
        // Block 2i tests byte i; block 2i + 1 returns the difference there;
        // the last block returns 0.
        let n = bytes.len();
        for (i, &c) in bytes.iter().enumerate() {
            let test = block(Terminator::If {
                cond: Expr::new(
                    ExprKind::Binary(BinOp::Ne, Box::new(at(i)), Box::new(constant_int(c))),
                    int,
                    span,
                ),
                then_block: BlockId(2 * i as u32 + 1),
                else_block: BlockId(if *strings && c == 0 {
                    2 * n as u32
                } else {
                    2 * i as u32 + 2
                }),
                span,
            });
            let (a, b) = if known_first {
                (constant_int(c), at(i))
            } else {
                (at(i), constant_int(c))
            };
            let difference = block(Terminator::Return {
                value: Some(Expr::new(
                    ExprKind::Binary(BinOp::Sub, Box::new(a), Box::new(b)),
                    int,
                    span,
                )),
                span,
            });
            blocks.push(test);
            blocks.push(difference);
        }
        blocks.push(block(Terminator::Return {
            value: Some(constant_int(0)),
            span,
        }));
        let name = self.fresh_function_name(if *strings {
            "compare_string"
        } else {
            "compare_bytes"
        });
        self.out.functions.push(Function {
            params: vec![LocalId(0)],
            locals: vec![Local {
                name: "s".to_string(),
                ty: ptr,
                is_param: true,
                is_temp: false,
                align: None,
                span,
            }],
            body: Some(Body { blocks }),
            comment: Some(format!(
                "{} with {} static bytes",
                if *strings { "strcmp" } else { "memcmp" },
                bytes.len()
            )),
            ..Function::made(name, ty, Linkage::Internal, span)
        });
        let id = FuncId(self.out.functions.len() as u32 - 1);
        self.comparisons.insert(key, id);
        id
    }
}

/// `const unsigned char *`: what a comparison function reads through.
fn const_bytes(types: &mut crate::types::TypeTable) -> TypeId {
    let uchar = types.int(IntKind::UChar);
    let constant = types.with_quals(
        uchar,
        crate::types::Quals {
            is_const: true,
            ..crate::types::Quals::NONE
        },
    );
    types.pointer_to(constant)
}
