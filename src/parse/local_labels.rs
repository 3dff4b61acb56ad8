//! gcc's local label declarations, `__label__ a, b;` at the start of a
//! block, which lang-c does not parse: they become calls
//! `__cmix_local_labels(a, b);` that the lowering reads as declarations
//! (each name, within the block, a label of its own).

use super::{statement_end, words};

/// The call that stands for a local label declaration.
pub const LOCAL_LABELS: &str = "__cmix_local_labels";

pub(super) fn rewrite_local_labels(text: &str) -> Option<String> {
    if !text.contains("__label__") {
        return None;
    }
    let found = words(text, |w| w == "__label__");
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + 64);
    let mut copied = 0;
    for (at, names_start) in found {
        if at < copied {
            continue;
        }
        let end = statement_end(bytes, names_start)?;
        out.push_str(&text[copied..at]);
        out.push_str(LOCAL_LABELS);
        out.push('(');
        out.push_str(&text[names_start..end]);
        out.push(')');
        copied = end;
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
