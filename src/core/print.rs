//! Readable printing of Core C.
use crate::core::Program;
use crate::types::{TypeId, TypeTable};

pub fn print_program(program: &Program) -> String {
    let _ = program;
    String::new()
}

pub fn type_to_c(types: &TypeTable, ty: TypeId, name: &str) -> String {
    let _ = (types, ty);
    name.to_string()
}
