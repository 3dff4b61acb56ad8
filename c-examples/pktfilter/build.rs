// Specializes the C packet filter to the rule of filter.h (the RULE macro)
// and links the result: csrc/filter.c is replaced by its specialization,
// which defines `filter_spec`, and compiled with csrc/util.c into
// libfilter.a.
fn main() {
    let built = cmix::Build::new()
        .file("csrc/filter.c")
        .file("csrc/util.c")
        .include("csrc")
        .goal("filter")
        .static_value("rule", "RULE")
        .unit("csrc/filter.c")
        .flag("-O2")
        .compile("filter");
    match built {
        Ok(done) => {
            println!("cargo:rerun-if-changed=csrc/filter.h");
            println!("cargo:rustc-env=PKTFILTER_ENTRY={}", done.entry);
        }
        // The rendered diagnostics, as `cmix spec` prints them.
        Err(e) => panic!("cmix could not specialize the filter:\n{e}"),
    }
}
