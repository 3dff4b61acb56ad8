//! gcc's local label declarations, `__label__ a, b;` at the start of a
//! block, which lang-c does not parse: they become calls
//! `__cmix_local_labels(a, b);` that the lowering reads as declarations
//! (each name, within the block, a label of its own).

use super::{literal_end, statement_end};

/// The call that stands for a local label declaration.
pub const LOCAL_LABELS: &str = "__cmix_local_labels";

pub(super) fn rewrite_local_labels(text: &str) -> Option<String> {
    if !text.contains("__label__") {
        return None;
    }
    let bytes = text.as_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut out = String::with_capacity(text.len() + 64);
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'"' || b == b'\'' {
            i = literal_end(bytes, i);
            continue;
        }
        let keyword = b"__label__";
        let whole = bytes[i..].starts_with(keyword)
            && (i == 0 || !is_word(bytes[i - 1]))
            && !bytes.get(i + keyword.len()).is_some_and(|&c| is_word(c));
        if !whole {
            i += 1;
            continue;
        }
        let names_start = i + keyword.len();
        let end = statement_end(bytes, names_start)?;
        out.push_str(&text[copied..i]);
        out.push_str(LOCAL_LABELS);
        out.push('(');
        out.push_str(&text[names_start..end]);
        out.push(')');
        copied = end;
        i = end;
    }
    out.push_str(&text[copied..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_become_calls() {
        assert_eq!(
            rewrite_local_labels("{ __label__ a, b; a: ; }").as_deref(),
            Some("{ __cmix_local_labels( a, b); a: ; }")
        );
        assert_eq!(
            rewrite_local_labels("puts(\"__label__ x;\");").as_deref(),
            Some("puts(\"__label__ x;\");")
        );
    }
}
