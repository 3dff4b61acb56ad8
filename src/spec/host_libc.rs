//! The C library cmix itself runs on, called during specialization where
//! the residual program's own call would give what it gives: the math
//! functions, with the `errno` they set (C leaves their error handling to
//! the library: glibc sets `EDOM` for `sqrt(-1)`, `ERANGE` for `log(0)`),
//! and the comparisons whose result C fixes only in sign (glibc's
//! `strcmp` returns the difference of the first differing bytes, which a
//! program may print). The residual program is compiled and run against
//! the same library on the same machine.

use std::ffi::{c_int, c_void};

mod ffi {
    use std::ffi::{c_char, c_int, c_void};

    unsafe extern "C" {
        pub fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    }

    /// `dlsym`'s handle for the global scope. The functions are looked up
    /// there rather than linked by name: Rust's own runtime defines some of
    /// them (`sqrt`, without the library's `errno`), and the optimizer
    /// would compute others inline.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    pub const RTLD_DEFAULT: *mut c_void = std::ptr::null_mut();
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    pub const RTLD_DEFAULT: *mut c_void = -2isize as *mut c_void;

    #[cfg(any(target_os = "linux", target_os = "android"))]
    unsafe extern "C" {
        #[link_name = "__errno_location"]
        pub fn errno_location() -> *mut c_int;
    }

    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    unsafe extern "C" {
        #[link_name = "__error"]
        pub fn errno_location() -> *mut c_int;
    }
}

/// The address of the C library's function `name`, or `None`; looked up
/// once per name (a static loop may call `sin` a million times).
fn library_symbol(name: &str) -> Option<*mut c_void> {
    thread_local! {
        static FOUND: std::cell::RefCell<std::collections::HashMap<String, usize>> =
            Default::default();
    }
    let at = FOUND.with(|found| {
        if let Some(&at) = found.borrow().get(name) {
            return at;
        }
        let at = std::ffi::CString::new(name).map_or(0, |c_name| {
            // SAFETY: a NUL-terminated name; dlsym only reads it.
            unsafe { ffi::dlsym(ffi::RTLD_DEFAULT, c_name.as_ptr()) as usize }
        });
        found.borrow_mut().insert(name.to_string(), at);
        at
    });
    (at != 0).then_some(at as *mut c_void)
}

/// The name of the function through which the target's C library makes
/// `errno` an lvalue (`<errno.h>`'s `errno` expands to `*NAME()`).
pub const ERRNO_LOCATION: &str = if cfg!(any(target_os = "linux", target_os = "android")) {
    "__errno_location"
} else {
    "__error"
};

/// A number read from the start of a string (`strtol`, `strtod`...).
pub enum Number {
    Int(i128),
    Float(f64),
}

/// What a `strto*` function read: the number, how many bytes it took
/// (0: none, as the library's `*endptr == nptr`), and the `errno` it set.
pub struct NumberRead {
    pub value: Number,
    pub consumed: usize,
    pub errno: Option<i32>,
}

/// Calls the library's `name` (`strtol`, `strtoul`, `strtoll`, `strtoull`,
/// `strtod`, `strtof`) on `text` (a C string without its NUL), `base` for
/// the integer ones; `None` when it is not one of them.
pub fn read_number(name: &str, text: &[u8], base: i32) -> Option<NumberRead> {
    use std::ffi::{c_char, c_long, c_longlong, c_ulong, c_ulonglong};
    let c = std::ffi::CString::new(text).ok()?;
    let at = library_symbol(name)?;
    let mut end: *mut c_char = std::ptr::null_mut();
    let start = c.as_ptr();
    // SAFETY: the thread's own errno.
    unsafe { *ffi::errno_location() = 0 };
    // SAFETY (each call): the library's function of that name and type,
    // given a NUL-terminated string and a place for the end pointer.
    let value = match name {
        "strtol" => {
            let f: unsafe extern "C" fn(*const c_char, *mut *mut c_char, c_int) -> c_long =
                unsafe { std::mem::transmute(at) };
            Number::Int(unsafe { f(start, &mut end, base) } as i128)
        }
        "strtoll" => {
            let f: unsafe extern "C" fn(*const c_char, *mut *mut c_char, c_int) -> c_longlong =
                unsafe { std::mem::transmute(at) };
            Number::Int(unsafe { f(start, &mut end, base) } as i128)
        }
        "strtoul" => {
            let f: unsafe extern "C" fn(*const c_char, *mut *mut c_char, c_int) -> c_ulong =
                unsafe { std::mem::transmute(at) };
            Number::Int(unsafe { f(start, &mut end, base) } as i128)
        }
        "strtoull" => {
            let f: unsafe extern "C" fn(*const c_char, *mut *mut c_char, c_int) -> c_ulonglong =
                unsafe { std::mem::transmute(at) };
            Number::Int(unsafe { f(start, &mut end, base) } as i128)
        }
        "strtod" => {
            let f: unsafe extern "C" fn(*const c_char, *mut *mut c_char) -> f64 =
                unsafe { std::mem::transmute(at) };
            Number::Float(unsafe { f(start, &mut end) })
        }
        "strtof" => {
            let f: unsafe extern "C" fn(*const c_char, *mut *mut c_char) -> f32 =
                unsafe { std::mem::transmute(at) };
            Number::Float(unsafe { f(start, &mut end) } as f64)
        }
        _ => return None,
    };
    // SAFETY: the thread's own errno.
    let errno = unsafe { *ffi::errno_location() };
    let consumed = if end.is_null() {
        0
    } else {
        (end as usize)
            .saturating_sub(start as usize)
            .min(text.len())
    };
    Some(NumberRead {
        value,
        consumed,
        errno: (errno != 0).then_some(errno),
    })
}

/// A math result and the `errno` the call set (`None`: left alone).
pub struct MathResult {
    pub value: f64,
    pub errno: Option<i32>,
}

/// Runs `f` with `errno` cleared, and reports what it set it to.
fn with_errno(f: impl FnOnce() -> f64) -> MathResult {
    // SAFETY: the thread's own errno, a valid int for the thread's life.
    unsafe { *ffi::errno_location() = 0 };
    let value = f();
    // SAFETY: as above.
    let errno = unsafe { *ffi::errno_location() };
    MathResult {
        value,
        errno: (errno != 0).then_some(errno),
    }
}

const UNARY: &[&str] = &[
    "sqrt", "sin", "cos", "tan", "exp", "log", "log10", "floor", "ceil", "fabs", "atan", "sinh",
    "cosh", "tanh", "asin", "acos", "asinh", "acosh", "atanh", "cbrt", "exp2", "expm1", "log2",
    "log1p", "tgamma", "erf", "erfc", "trunc", "round",
];
const UNARY_FLOAT: &[&str] = &["sqrtf", "fabsf"];
const BINARY: &[&str] = &[
    "pow",
    "fmod",
    "atan2",
    "hypot",
    "fmin",
    "fmax",
    "fdim",
    "remainder",
];

/// Calls the library's one-argument math function `name` (double or
/// float), or `None` when it is not one cmix knows.
pub fn unary(name: &str, x: f64) -> Option<MathResult> {
    if UNARY_FLOAT.contains(&name) {
        let at = library_symbol(name)?;
        // SAFETY: the library's `float name(float)`.
        let g: unsafe extern "C" fn(f32) -> f32 = unsafe { std::mem::transmute(at) };
        // SAFETY: a pure function of its argument.
        return Some(with_errno(|| unsafe { g(x as f32) } as f64));
    }
    if !UNARY.contains(&name) {
        return None;
    }
    let at = library_symbol(name)?;
    // SAFETY: the library's `double name(double)`.
    let f: unsafe extern "C" fn(f64) -> f64 = unsafe { std::mem::transmute(at) };
    // SAFETY: a pure function of its argument.
    Some(with_errno(|| unsafe { f(x) }))
}

/// Calls the library's two-argument math function `name`.
pub fn binary(name: &str, x: f64, y: f64) -> Option<MathResult> {
    if !BINARY.contains(&name) {
        return None;
    }
    let at = library_symbol(name)?;
    // SAFETY: the library's `double name(double, double)`.
    let f: unsafe extern "C" fn(f64, f64) -> f64 = unsafe { std::mem::transmute(at) };
    // SAFETY: a pure function of its arguments.
    Some(with_errno(|| unsafe { f(x, y) }))
}

/// The library's <ctype.h> function `name` (`isalpha`, `toupper`, ...) of
/// `c`, which must be EOF or in -128..=255 (glibc's tables cover signed
/// chars too), in the C locale cmix runs in; `None` if the library has no
/// such function. glibc's classes answer the class's bit (`isalpha` is
/// 1024), not 1, and a program may print it.
pub fn ctype(name: &str, c: i32) -> Option<i32> {
    if !(-128..=255).contains(&c) || !CTYPE.contains(&name) {
        return None;
    }
    let at = library_symbol(name)?;
    // SAFETY: the library's `int name(int)`.
    let f: unsafe extern "C" fn(c_int) -> c_int = unsafe { std::mem::transmute(at) };
    // SAFETY: an argument in the range its tables cover.
    Some(unsafe { f(c) })
}

/// The <ctype.h> functions cmix runs during specialization.
pub const CTYPE: &[&str] = &[
    "isdigit", "isalpha", "isalnum", "isspace", "isupper", "islower", "isxdigit", "ispunct",
    "isprint", "iscntrl", "isgraph", "toupper", "tolower",
];

/// The library's `strcmp` of two strings (given without their NULs).
pub fn strcmp(a: &[u8], b: &[u8]) -> i32 {
    let (a, b) = (nul_terminated(a), nul_terminated(b));
    let Some(at) = library_symbol("strcmp") else {
        return byte_difference(&a, &b);
    };
    // SAFETY: the library's `int strcmp(const char *, const char *)`.
    let f: unsafe extern "C" fn(*const c_void, *const c_void) -> c_int =
        unsafe { std::mem::transmute(at) };
    // SAFETY: NUL-terminated buffers that outlive the call.
    unsafe { f(a.as_ptr() as *const c_void, b.as_ptr() as *const c_void) }
}

/// The library's `strncmp` of two strings (given without their NULs, each
/// at most `n` bytes long).
pub fn strncmp(a: &[u8], b: &[u8], n: usize) -> i32 {
    let (a, b) = (nul_terminated(a), nul_terminated(b));
    compare("strncmp", &a, &b, n)
}

/// The library's `memcmp` of two byte strings of one length.
pub fn memcmp(a: &[u8], b: &[u8]) -> i32 {
    compare("memcmp", a, b, a.len().min(b.len()))
}

/// `strncmp` or `memcmp` (`name`) of `n` bytes at most of `a` and `b`.
fn compare(name: &str, a: &[u8], b: &[u8], n: usize) -> i32 {
    let Some(at) = library_symbol(name) else {
        let n = n.min(a.len()).min(b.len());
        return byte_difference(&a[..n], &b[..n]);
    };
    // SAFETY: the library's `int name(const void *, const void *, size_t)`.
    let f: unsafe extern "C" fn(*const c_void, *const c_void, usize) -> c_int =
        unsafe { std::mem::transmute(at) };
    // SAFETY: the buffers are NUL-terminated within `n` bytes (strncmp)
    // or hold `n` bytes (memcmp), and outlive the call.
    unsafe { f(a.as_ptr() as *const c_void, b.as_ptr() as *const c_void, n) }
}

/// glibc's result without glibc: the difference of the first differing
/// bytes, as unsigned char.
fn byte_difference(a: &[u8], b: &[u8]) -> i32 {
    a.iter()
        .zip(b)
        .find(|(x, y)| x != y)
        .map_or(0, |(x, y)| *x as i32 - *y as i32)
}

fn nul_terminated(s: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(s.len() + 1);
    v.extend_from_slice(s);
    v.push(0);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn domain_and_pole_errors_set_errno() {
        let r = unary("sqrt", -1.0).map(|r| r.errno);
        assert!(matches!(r, Some(Some(_))));
        let r = unary("sqrt", 4.0).map(|r| (r.value, r.errno));
        assert_eq!(r, Some((2.0, None)));
        let r = unary("log", 0.0).map(|r| (r.value, r.errno.is_some()));
        assert_eq!(r, Some((f64::NEG_INFINITY, true)));
        let r = binary("pow", 10.0, 400.0).map(|r| r.errno.is_some());
        assert_eq!(r, Some(true));
        assert!(unary("frexp", 1.0).is_none());
    }

    #[test]
    fn character_classes_are_the_librarys() {
        assert!(ctype("isalpha", 'q' as i32).is_some_and(|r| r != 0));
        assert_eq!(ctype("isdigit", 'q' as i32), Some(0));
        assert_eq!(ctype("toupper", 'q' as i32), Some('Q' as i32));
        assert_eq!(ctype("tolower", -1), Some(-1));
        assert_eq!(ctype("isspace", -100), Some(0));
        assert_eq!(ctype("isspace", 300), None);
        assert_eq!(ctype("isfoo", 1), None);
    }

    #[test]
    fn comparisons_keep_the_sign() {
        let sign = |r: i32| Some(r.signum());
        assert_eq!(sign(strcmp(b"abc", b"abd")), Some(-1));
        assert_eq!(sign(strcmp(b"abc", b"abc")), Some(0));
        assert_eq!(sign(strcmp(b"b", b"a")), Some(1));
        assert_eq!(sign(strcmp(b"ab", b"a")), Some(1));
        assert_eq!(sign(strncmp(b"abc", b"abd", 2)), Some(0));
        assert_eq!(sign(memcmp(b"\x01\xff", b"\x01\x00")), Some(1));
    }
}
