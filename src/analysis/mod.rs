//! Analyses over Core C. Each returns a side table keyed by Core C ids and
//! never changes the program.
//!
//! - `callgraph`: who calls whom, and which calls are recursive (`rcall`).
//! - `points_to`: which objects every pointer may point to (Andersen,
//!   field-sensitive).
//! - `bta`: the binding-time analysis (static or dynamic, per cell,
//!   statement and function); `two_level` prints the marked program;
//!   `check` verifies the division independently.
//! - `escape`: which allocation sites must run at run time rather than
//!   during specialization (blocks seen outside one run of the goal).
//! - `modref`: the globals each function may read or write, with callees.

pub mod bta;
pub mod callgraph;
pub mod check;
pub mod escape;
pub mod library_model;
pub mod modref;
pub mod points_to;
pub mod two_level;
