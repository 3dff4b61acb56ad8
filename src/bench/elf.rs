//! The size of the code in an object file, read from its ELF section
//! headers (`.text` and gcc's `.text.*` sections such as `.text.startup`,
//! where `-O2` puts `main`). Only 64-bit little-endian ELF; None otherwise.

pub fn text_bytes(object: &[u8]) -> Option<u64> {
    if object.get(0..4)? != b"\x7fELF" || *object.get(4)? != 2 || *object.get(5)? != 1 {
        return None;
    }
    let section_headers = read_u64(object, 0x28)? as usize;
    let header_size = read_u16(object, 0x3a)? as usize;
    let count = read_u16(object, 0x3c)? as usize;
    let names_index = read_u16(object, 0x3e)? as usize;
    let header = |i: usize| section_headers.checked_add(i.checked_mul(header_size)?);
    let names_header = header(names_index)?;
    let names_offset = read_u64(object, names_header + 0x18)? as usize;
    let mut total = 0;
    for i in 0..count {
        let at = header(i)?;
        let name_offset = names_offset.checked_add(read_u32(object, at)? as usize)?;
        let name = object.get(name_offset..)?;
        let name = &name[..name.iter().position(|&b| b == 0)?];
        if name == b".text" || name.starts_with(b".text.") {
            total += read_u64(object, at + 0x20)?;
        }
    }
    Some(total)
}

fn read_u16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn read_u32(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

fn read_u64(bytes: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::text_bytes;

    #[test]
    fn not_elf_has_no_text_size() {
        assert_eq!(text_bytes(b"hello"), None);
        assert_eq!(text_bytes(b"\x7fELF\x02\x01"), None);
    }
}
