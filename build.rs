// Records the target triple so that cmix can ask the `cc` crate for the same
// C compiler a build script for this target would use.
fn main() {
    let target = std::env::var("TARGET").unwrap_or_default();
    println!("cargo:rustc-env=CMIX_TARGET={target}");
    println!("cargo:rerun-if-changed=build.rs");
}
