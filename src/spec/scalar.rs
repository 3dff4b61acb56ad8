//! Exact C99 scalar arithmetic for the static evaluator (x86-64 LP64, gcc
//! semantics). Undefined behaviour is reported as an `ArithError`, never
//! computed silently; no input makes these functions panic.
//!
//! Integer values are i128 holding the value within its type's range
//! (unsigned values non-negative). Floating values are f64; a `float` value
//! is always exactly representable as f32.

use std::ops::{Add, Div, Mul, Sub};

use crate::core::{BinOp, UnOp};
use crate::types::{FloatKind, IntKind};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArithError {
    DivisionByZero,
    SignedOverflow,
    ShiftCountOutOfRange,
    FloatToIntOutOfRange,
    LongDouble,
    UnsupportedOp,
}

impl ArithError {
    pub fn describe(self) -> &'static str {
        match self {
            ArithError::DivisionByZero => "division by zero",
            ArithError::SignedOverflow => "signed integer overflow",
            ArithError::ShiftCountOutOfRange => {
                "shift count negative or not less than the width of the type"
            }
            ArithError::FloatToIntOutOfRange => {
                "conversion of a floating value out of the range of the integer type"
            }
            ArithError::LongDouble => {
                "long double arithmetic during specialization is not supported"
            }
            ArithError::UnsupportedOp => "operator not supported on operands of this type",
        }
    }
}

/// C computes only in promoted types; evaluating in a narrower one would
/// misjudge overflow (`short + short` is computed in int), so it is refused.
fn check_promoted(kind: IntKind) -> Result<(), ArithError> {
    if kind.promoted() == kind {
        Ok(())
    } else {
        Err(ArithError::UnsupportedOp)
    }
}

/// The exact signed result if the type can represent it (an i128 overflow,
/// `None`, is out of every C range too).
fn signed_result(kind: IntKind, r: Option<i128>) -> Result<i128, ArithError> {
    let (lo, hi) = kind.range();
    match r {
        Some(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(ArithError::SignedOverflow),
    }
}

/// Add Sub Mul Div Rem BitAnd BitOr BitXor on two operands of the same
/// promoted integer kind `kind` (a kind of rank below int is UnsupportedOp).
/// Signed overflow (including INT_MIN / -1 and INT_MIN % -1) is
/// SignedOverflow; unsigned wraps; division truncates toward zero.
pub fn int_arith(op: BinOp, kind: IntKind, a: i128, b: i128) -> Result<i128, ArithError> {
    check_promoted(kind)?;
    if kind.is_signed() {
        let r = match op {
            BinOp::Add => a.checked_add(b),
            BinOp::Sub => a.checked_sub(b),
            BinOp::Mul => a.checked_mul(b),
            BinOp::Div | BinOp::Rem => {
                if b == 0 {
                    return Err(ArithError::DivisionByZero);
                }
                // a % b is defined only when a / b is representable (C11
                // 6.5.5p6 made explicit what C99's wording implies).
                let q = signed_result(kind, a.checked_div(b))?;
                if op == BinOp::Div {
                    Some(q)
                } else {
                    a.checked_rem(b)
                }
            }
            BinOp::BitAnd => Some(a & b),
            BinOp::BitOr => Some(a | b),
            BinOp::BitXor => Some(a ^ b),
            _ => return Err(ArithError::UnsupportedOp),
        };
        signed_result(kind, r)
    } else {
        // Unsigned arithmetic is modulo 2^N (6.2.5p9); wrapping i128
        // arithmetic (modulo 2^128) keeps the residue modulo 2^N.
        let (a, b) = (kind.wrap(a), kind.wrap(b));
        let r = match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::Div | BinOp::Rem => {
                if b == 0 {
                    return Err(ArithError::DivisionByZero);
                }
                // Both are non-negative after wrapping, so these cannot trap.
                if op == BinOp::Div {
                    a.wrapping_div(b)
                } else {
                    a.wrapping_rem(b)
                }
            }
            BinOp::BitAnd => a & b,
            BinOp::BitOr => a | b,
            BinOp::BitXor => a ^ b,
            _ => return Err(ArithError::UnsupportedOp),
        };
        Ok(kind.wrap(r))
    }
}

/// Eq Ne Lt Le Gt Ge on two values of one integer kind (signedness matters
/// only through the values, which are already in range).
pub fn int_compare(op: BinOp, a: i128, b: i128) -> Result<bool, ArithError> {
    Ok(match op {
        BinOp::Eq => a == b,
        BinOp::Ne => a != b,
        BinOp::Lt => a < b,
        BinOp::Le => a <= b,
        BinOp::Gt => a > b,
        BinOp::Ge => a >= b,
        _ => return Err(ArithError::UnsupportedOp),
    })
}

/// Shl/Shr: `a` of promoted kind `kind`, count `b` the value of an operand
/// of any integer type. C99 6.5.7: a count < 0 or >= the width is
/// ShiftCountOutOfRange. A signed left shift acts on the two's complement
/// representation, as gcc defines it ("GCC does not use the latitude given
/// in C99 and C11 only to treat certain aspects of signed `<<` as
/// undefined", the manual's Integers implementation section): the programs
/// cmix reads and the residual programs are gcc's, and a byte shifted into
/// the sign bit (`c << 24`) is common C. Right shift of a negative value
/// is arithmetic (gcc's implementation-defined choice).
pub fn int_shift(op: BinOp, kind: IntKind, a: i128, b: i128) -> Result<i128, ArithError> {
    check_promoted(kind)?;
    if !matches!(op, BinOp::Shl | BinOp::Shr) {
        return Err(ArithError::UnsupportedOp);
    }
    let n = match u32::try_from(b) {
        Ok(n) if n < kind.bits() => n,
        _ => return Err(ArithError::ShiftCountOutOfRange),
    };
    if kind.is_signed() {
        if op == BinOp::Shr {
            return signed_result(kind, Some(a >> n));
        }
        // n < 64: the bits that leave the i128 are above the kind's width.
        Ok(kind.wrap(a.wrapping_shl(n)))
    } else {
        let a = kind.wrap(a);
        let r = if op == BinOp::Shl {
            // n < 64 < 128: no masking of the count; bits shifted out of the
            // i128 are multiples of 2^N anyway.
            a.wrapping_shl(n)
        } else {
            a >> n
        };
        Ok(kind.wrap(r))
    }
}

/// Neg (SignedOverflow on the minimum; unsigned wraps) and BitNot (within
/// the kind) on a promoted kind. Not is UnsupportedOp: the caller handles
/// `!`, which applies to every scalar.
pub fn int_unary(op: UnOp, kind: IntKind, a: i128) -> Result<i128, ArithError> {
    check_promoted(kind)?;
    match op {
        UnOp::Neg if kind.is_signed() => signed_result(kind, a.checked_neg()),
        UnOp::Neg => Ok(kind.wrap(kind.wrap(a).wrapping_neg())),
        UnOp::BitNot if kind.is_signed() => signed_result(kind, Some(!a)),
        UnOp::BitNot => Ok(kind.wrap(!a)),
        UnOp::Not => Err(ArithError::UnsupportedOp),
    }
}

fn ieee<T>(op: BinOp, x: T, y: T) -> Result<T, ArithError>
where
    T: Add<Output = T> + Sub<Output = T> + Mul<Output = T> + Div<Output = T>,
{
    Ok(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => x / y,
        _ => return Err(ArithError::UnsupportedOp),
    })
}

/// Add Sub Mul Div on floats: Float computes in single precision (as gcc
/// does on x86-64, FLT_EVAL_METHOD 0), Double in double; LongDouble is
/// Err(LongDouble). Division by zero gives inf/NaN as under Annex F, which
/// gcc follows. Other ops are UnsupportedOp.
pub fn float_arith(op: BinOp, kind: FloatKind, a: f64, b: f64) -> Result<f64, ArithError> {
    match kind {
        // The operands are exactly f32 values, so `as f32` is exact here.
        FloatKind::Float => ieee(op, a as f32, b as f32).map(f64::from),
        FloatKind::Double => ieee(op, a, b),
        FloatKind::LongDouble => Err(ArithError::LongDouble),
    }
}

/// Eq Ne Lt Le Gt Ge with IEEE semantics (NaN is unordered: only Ne holds).
pub fn float_compare(op: BinOp, a: f64, b: f64) -> Result<bool, ArithError> {
    Ok(match op {
        BinOp::Eq => a == b,
        BinOp::Ne => a != b,
        BinOp::Lt => a < b,
        BinOp::Le => a <= b,
        BinOp::Gt => a > b,
        BinOp::Ge => a >= b,
        _ => return Err(ArithError::UnsupportedOp),
    })
}

pub fn float_neg(kind: FloatKind, a: f64) -> Result<f64, ArithError> {
    match kind {
        FloatKind::Float | FloatKind::Double => Ok(-a),
        FloatKind::LongDouble => Err(ArithError::LongDouble),
    }
}

/// Integer to integer (6.3.1.2, 6.3.1.3): modulo 2^N, which is gcc's
/// implementation-defined choice for signed targets; _Bool is v != 0.
pub fn int_to_int(to: IntKind, v: i128) -> i128 {
    to.wrap(v)
}

/// Integer to floating (6.3.1.4p2), correctly rounded to nearest-even from
/// the exact integer.
pub fn int_to_float(to: FloatKind, v: i128) -> Result<f64, ArithError> {
    match to {
        // Rust's integer-to-float `as` rounds ties-to-even straight from the
        // i128 (no double rounding through f64), as cvtsi2ss does.
        FloatKind::Float => Ok(f64::from(v as f32)),
        FloatKind::Double => Ok(v as f64),
        FloatKind::LongDouble => Err(ArithError::LongDouble),
    }
}

/// Floating to integer (6.3.1.4p1, 6.3.1.2): truncation toward zero; NaN or
/// a truncated value out of the type's range is FloatToIntOutOfRange.
/// _Bool is v != 0.0, so NaN gives 1.
pub fn float_to_int(to: IntKind, v: f64) -> Result<i128, ArithError> {
    if to == IntKind::Bool {
        return Ok(i128::from(v != 0.0));
    }
    let t = v.trunc();
    let (lo, hi) = to.range();
    // lo and hi + 1 are 0 or +-2^k, exact in f64, so the test is exact;
    // NaN fails it.
    if t >= lo as f64 && t < (hi + 1) as f64 {
        // An integral value of magnitude at most 2^64: exact.
        Ok(t as i128)
    } else {
        Err(ArithError::FloatToIntOutOfRange)
    }
}

/// Floating to floating (6.3.1.5): to Float rounds to nearest (overflow to
/// infinity, as under Annex F); to Double is the identity.
pub fn float_to_float(to: FloatKind, v: f64) -> Result<f64, ArithError> {
    match to {
        // f64 -> f32 `as` rounds to nearest, ties to even.
        FloatKind::Float => Ok(f64::from(v as f32)),
        FloatKind::Double => Ok(v),
        FloatKind::LongDouble => Err(ArithError::LongDouble),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ArithError::*;
    use BinOp::*;
    use IntKind::*;

    const ALL_INT: [IntKind; 12] = [
        Bool, Char, SChar, UChar, Short, UShort, Int, UInt, Long, ULong, LongLong, ULongLong,
    ];
    const I64MIN: i128 = i64::MIN as i128;
    const U64MAX: i128 = u64::MAX as i128;

    #[test]
    fn integer_edge_cases() {
        let imin = i128::from(i32::MIN);
        let imax = i128::from(i32::MAX);
        assert_eq!(int_arith(Div, Int, imin, -1), Err(SignedOverflow));
        assert_eq!(int_arith(Rem, Int, imin, -1), Err(SignedOverflow));
        assert_eq!(int_arith(Rem, Int, imin, 1), Ok(0));
        assert_eq!(int_arith(Div, Int, -7, 2), Ok(-3));
        assert_eq!(int_arith(Rem, Int, -7, 2), Ok(-1));
        assert_eq!(int_arith(Div, UInt, 7, 0), Err(DivisionByZero));
        assert_eq!(int_arith(Rem, Int, 7, 0), Err(DivisionByZero));
        assert_eq!(int_arith(Add, Int, imax, 1), Err(SignedOverflow));
        assert_eq!(int_arith(Add, UInt, 0xffff_ffff, 1), Ok(0));
        assert_eq!(int_arith(Sub, ULongLong, 0, 1), Ok(U64MAX));
        // (2^64-1)^2 overflows i128; must wrap, not panic.
        assert_eq!(int_arith(Mul, ULongLong, U64MAX, U64MAX), Ok(1));
        assert_eq!(
            int_arith(Mul, LongLong, I64MIN, I64MIN),
            Err(SignedOverflow)
        );
        assert_eq!(int_arith(Mul, LongLong, I64MIN, 1), Ok(I64MIN));
        assert_eq!(int_arith(BitXor, Int, -1, 5), Ok(-6));
        assert_eq!(int_arith(Lt, Int, 1, 2), Err(UnsupportedOp));
        assert_eq!(int_arith(Add, Short, 1, 2), Err(UnsupportedOp));
        assert_eq!(int_arith(Add, Bool, 1, 1), Err(UnsupportedOp));
        assert_eq!(int_compare(Lt, -1, 0), Ok(true));
        assert_eq!(int_compare(Add, -1, 0), Err(UnsupportedOp));
        assert_eq!(int_unary(UnOp::Neg, Int, imin), Err(SignedOverflow));
        assert_eq!(int_unary(UnOp::Neg, UInt, 1), Ok(0xffff_ffff));
        assert_eq!(int_unary(UnOp::Neg, ULongLong, 0), Ok(0));
        assert_eq!(int_unary(UnOp::BitNot, ULong, 0), Ok(U64MAX));
        assert_eq!(int_unary(UnOp::BitNot, Int, 0), Ok(-1));
        assert_eq!(int_unary(UnOp::Not, Int, 0), Err(UnsupportedOp));
    }

    #[test]
    fn shifts() {
        assert_eq!(int_shift(Shl, Int, 1, 30), Ok(1 << 30));
        // gcc shifts the representation (C99 6.5.7p4 leaves these
        // undefined; gcc defines them).
        assert_eq!(int_shift(Shl, Int, 1, 31), Ok(i32::MIN as i128));
        assert_eq!(
            int_shift(Shl, Int, 137, 24),
            Ok(0x8900_0000u32 as i32 as i128)
        );
        assert_eq!(int_shift(Shl, Int, -1, 1), Ok(-2));
        assert_eq!(int_shift(Shl, Int, 0, 31), Ok(0));
        assert_eq!(int_shift(Shl, UInt, 3, 31), Ok(1 << 31));
        assert_eq!(int_shift(Shl, ULongLong, U64MAX, 63), Ok(1 << 63));
        assert_eq!(int_shift(Shr, Int, -8, 1), Ok(-4));
        assert_eq!(int_shift(Shr, Int, -1, 31), Ok(-1));
        assert_eq!(int_shift(Shr, Long, I64MIN, 63), Ok(-1));
        for count in [-1, 32, 64, 1 << 40, i128::MAX, i128::MIN] {
            assert_eq!(int_shift(Shl, Int, 1, count), Err(ShiftCountOutOfRange));
            assert_eq!(int_shift(Shr, UInt, 1, count), Err(ShiftCountOutOfRange));
        }
        assert_eq!(int_shift(Shl, Long, 1, 63), Ok(i64::MIN as i128));
        assert_eq!(int_shift(Shr, Long, 1, 63), Ok(0));
        assert_eq!(int_shift(Add, Int, 1, 1), Err(UnsupportedOp));
        assert_eq!(int_shift(Shl, Char, 1, 1), Err(UnsupportedOp));
    }

    /// Inputs outside the documented ranges must still not panic.
    #[test]
    fn defensive_inputs_do_not_panic() {
        let odd = [
            i128::MIN,
            i128::MAX,
            -1,
            0,
            1,
            U64MAX,
            I64MIN,
            i128::MIN + 1,
        ];
        let ops = [
            Add, Sub, Mul, Div, Rem, BitAnd, BitOr, BitXor, Shl, Shr, Eq, PtrAdd,
        ];
        for &kind in &ALL_INT {
            for &a in &odd {
                for &b in &odd {
                    for &op in &ops {
                        let _ = int_arith(op, kind, a, b);
                        let _ = int_shift(op, kind, a, b);
                        let _ = int_compare(op, a, b);
                    }
                }
                for op in [UnOp::Neg, UnOp::BitNot, UnOp::Not] {
                    let _ = int_unary(op, kind, a);
                }
                let _ = int_to_int(kind, a);
                let _ = int_to_float(FloatKind::Float, a);
                let _ = int_to_float(FloatKind::Double, a);
            }
        }
    }

    #[test]
    fn conversions() {
        // 2^60 + 2^36 + 1: through f64 it would round to 2^60 + 2^36 and then
        // tie to even at 2^60; rounded directly it is 2^60 + 2^37.
        let v = (1i128 << 60) + (1 << 36) + 1;
        let want = ((1u64 << 60) + (1 << 37)) as f64;
        assert_eq!(int_to_float(FloatKind::Float, v), Ok(want));
        assert_eq!(int_to_float(FloatKind::Float, -v), Ok(-want));
        assert_eq!(
            int_to_float(FloatKind::Double, (1 << 53) + 1),
            Ok(9007199254740992.0)
        );
        assert_eq!(
            int_to_float(FloatKind::Float, (1 << 24) + 1),
            Ok(16777216.0)
        );
        assert_eq!(
            int_to_float(FloatKind::Float, (1 << 24) + 3),
            Ok(16777220.0)
        );
        assert_eq!(
            int_to_float(FloatKind::Double, U64MAX),
            Ok(18446744073709551616.0)
        );
        assert_eq!(int_to_float(FloatKind::LongDouble, 1), Err(LongDouble));

        assert_eq!(float_to_int(Int, -2147483648.9), Ok(-2147483648));
        assert_eq!(float_to_int(Int, -2147483649.0), Err(FloatToIntOutOfRange));
        assert_eq!(float_to_int(Int, 2147483647.9), Ok(2147483647));
        assert_eq!(float_to_int(Int, 2147483648.0), Err(FloatToIntOutOfRange));
        assert_eq!(float_to_int(UInt, -0.9), Ok(0));
        assert_eq!(float_to_int(UInt, -1.0), Err(FloatToIntOutOfRange));
        assert_eq!(
            float_to_int(ULongLong, 18446744073709549568.0),
            Ok(U64MAX - 2047)
        );
        assert_eq!(
            float_to_int(ULongLong, 18446744073709551616.0),
            Err(FloatToIntOutOfRange)
        );
        assert_eq!(float_to_int(LongLong, -9223372036854775808.0), Ok(I64MIN));
        assert_eq!(
            float_to_int(LongLong, 9223372036854775808.0),
            Err(FloatToIntOutOfRange)
        );
        assert_eq!(float_to_int(Int, f64::NAN), Err(FloatToIntOutOfRange));
        assert_eq!(float_to_int(Int, f64::INFINITY), Err(FloatToIntOutOfRange));
        assert_eq!(float_to_int(Bool, f64::NAN), Ok(1));
        assert_eq!(float_to_int(Bool, -0.0), Ok(0));
        assert_eq!(float_to_int(Bool, 0.25), Ok(1));

        assert_eq!(int_to_int(Bool, 256), 1);
        assert_eq!(int_to_int(UChar, -1), 255);
        assert_eq!(int_to_int(SChar, 128), -128);
        assert_eq!(int_to_int(Int, U64MAX), -1);

        assert_eq!(float_to_float(FloatKind::Float, 0.1), Ok(f64::from(0.1f32)));
        assert_eq!(float_to_float(FloatKind::Float, 1e39), Ok(f64::INFINITY));
        assert_eq!(float_to_float(FloatKind::Double, 0.1), Ok(0.1));
        assert_eq!(float_to_float(FloatKind::LongDouble, 0.1), Err(LongDouble));
    }

    #[test]
    fn floats() {
        let third = f64::from(1.0f32 / 3.0f32);
        assert_eq!(float_arith(Div, FloatKind::Float, 1.0, 3.0), Ok(third));
        assert_eq!(
            float_arith(Div, FloatKind::Double, 1.0, 0.0),
            Ok(f64::INFINITY)
        );
        assert!(float_arith(Div, FloatKind::Double, 0.0, 0.0).is_ok_and(f64::is_nan));
        assert_eq!(
            float_arith(Rem, FloatKind::Double, 1.0, 3.0),
            Err(UnsupportedOp)
        );
        assert_eq!(
            float_arith(Add, FloatKind::LongDouble, 1.0, 3.0),
            Err(LongDouble)
        );
        assert_eq!(float_compare(Eq, f64::NAN, f64::NAN), Ok(false));
        assert_eq!(float_compare(Ne, f64::NAN, f64::NAN), Ok(true));
        assert_eq!(float_compare(Eq, 0.0, -0.0), Ok(true));
        assert_eq!(float_compare(Add, 0.0, -0.0), Err(UnsupportedOp));
        assert_eq!(
            float_neg(FloatKind::Float, 0.0).map(f64::to_bits),
            Ok((-0.0f64).to_bits())
        );
        assert_eq!(float_neg(FloatKind::LongDouble, 0.0), Err(LongDouble));
    }

    // ---- Differential test against gcc ----

    const C_PROGRAM: &str = r#"
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static unsigned long long dbits(double d) { unsigned long long u; memcpy(&u, &d, sizeof u); return u; }
static double bitsd(unsigned long long u) { double d; memcpy(&d, &u, sizeof d); return d; }
static void pv(int s, long long sv, unsigned long long uv) {
  if (s) printf("%lld", sv); else printf("%llu", uv);
}
#define V(S, x) pv((S), (long long)(x), (unsigned long long)(x))
#define N(a) (sizeof(a) / sizeof((a)[0]))
#define OVF "E:SignedOverflow"
#define DIV0 "E:DivisionByZero"
#define SHC "E:ShiftCountOutOfRange"
#define OUT(tag, K, op, S, a, b, e, r) do { \
  printf(tag " " #K " " op " "); V(S, a); putchar(' '); V(1, b); putchar(' '); \
  if (e) fputs(e, stdout); else V(S, r); putchar('\n'); } while (0)
#define OUTB(K, op, S, a, b, e, r) do { \
  printf("IB " #K " " op " "); V(S, a); putchar(' '); V(S, b); putchar(' '); \
  if (e) fputs(e, stdout); else V(S, r); putchar('\n'); } while (0)

@ARRAYS@

/* Integer operators in a promoted type T. */
#define INTOPS(T, K, S, MIN, MAX, W) \
static void intops_##K(void) { \
  size_t i, j; \
  for (i = 0; i < N(v_##K); i++) for (j = 0; j < N(v_##K); j++) { \
    T a = v_##K[i], b = v_##K[j], t, r = 0; const char *e; \
    e = (S && __builtin_add_overflow(a, b, &t)) ? OVF : 0; if (!e) r = a + b; OUTB(K, "Add", S, a, b, e, r); \
    e = (S && __builtin_sub_overflow(a, b, &t)) ? OVF : 0; if (!e) r = a - b; OUTB(K, "Sub", S, a, b, e, r); \
    e = (S && __builtin_mul_overflow(a, b, &t)) ? OVF : 0; if (!e) r = a * b; OUTB(K, "Mul", S, a, b, e, r); \
    e = b == 0 ? DIV0 : (S && a == MIN && b == (T)-1) ? OVF : 0; if (!e) r = a / b; OUTB(K, "Div", S, a, b, e, r); \
    e = b == 0 ? DIV0 : (S && a == MIN && b == (T)-1) ? OVF : 0; if (!e) r = a % b; OUTB(K, "Rem", S, a, b, e, r); \
    OUTB(K, "BitAnd", S, a, b, (const char *)0, a & b); \
    OUTB(K, "BitOr", S, a, b, (const char *)0, a | b); \
    OUTB(K, "BitXor", S, a, b, (const char *)0, a ^ b); \
    OUTB(K, "Eq", S, a, b, (const char *)0, a == b); \
    OUTB(K, "Ne", S, a, b, (const char *)0, a != b); \
    OUTB(K, "Lt", S, a, b, (const char *)0, a < b); \
    OUTB(K, "Le", S, a, b, (const char *)0, a <= b); \
    OUTB(K, "Gt", S, a, b, (const char *)0, a > b); \
    OUTB(K, "Ge", S, a, b, (const char *)0, a >= b); \
  } \
  for (i = 0; i < N(v_##K); i++) { \
    T a = v_##K[i], r = 0; const char *e; \
    for (j = 0; j < N(counts); j++) { \
      long long c = counts[j]; \
      e = (c < 0 || c >= W) ? SHC : 0; /* gcc defines signed << on the bits */ \
      if (!e) r = a << c; OUT("IS", K, "Shl", S, a, c, e, r); \
      e = (c < 0 || c >= W) ? SHC : 0; \
      if (!e) r = a >> c; OUT("IS", K, "Shr", S, a, c, e, r); \
    } \
    e = (S && a == MIN) ? OVF : 0; if (!e) r = -a; \
    printf("IU " #K " Neg "); V(S, a); putchar(' '); if (e) fputs(e, stdout); else V(S, r); putchar('\n'); \
    r = ~a; printf("IU " #K " BitNot "); V(S, a); putchar(' '); V(S, r); putchar('\n'); \
  } \
}

/* Conversions to integer type D. */
#define CONV(D, K, B, MIN, MAX) \
static void conv_##K(void) { \
  int s = (D)-1 < 0; size_t i; int k; \
  for (i = 0; i < N(sll); i++) { D r = (D)sll[i]; printf("CI " #K " %lld ", sll[i]); V(s, r); putchar('\n'); } \
  for (i = 0; i < N(ull); i++) { D r = (D)ull[i]; printf("CI " #K " %llu ", ull[i]); V(s, r); putchar('\n'); } \
  for (i = 0; i < N(fb); i++) for (k = 0; k < 2; k++) { \
    double d = bitsd(fb[i]), t; \
    if (k) d = (float)d; \
    t = trunc(d); \
    printf("FI " #K " %016llx ", dbits(d)); \
    if (!B && !(t >= (double)MIN && t < (double)MAX + 1.0)) puts("E:FloatToIntOutOfRange"); \
    else { D r = (D)d; V(s, r); putchar('\n'); } \
  } \
}

#define FLOPS(T, K) \
static void flops_##K(void) { \
  size_t i, j; \
  for (i = 0; i < N(fb); i++) { \
    T a = (T)bitsd(fb[i]); \
    printf("FU " #K " Neg %016llx %016llx\n", dbits(a), dbits(-a)); \
    for (j = 0; j < N(fb); j++) { \
      T b = (T)bitsd(fb[j]); \
      printf("FB " #K " Add %016llx %016llx %016llx\n", dbits(a), dbits(b), dbits(a + b)); \
      printf("FB " #K " Sub %016llx %016llx %016llx\n", dbits(a), dbits(b), dbits(a - b)); \
      printf("FB " #K " Mul %016llx %016llx %016llx\n", dbits(a), dbits(b), dbits(a * b)); \
      printf("FB " #K " Div %016llx %016llx %016llx\n", dbits(a), dbits(b), dbits(a / b)); \
      printf("FB " #K " Eq %016llx %016llx %d\n", dbits(a), dbits(b), a == b); \
      printf("FB " #K " Ne %016llx %016llx %d\n", dbits(a), dbits(b), a != b); \
      printf("FB " #K " Lt %016llx %016llx %d\n", dbits(a), dbits(b), a < b); \
      printf("FB " #K " Le %016llx %016llx %d\n", dbits(a), dbits(b), a <= b); \
      printf("FB " #K " Gt %016llx %016llx %d\n", dbits(a), dbits(b), a > b); \
      printf("FB " #K " Ge %016llx %016llx %d\n", dbits(a), dbits(b), a >= b); \
    } \
  } \
}

INTOPS(int, Int, 1, INT_MIN, INT_MAX, 32)
INTOPS(unsigned, UInt, 0, 0u, UINT_MAX, 32)
INTOPS(long, Long, 1, LONG_MIN, LONG_MAX, 64)
INTOPS(unsigned long, ULong, 0, 0ul, ULONG_MAX, 64)
INTOPS(long long, LongLong, 1, LLONG_MIN, LLONG_MAX, 64)
INTOPS(unsigned long long, ULongLong, 0, 0ull, ULLONG_MAX, 64)
CONV(_Bool, Bool, 1, 0, 1)
CONV(char, Char, 0, CHAR_MIN, CHAR_MAX)
CONV(signed char, SChar, 0, SCHAR_MIN, SCHAR_MAX)
CONV(unsigned char, UChar, 0, 0, UCHAR_MAX)
CONV(short, Short, 0, SHRT_MIN, SHRT_MAX)
CONV(unsigned short, UShort, 0, 0, USHRT_MAX)
CONV(int, Int, 0, INT_MIN, INT_MAX)
CONV(unsigned, UInt, 0, 0, UINT_MAX)
CONV(long, Long, 0, LONG_MIN, LONG_MAX)
CONV(unsigned long, ULong, 0, 0, ULONG_MAX)
CONV(long long, LongLong, 0, LLONG_MIN, LLONG_MAX)
CONV(unsigned long long, ULongLong, 0, 0, ULLONG_MAX)
FLOPS(float, Float)
FLOPS(double, Double)

int main(void) {
  size_t i;
  intops_Int(); intops_UInt(); intops_Long(); intops_ULong(); intops_LongLong(); intops_ULongLong();
  conv_Bool(); conv_Char(); conv_SChar(); conv_UChar(); conv_Short(); conv_UShort();
  conv_Int(); conv_UInt(); conv_Long(); conv_ULong(); conv_LongLong(); conv_ULongLong();
  for (i = 0; i < N(sll); i++) {
    printf("IF Float %lld %016llx\n", sll[i], dbits((float)sll[i]));
    printf("IF Double %lld %016llx\n", sll[i], dbits((double)sll[i]));
  }
  for (i = 0; i < N(ull); i++) {
    printf("IF Float %llu %016llx\n", ull[i], dbits((float)ull[i]));
    printf("IF Double %llu %016llx\n", ull[i], dbits((double)ull[i]));
  }
  for (i = 0; i < N(fb); i++) {
    double d = bitsd(fb[i]);
    printf("FF Float %016llx %016llx\n", dbits(d), dbits((float)d));
    printf("FF Double %016llx %016llx\n", dbits(d), dbits((double)d));
  }
  flops_Float(); flops_Double();
  return 0;
}
"#;

    /// Integer operands of the binary operators, wrapped into each type.
    fn int_values() -> Vec<i128> {
        let mut v: Vec<i128> = vec![
            0,
            1,
            -1,
            2,
            -2,
            3,
            -7,
            100,
            127,
            -128,
            -129,
            255,
            256,
            32767,
            -32768,
            65535,
            46341,
            -46341,
            0x7fff_ffff,
            -0x8000_0000,
            0x8000_0001,
            0xffff_ffff,
            0x1_0000_0000,
            3_037_000_500,
            -3_037_000_500,
            0x1234_5678_9abc_def0,
        ];
        v.extend([
            i128::from(i64::MAX),
            I64MIN,
            U64MAX,
            I64MIN + 1,
            1 << 63,
            (1 << 63) + 1,
        ]);
        v
    }

    /// Integers converted to other integer types and to floating types.
    fn conversion_values() -> Vec<i128> {
        let mut v = int_values();
        let p = |k: u32| 1i128 << k;
        v.extend([
            p(24) + 1,
            p(24) + 3,
            -(p(24) + 1),
            p(53) + 1,
            p(53) + 3,
            -(p(53) + 1),
        ]);
        v.extend([
            p(60) + p(36) + 1,
            -(p(60) + p(36) + 1),
            p(60) + p(36),
            p(60) + 3 * p(36),
        ]);
        v.extend([
            p(63) + p(10),
            p(63) + p(10) + 1,
            p(63) + 3 * p(10),
            U64MAX - 1023,
        ]);
        v.extend([
            U64MAX - 1024,
            p(63) + p(39),
            p(63) + p(39) + 1,
            U64MAX - p(39),
        ]);
        v.extend([
            -(p(62) + p(38) + 1),
            p(31) - 1,
            p(32) - 1,
            0xff_ffff,
            0x1ff_ffff,
        ]);
        v
    }

    fn float_values() -> Vec<f64> {
        let p = |k: i32| 2f64.powi(k);
        vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            -0.5,
            1.5,
            2.5,
            -2.5,
            0.1,
            f64::from(0.1f32),
            1.0 / 3.0,
            0.9999,
            -0.9999,
            127.9,
            128.0,
            -128.7,
            -129.0,
            255.5,
            256.0,
            65535.9,
            65536.0,
            2147483647.0,
            2147483647.5,
            p(31),
            -p(31),
            -2147483648.9,
            -2147483649.0,
            4294967295.9,
            p(32),
            3e9,
            -3e9,
            p(24) + 1.0,
            1.0 + p(-24),
            1.0 + 3.0 * p(-24),
            p(53),
            p(53) + 2.0,
            p(63),
            p(63) - 1024.0,
            -p(63),
            -p(63) - 2048.0,
            p(64),
            p(64) - 2048.0,
            1e20,
            -1e20,
            1e30,
            -1e30,
            f64::from(f32::MAX),
            f64::from(f32::MAX) + p(103),
            f64::from(f32::MAX) * (1.0 + p(-30)),
            1e39,
            f64::MAX,
            f64::MIN_POSITIVE,
            f64::from_bits(1),
            f64::from(f32::MIN_POSITIVE),
            f64::from(f32::from_bits(1)),
            p(-150),
            p(-150) * (1.0 + p(-20)),
            1e-40,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ]
    }

    fn c_array(ctype: &str, name: &str, items: &[String]) -> String {
        format!(
            "static const {ctype} {name}[] = {{{}}};\n",
            items.join(", ")
        )
    }

    /// A C expression for an integer value in long long / unsigned long long range.
    fn c_int(v: i128) -> String {
        if v == I64MIN {
            "(-9223372036854775807LL - 1)".to_string()
        } else if v < 0 {
            format!("({v}LL)")
        } else {
            format!("{v}ULL")
        }
    }

    fn dedup(v: impl IntoIterator<Item = i128>) -> Vec<i128> {
        let mut out = Vec::new();
        for x in v {
            if !out.contains(&x) {
                out.push(x);
            }
        }
        out
    }

    fn c_source() -> String {
        let mut arrays = String::new();
        let ctypes = [
            (Int, "int"),
            (UInt, "unsigned"),
            (Long, "long"),
            (ULong, "unsigned long"),
            (LongLong, "long long"),
            (ULongLong, "unsigned long long"),
        ];
        for (kind, ctype) in ctypes {
            let vals = dedup(int_values().into_iter().map(|v| kind.wrap(v)));
            let items: Vec<String> = vals
                .iter()
                .map(|&v| format!("({ctype}){}", c_int(v)))
                .collect();
            arrays += &c_array(ctype, &format!("v_{kind:?}"), &items);
        }
        let counts = [
            -1i128,
            0,
            1,
            2,
            7,
            8,
            15,
            16,
            30,
            31,
            32,
            33,
            62,
            63,
            64,
            65,
            127,
            128,
            1 << 32,
        ];
        let items: Vec<String> = counts.iter().map(|&c| c_int(c)).collect();
        arrays += &c_array("long long", "counts", &items);
        let conv = dedup(conversion_values());
        let sll: Vec<String> = conv
            .iter()
            .filter(|&&v| v <= i128::from(i64::MAX))
            .map(|&v| c_int(v))
            .collect();
        let ull: Vec<String> = conv
            .iter()
            .filter(|&&v| v > i128::from(i64::MAX))
            .map(|&v| c_int(v))
            .collect();
        arrays += &c_array("long long", "sll", &sll);
        arrays += &c_array("unsigned long long", "ull", &ull);
        let fb: Vec<String> = float_values()
            .iter()
            .map(|f| format!("0x{:016x}ULL", f.to_bits()))
            .collect();
        arrays += &c_array("unsigned long long", "fb", &fb);
        C_PROGRAM.replace("@ARRAYS@", &arrays)
    }

    /// Runs the gcc program and returns its output.
    fn run_gcc_program() -> String {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let dir = std::env::temp_dir().join(format!("cmix-scalar-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("create temporary directory");
        let src = dir.join("scalar.c");
        let exe = dir.join("scalar");
        std::fs::write(&src, c_source()).expect("write C program");
        // -O0 keeps gcc from folding the operations at compile time.
        let status = std::process::Command::new("cc")
            .args(["-std=c99", "-O0", "-o"])
            .arg(&exe)
            .arg(&src)
            .arg("-lm")
            .status()
            .expect("cannot run cc: the differential test needs a C compiler");
        assert!(status.success(), "cc failed on {}", src.display());
        let out = std::process::Command::new(&exe)
            .output()
            .expect("run the compiled C program");
        assert!(out.status.success(), "the C program failed");
        let _ = std::fs::remove_dir_all(&dir);
        String::from_utf8(out.stdout).expect("C program output is ASCII")
    }

    fn int_kind(s: &str) -> IntKind {
        match s {
            "Bool" => Bool,
            "Char" => Char,
            "SChar" => SChar,
            "UChar" => UChar,
            "Short" => Short,
            "UShort" => UShort,
            "Int" => Int,
            "UInt" => UInt,
            "Long" => Long,
            "ULong" => ULong,
            "LongLong" => LongLong,
            "ULongLong" => ULongLong,
            _ => panic!("integer kind {s}"),
        }
    }

    fn float_kind(s: &str) -> FloatKind {
        match s {
            "Float" => FloatKind::Float,
            "Double" => FloatKind::Double,
            _ => panic!("float kind {s}"),
        }
    }

    fn bin_op(s: &str) -> BinOp {
        match s {
            "Add" => Add,
            "Sub" => Sub,
            "Mul" => Mul,
            "Div" => Div,
            "Rem" => Rem,
            "Shl" => Shl,
            "Shr" => Shr,
            "BitAnd" => BitAnd,
            "BitOr" => BitOr,
            "BitXor" => BitXor,
            "Eq" => Eq,
            "Ne" => Ne,
            "Lt" => Lt,
            "Le" => Le,
            "Gt" => Gt,
            "Ge" => Ge,
            _ => panic!("operator {s}"),
        }
    }

    fn int(s: &str) -> i128 {
        s.parse().expect("decimal integer")
    }

    fn float(s: &str) -> f64 {
        f64::from_bits(u64::from_str_radix(s, 16).expect("hex bits"))
    }

    /// NaNs' sign and payload are unspecified in C; any NaN matches any NaN.
    fn show_float(f: f64) -> String {
        if f.is_nan() {
            "nan".to_string()
        } else {
            format!("{:016x}", f.to_bits())
        }
    }

    fn show<T: ToString>(r: Result<T, ArithError>) -> String {
        match r {
            Ok(v) => v.to_string(),
            Err(e) => format!("E:{e:?}"),
        }
    }

    fn show_f(r: Result<f64, ArithError>) -> String {
        match r {
            Ok(f) => show_float(f),
            Err(e) => format!("E:{e:?}"),
        }
    }

    /// Our answer for one line of the C program's output, and gcc's.
    fn check_line(line: &str) -> (String, String) {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w[0] {
            "IB" => {
                let (kind, op, a, b) = (int_kind(w[1]), bin_op(w[2]), int(w[3]), int(w[4]));
                let ours = match op {
                    Eq | Ne | Lt | Le | Gt | Ge => show(int_compare(op, a, b).map(i32::from)),
                    _ => show(int_arith(op, kind, a, b)),
                };
                (ours, w[5].to_string())
            }
            "IS" => {
                let (kind, op, a, b) = (int_kind(w[1]), bin_op(w[2]), int(w[3]), int(w[4]));
                (show(int_shift(op, kind, a, b)), w[5].to_string())
            }
            "IU" => {
                let op = if w[2] == "Neg" {
                    UnOp::Neg
                } else {
                    UnOp::BitNot
                };
                (
                    show(int_unary(op, int_kind(w[1]), int(w[3]))),
                    w[4].to_string(),
                )
            }
            "CI" => (
                int_to_int(int_kind(w[1]), int(w[2])).to_string(),
                w[3].to_string(),
            ),
            "FI" => (
                show(float_to_int(int_kind(w[1]), float(w[2]))),
                w[3].to_string(),
            ),
            "IF" => (
                show_f(int_to_float(float_kind(w[1]), int(w[2]))),
                show_float(float(w[3])),
            ),
            "FF" => (
                show_f(float_to_float(float_kind(w[1]), float(w[2]))),
                show_float(float(w[3])),
            ),
            "FU" => (
                show_f(float_neg(float_kind(w[1]), float(w[3]))),
                show_float(float(w[4])),
            ),
            "FB" => {
                let (kind, op, a, b) = (float_kind(w[1]), bin_op(w[2]), float(w[3]), float(w[4]));
                match op {
                    Add | Sub | Mul | Div => {
                        (show_f(float_arith(op, kind, a, b)), show_float(float(w[5])))
                    }
                    _ => (
                        show(float_compare(op, a, b).map(i32::from)),
                        w[5].to_string(),
                    ),
                }
            }
            tag => panic!("unexpected line tag {tag}"),
        }
    }

    #[test]
    fn differential_against_gcc() {
        let output = run_gcc_program();
        let mut checked = 0usize;
        let mut ub = 0usize;
        let mut tags = std::collections::BTreeMap::<&str, usize>::new();
        let mut mismatches = Vec::new();
        for line in output.lines() {
            let (ours, gcc) = check_line(line);
            checked += 1;
            ub += usize::from(gcc.starts_with("E:"));
            *tags
                .entry(line.split(' ').next().unwrap_or(""))
                .or_default() += 1;
            if ours != gcc {
                mismatches.push(format!("{line}  => ours {ours}"));
            }
        }
        // Guard against a program that printed little or nothing.
        for tag in ["IB", "IS", "IU", "CI", "FI", "IF", "FF", "FU", "FB"] {
            assert!(
                tags.get(tag).copied().unwrap_or(0) > 20,
                "too few {tag} lines: {tags:?}"
            );
        }
        assert!(ub > 100, "too few undefined cases exercised: {ub}");
        assert!(
            mismatches.is_empty(),
            "{} of {checked} cases differ from gcc:\n{}",
            mismatches.len(),
            mismatches
                .iter()
                .take(30)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}
