//! Analyses over Core C. Each returns a side table keyed by Core C ids and
//! never changes the program.
//!
//! - `callgraph`: who calls whom, and which calls are recursive (`rcall`).

pub mod callgraph;
