//! gcc's arithmetic types that lang-c does not parse, rewritten into text
//! it does: `__int128` (and its spellings) becomes a typedef name the
//! lowering knows, and the complex part operators `__real__ e` and
//! `__imag__ e` become calls of names the lowering knows.

use super::{balanced, balanced_parens, is_word, literal_end, skip_space, words};

/// The typedef names that stand for `__int128` and `unsigned __int128`
/// after `rewrite_int128`. No longer than `__int128`, so that the rewrite
/// keeps every offset.
pub const INT128: &str = "__ci128";
pub const UINT128: &str = "__cu128";

/// The calls that stand for `__real__ e` and `__imag__ e`.
pub const REAL_PART: &str = "__cmix_real";
pub const IMAG_PART: &str = "__cmix_imag";

/// `__int128`, `signed __int128`, `unsigned __int128`, `__int128_t` and
/// `__uint128_t` become `INT128` or `UINT128` (padded with spaces, so
/// offsets stay), declared as typedef names before the unit's first line
/// so that lang-c parses them as types.
pub(super) fn rewrite_int128(text: &str) -> Option<String> {
    if !text.contains("int128") {
        return None;
    }
    let found = words(text, |w| {
        matches!(w, "__int128" | "__int128_t" | "__uint128_t")
    });
    if found.is_empty() {
        return None;
    }
    let mut out = text.as_bytes().to_vec();
    for (at, end) in found {
        let word = &text[at..end];
        let before = text[..at].trim_end();
        let sign = ["unsigned", "signed"].into_iter().find(|w| {
            word == "__int128"
                && before.ends_with(w)
                && !before[..before.len() - w.len()]
                    .bytes()
                    .next_back()
                    .is_some_and(is_word)
        });
        let start = sign.map_or(at, |w| before.len() - w.len());
        let name = if word == "__uint128_t" || sign == Some("unsigned") {
            UINT128
        } else {
            INT128
        };
        out[start..end].fill(b' ');
        out[start..start + name.len()].copy_from_slice(name.as_bytes());
    }
    // The typedefs' own types do not matter: the lowering reads the names.
    let mut result = format!("typedef long {INT128}; typedef unsigned long {UINT128};\n");
    result.push_str(&String::from_utf8(out).ok()?);
    Some(result)
}

/// `__real__ e` and `__imag__ e` (also spelled `__real`, `__imag`) become
/// `REAL_PART(e)` and `IMAG_PART(e)`, `e` being the cast expression the
/// operator applies to.
pub(super) fn rewrite_complex_parts(text: &str) -> Option<String> {
    if !text.contains("__real") && !text.contains("__imag") {
        return None;
    }
    let is_part = |w: &str| matches!(w, "__real__" | "__real" | "__imag__" | "__imag");
    if words(text, is_part).is_empty() {
        return None;
    }
    let mut text = text.to_string();
    // The last operator first: its operand holds no other one.
    while let Some(&(at, end)) = words(&text, is_part).last() {
        let bytes = text.as_bytes();
        let operand_start = skip_space(bytes, end);
        let Some(operand_end) = cast_expression_end(bytes, operand_start, 0) else {
            // Not an operand we can delimit: leave it to the parser's error.
            return Some(text);
        };
        let call = if text[at..end].starts_with("__real") {
            REAL_PART
        } else {
            IMAG_PART
        };
        let mut next = String::with_capacity(text.len() + 16);
        next.push_str(&text[..at]);
        next.push_str(call);
        next.push('(');
        next.push_str(&text[operand_start..operand_end]);
        next.push(')');
        next.push_str(&text[operand_end..]);
        text = next;
    }
    Some(text)
}

/// C11's atomic type specifier `_Atomic(T)`, which lang-c does not take
/// everywhere (in a cast's type name before a `*`), becomes the qualifier
/// form `__typeof__(*(T *)0) _Atomic`, the same type (an expression in the
/// typeof, which lang-c parses whatever `T` is; it is not evaluated).
pub(super) fn rewrite_atomic_specifiers(text: &str) -> Option<String> {
    if !text.contains("_Atomic") {
        return None;
    }
    let bytes = text.as_bytes();
    let found: Vec<(usize, usize, usize)> = words(text, |w| w == "_Atomic")
        .into_iter()
        .filter_map(|(at, end)| {
            let open = skip_space(bytes, end);
            (bytes.get(open) == Some(&b'('))
                .then(|| balanced_parens(bytes, open).map(|close| (at, open, close)))
                .flatten()
        })
        .collect();
    if found.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len() + 16 * found.len());
    let mut last = 0;
    for (at, open, close) in found {
        if at < last {
            // Inside a specifier rewritten already (`_Atomic(_Atomic(int))`
            // is not C).
            return None;
        }
        out.push_str(&text[last..at]);
        out.push_str("__typeof__(*(");
        out.push_str(&text[open + 1..close - 1]);
        out.push_str(" *)0) _Atomic");
        last = close;
    }
    out.push_str(&text[last..]);
    Some(out)
}

/// gcc's `__auto_type x = e;` (in <stdatomic.h>'s macros) becomes
/// `__typeof__(e) x = e;`: the type of the initializer, which typeof does
/// not evaluate.
pub(super) fn rewrite_auto_type(text: &str) -> Option<String> {
    if !text.contains("__auto_type") {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + 64);
    let mut last = 0;
    for (at, end) in words(text, |w| w == "__auto_type") {
        if at < last {
            continue;
        }
        let name_start = skip_space(bytes, end);
        let mut name_end = name_start;
        while name_end < bytes.len() && is_word(bytes[name_end]) {
            name_end += 1;
        }
        let equals = skip_space(bytes, name_end);
        if name_end == name_start || bytes.get(equals) != Some(&b'=') {
            continue;
        }
        let init_start = equals + 1;
        let Some(init_end) = initializer_end(bytes, init_start) else {
            continue;
        };
        out.push_str(&text[last..at]);
        out.push_str("__typeof__(");
        out.push_str(&text[init_start..init_end]);
        out.push_str(") ");
        out.push_str(&text[name_start..init_end]);
        last = init_end;
    }
    if last == 0 {
        return None;
    }
    out.push_str(&text[last..]);
    Some(out)
}

/// Where the initializer starting at `i` ends: the first `,` or `;` outside
/// brackets and literals.
fn initializer_end(bytes: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i = literal_end(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.checked_sub(1)?,
            b',' | b';' if depth == 0 => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// gcc's `__thread` becomes C11's `_Thread_local`, which lang-c knows.
pub(super) fn rewrite_thread_keyword(text: &str) -> Option<String> {
    if !text.contains("__thread") {
        return None;
    }
    let found = words(text, |w| w == "__thread");
    if found.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len() + 8 * found.len());
    let mut last = 0;
    for (at, end) in found {
        out.push_str(&text[last..at]);
        out.push_str("_Thread_local");
        last = end;
    }
    out.push_str(&text[last..]);
    Some(out)
}

/// Deepest nesting of prefix operators `cast_expression_end` follows.
const MAX_PREFIXES: usize = 64;

/// The end of the cast expression (C99 6.5.4) starting at `i`: prefix
/// operators and casts, then a primary expression and its postfix
/// operators.
fn cast_expression_end(bytes: &[u8], i: usize, depth: usize) -> Option<usize> {
    if depth > MAX_PREFIXES {
        return None;
    }
    let i = skip_space(bytes, i);
    let rest = &bytes[i..];
    if rest.starts_with(b"++") || rest.starts_with(b"--") {
        return cast_expression_end(bytes, i + 2, depth + 1);
    }
    match rest.first()? {
        b'*' | b'&' | b'-' | b'+' | b'!' | b'~' => {
            return cast_expression_end(bytes, i + 1, depth + 1);
        }
        _ => {}
    }
    let mut j;
    if is_word(rest[0]) {
        j = i;
        while j < bytes.len() && is_word(bytes[j]) {
            j += 1;
        }
        let word = &bytes[i..j];
        if rest[0].is_ascii_digit() {
            j = number_end(bytes, i);
        } else if matches!(
            word,
            b"sizeof"
                | b"__alignof__"
                | b"_Alignof"
                | b"__extension__"
                | b"__real__"
                | b"__real"
                | b"__imag__"
                | b"__imag"
        ) {
            // `sizeof (T)` is whole at its parentheses; other operands are
            // cast expressions.
            let k = skip_space(bytes, j);
            let sized = [&b"sizeof"[..], b"_Alignof", b"__alignof"]
                .iter()
                .any(|w| word.starts_with(w));
            if sized && bytes.get(k) == Some(&b'(') {
                j = balanced_parens(bytes, k)?;
                return Some(postfix_end(bytes, j));
            }
            return cast_expression_end(bytes, k, depth + 1);
        }
    } else if rest[0] == b'"' || rest[0] == b'\'' {
        j = literal_end(bytes, i);
        // Adjacent string literals are one.
        loop {
            let k = skip_space(bytes, j);
            if bytes.get(k) == Some(&b'"') {
                j = literal_end(bytes, k);
            } else {
                break;
            }
        }
    } else if rest[0] == b'(' {
        j = balanced_parens(bytes, i)?;
        let k = skip_space(bytes, j);
        match bytes.get(k) {
            // `(T){...}`: a compound literal.
            Some(b'{') => j = balanced(bytes, k, b'{', b'}')?,
            // `(T) x`: a cast. (`(e)(x)` stays a call: postfix below.)
            Some(&b) if is_word(b) || b == b'"' || b == b'\'' => {
                return cast_expression_end(bytes, k, depth + 1);
            }
            _ => {}
        }
    } else {
        return None;
    }
    Some(postfix_end(bytes, j))
}

/// The end of the postfix operators (`[i]`, `(args)`, `.m`, `->m`, `++`,
/// `--`) following a primary expression that ends at `j`.
fn postfix_end(bytes: &[u8], mut j: usize) -> usize {
    loop {
        let k = skip_space(bytes, j);
        let rest = &bytes[k.min(bytes.len())..];
        let next = if rest.starts_with(b"[") {
            balanced(bytes, k, b'[', b']')
        } else if rest.starts_with(b"(") {
            balanced_parens(bytes, k)
        } else if rest.starts_with(b"->")
            || (rest.starts_with(b".") && !rest.get(1).is_some_and(u8::is_ascii_digit))
        {
            let m = skip_space(bytes, k + if rest[0] == b'-' { 2 } else { 1 });
            let mut e = m;
            while e < bytes.len() && is_word(bytes[e]) {
                e += 1;
            }
            (e > m).then_some(e)
        } else if rest.starts_with(b"++") || rest.starts_with(b"--") {
            Some(k + 2)
        } else {
            None
        };
        match next {
            Some(n) => j = n,
            None => return j,
        }
    }
}

/// The end of the numeric constant starting at `i` (exponent signs
/// included).
fn number_end(bytes: &[u8], i: usize) -> usize {
    let hex = bytes[i..].starts_with(b"0x") || bytes[i..].starts_with(b"0X");
    let mut j = i;
    while j < bytes.len() {
        let b = bytes[j];
        let exponent_sign = (b == b'+' || b == b'-')
            && j > i
            && if hex {
                matches!(bytes[j - 1], b'p' | b'P')
            } else {
                matches!(bytes[j - 1], b'e' | b'E')
            };
        if is_word(b) || b == b'.' || exponent_sign {
            j += 1;
        } else {
            break;
        }
    }
    j
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(text: &str) -> String {
        rewrite_complex_parts(text).unwrap_or_else(|| text.to_string())
    }

    #[test]
    fn complex_parts_take_their_cast_expression() {
        assert_eq!(parts("__real__ x = 1.0;"), "__cmix_real(x) = 1.0;");
        assert_eq!(parts("__imag__ f[0] = 2;"), "__cmix_imag(f[0]) = 2;");
        assert_eq!(parts("&(__real dc)"), "&(__cmix_real(dc))");
        assert_eq!(parts("__real__ *p + 1"), "__cmix_real(*p) + 1");
        assert_eq!(
            parts("__imag__ s.a->b[2] * 3"),
            "__cmix_imag(s.a->b[2]) * 3"
        );
        assert_eq!(parts("__real__ (a + b) * c"), "__cmix_real((a + b)) * c");
        assert_eq!(
            parts("__real__ (double _Complex) x, y"),
            "__cmix_real((double _Complex) x), y"
        );
        assert_eq!(parts("__imag__ __real__ z"), "__cmix_imag(__cmix_real(z))");
        assert_eq!(parts("__real__ f (x)++;"), "__cmix_real(f (x)++);");
        assert_eq!(parts("__imag__ 1.5e-3i"), "__cmix_imag(1.5e-3i)");
        assert_eq!(parts("\"__real__ x\""), "\"__real__ x\"");
    }

    #[test]
    fn int128_spellings_become_typedef_names_at_the_same_offsets() {
        let text = "unsigned __int128 a; __int128 b; signed __int128 c; __uint128_t d; int e128;";
        let out = rewrite_int128(text).unwrap_or_default();
        let body = out.split_once('\n').map(|(_, b)| b).unwrap_or_default();
        assert_eq!(body.len(), text.len());
        let expected = format!(
            "{UINT128}{} a; {INT128}{} b; {INT128}{} c; {UINT128}{} d; int e128;",
            " ".repeat(10),
            " ",
            " ".repeat(8),
            " ".repeat(4)
        );
        assert_eq!(body, expected);
        assert!(rewrite_int128("int x; \"__int128\";").is_none());
    }
}
