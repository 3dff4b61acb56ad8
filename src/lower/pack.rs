//! `#pragma pack`: the largest alignment a struct's members get, for the
//! structs defined where it holds. `cc -E` keeps the pragma lines and
//! lang-c reads them as white space, so the packing in force at each place
//! of a unit is read from its preprocessed text.
//!
//! `pack(1)` is gcc's `packed` on every struct it covers, and the residual
//! C writes it back that way. A larger value that lowers some struct's
//! alignment is refused (cmix has no way to lay it out or write it back);
//! one that lowers none changes nothing.

use crate::diag::{self, Diag};
use crate::source::Span;

/// Where the packing changes in a unit: (byte offset of the pragma line,
/// the packing from there on; `None` is the default).
#[derive(Clone, Debug, Default)]
pub(super) struct Packing {
    changes: Vec<(u32, Option<u64>)>,
}

impl Packing {
    /// Reads the `#pragma pack` lines of a unit's preprocessed text.
    pub(super) fn read(text: &str, unit: u32) -> Result<Packing, Diag> {
        let mut changes = Vec::new();
        let mut current: Option<u64> = None;
        let mut stack: Vec<Option<u64>> = Vec::new();
        let mut offset = 0usize;
        for line in text.split_inclusive('\n') {
            let at = offset;
            offset += line.len();
            let Some(args) = pack_arguments(line) else {
                continue;
            };
            let span = Span {
                unit,
                lo: at as u32,
                hi: (at + line.trim_end().len()) as u32,
            };
            let bad = || {
                diag::unsupported(
                    "this `#pragma pack` (cmix reads `pack(N)`, `pack()`, `pack(push)`, `pack(push, N)` and `pack(pop)`)",
                    span,
                )
            };
            let value = |s: &str| -> Result<u64, Diag> {
                match s.trim().parse::<u64>() {
                    Ok(n) if n.is_power_of_two() && n <= 16 => Ok(n),
                    _ => Err(bad()),
                }
            };
            let parts: Vec<&str> = args.split(',').map(str::trim).collect();
            match parts.as_slice() {
                [""] => current = None,
                ["push"] => stack.push(current),
                ["pop"] => current = stack.pop().flatten(),
                ["push", n] => {
                    stack.push(current);
                    current = Some(value(n)?);
                }
                [n] => current = Some(value(n)?),
                _ => return Err(bad()),
            }
            changes.push((at as u32, current));
        }
        Ok(Packing { changes })
    }

    /// The packing in force at `span`.
    pub(super) fn at(&self, span: Span) -> Option<u64> {
        let i = self.changes.partition_point(|(at, _)| *at <= span.lo);
        i.checked_sub(1).and_then(|i| self.changes[i].1)
    }
}

/// The text between the parentheses of a `#pragma pack(...)` line.
fn pack_arguments(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("pragma")?.trim_start();
    let rest = rest.strip_prefix("pack")?.trim_start();
    let rest = rest.strip_prefix('(')?;
    let end = rest.rfind(')')?;
    Some(&rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(p: &Packing, offset: u32) -> Option<u64> {
        p.at(Span {
            unit: 0,
            lo: offset,
            hi: offset,
        })
    }

    #[test]
    fn pushes_and_pops_nest() {
        let text = "A;\n#pragma pack(push, 1)\nB;\n#pragma pack(push)\n#pragma pack(4)\nC;\n#pragma pack(pop)\nD;\n#pragma pack(pop)\nE;\n";
        let p = Packing::read(text, 0).unwrap();
        let offset = |s: &str| text.find(s).unwrap() as u32;
        assert_eq!(at(&p, offset("A;")), None);
        assert_eq!(at(&p, offset("B;")), Some(1));
        assert_eq!(at(&p, offset("C;")), Some(4));
        assert_eq!(at(&p, offset("D;")), Some(1));
        assert_eq!(at(&p, offset("E;")), None);
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        assert!(Packing::read("#pragma pack(push, r1, 2)\n", 0).is_err());
        assert!(Packing::read("#pragma pack(3)\n", 0).is_err());
        assert!(
            Packing::read("#pragma packed\n", 0)
                .unwrap()
                .changes
                .is_empty()
        );
    }
}
