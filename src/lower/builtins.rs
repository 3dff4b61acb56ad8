//! Signatures of the C library functions cmix knows without a declaration:
//! for calls of undeclared functions (C89 implicit declarations, common in
//! old code) and for gcc's `__builtin_` spellings of library functions.

use crate::types::{FloatKind, FuncSig, IntKind, Quals, TypeId, TypeKind, TypeTable};

/// (name, signature): return type then parameter codes; a trailing `.`
/// makes the function variadic. Codes: v void, i int, u unsigned int,
/// l long, x long long, L unsigned long long, h unsigned short, z size_t, d double, f float,
/// D long double, p void *, P const void *, s char *, S const char *, V va_list,
/// c _Complex double, k _Complex float, K _Complex long double.
const LIBRARY: &[(&str, &str)] = &[
    // gcc's run-time CPU dispatch (`__builtin_cpu_supports("avx2")`):
    // calls the residual program makes as written.
    ("cpu_init", "v"),
    ("cpu_supports", "iS"),
    ("cpu_is", "iS"),
    ("abort", "v"),
    ("exit", "vi"),
    ("_exit", "vi"),
    ("malloc", "pz"),
    ("calloc", "pzz"),
    ("realloc", "ppz"),
    ("free", "vp"),
    ("memcpy", "ppPz"),
    ("memmove", "ppPz"),
    ("memset", "ppiz"),
    ("memcmp", "iPPz"),
    ("memchr", "pPiz"),
    ("strlen", "zS"),
    ("strcpy", "ssS"),
    ("strncpy", "ssSz"),
    ("strcat", "ssS"),
    ("strncat", "ssSz"),
    ("strcmp", "iSS"),
    ("strncmp", "iSSz"),
    ("strchr", "sSi"),
    ("strrchr", "sSi"),
    ("strstr", "sSS"),
    ("printf", "iS."),
    ("sprintf", "isS."),
    ("snprintf", "iszS."),
    ("puts", "iS"),
    ("putchar", "ii"),
    ("getchar", "i"),
    ("abs", "ii"),
    ("labs", "ll"),
    ("atoi", "iS"),
    ("atol", "lS"),
    ("sqrt", "dd"),
    ("fabs", "dd"),
    ("floor", "dd"),
    ("ceil", "dd"),
    ("sin", "dd"),
    ("cos", "dd"),
    ("exp", "dd"),
    ("log", "dd"),
    ("pow", "ddd"),
    ("fmax", "ddd"),
    ("fmaxf", "fff"),
    ("fmaxl", "DDD"),
    ("fmin", "ddd"),
    ("fminf", "fff"),
    ("fminl", "DDD"),
    ("fabsl", "DD"),
    // <complex.h>'s functions gcc knows as builtins.
    ("conj", "cc"),
    ("conjf", "kk"),
    ("conjl", "KK"),
    ("creal", "dc"),
    ("crealf", "fk"),
    ("creall", "DK"),
    ("cimag", "dc"),
    ("cimagf", "fk"),
    ("cimagl", "DK"),
    ("cabs", "dc"),
    ("cabsf", "fk"),
    ("cabsl", "DK"),
    ("fabsf", "ff"),
    ("sqrtf", "ff"),
    ("trap", "v"),
    ("alloca", "pz"),
    ("stack_save", "p"),
    ("stack_restore", "vp"),
    ("bswap16", "hh"),
    ("bswap32", "uu"),
    ("bswap64", "zz"),
    ("ffs", "ii"),
    ("ffsl", "il"),
    ("ffsll", "ix"),
    ("clz", "iu"),
    ("ctz", "iu"),
    ("popcount", "iu"),
    ("parity", "iu"),
    ("parityl", "iz"),
    ("parityll", "iL"),
    ("clrsb", "ii"),
    ("clrsbl", "il"),
    ("clrsbll", "ix"),
    ("clzl", "iz"),
    ("ctzl", "iz"),
    ("popcountl", "iz"),
    ("clzll", "iL"),
    ("ctzll", "iL"),
    ("popcountll", "iL"),
    // gcc's own non-local jumps (`core::GCC_SETJMP`): a buffer of five
    // words, a second argument that must be 1.
    ("setjmp", "ip"),
    ("longjmp", "vpi"),
    ("copysign", "ddd"),
    ("copysignf", "fff"),
    ("copysignl", "DDD"),
    ("prefetch", "vP."),
    // <stdarg.h>'s macros expand to these; va_arg is an expression of its
    // own (`Lowerer::va_arg`).
    ("va_start", "vV."),
    ("va_end", "vV"),
    ("va_copy", "vVV"),
    ("unreachable", "v"),
    // The running thread's pointer (a run-time value, as any library
    // call's result).
    ("thread_pointer", "p"),
];

/// The function type of a known library function.
/// Whether `name` is a C library function cmix knows by name (or gcc's
/// `__builtin_` spelling of one).
pub fn is_known_library(name: &str) -> bool {
    let plain = name.strip_prefix("__builtin_").unwrap_or(name);
    LIBRARY.iter().any(|(n, _)| *n == plain)
}

pub fn library_function(types: &mut TypeTable, name: &str) -> Option<TypeId> {
    let (_, sig) = LIBRARY.iter().find(|(n, _)| *n == name)?;
    let mut codes = sig.chars();
    let ret = code_type(types, codes.next()?)?;
    let mut params = Vec::new();
    let mut variadic = false;
    for c in codes {
        if c == '.' {
            variadic = true;
        } else {
            params.push(code_type(types, c)?);
        }
    }
    Some(types.mk(TypeKind::Function(FuncSig {
        ret,
        params,
        variadic,
        prototyped: true,
    })))
}

fn code_type(types: &mut TypeTable, code: char) -> Option<TypeId> {
    let constant = Quals {
        is_const: true,
        ..Quals::NONE
    };
    Some(match code {
        'v' => types.void(),
        'i' => types.int(IntKind::Int),
        'u' => types.int(IntKind::UInt),
        'l' => types.int(IntKind::Long),
        'x' => types.int(IntKind::LongLong),
        'L' => types.int(IntKind::ULongLong),
        'h' => types.int(IntKind::UShort),
        'z' => types.int(IntKind::ULong),
        'd' => types.float(FloatKind::Double),
        'f' => types.float(FloatKind::Float),
        'D' => types.float(FloatKind::LongDouble),
        'p' => {
            let v = types.void();
            types.pointer_to(v)
        }
        'P' => {
            let v = types.void();
            let cv = types.with_quals(v, constant);
            types.pointer_to(cv)
        }
        's' => {
            let c = types.int(IntKind::Char);
            types.pointer_to(c)
        }
        'S' => {
            let c = types.int(IntKind::Char);
            let cc = types.with_quals(c, constant);
            types.pointer_to(cc)
        }
        'V' => types.mk(TypeKind::VaList),
        'c' | 'k' | 'K' => {
            let part = match code {
                'c' => FloatKind::Double,
                'k' => FloatKind::Float,
                _ => FloatKind::LongDouble,
            };
            let part = types.float(part);
            types.mk(TypeKind::Complex(part))
        }
        _ => return None,
    })
}

/// The shape of gcc's `__atomic_` and `__sync_` builtins: the result and
/// the parameters, by code: `T` the type the first argument points to,
/// `P` a pointer to it, `b` _Bool, `i` int (memory orders), `z` size_t,
/// `p` void *, `v` void.
pub fn atomic_shape(name: &str) -> Option<(char, &'static str)> {
    const OPS: &[&str] = &["add", "sub", "and", "or", "xor", "nand"];
    if let Some(rest) = name.strip_prefix("__atomic_") {
        let read_modify_write = OPS.iter().any(|op| {
            rest.strip_prefix("fetch_") == Some(op) || rest.strip_suffix("_fetch") == Some(op)
        });
        if read_modify_write {
            return Some(('T', "PTi"));
        }
        return Some(match rest {
            "load_n" => ('T', "Pi"),
            "store_n" => ('v', "PTi"),
            "exchange_n" => ('T', "PTi"),
            "compare_exchange_n" => ('b', "PPTbii"),
            "load" => ('v', "PPi"),
            "store" => ('v', "PPi"),
            "exchange" => ('v', "PPPi"),
            "compare_exchange" => ('b', "PPPbii"),
            "test_and_set" => ('b', "pi"),
            "clear" => ('v', "pi"),
            "thread_fence" | "signal_fence" => ('v', "i"),
            "always_lock_free" | "is_lock_free" => ('b', "zp"),
            _ => return None,
        });
    }
    let rest = name.strip_prefix("__sync_")?;
    let read_modify_write = OPS.iter().any(|op| {
        rest.strip_prefix("fetch_and_") == Some(op) || rest.strip_suffix("_and_fetch") == Some(op)
    });
    if read_modify_write {
        return Some(('T', "PT"));
    }
    Some(match rest {
        "bool_compare_and_swap" => ('b', "PTT"),
        "val_compare_and_swap" => ('T', "PTT"),
        "lock_test_and_set" => ('T', "PT"),
        "lock_release" => ('v', "P"),
        "synchronize" => ('v', ""),
        _ => return None,
    })
}

/// Functions whose semantics cmix cannot represent (variable argument
/// access, aligned stack allocation, frame introspection).
/// Whether `name` is one of gcc's x86 builtins (`__builtin_ia32_...`),
/// whose signatures cmix takes from their calls (`Lowerer::target_builtin`).
pub fn is_target_builtin(name: &str) -> bool {
    name.strip_prefix("__builtin_ia32_")
        .is_some_and(|rest| !rest.is_empty())
}

pub fn unsupported_builtin(name: &str) -> Option<&'static str> {
    // gcc's own builtins exist only under their prefix: a program's
    // `apply` or `return_address` is an ordinary function.
    Some(match name.strip_prefix("__builtin_")? {
        "next_arg" | "va_arg_pack" | "va_arg_pack_len" => "variable argument access (va_list)",
        "alloca_with_align" => "alloca",
        "apply"
        | "apply_args"
        | "return"
        | "return_address"
        | "frame_address"
        | "extract_return_addr"
        | "eh_return"
        | "unwind_init" => "this gcc builtin",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::atomic_shape;
    use crate::core::is_overflow_builtin;

    #[test]
    fn overflow_builtins_are_recognized_by_name() {
        for name in [
            "__builtin_add_overflow",
            "__builtin_sub_overflow",
            "__builtin_mul_overflow",
            "__builtin_saddl_overflow",
            "__builtin_umulll_overflow",
            "__builtin_ssub_overflow",
        ] {
            assert!(is_overflow_builtin(name), "{name}");
        }
        for name in [
            "__builtin_add_overflow_p",
            "__builtin_mull_overflow",
            "__builtin_smullll_overflow",
            "add_overflow",
            "__builtin_div_overflow",
        ] {
            assert!(!is_overflow_builtin(name), "{name}");
        }
    }

    #[test]
    fn atomic_builtins_have_shapes() {
        assert_eq!(atomic_shape("__atomic_load_n"), Some(('T', "Pi")));
        assert_eq!(atomic_shape("__atomic_fetch_nand"), Some(('T', "PTi")));
        assert_eq!(atomic_shape("__atomic_or_fetch"), Some(('T', "PTi")));
        assert_eq!(atomic_shape("__sync_fetch_and_xor"), Some(('T', "PT")));
        assert_eq!(atomic_shape("__sync_synchronize"), Some(('v', "")));
        assert_eq!(atomic_shape("__atomic_fetch_min"), None);
        assert_eq!(atomic_shape("__sync_frobnicate"), None);
    }
}
