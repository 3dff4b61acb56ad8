//! Exact decoding of C99 literals from the raw text lang-c keeps: integer,
//! floating, character and string constants, typed for x86-64 / aarch64
//! Linux (LP64: `int` is 32 bits, `long` and `long long` 64 bits).
//!
//! Floating constants are rounded once, straight from the exact value in
//! the source to the target format: rounding to `double` first and then to
//! `float` would give wrong results near halfway points. Hexadecimal
//! floating constants are converted here bit by bit, since Rust's standard
//! library has no parser for them.
//!
//! The bytes of character and string literals always go through
//! `encode_char`, so source bytes that were not valid UTF-8 come out as the
//! very bytes the source file held.
//!
//! Errors are plain messages; the caller attaches the span.

use lang_c::ast::{Float, FloatBase, FloatFormat, Integer, IntegerBase, IntegerSize};

use crate::preprocess::encode_char;
use crate::types::{FloatKind, IntKind};

/// The type of `wchar_t`, which is the type of `L'x'`: the aarch64 ABI
/// makes it unsigned, x86-64 Linux signed.
const WCHAR_KIND: IntKind = if cfg!(any(target_arch = "aarch64", target_arch = "arm")) {
    IntKind::UInt
} else {
    IntKind::Int
};

/// The value and type of an integer constant (C99 6.4.4.1).
///
/// The type is the first of the candidate list for the base and suffix
/// that can represent the value. A decimal constant without `u` that fits
/// no signed type has gcc's type `__int128` (with the warning "integer
/// constant is so large that it is unsigned").
pub fn integer(lit: &Integer) -> Result<(i128, IntKind), String> {
    if lit.suffix.imaginary {
        return Err("imaginary constants are not supported".to_string());
    }
    let (radix, base_name) = match lit.base {
        IntegerBase::Decimal => (10, "decimal"),
        IntegerBase::Octal => (8, "octal"),
        IntegerBase::Hexadecimal => (16, "hexadecimal"),
        IntegerBase::Binary => (2, "binary"),
    };
    let value = digits_value(&lit.number, radix, base_name)?;
    let is_decimal = lit.base == IntegerBase::Decimal;
    let candidates = candidate_types(is_decimal, lit.suffix.size, lit.suffix.unsigned);
    if let Some(&kind) = candidates.iter().find(|kind| value <= kind.range().1) {
        return Ok((value, kind));
    }
    if is_decimal && !lit.suffix.unsigned && value <= IntKind::ULongLong.range().1 {
        return Ok((value, IntKind::Int128));
    }
    Err("integer constant is too large for any integer type".to_string())
}

/// The mathematical value of the digits of an integer constant, which
/// lang-c gives without the `0x`, `0b` or leading `0` prefix.
fn digits_value(digits: &str, radix: u32, base_name: &str) -> Result<i128, String> {
    if digits.is_empty() {
        return Err(format!("{base_name} integer constant has no digits"));
    }
    // Anything beyond `unsigned long long` is an error, so stopping at
    // i128's range loses nothing.
    let too_large = || "integer constant is too large for any integer type".to_string();
    let mut value: i128 = 0;
    for c in digits.chars() {
        let Some(digit) = c.to_digit(radix) else {
            return Err(format!("invalid digit \"{c}\" in {base_name} constant"));
        };
        value = value
            .checked_mul(radix as i128)
            .and_then(|v| v.checked_add(digit as i128))
            .ok_or_else(too_large)?;
    }
    Ok(value)
}

/// The list of C99 6.4.4.1p5, in order of preference.
fn candidate_types(is_decimal: bool, size: IntegerSize, unsigned: bool) -> &'static [IntKind] {
    use IntKind::*;
    match (unsigned, size, is_decimal) {
        (false, IntegerSize::Int, true) => &[Int, Long, LongLong],
        (false, IntegerSize::Int, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
        (false, IntegerSize::Long, true) => &[Long, LongLong],
        (false, IntegerSize::Long, false) => &[Long, ULong, LongLong, ULongLong],
        (false, IntegerSize::LongLong, true) => &[LongLong],
        (false, IntegerSize::LongLong, false) => &[LongLong, ULongLong],
        (true, IntegerSize::Int, _) => &[UInt, ULong, ULongLong],
        (true, IntegerSize::Long, _) => &[ULong, ULongLong],
        (true, IntegerSize::LongLong, _) => &[ULongLong],
    }
}

/// A floating constant's type and value.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatValue {
    pub kind: FloatKind,
    /// The value correctly rounded to `kind` (exact in f64 for `float`);
    /// for `long double`, the value correctly rounded to `double`.
    pub value: f64,
    /// For `long double` only: the constant as C source with an `L`
    /// suffix, so that the emitter can print it without losing precision.
    pub text: Option<String>,
}

/// The value and type of a floating constant (C99 6.4.4.2), rounded to
/// nearest-even directly from the exact source value.
pub fn float(lit: &Float) -> Result<FloatValue, String> {
    if lit.suffix.imaginary {
        return Err("imaginary constants are not supported".to_string());
    }
    let kind = match lit.suffix.format {
        FloatFormat::Float => FloatKind::Float,
        FloatFormat::Double => FloatKind::Double,
        FloatFormat::LongDouble => FloatKind::LongDouble,
        FloatFormat::TS18661Format(_) => {
            return Err(
                "floating constants with a TS 18661 suffix (such as f128 or dd) are not supported"
                    .to_string(),
            );
        }
    };
    let number = &*lit.number;
    let value = match lit.base {
        FloatBase::Decimal => decimal_float(number, kind)?,
        FloatBase::Hexadecimal => {
            let significand = parse_hex_float(number)?;
            match kind {
                FloatKind::Float => {
                    f32::from_bits(round_to_format(&significand, &BINARY32) as u32) as f64
                }
                FloatKind::Double | FloatKind::LongDouble => {
                    f64::from_bits(round_to_format(&significand, &BINARY64))
                }
            }
        }
    };
    let text = (kind == FloatKind::LongDouble).then(|| match lit.base {
        FloatBase::Decimal => format!("{number}L"),
        FloatBase::Hexadecimal => format!("0x{number}L"),
    });
    Ok(FloatValue { kind, value, text })
}

/// Converts a decimal floating constant with Rust's parsers, which round
/// correctly to the format they produce.
fn decimal_float(number: &str, kind: FloatKind) -> Result<f64, String> {
    // Rust also accepts signs, `inf` and `nan`, which are not C constants.
    let well_formed = number.starts_with(|c: char| c.is_ascii_digit() || c == '.')
        && number
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'));
    let invalid = || format!("invalid floating constant \"{number}\"");
    if !well_formed {
        return Err(invalid());
    }
    match kind {
        FloatKind::Float => number.parse::<f32>().map(f64::from).map_err(|_| invalid()),
        FloatKind::Double | FloatKind::LongDouble => number.parse::<f64>().map_err(|_| invalid()),
    }
}

/// The exact value of a hexadecimal floating constant, up to the sticky bit:
/// `(significand + sticky * ε) * 2^exponent` with `0 < ε < 1`.
#[derive(Debug, PartialEq)]
struct HexSignificand {
    significand: u128,
    exponent: i64,
    /// Some nonzero digit did not fit in `significand`: the true value is a
    /// little above `significand * 2^exponent`.
    sticky: bool,
}

/// Largest binary exponent we track; anything beyond over- or underflows
/// every format anyway, so saturating there keeps the arithmetic safe.
const EXPONENT_LIMIT: i64 = 1 << 40;

/// Parses the text lang-c gives for a hexadecimal floating constant: the
/// part after `0x`, e.g. `1.8p3`, `.8p-1`, `Ap0`.
fn parse_hex_float(text: &str) -> Result<HexSignificand, String> {
    let invalid = |why: &str| format!("invalid hexadecimal floating constant \"0x{text}\": {why}");
    let Some((mantissa, exponent_text)) = text.split_once(['p', 'P']) else {
        return Err(invalid("the binary exponent (p) is missing"));
    };
    let (integer_part, fraction_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if integer_part.is_empty() && fraction_part.is_empty() {
        return Err(invalid("there are no hexadecimal digits"));
    }
    let mut significand: u128 = 0;
    let mut exponent: i64 =
        parse_binary_exponent(exponent_text).ok_or_else(|| invalid("malformed exponent"))?;
    let mut sticky = false;
    let integer_digits = integer_part.chars().map(|c| (c, false));
    let fraction_digits = fraction_part.chars().map(|c| (c, true));
    for (c, in_fraction) in integer_digits.chain(fraction_digits) {
        let digit = c.to_digit(16).ok_or_else(|| invalid("invalid digit"))?;
        // Keep 4 bits of headroom so the shift cannot overflow; 124 bits are
        // far more than the 53 + 2 that rounding needs.
        if significand >> 124 == 0 {
            significand = significand << 4 | digit as u128;
            if in_fraction {
                exponent = exponent.saturating_sub(4);
            }
        } else {
            sticky |= digit != 0;
            if !in_fraction {
                exponent = exponent.saturating_add(4);
            }
        }
    }
    Ok(HexSignificand {
        significand,
        exponent,
        sticky,
    })
}

/// A decimal exponent with optional sign, saturated at `EXPONENT_LIMIT`.
fn parse_binary_exponent(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() {
        return None;
    }
    let mut magnitude: i64 = 0;
    for c in digits.chars() {
        let digit = c.to_digit(10)? as i64;
        magnitude = (magnitude * 10 + digit).min(EXPONENT_LIMIT);
    }
    Some(if negative { -magnitude } else { magnitude })
}

/// An IEEE 754 binary interchange format.
struct BinaryFormat {
    /// Significand bits, the implicit leading bit included.
    precision: u32,
    /// Exponent of the smallest normal number (its bias is `1 - min`).
    min_exponent: i64,
    /// Exponent of the largest finite number, which is also the bias.
    max_exponent: i64,
}

const BINARY32: BinaryFormat = BinaryFormat {
    precision: 24,
    min_exponent: -126,
    max_exponent: 127,
};

const BINARY64: BinaryFormat = BinaryFormat {
    precision: 53,
    min_exponent: -1022,
    max_exponent: 1023,
};

/// Rounds an exact value to nearest, ties to even, and returns the bit
/// pattern in `format` (in the low bits of the result). Overflow gives
/// infinity, underflow subnormals or zero, as IEEE 754 prescribes.
fn round_to_format(value: &HexSignificand, format: &BinaryFormat) -> u64 {
    let infinity = ((2 * format.max_exponent + 1) as u64) << (format.precision - 1);
    if value.significand == 0 {
        return 0;
    }
    let precision = format.precision as i64;
    let top_bit = 127 - value.significand.leading_zeros() as i64;
    // The value lies in [2^magnitude, 2^(magnitude + 1)).
    let magnitude = value.exponent + top_bit;
    if magnitude > format.max_exponent {
        return infinity;
    }
    // Weight of the last significand bit the result can hold: fixed at the
    // subnormal quantum below the normal range.
    let mut last_bit_exponent = magnitude.max(format.min_exponent) - (precision - 1);
    let dropped_bits = last_bit_exponent - value.exponent;
    let mut kept: u64 = if dropped_bits <= 0 {
        // Exact: at most precision - 1 bits of left shift, and no sticky bit
        // can be set since that needs a significand over 120 bits long.
        (value.significand << -dropped_bits) as u64
    } else if dropped_bits > top_bit + 1 {
        // Below half the smallest representable step: rounds to zero.
        0
    } else {
        // Here 1 <= dropped_bits <= 128.
        let dropped_bits = dropped_bits as u32;
        let kept = value.significand.checked_shr(dropped_bits).unwrap_or(0);
        let dropped_mask = u128::MAX >> (128 - dropped_bits);
        let remainder = value.significand & dropped_mask;
        let half = 1u128 << (dropped_bits - 1);
        let round_up = remainder > half || (remainder == half && (value.sticky || kept & 1 == 1));
        kept as u64 + round_up as u64
    };
    if kept == 1 << precision {
        // Rounding carried into a new bit.
        kept >>= 1;
        last_bit_exponent += 1;
    }
    let implicit_bit = 1u64 << (precision - 1);
    if kept < implicit_bit {
        // Subnormal or zero: biased exponent 0, the significand as is.
        return kept;
    }
    let exponent = last_bit_exponent + (precision - 1);
    if exponent > format.max_exponent {
        return infinity;
    }
    let biased_exponent = (exponent + format.max_exponent) as u64;
    biased_exponent << (precision - 1) | (kept - implicit_bit)
}

/// The encoding prefix of a character constant or string literal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Prefix {
    Plain,
    /// `u8`: bytes like a plain literal.
    Utf8,
    /// `L`: `wchar_t`.
    Wide,
    /// `u`: `char16_t`.
    Utf16,
    /// `U`: `char32_t`.
    Utf32,
}

/// Splits `u'x'` into its prefix and the text between the quotes.
fn split_literal(raw: &str, quote: char) -> Result<(Prefix, &str), String> {
    let malformed = || format!("malformed literal {raw}");
    let quote_at = raw.find(quote).ok_or_else(malformed)?;
    let prefix = match &raw[..quote_at] {
        "" => Prefix::Plain,
        "u8" => Prefix::Utf8,
        "L" => Prefix::Wide,
        "u" => Prefix::Utf16,
        "U" => Prefix::Utf32,
        _ => return Err(malformed()),
    };
    let body = raw[quote_at + quote.len_utf8()..]
        .strip_suffix(quote)
        .ok_or_else(malformed)?;
    Ok((prefix, body))
}

/// One element of a literal's contents after escape decoding.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Unit {
    /// A character written as itself (possibly a stand-in for a raw byte).
    Source(char),
    /// An octal, hexadecimal or simple escape: a code unit value, whose
    /// range is checked against the literal's code unit width.
    Numeric { value: u32, is_hex: bool },
    /// A `\u` or `\U` universal character name.
    Universal(char),
}

/// Decodes the escapes of the text between the quotes (C99 6.4.4.4,
/// 6.4.3, plus gcc's `\e`).
fn decode_units(body: &str) -> Result<Vec<Unit>, String> {
    let mut units = Vec::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            units.push(Unit::Source(c));
            continue;
        }
        let Some(escape) = chars.next() else {
            return Err("a backslash ends the literal".to_string());
        };
        let simple = |value: u8| Unit::Numeric {
            value: value as u32,
            is_hex: false,
        };
        let unit = match escape {
            'n' => simple(b'\n'),
            't' => simple(b'\t'),
            'r' => simple(b'\r'),
            'a' => simple(0x07),
            'b' => simple(0x08),
            'f' => simple(0x0C),
            'v' => simple(0x0B),
            // GNU extension: ESC.
            'e' | 'E' => simple(0x1B),
            '\\' | '\'' | '"' | '?' => simple(escape as u8),
            '0'..='7' => {
                let mut value = escape as u32 - '0' as u32;
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(digit) => {
                            value = value * 8 + digit;
                            chars.next();
                        }
                        None => break,
                    }
                }
                Unit::Numeric {
                    value,
                    is_hex: false,
                }
            }
            'x' => {
                let mut value: u32 = 0;
                let mut any_digit = false;
                while let Some(digit) = chars.peek().and_then(|c| c.to_digit(16)) {
                    chars.next();
                    any_digit = true;
                    // No code unit is wider than 32 bits.
                    value = value
                        .checked_mul(16)
                        .map(|v| v | digit)
                        .ok_or("hex escape sequence out of range")?;
                }
                if !any_digit {
                    return Err("\\x used with no following hex digits".to_string());
                }
                Unit::Numeric {
                    value,
                    is_hex: true,
                }
            }
            'u' => Unit::Universal(universal_character(&mut chars, 'u', 4)?),
            'U' => Unit::Universal(universal_character(&mut chars, 'U', 8)?),
            other => return Err(format!("unknown escape sequence '\\{other}'")),
        };
        units.push(unit);
    }
    Ok(units)
}

/// Reads the digits of `\uXXXX` or `\UXXXXXXXX` and checks C99 6.4.3's
/// constraints on the character named.
fn universal_character(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    letter: char,
    digit_count: usize,
) -> Result<char, String> {
    let mut code: u32 = 0;
    for _ in 0..digit_count {
        let Some(digit) = chars.peek().and_then(|c| c.to_digit(16)) else {
            return Err(format!(
                "incomplete universal character name: \\{letter} needs {digit_count} hex digits"
            ));
        };
        chars.next();
        code = code << 4 | digit;
    }
    let written = format!("\\{letter}{code:0width$X}", width = digit_count);
    let basic_exception = matches!(code, 0x24 | 0x40 | 0x60);
    if (code < 0xA0 && !basic_exception) || (0xD800..=0xDFFF).contains(&code) {
        return Err(format!("{written} is not a valid universal character"));
    }
    char::from_u32(code).ok_or_else(|| format!("{written} is outside the UCS codespace"))
}

/// The bytes of a plain (or `u8`) literal's contents: source characters
/// as their source bytes, universal characters in UTF-8.
fn narrow_bytes(units: &[Unit]) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::with_capacity(units.len());
    for &unit in units {
        match unit {
            Unit::Source(c) => encode_char(c, &mut bytes),
            Unit::Universal(c) => {
                let mut buf = [0u8; 4];
                bytes.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
            Unit::Numeric { value, is_hex } => {
                let byte = u8::try_from(value).map_err(|_| escape_out_of_range(is_hex))?;
                bytes.push(byte);
            }
        }
    }
    Ok(bytes)
}

fn escape_out_of_range(is_hex: bool) -> String {
    let base = if is_hex { "hex" } else { "octal" };
    format!("{base} escape sequence out of range")
}

/// The code points of a wide literal's contents, each checked to fit a
/// code unit of `unit_bits` bits.
fn wide_code_units(units: &[Unit], unit_bits: u32) -> Result<Vec<u32>, String> {
    let unit_max = u32::MAX >> (32 - unit_bits);
    let mut code_units = Vec::with_capacity(units.len());
    for &unit in units {
        let code = match unit {
            Unit::Numeric { value, is_hex } => {
                if value > unit_max {
                    return Err(escape_out_of_range(is_hex));
                }
                value
            }
            Unit::Source(c) | Unit::Universal(c) => {
                let mut bytes = Vec::new();
                encode_char(c, &mut bytes);
                if std::str::from_utf8(&bytes).is_err() {
                    return Err(format!(
                        "invalid UTF-8 byte 0x{:02X} in a wide character literal",
                        bytes.first().copied().unwrap_or(0)
                    ));
                }
                let code = c as u32;
                if code > unit_max {
                    return Err(format!(
                        "character U+{code:04X} does not fit in a {unit_bits}-bit character"
                    ));
                }
                code
            }
        };
        code_units.push(code);
    }
    Ok(code_units)
}

/// The value and type of a character constant, given its raw text with
/// quotes and prefix (C99 6.4.4.4).
///
/// A plain constant has type `int`. With one byte, its value is that byte
/// as `char` (so `'\xff'` is -1 where `char` is signed); with several, as
/// gcc: each byte shifted in from the right, `(v << 8) | (unsigned char)c`,
/// truncated to `int`. `L`, `u` and `U` constants take `wchar_t`,
/// `char16_t` (`unsigned short`) and `char32_t` (`unsigned int`) and must
/// hold exactly one character.
pub fn character(raw: &str) -> Result<(i128, IntKind), String> {
    let (prefix, body) = split_literal(raw, '\'')?;
    let units = decode_units(body)?;
    if units.is_empty() {
        return Err("empty character constant".to_string());
    }
    let (kind, unit_bits) = match prefix {
        Prefix::Plain => {
            let bytes = narrow_bytes(&units)?;
            return Ok((plain_character_value(&bytes), IntKind::Int));
        }
        Prefix::Utf8 => return Err("u8 character constants are not supported".to_string()),
        Prefix::Wide => (WCHAR_KIND, 32),
        Prefix::Utf16 => (IntKind::UShort, 16),
        Prefix::Utf32 => (IntKind::UInt, 32),
    };
    match wide_code_units(&units, unit_bits)?[..] {
        [code] => Ok((kind.wrap(code as i128), kind)),
        // gcc warns and keeps the last character; such code is surely a
        // mistake, so refuse it.
        _ => Err(format!(
            "{raw}: a wide character constant must hold exactly one character"
        )),
    }
}

fn plain_character_value(bytes: &[u8]) -> i128 {
    match bytes {
        [byte] => IntKind::Char.wrap(*byte as i128),
        _ => {
            // Shifting a u32 drops the leading bytes of constants longer than
            // an int, which is what gcc keeps ("too long for its type").
            let packed = bytes
                .iter()
                .fold(0u32, |packed, &byte| packed << 8 | byte as u32);
            IntKind::Int.wrap(packed as i128)
        }
    }
}

/// The contents of a string literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StringValue {
    /// The array's bytes, the terminating NUL included.
    pub bytes: Vec<u8>,
}

/// The bytes of the string literal formed by the adjacent pieces `parts`
/// (raw text with quotes and prefix). Escapes are decoded in each piece
/// before concatenation (translation phases 5 and 6), so `"\x4" "1"` is the
/// two characters 0x04 and '1'.
pub fn string(parts: &[String]) -> Result<StringValue, String> {
    let mut pieces = Vec::with_capacity(parts.len());
    for part in parts {
        pieces.push(split_literal(part, '"')?);
    }
    let mut prefixes: Vec<Prefix> = pieces
        .iter()
        .map(|&(prefix, _)| prefix)
        .filter(|&prefix| prefix != Prefix::Plain)
        .collect();
    prefixes.dedup();
    if prefixes.len() > 1 {
        return Err(
            "string literals with different encoding prefixes cannot be concatenated".to_string(),
        );
    }
    if prefixes
        .iter()
        .any(|prefix| matches!(prefix, Prefix::Wide | Prefix::Utf16 | Prefix::Utf32))
    {
        return Err("wide string literals are not supported".to_string());
    }
    let mut bytes = Vec::new();
    for (_, body) in pieces {
        bytes.extend(narrow_bytes(&decode_units(body)?)?);
    }
    bytes.push(0);
    Ok(StringValue { bytes })
}

/// The code units of a wide string literal (`L`, `u` or `U`; plain
/// pieces may join one) with the terminating 0, and their type (`wchar_t`,
/// `char16_t` as UTF-16, `char32_t`); `None` for a narrow literal.
pub fn wide_string(parts: &[String]) -> Result<Option<(IntKind, Vec<u32>)>, String> {
    let mut pieces = Vec::with_capacity(parts.len());
    for part in parts {
        pieces.push(split_literal(part, '"')?);
    }
    let mut prefixes: Vec<Prefix> = pieces
        .iter()
        .map(|&(prefix, _)| prefix)
        .filter(|&prefix| prefix != Prefix::Plain)
        .collect();
    prefixes.dedup();
    let (kind, unit_bits) = match prefixes[..] {
        [Prefix::Wide] => (WCHAR_KIND, 32),
        [Prefix::Utf16] => (IntKind::UShort, 16),
        [Prefix::Utf32] => (IntKind::UInt, 32),
        [] | [Prefix::Plain] | [Prefix::Utf8] => return Ok(None),
        _ => {
            return Err(
                "string literals with different encoding prefixes cannot be concatenated"
                    .to_string(),
            );
        }
    };
    let mut code_units = Vec::new();
    for (_, body) in pieces {
        for unit in decode_units(body)? {
            match unit {
                // A character beyond the basic plane is a surrogate pair in
                // UTF-16.
                Unit::Source(c) | Unit::Universal(c) if unit_bits == 16 && c as u32 > 0xFFFF => {
                    wide_code_units(&[unit], 32)?;
                    let mut pair = [0u16; 2];
                    code_units.extend(c.encode_utf16(&mut pair).iter().map(|&u| u as u32));
                }
                _ => code_units.extend(wide_code_units(&[unit], unit_bits)?),
            }
        }
    }
    code_units.push(0);
    Ok(Some((kind, code_units)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::preprocess::decode_lossless;
    use crate::types::CHAR_IS_SIGNED;
    use lang_c::ast::{
        Constant, Expression, ExternalDeclaration, FloatSuffix, Initializer, IntegerSuffix,
    };
    use lang_c::driver::{Config, Flavor, parse_preprocessed};

    /// The initializer of `int x = <literal>;` as lang-c parses it, so the
    /// tests see exactly the raw text lang-c hands over.
    fn parse_initializer(literal: &str) -> Expression {
        let source = format!("int x = {literal};");
        // lang-c's recursive descent wants more stack than a test thread has.
        let parse = std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(move || {
                let config = Config {
                    cpp_command: String::new(),
                    cpp_options: Vec::new(),
                    flavor: Flavor::GnuC11,
                };
                parse_preprocessed(&config, source)
            })
            .unwrap()
            .join()
            .unwrap()
            .unwrap_or_else(|e| panic!("lang-c rejects {literal}: {e:?}"));
        let ExternalDeclaration::Declaration(declaration) = &parse.unit.0[0].node else {
            panic!("not a declaration");
        };
        let initializer = declaration.node.declarators[0]
            .node
            .initializer
            .as_ref()
            .unwrap();
        let Initializer::Expression(expression) = &initializer.node else {
            panic!("not an expression initializer");
        };
        expression.node.clone()
    }

    fn constant(literal: &str) -> Constant {
        match parse_initializer(literal) {
            Expression::Constant(c) => c.node,
            other => panic!("{literal} is not a constant: {other:?}"),
        }
    }

    fn int(literal: &str) -> Result<(i128, IntKind), String> {
        match constant(literal) {
            Constant::Integer(i) => integer(&i),
            other => panic!("{literal} is not an integer constant: {other:?}"),
        }
    }

    fn flt(literal: &str) -> Result<FloatValue, String> {
        match constant(literal) {
            Constant::Float(f) => float(&f),
            other => panic!("{literal} is not a floating constant: {other:?}"),
        }
    }

    fn chr(literal: &str) -> Result<(i128, IntKind), String> {
        match constant(literal) {
            Constant::Character(raw) => character(&raw),
            other => panic!("{literal} is not a character constant: {other:?}"),
        }
    }

    fn strlit(literal: &str) -> Result<Vec<u8>, String> {
        match parse_initializer(literal) {
            Expression::StringLiteral(s) => string(&s.node).map(|v| v.bytes),
            other => panic!("{literal} is not a string literal: {other:?}"),
        }
    }

    /// Types as gcc 12 (x86-64, -std=c99/gnu11) reports them through
    /// `_Generic`, except where noted.
    #[test]
    fn integer_types_at_boundaries() {
        use IntKind::*;
        let table: &[(&str, i128, IntKind)] = &[
            ("0", 0, Int),
            ("00", 0, Int),
            ("017", 15, Int),
            ("0x1F", 31, Int),
            ("0X1f", 31, Int),
            ("0b101", 5, Int),
            ("2147483647", 2147483647, Int),
            ("2147483648", 2147483648, Long),
            ("4294967295", 4294967295, Long),
            ("9223372036854775807", 9223372036854775807, Long),
            ("0x7FFFFFFF", 0x7FFFFFFF, Int),
            ("0x80000000", 0x80000000, UInt),
            ("0xFFFFFFFF", 0xFFFFFFFF, UInt),
            ("0x100000000", 0x100000000, Long),
            ("0x7FFFFFFFFFFFFFFF", 0x7FFFFFFFFFFFFFFF, Long),
            ("0x8000000000000000", 0x8000000000000000, ULong),
            ("0xFFFFFFFFFFFFFFFF", 0xFFFFFFFFFFFFFFFF, ULong),
            ("017777777777", 0x7FFFFFFF, Int),
            ("020000000000", 0x80000000, UInt),
            ("037777777777", 0xFFFFFFFF, UInt),
            ("040000000000", 0x100000000, Long),
            ("01777777777777777777777", 0xFFFFFFFFFFFFFFFF, ULong),
            ("0b11111111111111111111111111111111", 0xFFFFFFFF, UInt),
            ("0b100000000000000000000000000000000", 0x100000000, Long),
            ("0u", 0, UInt),
            ("4294967295u", 4294967295, UInt),
            ("4294967296U", 4294967296, ULong),
            ("2147483647l", 2147483647, Long),
            ("0x80000000L", 0x80000000, Long),
            ("0x8000000000000000l", 0x8000000000000000, ULong),
            ("1ll", 1, LongLong),
            ("0x7FFFFFFFFFFFFFFFLL", 0x7FFFFFFFFFFFFFFF, LongLong),
            ("0x8000000000000000ll", 0x8000000000000000, ULongLong),
            ("0xFFFFFFFFFFFFFFFFll", 0xFFFFFFFFFFFFFFFF, ULongLong),
            ("1ul", 1, ULong),
            ("1lu", 1, ULong),
            ("1ull", 1, ULongLong),
            ("1llu", 1, ULongLong),
            ("1ULL", 1, ULongLong),
            ("18446744073709551615u", 18446744073709551615, ULong),
        ];
        for &(literal, value, kind) in table {
            assert_eq!(int(literal), Ok((value, kind)), "{literal}");
        }
    }

    #[test]
    fn decimal_constants_too_large_for_long_long_are_int128() {
        // gcc 12 types these `__int128` (warning "integer constant is so
        // large that it is unsigned").
        for (literal, value) in [
            ("9223372036854775808", 1i128 << 63),
            ("18446744073709551615", (1i128 << 64) - 1),
            ("9223372036854775808l", 1i128 << 63),
            ("9223372036854775808ll", 1i128 << 63),
        ] {
            assert_eq!(int(literal), Ok((value, IntKind::Int128)), "{literal}");
        }
    }

    #[test]
    fn integer_errors() {
        let too_large = Err("integer constant is too large for any integer type".to_string());
        for literal in [
            "18446744073709551616",
            "18446744073709551616u",
            "0x10000000000000000",
            "0200000000000000000000000",
            "0b10000000000000000000000000000000000000000000000000000000000000000",
            "999999999999999999999999999999999999999999999999999999999",
        ] {
            assert_eq!(int(literal), too_large, "{literal}");
        }
        assert_eq!(
            int("1i"),
            Err("imaginary constants are not supported".to_string())
        );
        // lang-c's grammar rejects these, so build them by hand.
        let suffix = IntegerSuffix {
            size: IntegerSize::Int,
            unsigned: false,
            imaginary: false,
        };
        let bad_octal = Integer {
            base: IntegerBase::Octal,
            number: "8".into(),
            suffix: suffix.clone(),
        };
        assert_eq!(
            integer(&bad_octal),
            Err("invalid digit \"8\" in octal constant".to_string())
        );
        let bad_binary = Integer {
            base: IntegerBase::Binary,
            number: "102".into(),
            suffix: suffix.clone(),
        };
        assert!(integer(&bad_binary).is_err());
        let empty = Integer {
            base: IntegerBase::Hexadecimal,
            number: "".into(),
            suffix,
        };
        assert!(integer(&empty).is_err());
    }

    /// Bit patterns printed by gcc 12 on x86-64 for `double d = <literal>;`
    /// (memcpy to uint64_t and printf("%016llx")).
    const GCC_DOUBLES: &[(&str, u64)] = &[
        ("0x1p-1074", 0x0000000000000001),
        ("0x1p-1075", 0x0000000000000000),
        ("0x1.0000000000001p-1075", 0x0000000000000001),
        ("0x1.8p-1074", 0x0000000000000002),
        ("0x1.fffffffffffff8p1023", 0x7ff0000000000000),
        ("0x1.fffffffffffff7ffffp1023", 0x7fefffffffffffff),
        ("0x1.fffffffffffffp1023", 0x7fefffffffffffff),
        ("0x1p1024", 0x7ff0000000000000),
        ("0x0.0000000000001p-1022", 0x0000000000000001),
        ("0x1.0000000000000800000000000000001p0", 0x3ff0000000000001),
        ("0x1.00000000000008p0", 0x3ff0000000000000),
        ("0x1.00000000000018p0", 0x3ff0000000000002),
        ("0x.8p-1", 0x3fd0000000000000),
        ("0xAp0", 0x4024000000000000),
        ("0xA.p+0", 0x4024000000000000),
        ("0x1.8p3", 0x4028000000000000),
        ("0x1.fffffffffffffp-1023", 0x0010000000000000),
        ("0x1.ffffffffffffffp-1023", 0x0010000000000000),
        ("0x0p0", 0x0000000000000000),
        ("0x00000.000p99999999999999999999", 0x0000000000000000),
        ("0x1p-99999999999999999999", 0x0000000000000000),
        ("0x1p+99999999999999999999", 0x7ff0000000000000),
        (
            "0x123456789abcdef0123456789abcdef0123456789p0",
            0x49f23456789abcdf,
        ),
        (
            "0x123456789abcdef0123456789abcdef0123456789p-200",
            0x3d723456789abcdf,
        ),
        (
            "0x0.00000000000000000000000000000000000000000000000001p0",
            0x3370000000000000,
        ),
        (
            "0x8000000000000000000000000000000000000000000000000000000000000000000000000001p-300",
            0x4020000000000000,
        ),
        (
            "0x1.00000000000008000000000000000000000000000000000000000001p0",
            0x3ff0000000000001,
        ),
        ("0x3.fffffffffffffep-1024", 0x0010000000000000),
        ("0x0.8p-1073", 0x0000000000000001),
        ("0x0.8000000000001p-1073", 0x0000000000000001),
        ("0xffffffffffffffffffffffffffffffffp0", 0x47f0000000000000),
        ("2.2250738585072011e-308", 0x000fffffffffffff),
        ("4.9406564584124654e-324", 0x0000000000000001),
        ("2.4703282292062327e-324", 0x0000000000000000),
        ("2.4703282292062328e-324", 0x0000000000000001),
        ("1.7976931348623158e308", 0x7fefffffffffffff),
        ("1.7976931348623159e308", 0x7ff0000000000000),
        ("0.1", 0x3fb999999999999a),
        ("1e23", 0x44b52d02c7e14af6),
        ("9007199254740993.0", 0x4340000000000000),
        ("1.", 0x3ff0000000000000),
        (".5", 0x3fe0000000000000),
        ("1e400", 0x7ff0000000000000),
        ("0e0", 0x0000000000000000),
        ("1E+2", 0x4059000000000000),
    ];

    /// Bit patterns printed by gcc 12 on x86-64 for `float f = <literal>;`.
    const GCC_FLOATS: &[(&str, u32)] = &[
        ("0x1p-149f", 0x00000001),
        ("0x1p-150f", 0x00000000),
        ("0x1.000001p-150f", 0x00000001),
        ("0x1.fffffep127f", 0x7f7fffff),
        ("0x1.ffffffp127f", 0x7f800000),
        ("0x1.fffffefp127f", 0x7f7fffff),
        ("0x1.000001p0f", 0x3f800000),
        ("0x1.000003p0f", 0x3f800002),
        // Via double this would round to 0x1.000001p0, then to even.
        ("0x1.0000010000000001p0f", 0x3f800001),
        ("0x1.fffffcp-127f", 0x007fffff),
        ("0x1.fffffep-127f", 0x00800000),
        ("0x.8p-1f", 0x3e800000),
        ("1.00000005960464477539062499f", 0x3f800000),
        ("1.00000005960464477539062500f", 0x3f800000),
        ("1.00000005960464477539062501f", 0x3f800001),
        // Via double this rounds to the exact halfway point, then to even.
        ("1.000000059604644775390625001f", 0x3f800001),
        // Via double this becomes the halfway point to 2^128, then infinity.
        ("3.4028235677973366e38f", 0x7f7fffff),
        ("3.4028235677973367e38f", 0x7f800000),
        ("3.4028234663852886e38f", 0x7f7fffff),
        ("1e-45f", 0x00000001),
        ("7e-46f", 0x00000000),
        ("7.1e-46f", 0x00000001),
        ("1e39f", 0x7f800000),
        ("0.1f", 0x3dcccccd),
        ("1.17549435e-38f", 0x00800000),
        ("16777217.0f", 0x4b800000),
    ];

    #[test]
    fn doubles_match_gcc() {
        for &(literal, bits) in GCC_DOUBLES {
            let value = flt(literal).unwrap();
            assert_eq!(value.kind, FloatKind::Double, "{literal}");
            assert_eq!(value.text, None, "{literal}");
            assert_eq!(
                value.value.to_bits(),
                bits,
                "{literal}: got {:016x}",
                value.value.to_bits()
            );
        }
    }

    #[test]
    fn floats_match_gcc() {
        for &(literal, bits) in GCC_FLOATS {
            let value = flt(literal).unwrap();
            assert_eq!(value.kind, FloatKind::Float, "{literal}");
            let single = value.value as f32;
            assert_eq!(single as f64, value.value, "{literal} is not exact in f32");
            assert_eq!(
                single.to_bits(),
                bits,
                "{literal}: got {:08x}",
                single.to_bits()
            );
        }
    }

    #[test]
    fn long_doubles_keep_their_text() {
        let table: &[(&str, f64, &str)] = &[
            ("1e5L", 1e5, "1e5L"),
            ("0.1l", 0.1, "0.1L"),
            ("0x1P-3L", 0.125, "0x1P-3L"),
            ("0x1.8p3l", 12.0, "0x1.8p3L"),
            ("1e400L", f64::INFINITY, "1e400L"),
        ];
        for &(literal, value, text) in table {
            let got = flt(literal).unwrap();
            assert_eq!(
                got,
                FloatValue {
                    kind: FloatKind::LongDouble,
                    value,
                    text: Some(text.to_string()),
                },
                "{literal}"
            );
        }
    }

    #[test]
    fn float_errors() {
        assert_eq!(
            flt("1.5i"),
            Err("imaginary constants are not supported".to_string())
        );
        assert!(flt("1.0f32").is_err());
        assert!(flt("1.0f128").is_err());
        let suffix = FloatSuffix {
            format: FloatFormat::Double,
            imaginary: false,
        };
        let hex = |number: &str| Float {
            base: FloatBase::Hexadecimal,
            number: number.into(),
            suffix: suffix.clone(),
        };
        let decimal = |number: &str| Float {
            base: FloatBase::Decimal,
            number: number.into(),
            suffix: suffix.clone(),
        };
        for bad in ["1.8", ".p1", "1p", "1p+", "1.2.3p0", "1gp0", "1p1x"] {
            assert!(float(&hex(bad)).is_err(), "0x{bad}");
        }
        for bad in ["inf", "nan", "-1.0", "+1.0", ".", "1e", "1.0x"] {
            assert!(float(&decimal(bad)).is_err(), "{bad}");
        }
    }

    /// Formats a finite positive double exactly as a hexadecimal constant.
    fn exact_hex(value: f64) -> String {
        let bits = value.to_bits();
        let fraction = bits & ((1 << 52) - 1);
        let biased = (bits >> 52) as i64;
        if biased == 0 {
            format!("0.{fraction:013x}p-1022")
        } else {
            format!("1.{fraction:013x}p{}", biased - 1023)
        }
    }

    /// Rust's f64 -> f32 conversion rounds correctly, so it is an oracle
    /// for the binary32 rounding of every exactly written double.
    #[test]
    fn hex_rounding_agrees_with_rust_conversions() {
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..200_000 {
            let mut bits = next() & !(1 << 63);
            // Aim a share of the samples at binary32's rounding edges: the
            // subnormal and overflow ranges and exact ties.
            match round % 4 {
                1 => bits = (bits & ((1 << 52) - 1)) | ((next() % 60 + 1023 - 160) << 52),
                2 => bits = (bits & ((1 << 52) - 1)) | ((1023 + 127) << 52),
                3 => bits = (bits & !((1 << 29) - 1)) | (1 << 28),
                _ => {}
            }
            let value = f64::from_bits(bits);
            if !value.is_finite() {
                continue;
            }
            let significand = parse_hex_float(&exact_hex(value)).unwrap();
            assert_eq!(round_to_format(&significand, &BINARY64), bits, "{value:e}");
            assert_eq!(
                round_to_format(&significand, &BINARY32) as u32,
                (value as f32).to_bits(),
                "{}",
                exact_hex(value)
            );
        }
    }

    #[test]
    fn character_constants() {
        use IntKind::*;
        let byte = |b: u8| {
            if CHAR_IS_SIGNED {
                b as i8 as i128
            } else {
                b as i128
            }
        };
        // Values printed by gcc 12 on x86-64 (char signed), with `byte`
        // standing for the char conversion that differs on aarch64.
        let table: &[(&str, i128, IntKind)] = &[
            ("'a'", 97, Int),
            ("'\\n'", 10, Int),
            ("'\\t'", 9, Int),
            ("'\\r'", 13, Int),
            ("'\\a'", 7, Int),
            ("'\\b'", 8, Int),
            ("'\\f'", 12, Int),
            ("'\\v'", 11, Int),
            ("'\\e'", 27, Int),
            ("'\\\\'", 92, Int),
            ("'\\''", 39, Int),
            ("'\"'", 34, Int),
            ("'\\\"'", 34, Int),
            ("'\\?'", 63, Int),
            ("'\\0'", 0, Int),
            ("'\\101'", 65, Int),
            ("'\\x41'", 65, Int),
            ("'\\x00000041'", 65, Int),
            ("'\\177'", 127, Int),
            ("'\\200'", byte(0x80), Int),
            ("'\\377'", byte(0xFF), Int),
            ("'\\xff'", byte(0xFF), Int),
            ("'\\u0024'", 36, Int),
            // Multi-character constants: (v << 8) | byte, as int.
            ("'ab'", 24930, Int),
            ("'abcd'", 1633837924, Int),
            ("'abcde'", 1650680933, Int),
            ("'ab\\0'", 6382080, Int),
            ("'\\1234'", 0x5334, Int),
            ("'\\xff\\xff'", 0xFFFF, Int),
            ("'\\xff\\xff\\xff\\xff'", -1, Int),
            ("'é'", 50089, Int),
            ("'\\u00e9'", 50089, Int),
            ("'\\U0001F600'", 0xF09F9880 - (1 << 32), Int),
            // Prefixed constants.
            ("L'a'", 97, WCHAR_KIND),
            ("L'é'", 233, WCHAR_KIND),
            ("L'\\777'", 511, WCHAR_KIND),
            ("L'\\U0001F600'", 0x1F600, WCHAR_KIND),
            ("L'\\xffffffff'", WCHAR_KIND.wrap(0xFFFFFFFF), WCHAR_KIND),
            ("u'a'", 97, UShort),
            ("u'\\xffff'", 65535, UShort),
            ("u'\\u20ac'", 0x20AC, UShort),
            ("U'a'", 97, UInt),
            ("U'\\xffffffff'", 4294967295, UInt),
            ("U'\\U0001F600'", 0x1F600, UInt),
        ];
        for &(literal, value, kind) in table {
            assert_eq!(character(literal), Ok((value, kind)), "{literal}");
        }
    }

    /// lang-c hands over the constant's text as written, prefix and quotes
    /// included. (lang-c 0.15 rejects `\u`, `\U` and `\e` itself, which is
    /// why the tables above call `character` directly.)
    #[test]
    fn lang_c_gives_raw_character_text() {
        for literal in [
            "'a'", "'\\''", "'\\xff'", "'ab'", "L'a'", "u'a'", "U'\\777'", "'é'",
        ] {
            assert_eq!(constant(literal), Constant::Character(literal.to_string()));
        }
        assert_eq!(chr("'\\377'"), character("'\\377'"));
    }

    #[test]
    fn raw_bytes_in_character_constants() {
        let raw = decode_lossless(b"'\xff'");
        let expected = if CHAR_IS_SIGNED { -1 } else { 255 };
        assert_eq!(character(&raw), Ok((expected, IntKind::Int)));
        let raw = decode_lossless(b"'\xfe\xff'");
        assert_eq!(character(&raw), Ok((0xFEFF, IntKind::Int)));
        let raw = decode_lossless(b"L'\xff'");
        assert!(character(&raw).is_err());
    }

    #[test]
    fn character_errors() {
        let cases: &[(&str, &str)] = &[
            ("''", "empty character constant"),
            ("L''", "empty character constant"),
            ("'\\x100'", "hex escape sequence out of range"),
            ("'\\400'", "octal escape sequence out of range"),
            ("'\\x'", "\\x used with no following hex digits"),
            ("'\\q'", "unknown escape sequence '\\q'"),
            ("'\\u0041'", "\\u0041 is not a valid universal character"),
            ("'\\uD800'", "\\uD800 is not a valid universal character"),
            ("U'\\U00110000'", "\\U00110000 is outside the UCS codespace"),
            ("u'\\xfffff'", "hex escape sequence out of range"),
            ("U'\\x100000000'", "hex escape sequence out of range"),
            (
                "u'\\U0001F600'",
                "character U+1F600 does not fit in a 16-bit character",
            ),
        ];
        for &(raw, message) in cases {
            assert_eq!(character(raw), Err(message.to_string()), "{raw}");
        }
        assert!(character("'\\u12'").is_err());
        assert!(character("'\\U0001F60'").is_err());
        assert!(character("L'ab'").is_err());
        assert!(character("'a").is_err());
        assert!(character("'").is_err());
        assert!(character("x'a'").is_err());
        assert!(character("u8'a'").is_err());
        // lang-c's grammar accepts `\c`, which is no C escape.
        assert!(chr("'\\c'").is_err());
    }

    #[test]
    fn string_literals() {
        let table: &[(&str, &[u8])] = &[
            ("\"abc\"", b"abc\0"),
            ("\"\"", b"\0"),
            ("\"a\" \"b\" \"c\"", b"abc\0"),
            // gcc: sizeof("\x4" "1") == 3 and its first byte is 4.
            ("\"\\x4\" \"1\"", b"\x041\0"),
            ("\"\\1234\"", b"\x534\0"),
            ("\"a\\0b\"", b"a\0b\0"),
            ("\"\\n\\t\\\\\\\"\\'\\?\"", b"\n\t\\\"'?\0"),
            ("\"\\xff\\377\"", b"\xff\xff\0"),
            ("\"é\"", "é\0".as_bytes()),
            ("u8\"a\" \"b\"", b"ab\0"),
            ("\"a\" u8\"b\"", b"ab\0"),
        ];
        for &(literal, bytes) in table {
            assert_eq!(strlit(literal).as_deref(), Ok(bytes), "{literal}");
        }
        // Escapes lang-c 0.15 does not parse itself.
        let pieces = ["\"\\u00e9\\U0001F600\"".to_string(), "\"\\e\"".to_string()];
        assert_eq!(
            string(&pieces).map(|s| s.bytes),
            Ok("é😀\x1b\0".as_bytes().to_vec())
        );
    }

    #[test]
    fn raw_bytes_in_strings() {
        let raw = decode_lossless(b"\"\xff\xfe\xc3\xa9\"");
        assert_eq!(
            string(&[raw]).map(|s| s.bytes),
            Ok(b"\xff\xfe\xc3\xa9\0".to_vec())
        );
    }

    #[test]
    fn wide_strings() {
        let wide = |text: &str| {
            let parts: Vec<String> = text.split(' ').map(str::to_string).collect();
            wide_string(&parts)
        };
        assert_eq!(
            wide("L\"a\" \"b\""),
            Ok(Some((WCHAR_KIND, vec![97, 98, 0])))
        );
        assert_eq!(
            wide("u\"\u{e9}\\U0001F600\""),
            Ok(Some((IntKind::UShort, vec![0xe9, 0xD83D, 0xDE00, 0])))
        );
        assert_eq!(
            wide("U\"\\x110000\""),
            Ok(Some((IntKind::UInt, vec![0x110000, 0])))
        );
        assert_eq!(wide("\"a\" u8\"b\""), Ok(None));
        assert!(wide("u\"\\x10000\"").is_err());
        assert!(wide("L\"a\" U\"b\"").is_err());
    }

    #[test]
    fn string_errors() {
        let wide = Err("wide string literals are not supported".to_string());
        assert_eq!(strlit("L\"x\""), wide);
        assert_eq!(strlit("u\"x\""), wide);
        assert_eq!(strlit("U\"x\""), wide);
        assert_eq!(strlit("\"a\" L\"x\""), wide);
        let mixed = Err(
            "string literals with different encoding prefixes cannot be concatenated".to_string(),
        );
        assert_eq!(strlit("u8\"a\" L\"b\""), mixed);
        assert_eq!(strlit("L\"a\" u\"b\""), mixed);
        assert_eq!(
            strlit("\"\\x100\""),
            Err("hex escape sequence out of range".to_string())
        );
        assert!(strlit("\"\\c\"").is_err());
        assert!(string(&["\"\\z\"".to_string()]).is_err());
        assert!(string(&["\"abc".to_string()]).is_err());
    }
}
