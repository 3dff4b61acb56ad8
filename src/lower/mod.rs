//! Lowering: type-checks the lang-c syntax tree with C99 rules and
//! translates it to Core C.

pub mod literal;

use lang_c::ast::TranslationUnit;

use crate::core::Program;
use crate::diag::Diag;
use crate::source::SourceMap;

pub fn lower_program(units: &[(u32, TranslationUnit)], sources: &SourceMap) -> Result<Program, Vec<Diag>> {
    let _ = (units, sources);
    Ok(Program::default())
}
