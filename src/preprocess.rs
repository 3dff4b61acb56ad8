//! Running the system C preprocessor and decoding its output without loss.
//!
//! The compiler is located the way the `cc` crate locates it (honouring `CC`),
//! so that preprocessing sees the same headers and predefined macros as the
//! compiler that will build the residual program.

use std::ffi::OsString;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::diag::{Diag, Level};

/// Options passed through to the preprocessor (`-I`, `-D`, `-U`, `-std`).
#[derive(Clone, Debug, Default)]
pub struct PreprocessOptions {
    pub args: Vec<String>,
}

/// The C compiler command: `$CC`, else `cc` when it is on the PATH, else
/// what the `cc` crate picks for the target cmix was built for, else plain
/// `cc`. (The `cc` crate runs the compiler twice to learn its family, which
/// would double the cost of preprocessing a small program: it is asked only
/// when there is no `cc` to use.)
pub fn c_compiler() -> PathBuf {
    if let Some(cc) = std::env::var_os("CC") {
        return PathBuf::from(cc);
    }
    if let Some(path) = std::env::var_os("PATH")
        && let Some(cc) = std::env::split_paths(&path)
            .map(|dir| dir.join("cc"))
            .find(|candidate| candidate.is_file())
    {
        return cc;
    }
    let target = env!("CMIX_TARGET");
    let mut build = cc::Build::new();
    build
        .cargo_metadata(false)
        .cargo_warnings(false)
        .opt_level(0)
        .debug(false)
        .target(target)
        .host(target);
    match build.try_get_compiler() {
        Ok(tool) => tool.path().to_path_buf(),
        Err(_) => PathBuf::from("cc"),
    }
}

/// glibc's <ctype.h> then declares `isdigit` and the others as functions
/// only, not as macros indexing its tables through `__ctype_b_loc()`: cmix
/// sees calls it can run on static characters, and the residual program
/// includes the header to get the macros back (`emit_c::CTYPE_MACROS`).
const NO_CTYPE_MACROS: &str = "-D__NO_CTYPE";

/// Preprocesses one file (`-`: `stdin`, the text read from standard
/// input), read as C whatever its name; returns the text with line
/// markers kept.
pub fn preprocess(
    path: &Path,
    stdin: Option<&[u8]>,
    options: &PreprocessOptions,
) -> Result<String, Diag> {
    match stdin {
        Some(text) => check_text(path, text)?,
        None => {
            let text = std::fs::read(path).map_err(|e| {
                Diag::without_span(Level::Error, format!("cannot read {}: {e}", path.display()))
            })?;
            check_text(path, &text)?;
        }
    }
    let mut args: Vec<OsString> = options.args.iter().map(OsString::from).collect();
    args.push(NO_CTYPE_MACROS.into());
    args.extend(["-x", "c"].map(OsString::from));
    args.push(path.as_os_str().to_owned());
    let input = stdin.map(|t| String::from_utf8_lossy(t).into_owned());
    match run_preprocessor(&args, input.as_deref())? {
        Ok(text) => Ok(text),
        Err(stderr) => Err(Diag::without_span(
            Level::Error,
            format!("the C preprocessor failed on {}", path.display()),
        )
        .with_note(stderr)),
    }
}

/// Refuses input that is not C source text (a binary, an archive): one
/// clear error instead of the preprocessor's or parser's pages.
fn check_text(path: &Path, text: &[u8]) -> Result<(), Diag> {
    let head = &text[..text.len().min(4096)];
    let control = head
        .iter()
        .filter(|&&b| b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t' | 0x0b | 0x0c))
        .count();
    if let Some(at) = text.iter().position(|&b| b == 0) {
        return Err(not_c(path, format!("it holds a NUL byte at offset {at}")));
    }
    if control * 10 > head.len() {
        return Err(not_c(
            path,
            "most of its first bytes are control characters".into(),
        ));
    }
    Ok(())
}

fn not_c(path: &Path, why: String) -> Diag {
    let name = if path == Path::new("-") {
        "standard input".to_string()
    } else {
        path.display().to_string()
    };
    Diag::without_span(Level::Error, format!("{name} is not C source text: {why}"))
        .with_note("cmix reads C source files (any name is read as C)")
}

/// Preprocesses `text` as if it followed the end of `context` (a file of
/// the program, so that its macros apply): the output after `context`'s
/// own. The inner error is the preprocessor's messages when it rejected
/// the text.
pub fn preprocess_after(
    context: Option<&Path>,
    text: &str,
    options: &PreprocessOptions,
) -> Result<Result<String, String>, Diag> {
    let mut args: Vec<OsString> = options.args.iter().map(OsString::from).collect();
    args.push(NO_CTYPE_MACROS.into());
    if let Some(context) = context {
        args.push("-include".into());
        args.push(context.as_os_str().to_owned());
    }
    args.extend(["-x", "c", "-"].map(OsString::from));
    run_preprocessor(&args, Some(text))
}

/// Runs `cc -E ARGS` (with `stdin` as its standard input): the decoded
/// output, or the error messages when the preprocessor failed.
fn run_preprocessor(
    args: &[OsString],
    stdin: Option<&str>,
) -> Result<Result<String, String>, Diag> {
    let compiler = c_compiler();
    let cannot_run = |e: std::io::Error| {
        Diag::without_span(
            Level::Error,
            format!(
                "cannot run the C preprocessor `{} -E`: {e}",
                compiler.display()
            ),
        )
        .with_note("set CC to a C compiler, or install gcc")
    };
    let mut child = Command::new(&compiler)
        .arg("-E")
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(cannot_run)?;
    // Written from another thread: the preprocessor may fill its output
    // pipe before it has read all of its input.
    let writer = match (stdin, child.stdin.take()) {
        (Some(text), Some(mut pipe)) => {
            let text = text.to_string();
            Some(std::thread::spawn(move || pipe.write_all(text.as_bytes())))
        }
        _ => None,
    };
    let output = child.wait_with_output().map_err(cannot_run)?;
    if let Some(writer) = writer {
        // A write error means the preprocessor stopped reading: its status
        // and messages say why.
        let _ = writer.join();
    }
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Ok(Err(stderr.trim_end().to_string()));
    }
    Ok(Ok(decode_lossless(&output.stdout)))
}

/// First code point of the range that stands for bytes that are not UTF-8.
const RAW_BYTE_BASE: u32 = 0x10_FF00;

/// Decodes bytes as UTF-8, mapping each byte of an invalid sequence to a
/// private-use code point so that `encode_char` gives the byte back.
pub fn decode_lossless(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for &b in chunk.invalid() {
            out.push(char::from_u32(RAW_BYTE_BASE + b as u32).unwrap_or('\u{FFFD}'));
        }
    }
    out
}

/// The source bytes a decoded character stands for.
pub fn encode_char(c: char, out: &mut Vec<u8>) {
    let code = c as u32;
    if (RAW_BYTE_BASE + 0x80..=RAW_BYTE_BASE + 0xFF).contains(&code) {
        out.push((code - RAW_BYTE_BASE) as u8);
    } else {
        let mut buf = [0u8; 4];
        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_round_trips() {
        let bytes = b"a\xff\xfe\xc3\xa9z";
        let text = decode_lossless(bytes);
        let mut back = Vec::new();
        for c in text.chars() {
            encode_char(c, &mut back);
        }
        assert_eq!(back, bytes);
    }
}
