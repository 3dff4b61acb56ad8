//! cmix: a partial evaluator for C.
//!
//! The pipeline (see ARCHITECTURE.md): `preprocess` runs `cc -E`, `parse`
//! runs lang-c, `lower` type-checks and translates to Core C (`core`),
//! `emit_c` prints Core C back as C; `pragma` reads the program's
//! `#pragma cmix` annotations. `driver` strings the phases together
//! and is the library API the command line uses; `Build` is the API for
//! Cargo build scripts (specialize, compile, link); `bench` measures
//! residual programs against their originals.

pub mod analysis;
pub mod annotate;
pub mod bench;
pub mod build;
pub mod core;
pub mod diag;
pub mod driver;
pub mod emit_c;
pub mod lower;
pub mod parse;
pub mod pragma;
pub mod preprocess;
pub mod source;
pub mod spec;
pub mod terminal;
pub mod types;

pub use build::Build;
