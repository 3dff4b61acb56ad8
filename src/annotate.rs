//! Binding-time debugging for the user: `cmix explain` (why one variable
//! or point is dynamic, as diagnostics), `cmix annotate --html` (the
//! source colored by binding time, each dynamic construct showing its
//! causes) and `cmix annotate --json` (the same facts for tools; the
//! schema is in README.md). All read `spec::explain::Annotations`.

use std::fmt::Write as _;

use crate::diag::{Diag, Level};
use crate::driver::Frontend;
use crate::source::{SourceMap, Span};
use crate::spec::explain::{Annotations, Cause, Point, Variable};

/// A span as a range of lines and columns of one original file.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Place {
    file: u32,
    line: u32,
    col: u32,
    end_line: u32,
    end_col: u32,
}

fn place(sources: &SourceMap, span: Span) -> Option<Place> {
    if span.is_dummy() {
        return None;
    }
    let start = sources.locate(span)?;
    let end = sources.locate_offset(span.unit, span.hi as usize)?;
    let (end_line, end_col) =
        if end.file == start.file && (end.line, end.col) >= (start.line, start.col) {
            (end.line, end.col)
        } else {
            (start.line, start.col)
        };
    Some(Place {
        file: start.file,
        line: start.line,
        col: start.col,
        end_line,
        end_col,
    })
}

/// Diagnostics saying why `what` is dynamic (or that it is static): a
/// variable (`x`, `f.x`, `g.field`) or a `FILE:LINE:COL`.
pub fn explain(fe: &Frontend, annotations: &Annotations, what: &str) -> Result<Vec<Diag>, String> {
    if let Some((file, line, col)) = parse_location(what) {
        return explain_location(fe, annotations, what, &file, line, col);
    }
    let found = annotations.find_variables(what);
    match found.as_slice() {
        [] => Err(format!(
            "`{what}` names no variable of the functions the goal reaches (write `x`, `f.x`, `g.field` or FILE:LINE:COL)"
        )),
        [one] => Ok(variable_chain(one)),
        many => {
            let names: Vec<String> = many
                .iter()
                .map(|v| format!("{} ({})", qualified(v), fe.sources.describe(v.span)))
                .collect();
            Err(format!(
                "`{what}` names several variables: {}; give the one you mean as FILE:LINE:COL",
                names.join(", ")
            ))
        }
    }
}

fn qualified(v: &Variable) -> String {
    match &v.function {
        Some(f) => format!("{f}.{}", v.name),
        None => v.name.clone(),
    }
}

fn subject(v: &Variable) -> String {
    match &v.function {
        Some(f) => format!("`{}` in `{f}`", v.name),
        None => format!("`{}`", v.name),
    }
}

fn parse_location(what: &str) -> Option<(String, u32, u32)> {
    let mut parts = what.rsplitn(3, ':');
    let col = parts.next()?.parse().ok()?;
    let line = parts.next()?.parse().ok()?;
    let file = parts.next()?.to_string();
    Some((file, line, col))
}

fn explain_location(
    fe: &Frontend,
    annotations: &Annotations,
    what: &str,
    file: &str,
    line: u32,
    col: u32,
) -> Result<Vec<Diag>, String> {
    let sources = &fe.sources;
    let covers = |span: Span| -> Option<u64> {
        let p = place(sources, span)?;
        let name = sources.file_name(p.file);
        let same_file = name == file || name.ends_with(&format!("/{file}"));
        let inside = (p.line, p.col) <= (line, col) && (line, col) <= (p.end_line, p.end_col);
        (same_file && inside).then_some(u64::from(span.hi.saturating_sub(span.lo)))
    };
    // The innermost point there; a declaration there wins over a point
    // that holds it.
    let variable = annotations
        .variables
        .iter()
        .filter_map(|v| covers(v.span).map(|size| (size, v)))
        .min_by_key(|(size, _)| *size);
    if let Some((_, v)) = variable {
        return Ok(variable_chain(v));
    }
    let point = annotations
        .points
        .iter()
        .filter_map(|p| covers(p.span).map(|size| (size, p)))
        .min_by_key(|(size, _)| *size);
    match point {
        Some((_, p)) => Ok(point_chain(p)),
        None => Err(format!(
            "nothing the goal reaches is at {what} (give a position inside a statement or declaration of a reached function)"
        )),
    }
}

fn variable_chain(v: &Variable) -> Vec<Diag> {
    let who = subject(v);
    if !v.dynamic {
        return vec![note(format!("{who} is static"), v.span, "static here")];
    }
    let mut out = vec![note(format!("{who} is dynamic"), v.span, "declared here")];
    chain(&mut out, &v.why);
    out
}

fn point_chain(p: &Point) -> Vec<Diag> {
    let what = format!("this {} in `{}`", p.kind.name(), p.function);
    if !p.dynamic {
        let mut d = note(
            format!("{what} is static"),
            p.span,
            "runs during specialization",
        );
        if p.unfolded {
            d = d.with_note("the call is unfolded: its body is specialized in place");
        }
        return vec![d];
    }
    let mut out = vec![note(
        format!("{what} is dynamic: it is left to the residual program"),
        p.span,
        "residual",
    )];
    chain(&mut out, &p.why);
    out
}

/// One note per cause, from the thing asked about back to the root.
fn chain(out: &mut Vec<Diag>, causes: &[Cause]) {
    if causes.is_empty() {
        out.push(Diag::without_span(
            Level::Note,
            "cmix recorded no cause for this (a bug in the explanation, not in your program)",
        ));
        return;
    }
    let last = causes.len() - 1;
    for (i, cause) in causes.iter().enumerate() {
        let who = cause.subject.clone().unwrap_or_else(|| "this".to_string());
        let mut d = note(
            format!("{who} is dynamic because {}", cause.text),
            cause.span,
            "",
        );
        if i == last {
            d = d.with_note("this is where it starts");
        }
        out.push(d);
    }
}

fn note(message: String, span: Span, label: &str) -> Diag {
    Diag::note_at(message, span).with_label(label)
}

/// The facts as JSON (schema version 1, documented in README.md).
pub fn json(fe: &Frontend, annotations: &Annotations, goal: &str, notes: &[Diag]) -> String {
    use serde_json::{Value, json};
    let sources = &fe.sources;
    let location = |span: Span| -> Value {
        match place(sources, span) {
            Some(p) => json!({
                "file": sources.file_name(p.file),
                "line": p.line,
                "column": p.col,
                "end_line": p.end_line,
                "end_column": p.end_col,
            }),
            None => Value::Null,
        }
    };
    let causes = |why: &[Cause]| -> Value {
        why.iter()
            .map(|c| json!({"subject": c.subject, "text": c.text, "location": location(c.span)}))
            .collect()
    };
    let bt = |dynamic: bool| if dynamic { "dynamic" } else { "static" };
    let doc = json!({
        "version": 1,
        "goal": goal,
        "functions": annotations.functions.iter().map(|f| json!({
            "name": f.name,
            "location": location(f.span),
            "residual": f.residual,
            "unfolded": f.unfolded,
        })).collect::<Vec<_>>(),
        "variables": annotations.variables.iter().map(|v| json!({
            "function": v.function,
            "name": v.name,
            "location": location(v.span),
            "binding_time": bt(v.dynamic),
            "why": causes(&v.why),
        })).collect::<Vec<_>>(),
        "points": annotations.points.iter().map(|p| json!({
            "function": p.function,
            "kind": p.kind.name(),
            "location": location(p.span),
            "binding_time": bt(p.dynamic),
            "lifted": p.lifted,
            "unfolded": p.unfolded,
            "why": causes(&p.why),
        })).collect::<Vec<_>>(),
        "notes": notes.iter().map(|n| n.one_line(sources)).collect::<Vec<_>>(),
    });
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}

/// One colored region of a file: byte range, CSS classes, hover text and
/// the explanation shown on click.
struct Region {
    start: usize,
    end: usize,
    class: String,
    title: String,
    detail: Option<String>,
}

/// A self-contained HTML page: every file of the program that holds a
/// reached function, colored by binding time; clicking a dynamic construct
/// shows its chain of causes.
pub fn html(fe: &Frontend, annotations: &Annotations, goal: &str, notes: &[Diag]) -> String {
    let sources = &fe.sources;
    let mut by_file: std::collections::BTreeMap<u32, Vec<Region>> = Default::default();
    let describe_causes = |why: &[Cause]| -> String {
        let mut s = String::new();
        for c in why {
            let at = if c.span.is_dummy() {
                String::new()
            } else {
                format!(" ({})", sources.describe(c.span))
            };
            let who = c.subject.clone().unwrap_or_else(|| "this".to_string());
            let _ = writeln!(s, "{who} is dynamic because {}{at}", c.text);
        }
        s
    };
    // Per file: its text and where each line starts.
    let mut lines: std::collections::HashMap<u32, Option<FileLines>> = Default::default();
    let mut add = |span: Span, class: String, title: String, detail: Option<String>| {
        let Some(p) = place(sources, span) else {
            return;
        };
        let Some((text, starts)) = lines
            .entry(p.file)
            .or_insert_with(|| {
                sources.file_text(p.file).map(|text| {
                    let starts = std::iter::once(0)
                        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                        .collect();
                    (text, starts)
                })
            })
            .as_ref()
        else {
            return;
        };
        let (Some(start), Some(end)) = (
            byte_at(text, starts, p.line, p.col),
            byte_at(text, starts, p.end_line, p.end_col),
        ) else {
            return;
        };
        if end <= start {
            return;
        }
        by_file.entry(p.file).or_default().push(Region {
            start,
            end,
            class,
            title,
            detail,
        });
    };
    for f in &annotations.functions {
        let class = if f.unfolded {
            "fn unfolded"
        } else if f.residual {
            "fn residual"
        } else {
            "fn static"
        };
        let title = if f.unfolded {
            format!("`{}`: its calls are unfolded during specialization", f.name)
        } else if f.residual {
            format!("`{}`: specialized into residual functions", f.name)
        } else {
            format!("`{}`: runs entirely during specialization", f.name)
        };
        // Only the name: a function's span covers its whole definition.
        let name_span = Span {
            hi: f.span.lo + f.name.len() as u32,
            ..f.span
        };
        let at_name = sources.span_text(name_span) == Some(f.name.as_str());
        if at_name {
            add(name_span, class.to_string(), title, None);
        }
    }
    for v in &annotations.variables {
        let (class, title) = if v.dynamic {
            (
                "var dyn",
                format!("{} is dynamic (click for why)", subject(v)),
            )
        } else {
            ("var stat", format!("{} is static", subject(v)))
        };
        let detail = v.dynamic.then(|| describe_causes(&v.why));
        add(v.span, class.to_string(), title, detail);
    }
    for p in &annotations.points {
        let mut class = if p.dynamic { "pt dyn" } else { "pt stat" }.to_string();
        if p.lifted {
            class.push_str(" lift");
        }
        if p.unfolded {
            class.push_str(" unfold");
        }
        let mut title = if p.dynamic {
            format!("residual {} (click for why)", p.kind.name())
        } else {
            format!("static {}: runs during specialization", p.kind.name())
        };
        if p.lifted {
            title.push_str("; a static value is lifted into residual code here");
        }
        if p.unfolded {
            title.push_str("; the call is unfolded");
        }
        let detail = p.dynamic.then(|| describe_causes(&p.why));
        add(p.span, class, title, detail);
    }
    let mut page = String::new();
    let _ = write!(
        page,
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>cmix: {}</title>\n<style>{STYLE}</style></head><body>\n",
        escape(goal)
    );
    let residual = annotations.functions.iter().filter(|f| f.residual).count();
    let unfolded = annotations.functions.iter().filter(|f| f.unfolded).count();
    let dynamic_points = annotations.points.iter().filter(|p| p.dynamic).count();
    let dynamic_vars = annotations.variables.iter().filter(|v| v.dynamic).count();
    let _ = write!(
        page,
        "<h1>cmix: binding times for <code>{}</code></h1>\n<div class=\"summary\"><p>{} functions reached: {} residual, {} unfolded. {} of {} statements and branches are residual; {} of {} variables are dynamic. \
         <span class=\"stat\">static</span> <span class=\"dyn\">dynamic</span> <span class=\"lift\">lifted</span> <span class=\"unfold\">unfolded call</span>. Click a dynamic construct for why.</p>",
        escape(goal),
        annotations.functions.len(),
        residual,
        unfolded,
        dynamic_points,
        annotations.points.len(),
        dynamic_vars,
        annotations.variables.len()
    );
    if !notes.is_empty() {
        page.push_str("<p>What specialization said (generalizations and their cost):</p><ul>");
        for n in notes {
            let _ = write!(page, "<li>{}</li>", escape(&n.one_line(sources)));
        }
        page.push_str("</ul>");
    }
    page.push_str(
        "</div>\n<pre id=\"why\">Click a dynamic construct to see why it is dynamic.</pre>\n",
    );
    let mut details: Vec<String> = Vec::new();
    for (file, mut regions) in by_file {
        let Some(text) = sources.file_text(file) else {
            continue;
        };
        let _ = write!(
            page,
            "<h2>{}</h2>\n<pre class=\"src\">",
            escape(sources.file_name(file))
        );
        regions.sort_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
        page.push_str(&nest(&text, &regions, &mut details));
        page.push_str("</pre>\n");
    }
    page.push_str("<script>\nconst why = [");
    for (i, d) in details.iter().enumerate() {
        if i > 0 {
            page.push(',');
        }
        page.push_str(&serde_json::to_string(d).unwrap_or_else(|_| "\"\"".to_string()));
    }
    page.push_str(SCRIPT);
    page.push_str("</body></html>\n");
    page
}

/// The file's text with `regions` (sorted by start, outer first) as
/// nested elements; a region that would cross another is left out.
fn nest(text: &str, regions: &[Region], details: &mut Vec<String>) -> String {
    let mut out = String::new();
    let mut open: Vec<usize> = Vec::new();
    let mut at = 0;
    let close_until = |out: &mut String, open: &mut Vec<usize>, at: &mut usize, upto: usize| {
        while let Some(&end) = open.last() {
            if end > upto {
                break;
            }
            out.push_str(&escape(&text[*at..end]));
            out.push_str("</span>");
            *at = end;
            open.pop();
        }
    };
    for r in regions {
        if r.end > text.len() || !text.is_char_boundary(r.start) || !text.is_char_boundary(r.end) {
            continue;
        }
        close_until(&mut out, &mut open, &mut at, r.start);
        if r.start < at || open.last().is_some_and(|&end| r.end > end) {
            continue;
        }
        out.push_str(&escape(&text[at..r.start]));
        at = r.start;
        let click = match &r.detail {
            Some(d) => {
                details.push(d.clone());
                format!(" data-why=\"{}\"", details.len() - 1)
            }
            None => String::new(),
        };
        let _ = write!(
            out,
            "<span class=\"{}\" title=\"{}\"{click}>",
            r.class,
            escape(&r.title)
        );
        open.push(r.end);
    }
    close_until(&mut out, &mut open, &mut at, usize::MAX);
    out.push_str(&escape(&text[at..]));
    out
}

/// A file's text and the byte offsets where its lines start.
type FileLines = (std::rc::Rc<str>, Vec<usize>);

/// The byte offset of 1-based `line` and `col` (in characters) in `text`,
/// whose lines start at `starts`.
fn byte_at(text: &str, starts: &[usize], line: u32, col: u32) -> Option<usize> {
    let start = *starts.get(line.checked_sub(1)? as usize)?;
    let rest = text.get(start..)?;
    let line_len = rest.find('\n').unwrap_or(rest.len());
    let within = rest[..line_len]
        .char_indices()
        .nth(col.saturating_sub(1) as usize)
        .map_or(line_len, |(i, _)| i);
    Some(start + within)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const STYLE: &str = "body{font-family:sans-serif;margin:1em 2em}pre.src{font-family:monospace;background:#fafafa;border:1px solid #ddd;padding:.5em;line-height:1.4}\
.stat{background:#e3f4e1}.dyn{background:#fbe0dc}.var.dyn{font-weight:bold;color:#a01010;background:none}.var.stat{color:#106010;background:none}\
.pt.dyn{background:#fbe0dc}.pt.stat{background:#e3f4e1}.lift{text-decoration:underline dotted #1050c0}.unfold{outline:1px dashed #806000}\
.fn.residual{font-weight:bold;color:#a01010}.fn.unfolded{font-weight:bold;color:#806000}.fn.static{font-weight:bold;color:#106010}\
[data-why]{cursor:pointer}#why{position:sticky;top:0;background:#fffbe6;border:1px solid #e0d080;padding:.5em;white-space:pre-wrap;min-height:2em}\
.summary span{padding:0 .3em}";

const SCRIPT: &str = "];\ndocument.addEventListener('click', e => {\n  const t = e.target.closest('[data-why]');\n  if (t) { document.getElementById('why').textContent = why[+t.dataset.why]; e.stopPropagation(); }\n});\n</script>\n";
