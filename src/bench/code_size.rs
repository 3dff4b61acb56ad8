//! The size of the code in an object file, read with the `object` crate
//! so that it works for ELF, Mach-O and COFF/PE objects: the sections of
//! code are `.text` and gcc's `.text.*` (such as `.text.startup`, where
//! `-O2` puts `main`), COFF's `.text$*` groups and Mach-O's `__text`.
//! None when the bytes are not an object file `object` reads.

use object::{Object, ObjectSection};

pub fn text_bytes(bytes: &[u8]) -> Option<u64> {
    let file = object::File::parse(bytes).ok()?;
    let mut total = 0;
    for section in file.sections() {
        let name = section.name_bytes().ok()?;
        if is_code_section(name) {
            total += section.size();
        }
    }
    Some(total)
}

fn is_code_section(name: &[u8]) -> bool {
    name == b".text"
        || name.starts_with(b".text.")
        || name.starts_with(b".text$")
        || name == b"__text"
}

#[cfg(test)]
mod tests {
    use super::text_bytes;

    #[test]
    fn not_an_object_has_no_text_size() {
        assert_eq!(text_bytes(b"hello"), None);
        assert_eq!(text_bytes(b"\x7fELF\x02\x01"), None);
    }
}
