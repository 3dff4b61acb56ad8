//! Library functions run at specialization time: the pure ones of the
//! binding-time analysis's list (string, math, character class, integer
//! builtins), those that write only through their first argument (`memcpy`,
//! `memset`, `strcpy`, ...) and the allocator, with C's rules for their
//! arguments.

use super::eval::{EvalResult, Value, access, ub, unsupported};
use super::host_libc;
use super::kernel::Kernel;
use super::store::{Obj, ObjKey, Pointer, Store};
use crate::analysis::points_to::Object;
use crate::core::{BlockId, FuncId, Function};
use crate::diag::Diag;
use crate::source::Span;

fn int(v: &Value, span: Span) -> EvalResult<i128> {
    match v {
        Value::Int(i) => Ok(*i),
        _ => Err(Box::new(Diag::bug(
            "library argument is not an integer",
            span,
        ))),
    }
}

fn float(v: &Value, span: Span) -> EvalResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        _ => Err(Box::new(Diag::bug(
            "library argument is not a number",
            span,
        ))),
    }
}

fn pointer(v: &Value, what: &str, span: Span) -> EvalResult<Pointer> {
    match v {
        Value::Ptr(Some(p)) => Ok(*p),
        Value::Ptr(None) => Err(ub(format!("null pointer passed to `{what}`"), span)),
        _ => Err(Box::new(Diag::bug(
            "library argument is not a pointer",
            span,
        ))),
    }
}

fn byte_at(store: &Store, p: Pointer, i: i64, span: Span) -> EvalResult<u8> {
    let at = Pointer {
        obj: p.obj,
        offset: p.offset + i,
    };
    store
        .read_bytes(at, 1)
        .map(|b| b[0])
        .map_err(|e| access(e, span))
}

/// The bytes of the C string at `p`, without its NUL.
pub(super) fn c_string(
    store: &Store,
    p: Pointer,
    limit: Option<u64>,
    span: Span,
) -> EvalResult<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        if limit.is_some_and(|l| out.len() as u64 >= l) {
            return Ok(out);
        }
        let b = byte_at(store, p, out.len() as i64, span)?;
        if b == 0 {
            return Ok(out);
        }
        out.push(b);
    }
}

/// Whether `len` bytes at `a` and at `b` overlap.
fn overlapping(a: Pointer, b: Pointer, len: i64) -> bool {
    a.obj == b.obj && a.offset < b.offset + len && b.offset < a.offset + len
}

fn offset(p: Pointer, by: i64) -> Pointer {
    Pointer {
        obj: p.obj,
        offset: p.offset + by,
    }
}

/// The value of a math function run by the host library, recording the
/// `errno` it set for the residual program to set too.
fn math(
    result: Option<host_libc::MathResult>,
    errno: &mut Option<i32>,
    name: &str,
    span: Span,
) -> EvalResult<Option<Value>> {
    let Some(r) = result else {
        return Err(Box::new(Diag::bug(
            format!("`{name}` is not a math function cmix runs"),
            span,
        )));
    };
    *errno = r.errno;
    Ok(Some(Value::Float(r.value)))
}

#[allow(clippy::too_many_arguments)]
/// The library functions `call` runs (gcc's bit builtins besides).
const RUNNABLE: &[&str] = &[
    "strlen",
    "strcmp",
    "strncmp",
    "memcmp",
    "memcpy",
    "memmove",
    "memset",
    "strcpy",
    "strncpy",
    "strcat",
    "strchr",
    "strrchr",
    "strstr",
    "strpbrk",
    "strspn",
    "strcspn",
    "memchr",
    "abs",
    "labs",
    "llabs",
    "sqrt",
    "sin",
    "cos",
    "tan",
    "exp",
    "log",
    "log10",
    "floor",
    "ceil",
    "fabs",
    "atan",
    "sqrtf",
    "fabsf",
    "pow",
    "fmod",
    "atan2",
    "sinh",
    "cosh",
    "tanh",
    "asin",
    "acos",
    "asinh",
    "acosh",
    "atanh",
    "cbrt",
    "exp2",
    "expm1",
    "log2",
    "log1p",
    "tgamma",
    "erf",
    "erfc",
    "trunc",
    "round",
    "fmin",
    "fmax",
    "fdim",
    "remainder",
    "hypot",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "isupper",
    "islower",
    "isxdigit",
    "ispunct",
    "isprint",
    "iscntrl",
    "isgraph",
    "toupper",
    "tolower",
    "strtol",
    "strtoul",
    "strtoll",
    "strtoull",
    "strtod",
    "strtof",
    "atof",
    "atoi",
    "atol",
    "malloc",
    "calloc",
    "realloc",
    "free",
    "__builtin_bswap16",
    "__builtin_bswap32",
    "__builtin_bswap64",
    "copysign",
    "__builtin_copysign",
    "copysignf",
    "__builtin_copysignf",
    "__builtin_signbit",
    "__builtin_signbitf",
    "__builtin_signbitl",
];

/// Whether <ctype.h>'s `name` of `c` answers the same in every locale:
/// `isdigit` and `isxdigit` always (C99 7.4.1.5, 7.4.1.12); the others
/// for EOF and ASCII, except case mapping of `i` and `I` (Turkish).
fn same_in_every_locale(name: &str, c: i128) -> bool {
    if matches!(name, "isdigit" | "isxdigit") {
        return true;
    }
    let case_mapping = matches!(name, "toupper" | "tolower");
    (-1..=127).contains(&c) && !(case_mapping && (c == i128::from(b'i') || c == i128::from(b'I')))
}

/// The error for a library call whose answer depends on a locale that
/// may not be C.
fn depends_on_locale(what: &str, span: Span) -> Box<Diag> {
    Box::new(
        Diag::error(
            format!(
                "cmix cannot run {what} during specialization: the residual program may run in another locale than the C locale cmix runs in"
            ),
            span,
        )
        .with_note(
            "cmix sees no `main`, or the program calls code cmix does not see, so it cannot tell whether `setlocale` runs first: give cmix the whole program if it never changes the locale, declare the function pure (`--pure`) if the program runs in the C locale, or make the argument dynamic (`--dynamic`)",
        ),
    )
}

/// Whether cmix can run library function `name` during specialization
/// (`call`): what `--pure` may name.
pub fn can_run(name: &str) -> bool {
    RUNNABLE.contains(&name) || bit_builtin(name, &[], Span::DUMMY).is_some()
}

pub fn call(
    kernel: &mut Kernel,
    store: &mut Store,
    target: &Function,
    values: &[Value],
    errno: &mut Option<i32>,
    site: (FuncId, BlockId, u32),
    span: Span,
) -> EvalResult<Option<Value>> {
    let name = target.name.as_str();
    let arg = |i: usize| -> EvalResult<&Value> {
        values
            .get(i)
            .ok_or_else(|| Box::new(Diag::error(format!("too few arguments to `{name}`"), span)))
    };
    let some = |v: Value| Ok(Some(v));
    match name {
        "strlen" => {
            let p = pointer(arg(0)?, name, span)?;
            some(Value::Int(c_string(store, p, None, span)?.len() as i128))
        }
        "strcmp" | "strncmp" => {
            let a = pointer(arg(0)?, name, span)?;
            let b = pointer(arg(1)?, name, span)?;
            let limit = if name == "strncmp" {
                Some(int(arg(2)?, span)? as u64)
            } else {
                None
            };
            let sa = c_string(store, a, limit, span)?;
            let sb = c_string(store, b, limit, span)?;
            let r = match limit {
                Some(n) => host_libc::strncmp(&sa, &sb, n as usize),
                None => host_libc::strcmp(&sa, &sb),
            };
            some(Value::Int(r as i128))
        }
        "memcmp" => {
            let a = pointer(arg(0)?, name, span)?;
            let b = pointer(arg(1)?, name, span)?;
            let n = int(arg(2)?, span)? as i64;
            let mut x = Vec::new();
            let mut y = Vec::new();
            for i in 0..n {
                x.push(byte_at(store, a, i, span)?);
                y.push(byte_at(store, b, i, span)?);
                if x[x.len() - 1] != y[y.len() - 1] {
                    break;
                }
            }
            some(Value::Int(host_libc::memcmp(&x, &y) as i128))
        }
        "memcpy" | "memmove" => {
            let d = pointer(arg(0)?, name, span)?;
            let src = pointer(arg(1)?, name, span)?;
            let n = int(arg(2)?, span)? as u64;
            if name == "memcpy" && overlapping(d, src, n as i64) {
                return Err(ub("`memcpy` between overlapping bytes", span));
            }
            if n > 0 {
                let chunk = store.read_chunk(src, n).map_err(|e| access(e, span))?;
                store.write_chunk(d, &chunk).map_err(|e| access(e, span))?;
            }
            some(Value::Ptr(Some(d)))
        }
        "memset" => {
            let d = pointer(arg(0)?, name, span)?;
            let c = int(arg(1)?, span)? as u8;
            let n = int(arg(2)?, span)? as u64;
            if n > 0 {
                store.check(d, n).map_err(|e| access(e, span))?;
                store
                    .write_bytes(d, &vec![c; n as usize])
                    .map_err(|e| access(e, span))?;
            }
            some(Value::Ptr(Some(d)))
        }
        "strcpy" | "strncpy" | "strcat" => {
            let d = pointer(arg(0)?, name, span)?;
            let src = pointer(arg(1)?, name, span)?;
            let limit = if name == "strncpy" {
                Some(int(arg(2)?, span)? as u64)
            } else {
                None
            };
            let mut bytes = c_string(store, src, limit, span)?;
            match limit {
                // strncpy pads with NULs to n bytes (and adds none if the
                // string fills them).
                Some(n) => bytes.resize(n as usize, 0),
                None => bytes.push(0),
            }
            let at = if name == "strcat" {
                offset(d, c_string(store, d, None, span)?.len() as i64)
            } else {
                d
            };
            if overlapping(at, src, bytes.len() as i64) {
                return Err(ub(format!("`{name}` between overlapping bytes"), span));
            }
            if !bytes.is_empty() {
                store.write_bytes(at, &bytes).map_err(|e| access(e, span))?;
            }
            some(Value::Ptr(Some(d)))
        }
        "strchr" | "strrchr" => {
            let p = pointer(arg(0)?, name, span)?;
            let c = int(arg(1)?, span)? as u8;
            let s = c_string(store, p, None, span)?;
            let mut found = None;
            for (i, b) in s.iter().chain(std::iter::once(&0)).enumerate() {
                if *b == c {
                    found = Some(i as i64);
                    if name == "strchr" {
                        break;
                    }
                }
            }
            some(Value::Ptr(found.map(|i| offset(p, i))))
        }
        "strpbrk" | "strspn" | "strcspn" => {
            let p = pointer(arg(0)?, name, span)?;
            let set = pointer(arg(1)?, name, span)?;
            let s = c_string(store, p, None, span)?;
            let set = c_string(store, set, None, span)?;
            // The length of the first run of bytes in (strspn) or out of
            // the set: strpbrk's answer is where a byte in it ends that run.
            let inside = name == "strspn";
            let run = s
                .iter()
                .position(|b| set.contains(b) != inside)
                .unwrap_or(s.len());
            if name == "strpbrk" {
                some(Value::Ptr((run < s.len()).then(|| offset(p, run as i64))))
            } else {
                some(Value::Int(run as i128))
            }
        }
        "memchr" => {
            let p = pointer(arg(0)?, name, span)?;
            let c = int(arg(1)?, span)? as u8;
            let n = int(arg(2)?, span)? as u64;
            let mut found = None;
            for i in 0..n as i64 {
                if byte_at(store, p, i, span)? == c {
                    found = Some(offset(p, i));
                    break;
                }
            }
            some(Value::Ptr(found))
        }
        "strstr" => {
            let h = pointer(arg(0)?, name, span)?;
            let n = pointer(arg(1)?, name, span)?;
            let hs = c_string(store, h, None, span)?;
            let ns = c_string(store, n, None, span)?;
            let found = if ns.is_empty() {
                Some(0)
            } else {
                hs.windows(ns.len()).position(|w| w == ns.as_slice())
            };
            some(Value::Ptr(found.map(|i| offset(h, i as i64))))
        }
        "abs" | "labs" | "llabs" => {
            let v = int(arg(0)?, span)?;
            let min = if name == "abs" {
                i32::MIN as i128
            } else {
                i64::MIN as i128
            };
            if v == min {
                return Err(ub(format!("`{name}` of the most negative value"), span));
            }
            some(Value::Int(v.abs()))
        }
        "sqrt" | "sin" | "cos" | "tan" | "exp" | "log" | "log10" | "floor" | "ceil" | "fabs"
        | "atan" | "sqrtf" | "fabsf" | "sinh" | "cosh" | "tanh" | "asin" | "acos" | "asinh"
        | "acosh" | "atanh" | "cbrt" | "exp2" | "expm1" | "log2" | "log1p" | "tgamma" | "erf"
        | "erfc" | "trunc" | "round" => {
            let x = float(arg(0)?, span)?;
            math(host_libc::unary(name, x), errno, name, span)
        }
        // `hypot` is not in the analysis's pure list: it runs only when
        // the user declares it pure (`--pure`, `#pragma cmix pure`), so
        // that programs without annotations keep their residual calls.
        "pow" | "fmod" | "atan2" | "hypot" | "fmin" | "fmax" | "fdim" | "remainder" => {
            let x = float(arg(0)?, span)?;
            let y = float(arg(1)?, span)?;
            math(host_libc::binary(name, x, y), errno, name, span)
        }
        "isdigit" | "isalpha" | "isalnum" | "isspace" | "isupper" | "islower" | "isxdigit"
        | "ispunct" | "isprint" | "iscntrl" | "isgraph" | "toupper" | "tolower" => {
            let c = int(arg(0)?, span)?;
            let known_locale = kernel.c_locale || kernel.declared_pure.iter().any(|p| p == name);
            if !known_locale && !same_in_every_locale(name, c) {
                return Err(depends_on_locale(
                    &format!("`{name}` of {c}, which depends on the locale,"),
                    span,
                ));
            }
            match i32::try_from(c)
                .ok()
                .and_then(|c| host_libc::ctype(name, c))
            {
                Some(r) => some(Value::Int(r as i128)),
                None => Err(ub(
                    format!("`{name}` called with {c}, which is neither EOF nor a char value"),
                    span,
                )),
            }
        }
        "strtol" | "strtoul" | "strtoll" | "strtoull" | "strtod" | "strtof" | "atof" => {
            let p = pointer(arg(0)?, name, span)?;
            let text = c_string(store, p, None, span)?;
            let integer = !matches!(name, "strtod" | "strtof" | "atof");
            // The decimal point is the locale's (`1,5` in a German one),
            // and so are the spaces skipped.
            let known_locale = kernel.c_locale || kernel.declared_pure.iter().any(|p| p == name);
            if !known_locale
                && text
                    .iter()
                    .any(|&b| b >= 0x80 || (!integer && (b == b'.' || b == b',')))
            {
                let quoted = format!("{:?}", String::from_utf8_lossy(&text));
                let what = format!("`{name}` of {quoted}, which depends on the locale,");
                return Err(depends_on_locale(&what, span));
            }
            let base = if integer {
                i32::try_from(int(arg(2)?, span)?).unwrap_or(-1)
            } else {
                0
            };
            let library_name = if name == "atof" { "strtod" } else { name };
            let Some(read) = host_libc::read_number(library_name, &text, base) else {
                return Err(Box::new(Diag::bug(
                    format!("`{name}` is not a function cmix reads numbers with"),
                    span,
                )));
            };
            // `*endptr`: where the number ends, in the string itself.
            if name != "atof" {
                match arg(1)? {
                    Value::Ptr(Some(end)) => store
                        .write_pointer(*end, Some(offset(p, read.consumed as i64)))
                        .map_err(|e| access(e, span))?,
                    Value::Ptr(None) | Value::Int(0) => {}
                    _ => {
                        return Err(unsupported(
                            format!("`{name}`'s end pointer argument during specialization"),
                            span,
                        ));
                    }
                }
            }
            if read.errno.is_some() {
                *errno = read.errno;
            }
            some(match read.value {
                host_libc::Number::Int(v) => Value::Int(v),
                host_libc::Number::Float(v) => Value::Float(v),
            })
        }
        "atoi" | "atol" => {
            let p = pointer(arg(0)?, name, span)?;
            let s = c_string(store, p, None, span)?;
            let text = String::from_utf8_lossy(&s);
            let t = text.trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
            let (neg, digits) = match t.as_bytes().first() {
                Some(b'-') => (true, &t[1..]),
                Some(b'+') => (false, &t[1..]),
                _ => (false, t),
            };
            let digits: String = digits.chars().take_while(|c| c.is_ascii_digit()).collect();
            let mut v: i128 = 0;
            for d in digits.bytes() {
                v = v.saturating_mul(10).saturating_add((d - b'0') as i128);
            }
            let v = if neg { -v } else { v };
            let (lo, hi) = if name == "atoi" {
                (i32::MIN as i128, i32::MAX as i128)
            } else {
                (i64::MIN as i128, i64::MAX as i128)
            };
            if v < lo || v > hi {
                return Err(ub(format!("`{name}` of a value out of range"), span));
            }
            some(Value::Int(v))
        }
        "malloc" | "calloc" => {
            let size = if name == "calloc" {
                int(arg(0)?, span)?.saturating_mul(int(arg(1)?, span)?)
            } else {
                int(arg(0)?, span)?
            };
            if !(0..=1 << 32).contains(&size) {
                return Err(unsupported(
                    format!("allocating {size} bytes during specialization"),
                    span,
                ));
            }
            let key = allocate(kernel, store, size as u64, site);
            if name == "calloc" {
                store
                    .zero(
                        Pointer {
                            obj: key,
                            offset: 0,
                        },
                        size as u64,
                    )
                    .map_err(|e| access(e, span))?;
            }
            some(Value::Ptr(Some(Pointer {
                obj: key,
                offset: 0,
            })))
        }
        "realloc" => {
            let size = int(arg(1)?, span)?;
            if size == 0
                && let Value::Ptr(Some(old)) = arg(0)?
            {
                // glibc frees the block and returns null (C17 leaves it to
                // the implementation).
                check_freeable(*old, "realloc", span)?;
                store
                    .free(old.obj)
                    .map_err(|e| ub(format!("realloc: {}", e.describe()), span))?;
                return some(Value::Ptr(None));
            }
            if !(0..=1 << 32).contains(&size) {
                return Err(unsupported(
                    format!("allocating {size} bytes during specialization"),
                    span,
                ));
            }
            let key = allocate(kernel, store, size as u64, site);
            if let Value::Ptr(Some(old)) = arg(0)? {
                check_freeable(*old, "realloc", span)?;
                let old_size = store
                    .object_size(old.obj)
                    .map_err(|e| ub(format!("realloc: {}", e.describe()), span))?;
                // (Only heap blocks reach here: none is unbounded.)
                let keep = old_size.unwrap_or(0).min(size as u64);
                let chunk = store.read_chunk(*old, keep).map_err(|e| access(e, span))?;
                store
                    .write_chunk(
                        Pointer {
                            obj: key,
                            offset: 0,
                        },
                        &chunk,
                    )
                    .map_err(|e| access(e, span))?;
                store
                    .free(old.obj)
                    .map_err(|e| ub(format!("realloc: {}", e.describe()), span))?;
            }
            some(Value::Ptr(Some(Pointer {
                obj: key,
                offset: 0,
            })))
        }
        "free" => {
            if let Value::Ptr(Some(p)) = arg(0)? {
                check_freeable(*p, "free", span)?;
                store
                    .free(p.obj)
                    .map_err(|e| ub(format!("free: {}", e.describe()), span))?;
            }
            Ok(None)
        }
        "__builtin_bswap16" | "__builtin_bswap32" | "__builtin_bswap64" => {
            let v = int(arg(0)?, span)?;
            let r = match name {
                "__builtin_bswap16" => (v as u16).swap_bytes() as i128,
                "__builtin_bswap32" => (v as u32).swap_bytes() as i128,
                _ => (v as u64).swap_bytes() as i128,
            };
            some(Value::Int(r))
        }
        "copysign" | "__builtin_copysign" => {
            let (x, y) = (float(arg(0)?, span)?, float(arg(1)?, span)?);
            some(Value::Float(x.copysign(y)))
        }
        "copysignf" | "__builtin_copysignf" => {
            let (x, y) = (float(arg(0)?, span)? as f32, float(arg(1)?, span)? as f32);
            some(Value::Float(x.copysign(y) as f64))
        }
        "__builtin_signbit" | "__builtin_signbitf" | "__builtin_signbitl" => {
            let x = float(arg(0)?, span)?;
            some(Value::Int(signbit(kernel, target, x, span)?))
        }
        _ if let Some(r) = bit_builtin(name, values, span) => r.map(|v| Some(Value::Int(v))),
        _ => Err(unsupported(
            format!("running the library function `{name}` during specialization"),
            span,
        )),
    }
}

/// gcc's `signbit` of a value it did not fold, as x86-64 code computes
/// it (any nonzero value means negative, and gcc's differ by type): the
/// sign bit in place for `float`, 1 for `double`. Constant operands are
/// folded to 1 or 0 in lowering, as gcc folds them.
fn signbit(kernel: &Kernel, target: &Function, x: f64, span: Span) -> EvalResult<i128> {
    use crate::types::{FloatKind, TypeKind};
    let types = &kernel.program.types;
    let kind = match types.kind(target.ty) {
        TypeKind::Function(sig) => sig.params.first().map(|&p| types.kind(p)),
        _ => None,
    };
    if x.is_nan() {
        // gcc folds signbit of an operand it proves nonnegative (`0.0 /
        // 0.0`, `x * x`) to 0 whatever the sign of the NaN it computes.
        return Err(unsupported(
            "signbit of a NaN during specialization (gcc's answer depends on the expression)",
            span,
        ));
    }
    let negative = x.is_sign_negative();
    match kind {
        Some(TypeKind::Float(FloatKind::Float)) => Ok(if negative { i32::MIN as i128 } else { 0 }),
        Some(TypeKind::Float(FloatKind::Double)) => Ok(negative as i128),
        _ => Err(unsupported(
            "signbit of a long double during specialization",
            span,
        )),
    }
}

/// gcc's bit builtins on `int`, `long` and `long long`: `ffs`, `clz`,
/// `ctz`, `clrsb`, `popcount` and `parity` with their `l` and `ll`
/// forms; `None` for other names.
fn bit_builtin(name: &str, values: &[Value], span: Span) -> Option<EvalResult<i128>> {
    let op = name.strip_prefix("__builtin_")?;
    let (op, width) = match op.strip_suffix("ll").or_else(|| op.strip_suffix('l')) {
        Some(base) => (base, 64u32),
        None => (op, 32u32),
    };
    if !matches!(op, "ffs" | "clz" | "ctz" | "clrsb" | "popcount" | "parity") {
        return None;
    }
    let run = || -> EvalResult<i128> {
        let Some(v) = values.first() else {
            return Err(Box::new(Diag::error(
                format!("too few arguments to `{name}`"),
                span,
            )));
        };
        let v = int(v, span)?;
        let mask = if width == 32 {
            u32::MAX as u64
        } else {
            u64::MAX
        };
        let u = (v as u64) & mask;
        // Leading zeros within the operand's width.
        let leading = |u: u64| u.leading_zeros() - (64 - width);
        Ok(match op {
            "ffs" if u == 0 => 0,
            "ffs" => u.trailing_zeros() as i128 + 1,
            "clz" | "ctz" if u == 0 => return Err(ub(format!("`{name}` of zero"), span)),
            "clz" => leading(u) as i128,
            "ctz" => u.trailing_zeros() as i128,
            "clrsb" => {
                // The bits after the sign bit that equal it.
                let signed = if width == 32 {
                    v as i32 as i64
                } else {
                    v as i64
                };
                let same = if signed < 0 { !signed } else { signed };
                leading(same as u64 & mask) as i128 - 1
            }
            "popcount" => u.count_ones() as i128,
            _ => (u.count_ones() & 1) as i128,
        })
    };
    Some(run())
}

fn check_freeable(p: Pointer, what: &str, span: Span) -> EvalResult<()> {
    if !matches!(p.obj, ObjKey::Heap(_)) || p.offset != 0 {
        return Err(ub(
            format!("`{what}` of a pointer that malloc did not return"),
            span,
        ));
    }
    Ok(())
}

fn allocate(
    kernel: &mut Kernel,
    store: &mut Store,
    size: u64,
    site: (FuncId, BlockId, u32),
) -> ObjKey {
    let key = ObjKey::Heap(kernel.next_heap);
    kernel.next_heap += 1;
    store.insert(
        key,
        Obj::new(size, None, Object::Heap(site.0, site.1, site.2)),
    );
    key
}

#[cfg(test)]
mod tests {
    use super::RUNNABLE;

    /// `RUNNABLE` names exactly the functions `call`'s arms run.
    #[test]
    fn runnable_lists_every_function_call_runs() {
        let source = include_str!("library.rs");
        let start = source.find("pub fn call(").expect("call");
        let end = source[start..]
            .find("_ if let Some(r) = bit_builtin")
            .expect("end of the arms");
        let mut armed: Vec<&str> = Vec::new();
        for line in source[start..start + end].lines() {
            let line = line.trim_start();
            if !(line.starts_with('"') || line.starts_with("| \"")) {
                continue;
            }
            let pattern = line.split("=>").next().unwrap_or("");
            armed.extend(
                pattern
                    .split('|')
                    .map(|p| p.trim().trim_matches('"'))
                    .filter(|p| !p.is_empty()),
            );
        }
        // (Inner matches repeat some names.)
        armed.sort_unstable();
        armed.dedup();
        let mut listed = RUNNABLE.to_vec();
        listed.sort_unstable();
        assert_eq!(armed, listed);
    }
}
