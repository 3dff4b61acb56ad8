//! C literals
