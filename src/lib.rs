//! cmix: a partial evaluator for C.
//!
//! The pipeline (see ARCHITECTURE.md): `preprocess` runs `cc -E`, `parse`
//! runs lang-c, `lower` type-checks and translates to Core C (`core`),
//! `emit_c` prints Core C back as C. `driver` strings the phases together
//! and is the library API the command line uses; `Build` is the API for
//! Cargo build scripts (specialize, compile, link); `bench` measures
//! residual programs against their originals.

pub mod analysis;
pub mod bench;
pub mod build;
pub mod core;
pub mod diag;
pub mod driver;
pub mod emit_c;
pub mod lower;
pub mod parse;
pub mod preprocess;
pub mod source;
pub mod spec;
pub mod terminal;
pub mod types;

pub use build::Build;
